/**
 * Helpers for the tutorial tests (`*.test.ts` only): play a board's guided first game through real input,
 * checking at every step that the bubble and the control it points at are both in view and apart.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import type { StepFlow, Tutorial } from '@viking-games/core/kit';
import type { ReactiveElement } from 'lit';
import { root, settle, until } from './test-helpers.js';
import { sharedMessages } from './i18n.js';
import { tutorialKey } from './tutorial-controller.js';

/** Rendered, and no move of a physics board (See-Saw, Valley) being resolved or playing: its public `busy`. */
export async function settlePlayback(el: ReactiveElement & { readonly busy: boolean }): Promise<void> {
  await settle(el);
  await until(() => !el.busy, 20000);
  await settle(el);
}

/** The tutorial's bubble (part `tutorial`) of a board, if one shows. */
export const bubble = (el: Element): HTMLElement | null => root(el).querySelector<HTMLElement>('[part~="tutorial"]');
/** The ring around the pointed control (part `tutorial-target`). */
export const ring = (el: Element): HTMLElement | null => root(el).querySelector<HTMLElement>('[part~="tutorial-target"]');
/** The sentence the bubble shows. */
export const said = (el: Element): string => bubble(el)?.querySelector('.coach-say')?.textContent?.trim() ?? '';

/** The bubble's "step n of m" as [n, m] (the English and German counts both put the numbers so). */
export const stepCount = (el: Element): [number, number] => {
  const [, n, m] = /(\d+)\D+(\d+)/.exec(bubble(el)?.querySelector('.coach-count')?.textContent ?? '') ?? [];
  return [Number(n), Number(m)];
};

/** Every element under `node` (through open shadow roots) that matches `selector`, in document order. */
export function deepAll<T extends Element = HTMLElement>(node: ParentNode, selector: string): T[] {
  const out: T[] = [...node.querySelectorAll<T>(selector)];
  for (const child of node.querySelectorAll('*')) if (child.shadowRoot) out.push(...deepAll<T>(child.shadowRoot, selector));
  return out;
}

/** The first shown button under `node` (shadow roots too) whose text or label matches `text`. */
export function deepButton(node: ParentNode, text: RegExp): HTMLButtonElement {
  const found = deepAll<HTMLButtonElement>(node, 'button').find((b) => {
    const box = b.getBoundingClientRect();
    return box.width > 0 && !b.disabled && (text.test(b.textContent?.trim() ?? '') || text.test(b.getAttribute('aria-label') ?? ''));
  });
  if (!found) throw new Error(`no button ${String(text)}`);
  return found;
}

/** The innermost element at a point of the screen, through open shadow roots. */
function hitAt(x: number, y: number): Element | null {
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** True when `inner` is `node` or inside it (through shadow roots). */
function within(inner: Node | null, node: Node): boolean {
  for (let at = inner; at; at = at.parentNode ?? (at as ShadowRoot).host ?? null) if (at === node) return true;
  return false;
}

/**
 * A real click (the browser's mouse) in the middle of `node`; when it is off the screen or something (the
 * tutorial's bubble) lies over it, the page is scrolled first, as a reader scrolls.
 */
export async function tap(node: Element): Promise<void> {
  const middle = (): [number, number] => {
    const box = node.getBoundingClientRect();
    return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
  };
  const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const free = () => {
    const [x, y] = middle();
    return y >= 0 && y < innerHeight && within(hitAt(x, y), node);
  };
  for (const block of ['center', 'start', 'end'] as const) {
    if (free()) break;
    node.scrollIntoView({ block });
    // The bubble finds its new place at the next frame.
    await frame();
  }
  if (!free()) throw new Error(`${node.localName}${node.className ? `.${node.className}` : ''} is covered wherever it is scrolled`);
  // A reader taps a control that stands still: the bubble is placed again when it grows or its control moves (a lazy
  // part arriving, a scroll), so wait until the middle is where it was a frame before.
  for (let tries = 0, last = ''; tries < 30; tries++) {
    const now = middle().join();
    if (now === last && free()) break;
    last = now;
    await frame();
  }
  await sendMouse({ type: 'click', position: middle() });
}

/** The inside of the board's frame (part `frame`) from side to side, within its border; undefined without one. */
function frameInside(el: Element): { left: number; right: number } | undefined {
  const frame = root(el).querySelector('[part~="frame"]');
  if (!frame) return undefined;
  const left = frame.getBoundingClientRect().left + frame.clientLeft;
  return { left, right: left + frame.clientWidth };
}

/** True when `box` lies inside the board's frame from side to side, off its border (a board without one: true). */
function inFrame(el: Element, box: DOMRect): boolean {
  const inside = frameInside(el);
  return !inside || (box.left >= inside.left - 0.5 && box.right <= inside.right + 0.5);
}

/** True when the two boxes share some area. */
const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Waits until the bubble shows `sentence` and has been placed, then checks that it and the ringed control are both
 * wholly on the screen and do not overlap (a step without a ring: the bubble alone is on screen), and that the bubble
 * stands within the board's frame from side to side (issue 26: on a phone it stood out past the frame's edge).
 */
