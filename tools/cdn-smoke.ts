/**
 * The script-tag files of packages/ui/dist/cdn as site owners combine them, in the system Chromium:
 * - a one-game file and the all-in-one on the same page (and the same file twice, from two URLs, as after a
 *   cache-busting query): no page error, every tag defined, every game's board rendered;
 * - `loader.js` alone: it loads a game's file when the game's tag appears, including a tag added later,
 *   and never loads the files of games the page does not show.
 *
 *   npx tsx tools/cdn-smoke.ts        (after `npm run build -w @viking-games/ui`)
 *
 * Closes with `cdn-smoke: N passed, M failed`; exits 1 on any failure.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { gameRegistry } from '@viking-games/core/registry';
import { chromeArgs, findChrome } from './find-chrome.mjs';

const CDN = fileURLToPath(new URL('../packages/ui/dist/cdn/', import.meta.url));
const GAME_TAGS = gameRegistry.map((game) => game.tag);
const TABLE = 'players="2" seats="human,human" seed="5"';

/** Pages by path; everything else is served from dist/cdn. */
const PAGES: Record<string, string> = {
  '/two-bundles.html': `<!doctype html><meta charset="utf-8"><title>two bundles</title>
    <script type="module" src="/cdn/${gameRegistry[0].id}.js"></script>
    <script type="module" src="/cdn/${gameRegistry.at(-1)!.id}.js"></script>
    <script type="module" src="/cdn/viking-games.js"></script>
    <script type="module" src="/cdn/${gameRegistry[0].id}.js?v=2"></script>
    ${GAME_TAGS.map((tag) => `<${tag} ${TABLE}></${tag}>`).join('\n')}`,
  '/loader.html': `<!doctype html><meta charset="utf-8"><title>loader</title>
    <script type="module" src="/cdn/loader.js"></script>
    <${gameRegistry[0].tag} ${TABLE}></${gameRegistry[0].tag}>`,
};

function serve(): Promise<{ server: Server; origin: string; requested: string[] }> {
  const requested: string[] = [];
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requested.push(path);
    if (PAGES[path]) return void response.writeHead(200, { 'content-type': 'text/html' }).end(PAGES[path]);
    const file = join(CDN, normalize(path.replace(/^\/cdn\//, '')).replace(/^(\.\.[/\\])+/, ''));
    if (!path.startsWith('/cdn/') || !existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/json' }).end(await readFile(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, requested })),
  );
}

/** True when each tag is defined and its element has rendered a board into its shadow root. */
async function rendered(page: Page, tags: readonly string[]): Promise<Record<string, boolean>> {
  return page.evaluate(
    async (list) => {
      const result: Record<string, boolean> = {};
      for (const tag of list) {
        const el = document.querySelector(tag) as (HTMLElement & { updateComplete?: Promise<unknown> }) | null;
        await el?.updateComplete;
        result[tag] = !!customElements.get(tag) && !!el?.shadowRoot?.querySelector('[part~="frame"], button');
      }
      return result;
    },
    [...tags],
  );
}

if (!existsSync(join(CDN, 'viking-games.js'))) {
  console.error('cdn-smoke: packages/ui/dist/cdn is missing; run `npm run build -w @viking-games/ui` first');
  process.exit(1);
}
const executablePath = findChrome();
if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROME_PATH');
const { server, origin, requested } = await serve();
const browser = await chromium.launch({ executablePath, args: chromeArgs() });
let passed = 0;
let failed = 0;
const report = (name: string, problems: string[]) => {
  if (problems.length) failed++;
  else passed++;
  console.log(problems.length ? `FAIL ${name}\n${problems.map((p) => `     - ${p}`).join('\n')}` : `ok   ${name}`);
};

try {
  {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/two-bundles.html`);
    await page.waitForFunction((tags) => tags.every((t) => customElements.get(t)), [...GAME_TAGS], { timeout: 15_000 }).catch(() => undefined);
    const boards = await rendered(page, GAME_TAGS);
    report('one-game files (a rules game, a physics game), the all-in-one and the same file again on one page', [
      ...errors.map((e) => `page error: ${e}`),
      ...Object.entries(boards)
        .filter(([, ok]) => !ok)
        .map(([tag]) => `<${tag}> not defined or not rendered`),
    ]);
    await page.close();
  }
  {
    requested.length = 0;
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/loader.html`);
    // The page starts with the registry's first game; every other game but the last is added one after another;
    // the last is never on the page. A game's file loads when its tag appears, never before, and the last never.
    const [first, ...others] = gameRegistry;
    const added = others.slice(0, -1);
    const absent = others.at(-1);
    const problems: string[] = [];
    for (const [index, game] of [first, ...added].entries()) {
      if (index > 0) {
        const before = [...requested];
        problems.push(...before.filter((p) => p.includes(`/${game.id}.`)).map((p) => `loaded ${p} before its game was on the page`));
        await page.evaluate(([tag, table]) => document.body.insertAdjacentHTML('beforeend', `<${tag} ${table}></${tag}>`), [game.tag, TABLE] as const);
      }
      await page.waitForFunction((tag) => customElements.get(tag), game.tag, { timeout: 15_000 }).catch(() => undefined);
      const shown = await rendered(page, [game.tag]);
      if (!shown[game.tag]) problems.push(`<${game.tag}>${index > 0 ? ' added later' : ''} was not defined or not rendered`);
    }
    if (absent && requested.some((p) => p.includes(`/${absent.id}.`))) problems.push(`loaded ${absent.id}.js with no such game on the page`);
    if (requested.some((p) => p.includes('viking-games'))) problems.push('loaded the all-in-one viking-games.js');
    report('loader.js loads each game shown, when it appears, and no other', [...errors.map((e) => `page error: ${e}`), ...problems]);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`cdn-smoke: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
