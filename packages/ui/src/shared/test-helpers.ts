/**
 * Helpers for the elements' tests (`*.test.ts` only: nothing in the package imports this file, so it never
 * reaches the bundle).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ReactiveElement } from 'lit';

/** The element's shadow root (the game elements always have one). */
export const root = (el: Element): ShadowRoot => el.shadowRoot!;

/** Waits until the element has rendered, the tasks it queued have run, and it has rendered again. */
export async function settle(el: ReactiveElement): Promise<void> {
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
}

/** The first button in the element's shadow root whose trimmed text or `aria-label` matches `text`. */
export function buttonByText(el: Element, text: RegExp): HTMLButtonElement | undefined {
  return [...root(el).querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => text.test(b.textContent?.trim() ?? '') || text.test(b.getAttribute('aria-label') ?? ''),
  );
}

/**
 * Resolves once a bot whose pause is 0 ms (`bot-delay="0"`, `botDelay: () => 0`) has had its turn: the
 * controller starts that pause as a 0 ms timer, and a 0 ms timer started now runs after it. What has not
 * moved by then does not move by itself.
 */
export function botPause(): Promise<void> {
  return new Promise((r) => setTimeout(r, 0));
}

/**
 * Polls `check` until it is true.
 * @param ms how long to wait before failing (ms)
 * @param every pause between two checks (ms)
 * @throws {Error} when `check` is still false after `ms`
 */
export async function until(check: () => boolean, ms = 15000, every = 10): Promise<void> {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, every));
  }
}

/** The shadow roots of `el` and of every element inside them, at any depth. */
function shadowRoots(el: Element): ShadowRoot[] {
  const found: ShadowRoot[] = [];
  const visit = (node: Element) => {
    if (node.shadowRoot) {
      found.push(node.shadowRoot);
      for (const child of node.shadowRoot.querySelectorAll('*')) visit(child);
    }
  };
  visit(el);
  return found;
}

/**
 * Waits until nothing moves in the element: every CSS transition and finite CSS animation in its shadow trees
 * (a ship sailing along the track, a card being dealt) has finished, those that started meanwhile too. Endless
 * ones (a beckoning ship) are not waited for.
 * @param ms how long to wait before failing (ms)
 * @throws {Error} when something still moves after `ms`
 */
export async function stillness(el: Element, ms = 15000): Promise<void> {
  const end = performance.now() + ms;
  for (;;) {
    const moving = shadowRoots(el)
      .flatMap((shadow) => shadow.getAnimations())
      .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    if (moving.length === 0) return;
    if (performance.now() > end) throw new Error(`${moving.length} animations still running`);
    await Promise.race([Promise.all(moving.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, end - performance.now()))]);
    await new Promise((r) => requestAnimationFrame(r));
  }
}

/**
 * Waits until `node` stays put on the screen: its box the same in `frames` animation frames in a row (a scroll the
 * board makes after a pick, a bubble placed again, a zoom). A real click or tap aimed from a box read earlier can
 * land elsewhere on a loaded machine (See-Saw's guided game aimed 6.5 cm instead of 7 once).
 * @param frames how many frames in a row the box must hold
 * @param ms how long to wait before failing (ms)
 * @throws {Error} when the box still moves after `ms`
 */
export async function steadyOnScreen(node: Element, frames = 3, ms = 15000): Promise<void> {
  const end = performance.now() + ms;
  const box = () => {
    const r = node.getBoundingClientRect();
    return `${r.left},${r.top},${r.width},${r.height}`;
  };
  let last = box();
  let same = 0;
  while (same < frames) {
    if (performance.now() > end) throw new Error('still moving on the screen');
    await new Promise((r) => requestAnimationFrame(r));
    const now = box();
    same = now === last ? same + 1 : 0;
    last = now;
  }
}

/** The `console.warn` messages written while `run` runs (each call's arguments joined by spaces). */
export async function warnings(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void seen.push(args.join(' '));
  try {
    await run();
  } finally {
    console.warn = original;
  }
  return seen;
}

/**
 * `move` as a board's `actor` takes it: a physics board, whose machine has no physics, resolves it in its worker
 * first (its `resolveMove`); any other board takes it as it is.
 */
export function boardMove<T extends { type: string }>(el: HTMLElement, move: T): Promise<T> {
  const resolver = el as HTMLElement & { resolveMove?: (move: T) => Promise<T> };
  return resolver.resolveMove ? resolver.resolveMove(move) : Promise.resolve(move);
}

/**
 * Runs `check` as on a touch screen: the test runner cannot emulate the pointer, so the element's own media rules
 * for a hovering fine pointer (a mouse) are made to fail, as they do there, and restored afterwards.
 * @throws {Error} (an assertion) when the element has no such rule
 */
export async function onTouchScreen(el: Element, check: () => Promise<void>): Promise<void> {
  const rules = el
    .shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && /hover:\s*hover/.test(rule.media.mediaText));
  if (rules.length === 0) throw new Error('no media rule for keyboards and mice to turn off');
  const media = rules.map((rule) => rule.media.mediaText);
  try {
    for (const rule of rules) rule.media.mediaText = 'not all';
    await check();
  } finally {
    rules.forEach((rule, i) => (rule.media.mediaText = media[i]));
  }
}

/**
 * The keys are named only where a keyboard is likely (a fine pointer that hovers), or once `stage` has keyboard
 * focus: asserts both on `el`, as with a mouse and then on a touch screen ({@link onTouchScreen}).
 * @param keysShown whether the board names its keys now
 * @param settle waits for the board's updates after a key
 */
export async function expectKeysForKeyboardsOnly(el: Element, stage: HTMLElement, keysShown: () => boolean, settle: () => Promise<void>): Promise<void> {
  expect(keysShown(), 'shown with a mouse only').to.equal(matchMedia('(hover: hover) and (pointer: fine)').matches);
  await onTouchScreen(el, async () => {
    expect(keysShown(), 'hidden on a touch screen').to.equal(false);
    stage.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await settle();
    expect(stage.matches(':focus-visible')).to.equal(true);
    expect(keysShown(), 'shown once the board has keyboard focus').to.equal(true);
  });
}