export async function atStep(el: Element, expected: string | (() => string)): Promise<void> {
  const text = typeof expected === 'string' ? () => expected : expected;
  await until(() => said(el) === text(), 20000).catch(() =>
    expect.fail(
      `waited for "${text().slice(0, 50)}…"; the bubble says "${said(el).slice(0, 50)}…"${bubble(el)?.querySelector('.coach-hint') ? ' (with a hint)' : ''}`,
    ),
  );
  const sentence = text();
  // Placed at the next frame after the board's update; twice, for the child elements' own updates.
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  await until(() => {
    const b = bubble(el)!.getBoundingClientRect();
    const r = ring(el)!;
    const inView = (box: DOMRect) => box.top >= -1 && box.bottom <= innerHeight + 1 && box.left >= -1 && box.right <= innerWidth + 1;
    if (!inView(b) || !inFrame(el, b)) return false;
    if (!r.classList.contains('on')) return true;
    const box = r.getBoundingClientRect();
    return inView(box) && !overlap(box, b);
  }, 3000).catch(() => {
    const b = bubble(el)!.getBoundingClientRect();
    const box = ring(el)!.getBoundingClientRect();
    const inside = frameInside(el);
    expect.fail(
      `"${sentence.slice(0, 40)}…": bubble ${JSON.stringify(b)} and ring ${JSON.stringify(box)} not both in view and apart, or the bubble not inside the frame (${inside?.left} to ${inside?.right}) (${innerWidth} x ${innerHeight})`,
    );
  });
}

/**
 * A tutorial sentence as the board says it now: a fixed one, or one worded from the step's values read from the board's
 * game as it stands (`StepFlow.values`, `TutorialSentence`), e.g. a count of dice on a Location.
 */
export function sentenceNow(el: Element, sentence: string | ((values: never) => string), step: Tutorial['steps'][number]): string {
  if (typeof sentence === 'string') return sentence;
  const context = (el as Element & { readonly snapshot?: { readonly context: unknown } }).snapshot?.context;
  return sentence(((step as StepFlow<unknown>).values?.(context) ?? {}) as never);
}

/**
 * Checks that the board's prompt (who acts) and each of `parts` (what the step's sentence talks about: the track, the
 * square) are wholly on the screen and that the bubble covers none of them.
 */
export function promptAndPartsShown(el: Element, ...parts: string[]): void {
  partsShown(el, '#prompt', ...parts);
}

/** Checks that each of `parts` is wholly on the screen and that the bubble covers none of them. */
export function partsShown(el: Element, ...parts: string[]): void {
  const b = bubble(el)!.getBoundingClientRect();
  for (const selector of parts) {
    const node = deepAll(root(el), selector).find((n) => n.getBoundingClientRect().height > 0);
    expect(node, selector).to.not.equal(undefined);
    const box = node!.getBoundingClientRect();
    expect(box.top >= -1 && box.bottom <= innerHeight + 1, `${selector} (${Math.round(box.top)} to ${Math.round(box.bottom)} px) in view`).to.equal(true);
    expect(overlap(box, b), `${selector} not under the bubble`).to.equal(false);
  }
}

/** "Next" in the bubble once it says `sentence` (the English board). */
export async function next(el: Element, sentence: string): Promise<void> {
  await atStep(el, sentence);
  await tap(deepButton(bubble(el)!, new RegExp(sharedMessages('en').tutorialNext)));
}

/**
 * The tutorial's end: "You are ready" is shown and remembered; "Play a real game" ends it (`tutorial-end`,
 * finished), the bubble goes and the `tutorial` attribute with it. `settle` waits for the board's own updates.
 */
