/**
 * What the host-page benchmarks share (bench-first-render, bench-idle, bench-lighthouse): a plain article page
 * served on 127.0.0.1 with or without one game's script-tag file (`packages/ui/dist/cdn`, built once with
 * `npm run build -w @viking-games/ui`), and a phone in the system Chromium (360 x 740, touch, CPU throttled
 * through CDP `Emulation.setCPUThrottlingRate`).
 *
 * Builds are named: `--cdn before=/tmp/cdn-old --cdn now=packages/ui/dist/cdn` serves both, so one run
 * measures them side by side, interleaved (the machine is shared; only figures of one run compare).
 *
 * Pages (`label` names a build):
 * - `/text.html`: the article alone (a heading and paragraphs, its own stylesheet, no script);
 * - `/<label>/<game>.html?boards=N&at=top|below|only`: the same article with the game's script tag and N boards:
 *   `top` puts the first board above the text (on screen) and the rest below it (off screen), `below` all of
 *   them below the text (off screen), `only` the boards and nothing else (so the page's first contentful paint
 *   is the board's first paint). Each board seats a person at seat 1 against a heuristic bot, seed 5 (the
 *   person opens every game with it), bots without their deliberate pause.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { gameRegistry } from '@viking-games/core/registry';
import { chromeArgs, findChrome } from './find-chrome.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The games as the registry lists them: `id` names the script-tag file, `tag` the element. */
export const GAMES = gameRegistry.map(({ id, tag }) => ({ id, tag }));

/** The value after `--name` on the command line, or `fallback`. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/** Every value given as `--name value` (the flag may repeat). */
export function args(name: string): string[] {
  return process.argv.flatMap((value, i) => (process.argv[i - 1] === `--${name}` ? [value] : []));
}

/** The games `--game id` selects (every game without it). */
export function selectedGames(): typeof GAMES {
  const chosen = args('game');
  const games = GAMES.filter((g) => !chosen.length || chosen.includes(g.id));
  if (!games.length) throw new Error(`--game ${chosen.join(', ')}: expected one of ${GAMES.map((g) => g.id).join(', ')}`);
  return games;
}

/** The builds to measure: each `--cdn label=dir`, else `now` = packages/ui/dist/cdn. */
export function builds(): { label: string; dir: string }[] {
  const given = args('cdn').map((spec) => {
    const [label, dir] = spec.includes('=') ? [spec.slice(0, spec.indexOf('=')), spec.slice(spec.indexOf('=') + 1)] : ['now', spec];
    return { label, dir: resolve(dir) };
  });
  const list = given.length ? given : [{ label: 'now', dir: join(ROOT, 'packages/ui/dist/cdn') }];
  for (const { dir } of list) if (!existsSync(join(dir, 'loader.js'))) throw new Error(`${dir} holds no script-tag build: npm run build -w @viking-games/ui`);
  return list;
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#222;background:#fdfbf7}main{max-width:44rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;line-height:1.2}.spacer p{margin:0 0 1rem}`;
const PARAGRAPHS = [
  'Viking board games have been played for centuries; this page is a stand-in for a publisher’s article that embeds one of them.',
  'The article is plain text and one stylesheet: what a reader’s phone shows before any script runs. A game on it should cost the page almost nothing.',
  'Four rounds, five Locations, one herd of Viking sheep to impress; a ship that tips, a valley of barrels, a sea with Nessie in it.',
];

/** The article with `boards` (HTML) placed as `at` says; no board and no script for the text-only page. */
function article(boards: string, at: string, script: string): string {
  const text = `<h1>Games of the North</h1>${PARAGRAPHS.map((p) => `<p>${p}</p>`).join('')}`;
  // Below the text: far enough down that a 740 px tall screen never shows it without scrolling.
  const spacer = `<div class="spacer">${Array.from({ length: 12 }, () => PARAGRAPHS.map((p) => `<p>${p}</p>`).join('')).join('')}</div>`;
  const body =
    at === 'only' ? boards : at === 'top' ? `${text}${boards.split('\n')[0]}${spacer}${boards.split('\n').slice(1).join('\n')}` : `${text}${spacer}${boards}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Games of the North</title><style>${STYLE}</style>${script}</head><body><main>${body}</main></body></html>`;
}

/** The page of `game` (its id) from build `label`: see the file's comment. */
export function gamePath(label: string, game: string, boards = 1, at: 'top' | 'below' | 'only' = 'top'): string {
  return `/${label}/${game}.html?boards=${boards}&at=${at}`;
}

/** Serves {@link builds} and the pages of the file's comment. */
export function serve(list: { label: string; dir: string }[]): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const path = decodeURIComponent(url.pathname);
    if (path === '/text.html') return void response.writeHead(200, { 'content-type': 'text/html' }).end(article('', 'top', ''));
    const [, label, ...rest] = path.split('/');
    const build = list.find((b) => b.label === label);
    if (!build) return void response.writeHead(404).end();
    const file = rest.join('/');
    const game = GAMES.find((g) => `${g.id}.html` === file);
    if (game) {
      const count = Number(url.searchParams.get('boards') ?? '1');
      const tags = Array.from(
        { length: count },
        () => `<${game.tag} players="2" seats="human,heuristic" seed="5" bot-delay="0" locale="en"></${game.tag}>`,
      ).join('\n');
      const html = article(tags, url.searchParams.get('at') ?? 'top', `<script type="module" src="/${label}/${game.id}.js"></script>`);
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(html);
    }
    const on = join(build.dir, normalize(file).replace(/^(\.\.[/\\])+/, ''));
    if (!existsSync(on)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': on.endsWith('.js') ? 'text/javascript' : 'application/json' }).end(await readFile(on));
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` })),
  );
}

/** The system Chromium, headless; `port` opens its DevTools port (for Lighthouse). */
export async function launch(port?: number): Promise<Browser> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROME_PATH');
  return chromium.launch({ executablePath, args: [...chromeArgs(), ...(port ? [`--remote-debugging-port=${port}`] : [])] });
}

/** A fresh phone (empty cache and storage: a new game), its page and a CDP session with the CPU throttled `throttle` times. */
export async function phone(browser: Browser, throttle: number): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // tsx keeps function names with a helper the page does not have.
  await page.addInitScript('window.__name = (f) => f;');
  const cdp = await context.newCDPSession(page);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page, cdp };
}

/** The median of `values` (NaN for none). */
export function median(values: number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `value` rounded, right-aligned in `width`. */
export function ms(value: number, width = 6): string {
  return (Number.isFinite(value) ? String(Math.round(value)) : '-').padStart(width);
}
