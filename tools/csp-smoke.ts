/**
 * CSP smoke test: each game, embedded the way a site owner embeds it (one prebuilt ES module from a script tag,
 * the element in the page), served under the strict policy
 *
 *   Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self'
 *
 * and played for a few moves by clicks and keys in the system Chromium. A game fails on any CSP violation
 * (a `securitypolicyviolation` event or a console report), a page error, or moves that do not show on screen:
 * Wilde Wikinger's ship leaves START, players' colours are applied, See-Saw's piece lands on the ship, Valley of
 * the Vikings' bowls (by keys, resolved in its physics worker) are logged and its barrels are put back.
 *
 *   npx tsx tools/csp-smoke.ts                 # the per-game files of packages/ui/dist/cdn (npm run build -w @viking-games/ui)
 *   npx tsx tools/csp-smoke.ts --bundle <file> # one all-in-one bundle for every game
 *   npx tsx tools/csp-smoke.ts --source        # a fresh bundle of packages/ui/src (while changing the source)
 *
 *   npx tsx tools/csp-smoke.ts --docs <dir>    # the built docs site from <dir> instead of apps/docs/dist
 *
 * Without dist/cdn it falls back to dist/cdn/viking-games.js, then to a bundle of packages/ui/src/index.ts that it
 * writes to a temporary folder with Vite (so it also runs before the package build exists). When the docs site is
 * built (apps/docs/dist), its pages are loaded under the same policy too, each game at its first table.
 */
import { createServer } from 'node:http';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { gameIds, gameRegistry, type GameId } from '@viking-games/core/registry';
import { chromeArgs, findChrome } from './find-chrome.mjs';

/** The policy under test, exactly as a strict site sends it. */
export const CSP = "default-src 'self'; script-src 'self'; style-src 'self'";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CDN = join(ROOT, 'packages/ui/dist/cdn');
/** The built docs site (`nx run docs:build`, or `--docs <dir>`), checked too when it is there, and its pages. */
const DOCS = process.argv.includes('--docs') ? resolve(process.argv[process.argv.indexOf('--docs') + 1] ?? '') : join(ROOT, 'apps/docs/dist');
const DOCS_PAGES = ['index', ...gameIds] as const;

/** One game: its tag, the per-game file in dist/cdn, the attributes of the all-human seeded table, and the moves to play. */
interface Game {
  readonly id: GameId;
  readonly tag: string;
  readonly attributes: string;
  /** Plays moves through the UI; throws with a message saying what did not happen. */
  readonly play: (page: Page, board: Locator) => Promise<void>;
  /** Plays the same moves on the game's docs page too (its first table, whatever its seats), not only loads it. */
  readonly playOnDocs?: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.map': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/**
 * The script each game's page loads: `--bundle <file>`, else the game's own file in dist/cdn, else dist/cdn's
 * all-in-one, else a Vite bundle of the package source written to `scratch` (made once, on first need).
 * @returns the folder to serve at /cdn/ and the file name in it for each game
 */
async function scripts(games: readonly Game[], scratch: () => Promise<string>): Promise<{ dir: string; files: Map<Game['id'], string>; source: string }> {
  const flag = process.argv.indexOf('--bundle');
  if (flag > 0) {
    const file = resolve(process.argv[flag + 1] ?? '');
    if (!existsSync(file)) throw new Error(`--bundle ${process.argv[flag + 1] ?? ''}: no such file`);
    return { dir: dirname(file), files: new Map(games.map((g) => [g.id, basename(file)])), source: file };
  }
  const fromSource = process.argv.includes('--source');
  if (!fromSource && games.every((g) => existsSync(join(CDN, `${g.id}.js`))))
    return { dir: CDN, files: new Map(games.map((g) => [g.id, `${g.id}.js`])), source: `${CDN}/<game>.js` };
  if (!fromSource && existsSync(join(CDN, 'viking-games.js')))
    return { dir: CDN, files: new Map(games.map((g) => [g.id, 'viking-games.js'])), source: join(CDN, 'viking-games.js') };
  const dir = await scratch();
  console.log(`csp-smoke: ${fromSource ? '--source' : 'no packages/ui/dist/cdn yet'}: bundling packages/ui/src/index.ts into ${dir}`);
  const { build, defaultClientConditions } = await import('vite');
  await build({
    configFile: false,
    root: join(ROOT, 'packages/ui'),
    logLevel: 'warn',
    // The workspace packages' source entries (their `exports` name them under this condition) when dist is not built.
    resolve: { conditions: ['@viking-games/source', ...defaultClientConditions] },
    build: {
      lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'viking-games.js' },
      target: 'es2022',
      outDir: dir,
      emptyOutDir: true,
      minify: true,
    },
  });
  return { dir, files: new Map(games.map((g) => [g.id, 'viking-games.js'])), source: `${dir}/viking-games.js (from packages/ui/src/index.ts)` };
}

