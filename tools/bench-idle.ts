/**
 * What a board costs its page while nobody plays: main-thread time per second (CDP `Performance.getMetrics`
 * `TaskDuration`, the renderer's main-thread task time, over `--seconds` from `--settle` seconds after the boards
 * rendered: a board beckons its person for a few seconds when their turn begins, then rests), in the
 * system Chromium emulating a phone (see tools/bench-host.ts), CPU not throttled (as the issue measured it).
 * For each game and build, a fresh page each:
 * - `1 on screen`: one board above the text, waiting for the person (seat 1 opens with seed 5);
 * - `1 off screen`: one board below a long text, never scrolled to;
 * - `10 boards`: one on screen, nine below the text;
 * - `1 hidden`: one board on screen in a hidden tab. Headless Chromium keeps every tab visible, so the bench
 *   reports `document.visibilityState` as hidden and fires `visibilitychange`: what the board's own code does
 *   in a hidden tab (a real hidden tab also stops the page's frames, so costs less than this).
 * The text-only page is measured the same way first. Runs are interleaved; prints medians (ms per second).
 *
 *   npm run bench:idle -- [--runs 3] [--seconds 5] [--settle 8] [--game viking-seesaw] [--cdn label=dir ...]
 */
import type { CDPSession, Page } from 'playwright-core';
import { arg, builds, gamePath, launch, median, ms, phone, selectedGames, serve } from './bench-host.js';

const CASES = [
  { name: '1 on screen', boards: 1, at: 'top', hidden: false },
  { name: '1 off screen', boards: 1, at: 'below', hidden: false },
  { name: '10 boards', boards: 10, at: 'top', hidden: false },
  { name: '1 hidden', boards: 1, at: 'top', hidden: true },
] as const;

async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** Main-thread ms per second of `page` over `seconds`, after `settle` ms. */
async function idle(page: Page, cdp: CDPSession, seconds: number, settle: number): Promise<number> {
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await page.waitForTimeout(settle);
  const before = await taskMs(cdp);
  const start = Date.now();
  await page.waitForTimeout(seconds * 1000);
  return ((await taskMs(cdp)) - before) / ((Date.now() - start) / 1000);
}

async function main(): Promise<void> {
  const runs = Number(arg('runs', '3'));
  const seconds = Number(arg('seconds', '5'));
  const settle = Number(arg('settle', '8')) * 1000;
  const list = builds();
  const games = selectedGames();
  const { server, origin } = await serve(list);
  const browser = await launch();
  const text: number[] = [];
  const rows = new Map<string, number[]>();
  try {
    for (let run = 0; run < runs; run++) {
      {
        const { context, page, cdp } = await phone(browser, 1);
        await page.goto(`${origin}/text.html`);
        text.push(await idle(page, cdp, seconds, 1000));
        await context.close();
      }
      for (const game of games)
        for (const c of CASES)
          for (const { label } of list) {
            const { context, page, cdp } = await phone(browser, 1);
            await page.goto(`${origin}${gamePath(label, game.id, c.boards, c.at)}`);
            await page.waitForFunction(
              (tag) => Array.from(document.querySelectorAll(tag)).every((el) => (el as HTMLElement & { hasUpdated?: boolean }).hasUpdated),
              game.tag,
            );
            if (c.hidden)
              await page.evaluate(() => {
                Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
                Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
                document.dispatchEvent(new Event('visibilitychange'));
              });
            const key = `${game.id} ${c.name}`;
            const value = await idle(page, cdp, seconds, settle);
            rows.set(`${key}\t${label}`, [...(rows.get(`${key}\t${label}`) ?? []), value]);
            await context.close();
          }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(
    `Main-thread ms per second while nobody plays, phone (360 x 740), CPU not throttled, ${runs} interleaved runs of ${seconds} s from ${settle / 1000} s after the first render, medians (${new Date().toISOString().slice(0, 10)}):`,
  );
  console.log(`${'page'.padEnd(34)} ${list.map((b) => b.label.padStart(8)).join(' ')}`);
  console.log(`${'text only'.padEnd(34)} ${ms(median(text), 8)}`);
  for (const game of games)
    for (const c of CASES) {
      const key = `${game.id} ${c.name}`;
      console.log(
        `${key.padEnd(34)} ${list
          .map((b) =>
            median(rows.get(`${key}\t${b.label}`) ?? [])
              .toFixed(1)
              .padStart(8),
          )
          .join(' ')}`,
      );
    }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
