/**
 * Frames per second while a physics game's move animates, in the system Chromium, per game
 * (`--game viking-seesaw`, `viking-valley` or `all`, the default).
 *
 * Viking See-Saw: serves the docs site with Vite (or uses `--url`), seats two people, plays a few
 * placements through the element's own controls, and measures every animation frame from the first frame
 * the ship moves until it rests.
 *
 *   npm run bench:fps -- [--game all] [--placements 6] [--bowls 5] [--throttle 4] [--url http://localhost:5176/viking-seesaw.html]
 *
 * Prints per placement: recorded physics frames, animation time, frames drawn, fps, the longest frame,
 * frames over 25 ms ("long frames": a 60 Hz display shows them as a stutter), long tasks (> 50 ms) while it
 * played, and the time the move itself took before the animation started (the physics resolve + the
 * frames recomputed for the animation, on the main thread).
 *
 * `--url` names one page: give it with one `--game`.
 *
 * Valley of the Vikings (tools/bench-valley-fps.ts): `--bowls` of a person's bowls against the heuristic
 * bot, unthrottled and at `--throttle` (default 4x), each with median and 5th-percentile fps while the
 * bowl's frames play and while the whole move plays, and the long tasks (over 50 ms) meanwhile and during
 * the bot's reply.
 */
import { recordingOf, type LastPlacement } from '@viking-games/core/viking-seesaw';
import { arg, openDocsPage } from './bench-page.js';
import { benchValley } from './bench-valley-fps.js';

interface Measure {
  piece: string;
  x: number;
  outcome: string;
  recorded: number;
  moveMs: number;
  animMs: number;
  frames: number;
  fps: number;
  longestMs: number;
  longFrames: number;
  longTasks: number;
  /** Main-thread task time per drawn frame while it played (ms, CDP TaskDuration): what the page itself costs. */
  taskMsPerFrame: number;
}

