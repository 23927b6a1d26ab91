/**
 * Examples smoke test: the packages as an outsider gets them. Packs @viking-games/core, @viking-games/ui and @viking-games/server
 * with `npm pack`, copies each app of examples/ to a fresh folder outside the repository, installs the
 * tarballs and the app's own pinned dependencies there with npm, then:
 * - react: `tsc --noEmit` (strict, with the generated JSX typings, lib checks on) and `vite build`;
 * - vue: `vue-tsc --noEmit` and `vite build`;
 * - svelte: `svelte-check` with the generated Svelte typings (props and events typed; Refused.svelte's three refused);
 * - node: `node play.mjs` plays a seeded game of every game between bots and prints the score sheets;
 * - server: in the node app's folder, with @viking-games/server's tarball installed, the README's
 *   `npx @viking-games/server --port N` starts the game server, and a colyseus.js client creates a room and gets its state;
 * - html: the plain page with the CDN file of one game copied from the installed package;
 * - physics: in the React app's folder, `vite build` of a page that imports only the See-Saw and Valley boards
 *   (the React app has neither): no planck (the physics engine) in the page's chunks, planck in each worker;
 * and loads the built React and Vue apps and the HTML page from 127.0.0.1 in the system Chromium: no page
 * error, each board renders, a person's moves are made by clicking, an all-bot game fires `game-over` to the
 * page's listener, (React, Vue) the statechart panel plays moves and hands its position to a board
 * through the `snapshot` property, and (React) a board rendered before its module loads takes its props.
 * The React app is also loaded from `vite` (dev server), and its server-rendering recipe (examples/react/ssr:
 * react-dom/server, then hydrated in Chromium by React's development build) hydrates without a mismatch and hears
 * its all-bot game's `game-over` through a ref.
 * The examples pin their dependencies to the versions in the root package-lock.json (checked here), which
 * lists them as devDependencies, so `npm ci` has them in npm's cache and the installs need no download.
 * Builds the packages first; the tools project's `test` target has them built already and passes `--no-build`.
 *
 *   npx tsx tools/examples-smoke.ts [--no-build] [--keep]
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { gameIds } from '@viking-games/core/registry';
import { chromeArgs, findChrome } from './find-chrome.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const EXAMPLES = join(ROOT, 'examples');
/** Bound on one command (install, typecheck, build), so a hung step fails instead of stalling CI. */
const COMMAND_TIMEOUT_MS = 300_000;
/** Files the ui tarball must hold for the examples and the typings. */
const UI_FILES = [
  'package/custom-elements.json',
  'package/types/react.d.ts',
  'package/types/vue.d.ts',
  'package/dist/index.js',
  'package/dist/wikingerschafe/index.js',
  'package/dist/wikingerschafe/index.d.ts',
  'package/dist/cdn/wikingerschafe.js',
];
const CORE_FILES = ['package/dist/index.js', 'package/dist/wikingerschafe/index.js', 'package/dist/kit/index.d.ts'];
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

interface Result {
  readonly name: string;
  readonly ok: boolean;
  readonly ms: number;
}
const results: Result[] = [];

