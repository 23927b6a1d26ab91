/**
 * The script-tag files of packages/ui/dist/cdn as site owners combine them, in the system Chromium:
 * - a one-game file and the all-in-one on the same page (and the same file twice, from two URLs, as after a
 *   cache-busting query): no page error, every tag defined, every game's board rendered;
 * - `loader.js` alone: it loads a game's file when the game's tag appears, including a tag added later,
 *   and never loads the files of games the page does not show;
 * - host pages that get in the way (issue 25): `chunks/` not served (German asked for: no unhandled rejection,
 *   one console error per missing file naming it, the game goes on in English); the worker file not served (one
 *   warning naming it and the fix, the game goes on); Trusted Types required and the game file from another
 *   origin (the physics worker still starts, nothing said);
 * - a bundler that does not emit the worker from node_modules (Angular's esbuild builder; esbuild here): with the
 *   README's recipe (the script-tag workers copied beside the bundle) the worker starts; without it, one warning
 *   names the file and the recipe.
 *
 *   npx tsx tools/cdn-smoke.ts        (after `npm run build -w @viking-games/ui`)
 *
 * Closes with `cdn-smoke: N passed, M failed`; exits 1 on any failure.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdtemp, copyFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { gameRegistry } from '@viking-games/core/registry';
import { chromeArgs, findChrome } from './find-chrome.mjs';

const CDN = fileURLToPath(new URL('../packages/ui/dist/cdn/', import.meta.url));
/** Bundles of the package's ESM build, made below (`/bundled/`: with the recipe's worker copies, `/bare/`: without). */
const BUNDLES = await mkdtemp(join(tmpdir(), 'viking-games-cdn-smoke-'));
const GAME_TAGS = gameRegistry.map((game) => game.tag);
const TABLE = 'players="2" seats="human,human" seed="5"';

/** A physics game whose bots move at once: its first move starts the worker. */
const PHYSICS = gameRegistry.find((game) => game.physics)!;
const BOTS = `<${PHYSICS.tag} players="2" seats="heuristic,heuristic" bot-delay="0" instant seed="5"></${PHYSICS.tag}>`;

/** Pages by path; everything else is served from dist/cdn (`/cdn/`; `/nochunks/` without chunks/, `/noworker/` without workers). */
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
  '/no-chunks.html': `<!doctype html><meta charset="utf-8"><title>no chunks</title>
    <script type="module" src="/nochunks/viking-games.js"></script>
    ${GAME_TAGS.map((tag) => `<${tag} ${TABLE} locale="de"></${tag}>`).join('\n')}`,
  '/no-worker.html': `<!doctype html><meta charset="utf-8"><title>no worker</title>
    <script type="module" src="/noworker/${PHYSICS.id}.js"></script>${BOTS}`,
  '/bundled.html': `<!doctype html><meta charset="utf-8"><title>bundled</title><script type="module" src="/bundled/main.js"></script>${BOTS}`,
  '/bare.html': `<!doctype html><meta charset="utf-8"><title>bundled, no worker</title><script type="module" src="/bare/main.js"></script>${BOTS}`,
  '/trusted-types.html': `<!doctype html><meta charset="utf-8"><title>trusted types</title>
    <script type="module" src="/cdn/${PHYSICS.id}.js"></script>${BOTS}`,
  // The game file from the other name of this server (localhost for 127.0.0.1): another origin, as a public CDN.
  '/cross-origin.html': `<!doctype html><meta charset="utf-8"><title>cross origin</title>
    <script type="module" src="http://localhost:PORT/cdn/${PHYSICS.id}.js"></script>${BOTS}`,
};
/** Response headers of a page beyond its type. */
const PAGE_HEADERS: Record<string, Record<string, string>> = {
  '/trusted-types.html': { 'content-security-policy': "require-trusted-types-for 'script'" },
};

