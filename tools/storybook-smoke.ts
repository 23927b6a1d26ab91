/**
 * Storybook smoke test: loads every story of the built Storybook (dist/storybook, from
 * `npm run build-storybook`) in the system Chromium and fails on a story that throws, logs an error,
 * or renders nothing. Then, as a developer browsing it would:
 * - controls: on the first story of each element's stories (the boards, the die), URL args
 *   (`&args=seed:42;players:2`) reach the element, and changing each control (as the Controls panel does)
 *   changes the element's attribute and property, in place; a board starts a new game when its table changes;
 * - the docs table: no private or internal member, one row per attribute/property (not `botDelay` and
 *   `bot-delay`) and per public method (`newGame()`, `takeBack()`, `resolveMove()`, with its signature),
 *   and every public field of an element in custom-elements.json is documented public API;
 * - teardown: leaving a playing story for its Docs page, or a Docs page for a story, disconnects the boards
 *   that were shown, and they stop (no actor, no more turns).
 * - moments: each game's start, a decision, a scoring and its end (MOMENTS, a story each) have no horizontal
 *   overflow at 320, 360 and 1200 px (the document no wider than the screen, the board's content no wider
 *   than the board), the viewport resized around the story already loaded; with `--write` each moment at each
 *   width is written to docs/screenshots/<game>-<moment>-<width>.png (the board alone), the images the README's
 *   table links, and the check fails when one of them is missing or not linked.
 * Run by the tools project's `test` target after the build.
 *
 *   npx tsx tools/storybook-smoke.ts [dist/storybook]
 *   npx tsx tools/storybook-smoke.ts --write [--only-moments]   # also (or only) the moments, and their screenshots
 */
