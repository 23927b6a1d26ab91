/**
 * A board's first paint on a phone, against the text-only page's: how long a reader of a page that embeds a
 * game waits to see it, and what its start costs the page's main thread. Serves the script-tag build (see
 * tools/bench-host.ts) and opens, in the system Chromium emulating a phone (360 x 740, touch) with the CPU
 * throttled 4x (CDP `Emulation.setCPUThrottlingRate`), each in a fresh context (empty cache and storage):
 * - the text-only article: its first contentful paint (Chromium's paint timing), the baseline any page pays;
 * - each game's page holding the board and nothing else: its first contentful paint is the board's first
 *   paint (paint timing; no text of the page can paint first), and the time the board became interactive (an
 *   enabled control of the game, at any depth of its shadow trees); the main-thread tasks over 50 ms
 *   (PerformanceObserver "longtask", buffered from the navigation) until 2 s after that.
 * Runs are interleaved (text, then each build's each game, `--runs` times); prints medians and spreads.
 *
 *   npm run bench:first-render -- [--runs 5] [--throttle 4] [--game wikingerschafe] [--cdn label=dir ...]
 *
 * The element's random seed is 5 (the person opens each game with it), so no run waits for a bot.
 */
import { builds, gamePath, launch, median, ms, phone, selectedGames, serve, arg } from './bench-host.js';

/** Runs in the page before its scripts: the seed, the long tasks and the first time the board was interactive. */
function watchBoard(tag: string): void {
  const w = window as unknown as { __interactiveAt?: number; __longTasks: { start: number; duration: number }[] };
  // The element's random seed (one 32-bit value from crypto) is 5 (see the file's comment); later draws are random.
  const getRandomValues = crypto.getRandomValues.bind(crypto);
  let seeded = false;
  crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    if (!seeded && array instanceof Uint32Array && array.length === 1) {
      seeded = true;
      array[0] = 5;
      return array;
    }
    return getRandomValues(array as unknown as Uint32Array) as unknown as T;
  };
  w.__longTasks = [];
  new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push({ start: e.startTime, duration: e.duration }))).observe({
    type: 'longtask',
    buffered: true,
  });
  const interactive = (): boolean => {
    const board = document.querySelector(tag) as (HTMLElement & { hasUpdated?: boolean }) | null;
    if (!board || !customElements.get(tag) || !board.hasUpdated || !board.shadowRoot) return false;
    const enabled = (root: ShadowRoot): boolean =>
      Array.from(root.querySelectorAll<HTMLElement>('*')).some((node) =>
        node.closest('.header, vg-dialog, details.log')
          ? false
          : node instanceof HTMLButtonElement
            ? !node.disabled
            : !!node.shadowRoot && enabled(node.shadowRoot),
      );
    return enabled(board.shadowRoot);
  };
  const check = (): void => {
    if (w.__interactiveAt !== undefined) return;
    if (interactive()) w.__interactiveAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

const fcp = `performance.getEntriesByName('first-contentful-paint')[0]?.startTime`;

async function main(): Promise<void> {
  const runs = Number(arg('runs', '5'));
  const throttle = Number(arg('throttle', '4'));
  const list = builds();
  const games = selectedGames();
  const { server, origin } = await serve(list);
  const browser = await launch();
  const text: number[] = [];
  const rows = new Map<string, { paint: number[]; interactive: number[]; longest: number[]; count: number[] }>();
  try {
    for (let run = 0; run < runs; run++) {
      {
        const { context, page } = await phone(browser, throttle);
        await page.goto(`${origin}/text.html`);
        await page.waitForFunction(`${fcp} !== undefined`, null, { timeout: 60_000 });
        text.push(await page.evaluate<number>(fcp));
        await context.close();
      }
      for (const game of games)
        for (const { label } of list) {
          const { context, page } = await phone(browser, throttle);
          await page.addInitScript(watchBoard, game.tag);
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          await page.goto(`${origin}${gamePath(label, game.id, 1, 'only')}`);
          try {
            await page.waitForFunction(`window.__interactiveAt !== undefined && ${fcp} !== undefined`, null, { timeout: 60_000, polling: 100 });
          } catch {
            throw new Error(`${label} ${game.id}: no interactive board within 60 s (errors: ${errors.join('; ') || 'none'})`);
          }
          const interactive = await page.evaluate<number>('window.__interactiveAt');
          await page.waitForFunction(`performance.now() > ${interactive + 2000}`, null, { timeout: 60_000, polling: 200 });
          const tasks = await page.evaluate<{ start: number; duration: number }[]>('window.__longTasks');
          const row = rows.get(`${label} ${game.id}`) ?? { paint: [], interactive: [], longest: [], count: [] };
          row.paint.push(await page.evaluate<number>(fcp));
          row.interactive.push(interactive);
          row.longest.push(Math.max(0, ...tasks.map((t) => t.duration)));
          row.count.push(tasks.length);
          rows.set(`${label} ${game.id}`, row);
          await context.close();
        }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const base = median(text);
  console.log(
    `First paint on a phone (360 x 740), CPU throttled ${throttle}x, ${runs} interleaved runs, medians in ms since navigation (${new Date().toISOString().slice(0, 10)}):`,
  );
  console.log(`${'page'.padEnd(28)} first paint  over text  interactive  longest task  tasks >50 ms`);
  console.log(`${'text only'.padEnd(28)} ${ms(base, 11)}  ${ms(0, 9)}  (runs ${Math.round(Math.min(...text))}-${Math.round(Math.max(...text))})`);
  for (const [name, r] of rows) {
    const paint = median(r.paint);
    console.log(
      `${name.padEnd(28)} ${ms(paint, 11)}  ${ms(paint - base, 9)}  ${ms(median(r.interactive), 11)}  ${ms(median(r.longest), 12)}  ${ms(median(r.count), 12)}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