/** The page a site owner writes: the script from /cdn/ and the element, nothing inline. */
function pageOf(game: Game, script: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${game.tag} under a strict CSP</title>
    <script type="module" src="/cdn/${script}"></script>
  </head>
  <body>
    <${game.tag} ${game.attributes}></${game.tag}>
  </body>
</html>
`;
}

/**
 * Style attributes written in the source of what ships (packages/ui/src, the docs site): paths only a touch or a
 * rare state reaches (the touch loupe, the trembling ship) are guarded too. Comments, tests and stories are skipped.
 * @returns `file:line` of each, with the line
 */
async function styleAttributesInSource(): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  const found: string[] = [];
  for (const folder of ['packages/ui/src', 'apps/docs/src', 'apps/docs']) {
    const entries = await readdir(join(ROOT, folder), { recursive: folder !== 'apps/docs', withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !/\.(ts|html)$/.test(entry.name) || /\.(test|stories)\.ts$/.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      (await readFile(file, 'utf8')).split('\n').forEach((line, i) => {
        if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
        if (/\sstyle=|setAttribute\(\s*['"]style['"]|\.cssText\s*=/.test(line))
          found.push(`${file.slice(ROOT.length + 1)}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
  }
  return found;
}

/** Records every violation from the first script on: the listener is added by the browser driver, not by the page. */
function recordViolations(): void {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener(
    'securitypolicyviolation',
    (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '?'}${e.sample ? ` "${e.sample}"` : ''} at ${e.sourceFile || '?'}:${e.lineNumber}`),
    true,
  );
}

/** One page to check: its address on the test server and what a visitor does there (throws what went wrong). */
interface Check {
  readonly name: string;
  readonly path: string;
  readonly visit: (page: Page) => Promise<void>;
  /** Visit as a reader with prefers-reduced-motion, whose game plays without animating. */
  readonly reducedMotion?: boolean;
}

/** Loads `check`'s page under the policy and runs its visit; returns the problems seen (none: passed). */
async function run(browser: Browser, origin: string, check: Check): Promise<string[]> {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 }, ...(check.reducedMotion ? { reducedMotion: 'reduce' as const } : {}) });
  const problems: string[] = [];
  let reported = 0;
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) reported++;
    // A failed request is reported with its address by the response listener.
    else if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (r) => r.status() >= 400 && !r.url().endsWith('/favicon.ico') && problems.push(`${r.status()} ${r.url()}`));
  await page.addInitScript(recordViolations);
  try {
    await page.goto(origin + check.path, { waitUntil: 'load' });
    await check.visit(page);
  } catch (error) {
    problems.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
  }
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations).catch(() => [] as string[]);
  if (violations.length || reported) {
    const kinds = new Map<string, number>();
    for (const v of violations) kinds.set(v, (kinds.get(v) ?? 0) + 1);
    problems.unshift(
      `${violations.length} CSP violation(s) (${reported} in the console)` +
        [...kinds]
          .slice(0, 8)
          .map(([v, n]) => `\n    ${n}× ${v}`)
          .join(''),
    );
  }
  await page.close();
  return problems;
}

async function main(): Promise<void> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROME_PATH');
  let temp: string | undefined;
  const { dir, files, source } = await scripts(GAMES, async () => (temp = await mkdtemp(join(tmpdir(), 'csp-smoke-'))));
  console.log(`csp-smoke: ${source} under "${CSP}"`);
  const checks: Check[] = GAMES.map((game) => ({
    name: `<${game.tag}> from ${files.get(game.id)}`,
    path: `/embed/${game.id}.html`,
    visit: async (page) => {
      const board = page.locator(game.tag);
      await board.locator('#prompt').waitFor({ timeout: 15000 });
      await game.play(page, board);
    },
  }));
  // German: the messages come as a chunk the game's file imports when locale="de" is first used.
  const wilde = GAMES.find((game) => game.id === 'wilde-wikinger')!;
  const german: Game = { ...wilde, attributes: `${wilde.attributes} locale="de"` };
  checks.push({
    name: `<${german.tag} locale="de"> from ${files.get(german.id)}`,
    path: '/embed/german.html',
    visit: async (page) => {
      const board = page.locator(german.tag);
      await button(board, /^Neues Spiel$/).waitFor({ timeout: 15000 });
      await expectPlayerColours(board.locator('.players li'), 'Wilde Wikinger player list, in German');
    },
  });
  const docs = DOCS_PAGES.every((name) => existsSync(join(DOCS, `${name}.html`)));
  if (docs) {
    for (const name of DOCS_PAGES) {
      const game = GAMES.find((g) => g.id === name);
      checks.push({
        name: `docs site ${name}.html`,
        path: `/${name}.html`,
        // The page's game plays at its first table, where bots take turns between the moves played here: without
        // animating, so the bots' turns take no seconds each. The moves still run, and are drawn, under the policy;
        // the animations themselves are played under it by the embedded game's check above.
        reducedMotion: game?.playOnDocs,
        visit: async (page) => {
          await page.locator('main h1').first().waitFor({ timeout: 15000 });
          // The page's game at its first table (bots may move meanwhile).
          if (game) await page.locator(game.tag).locator('#prompt').waitFor({ timeout: 15000 });
          if (game?.playOnDocs) await game.play(page, page.locator(game.tag));
          // Until nothing more loads (a lazy chunk, a worker, art): what the page fetches after `load` is under the policy too.
          else await page.waitForLoadState('networkidle', { timeout: 15000 });
        },
      });
    }
  } else {
    console.log('csp-smoke: no built docs site (apps/docs/dist, from nx run docs:build): its pages are not checked');
  }

  const pages = new Map(GAMES.map((g) => [`/embed/${g.id}.html`, pageOf(g, files.get(g.id)!)]));
  pages.set('/embed/german.html', pageOf(german, files.get(german.id)!));
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const headers = { 'content-security-policy': CSP, 'cache-control': 'no-store' };
    const page = pages.get(path);
    if (page) {
      response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(page);
      return;
    }
    try {
      // The script files at /cdn/, the built docs site at the root (its pages ask for /assets/...).
      const file = path.startsWith('/cdn/') ? join(dir, path.slice('/cdn/'.length)) : join(DOCS, path === '/' ? 'index.html' : path);
      const body = await readFile(file);
      response.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404, headers).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };

  let failed = 0;
  const inSource = await styleAttributesInSource();
  console.log(
    `${inSource.length ? 'FAIL' : 'ok  '} no style attribute in the source of packages/ui and the docs site${inSource.map((s) => `\n  ${s}`).join('')}`,
  );
  if (inSource.length) failed++;
  const browser = await chromium.launch({ executablePath, args: chromeArgs() });
  try {
    for (const check of checks) {
      const start = Date.now();
      const problems = await run(browser, `http://127.0.0.1:${port}`, check);
      const took = `(${((Date.now() - start) / 1000).toFixed(1)} s)`;
      console.log(`${problems.length ? 'FAIL' : 'ok  '} ${check.name} ${took}${problems.map((p) => `\n  ${p}`).join('')}`);
      if (problems.length) failed++;
    }
  } finally {
    await browser.close();
    server.close();
    if (temp) await rm(temp, { recursive: true, force: true });
  }
  console.log(`csp-smoke: ${checks.length + 1 - failed} passed, ${failed} failed`);
  if (failed) process.exitCode = 1;
}