import { createServer } from 'node:http';
import { mkdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { gameRegistry, type GameId } from '@viking-games/core/registry';
import { chromeArgs, findChrome } from './find-chrome.mjs';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

async function main(): Promise<void> {
  const dir = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist/storybook';
  const write = process.argv.includes('--write');
  const onlyMoments = process.argv.includes('--only-moments');
  if (!existsSync(join(dir, 'index.json'))) throw new Error(`${dir}/index.json not found: run npm run build-storybook first`);
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROME_PATH');

  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(dir, path.endsWith('/') ? `${path}index.html` : path));
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; type: string; title: string; name: string }>;
  };
  const momentOf = new Map(MOMENTS.map((moment) => [moment.story, moment]));
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && (!onlyMoments || momentOf.has(entry.id)));
  const moments = new MomentCheck(write);
  const browser = await chromium.launch({ executablePath, args: chromeArgs().filter((a) => !a.startsWith('--headless')) });
  const failures: string[] = [];
  let checks = stories.length;
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    let reduced = false;
    // The preview loaded last (by title) and whether its last story passed: see `showStory`.
    let loaded: { title: string; clean: boolean } | undefined;
    for (const story of stories) {
      // A moment's story plays without animating (as with prefers-reduced-motion): it settles sooner, and its screenshot is still.
      const moment = momentOf.get(story.id);
      if (!!moment !== reduced) await page.emulateMedia({ reducedMotion: moment ? 'reduce' : null });
      reduced = !!moment;
      const errors: string[] = [];
      const onConsole = (message: { type(): string; text(): string }) => {
        // Failed requests are reported with their address by onResponse.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      };
      const onResponse = (response: { status(): number; url(): string }) => {
        if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) errors.push(`${response.status()} ${response.url()}`);
      };
      const onError = (error: Error) => errors.push(error.message);
      page.on('console', onConsole);
      page.on('pageerror', onError);
      page.on('response', onResponse);
      const fresh = !loaded?.clean || loaded.title !== story.title || !!moment;
      await showStory(page, `http://127.0.0.1:${port}`, story.id, fresh);
      const shown = await page.evaluate(() => {
        const root = document.querySelector('#storybook-root');
        const failed = document.body.classList.contains('sb-show-errordisplay');
        const box = root?.getBoundingClientRect();
        return { failed, height: box?.height ?? 0 };
      });
      page.off('console', onConsole);
      page.off('pageerror', onError);
      page.off('response', onResponse);
      if (shown.failed) errors.push('Storybook shows its error display');
      if (shown.height < 10) errors.push('renders nothing');
      if (moment && !errors.length) await moments.check(page, moment);
      if (errors.length) failures.push(`${story.title} / ${story.name}: ${errors.join(' | ')}`);
      loaded = { title: story.title, clean: !errors.length };
    }
    const momentResult = await moments.finish(MOMENTS.filter((moment) => !stories.some((story) => story.id === moment.story)));
    checks += momentResult.checks;
    failures.push(...momentResult.failures);
    if (reduced) await page.emulateMedia({ reducedMotion: null });
    if (!onlyMoments) {
      const manifest = JSON.parse(await readFile('packages/ui/custom-elements.json', 'utf8')) as Manifest;
      for (const result of [
        checkManifest(manifest),
        await checkControls(page, `http://127.0.0.1:${port}`, index.entries, manifest),
        await checkTeardown(page, `http://127.0.0.1:${port}`, index.entries),
      ]) {
        checks += result.checks;
        failures.push(...result.failures);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  for (const failure of failures) console.error(failure);
  console.log(`storybook: ${checks - failures.length} passed, ${failures.length} failed`);
  if (failures.length) process.exitCode = 1;
}

/**
 * Shows a story in the page and waits until it has rendered and settled. `fresh`: loads the preview at the
 * story's URL (as a link to it does); else selects the story in the preview already loaded, as Storybook's
 * sidebar does (the previous story is torn down first), which skips loading and starting the whole preview
 * (about 1 s a story). The first story of each title, each moment, and the story after a failure are loaded
 * fresh, so every stories file is still opened by URL and a failure cannot leak into the next story.
 * Settled: Storybook's render finished (or its error display shows), every Lit element in the story has
 * finished its update, and two frames have passed.
 */
async function showStory(page: Page, base: string, id: string, fresh: boolean): Promise<void> {
  if (fresh) {
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`, { waitUntil: 'load' });
    await page
      .waitForFunction(() => document.querySelector('#storybook-root')?.children.length || document.querySelector('.sb-show-errordisplay'), null, {
        timeout: 15000,
      })
      .catch(() => undefined);
  } else {
    await page.evaluate((storyId) => {
      const w = window as unknown as PreviewWindow & { __finished?: string[] };
      if (!w.__finished) {
        w.__finished = [];
        w.__STORYBOOK_PREVIEW__.channel.on('storyFinished', (event: unknown) => w.__finished!.push((event as { storyId: string }).storyId));
      }
      w.__finished.length = 0;
      w.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
    await page
      .waitForFunction(
        (storyId) => (window as unknown as { __finished: string[] }).__finished.includes(storyId) || document.querySelector('.sb-show-errordisplay'),
        id,
        { timeout: 15000 },
      )
      .catch(() => undefined);
  }
  await page
    .evaluate(async () => {
      // Every element of the story (shadow trees included) that has a pending Lit update, until none has.
      for (let round = 0; round < 10; round++) {
        const pending: Promise<unknown>[] = [];
        const roots: ParentNode[] = [document.querySelector('#storybook-root') ?? document];
        while (roots.length) {
          for (const el of Array.from(roots.pop()!.querySelectorAll('*'))) {
            const lit = el as Element & { isUpdatePending?: boolean; updateComplete?: Promise<unknown> };
            if (lit.isUpdatePending && lit.updateComplete) pending.push(lit.updateComplete);
            if (el.shadowRoot) roots.push(el.shadowRoot);
          }
        }
        if (!pending.length) break;
        await Promise.all(pending);
      }
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    })
    .catch(() => undefined);
}

// Moments at phone and laptop widths

/** A game's moment: the story that shows it, and what must be on screen (selectors in the board's shadow trees) once it has settled. */
interface Moment {
  game: GameId;
  tag: string;
  moment: 'start' | 'decision' | 'scoring' | 'end';
  story: string;
  shows: string[];
}

const END = 'vg-dialog[part="end-screen"][open]';

/**
 * Each game's main moments: the start, a person's decision, a scoring and the end screen, each reached by
 * replaying real events from a seed (the generated state stories, or a Board story that replays into a
 * person's seat where no state story shows a person to act).
 */
export const MOMENTS: readonly Moment[] = [
  { game: 'wikingerschafe', tag: 'wikingerschafe-board', moment: 'start', story: 'wikingerschafe-states--turn-rolling', shows: ['[part="action"] button'] },
  {
    game: 'wikingerschafe',
    tag: 'wikingerschafe-board',
    moment: 'decision',
    story: 'wikingerschafe-states--turn-rewarding',
    shows: ['[part="action"] .choices button'],
  },
  {
    game: 'wikingerschafe',
    tag: 'wikingerschafe-board',
    moment: 'scoring',
    story: 'wikingerschafe-states--round-scoring',
    shows: ['[part="action"] button[data-primary]'],
  },
  { game: 'wikingerschafe', tag: 'wikingerschafe-board', moment: 'end', story: 'wikingerschafe-states--game-over', shows: [END] },
  {
    game: 'wilde-wikinger',
    tag: 'wilde-wikinger-board',
    moment: 'start',
    story: 'wilde-wikinger-board--against-two-bots',
    shows: ['[part~="action"] button[data-primary]'],
  },
  {
    game: 'wilde-wikinger',
    tag: 'wilde-wikinger-board',
    moment: 'decision',
    story: 'wilde-wikinger-board--auction-bid',
    shows: ['[part~="action"] .high', '[part~="action"] button[data-primary]'],
  },
  { game: 'wilde-wikinger', tag: 'wilde-wikinger-board', moment: 'scoring', story: 'wilde-wikinger-board--raid-result', shows: ['[part="result"] .reveal'] },
  { game: 'wilde-wikinger', tag: 'wilde-wikinger-board', moment: 'end', story: 'wilde-wikinger-states--game-over', shows: [END] },
  { game: 'viking-seesaw', tag: 'viking-seesaw', moment: 'start', story: 'viking-see-saw-states--placing', shows: ['viking-seesaw-tray[interactive]'] },
  {
    game: 'viking-seesaw',
    tag: 'viking-seesaw',
    moment: 'decision',
    story: 'viking-see-saw-board--aiming-a-piece',
    shows: ['[part="aim"] button[data-primary]'],
  },
  {
    game: 'viking-seesaw',
    tag: 'viking-seesaw',
    moment: 'scoring',
    story: 'viking-see-saw-states--retrying',
    shows: ['[part="result"]:is(.tilted, .spilled)', 'viking-seesaw-tray[interactive]'],
  },
  { game: 'viking-seesaw', tag: 'viking-seesaw', moment: 'end', story: 'viking-see-saw-states--game-over', shows: [END] },
  { game: 'viking-valley', tag: 'viking-valley-board', moment: 'start', story: 'valley-of-the-vikings-states--bowling', shows: ['[part="controls"].aim-bar'] },
  {
    game: 'viking-valley',
    tag: 'viking-valley-board',
    moment: 'decision',
    story: 'valley-of-the-vikings-states--placing-barrels',
    shows: ['[part="controls"].place-bar'],
  },
  {
    game: 'viking-valley',
    tag: 'viking-valley-board',
    moment: 'scoring',
    story: 'valley-of-the-vikings-board--dock-payout',
    shows: ['[part="controls"].place-bar'],
  },
  { game: 'viking-valley', tag: 'viking-valley-board', moment: 'end', story: 'valley-of-the-vikings-states--game-over', shows: [END] },
];

/** Every game of the registry shows its four moments: one missing fails the smoke before any browser starts. */
const MISSING_MOMENTS = gameRegistry.flatMap(({ id }) =>
  (['start', 'decision', 'scoring', 'end'] as const)
    .filter((moment) => !MOMENTS.some((m) => m.game === id && m.moment === moment))
    .map((moment) => `${id} ${moment}`),
);
if (MISSING_MOMENTS.length) throw new Error(`storybook-smoke: MOMENTS has no story for ${MISSING_MOMENTS.join(', ')}`);

/** The element reaching furthest right in the board's shadow trees, past the board's edge: what overflows, for a failure's message. */
async function furthestRight(page: Page, tag: string): Promise<string> {
  return page.evaluate((t) => {
    const element = document.querySelector(`#storybook-root ${t}`)!;
    let widest = { name: '', right: element.getBoundingClientRect().right };
    const roots: ShadowRoot[] = element.shadowRoot ? [element.shadowRoot] : [];
    while (roots.length) {
      for (const el of Array.from(roots.pop()!.querySelectorAll('*'))) {
        const box = el.getBoundingClientRect();
        if (box.width && box.right > widest.right + 0.5) {
          const part = el.getAttribute('part');
          widest = {
            name: `<${el.localName}${part ? ` part="${part}"` : ''}${el.classList.length ? ` class="${el.className}"` : ''}> (${Math.round(box.width)} px wide)`,
            right: box.right,
          };
        }
        if (el.shadowRoot) roots.push(el.shadowRoot);
      }
    }
    return widest.name ? `; furthest right: ${widest.name}, ending at ${Math.round(widest.right)} px` : '';
  }, tag);
}