async function benchSeesaw(): Promise<void> {
  const placements = Number(arg('placements', '6'));
  const { page, close } = await openDocsPage('viking-seesaw.html', 'viking-seesaw', 5199);
  await page.evaluate(async () => {
    const el = document.querySelector('viking-seesaw') as HTMLElement & { seats: string; players: number; seed: number; updateComplete: Promise<unknown> };
    el.players = 2;
    el.seats = 'human,human';
    el.seed = 2024;
    await el.updateComplete;
    // Long tasks, collected for the whole run; each measure takes those inside its window.
    const w = window as unknown as { longTasks: { start: number; duration: number }[] };
    w.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push({ start: e.startTime, duration: e.duration }))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  // Warm-up: let the first paint and module compilation settle.
  await page.waitForTimeout(1500);
  const results: Measure[] = [];
  for (let i = 0; i < placements; i++) {
    // Sets up the pick, then sets it down; the task time below covers the move and the whole animation.
    const tasksBefore = await taskSeconds();
    const measure = await page.evaluate(async (step) => {
      type Board = HTMLElement & {
        snapshot: {
          context: {
            current: number;
            outcomes: { placements: number };
            lastPlacement: { held: boolean; tilted: boolean; spilled: string[]; intoCabin: string[]; placement: { piece: string; x: number } };
          };
        };
        updateComplete: Promise<unknown>;
      };
      const el = document.querySelector('viking-seesaw') as Board;
      const root = el.shadowRoot!;
      const ship = root.querySelector('viking-seesaw-ship') as HTMLElement & { playing: boolean; updateComplete: Promise<unknown> };
      const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
      while (ship.playing) await wait(50);
      await el.updateComplete;
      const tray = root.querySelector('viking-seesaw-tray[interactive]')!;
      const pieces = Array.from(tray.shadowRoot!.querySelectorAll('viking-seesaw-piece')).filter(
        (p) => p.getAttribute('state') === 'selectable',
      ) as (HTMLElement & { updateComplete: Promise<unknown> })[];
      const piece = pieces[step % pieces.length];
      await piece.updateComplete;
      piece.shadowRoot!.querySelector('button')!.click();
      await el.updateComplete;
      const stage = root.querySelector('.stage') as HTMLElement;
      stage.focus();
      const key = (k: string) => stage.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
      // The slider's value is the place across the screen (negative on the left deck): the mast is its end nearest 0.
      const mast = Number(stage.getAttribute('aria-valuemin')) < 0 ? 'End' : 'Home';
      key(step % 2 ? (mast === 'End' ? 'Home' : 'End') : mast);
      for (let n = 0; n < step % 4; n++) key(step % 2 ? 'ArrowDown' : 'ArrowUp');
      await el.updateComplete;
      const before = performance.now();
      key('Enter');
      const moved = performance.now();
      // Every animation frame until the ship rests.
      const stamps: number[] = [];
      await new Promise<void>((resolve) => {
        const tick = (t: number) => {
          if (ship.playing || stamps.length === 0) stamps.push(t);
          if (!ship.playing && stamps.length > 1) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      const intervals = stamps.slice(2).map((t, k) => t - stamps[k + 1]);
      const start = stamps[1];
      const end = stamps[stamps.length - 1];
      const w = window as unknown as { longTasks: { start: number; duration: number }[] };
      const last = el.snapshot.context.lastPlacement;
      return {
        last: JSON.parse(JSON.stringify(last)) as unknown,
        piece: last.placement.piece,
        x: last.placement.x,
        outcome: last.held
          ? 'held'
          : [last.tilted ? 'tilted' : '', last.spilled.length ? 'spilled' : '', last.intoCabin.length ? 'cabin' : ''].filter(Boolean).join('+'),
        moveMs: moved - before,
        animMs: end - start,
        frames: intervals.length,
        fps: (intervals.length / (end - start)) * 1000,
        longestMs: Math.max(...intervals),
        longFrames: intervals.filter((d) => d > 25).length,
        longTasks: w.longTasks.filter((task) => task.start >= start && task.start <= end).length,
      };
    }, i);
    const taskMs = ((await taskSeconds()) - tasksBefore) * 1000;
    // The recorded frames, recomputed here in Node (the count may differ by a few from Chromium's).
    const { last, ...rest } = measure;
    results.push({
      ...rest,
      recorded: recordingOf(last as LastPlacement)!.frames.length,
      taskMsPerFrame: Math.max(0, taskMs - rest.moveMs) / Math.max(1, rest.frames),
    });
    if (await page.evaluate(() => (document.querySelector('viking-seesaw') as HTMLElement & { snapshot: { status: string } }).snapshot.status === 'done'))
      break;
  }
  await close();
  const f = (n: number, d = 0) => n.toFixed(d).padStart(6);
  console.log('piece    x    outcome          recorded  move ms  anim ms  frames    fps  longest  >25ms  longtasks  task ms/frame');
  for (const r of results) {
    console.log(
      `${r.piece.padEnd(7)} ${r.x.toFixed(1).padStart(4)}  ${r.outcome.padEnd(15)} ${f(r.recorded)}  ${f(r.moveMs)}  ${f(r.animMs)}  ${f(r.frames)}  ${f(r.fps, 1)}  ${f(r.longestMs, 1)}  ${f(r.longFrames)}  ${f(r.longTasks)}  ${f(r.taskMsPerFrame, 2)}`,
    );
  }
  const frames = results.reduce((s, r) => s + r.frames, 0);
  const ms = results.reduce((s, r) => s + r.animMs, 0);
  console.log(
    `overall: ${((frames / ms) * 1000).toFixed(1)} fps over ${results.length} placements (${frames} frames), ${results.reduce((s, r) => s + r.longFrames, 0)} frames over 25 ms, longest ${Math.max(...results.map((r) => r.longestMs)).toFixed(1)} ms, main-thread task time ${(results.reduce((s, r) => s + r.taskMsPerFrame * r.frames, 0) / frames).toFixed(2)} ms per frame`,
  );
  console.log('(on a shared machine the fps and long frames depend on its load; the task time per frame is what the page itself costs.)');
}

async function main(): Promise<void> {
  const game = arg('game', 'all');
  if (!['all', 'viking-seesaw', 'viking-valley'].includes(game)) throw new Error(`--game ${game}: expected viking-seesaw, viking-valley or all`);
  if (game !== 'viking-valley') {
    console.log('Viking See-Saw: placements by two people, CPU not throttled');
    await benchSeesaw();
  }
  if (game !== 'viking-seesaw') {
    await benchValley({ bowls: Number(arg('bowls', '5')), throttles: [1, Number(arg('throttle', '4'))], seed: Number(arg('seed', '2024')), port: 5197 });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
