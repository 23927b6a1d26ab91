/**
 * Frames per second and main-thread long tasks while Valley of the Vikings bowls animate, in the system
 * Chromium: the Valley part of `npm run bench:fps` and `npm run bench:longtasks` (`--game viking-valley`).
 *
 * On the docs page (served by Vite, or `--url`) the page's own board is replaced by a fresh
 * `<viking-valley-board players="2" seats="human,heuristic" bot-delay="0">`, so the element has its table
 * from its first render. Each round: the person's aim is set by keys on the square (an aim that knocks
 * barrels over, found with the core's physics in Node), Enter bowls; every animation frame
 * (requestAnimationFrame) is stamped from the key press until the move has played (the bowl's frames, then
 * the dock), and every long task (PerformanceObserver "longtask", a main-thread task over 50 ms) is kept;
 * then the bot's reply (thought and resolved in the worker, then animated) until the person may bowl again.
 * Fallen barrels are put back and move orders chosen by clicks between rounds (not measured).
 */
import type { Page } from 'playwright-core';
import { aimGrid, resolveBowl, type BarrelHoles } from '@viking-games/core/viking-valley';
import { openDocsPage } from './bench-page.js';

/** One person's bowl and the bot's reply. Times in ms; fps from the intervals between animation frames. */
export interface ValleyRound {
  readonly aim: string;
  readonly fallen: number;
  /** Key press until the first recorded frame is drawn (the bowl resolved in the worker, then the square set up). */
  readonly moveMs: number;
  /** The bowl's recorded frames playing on the square. */
  readonly bowlMs: number;
  /** The whole move playing: the bowl, then the dock's moves and payouts. */
  readonly playMs: number;
  /** Intervals between animation frames while the bowl's frames played (ms). */
  readonly bowlIntervals: readonly number[];
  /** Intervals between animation frames while the whole move played (ms). */
  readonly playIntervals: readonly number[];
  /** Long tasks (ms each) from the key press until the move has played. */
  readonly longTasks: readonly number[];
  /** Long tasks (ms each) while the bot replied, until the person may bowl again. */
  readonly botLongTasks: readonly number[];
  /**
   * CPU time of the page's main thread (CDP ThreadTime, ms) from the key press until the move has played, per
   * animation frame drawn: what the page itself costs a frame, much less affected by a busy machine than fps.
   */
  readonly cpuMsPerFrame: number;
}

/** The `q`-quantile (0..1) of `values`. */
function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))];
}

/** Median fps and the 5th-percentile fps (the slowest 5% of frames) of these frame intervals. */
export function fpsOf(intervals: readonly number[]): { median: number; p5: number; longest: number } {
  return { median: 1000 / quantile(intervals, 0.5), p5: 1000 / quantile(intervals, 0.95), longest: intervals.length ? Math.max(...intervals) : NaN };
}

type BoardState = { over: boolean; barrels: BarrelHoles; ramp: number };

/** Replaces the docs page's board by a fresh one of 2 players, the person against the heuristic bot, and collects long tasks. */
export async function freshBoard(page: Page, seed: number): Promise<void> {
  await page.evaluate(async (s) => {
    const old = document.querySelector('viking-valley-board')!;
    const el = document.createElement('viking-valley-board') as HTMLElement & { updateComplete: Promise<unknown> };
    el.setAttribute('players', '2');
    el.setAttribute('seats', 'human,heuristic');
    el.setAttribute('seed', String(s));
    el.setAttribute('bot-delay', '0');
    old.replaceWith(el);
    el.scrollIntoView();
    await el.updateComplete;
    const w = window as unknown as { longTasks: { start: number; duration: number }[]; observing?: boolean };
    w.longTasks = [];
    if (w.observing) return;
    w.observing = true;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push({ start: e.startTime, duration: e.duration }))).observe({
      type: 'longtask',
      buffered: true,
    });
  }, seed);
}

/**
 * Waits until the person may bowl: the bot's turn over, a move order chosen and fallen barrels put back by
 * clicks, nothing playing. Returns the barrels and ramp to aim at, or `over` when the game ended.
 * @returns also the long tasks (ms) from the call until then
 */
