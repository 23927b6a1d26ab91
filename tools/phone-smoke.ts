/**
 * Phone check of the built docs site: every game page at 320 x 700, 360 x 740 and 1200 x 900 in the system
 * Chromium. A page fails when it scrolls sideways (the document or the board wider than the screen), or when,
 * on a 360 x 740 phone, the line that says who acts (the prompt), what just happened under it (part `recent`,
 * when shown) and the control the prompt points to (the first shown `[data-place]` or `[data-primary]` of the
 * board: a Location to place on, Roll, a piece) are not in the first view.
 * On a phone, the API tables under a board must not scroll sideways either (their rows stack as cards), and the
 * way to play online ("online, each on their own device", above the board) is in the first view and, tapped, makes
 * the board offer "Play online".
 * Every page, the home page too, also gets an axe audit (WCAG 2.1 A and AA rules) at 360 and 1200 px, and
 * every CSS part the element documents (packages/ui/custom-elements.json) must take a `::part()` rule from
 * the page: a part inside a nested element without `exportparts` would not.
 *
 *   npx tsx tools/phone-smoke.ts                 # apps/docs/dist (npx nx run docs:build)
 *   npx tsx tools/phone-smoke.ts --write         # also writes docs/screenshots/<page>-<width>.png (360 and 1200;
 *                                                # quantized with pngquant where it is installed)
 *
 * The screenshots are the ones the README links to; refresh them with --write after a visual change.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { gameRegistry } from '@viking-games/core/registry';
import { chromeArgs, findChrome } from './find-chrome.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = join(ROOT, 'apps/docs/dist');
const SHOTS = join(ROOT, 'docs/screenshots');
const WRITE = process.argv.includes('--write');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const MANIFEST = join(ROOT, 'packages/ui/custom-elements.json');

/** The CSS parts each element documents, from the manifest. */
async function documentedParts(): Promise<Map<string, string[]>> {
  const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as { modules: { declarations?: { tagName?: string; cssParts?: { name: string }[] }[] }[] };
  const parts = new Map<string, string[]>();
  for (const declaration of manifest.modules.flatMap((m) => m.declarations ?? [])) {
    if (declaration.tagName)
      parts.set(
        declaration.tagName,
        (declaration.cssParts ?? []).map((p) => p.name),
      );
  }
  return parts;
}

/**
 * Parts that exist only at some moments of a game, so not on a freshly loaded page: each with when it shows.
 * They are still checked where they are drawn (as direct parts of the board's own template).
 */
const LATER: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // Every board's panels for trouble (the shared base draws them as its own direct parts).
  '*': {
    error: 'when something inside the board fails',
    conflict: 'when another tab continued the same saved game',
    'take-back': 'after a move that may be taken back',
    'take-back-refused': 'after Ctrl+Z with nothing to take back',
    recent: 'after the first move',
    tutorial: 'while the guided first game runs ("Learn to play")',
    'tutorial-target': 'while the guided first game points at a control',
  },
  'wilde-wikinger-board': { result: 'after a roll or a raid', pass: 'between two people in hot-seat' },
  'viking-seesaw': { aim: 'while a person holds a piece' },
};

/**
 * The documented parts of `tag` that a page's `::part()` rule does not reach: a rule gives each part a marker
 * outline colour, and some element in the board's shadow trees must show it. Parts shown only later in a
 * game (an end screen) are rendered from the start, hidden, so they count too.
 */
async function unstyledParts(page: import('playwright-core').Page, tag: string, parts: readonly string[]): Promise<string[]> {
  await page.addStyleTag({ content: parts.map((p, i) => `${tag}::part(${p}) { outline-color: rgb(1, 2, ${i + 3}) !important; }`).join('\n') });
  let missing = await partsWithoutStyle(page, tag, parts);
  // A board still rendering its first frame under load: look again at each frame it draws, for up to 10 s.
  for (const end = Date.now() + 10_000; missing.length && Date.now() < end; missing = await partsWithoutStyle(page, tag, parts)) await nextFrame(page);
  return missing;
}