/** The widths each moment is checked at: a small phone, a common phone, a laptop. */
export const MOMENT_WIDTHS = [320, 360, 1200] as const;

const SHOTS = 'docs/screenshots';

/**
 * Checks each moment's story, already loaded in the page: once it shows what it should, the viewport takes
 * each width in turn (no reload) and neither the document nor the board may be wider than the screen.
 * Storybook's padding around the story is taken away meanwhile, so the board is as wide as the screen.
 */
class MomentCheck {
  private readonly failures: string[] = [];
  private checks = 0;
  private millis = 0;

  constructor(private readonly write: boolean) {}

  async check(page: Page, moment: Moment): Promise<void> {
    const started = Date.now();
    const where = `${moment.game} ${moment.moment} (${moment.story})`;
    const shown = await page
      .waitForFunction(
        ([tag, shows]) => {
          const board = document.querySelector(`#storybook-root ${tag}`);
          if (!board?.shadowRoot) return false;
          // A loop over the shadow trees (a named helper would not exist in the page: the bundler wraps names).
          return shows.every((selector) => {
            const roots: ShadowRoot[] = [board.shadowRoot!];
            while (roots.length) {
              const root = roots.pop()!;
              if (root.querySelector(selector)) return true;
              for (const el of Array.from(root.querySelectorAll('*'))) if (el.shadowRoot) roots.push(el.shadowRoot);
            }
            return false;
          });
        },
        [moment.tag, moment.shows] as const,
        { timeout: 30_000, polling: 100 },
      )
      .then(
        () => true,
        () => false,
      );
    this.checks += 1;
    if (!shown) {
      this.failures.push(`${where}: never showed ${moment.shows.join(' and ')} (30 s)`);
      this.millis += Date.now() - started;
      return;
    }
    const padding = await page.addStyleTag({
      content: '#storybook-root, .sb-show-main.sb-main-padded { padding: 0 !important; margin: 0 !important; } vg-story-frame { padding: 0 !important; }',
    });
    const board = page.locator(`#storybook-root ${moment.tag}`);
    for (const width of MOMENT_WIDTHS) {
      this.checks += 1;
      await page.setViewportSize({ width, height: 800 });
      // Two frames: the resize observers' re-render, then its layout.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const m = await page.evaluate((tag) => {
        const element = document.querySelector(`#storybook-root ${tag}`)!;
        return { page: document.documentElement.scrollWidth, screen: window.innerWidth, board: element.scrollWidth, box: element.clientWidth };
      }, moment.tag);
      const what = m.page > m.screen || m.board > m.box ? await furthestRight(page, moment.tag) : '';
      if (m.page > m.screen)
        this.failures.push(`${where} at ${width} px: the page is ${m.page} px wide, wider than the ${m.screen} px screen (it scrolls sideways)${what}`);
      if (m.board > m.box)
        this.failures.push(`${where} at ${width} px: the board's content is ${m.board} px wide in a ${m.box} px board (it overflows)${what}`);
      if (this.write) {
        await mkdir(SHOTS, { recursive: true });
        await board.screenshot({ path: `${SHOTS}/${moment.game}-${moment.moment}-${width}.png`, animations: 'disabled' });
      }
    }
    await page.setViewportSize({ width: 1000, height: 800 });
    await padding.evaluate((style) => (style as Element).remove());
    this.millis += Date.now() - started;
  }

  /** The result, after every loaded moment was checked: a moment whose story is gone fails, as does a screenshot missing or not linked by the README. */
  async finish(unvisited: readonly Moment[]): Promise<CheckResult> {
    for (const moment of unvisited) this.failures.push(`${moment.game} ${moment.moment}: no story ${moment.story} in the built Storybook`);
    const readme = await readFile('README.md', 'utf8');
    for (const moment of MOMENTS) {
      for (const width of MOMENT_WIDTHS) {
        this.checks += 1;
        const file = `${SHOTS}/${moment.game}-${moment.moment}-${width}.png`;
        if (!existsSync(file))
          this.failures.push(`${moment.game} ${moment.moment}: no ${file} (write them: npx tsx tools/storybook-smoke.ts --write --only-moments)`);
        else if (!readme.includes(`(${file})`)) this.failures.push(`${moment.game} ${moment.moment}: README.md does not link ${file}`);
      }
    }
    console.log(
      `moments: ${MOMENTS.length - unvisited.length} moments at ${MOMENT_WIDTHS.join(', ')} px in ${(this.millis / 1000).toFixed(1)} s${this.write ? `, screenshots in ${SHOTS}` : ''}`,
    );
    return { checks: this.checks, failures: this.failures };
  }
}