export async function untilAiming(page: Page): Promise<BoardState & { longTasks: number[] }> {
  return page.evaluate(async () => {
    type Ctx = { current: number; barrels: Record<string, number | null>; ramps: number[]; players: { seat: { kind: string } }[] };
    const el = document.querySelector('viking-valley-board') as HTMLElement & {
      snapshot: { status: string; hasTag(tag: string): boolean; context: Ctx };
      updateComplete: Promise<unknown>;
    };
    const root = el.shadowRoot!;
    // The board's public `busy`: true while a bowl is resolved in the worker or a move plays.
    const board = el as unknown as { busy: boolean };
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const start = performance.now();
    const deadline = start + 180_000;
    while (performance.now() < deadline) {
      await el.updateComplete;
      const snap = el.snapshot;
      if (snap.status === 'done') break;
      const ctx = snap.context;
      const human = ctx.players[ctx.current].seat.kind === 'human';
      if (human && !board.busy) {
        // The machine's state is the phase; each state carries its name as a tag.
        if (snap.hasTag('bowling') && root.querySelector('.stage[tabindex="0"]')) break;
        if (snap.hasTag('moving')) root.querySelector<HTMLButtonElement>('.viking-btn')?.click();
        if (snap.hasTag('placingBarrels')) {
          const square = root.querySelector('viking-valley-square')!;
          square.shadowRoot!.querySelector<HTMLButtonElement>('.hole-btn')?.click();
        }
      }
      await wait(30);
    }
    const end = performance.now();
    const w = window as unknown as { longTasks: { start: number; duration: number }[] };
    const ctx = el.snapshot.context;
    return {
      over: el.snapshot.status === 'done',
      barrels: ctx.barrels as BarrelHoles,
      ramp: ctx.ramps[ctx.current],
      longTasks: w.longTasks.filter((t) => t.start >= start && t.start <= end).map((t) => Math.round(t.duration)),
    };
  });
}

/** Sets the aim by keys on the square, bowls with Enter, and stamps every animation frame until the move has played. */
export async function bowlAndMeasure(page: Page, aim: { angle: number; strength: number }) {
  return page.evaluate(async (target) => {
    const el = document.querySelector('viking-valley-board') as HTMLElement & { updateComplete: Promise<unknown> };
    const root = el.shadowRoot!;
    const board = el as unknown as { busy: boolean; angle: number; strength: number };
    const square = root.querySelector('viking-valley-square') as HTMLElement & { playing: boolean };
    const stage = root.querySelector('.stage[tabindex="0"]') as HTMLElement;
    stage.focus();
    const key = (k: string, shiftKey = false) => stage.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, composed: true }));
    for (let n = 0; n < 200 && board.angle !== target.angle; n++) {
      const gap = target.angle - board.angle;
      key(gap > 0 ? 'ArrowLeft' : 'ArrowRight', Math.abs(gap) >= 5);
    }
    for (let n = 0; n < 40 && Math.abs(board.strength - target.strength) > 0.001; n++) key(board.strength < target.strength ? 'ArrowUp' : 'ArrowDown');
    await el.updateComplete;
    const before = performance.now();
    key('Enter');
    // Every animation frame, with what was playing when it was drawn.
    const stamps: { t: number; bowl: boolean }[] = [];
    let started = false;
    await new Promise<void>((resolve) => {
      const deadline = before + 60_000;
      const tick = (t: number) => {
        // Busy from the key press (resolved in the worker, then played) until the move has been shown.
        const busy = board.busy;
        if (busy || square.playing) started = true;
        stamps.push({ t, bowl: square.playing });
        if ((started && !busy) || t > deadline) resolve();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const end = performance.now();
    const firstBowl = stamps.findIndex((s) => s.bowl);
    const lastBowl = stamps.length - 1 - [...stamps].reverse().findIndex((s) => s.bowl);
    const firstPlay = firstBowl >= 0 ? firstBowl : 0;
    const gaps = (from: number, to: number) => stamps.slice(from + 1, to + 1).map((s, k) => s.t - stamps[from + k].t);
    const w = window as unknown as { longTasks: { start: number; duration: number }[] };
    return {
      moveMs: (firstBowl >= 0 ? stamps[firstBowl].t : end) - before,
      bowlMs: firstBowl >= 0 ? stamps[lastBowl].t - stamps[firstBowl].t : 0,
      playMs: stamps[stamps.length - 1].t - stamps[firstPlay].t,
      bowlIntervals: firstBowl >= 0 ? gaps(firstBowl, lastBowl) : [],
      playIntervals: gaps(firstPlay, stamps.length - 1),
      longTasks: w.longTasks.filter((t) => t.start >= before && t.start <= end).map((t) => Math.round(t.duration)),
    };
  }, aim);
}

/**
 * Plays `bowls` rounds on a fresh board at CPU throttle `throttle` (1: none) and measures each.
 * @param seed the board's seed (the same seed gives the same game and aims)
 */