export async function playRealGame(el: HTMLElement & { readonly tutorialFinished: boolean }, settle: (el: never) => Promise<void>): Promise<void> {
  const s = sharedMessages('en');
  await atStep(el, s.tutorialReady);
  expect(el.tutorialFinished).to.equal(true);
  const ended = oneEvent(el, 'tutorial-end');
  await tap(deepButton(bubble(el)!, new RegExp(s.tutorialPlay)));
  expect((await ended).detail).to.deep.equal({ finished: true });
  await settle(el as never);
  expect(bubble(el)).to.equal(null);
  expect(el.hasAttribute('tutorial')).to.equal(false);
}

/**
 * At "You are ready" after a game the tutorial ended: the end screen (part `end-screen`) is open with the closing words
 * (part `tutorial`) in it, wholly on the screen and uncovered (the topmost thing at its middle and at its button's).
 */
export async function closingOnEndScreen(el: Element): Promise<void> {
  await atStep(el, sharedMessages('en').tutorialReady);
  const end = root(el).querySelector('[part~="end-screen"]')!;
  expect(end.hasAttribute('open'), 'the end screen open').to.equal(true);
  const closing = bubble(el)!;
  expect(end.contains(closing), 'the closing words on the end screen').to.equal(true);
  for (const node of [closing, deepButton(closing, new RegExp(sharedMessages('en').tutorialPlay))]) {
    const box = node.getBoundingClientRect();
    expect(box.top >= 0 && box.bottom <= innerHeight, `${node.localName} in view (${Math.round(box.top)} to ${Math.round(box.bottom)} px)`).to.equal(true);
    expect(within(hitAt(box.x + box.width / 2, box.y + box.height / 2), node), `${node.localName} uncovered`).to.equal(true);
  }
}

/**
 * After a sentence about the bots' moves: waits for them (the sentence stays, "Next" comes) and goes on with "Next".
 */
export async function afterBots(el: Element, next: RegExp = new RegExp(sharedMessages('en').tutorialNext)): Promise<void> {
  await botsDone(el);
  await tap(deepButton(bubble(el)!, next));
}

/** After a sentence about the bots' moves: waits until they are made and "Next" is placed (the bubble grew with it). */
export async function botsDone(el: Element): Promise<void> {
  await until(() => !!bubble(el)?.querySelector('[data-coach="next"]'), 20000);
  // The grown bubble is placed (and may scroll back into view) at the next frame: read after, not where it was.
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

/**
 * Plays `tutorial` on `el` through real clicks: for each step that says something, waits for its sentence
 * ({@link atStep}), then does what `act[say]` does (an explanation without an entry: "Next"). Bot steps play by
 * themselves; after the moves a sentence describes, "Next" ({@link afterBots}), or `act[say]` when it has an entry. Ends at "You are ready".
 */
export async function playTutorial(
  el: Element,
  tutorial: Tutorial,
  sentences: Readonly<Record<string, string | ((values: never) => string)>>,
  act: Readonly<Record<string, () => Promise<void>>>,
  next: RegExp,
): Promise<void> {
  for (const step of tutorial.steps) {
    if (!step.say) continue;
    const sentence = sentences[step.say];
    await atStep(el, () => sentenceNow(el, sentence, step));
    // What the bots did stays in the bubble until the reader goes on ("Next" comes after their moves); `act[say]`, if
    // any, then checks what shows and goes on itself.
    if ('bot' in step) {
      const read = act[step.say];
      if (read) {
        await botsDone(el);
        await read();
      } else await afterBots(el, next);
      continue;
    }
    const action = act[step.say];
    if (action) await action();
    else if ('next' in step) await tap(deepButton(bubble(el)!, next));
  }
}

/** The screens each tutorial is played through on: a 360 x 740 phone and a 1200 x 800 desktop. */
export const TUTORIAL_SCREENS = [
  [360, 740],
  [1200, 800],
] as const;

/**
 * Hooks for a game's tutorial tests: each test starts with `game`'s tutorial not finished in this browser, and
 * leaves the mouse released and the viewport at the runner's 800 x 600.
 */
export function freshTutorialEachTest(game: string): void {
  beforeEach(() => localStorage.removeItem(tutorialKey(game)));
  afterEach(async () => {
    await resetMouse();
    await setViewport({ width: 800, height: 600 });
  });
}