// Controls, docs table and teardown

interface Typed {
  name: string;
  description?: string;
  type?: { text?: string };
}
interface Declaration {
  name: string;
  tagName?: string;
  customElement?: boolean;
  superclass?: { name: string };
  members?: (Typed & { kind: string; privacy?: string; static?: boolean; readonly?: boolean })[];
  attributes?: (Typed & { fieldName?: string })[];
}
interface Manifest {
  modules: { declarations?: Declaration[] }[];
}
type Entry = { id: string; type: string; title: string; name: string };
interface CheckResult {
  checks: number;
  failures: string[];
}

/** Fields the issue found listed as live controls: they are the boards' own state and must stay private (on a board). */
const INTERNAL = [
  'chosen',
  'trayFocus',
  'placing',
  'rewardStep',
  'rolling',
  'rollTimer',
  'timers',
  'hadFocus',
  'lastTurnKey',
  'onFocusIn',
  'onFocusOut',
  'module',
  'game',
  'gameValue',
  'announcer',
  'notices',
  'helpOpen',
  'confirmingNewGame',
  'endOpen',
  'announcedEntries',
  'tableSeed',
  'focusAfterMove',
  'language',
  't',
];

/**
 * Every public field of an element is public API: an attribute's property, a read-only getter, or a
 * documented property; none of the known internal ones is public (make such fields private or protected).
 */