/** Resolves after the page has drawn its next frame. */
function nextFrame(page: import('playwright-core').Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
}

/**
 * Waits until the board's layout holds still: its box and its prompt's the same in two frames running (the
 * board's inner elements render after it, a font may swap in). Gives up after 10 s and lets the checks report.
 */
async function layoutSettled(page: import('playwright-core').Page, tag: string): Promise<void> {
  const layout = () =>
    page.evaluate((t) => {
      const board = document.querySelector(t)!;
      const box = board.getBoundingClientRect();
      const prompt = board.shadowRoot!.querySelector('#prompt')!.getBoundingClientRect();
      return [document.documentElement.scrollWidth, box.top, box.right, box.height, prompt.bottom, window.scrollY].join();
    }, tag);
  let before = await layout();
  for (const end = Date.now() + 10_000; Date.now() < end;) {
    await nextFrame(page);
    const now = await layout();
    if (now === before) return;
    before = now;
  }
}

/** The parts whose `::part()` rule (the outline colour unstyledParts set) reaches no element in the board. */
function partsWithoutStyle(page: import('playwright-core').Page, tag: string, parts: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ tag, parts }) => {
      // A loop, not a named helper: the bundler's name-keeping wrapper does not exist in the page.
      const seen = new Set<string>();
      const roots: ShadowRoot[] = [document.querySelector(tag)!.shadowRoot!];
      while (roots.length) {
        for (const el of Array.from(roots.pop()!.querySelectorAll('*'))) {
          seen.add(getComputedStyle(el).outlineColor);
          if (el.shadowRoot) roots.push(el.shadowRoot);
        }
      }
      return parts.filter((_, i) => !seen.has(`rgb(1, 2, ${i + 3})`));
    },
    { tag, parts },
  );
}

/** Writes a screenshot for the README, quantized with pngquant where it is installed (a third of the bytes). */
async function writeShot(page: import('playwright-core').Page, path: string): Promise<void> {
  await page.screenshot({ path });
  const quantized = spawnSync('pngquant', ['--force', '--skip-if-larger', '--quality', '70-95', '--output', path, path]);
  if (quantized.error) console.warn(`phone-smoke: ${path} left as is (pngquant: ${quantized.error.message})`);
}