async function measure(page: Page, bowls: number, throttle: number, seed: number): Promise<ValleyRound[]> {
  await freshBoard(page, seed);
  // Warm-up: first paint, module compilation and the worker's start settle before anything is measured.
  await page.waitForTimeout(1500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await cdp.send('Performance.enable');
  const threadMs = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000;
  const rounds: ValleyRound[] = [];
  let state = await untilAiming(page);
  for (let i = 0; i < bowls && !state.over; i++) {
    // The i-th aim of the grid (from a different start each round) that knocks at least one barrel over.
    const grid = aimGrid();
    let aim = grid[0];
    let fallen = 0;
    for (let k = 0; k < grid.length; k++) {
      const candidate = grid[(k + i * 37) % grid.length];
      fallen = resolveBowl(state.barrels, { ramp: state.ramp, ...candidate }, { recordFrames: false }).fallen.length;
      if (fallen > 0) {
        aim = candidate;
        break;
      }
    }
    const cpuBefore = await threadMs();
    const played = await bowlAndMeasure(page, aim);
    const cpuMs = (await threadMs()) - cpuBefore;
    const next = await untilAiming(page);
    rounds.push({
      aim: `${aim.angle}° ${Math.round(aim.strength * 100)}%`,
      fallen,
      ...played,
      botLongTasks: next.longTasks,
      cpuMsPerFrame: cpuMs / Math.max(1, played.playIntervals.length),
    });
    state = next;
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return rounds;
}

const f = (n: number, d = 0, w = 6) => (Number.isFinite(n) ? n.toFixed(d) : '-').padStart(w);

/** Prints the rounds of one throttle setting, then one summary line. */
function report(rounds: readonly ValleyRound[], throttle: number): void {
  console.log(
    `\nValley of the Vikings, CPU ${throttle === 1 ? 'not throttled' : `throttled ${throttle}x`}: a person's bowl (2 players, against heuristic, bot-delay 0)`,
  );
  console.log(
    'aim         fallen  move ms  bowl ms  bowl fps (median / p5)  play ms  play fps (median / p5)  longest  cpu ms/frame  long tasks: bowl+dock | bot reply (ms)',
  );
  for (const r of rounds) {
    const bowl = fpsOf(r.bowlIntervals);
    const play = fpsOf(r.playIntervals);
    console.log(
      `${r.aim.padEnd(10)} ${f(r.fallen, 0, 7)} ${f(r.moveMs, 0, 8)} ${f(r.bowlMs, 0, 8)}  ${f(bowl.median, 1, 10)} / ${f(bowl.p5, 1, 5)}     ${f(r.playMs, 0, 8)}  ${f(play.median, 1, 10)} / ${f(play.p5, 1, 5)}    ${f(play.longest, 1, 7)}  ${f(r.cpuMsPerFrame, 2, 12)}  ${r.longTasks.join(', ') || 'none'} | ${r.botLongTasks.join(', ') || 'none'}`,
    );
  }
  const bowl = fpsOf(rounds.flatMap((r) => r.bowlIntervals));
  const play = fpsOf(rounds.flatMap((r) => r.playIntervals));
  const tasks = rounds.flatMap((r) => r.longTasks);
  const botTasks = rounds.flatMap((r) => r.botLongTasks);
  console.log(
    `overall (${throttle}x): bowl ${f(bowl.median, 1, 0)} fps median, ${f(bowl.p5, 1, 0)} fps p5 over ${rounds.reduce((s, r) => s + r.bowlIntervals.length, 0)} frames; ` +
      `whole move ${f(play.median, 1, 0)} / ${f(play.p5, 1, 0)} fps, longest frame ${f(play.longest, 1, 0)} ms; ` +
      `main-thread CPU ${f(
        rounds.reduce((s, r) => s + r.cpuMsPerFrame * r.playIntervals.length, 0) /
          Math.max(
            1,
            rounds.reduce((s, r) => s + r.playIntervals.length, 0),
          ),
        2,
        0,
      )} ms per frame; ` +
      `long tasks while a bowl played: ${tasks.length} (longest ${tasks.length ? Math.max(...tasks) : 0} ms), during the bot's replies: ${botTasks.length} (longest ${botTasks.length ? Math.max(...botTasks) : 0} ms)`,
  );
}

/**
 * Opens the Valley docs page, measures `bowls` rounds at each CPU throttle of `throttles`, and prints them.
 * @param port where the dev server listens when no `--url` is given
 */
export async function benchValley({
  bowls,
  throttles,
  seed,
  port,
}: {
  bowls: number;
  throttles: readonly number[];
  seed: number;
  port: number;
}): Promise<void> {
  const { page, close } = await openDocsPage('viking-valley.html', 'viking-valley-board', port);
  const results: [number, ValleyRound[]][] = [];
  try {
    for (const throttle of throttles) results.push([throttle, await measure(page, bowls, throttle, seed)]);
  } finally {
    await close();
  }
  for (const [throttle, rounds] of results) report(rounds, throttle);
  console.log('(frames are stamped with requestAnimationFrame in the page; on a shared machine fps and long tasks depend on its load.)');
}