function checkManifest(manifest: Manifest): CheckResult {
  const failures: string[] = [];
  let checks = 0;
  for (const declaration of manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName)) {
    const isBoard = declaration.superclass?.name === 'GameBoardElement';
    for (const member of declaration.members ?? []) {
      if (member.kind !== 'field' || member.static || member.privacy === 'private' || member.privacy === 'protected') continue;
      checks += 1;
      // The names are the boards' own state; a child element may have a public property of the same name
      // (the Valley square's `placing`, the barrel to put back, is its attribute).
      if (isBoard && INTERNAL.includes(member.name))
        failures.push(`custom-elements.json: <${declaration.tagName}> lists the internal field \`${member.name}\` as public`);
      else if (!member.readonly && !declaration.attributes?.some((a) => a.fieldName === member.name) && !member.description?.trim()) {
        failures.push(
          `custom-elements.json: <${declaration.tagName}> public property \`${member.name}\` has no attribute and no description: document it, or make it private or protected`,
        );
      }
    }
  }
  return { checks, failures };
}

/** What the preview exposes to a test (Storybook's `__STORYBOOK_PREVIEW__`), as far as used here. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__: {
    channel: {
      emit(event: string, payload: unknown): void;
      on(event: string, listener: (payload: unknown) => void): void;
      once(event: string, listener: (payload: unknown) => void): void;
    };
    currentRender?: {
      id: string;
      story?: { component?: string; argTypes: Record<string, { control?: false | { type?: string; min?: number; max?: number }; options?: unknown[] }> };
    };
    storyStoreValue: { args: { get(id: string): Record<string, unknown> } };
  };
  __starts?: { seed: number; players: number; seats: string }[];
}

const iframe = (base: string, id: string, viewMode: 'story' | 'docs', args = '') =>
  `${base}/iframe.html?id=${id}&viewMode=${viewMode}${args ? `&args=${args}` : ''}`;

async function openStory(page: Page, url: string, tag: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction((t) => !!document.querySelector(`#storybook-root ${t}`)?.shadowRoot?.childElementCount, tag, { timeout: 15000 });
}

/** A value for a control different from `current` (valid for the element, so no warning is expected). */
function otherValue(
  key: string,
  argType: { control?: false | { type?: string; min?: number; max?: number }; options?: unknown[] },
  args: Record<string, unknown>,
): unknown {
  const current = args[key];
  const control = argType.control || {};
  if (argType.options?.length) return argType.options.find((option) => option !== current && option !== String(current));
  if (control.type === 'boolean') return current !== true;
  if (control.type === 'number' || control.type === 'range') {
    if (control.min !== undefined && control.max !== undefined) return current === control.min ? control.max : control.min;
    return key === 'seed' ? 4242 : key === 'bot-delay' ? 5 : (typeof current === 'number' ? current : 0) + 1;
  }
  const players = typeof args.players === 'number' ? args.players : 3;
  if (key === 'seats') return Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'random')).join(',');
  if (key === 'names') return ['Ada', 'Bo', 'Cy', 'Dag', 'Eir'].slice(0, players).join(',');
  if (key === 'persist') return `storybook-smoke-${Date.now()}`;
  return 'Smoke test';
}

