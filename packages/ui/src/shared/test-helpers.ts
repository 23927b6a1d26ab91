/**
 * Helpers for the elements' tests (`*.test.ts` only: nothing in the package imports this file, so it never
 * reaches the bundle).
 */
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
  return [...root(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => text.test(b.textContent?.trim() ?? '') || text.test(b.getAttribute('aria-label') ?? ''));
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