/** axe's violations on the page (shadow roots included), one line each. */
async function audit(page: import('playwright-core').Page): Promise<string[]> {
  // The docs sections under a board are content-visibility: auto, not painted until they near the screen, where
  // axe cannot see their colours: audit them as a reader sees them, rendered, with the API tables loaded (they
  // load as the reader scrolls near them).
  await page.addStyleTag({ content: '.doc { content-visibility: visible !important; }' });
  if (await page.$('#api-tables')) {
    await page.evaluate(() => document.querySelector('#api-tables')!.scrollIntoView());
    await page.waitForSelector('#api-tables table');
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.nodes.length}: ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join(', ')})`,
    );
  });
}

/** Each game page and its element. */
const PAGES = gameRegistry.map(({ id, tag }) => ({ page: id, tag }));

/** Screens: a small phone, a common phone (the first-view check), a laptop. */
const SCREENS = [
  { width: 320, height: 700, firstView: false, shot: false },
  { width: 360, height: 740, firstView: true, shot: true },
  { width: 1200, height: 900, firstView: false, shot: true },
] as const;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

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
  const parts = await documentedParts();
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
        const context = await browser.newContext({
          viewport: { width: screen.width, height: screen.height },
          hasTouch: screen.width < 800,
          isMobile: screen.width < 800,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${port}/${name}.html`);
        await page.waitForFunction((t) => !!document.querySelector(t)?.shadowRoot?.querySelector('#prompt'), tag, { timeout: 20_000 });
        await layoutSettled(page, tag);
        const m = await page.evaluate((t) => {
          const board = document.querySelector(t)!;
          const prompt = board.shadowRoot!.querySelector('#prompt')!.getBoundingClientRect();
          const box = board.getBoundingClientRect();
          const recent = board.shadowRoot!.querySelector('[part~="recent"]')?.getBoundingClientRect();
          // The control the prompt points to: the first shown, in the board's shadow trees (a loop: no named helper in the page).
          let target: DOMRect | undefined;
          for (const selector of ['[data-place]', '[data-primary]']) {
            const roots: ShadowRoot[] = [board.shadowRoot!];
            while (roots.length && !target) {
              const root = roots.shift()!;
              target = Array.from(root.querySelectorAll(selector))
                .map((el) => el.getBoundingClientRect())
                .find((r) => r.width > 0 && r.height > 0);
              for (const el of Array.from(root.querySelectorAll('*'))) if (el.shadowRoot) roots.push(el.shadowRoot);
            }
            if (target) break;
          }
          return {
            recentBottom: recent ? Math.round(recent.bottom + window.scrollY) : undefined,
            target: target ? [Math.round(target.top + window.scrollY), Math.round(target.bottom + window.scrollY)] : undefined,
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
        if (screen.firstView && m.promptBottom > screen.height)
          failures.push(`${where}: the prompt ends at ${m.promptBottom} px, below the first view (${screen.height} px); the board starts at ${m.boardTop} px`);
        if (screen.firstView && m.recentBottom !== undefined && m.recentBottom > screen.height)
          failures.push(`${where}: what just happened (part recent) ends at ${m.recentBottom} px, below the first view (${screen.height} px)`);
        if (screen.firstView && m.target && (m.target[0] < 0 || m.target[1] > screen.height))
          failures.push(`${where}: the control the prompt points to spans ${m.target.join(' to ')} px, not in the first view (${screen.height} px)`);
        console.log(
          `${where}: page ${m.docWidth} px wide, board from ${m.boardTop} px, prompt ends at ${m.promptBottom} px` +
            (m.recentBottom !== undefined ? `, just now ends at ${m.recentBottom} px` : '') +
            (m.target ? `, the control it points to spans ${m.target.join(' to ')} px` : ''),
        );
        if (screen.shot) {
          checks++;
          for (const v of await audit(page)) failures.push(`${where}: axe ${v}`);
          // The audit loaded the API tables: on a phone their rows stack, with nothing to scroll sideways.
          if (screen.width < 640) {
            const wide = await page.evaluate(() =>
              Array.from(document.querySelectorAll<HTMLElement>('#api-tables .table-wrap'))
                .filter((t) => t.scrollWidth > t.clientWidth + 1)
                .map((t) => `${t.getAttribute('aria-label')} ${t.scrollWidth} px`),
            );
            if (wide.length) failures.push(`${where}: API tables scroll sideways: ${wide.join(', ')}`);
          }
        }
        if (screen.width === 1200) {
          checks++;
          const documented = (parts.get(tag) ?? []).filter((p) => !LATER[tag]?.[p] && !LATER['*'][p]);
          if (documented.length === 0) failures.push(`${where}: no CSS parts documented for <${tag}> in the manifest`);
          const missing = await unstyledParts(page, tag, documented);
          if (missing.length) failures.push(`${where}: documented parts a page cannot style (::part does not reach them): ${missing.join(', ')}`);
        }
        if (WRITE && screen.shot) await writeShot(page, join(SHOTS, `${name}-${screen.width}.png`));
        if (screen.firstView) {
          // Online play is offered above the board, in the first view, and a tap on it makes the board offer "Play online".
          checks++;
          const online = page.locator('.ways [data-action=online]');
          const box = await online.boundingBox();
          if (!box || box.y + box.height > screen.height) failures.push(`${where}: "online, each on their own device" is not in the first view`);
          else {
            await online.tap();
            const offered = await page
              .locator(tag)
              .locator('[data-action=play-online]')
              .waitFor({ timeout: 15_000 })
              .then(
                () => true,
                () => false,
              );
            if (!offered) failures.push(`${where}: a tap on "online, each on their own device" did not make the board offer "Play online"`);
          }
        }
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