function serve(): Promise<{ server: Server; origin: string; requested: string[] }> {
  const requested: string[] = [];
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requested.push(path);
    const port = String((server.address() as { port: number }).port);
    if (PAGES[path]) return void response.writeHead(200, { 'content-type': 'text/html', ...PAGE_HEADERS[path] }).end(PAGES[path].replace('PORT', port));
    const bundle = /^\/(bundled|bare)\//.exec(path);
    const file = bundle
      ? join(BUNDLES, normalize(path.slice(1)).replace(/^(\.\.[/\\])+/, ''))
      : join(CDN, normalize(path.replace(/^\/(cdn|nochunks|noworker)\//, '')).replace(/^(\.\.[/\\])+/, ''));
    const withheld = (path.startsWith('/nochunks/') && path.includes('/chunks/')) || (path.startsWith('/noworker/') && path.endsWith('.worker.js'));
    if (!/^\/(cdn|nochunks|noworker|bundled|bare)\//.test(path) || withheld || !existsSync(file)) return void response.writeHead(404).end();
    // As a public CDN does: any origin may import the files (a module script from another origin needs CORS).
    response
      .writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/json', 'access-control-allow-origin': '*' })
      .end(await readFile(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, requested })),
  );
}

/** Opens `path` and records what the page says: console messages by type, page errors (unhandled rejections too), workers started. */
async function open(path: string, at = origin) {
  const page = await browser.newPage();
  const said = { errors: [] as string[], warnings: [] as string[], pageErrors: [] as string[], workers: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') said.errors.push(message.text());
    if (message.type() === 'warning') said.warnings.push(message.text());
  });
  page.on('pageerror', (error) => said.pageErrors.push(error.message));
  page.on('worker', (worker) => said.workers.push(worker.url()));
  await page.addInitScript(() => {
    const counted = window as unknown as { turns: number };
    counted.turns = 0;
    document.addEventListener('turn', () => (counted.turns += 1));
  });
  await page.goto(`${at}${path}`);
  return { page, said };
}

/** Waits until the physics board has made a move (its bots play at once: a second `turn` has begun); false after 30 s. */
async function moved(page: Page): Promise<boolean> {
  return page
    .waitForFunction(() => (window as unknown as { turns: number }).turns >= 2, undefined, { timeout: 30_000 })
    .then(
      () => true,
      () => false,
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
// The physics game's ESM entry bundled by esbuild, which leaves `new URL('./x.worker.js', import.meta.url)` as it
// is and emits no worker, as Angular's builder does; `bundled` gets the README's recipe: the script-tag workers
// (self-contained) copied beside the bundle.
for (const name of ['bundled', 'bare']) {
  await build({
    stdin: { contents: `import '@viking-games/ui/${PHYSICS.id}';`, resolveDir: fileURLToPath(new URL('..', import.meta.url)), loader: 'js' },
    bundle: true,
    format: 'esm',
    outfile: join(BUNDLES, name, 'main.js'),
    logLevel: 'error',
  });
}
for (const worker of readdirSync(CDN).filter((f) => /^viking-.*\.worker\.js$/.test(f))) await copyFile(join(CDN, worker), join(BUNDLES, 'bundled', worker));
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
    // chunks/ not copied (or replaced by a deploy): German is asked for by every board.
    const { page, said } = await open('/no-chunks.html');
    await page.waitForFunction((tags) => tags.every((t) => customElements.get(t)), [...GAME_TAGS], { timeout: 15_000 }).catch(() => undefined);
    const boards = await rendered(page, GAME_TAGS);
    // Every German table a board reads is asked for: the shared one and each game's, each a file in chunks/ (not online
    // play's, which only a board with a server loads).
    const german = readdirSync(join(CDN, 'chunks')).filter((f) => /(?:messages|i18n)\.de-.*\.js$/.test(f) && !f.startsWith('online.'));
    const named = () => german.filter((f) => said.errors.some((e) => e.includes(`/chunks/${f}`)));
    for (const end = Date.now() + 15_000; named().length < german.length && Date.now() < end;) await new Promise((r) => setTimeout(r, 50));
    const prompts = await page.evaluate(
      (tags) => tags.map((t) => document.querySelector(t)?.shadowRoot?.querySelector('#prompt')?.textContent?.trim() ?? ''),
      [...GAME_TAGS],
    );
    const missing = said.errors.filter((e) => e.startsWith('viking-games') || / could not be loaded/.test(e));
    const files = missing.map((e) => /\/chunks\/[^\s)]+\.js/.exec(e)?.[0]);
    report('chunks/ not served: German asked for, no unhandled rejection, each missing file named once, the games go on in English', [
      ...said.pageErrors.map((e) => `page error (unhandled): ${e}`),
      ...german.filter((f) => !named().includes(f)).map((f) => `no console error names chunks/${f}`),
      ...missing.filter((_, i) => !files[i]).map((e) => `a console error does not name the file: ${e}`),
      ...files.filter((f, i) => f && files.indexOf(f) !== i).map((f) => `${f} told more than once`),
      ...Object.entries(boards)
        .filter(([, ok]) => !ok)
        .map(([tag]) => `<${tag}> not rendered`),
      ...prompts.filter((p) => !p).map(() => 'a board has no prompt'),
    ]);
    await page.close();
  }
  {
    // The worker file not served (a bundler that did not emit it): the game plays on the main thread, and says so once.
    const { page, said } = await open('/no-worker.html');
    const ok = await moved(page);
    const told = said.warnings.filter((w) => /main thread/.test(w));
    report('the worker file not served: one warning naming it and the fix, the game goes on', [
      ...said.pageErrors.map((e) => `page error: ${e}`),
      ...(ok ? [] : ['the bots did not move']),
      ...(told.length === 1 && told[0].includes(`${PHYSICS.id}.worker.js`) && /README/.test(told[0])
        ? []
        : [`expected one warning naming ${PHYSICS.id}.worker.js, got ${JSON.stringify(told)}`]),
    ]);
    await page.close();
  }
  {
    // Angular's set-up without the recipe: the worker is not beside the bundle.
    const { page, said } = await open('/bare.html');
    const ok = await moved(page);
    const told = said.warnings.filter((w) => /main thread/.test(w));
    report('a bundle without the worker (esbuild, as Angular): one warning naming it and the assets recipe, the game goes on', [
      ...said.pageErrors.map((e) => `page error: ${e}`),
      ...(ok ? [] : ['the bots did not move']),
      ...(told.length === 1 && told[0].includes(`${PHYSICS.id}.worker.js`) && told[0].includes('angular.json')
        ? []
        : [`expected one warning naming the worker and angular.json, got ${JSON.stringify(told)}`]),
    ]);
    await page.close();
  }
  for (const [path, name, at] of [
    ['/bundled.html', "a bundle with the script-tag workers copied beside it (README's Angular recipe)", origin],
    ['/trusted-types.html', "require-trusted-types-for 'script'", origin],
    ['/cross-origin.html', 'the game file from another origin (a CDN)', origin],
  ] as const) {
    const { page, said } = await open(path, at);
    const ok = await moved(page);
    report(`${name}: the physics worker starts, nothing falls back`, [
      ...said.pageErrors.map((e) => `page error: ${e}`),
      ...said.errors.map((e) => `console error: ${e}`),
      ...said.warnings.filter((w) => /main thread|Trusted/.test(w)).map((w) => `warning: ${w}`),
      ...(ok ? [] : ['the bots did not move']),
      ...(said.workers.length ? [] : ['no worker started']),
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
  await rm(BUNDLES, { recursive: true, force: true });
}
console.log(`cdn-smoke: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