/** Runs one named check, prints its line and keeps the result; a failure does not stop the other checks. */
async function check<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  const started = performance.now();
  try {
    const value = await run();
    const ms = performance.now() - started;
    results.push({ name, ok: true, ms });
    console.log(`  ok    ${name} (${(ms / 1000).toFixed(1)} s)`);
    return value;
  } catch (error) {
    const ms = performance.now() - started;
    results.push({ name, ok: false, ms });
    console.log(`  FAIL  ${name} (${(ms / 1000).toFixed(1)} s): ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/**
 * The environment for commands run in the example folders: without what `npm test` sets for this workspace
 * (its prefix, its workspaces, its package), so npm there behaves as in a project of its own.
 */
function outsiderEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^npm_(package_|lifecycle_|config_(local_prefix|prefix|workspaces?|include_workspace_root|global)$)/i.test(key) || key === 'INIT_CWD') delete env[key];
  }
  return env;
}

/**
 * Runs a command and resolves with its output.
 * @throws {Error} with the last lines of its output when it exits non-zero or passes {@link COMMAND_TIMEOUT_MS}
 */
function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), COMMAND_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolvePromise(output);
      else {
        const tail = output.trim().split('\n').slice(-25).join('\n');
        reject(new Error(`${command} ${args.join(' ')} in ${cwd} ${signal ? `was stopped (${signal})` : `exited ${code}`}\n${tail}`));
      }
    });
  });
}

/** The examples' own command (`tsc`, `vite`, ...), from the folder's node_modules/.bin. */
const bin = (dir: string, name: string): string => join(dir, 'node_modules', '.bin', name);

/** Copies an example without what a previous run may have left in it. */
async function copyExample(name: string, to: string): Promise<string> {
  const target = join(to, name);
  await cp(join(EXAMPLES, name), target, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)([/\\]|$)/.test(source.slice(EXAMPLES.length)),
  });
  return target;
}

/** A string of planck's (its settings' name for the contact slop), kept by every minifier: planck is in a file that has it. */
const PLANCK_MARK = 'linearSlop';

/**
 * Builds, with the vite and the tarballs installed in `appDir` and tree-shaking off, a page that imports only
 * `@viking-games/ui/viking-seesaw` and `@viking-games/ui/viking-valley`, and checks that nothing on the boards'
 * static import path imports the physics engine, so that any bundler leaves it to the boards' workers: no planck in the entry chunk or its static imports
 * (what the page loads), planck in each worker. Chunks loaded later (the See-Saw's consistency checks, the
 * physics run on the page where no worker starts) may carry it.
 * @returns a line with the sizes (kB): the page's chunks, each worker, the later chunks with planck
 * @throws {Error} when a page chunk holds planck or a worker lacks it
 */
async function physicsOnlyInWorkers(appDir: string, env: NodeJS.ProcessEnv): Promise<string> {
  const root = join(appDir, 'physics-page');
  const outDir = join(appDir, 'dist-physics-page');
  await mkdir(root);
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html>\n<script type="module" src="./main.js"></script>\n<viking-seesaw></viking-seesaw>\n<viking-valley-board></viking-valley-board>\n',
  );
  await writeFile(join(root, 'main.js'), "import '@viking-games/ui/viking-seesaw';\nimport '@viking-games/ui/viking-valley';\n");
  // Without tree-shaking, as a bundler that keeps every module the page imports statically (Vite 8's Rolldown
  // kept planck on the page when the boards imported @viking-games/core/viking-seesaw; Vite 7's Rollup dropped it).
  await writeFile(join(root, 'vite.config.mjs'), 'export default { build: { rollupOptions: { treeshake: false } } };\n');
  await run(bin(appDir, 'vite'), ['build', root, '--outDir', outDir, '--manifest', '--logLevel', 'warn'], appDir, env);
  type Chunk = { file: string; isEntry?: boolean; imports?: string[] };
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const page = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || page.has(chunk.file)) return;
    page.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const files = (await readdir(join(outDir, 'assets'))).filter((name) => name.endsWith('.js')).map((name) => `assets/${name}`);
  const text = new Map(await Promise.all(files.map(async (file) => [file, await readFile(join(outDir, file), 'utf8')] as const)));
  const kB = (file: string): string => (Buffer.byteLength(text.get(file) ?? '') / 1000).toFixed(1);
  const workers = files.filter((file) => /\.worker-[^/]*\.js$/.test(file));
  const problems: string[] = [];
  if (page.size === 0) problems.push('no entry chunk in the manifest');
  for (const file of page) if (text.get(file)?.includes(PLANCK_MARK)) problems.push(`page chunk ${file} (${kB(file)} kB) holds planck`);
  for (const game of ['viking-seesaw', 'viking-valley']) {
    const worker = workers.find((file) => file.startsWith(`assets/${game}.worker-`));
    if (!worker) problems.push(`no ${game} worker among ${files.join(', ')}`);
    else if (!text.get(worker)?.includes(PLANCK_MARK)) problems.push(`the ${game} worker ${worker} lacks planck`);
  }
  if (problems.length) throw new Error(problems.join('; '));
  const later = files.filter((file) => !page.has(file) && !workers.includes(file) && text.get(file)?.includes(PLANCK_MARK));
  const pageKB = [...page].reduce((sum, file) => sum + Buffer.byteLength(text.get(file) ?? ''), 0) / 1000;
  return `page ${pageKB.toFixed(1)} kB in ${page.size} chunk(s); workers ${workers.map((file) => `${file} ${kB(file)} kB`).join(', ')}; later chunks with planck: ${later.map((file) => `${file} ${kB(file)} kB`).join(', ') || 'none'}`;
}

/** Serves `dir` on 127.0.0.1 (a free port). */
async function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(dir, path.endsWith('/') ? `${path}index.html` : path));
      response.writeHead(200, { 'content-type': TYPES[extname(path) || '.html'] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolvePromise) => server.listen(0, '127.0.0.1', resolvePromise));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}/` };
}

