/**
 * First board render: how long a reader waits for a game they can play. Builds the docs site (vite build
 * into a folder of its own, so a build running beside it does not matter; `--no-build` serves
 * apps/docs/dist as it is) and serves it on 127.0.0.1, then opens each game's page in the system
 * Chromium with the CPU throttled 4x (CDP `Emulation.setCPUThrottlingRate`, a mid-range phone), each run in
 * a fresh context (empty cache and storage, so a new game). Measures from navigation start to an
 * interactive board: the element upgraded, its first render done, and a control of the game enabled (a
 * button of the table, in its shadow tree or a child's, such as See-Saw's pieces; not Rules or New game).
 * The page draws a random seed; the bench hands it seed 5, with which the person (seat 1) opens each game,
 * so no run waits for a bot's deliberate pace.
 *
 *   npm run bench:first-render -- [--runs 5] [--throttle 4] [--game wikingerschafe] [--no-build]
 *
 * Prints per game the median and the spread of the runs (ms), and the JavaScript the page downloaded.
 * First it prints the same measure of a page without any script: the docs page's own HTML and stylesheet
 * with a heading and a paragraph, timed to its first contentful paint. That is what a new renderer in this
 * browser takes to show any text at this throttle (starting the process's fonts, first style, layout and
 * paint), a cost the page pays with or without a game; what a game adds is its time minus this baseline.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { gameRegistry } from '@viking-games/core/registry';
import { chromeArgs, findChrome } from './find-chrome.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCS = join(ROOT, 'apps/docs');
const GAMES = gameRegistry.map(({ id, tag }) => ({ page: id, tag }));
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
};

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/** The text-only page of the baseline: a game page's HTML and stylesheet, its scripts removed, some text in. */
const BASELINE = '/baseline-text-only.html';
async function baselinePage(dist: string): Promise<string> {
  const html = await readFile(join(dist, 'wikingerschafe.html'), 'utf8');
  return html
    .replace(/<script\b[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, '')
    .replace('<div id="app"></div>', '<div id="app"><h1>Wikingerschafe</h1><p>Four rounds, five Locations, one herd of Viking sheep to impress.</p></div>');
}

/** Serves the built site in `dist` (`/x` -> `/x.html` as Vite's preview does), and the {@link BASELINE} page. */
function serve(dist: string): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (path === BASELINE) return void response.writeHead(200, { 'content-type': 'text/html' }).end(await baselinePage(dist));
    let file = join(dist, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    if (path.endsWith('/')) file = join(file, 'index.html');
    else if (!extname(file)) file += '.html';
    if (!existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(await readFile(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` })),
  );
}

/**
 * Runs in the page before its scripts: checks on every animation frame (and after every task that changed
 * the DOM) whether the board is interactive, and keeps the first time it was, in ms since navigation start.
 */
function watchBoard(tag: string): void {
  const w = window as unknown as { __interactiveAt?: number };
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
  const interactive = (): boolean => {
    const board = document.querySelector(tag) as (HTMLElement & { hasUpdated?: boolean }) | null;
    if (!board || !customElements.get(tag) || !board.hasUpdated || !board.shadowRoot) return false;
    // A control of the game, at any depth of its shadow trees (See-Saw's pieces are inside its trays), that
    // is enabled; not the header's Rules and New game, not a closed dialog's, not the log's.
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
  new MutationObserver(() => check()).observe(document, { subtree: true, childList: true, attributes: true });
  requestAnimationFrame(check);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function main(): Promise<void> {
  const runs = Number(arg('runs', '5'));
  const throttle = Number(arg('throttle', '4'));
  let dist = join(DOCS, 'dist');
  if (!process.argv.includes('--no-build')) {
    dist = mkdtempSync(join(tmpdir(), 'vg-first-render-'));
    await build({ root: DOCS, configFile: join(DOCS, 'vite.config.ts'), logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  }
  if (!existsSync(join(dist, 'wikingerschafe.html'))) throw new Error(`${dist} holds no built docs site`);
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROME_PATH');
  const { server, origin } = await serve(dist);
  const browser = await chromium.launch({ executablePath, args: chromeArgs() });
  console.log(`First board render, docs site built, CPU throttled ${throttle}x, ${runs} runs each (navigation start -> interactive board):`);
  try {
    const paints: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await page.goto(`${origin}${BASELINE}`);
      await page.waitForFunction(`performance.getEntriesByName('first-contentful-paint').length > 0`, null, { timeout: 60_000 });
      paints.push(await page.evaluate<number>(`performance.getEntriesByName('first-contentful-paint')[0].startTime`));
      await context.close();
    }
    const baseline = median(paints);
    console.log(
      `  ${'(text only)'.padEnd(16)} ${String(Math.round(baseline)).padStart(5)} ms median  (first contentful paint of the page without scripts; runs ${Math.round(Math.min(...paints))}-${Math.round(Math.max(...paints))} ms)`,
    );
    for (const { page: name, tag } of GAMES.filter((g) => arg('game', g.page) === g.page)) {
      const times: number[] = [];
      let scriptKb = 0;
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
        const page = await context.newPage();
        // tsx keeps function names with a helper the page does not have.
        await page.addInitScript('window.__name = (f) => f;');
        await page.addInitScript(watchBoard, tag);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${origin}/${name}.html`);
        let at: number | undefined;
        for (const end = Date.now() + 60_000; at === undefined && Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
          at = await page.evaluate('window.__interactiveAt');
        }
        if (at === undefined) {
          const prompt = await page.evaluate(`document.querySelector('${tag}')?.shadowRoot?.querySelector('#prompt')?.textContent`);
          throw new Error(`${name}: the board did not become interactive within 60 s (prompt: ${String(prompt)}; errors: ${errors.join('; ') || 'none'})`);
        }
        times.push(at);
        scriptKb =
          (await page.evaluate<number>(
            `performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js')).reduce((sum, r) => sum + r.decodedBodySize, 0)`,
          )) / 1000;
        await context.close();
      }
      const spread = `${Math.round(Math.min(...times))}-${Math.round(Math.max(...times))}`;
      const own = Math.round(median(times) - baseline);
      console.log(
        `  ${name.padEnd(16)} ${String(Math.round(median(times))).padStart(5)} ms median  (${own} ms over the text-only page; runs ${spread} ms; ${scriptKb.toFixed(0)} kB of JavaScript, uncompressed)`,
      );
    }
  } finally {
    await browser.close();
    server.close();
    if (dist !== join(DOCS, 'dist')) rmSync(dist, { recursive: true, force: true });
  }
}

await main();
