/**
 * Main-thread long tasks while Viking See-Saw placements resolve, in the system Chromium with the CPU
 * throttled (default 4x, as a mid-range phone): serves the docs site with Vite (or uses `--url`), seats a
 * person against the heuristic bot, and plays placements through the element's own controls. For each
 * person's placement and the bot's reply it records every long task (a main-thread task over 50 ms,
 * PerformanceObserver "longtask") from the key press until the ship has settled after the bot's move.
 *
 *   npm run bench:longtasks -- [--placements 6] [--throttle 4] [--url http://localhost:5176/viking-seesaw.html]
 *
 * Target (issue 9): no task over 50 ms; the physics and the bot's look-ahead run in a worker.
 *
 * `--game viking-valley` (or `all`, the default, for both): Valley of the Vikings' long tasks while a person's
 * bowl plays and during the bot's reply, at the same throttle, `--bowls` rounds (tools/bench-valley-fps.ts).
 * `--url` names one page: give it with one `--game`.
 */
import { arg, openDocsPage } from './bench-page.js';
import { benchValley } from './bench-valley-fps.js';

async function benchSeesaw(): Promise<void> {
  const placements = Number(arg('placements', '6'));
  const throttle = Number(arg('throttle', '4'));
  const { page, close } = await openDocsPage('viking-seesaw.html', 'viking-seesaw', 5198);
  await page.evaluate(async () => {
    const el = document.querySelector('viking-seesaw') as HTMLElement & {
      seats: string;
      players: number;
      seed: number;
      botDelay: number;
      updateComplete: Promise<unknown>;
    };
    el.scrollIntoView();
    el.players = 2;
    el.seats = 'human,heuristic:3';
    el.seed = 2024;
    el.botDelay = 0;
    await el.updateComplete;
    const w = window as unknown as { longTasks: { start: number; duration: number }[] };
    w.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push({ start: e.startTime, duration: e.duration }))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  await page.waitForTimeout(2000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const rows: { step: number; piece: string; outcome: string; windowMs: number; longTasks: number[] }[] = [];
  for (let i = 0; i < placements; i++) {
    const row = await page.evaluate(async (step) => {
      type Board = HTMLElement & {
        snapshot: {
          status: string;
          context: {
            current: number;
            players: { seat: { kind: string } }[];
            outcomes: { placements: number };
            lastPlacement: { held: boolean; tilted: boolean; spilled: string[]; intoCabin: string[]; placement: { piece: string } };
          };
        };
        updateComplete: Promise<unknown>;
      };
      const el = document.querySelector('viking-seesaw') as Board;
      const root = el.shadowRoot!;
      const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const ship = () => root.querySelector('viking-seesaw-ship') as HTMLElement & { playing: boolean };
      const humanToAct = () =>
        el.snapshot.status !== 'done' &&
        el.snapshot.context.players[el.snapshot.context.current].seat.kind === 'human' &&
        !!root.querySelector('viking-seesaw-tray[interactive]');
      const deadline = performance.now() + 120_000;
      while (!humanToAct() && el.snapshot.status !== 'done' && performance.now() < deadline) await wait(50);
      if (el.snapshot.status === 'done') return null;
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
      // The slider's value is the place across the screen (negative on the left deck): the mast is its end nearest 0.
      const mast = Number(stage.getAttribute('aria-valuemin')) < 0 ? 'End' : 'Home';
      stage.dispatchEvent(new KeyboardEvent('keydown', { key: mast, bubbles: true, composed: true }));
      await el.updateComplete;
      const start = performance.now();
      const before = el.snapshot.context.outcomes.placements;
      stage.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
      // The person's placement resolves and plays, then the bot thinks, places and its placement plays.
      while (el.snapshot.context.outcomes.placements === before && performance.now() < deadline) await wait(20);
      const last = el.snapshot.context.lastPlacement;
      const outcome = last.held
        ? 'held'
        : [last.tilted ? 'tilted' : '', last.spilled.length ? 'spilled' : '', last.intoCabin.length ? 'cabin' : ''].filter(Boolean).join('+');
      while ((ship().playing || !humanToAct()) && el.snapshot.status !== 'done' && performance.now() < deadline) await wait(50);
      const end = performance.now();
      const w = window as unknown as { longTasks: { start: number; duration: number }[] };
      return {
        step,
        piece: last.placement.piece,
        outcome,
        windowMs: end - start,
        longTasks: w.longTasks.filter((t) => t.start >= start && t.start <= end).map((t) => Math.round(t.duration)),
      };
    }, i);
    if (!row) break;
    rows.push(row);
  }
  await close();
  console.log(`CPU throttled ${throttle}x; each row: a person's placement and the bot's reply, until the ship rests`);
  console.log('piece    outcome          window ms  long tasks (ms)');
  for (const r of rows) console.log(`${r.piece.padEnd(7)}  ${r.outcome.padEnd(15)}  ${r.windowMs.toFixed(0).padStart(9)}  ${r.longTasks.join(', ') || 'none'}`);
  const all = rows.flatMap((r) => r.longTasks);
  console.log(
    `overall: ${all.length} main-thread tasks over 50 ms in ${rows.length} rounds (placement + bot move), longest ${all.length ? Math.max(...all) : 0} ms`,
  );
}

async function main(): Promise<void> {
  const game = arg('game', 'all');
  if (!['all', 'viking-seesaw', 'viking-valley'].includes(game)) throw new Error(`--game ${game}: expected viking-seesaw, viking-valley or all`);
  if (game !== 'viking-valley') {
    console.log('Viking See-Saw');
    await benchSeesaw();
  }
  if (game !== 'viking-seesaw')
    await benchValley({ bowls: Number(arg('bowls', '5')), throttles: [Number(arg('throttle', '4'))], seed: Number(arg('seed', '2024')), port: 5196 });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