/**
 * On the first story of each title whose element is drawn by the project's render (a Board, the die):
 * URL args reach the element, each control changes the element's attribute and property in place, and
 * the docs table has one row per attribute/property and no private member.
 */
async function checkControls(page: Page, base: string, entries: Record<string, Entry>, manifest: Manifest): Promise<CheckResult> {
  const failures: string[] = [];
  let checks = 0;
  const declarations = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);
  const targets = [
    ...gameRegistry.map(({ title, tag }) => ({ title: `${title}/Board`, tag, game: true })),
    { title: 'Shared/Die', tag: 'vg-die', game: false },
  ];
  await page.addInitScript(() => {
    document.addEventListener('game-start', (event) => {
      const w = window as unknown as PreviewWindow;
      (w.__starts ??= []).push((event as CustomEvent).detail);
    });
  });
  for (const { title, tag, game } of targets) {
    const story = Object.values(entries).find((entry) => entry.type === 'story' && entry.title === title);
    const declaration = declarations.find((d) => d.tagName === tag);
    if (!story || !declaration) {
      failures.push(`${title}: no story or no <${tag}> in custom-elements.json`);
      continue;
    }
    const where = `${title} / ${story.name}`;
    const fieldOf = (key: string) => declaration.attributes?.find((a) => a.name === key)?.fieldName ?? key;
    const isAttribute = (key: string) => !!declaration.attributes?.some((a) => a.name === key);

    // URL args reach the element (Storybook maps them by the argTypes' types: `number | string` rejected them).
    const urlArgs: Record<string, unknown> = game ? { seed: 42, players: 2, 'bot-delay': 0 } : { face: 5 };
    await openStory(
      page,
      iframe(
        base,
        story.id,
        'story',
        Object.entries(urlArgs)
          .map(([k, v]) => `${k}:${String(v)}`)
          .join(';'),
      ),
      tag,
    );
    for (const [key, value] of Object.entries(urlArgs)) {
      checks += 1;
      const seen = await page.evaluate(
        ([t, a, f]) => {
          const element = document.querySelector(`#storybook-root ${t}`) as (Element & Record<string, unknown>) | null;
          return { attribute: element?.getAttribute(a), property: element?.[f] };
        },
        [tag, key, fieldOf(key)] as const,
      );
      if (seen.attribute !== String(value) || seen.property !== value)
        failures.push(`${where}: URL arg ${key}:${String(value)} gave ${key}="${seen.attribute}", .${fieldOf(key)} = ${String(seen.property)}`);
    }
    if (game) {
      checks += 1;
      const starts = await page.evaluate(() => (window as unknown as PreviewWindow).__starts ?? []);
      const last = starts.at(-1);
      if (last?.seed !== 42 || last?.players !== 2) failures.push(`${where}: with URL args seed:42;players:2 the game started as ${JSON.stringify(last)}`);
    }

    // The docs table and the controls: one row per attribute or property, nothing private.
    await openStory(page, iframe(base, story.id, 'story'), tag);
    const { argTypes, args, storyId } = await page.evaluate(() => {
      const preview = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__;
      const render = preview.currentRender!;
      return { argTypes: render.story!.argTypes, args: preview.storyStoreValue.args.get(render.id), storyId: render.id };
    });
    const publicInputs = new Set<string>();
    /** The public inputs a control can set: fields that are not read-only (methods and getters have rows, not controls). */
    let settable = 0;
    for (const member of declaration.members ?? []) {
      if (member.static || member.privacy === 'private' || member.privacy === 'protected') continue;
      // A public method (newGame, takeBack, resolveMove) is a row of its own, `name()`.
      if (member.kind === 'method') publicInputs.add(`${member.name}()`);
      if (member.kind !== 'field') continue;
      publicInputs.add(declaration.attributes?.find((a) => a.fieldName === member.name)?.name ?? member.name);
      if (!member.readonly) settable += 1;
    }
    for (const key of Object.keys(argTypes)) {
      checks += 1;
      const listed = publicInputs.has(key) || /^on[A-Z]/.test(key) || key.startsWith('::part(') || key.startsWith('--') || key.startsWith('slot ');
      if (!listed)
        failures.push(`${where}: the docs table lists \`${key}\`, which is not a public attribute, property, event, part, custom property or slot of <${tag}>`);
      if (INTERNAL.includes(key)) failures.push(`${where}: the docs table lists the internal \`${key}\``);
      const field = fieldOf(key);
      if (field !== key && argTypes[field]) failures.push(`${where}: \`${key}\` and \`${field}\` are two rows for one attribute`);
    }
    for (const key of publicInputs) {
      checks += 1;
      if (!argTypes[key]) failures.push(`${where}: public \`${key}\` of <${tag}> has no row in the docs table`);
    }

    // Each control, changed as the Controls panel does (updateStoryArgs), changes the element in place.
    const controlled = Object.entries(argTypes).filter(([, argType]) => argType.control !== false && argType.control !== undefined);
    for (const [key, argType] of controlled) {
      checks += 1;
      const value = otherValue(key, argType, args);
      const field = fieldOf(key);
      const before = await page.evaluate(
        ([t]) => {
          const w = window as unknown as PreviewWindow & { __element?: Element };
          w.__element = document.querySelector(`#storybook-root ${t}`) ?? undefined;
          return (w.__starts ?? []).length;
        },
        [tag] as const,
      );
      await page.evaluate(
        ([id, k, v]) => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.channel.emit('updateStoryArgs', { storyId: id, updatedArgs: { [k]: v } }),
        [storyId, key, value] as const,
      );
      const seen = await page
        .waitForFunction(
          ([t, k, f, v, attribute, board]) => {
            const w = window as unknown as PreviewWindow & { __element?: Element };
            const element = document.querySelector(`#storybook-root ${t}`) as (Element & Record<string, unknown>) | null;
            if (!element) return false;
            const property = element[f];
            const attributeOk = !attribute || (typeof v === 'boolean' ? element.hasAttribute(k) === v : element.getAttribute(k) === String(v));
            const propertyOk = property === v || (typeof property === 'number' && property === Number(v));
            // A board shows a new locale once its messages have arrived (German loads on demand).
            const lang = element.shadowRoot?.querySelector('[part="frame"]')?.getAttribute('lang');
            const langOk = !board || k !== 'locale' || lang === v;
            return attributeOk && propertyOk && langOk ? { same: w.__element === element, starts: (w.__starts ?? []).length } : false;
          },
          [tag, key, field, value, isAttribute(key), game] as const,
          { timeout: 5000 },
        )
        .then((handle) => handle.jsonValue())
        .catch(() => undefined);
      if (!seen) {
        const now = await page.evaluate(
          ([t, k, f]) => {
            const element = document.querySelector(`#storybook-root ${t}`) as (Element & Record<string, unknown>) | null;
            return `${k}="${element?.getAttribute(k)}", .${f} = ${JSON.stringify(element?.[f])}`;
          },
          [tag, key, field] as const,
        );
        failures.push(
          `${where}: control \`${key}\` set to ${JSON.stringify(value)}, the element shows ${now}${game && key === 'locale' ? ' (or its frame kept its lang)' : ''}`,
        );
      } else if (!seen.same) failures.push(`${where}: control \`${key}\` re-created the element instead of updating it`);
      else if (game && ['players', 'seats', 'seed', 'friendly'].includes(key) && seen.starts <= before)
        failures.push(`${where}: control \`${key}\` changed the table but no new game started`);
      // Back to the story's own args before the next control: Storybook says so (storyArgsUpdated) once it has re-rendered.
      await page.evaluate(
        ([id]) =>
          new Promise<void>((done) => {
            // No named function in here: tsx would wrap it in a name-keeping helper the page lacks.
            const { channel } = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__;
            channel.once('storyArgsUpdated', () => requestAnimationFrame(() => done()));
            channel.emit('resetStoryArgs', { storyId: id });
          }),
        [storyId] as const,
      );
    }
    if (controlled.length < settable - 2)
      failures.push(`${where}: only ${controlled.length} controls for ${settable} public attributes and properties a page can set`);
  }
  return { checks, failures };
}

