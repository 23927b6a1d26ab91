/**
 * Phone check of the built docs site: every game page at 320 x 700, 360 x 800 and 1200 x 900 in the system
 * Chromium. A page fails when it scrolls sideways (the document or the board wider than the screen), or when,
 * on a 360 x 800 phone, the board and the line that says who acts (the prompt) are not in the first view.
 * Every page, the home page too, also gets an axe audit (WCAG 2.1 A and AA rules) at 360 and 1200 px.
 *
 *   npx tsx tools/phone-smoke.ts                 # apps/docs/dist (npx nx run docs:build)
 *   npx tsx tools/phone-smoke.ts --write         # also writes docs/screenshots/<page>-<width>.png (360 and 1200)
 *
 * The screenshots are the ones the README links to; refresh them with --write after a visual change.
 */
import { createServer } from 'node:http';
import { readFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { chromeArgs, findChrome } from './find-chrome.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = join(ROOT, 'apps/docs/dist');
const SHOTS = join(ROOT, 'docs/screenshots');
const WRITE = process.argv.includes('--write');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe's violations on the page (shadow roots included), one line each. */
async function audit(page: import('playwright-core').Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id} (${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')})`);
  });
}

/** Each game page and its element. */
const PAGES = [
  { page: 'wikingerschafe', tag: 'wikingerschafe-board' },
  { page: 'wilde-wikinger', tag: 'wilde-wikinger-board' },
  { page: 'viking-seesaw', tag: 'viking-seesaw' },
  { page: 'viking-valley', tag: 'viking-valley-board' },
] as const;

/** Screens: a small phone, a common phone (the first-view check), a laptop. */
const SCREENS = [
  { width: 320, height: 700, firstView: false, shot: false },
  { width: 360, height: 800, firstView: true, shot: true },
  { width: 1200, height: 900, firstView: false, shot: true },
] as const;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

async function main(): Promise<number> {
  if (!existsSync(join(DOCS, 'index.html'))) {
    console.error(`phone-smoke: no built docs site in ${DOCS} (run npx nx run docs:build)`);
    return 1;
  }
  const executablePath = findChrome();
  if (!executablePath) {
    console.error('phone-smoke: no Chromium found (apt-get install chromium, or set CHROME_PATH)');
    return 1;
  }
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(DOCS, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({ executablePath, args: chromeArgs() });
  const failures: string[] = [];
  let checks = 0;
  try {
    if (WRITE) await mkdir(SHOTS, { recursive: true });
    for (const width of [360, 1200]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForSelector('.game-card');
      checks++;
      for (const v of await audit(page)) failures.push(`home page at ${width} px: axe ${v}`);
      await context.close();
    }
    for (const { page: name, tag } of PAGES) {
      for (const screen of SCREENS) {
        const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.width < 800, isMobile: screen.width < 800, reducedMotion: 'reduce' });
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${port}/${name}.html`);
        await page.waitForFunction((t) => !!document.querySelector(t)?.shadowRoot?.querySelector('#prompt'), tag, { timeout: 20_000 });
        await page.waitForTimeout(500);
        const m = await page.evaluate((t) => {
          const board = document.querySelector(t)!;
          const prompt = board.shadowRoot!.querySelector('#prompt')!.getBoundingClientRect();
          const box = board.getBoundingClientRect();
          return {
            docWidth: document.documentElement.scrollWidth,
            boardRight: Math.ceil(box.right),
            boardTop: Math.round(box.top + window.scrollY),
            promptBottom: Math.round(prompt.bottom + window.scrollY),
            scrollY: window.scrollY,
          };
        }, tag);
        const where = `${name} at ${screen.width} px`;
        checks++;
        if (m.docWidth > screen.width) failures.push(`${where}: the page is ${m.docWidth} px wide (scrolls sideways)`);
        if (m.boardRight > screen.width) failures.push(`${where}: the board reaches ${m.boardRight} px`);
        if (m.scrollY !== 0) failures.push(`${where}: the page scrolled to ${m.scrollY} on load`);
        if (screen.firstView && m.promptBottom > screen.height) failures.push(`${where}: the prompt ends at ${m.promptBottom} px, below the first view (${screen.height} px); the board starts at ${m.boardTop} px`);
        console.log(`${where}: page ${m.docWidth} px wide, board from ${m.boardTop} px, prompt ends at ${m.promptBottom} px`);
        if (screen.shot) {
          checks++;
          for (const v of await audit(page)) failures.push(`${where}: axe ${v}`);
        }
        if (WRITE && screen.shot) await page.screenshot({ path: join(SHOTS, `${name}-${screen.width}.png`) });
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  for (const failure of failures) console.error(`FAIL ${failure}`);
  console.log(`phone-smoke: ${checks - failures.length} of ${checks} page checks passed`);
  return failures.length ? 1 : 0;
}

process.exitCode = await main();