/** Resolves after the page of `on` has drawn its next frame: polls look again once something may have changed. */
const nextFrame = (on: Locator): Promise<unknown> => on.page().evaluate(() => new Promise((done) => requestAnimationFrame(done)));

/**
 * Clicks the first of `choices` that is visible and enabled, waiting for one (animations, bots' pace) up to `ms`.
 * @returns the index of the one clicked
 */
async function clickFirst(choices: readonly Locator[], what: string, ms = 15000): Promise<number> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    for (const [i, choice] of choices.entries()) {
      const target = choice.first();
      if ((await target.isVisible()) && (await target.isEnabled())) {
        await target.click();
        return i;
      }
    }
    await nextFrame(choices[0]);
  }
  throw new Error(`nothing to click for: ${what}`);
}

/** Resolves once the board has rendered what was done to it and the page has drawn it (its inner elements too). */
const rendered = (board: Locator): Promise<void> =>
  board.evaluate(async (el) => {
    await (el as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });

/** A button of the board by its text or accessible name (Playwright's locators look inside shadow roots). */
const button = (board: Locator, name: RegExp) => board.getByRole('button', { name });

/** The "pass the device" screen's button, shown between two people at one screen. */
const passDevice = (board: Locator) => button(board, /^I am .+: show my turn$/);

/**
 * Checks players' colours on screen: every one of `containers` (a player's panel, tray or list item, whose
 * coloured edge comes from `--c`) has the colour of the player's badge icon inside it (an SVG `fill`, which
 * needs no style attribute) on its inline-start border.
 */
async function expectPlayerColours(containers: Locator, what: string): Promise<void> {
  const seen = await containers.evaluateAll((elements) =>
    elements.map((el) => {
      const circle = el.querySelector('vg-player-badge')?.shadowRoot?.querySelector('circle');
      return { colour: getComputedStyle(el).borderInlineStartColor, badge: circle ? getComputedStyle(circle).fill : 'no badge' };
    }),
  );
  if (seen.length < 2) throw new Error(`${what}: expected a panel per player, found ${seen.length}`);
  const wrong = seen.filter((s) => s.colour !== s.badge);
  if (wrong.length) throw new Error(`${what}: player colour not applied (${wrong.map((w) => `${w.colour} instead of ${w.badge}`).join(', ')})`);
}

/** Checks the game log's markers: some line's dot has a player's colour (not the plain line colour). */
async function expectLogColours(board: Locator, players: Locator): Promise<void> {
  const badges = await players.evaluateAll((els) => els.map((el) => getComputedStyle(el.shadowRoot!.querySelector('circle')!).fill));
  const markers = await board.locator('vg-game-log li').evaluateAll((lis) => lis.map((li) => getComputedStyle(li, '::before').backgroundColor));
  if (!markers.some((m) => badges.includes(m)))
    throw new Error(`game log: no line marked in a player's colour (markers ${[...new Set(markers)].join(', ')}; players ${badges.join(', ')})`);
}

/** Wikingerschafe: three turns of two people; the first re-rolls a chosen die by keys, each places on a Location and ends the turn. */
async function playWikingerschafe(page: Page, board: Locator): Promise<void> {
  let turns = 0;
  let rerolled = false;
  for (let step = 0; turns < 3; step++) {
    if (step > 40) throw new Error(`Wikingerschafe: only ${turns} turns ended in 40 steps`);
    if (!rerolled && (await board.locator('.tray .die-btn').first().isVisible())) {
      await board.locator('.tray .die-btn').first().focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      const prompt = await board.locator('#prompt').textContent();
      await page.keyboard.press('r');
      await page.waitForFunction(
        (before) => document.querySelector('wikingerschafe-board')!.shadowRoot!.querySelector('#prompt')!.textContent !== before,
        prompt,
        { timeout: 5000 },
      );
      rerolled = true;
      continue;
    }
    const clicked = await clickFirst(
      [
        passDevice(board),
        button(board, /^End turn$/),
        button(board, /^Place$/),
        board.locator('wikingerschafe-location button.place'),
        board.locator('.action [data-primary]'),
      ],
      'Wikingerschafe turn',
    );
    if (clicked === 1) turns++;
  }
  await expectPlayerColours(board.locator('wikingerschafe-player-panel .panel'), 'Wikingerschafe player panels');
  await expectLogColours(board, board.locator('wikingerschafe-player-panel vg-player-badge'));
}

/** Wilde Wikinger: two people play until two ships have left START (roll by key and by click, choose ships, feed Nessie, bid or pass). */
async function playWildeWikinger(page: Page, board: Locator): Promise<void> {
  const track = board.locator('wilde-wikinger-track');
  /** How far each ship stands from the start of its lane, px. */
  const offsets = () =>
    track
      .locator('.lane')
      .evaluateAll((lanes) => lanes.map((lane) => lane.querySelector('wilde-wikinger-ship')!.getBoundingClientRect().left - lane.getBoundingClientRect().left));
  let rolls = 0;
  for (let step = 0; ; step++) {
    const moved = (await offsets()).filter((px) => px > 20).length;
    if (moved >= 2 && rolls >= 2) break;
    if (step > 80)
      throw new Error(`Wilde Wikinger: ${moved} ship(s) left START after ${rolls} rolls (ship offsets ${(await offsets()).map(Math.round).join(', ')} px)`);
    const roll = button(board, /^Roll the dice$/);
    if (rolls % 2 === 1 && (await roll.isVisible())) {
      await board.locator('#prompt').focus();
      await page.keyboard.press('r');
      rolls++;
      await roll.waitFor({ state: 'hidden', timeout: 5000 });
      continue;
    }
    const clicked = await clickFirst(
      [
        passDevice(board),
        roll,
        track.locator('wilde-wikinger-ship[state="selectable"] button'),
        board.locator('.action .choices button'),
        button(board, /^Pass$/),
        board.locator('.hand wilde-wikinger-card[state="selectable"] button'),
        button(board, /face down/),
      ],
      'Wilde Wikinger move',
    );
    if (clicked === 1) rolls++;
    await rendered(board);
  }
  await expectPlayerColours(board.locator('.players li'), 'Wilde Wikinger player list');
  await expectLogColours(board, board.locator('.players vg-player-badge'));
}

/**
 * Viking See-Saw: three placements by two people, each by keys (Enter on a piece, Home or End to the mast, Enter),
 * waiting out the physics. A piece that falls off is tried again, as the rules say, a little further along.
 */
async function playVikingSeesaw(page: Page, board: Locator): Promise<void> {
  const prompt = board.locator('#prompt');
  for (let placement = 0; placement < 3; placement++) {
    const piece = board.locator('viking-seesaw-piece[state="selectable"] button');
    if ((await clickFirst([passDevice(board), piece], 'See-Saw piece')) === 0) await clickFirst([piece], 'See-Saw piece');
    for (let attempt = 0; ; attempt++) {
      // Clicking a piece picks it and moves focus to the ship: aim by keys from there. The arrows move the piece
      // the way they point (the slider's value is its place across the screen, negative on the left deck): to the
      // mast, then outward a step per attempt.
      const leftDeck = Number(await board.locator('.stage[role="slider"]').getAttribute('aria-valuemin')) < 0;
      await page.keyboard.press(leftDeck ? 'End' : 'Home');
      for (let step = 0; step < 1 + attempt; step++) await page.keyboard.press(leftDeck ? 'ArrowLeft' : 'ArrowRight');
      const before = await prompt.textContent();
      await page.keyboard.press('Enter');
      const settled = await page
        .waitForFunction(
          (text) => {
            const p = document.querySelector('viking-seesaw')!.shadowRoot!.querySelector('#prompt')!;
            return p.textContent !== text && !p.classList.contains('thinking') && /pick a piece|try again/i.test(p.textContent ?? '');
          },
          before,
          { timeout: 20000 },
        )
        .catch(async () => {
          throw new Error(`See-Saw: placement ${placement + 1} did not settle; the prompt says "${(await prompt.textContent())?.trim()}"`);
        });
      void settled;
      if (!/try again/i.test((await prompt.textContent()) ?? '')) break;
      if (attempt >= 5) throw new Error('See-Saw: a piece fell off six times in a row');
    }
  }
  const cargo = await board.locator('viking-seesaw-ship .cargo').count();
  if (cargo === 0) throw new Error('See-Saw: no piece on the ship after three placements');
  await expectPlayerColours(board.locator('viking-seesaw-tray .tray'), 'See-Saw storage trays');
  await expectLogColours(board, board.locator('viking-seesaw-tray vg-player-badge'));
}

/** The game log's lines, joined (an empty log shows one line too: "no moves yet"). */
const logText = async (board: Locator) => (await board.locator('vg-game-log li').allTextContents()).join('\n');

/** Checks `test` at each frame `on`'s page draws until it holds (true) or `ms` have passed (false). */
async function waitFor(on: Locator, test: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await nextFrame(on)) if (await test()) return true;
  return false;
}