/**
 * Leaving a story whose bots play (for its Docs page), and leaving the Docs page (for a story), disconnects
 * the boards that were on screen; a disconnected board has no actor and plays no more turns.
 */
async function checkTeardown(page: Page, base: string, entries: Record<string, Entry>): Promise<CheckResult> {
  const failures: string[] = [];
  let checks = 0;
  const boards = gameRegistry.map(({ title, tag }) => ({ title: `${title}/Board`, tag }));
  for (const { title, tag } of boards) {
    const all = Object.values(entries).filter((entry) => entry.title === title);
    const botsOnly = all.find((entry) => entry.type === 'story' && entry.name === 'Bots Only');
    const other = all.find((entry) => entry.type === 'story' && entry !== botsOnly);
    const docs = all.find((entry) => entry.type === 'docs');
    if (!botsOnly || !other || !docs) {
      failures.push(`${title}: no Bots Only story, other story or Docs page`);
      continue;
    }
    checks += 2;
    await openStory(page, iframe(base, botsOnly.id, 'story', 'bot-delay:20'), tag);
    // The bots play: turns follow one another.
    await page.evaluate(
      ([t]) => {
        const w = window as unknown as { __left?: Element[]; __turns?: number };
        w.__left = Array.from(document.querySelectorAll(`#storybook-root ${t}`));
        w.__turns = 0;
        for (const element of w.__left) element.addEventListener('turn', () => (w.__turns! += 1));
      },
      [tag] as const,
    );
    const playing = await page
      .waitForFunction(() => ((window as unknown as { __turns: number }).__turns ?? 0) >= 2, null, { timeout: 15000 })
      .then(
        () => true,
        () => false,
      );
    if (!playing) failures.push(`${title} / Bots Only: the bots did not play (no turns with bot-delay 20)`);

    // Story -> its Docs page, in the same preview (as the sidebar does).
    await page.evaluate(
      ([id]) => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' }),
      [docs.id] as const,
    );
    await page.waitForFunction((t) => document.querySelectorAll(`#storybook-docs ${t}`).length > 0, tag, { timeout: 20000 }).catch(() => undefined);
    // The boards left behind are gone once the Docs page shows; a turn played after that (the bots play every
    // 20 ms) comes from a board still running. Any of them playing on shows within a few of its bot pauses.
    const afterStory = await page.evaluate(async () => {
      const w = window as unknown as { __left: (Element & { actor?: unknown })[]; __turns: number };
      const turns = w.__turns;
      await new Promise((resolve) => setTimeout(resolve, 5 * 20));
      return {
        connected: w.__left.filter((e) => e.isConnected).length,
        running: w.__left.filter((e) => e.actor).length,
        turns: w.__turns - turns,
        docs: document.querySelectorAll('#storybook-docs *').length,
      };
    });
    if (!afterStory.docs) failures.push(`${title}: the Docs page did not render`);
    if (afterStory.connected || afterStory.running || afterStory.turns) {
      failures.push(
        `${title}: after leaving Bots Only for Docs, ${afterStory.connected} of its boards stay connected, ${afterStory.running} keep an actor, ${afterStory.turns} turns were played in five bot pauses`,
      );
    }

    // Docs page -> a story: the Docs page's boards go too.
    await page.evaluate(
      ([t]) => {
        const w = window as unknown as { __left?: Element[] };
        w.__left = Array.from(document.querySelectorAll(`#storybook-docs ${t}`));
      },
      [tag] as const,
    );
    await page.evaluate(
      ([id]) => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' }),
      [other.id] as const,
    );
    await page.waitForFunction((t) => !!document.querySelector(`#storybook-root ${t}`), tag, { timeout: 15000 }).catch(() => undefined);
    // The Docs page's boards leave as the story comes: wait for that (up to 5 s), then see what is left.
    await page
      .waitForFunction(() => (window as unknown as { __left: (Element & { actor?: unknown })[] }).__left.every((e) => !e.isConnected && !e.actor), null, {
        timeout: 5000,
      })
      .catch(() => undefined);
    const afterDocs = await page.evaluate(() => {
      const w = window as unknown as { __left: (Element & { actor?: unknown })[] };
      return { left: w.__left.length, connected: w.__left.filter((e) => e.isConnected).length, running: w.__left.filter((e) => e.actor).length };
    });
    if (!afterDocs.left) failures.push(`${title}: the Docs page showed no board`);
    if (afterDocs.connected || afterDocs.running)
      failures.push(
        `${title}: after leaving Docs for a story, ${afterDocs.connected} of its ${afterDocs.left} boards stay connected, ${afterDocs.running} keep an actor`,
      );
  }
  return { checks, failures };
}

await main();