/** The version of `name` in the root package-lock.json (what `npm ci` put in npm's cache). */
async function lockedVersion(name: string): Promise<string> {
  const lock = JSON.parse(await readFile(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is not in package-lock.json`);
  return version;
}

/**
 * Starts the game server as the README tells a site owner (`npx @viking-games/server --port N`) in `dir`, where
 * its tarball is installed, and has a colyseus.js client create a Wikingerschafe room there and wait for the
 * room's first state (the protocol of `@viking-games/core`'s kit/online.ts: send `sync`, get `state`).
 * @returns what the server printed and the state's revision and seat
 * @throws {Error} when the server does not start within 60 s or the client gets no state
 */
async function serverFromPackage(dir: string, env: NodeJS.ProcessEnv): Promise<string> {
  const port = await freePort();
  // In a process group of its own: npx runs the server as its child, which a signal to npx alone leaves running (and
  // holding this process's pipes, so it never exits).
  const child = spawn('npx', ['@viking-games/server', '--port', String(port), '--data', join(dir, 'rooms')], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()));
  try {
    const line = await new Promise<string>((resolvePromise, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start in 60 s:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const started = /^Viking Games server: .+$/m.exec(output);
        if (started) {
          clearTimeout(timer);
          resolvePromise(started[0]);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`npx @viking-games/server exited (${code}):\n${output}`));
      });
    });
    const client = join(dir, 'online-client.mjs');
    await writeFile(
      client,
      `import { Client } from 'colyseus.js';
const room = await new Client('http://127.0.0.1:${port}').create('wikingerschafe', { players: 2, seats: ['person', 'heuristic'] });
const state = await new Promise((resolve, reject) => {
  setTimeout(() => reject(new Error('no state in 20 s')), 20_000).unref();
  room.onMessage('state', resolve);
  room.send('sync');
});
console.log(['room', room.roomId, 'revision', String(state.revision), 'seat', String(state.you)].join(' '));
await room.leave();
process.exit(0);
`,
    );
    // Strings only: console.log colours numbers where FORCE_COLOR is set (as under Nx).
    const got = (await run('node', [client], dir, env)).trim();
    if (!/revision \d+ seat 0/.test(got)) throw new Error(`the client got: ${got}`);
    return `${line}; ${got}`;
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await exited;
    child.stdout.destroy();
    child.stderr.destroy();
  }
}

/** A free port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolvePromise) => probe.listen(0, '127.0.0.1', resolvePromise));
  const { port } = probe.address() as { port: number };
  await new Promise((resolvePromise) => probe.close(resolvePromise));
  return port;
}

/**
 * Loads the React app from `vite` (the dev server, which pre-bundles the packages with esbuild: where the
 * decorators of the old packages broke) and checks that its boards render without an error.
 */
async function checkDevServer(browser: Browser, dir: string): Promise<void> {
  const port = await freePort();
  const child = spawn(bin(dir, 'vite'), ['--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: dir,
    env: outsiderEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Vite colours its banner when CI is set (even without a terminal), splitting `:port` with escape codes.
  // eslint-disable-next-line no-control-regex
  const listening = () => output.replace(/\u001b\[[0-9;]*m/g, '').includes(`:${port}`);
  // Settles when vite prints its address (true), exits first (false), or has said nothing of it in 60 s (false).
  const started = new Promise<boolean>((resolvePromise) => {
    const timer = setTimeout(() => resolvePromise(false), 60_000);
    const heard = (chunk: Buffer) => {
      output += chunk.toString();
      if (listening()) {
        clearTimeout(timer);
        resolvePromise(true);
      }
    };
    child.stdout.on('data', heard);
    child.stderr.on('data', heard);
    child.on('exit', () => {
      clearTimeout(timer);
      resolvePromise(listening());
    });
  });
  const page = await browser.newPage();
  try {
    if (!(await started)) throw new Error(`vite did not start:\n${output}`);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load', timeout: 60_000 });
    await boardsRender(page);
    if (errors.length) throw new Error(errors.join(' | '));
  } finally {
    await page.close();
    child.kill('SIGTERM');
  }
}

/** Each board on the page has rendered its table into its shadow root. */
async function boardsRender(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const boards = Array.from(document.querySelectorAll('wikingerschafe-board'));
      return (
        boards.length > 0 && boards.every((board) => (board.shadowRoot?.querySelectorAll('*').length ?? 0) > 20 && board.shadowRoot?.querySelector('#prompt'))
      );
    },
    null,
    { timeout: 20_000 },
  );
}

/** The board's game context as JSON: it changes exactly when a move is made. */
/** Resolves once `board` has rendered what was done to it and the page has drawn it (its inner elements too). */
const rendered = (page: Page, board: string): Promise<void> =>
  page.$eval(board, async (el) => {
    await (el as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });

const position = (page: Page, board: string): Promise<string> =>
  page.$eval(board, (el) => JSON.stringify((el as HTMLElement & { snapshot?: { context: unknown } }).snapshot?.context ?? null));

/**
 * Plays a person's moves on `board` by clicking as a reader would: the step's main button when it is enabled
 * (place, continue, end turn, a reward), else a legal Location (which offers the main "Place" button).
 * @returns the number of clicks that made a move
 */
async function playByClicks(page: Page, board: string, wanted: number): Promise<number> {
  let moves = 0;
  for (let click = 0; click < 40 && moves < wanted; click++) {
    const before = await position(page, board);
    const place = page.locator(`${board} wikingerschafe-location button.place:not([disabled])`);
    const primary = page.locator(`${board} button[data-primary]:not([disabled])`);
    // Nothing to click while a bot or an animation has the turn: wait for a button (up to 10 s).
    await primary
      .or(place)
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    if ((await primary.count()) > 0) await primary.first().click({ timeout: 10_000 });
    else if ((await place.count()) > 0) await place.first().click({ timeout: 10_000 });
    await rendered(page, board);
    if ((await position(page, board)) !== before) moves++;
  }
  if (moves < wanted) throw new Error(`${board}: only ${moves} of ${wanted} moves made by clicking`);
  return moves;
}

/**
 * The position after `clicks` clicks on the statechart panel's first move button, computed in the node
 * example's folder with the packed core: what a board continued from the panel must show.
 */
async function expectedPanelContext(nodeDir: string, clicks: number): Promise<string> {
  const script = `
    import { createActor } from 'xstate';
    import { parseSeats } from '@viking-games/core/kit';
    import { wikingerschafe } from '@viking-games/core/wikingerschafe';
    const input = wikingerschafe.createInput({ players: 2, seats: parseSeats('human,human', []), seed: 42 });
    const actor = createActor(wikingerschafe.machine, { input }).start();
    for (let i = 0; i < ${clicks}; i++) {
      const snapshot = actor.getSnapshot();
      actor.send(wikingerschafe.legalMoves(snapshot, wikingerschafe.toAct(snapshot)[0])[0]);
    }
    process.stdout.write(JSON.stringify(actor.getSnapshot().context));`;
  return run('node', ['--input-type=module', '-e', script], nodeDir, outsiderEnv());
}

/** Open modal dialogs anywhere on the page, shadow roots included (a board's end screen is one). */
/** Checks `test` at each frame the page draws until it holds (true) or `ms` have passed (false). */
async function until(page: Page, test: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await page.evaluate(() => new Promise((done) => requestAnimationFrame(done))))
    if (await test()) return true;
  return false;
}

const openModals = (page: Page): Promise<number> =>
  page.evaluate(() => {
    // A loop, not a recursive helper: tsx would wrap a named inner function in a helper the page lacks.
    let count = 0;
    const roots: (Document | ShadowRoot)[] = [document];
    for (let root = roots.pop(); root; root = roots.pop()) {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el instanceof HTMLDialogElement && el.open && el.matches(':modal')) count++;
        if (el.shadowRoot) roots.push(el.shadowRoot);
      }
    }
    return count;
  });

/**
 * The server-rendered page (examples/react/ssr): React's development build hydrates it with the board already
 * defined; no console error (React reports a hydration mismatch there, e.g. attributes a board wrote onto its own
 * tag) and no recoverable error, and the all-bot game's `game-over` reaches the page's code through its ref.
 */
async function checkHydration(browser: Browser, url: string): Promise<void> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) errors.push(`${response.status()} ${response.url()}`);
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => /Game over: .+ won/.test(document.querySelector('[data-testid=ssr-status]')?.textContent ?? ''), null, {
      timeout: 150_000,
    });
    const recoverable = await page.evaluate(() => (window as unknown as { hydrationErrors?: string[] }).hydrationErrors ?? ['client.js did not run']);
    errors.push(...recoverable.map((e) => `hydration: ${e}`));
    if (errors.length) throw new Error(errors.join(' | '));
  } finally {
    await page.close();
  }
}

interface PageOptions {
  /** The board a person plays by clicking. */
  readonly human: string;
  /** The button that starts the all-bot game, and the text that reports its `game-over`. */
  readonly watch: string;
  readonly botsStatus: string;
  /** The statechart panel (React, Vue), checked against positions computed in the node example's folder. */
  readonly panel?: { readonly nodeDir: string };
  /** A Wilde Wikinger board rendered before its module is loaded (React). */
  readonly late?: boolean;
}

/** The browser checks of one app. */
async function checkPage(browser: Browser, app: string, url: string, options: PageOptions): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  page.setDefaultTimeout(30_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // Failed requests are reported with their address by the response handler.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) errors.push(`${response.status()} ${response.url()}`);
  });
  try {
    const loaded = await check(`${app}: the page loads`, () => page.goto(url, { waitUntil: 'load', timeout: 60_000 }));
    if (loaded === undefined) return;
    await check(`${app}: every board renders`, () => boardsRender(page));
    await check(`${app}: game-over reaches the page in an all-bot game`, async () => {
      await page.locator(options.watch).click();
      await page.waitForFunction((selector) => /Game over: .+ won/.test(document.querySelector(selector)?.textContent ?? ''), options.botsStatus, {
        timeout: 150_000,
      });
      // The end screen opens as a modal dialog: close it as a reader would, with Escape.
      await until(page, async () => (await openModals(page)) > 0, 5000);
      for (let i = 0; i < 3 && (await openModals(page)) > 0; i++) {
        const open = await openModals(page);
        await page.keyboard.press('Escape');
        await until(page, async () => (await openModals(page)) < open, 2000);
      }
      if ((await openModals(page)) > 0) throw new Error('the end screen did not close on Escape');
    });
    await check(`${app}: a person's moves by clicking`, () => playByClicks(page, options.human, 3));
    const panel = options.panel;
    if (panel) {
      await check(`${app}: the statechart panel plays moves`, async () => {
        for (let i = 0; i < 5; i++) await page.locator('[data-testid=panel-moves] button').first().click();
        await page.waitForFunction(() => /Moves made: 5\./.test(document.querySelector('[data-testid=panel-status]')?.textContent ?? ''), null, {
          timeout: 5000,
        });
      });
      await check(`${app}: a board continues the panel's game from its snapshot property`, async () => {
        const board = '[data-testid=continued-board]';
        const fresh = await position(page, board);
        await page.locator('[data-testid=continue]').click();
        await page.waitForFunction((selector) => document.querySelector(selector)?.shadowRoot?.querySelector('#prompt'), board);
        const [shown, expected] = [await position(page, board), await expectedPanelContext(panel.nodeDir, 5)];
        if (shown === fresh) throw new Error('the board still shows its own new game');
        if (shown !== expected) throw new Error(`the board shows another position than the panel's: ${shown.slice(0, 200)}...`);
      });
    }
    if (options.late) {
      await check(`${app}: a board rendered before its definition loads takes its props`, async () => {
        const board = '[data-testid=late-board]';
        await page.locator('[data-testid=load-late]').click();
        await page.waitForFunction((selector) => document.querySelector(selector)?.shadowRoot?.querySelector('#prompt'), board, { timeout: 60_000 });
        const props = await page.$eval(board, (el) => {
          const { botDelay, players, seats } = el as HTMLElement & { botDelay?: number; players?: number | string; seats?: string };
          return { botDelay, players, seats };
        });
        if (props.botDelay !== 0 || Number(props.players) !== 2 || props.seats !== 'human,heuristic') throw new Error(`the board has ${JSON.stringify(props)}`);
      });
    }
    await check(`${app}: no page or console errors`, async () => {
      if (errors.length) throw new Error(errors.join(' | '));
    });
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const started = performance.now();
  const work = await mkdtemp(join(tmpdir(), 'viking-games-examples-'));
  const env = outsiderEnv();
  console.log(`examples-smoke: working in ${work}`);
  const servers: Server[] = [];
  let browser: Browser | undefined;
  try {
    if (!args.includes('--no-build')) {
      const built = await check('build the packages', async () => {
        await run('npm', ['run', 'analyze', '--silent'], ROOT);
        await run('npm', ['run', 'build', '-w', '@viking-games/core', '-w', '@viking-games/ui', '-w', '@viking-games/server'], ROOT);
      });
      if (built === undefined) return;
    }

    await check('examples pin the versions of the root package-lock.json', async () => {
      const lock = JSON.parse(await readFile(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
      const drift: string[] = [];
      for (const name of ['react', 'vue', 'node']) {
        const manifest = JSON.parse(await readFile(join(EXAMPLES, name, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
        for (const [dep, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
          if (dep.startsWith('@viking-games/')) continue;
          const locked = lock.packages[`node_modules/${dep}`]?.version;
          if (locked !== version) drift.push(`examples/${name}: ${dep} ${version}, lock ${locked ?? 'none'}`);
        }
      }
      if (drift.length) throw new Error(drift.join('; '));
    });

    const tarballs = join(work, 'tarballs');
    await mkdir(tarballs);
    const packed = await check('npm pack core, ui and server, with what a consumer needs', async () => {
      const out = await run(
        'npm',
        ['pack', '-w', '@viking-games/core', '-w', '@viking-games/ui', '-w', '@viking-games/server', '--pack-destination', tarballs, '--json', '--silent'],
        ROOT,
      );
      const files = JSON.parse(out.slice(out.indexOf('['))) as { name: string; filename: string; files: { path: string }[] }[];
      const byName = new Map(files.map((f) => [f.name, f]));
      const core = byName.get('@viking-games/core');
      const ui = byName.get('@viking-games/ui');
      const server = byName.get('@viking-games/server');
      if (!core || !ui || !server) throw new Error(`npm pack made ${files.map((f) => f.name).join(', ')}`);
      for (const [pkg, wanted] of [
        [core, CORE_FILES],
        [ui, UI_FILES],
        [server, ['package/dist/cli.js', 'package/dist/index.js']],
      ] as const) {
        const paths = new Set(pkg.files.map((f) => `package/${f.path}`));
        const missing = wanted.filter((path) => !paths.has(path));
        if (missing.length) throw new Error(`${pkg.name} tarball lacks ${missing.join(', ')}`);
      }
      return { core: join(tarballs, core.filename), ui: join(tarballs, ui.filename), server: join(tarballs, server.filename) };
    });
    if (!packed) return;

    const apps = join(work, 'apps');
    await mkdir(apps);
    const install = (name: string, packages: readonly string[]) =>
      check(`${name}: npm install of the tarballs and its own dependencies`, async () => {
        const dir = await copyExample(name, apps);
        await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...packages], dir, env);
        return dir;
      });
    // Each app's install, then its own checks, the three apps side by side: the installs wait on the disk more
    // than on the CPU, and the node game, the React build and the Vue build (each mostly one thread) share the cores.
    const svelte = install('svelte', [packed.core, packed.ui]).then(async (dir) => {
      if (!dir) return;
      await check("svelte: svelte-check with @viking-games/ui/svelte types the props and events (refuses exactly Refused.svelte's three)", async () => {
        // svelte-check exits 1 on the refused file's errors: its report is the command's output either way.
        const out = await run(bin(dir, 'svelte-check'), ['--tsconfig', './tsconfig.json', '--output', 'machine'], dir, env).catch(
          (error: Error) => error.message,
        );
        const errors = out.split('\n').filter((line) => / ERROR /.test(line));
        const refused = errors.filter((line) => line.includes('src/Refused.svelte'));
        const others = errors.filter((line) => !line.includes('src/Refused.svelte'));
        if (others.length || refused.length !== 3) throw new Error(`expected the 3 errors of Refused.svelte only, got:\n${errors.join('\n') || out}`);
      });
    });
    const [[nodeDir], [reactDir, reactBuilt, reactSsr], [, vueBuilt]] = await Promise.all([
      install('node', [packed.core, packed.server, `colyseus.js@${await lockedVersion('colyseus.js')}`]).then(async (dir) => {
        if (dir) {
          await check('server: `npx @viking-games/server --port N` from the installed tarball serves a room a colyseus.js client creates', async () => {
            console.log(`        ${await serverFromPackage(dir, env)}`);
          });
          await check('node: node play.mjs plays every game and prints the score sheets', async () => {
            const out = await run('node', ['play.mjs'], dir, env);
            for (const game of gameIds) {
              if (!new RegExp(`^final scores ${game}: .+ \\d+`, 'm').test(out)) throw new Error(`no final scores for ${game} in:\n${out}`);
            }
            console.log(out.replace(/^/gm, '        ').trimEnd());
          });
        }
        return [dir] as const;
      }),
      install('react', [packed.core, packed.ui]).then(async (dir) => {
        const built = dir
          ? await check('react: tsc --noEmit (strict, JSX typings) and vite build', async () => {
              await run(bin(dir, 'tsc'), ['--noEmit'], dir, env);
              await run(bin(dir, 'vite'), ['build', '--logLevel', 'warn'], dir, env);
              return join(dir, 'dist');
            })
          : undefined;
        if (dir) {
          await check('physics: a vite page of only the See-Saw and Valley boards has planck in their workers, not on the page', async () => {
            console.log(`        ${await physicsOnlyInWorkers(dir, env)}`);
          });
        }
        // The README's server-rendering recipe: rendered by react-dom/server, bundled with its hydration script in
        // React's development build (which reports hydration mismatches), into dist-ssr.
        const ssr = dir
          ? await check('react: server rendering (react-dom/server) and its hydration page built', async () => {
              await run('node', ['ssr/render.mjs'], dir, env);
              const development = { ...env, NODE_ENV: 'development' };
              await run(
                bin(dir, 'vite'),
                ['build', 'ssr', '--outDir', '../dist-ssr', '--emptyOutDir', '--mode', 'development', '--logLevel', 'error'],
                dir,
                development,
              );
              return join(dir, 'dist-ssr');
            })
          : undefined;
        return [dir, built, ssr] as const;
      }),
      install('vue', [packed.core, packed.ui]).then(async (dir) => {
        const built = dir
          ? await check('vue: vue-tsc --noEmit and vite build', async () => {
              await run(bin(dir, 'vue-tsc'), ['--noEmit'], dir, env);
              await run(bin(dir, 'vite'), ['build', '--logLevel', 'warn'], dir, env);
              return join(dir, 'dist');
            })
          : undefined;
        return [dir, built] as const;
      }),
    ]);
    await svelte;
    const htmlDir = reactDir
      ? await check('html: the page with the CDN file copied from node_modules', async () => {
          const dir = await copyExample('html', apps);
          await cp(join(reactDir, 'node_modules', '@viking-games', 'ui', 'dist', 'cdn', 'wikingerschafe.js'), join(dir, 'wikingerschafe.js'));
          // With its chunks/ folder: the board loads its reward picker and scoring from there when they are needed.
          await cp(join(reactDir, 'node_modules', '@viking-games', 'ui', 'dist', 'cdn', 'chunks'), join(dir, 'chunks'), { recursive: true });
          return dir;
        })
      : undefined;

    const executablePath = findChrome();
    if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROME_PATH');
    const launched = await chromium.launch({ executablePath, args: chromeArgs().filter((a) => !a.startsWith('--headless')) });
    browser = launched;
    const panel = nodeDir ? { nodeDir } : undefined;
    const testIds = { human: '[data-testid=human-board]', watch: '[data-testid=watch]', botsStatus: '[data-testid=bots-status]', panel };
    const pages: [string, string | undefined, PageOptions][] = [
      ['react', reactBuilt, { ...testIds, late: true }],
      ['vue', vueBuilt, testIds],
      ['html', htmlDir, { human: '#play', watch: '#watch', botsStatus: '#bots-status' }],
    ];
    // The dev server and the pages are checked side by side: most of the time goes to each page's all-bot game,
    // in its own renderer.
    const devServer = reactBuilt && reactDir ? check('react: the app runs in vite dev too', () => checkDevServer(launched, reactDir)) : undefined;
    const hydrated = reactSsr
      ? check('react: the server-rendered page hydrates without a mismatch and game-over reaches its code (a ref)', async () => {
          const { server, url } = await serve(reactSsr);
          servers.push(server);
          await checkHydration(launched, url);
        })
      : undefined;
    const settled = await Promise.allSettled(
      pages.map(async ([app, dir, options]) => {
        if (!dir) return;
        const { server, url } = await serve(dir);
        servers.push(server);
        await checkPage(launched, app, url, options);
      }),
    );
    await devServer;
    await hydrated;
    for (const [i, outcome] of settled.entries()) {
      if (outcome.status === 'rejected') {
        results.push({ name: `${pages[i][0]}: browser checks`, ok: false, ms: 0 });
        console.log(`  FAIL  ${pages[i][0]}: browser checks: ${String(outcome.reason)}`);
      }
    }
  } catch (error) {
    results.push({ name: 'examples-smoke', ok: false, ms: 0 });
    console.log(`  FAIL  ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await browser?.close();
    for (const server of servers) server.close();
    if (args.includes('--keep')) console.log(`examples-smoke: kept ${work}`);
    else await rm(work, { recursive: true, force: true });
    const failed = results.filter((r) => !r.ok).length;
    console.log(`examples-smoke: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    console.log(`examples-smoke: ${results.length - failed} passed, ${failed} failed`);
    if (failed > 0 || results.length === 0) process.exitCode = 1;
  }
}

await main();