/**
 * Valley of the Vikings: bowls by keys (focus the square, turn and strengthen the aim with the arrow keys, Enter),
 * each resolved in the physics worker and seen in the log, until a bowl has knocked barrels over and a fallen
 * barrel has been put back by keys (a free hole's button, Enter); the order of the moves is chosen by click.
 * Waits out the animation and any bot seats (the docs page's table has some).
 */
async function playVikingValley(page: Page, board: Locator): Promise<void> {
  const prompt = board.locator('#prompt');
  const stage = board.locator('.stage[tabindex="0"]');
  const moveButton = board.locator('.move-bar button');
  const hole = board.locator('viking-valley-square .hole-btn[tabindex="0"]');
  let bowls = 0;
  let placed = 0;
  for (let step = 0; bowls < 2 || placed < 1; step++) {
    if (step > 30)
      throw new Error(`Valley: ${bowls} bowl(s) and ${placed} barrel(s) put back in 30 steps; the prompt says "${(await prompt.textContent())?.trim()}"`);
    // The next decision of a person: aim, the order of the moves, or a barrel to put back (bots and animations first).
    const end = Date.now() + 30000;
    let next = -1;
    while (next < 0 && Date.now() < end) {
      for (const [i, control] of [stage, moveButton, hole].entries()) {
        if (next < 0 && (await control.first().isVisible())) next = i;
      }
      if (next < 0) await nextFrame(board);
    }
    if (next < 0) throw new Error(`Valley: no decision for a person within 30 s; the prompt says "${(await prompt.textContent())?.trim()}"`);
    if (next === 0) {
      const before = { log: await logText(board), prompt: await prompt.textContent() };
      await stage.focus();
      for (let k = 0; k < (bowls * 3) % 7; k++) await page.keyboard.press('ArrowLeft');
      for (let k = 0; k < 4; k++) await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      // The bowl is resolved (in the worker) and logged: a line says what fell, or that nothing did.
      if (!(await waitFor(board, async () => (await logText(board)) !== before.log, 20000))) {
        throw new Error(
          `Valley: bowl ${bowls + 1} by keys was not logged; the prompt says "${(await prompt.textContent())?.trim()}" (before: "${before.prompt?.trim()}")`,
        );
      }
      bowls++;
    } else if (next === 1) {
      await moveButton.first().click();
    } else {
      const log = await logText(board);
      await hole.focus();
      await page.keyboard.press('Enter');
      const put = async () => (await logText(board)) !== log && / put /.test((await board.locator('vg-game-log li').last().textContent()) ?? '');
      if (!(await waitFor(board, put, 10000))) throw new Error('Valley: a barrel put back by keys was not logged');
      placed++;
    }
  }
  // The bowls were simulated in the game's worker (a worker blocked by the policy would leave them to the main thread).
  const workers = page.workers().map((w) => w.url());
  if (!workers.some((url) => /viking-valley[^/]*worker/.test(url)))
    throw new Error(`Valley: no physics worker running (workers: ${workers.join(', ') || 'none'})`);
  await expectLogColours(board, board.locator('viking-valley-ship vg-player-badge'));
}

/** How each game of the registry is played here (a game without its entry is a type error). */
const PLAYS: Record<GameId, Pick<Game, 'play' | 'playOnDocs'>> = {
  wikingerschafe: { play: playWikingerschafe },
  'wilde-wikinger': { play: playWildeWikinger },
  'viking-seesaw': { play: playVikingSeesaw },
  'viking-valley': { play: playVikingValley, playOnDocs: true },
};

/** Every game, at a table of people only (the moves are the user's), with a fixed seed. */
const GAMES: readonly Game[] = gameRegistry.map(({ id, tag }) => ({ id, tag, attributes: 'players="2" seats="human,human" seed="7"', ...PLAYS[id] }));

await main();
