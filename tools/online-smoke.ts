/**
 * Online play end to end (issue 23): the real game server (`createServer` of @viking-games/server, on 127.0.0.1,
 * a free port) and two people in two Chromium pages at 360 x 740, each in a browser context of its own, with a
 * game's script-tag file (packages/ui/dist/cdn) and its `server` attribute. One person starts a room in the lobby
 * (the other seat a person too), the other opens the share link and joins under a name of their own. Every WebSocket frame each page received is
 * decoded (Colyseus's framing, msgpack) and checked for what that seat may not see.
 * - Wilde Wikinger, a whole game to the end by clicking the element, four times: undisturbed (then the host's
 *   New game asks rather than leaves, both agree to a rematch, and the room's second game starts at the same seats); one page's socket
 *   closed from the page mid-game (it reconnects to its seat); the server stopped and started again mid-game (the
 *   room resumes from its stored snapshot, both pages come back); the guest closing the tab mid-game (the host sees
 *   the seat away) and opening the link again in a new tab (it takes its seat back). No `state` holds another seat's hand,
 *   face-down raid bid, the provision pile or the generator's state (masked ids only).
 * - See-Saw and Valley, the physics games of the registry: 14 moves (a whole game with every move animated on
 *   both pages takes minutes), placements and bowls by the keyboard, Valley's Vikings by a pointer click: both pages
 *   get the same outcome of each move (the server resolves it) and each animates the move that hands its person the
 *   turn before they act; no See-Saw frame holds a weight, the seed or the generator's state.
 * - While a person on the other device is to act, the board says it waits for them (not "thinking", as a bot).
 * - A third page opening the link of a full table (Wilde Wikinger's, a Wikingerschafe scoring's) watches: told so, no
 *   hand in any frame or on the board, no control enabled, no Continue on the scoring.
 * - A friend away, live: a Node client (the server's tests' seat) starts a room whose stand-in comes after 200 ms (the
 *   room option `botTakeOverAfterMs`) and drops mid-turn; the computer plays on for it, the other page shows those
 *   lines as the computer's, and the seat is the person's again on their return. A German page types that full table's
 *   code in its lobby: told at once, it watches.
 * - A board without `server` loads none of it.
 * No fixed sleeps: each step waits for the state it needs, the connection too (the board's online part shows it on
 * its tag: `data-phase`, `data-connection`, `data-connections`). A console error is a fault, but for the refused
 * connections the server restart causes, expected from the moment it stops until both pages are back at their seats.
 *
 *   npx tsx --conditions=@viking-games/source tools/online-smoke.ts     (after `npm run build -w @viking-games/ui`)
 *   ... tools/online-smoke.ts --only restart                           (the games whose name has "restart")
 *
 * Closes with `online-smoke: N passed, M failed`; exits 1 on any failure.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { unpack } from '@colyseus/msgpackr';
import { createServer, type GameServer, type RoomRecord } from '@viking-games/server';
import { createActor } from 'xstate';
import { HUMAN, MASKED_ID, rngFromState, seedRng, type Seat } from '@viking-games/core/kit';
import { games } from '@viking-games/core';
import { gameRegistry, type GameId } from '@viking-games/core/registry';
import { addStoodIn, type OnlineState, type OnlineStoodIn } from '@viking-games/core/online';
// The server's tests' client seat (a Node client that records every state and waits for one), as tools/golden.ts uses core's golden helpers.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createRoom, joinRoom, type Seat as RoomSeat } from '../packages/server/src/server.test-helpers.js';
import { chromeArgs, findChrome } from './find-chrome.mjs';

const { wikingerschafe } = games;
const CDN = fileURLToPath(new URL('../packages/ui/dist/cdn/', import.meta.url));
/** Colyseus's frame of a room message (its `Protocol.ROOM_DATA`). */
const ROOM_DATA = 13;
/** A whole game takes 10-40 s of clicks; a step waits at most this long for the state it needs. */
const STEP_TIMEOUT = 60_000;
/** Moves of a physics game played between the two pages (a whole game, every move animated on both, takes minutes). */
const PHYSICS_MOVES = 14;
/** What a browser logs for a connection to a closed port: expected only while the test has the server stopped. */
const REFUSED = /net::ERR_CONNECTION_REFUSED/;

/** The page of a game (`?game=<id>`): its script-tag file and one board, its server from the query (`&server=ws://...`). */
function page(game: GameId): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>online</title>
<script type="module" src="/cdn/${game}.js"></script>
<body><script type="module" src="/board.js"></script></body></html>`;
}
/** The board: 2 players (a bot beside the person when offline), English unless `&locale=`, no bot pause. */
const BOARD_SCRIPT = `const query = new URLSearchParams(location.search);
const board = document.createElement(query.get('tag'));
board.setAttribute('players', '2');
board.setAttribute('seats', 'human,heuristic');
board.setAttribute('seed', '23');
board.setAttribute('bot-delay', '0');
if (query.get('server')) board.setAttribute('server', query.get('server'));
if (query.get('locale')) board.setAttribute('locale', query.get('locale'));
document.body.append(board);`;
const tagOf = (game: GameId) => gameRegistry.find((entry) => entry.id === game)!.tag;

function serve(): Promise<{ server: Server; origin: string }> {
  const server = createHttpServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const game = new URL(request.url ?? '/', 'http://x').searchParams.get('game') as GameId | null;
    if (path === '/play.html' && game && gameRegistry.some((entry) => entry.id === game))
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(page(game));
    if (path === '/favicon.ico') return void response.writeHead(204).end();
    if (path === '/board.js') return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(BOARD_SCRIPT);
    const file = join(CDN, normalize(path.replace(/^\/cdn\//, '')).replace(/^(\.\.[/\\])+/, ''));
    if (!path.startsWith('/cdn/') || !existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/json' }).end(await readFile(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` })),
  );
}

/** A room message of a frame a page received: its type and payload; undefined for Colyseus's other frames. */
export function roomMessage(payload: string | Buffer): { type: string; message: unknown } | undefined {
  if (typeof payload === 'string' || payload[0] !== ROOM_DATA) return undefined;
  // The type: a string in msgpack's short form (fixstr, up to 31 bytes), then the msgpack payload.
  const head = payload[1];
  if ((head & 0xe0) !== 0xa0) return undefined;
  const length = head & 0x1f;
  const type = payload.subarray(2, 2 + length).toString('utf8');
  const rest = payload.subarray(2 + length);
  return { type, message: rest.length ? unpack(rest) : undefined };
}

/** What a state sent to seat `you` must not hold: another seat's secrets (Wilde Wikinger's redact). */
export function leaks(state: OnlineState): string[] {
  const context = state.context as {
    hands: number[][];
    provision: number[];
    pirateTiles: number[];
    rng: number[];
    raid?: { bids: (number[] | null)[] } | null;
  };
  const problems: string[] = [];
  const masked = (ids: readonly number[]) => ids.every((id) => id === MASKED_ID);
  const over = state.value === 'gameOver';
  context.hands.forEach((hand, seat) => {
    if (seat !== state.you && !over && !masked(hand)) problems.push(`revision ${state.revision}: seat ${seat}'s hand sent to seat ${state.you}`);
  });
  context.raid?.bids.forEach((bid, seat) => {
    if (seat !== state.you && bid && !masked(bid)) problems.push(`revision ${state.revision}: seat ${seat}'s face-down bid sent to seat ${state.you}`);
  });
  if (!masked(context.provision)) problems.push(`revision ${state.revision}: the provision pile's order`);
  if (!masked(context.pirateTiles)) problems.push(`revision ${state.revision}: the pirate tiles' order`);
  if (context.rng.some((n) => n !== 0)) problems.push(`revision ${state.revision}: the generator's state`);
  return problems;
}

/**
 * What a See-Saw state must not hold: a weight (the pieces' masses, densities or weights are never sent; a person
 * judges them by hand), the seed or the generator's state. The same for Valley's generator.
 */
export function physicsLeaks(state: OnlineState): string[] {
  const context = state.context as { rng: number[]; seed?: number };
  const problems: string[] = [];
  const text = JSON.stringify(state.context);
  const weight = /"(mass|masses|weight|weights|density|densities)"/i.exec(text);
  if (weight) problems.push(`revision ${state.revision}: a piece's ${weight[1]}`);
  if (context.rng.some((n) => n !== 0)) problems.push(`revision ${state.revision}: the generator's state`);
  // See-Saw's generator runs during the game; Valley's only sets the table up (what it drew is on the table), so its seed tells nothing.
  if (state.game === 'viking-seesaw' && context.seed !== 0) problems.push(`revision ${state.revision}: the seed`);
  return problems;
}

/** A person at a page: the frames it received, decoded, and the console errors that are faults. */
interface Person {
  page: Page;
  readonly states: OnlineState[];
  readonly errors: string[];
  /** A console error the test's own disturbance causes now (the server stopped): expected, not a fault. */
  expected?: RegExp;
}

/** The board's online part as its tag shows it (see `panel()` in packages/ui/src/shared/online.ts). */
interface Connection {
  readonly phase: string;
  readonly connection: string;
  readonly connections: number;
  readonly seat: string;
}

/** Where `who`'s board stands with the server (from its online part's tag); phase '' while there is no board. */
function connectionOf(who: Person): Promise<Connection> {
  return who.page.evaluate(() => {
    const panel = document.querySelector('[server]')?.shadowRoot?.querySelector<HTMLElement>('vg-online-panel');
    const data = panel?.dataset ?? {};
    return { phase: data.phase ?? '', connection: data.connection ?? '', connections: Number(data.connections ?? 0), seat: data.seat ?? '' };
  });
}

/** Waits until `who`'s board has joined a room again after `before` (its count of connections) and plays there. */
async function reconnected(who: Person, before: number): Promise<void> {
  await who.page.waitForFunction(
    (n) => {
      const data = document.querySelector('[server]')?.shadowRoot?.querySelector<HTMLElement>('vg-online-panel')?.dataset;
      return data?.phase === 'playing' && Number(data.connections) > n;
    },
    before,
    { timeout: STEP_TIMEOUT, polling: 50 },
  );
}

async function person(browser: Browser): Promise<Person> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  // Every WebSocket the page opens, so the test can close one from the page, and a count of the frames it got, so
  // a step can wait for the answer to a move.
  // tsx names the functions the page runs (esbuild's keepNames calls `__name`): the page gets it too.
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    const page = window as unknown as { __sockets: WebSocket[]; __frames: number };
    page.__sockets = [];
    page.__frames = 0;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        page.__sockets.push(this);
        this.addEventListener('message', () => page.__frames++);
      }
    };
  });
  const who: Person = { page: await context.newPage(), states: [], errors: [] };
  listenTo(who);
  return who;
}

/** Hears `who`'s page: its errors, and the state messages its sockets receive. */
function listenTo(who: Person): void {
  const { page } = who;
  page.on('pageerror', (error) => who.errors.push(`page error: ${error.message}`));
  // Any console error is a fault, but one the test's disturbance causes while it lasts (`expected`).
  page.on('console', (message) => {
    if (message.type() === 'error' && !who.expected?.test(message.text())) who.errors.push(`console: ${message.text()}`);
  });
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const data = roomMessage(payload);
      if (data?.type === 'state') who.states.push(data.message as OnlineState);
    }),
  );
}

/**
 * In the page: one step of this device's person when it is theirs (the roll, a ship, Nessie's jewel, a bid or a
 * pass, a face-down raid bid), by clicking the element. `over` at the end, `wait` when it is not theirs.
 */
function step(turn: number): Promise<'over' | 'wait' | 'acted'> {
  const el = document.querySelector('wilde-wikinger-board') as HTMLElement & {
    snapshot?: { value: string; context: Record<string, never> };
    updateComplete: Promise<unknown>;
  };
  const root = el.shadowRoot!;
  const snap = el.snapshot;
  if (!snap) return Promise.resolve('wait');
  if (snap.value === 'gameOver') return Promise.resolve('over');
  const ctx = snap.context as unknown as {
    players: { seat: { kind: string } }[];
    current: number;
    auction?: { order: number[]; next: number };
    raid?: { bids: (number[] | null)[] };
  };
  // Online, the board's only person is this device's seat.
  const you = ctx.players.findIndex((p) => p.seat.kind === 'human');
  const phase = snap.value;
  const mine = phase === 'raid' ? ctx.raid!.bids[you] === null : phase === 'auction' ? ctx.auction!.order[ctx.auction!.next] === you : ctx.current === you;
  const button = (text: RegExp) => Array.from(root.querySelectorAll('button')).find((b) => text.test(b.textContent!.trim()) && !b.disabled);
  const hand = () =>
    Array.from(root.querySelectorAll<HTMLElement & { state: string }>('.hand wilde-wikinger-card'))
      .filter((c) => c.state === 'selectable')
      .map((c) => c.shadowRoot!.querySelector('button')!);
  const online = root.querySelector<HTMLElement>('vg-online-panel')?.dataset;
  if (!mine || online?.phase !== 'playing' || online.connection === 'lost' || online.connection === 'away') return Promise.resolve('wait');
  return (async () => {
    switch (phase) {
      case 'rolling':
        button(/^Roll the dice$/)?.click();
        break;
      case 'choosingChestShip':
      case 'choosingShip': {
        const ships = Array.from(root.querySelector('wilde-wikinger-track')!.shadowRoot!.querySelectorAll('wilde-wikinger-ship[state="selectable"]'));
        ships[turn % ships.length]?.shadowRoot!.querySelector('button')!.click();
        break;
      }
      case 'feedingNessie':
        root.querySelector<HTMLButtonElement>('.action .choices button')?.click();
        break;
      case 'auction': {
        // Every other turn: the cards one by one until the bid beats the highest, then Bid; else Pass.
        if (turn % 2 === 0) {
          for (const card of hand()) {
            if (button(/^Bid \d+$/)) break;
            card.click();
            await el.updateComplete;
          }
        }
        (button(/^Bid \d+$/) ?? button(/^Pass$/))?.click();
        break;
      }
      case 'raid': {
        hand()[0]?.click();
        await el.updateComplete;
        button(/face down/)?.click();
        break;
      }
      default:
        return 'wait';
    }
    return 'acted';
  })();
}

/** Plays this page's person to the end of the game; `midway` runs once, after `at` of their steps. */
async function playToEnd(who: Person, at = -1, midway?: () => Promise<void>): Promise<void> {
  for (let turn = 0; ; turn++) {
    if (turn > 2000) throw new Error('the game did not end');
    if (turn === at) await midway?.();
    // The page of this step: a tab closed and opened again mid-game (the closing-tab game) is a new page.
    const { page } = who;
    try {
      // Theirs to act (or the end), with the connection up.
      await page.waitForFunction(
        () => {
          const el = document.querySelector('wilde-wikinger-board') as (HTMLElement & { snapshot?: { value: string } }) | null;
          const online = el?.shadowRoot?.querySelector<HTMLElement>('vg-online-panel')?.dataset;
          const prompt = el?.shadowRoot?.querySelector('#prompt')?.textContent ?? '';
          return (
            el?.snapshot?.value === 'gameOver' ||
            (online?.phase === 'playing' && (online.connection === '' || online.connection === 'back') && /\(you\)/.test(prompt))
          );
        },
        undefined,
        { timeout: STEP_TIMEOUT, polling: 50 },
      );
      // The frames this page load has received (a reload starts a new count: then the wait below ends too).
      const before = await page.evaluate(() => ({ frames: (window as unknown as { __frames: number }).__frames, load: performance.timeOrigin }));
      const done = await page.evaluate(step, turn);
      if (done === 'over') return;
      // The answer (a new state, or a refusal) before the next step.
      await page.waitForFunction((seen) => (window as unknown as { __frames: number }).__frames > seen.frames || performance.timeOrigin !== seen.load, before, {
        timeout: STEP_TIMEOUT,
        polling: 50,
      });
    } catch (error) {
      // The tab was closed (the closing-tab game) or navigated under the step: the next step starts on the new page.
      if (!(page.isClosed() && /closed/i.test(String(error))) && !/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}

/**
 * In the page: from now on, every physics move the board animates (its playback busy) is noted by its key
 * (`<seat>:<count>`, the placements or bowls so far), and the latest move's key and seat can be read (`__vgLatest`). Run once per page load, after the board joined.
 */
function watchAnimations(tag: string): void {
  const page = window as unknown as { __vgAnimated: Set<string>; __vgLatest: () => { key: string; seat: number | null } };
  const el = document.querySelector(tag) as HTMLElement & {
    busy: boolean;
    snapshot?: { context: { lastPlacement?: { seat: number } | null; lastBowl?: { seat: number } | null; outcomes: { placements?: number; bowls?: number } } };
  };
  page.__vgLatest = () => {
    const context = el.snapshot?.context;
    const last = context?.lastPlacement ?? context?.lastBowl;
    return last ? { key: `${last.seat}:${context!.outcomes.placements ?? context!.outcomes.bowls}`, seat: last.seat } : { key: '', seat: null };
  };
  page.__vgAnimated = new Set();
  const tick = () => {
    if (el.busy) page.__vgAnimated.add(page.__vgLatest().key);
    requestAnimationFrame(tick);
  };
  tick();
}

/** What the physics loop shares between the two people: the moves made so far, the limit, and moves not animated. */
interface PhysicsRun {
  moves: number;
  readonly limit: number;
  /** Turns begun after another seat's move (whose animation was checked). */
  checked: number;
  readonly problems: string[];
}

/**
 * Plays this page's person in a physics game until `run.limit` moves have been made between both pages (or the
 * game ends). Each turn: waits until the board says it is theirs (the prompt's "(you)", the playback at rest, the
 * connection up); checks that the move which handed them the turn, another seat's, was animated on this page; then
 * See-Saw: a piece of their storage picked with Enter, moved with arrows, set down with Enter. Valley: a bowl by
 * arrows and Enter on the square, a Viking moved by a pointer click on its button, a barrel put back by Enter on a hole.
 */
async function playPhysics(who: Person, game: GameId, run: PhysicsRun, other: Person): Promise<void> {
  const { page } = who;
  const tag = tagOf(game);
  await page.evaluate(watchAnimations, tag);
  for (let turn = 0; ; turn++) {
    const ready = await page.waitForFunction(
      (tag) => {
        const el = document.querySelector(tag) as (HTMLElement & { busy: boolean; snapshot?: { status: string } }) | null;
        if (!el?.snapshot || el.snapshot.status === 'done') return 'over';
        if ((window as unknown as { __vgStop?: boolean }).__vgStop) return 'stop';
        const online = el.shadowRoot?.querySelector<HTMLElement>('vg-online-panel')?.dataset;
        const prompt = el.shadowRoot?.querySelector('#prompt')?.textContent ?? '';
        return !el.busy && online?.phase === 'playing' && online.connection === '' && /\(you\)/.test(prompt) ? 'mine' : false;
      },
      tag,
      { timeout: STEP_TIMEOUT, polling: 50 },
    );
    if ((await ready.jsonValue()) !== 'mine') return;
    const me = Number((await connectionOf(who)).seat);
    const seen = await page.evaluate(() => {
      const p = window as unknown as { __vgAnimated: Set<string>; __vgLatest: () => { key: string; seat: number | null } };
      const latest = p.__vgLatest();
      return { ...latest, animated: p.__vgAnimated.has(latest.key) };
    });
    if (seen.seat !== null && seen.seat !== me) {
      run.checked += 1;
      if (!seen.animated) run.problems.push(`seat ${me} was not shown move ${seen.key} animated before its turn`);
    }
    const frames = await page.evaluate(() => (window as unknown as { __frames: number }).__frames);
    const board = page.locator(tag);
    if (game === 'viking-seesaw') {
      // Enter on a piece of this seat's storage (one that may be picked): it is held over the ship, the ship focused.
      // (The storage's pieces turn selectable as it renders, after the board's own update.)
      await page
        .waitForFunction(
          ([tag, seat, n]) => {
            const el = document.querySelector(tag)!;
            const tray = el.shadowRoot!.querySelectorAll('viking-seesaw-tray')[seat];
            const pieces = Array.from(tray?.shadowRoot?.querySelectorAll<HTMLElement & { state: string }>('viking-seesaw-piece') ?? []).filter(
              (piece) => piece.state === 'selectable',
            );
            const piece = pieces[n % Math.max(1, pieces.length)];
            const button = piece?.shadowRoot?.querySelector('button');
            button?.focus();
            return !!button && piece.shadowRoot!.activeElement === button;
          },
          [tag, me, turn] as const,
          { timeout: STEP_TIMEOUT, polling: 50 },
        )
        .catch((error: Error) => Promise.reject(new Error(`seat ${me}: no piece of its storage to pick (${error.message.split('\n')[0]})`)));
      await page.keyboard.press('Enter');
      await page
        .waitForFunction((tag) => document.querySelector(tag)!.shadowRoot!.activeElement?.classList.contains('stage'), tag, {
          timeout: STEP_TIMEOUT,
          polling: 50,
        })
        .catch((error: Error) => Promise.reject(new Error(`seat ${me}: Enter on a piece held none over the ship (${error.message.split('\n')[0]})`)));
      for (let i = 0; i < turn % 4; i++) await page.keyboard.press(turn % 2 ? 'ArrowUp' : 'ArrowDown');
      await page.keyboard.press('Enter');
    } else {
      const tags = await page.evaluate((tag) => [...(document.querySelector(tag) as unknown as { snapshot: { tags: Set<string> } }).snapshot.tags], tag);
      if (tags.includes('moving')) await board.locator('.viking-btn:not([disabled])').first().click();
      else {
        if (tags.includes('placingBarrels'))
          await page.evaluate(
            (tag) => (document.querySelector(tag)!.shadowRoot!.querySelector('viking-valley-square') as unknown as { focusHoles(): boolean }).focusHoles(),
            tag,
          );
        else {
          await page.evaluate((tag) => document.querySelector(tag)!.shadowRoot!.querySelector<HTMLElement>('.stage')!.focus(), tag);
          for (let i = 0; i < turn % 3; i++) await page.keyboard.press(turn % 2 ? 'ArrowLeft' : 'ArrowRight');
        }
        await page.keyboard.press('Enter');
      }
    }
    run.moves += 1;
    // The answer (a new state, or a refusal) before the next step.
    await page.waitForFunction((seen) => (window as unknown as { __frames: number }).__frames > seen, frames, { timeout: STEP_TIMEOUT, polling: 50 });
    if (run.moves >= run.limit) {
      for (const p of [who, other]) await p.page.evaluate(() => ((window as unknown as { __vgStop: boolean }).__vgStop = true));
      return;
    }
  }
}

/**
 * Where each page stood when a run failed, a line each: its prompt (and whether a move was playing), its connection,
 * its focus and the states it saw, then the page's errors.
 */
async function whereEach(people: Readonly<Record<string, Person>>, tag: string): Promise<string[]> {
  const lines: string[] = [];
  for (const [name, p] of Object.entries(people)) {
    const where = await p.page
      .evaluate((tag) => {
        const root = document.querySelector(tag)?.shadowRoot;
        const online = root?.querySelector<HTMLElement>('vg-online-panel')?.dataset;
        const busy = (document.querySelector(tag) as { busy?: boolean } | null)?.busy;
        return `prompt "${root?.querySelector('#prompt')?.textContent?.trim()}"${busy ? ' (a move playing)' : ''}, online ${JSON.stringify(online ?? {})}, focus on ${root?.activeElement?.localName ?? 'nothing'}`;
      }, tag)
      .catch((e: unknown) => String(e));
    lines.push(`${name}: ${where}; ${p.states.length} states, the last at revision ${p.states.at(-1)?.revision}`, ...p.errors);
  }
  return lines;
}

/** Resolves once `check` holds (asked every 50 ms, at most {@link STEP_TIMEOUT}): a wait for a state, not a pause. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + STEP_TIMEOUT;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Once the guest has joined: the page whose person is to act says so ("<name> (you)"), and the other says it waits
 * for that person on their device, not that they are "thinking" as a bot would.
 * @returns the problems found
 */
async function waitingShown(host: Person, guest: Person, tag: string): Promise<string[]> {
  const promptOf = (p: Person) =>
    p.page.waitForFunction(
      (tag) => {
        const text = document.querySelector(tag)?.shadowRoot?.querySelector('#prompt')?.textContent?.trim() ?? '';
        return /\(you\)|^Waiting for/.test(text) ? text : false;
      },
      tag,
      { timeout: STEP_TIMEOUT, polling: 50 },
    );
  const [a, b] = await Promise.all([host, guest].map(async (p) => (await promptOf(p)).jsonValue() as Promise<string>));
  const acting = /^(.+?) \(you\)/.exec(a) ?? /^(.+?) \(you\)/.exec(b);
  const waiting = acting && (acting.input === a ? b : a);
  if (!acting || waiting !== `Waiting for ${acting[1]} (on their device)…`) return [`the prompts do not say whom the other device waits for: "${a}" / "${b}"`];
  // Two people: neither board may call the friend on the other device a computer (its seat is a bot to the board only).
  const texts = await Promise.all(
    [host, guest].map((p) =>
      p.page.evaluate((tag) => {
        const seen: string[] = [];
        const walk = (root: ShadowRoot) => {
          seen.push(root.textContent ?? '');
          root.querySelectorAll('*').forEach((el) => el.shadowRoot && walk(el.shadowRoot));
        };
        const board = document.querySelector(tag)?.shadowRoot;
        if (board) walk(board);
        return seen.join(' ');
      }, tag),
    ),
  );
  const called = texts.flatMap((text, i) => (/\(computer/.test(text) ? [`${i ? 'the guest' : 'the host'}'s board calls a person a computer`] : []));
  return called;
}

/**
 * A third person opens the share `link` of a full table: the invitation says at once that every seat is taken (the
 * server's room listing, before joining: no name to type) and offers to watch; Watch, and the board watches. Checked:
 * it is told so, it has no seat, every state it got is the spectators' (`you` null).
 * @returns the watcher (its page open) and the problems found
 */
async function watcherOf(browser: Browser, link: string, tag: string): Promise<{ watcher: Person; problems: string[] }> {
  const problems: string[] = [];
  const watcher = await person(browser);
  await watcher.page.goto(link);
  const full = watcher.page.locator(`${tag} vg-online-panel [data-full]`);
  await full.waitFor({ timeout: STEP_TIMEOUT });
  if (!/Every seat at the table of room [A-Z0-9]{6} is taken/.test((await full.textContent()) ?? ''))
    problems.push(`the full table's invitation says "${await full.textContent()}"`);
  if (await watcher.page.locator(`${tag} vg-online-panel input[name="name"]`).count()) problems.push("the full table's invitation asks a name");
  if (watcher.states.length) problems.push('the full table was told only after joining');
  await watcher.page.locator(`${tag} [data-action="watch-room"]`).click();
  await watcher.page.locator(`${tag} vg-online-panel[data-phase="playing"]`).waitFor({ timeout: STEP_TIMEOUT });
  await until(async () => watcher.states.length > 0, "the watcher's first state");
  const told = watcher.page.locator(`${tag} vg-online-panel`).getByText('The table is full: you watch.', { exact: true });
  if (!(await told.isVisible())) problems.push('the watcher is not told it watches');
  if ((await connectionOf(watcher)).seat !== '') problems.push(`the watcher holds seat ${(await connectionOf(watcher)).seat}`);
  if (watcher.states.some((state) => state.you !== null)) problems.push("the watcher got a seat's state");
  return { watcher, problems };
}

/** The board's enabled main controls (a move's or Continue: `[data-primary]`), in its shadow root and its parts'. */
function enabledControls(who: Person, tag: string): Promise<number> {
  return who.page.evaluate((tag) => {
    let n = 0;
    const walk = (root: ShadowRoot) => {
      n += root.querySelectorAll('[data-primary]:not([disabled])').length;
      root.querySelectorAll('*').forEach((el) => el.shadowRoot && walk(el.shadowRoot));
    };
    const board = document.querySelector(tag)?.shadowRoot;
    if (board) walk(board);
    return n;
  }, tag);
}

/**
 * After a whole game: the host's "New game" (in the end screen) asks, never leaves; the host asks for a rematch
 * there, the guest's end screen says so and the guest says yes; both boards play the room's second game, same room,
 * same seats, from its start.
 * @returns the problems found
 */
async function rematch(host: Person, guest: Person, tag: string): Promise<string[]> {
  const problems: string[] = [];
  const code = await host.page.locator(`${tag} .code[data-code]`).getAttribute('data-code');
  await host.page.locator(`${tag} [part="end-screen"] button`, { hasText: 'New game' }).click();
  const ask = host.page.locator(`${tag} vg-online-panel vg-dialog.new-game [data-action="rematch"]`);
  await ask.waitFor({ timeout: STEP_TIMEOUT });
  if ((await connectionOf(host)).phase !== 'playing') problems.push('"New game" after the game left the room');
  await ask.click();
  const wants = guest.page.locator(`${tag} [part="end-screen"] [data-rematch-wants]`);
  await wants.waitFor({ timeout: STEP_TIMEOUT });
  if (!/would like a rematch/.test((await wants.textContent()) ?? '')) problems.push(`the guest is not told of the rematch: "${await wants.textContent()}"`);
  await host.page.locator(`${tag} [data-rematch-waiting]`).first().waitFor({ timeout: STEP_TIMEOUT });
  await guest.page.locator(`${tag} [part="end-screen"] [data-action="rematch"]`).click();
  await until(async () => [host, guest].every((p) => p.states.at(-1)?.games === 2), 'the rematch on both pages');
  for (const [name, p, seat] of [
    ['host', host, '0'],
    ['guest', guest, '1'],
  ] as const) {
    await p.page.waitForFunction(
      (tag) => !/Game over/i.test(document.querySelector(tag)?.shadowRoot?.querySelector('#prompt')?.textContent ?? 'Game over'),
      tag,
      {
        timeout: STEP_TIMEOUT,
        polling: 50,
      },
    );
    const now = await connectionOf(p);
    if (now.phase !== 'playing' || now.seat !== seat) problems.push(`${name}: after the rematch ${JSON.stringify(now)}, not seat ${seat}`);
    if ((await p.page.locator(`${tag} .code[data-code]`).getAttribute('data-code')) !== code) problems.push(`${name}: the rematch is in another room`);
    if (await p.page.locator(`${tag} [part="end-screen"][open]`).count()) problems.push(`${name}: the end screen is still open in the rematch`);
  }
  return problems;
}

const STAND_IN_RUN = "a board marks the computer's moves for a friend away, in the log and in 'Just now', and never the person's own";

/**
 * A Wilde Wikinger room as a server stores it: Astrid (token `host-token`) and Gudrun (`guest-token`), each seat's
 * moves played headless by the bots, Gudrun's as the computer's stand-in while she was away (the room's `stoodIn`),
 * until Astrid is to act alone after two of those turns.
 */
function roomWithStandIn(code: string): RoomRecord {
  const game = games['wilde-wikinger'];
  const seats: Seat[] = [HUMAN, HUMAN];
  const actor = createActor(game.machine, { input: game.createInput({ players: 2, seats, seed: 31, names: ['Astrid', 'Gudrun'] }) }).start();
  const rng = rngFromState(seedRng(7));
  let revision = 0;
  const recent: { log: number; seat: number | null }[] = [];
  let stoodIn: OnlineStoodIn[] = [];
  for (;;) {
    const snapshot = actor.getSnapshot();
    const toAct = game.toAct(snapshot);
    if (stoodIn.length >= 2 && toAct.length === 1 && toAct[0] === 0 && snapshot.value === 'rolling') break;
    const seat = toAct[0];
    const log = snapshot.context.log.length;
    const moves = game.legalMoves(snapshot, seat);
    actor.send(game.bots.heuristic.choose({ seat, view: game.playerView(snapshot, seat), moves, level: 2, rng }));
    recent.push({ log, seat: seat === 0 ? 0 : null });
    if (seat === 1) stoodIn = addStoodIn(stoodIn, 1, log, actor.getSnapshot().context.log.length);
    revision += 1;
  }
  return {
    format: 1,
    game: 'wilde-wikinger',
    code,
    snapshotVersion: game.snapshotVersion,
    revision,
    snapshot: actor.getPersistedSnapshot(),
    seats: [
      { kind: 'person', name: 'Astrid', token: 'host-token' },
      { kind: 'person', name: 'Gudrun', token: 'guest-token' },
    ],
    botTakeOverAfterMs: null,
    botDelayMs: 0,
    botRng: rng.getState(),
    recent: recent.slice(-40),
    stoodIn,
  };
}

/**
 * Astrid's page at the room of `code` (resumed by `server` from its store, her seat taken back by the link): her log
 * and "Just now" (what happened since her last move: Gudrun's turns) say Gudrun's moves were the computer's, and
 * none of hers.
 * @returns the problems found
 */
async function standInRun(browser: Browser, origin: string, server: string, code: string): Promise<string[]> {
  const problems: string[] = [];
  const tag = 'wilde-wikinger-board';
  const host = await person(browser);
  try {
    await host.page
      .context()
      .addInitScript(([key, token]) => localStorage.setItem(key, token), [`vg-online-seat:wilde-wikinger:${code}`, 'host-token'] as const);
    await host.page.goto(`${origin}/play.html?game=wilde-wikinger&tag=${tag}&server=${encodeURIComponent(server)}&vg-join=${code}`);
    await host.page.locator(`${tag} vg-online-panel[data-phase="playing"][data-seat="0"]`).waitFor({ timeout: STEP_TIMEOUT });
    const mark = 'Gudrun (played by the computer while away)';
    const log = host.page.locator(`${tag} vg-game-log li`);
    await log.filter({ hasText: mark }).first().waitFor({ timeout: STEP_TIMEOUT });
    const lines = await log.allTextContents();
    if (lines.some((line) => /Astrid \(played by the computer/.test(line))) problems.push("Astrid's own moves marked as the computer's");
    if (!lines.some((line) => /^\s*Astrid\b/.test(line))) problems.push('the log has no line of Astrid (the check would see nothing)');
    const recent = (await host.page.locator(`${tag} [part="recent"]`).textContent()) ?? '';
    if (!recent.includes(mark)) problems.push(`"Just now" does not say the computer played for Gudrun: "${recent.trim()}"`);
    problems.push(...host.errors);
  } catch (error) {
    problems.push(String(error instanceof Error ? error.message.split('\n')[0] : error), ...(await whereEach({ host }, tag)));
  } finally {
    await host.page.context().close();
  }
  return problems;
}

const LIVE_STAND_IN_RUN =
  "a friend away: after the room's delay the computer plays their seat live, the other page shows that move marked as the computer's, and the seat is handed back on return; a code typed in a German lobby for the full table is told at once to watch";

/**
 * Astrid, a Node client of the room (colyseus.js, as the server's tests), starts a Wilde Wikinger room whose friend's
 * seat the computer takes after 200 ms away (the room option `botTakeOverAfterMs`; the lobby's stand-in sets 30 s);
 * Gudrun's page joins it by the share link. A third page, German, types the room's code in its lobby: told at once the
 * table is full, it watches. Astrid rolls and drops; the computer plays the rest of her turn, and Gudrun's page shows
 * those lines (log and "Just now") as the computer's, her roll not, and her seat as away with a bot. Astrid comes back
 * with her seat's token: her seat is hers again on Gudrun's page, the board waits for her on her next turn, and her own
 * move there is taken (a stand-in that had moved first would make it stale) and shown unmarked.
 * @returns the problems found
 */
async function liveStandInRun(browser: Browser, origin: string, server: string): Promise<string[]> {
  const problems: string[] = [];
  const tag = 'wilde-wikinger-board';
  const mark = 'Astrid (played by the computer while away)';
  const gudrun = await person(browser);
  const watcher = await person(browser);
  const rooms: RoomSeat[] = [];
  try {
    const options = { players: 2, seats: ['person', 'person'], names: ['Astrid', 'Gudrun'], name: 'Astrid', seed: 23, botTakeOverAfterMs: 200, protocol: 1 };
    let astrid = await createRoom(server, 'wilde-wikinger', options);
    rooms.push(astrid);
    const { code, token } = astrid.last;
    const page = `${origin}/play.html?game=wilde-wikinger&tag=${tag}&server=${encodeURIComponent(server)}`;
    await gudrun.page.goto(`${page}&vg-join=${code}`);
    await gudrun.page.locator(`${tag} vg-online-panel input[name="name"]`).fill('Gudrun');
    await gudrun.page.locator(`${tag} [data-action="join-room"]`).click();
    await gudrun.page.locator(`${tag} vg-online-panel[data-phase="playing"][data-seat="1"]`).waitFor({ timeout: STEP_TIMEOUT });
    // The German watcher types the code of the full table: told so before joining (no state yet), then watches.
    await watcher.page.goto(`${page}&locale=de`);
    await watcher.page.locator(`${tag} [data-action="play-online"]`, { hasText: 'Online spielen' }).click();
    await watcher.page.locator(`${tag} vg-online-panel input[name="code"]`).pressSequentially(code.toLowerCase());
    const full = watcher.page.locator(`${tag} vg-online-panel [data-full]`);
    await full.waitFor({ timeout: STEP_TIMEOUT });
    if (!(await full.textContent())?.includes(`Am Tisch von Raum ${code} sind alle Plätze besetzt`))
      problems.push(`watcher: the typed code says "${await full.textContent()}"`);
    if (watcher.states.length) problems.push('watcher: the full table was told only after joining');
    if (await watcher.page.locator(`${tag} vg-online-panel [data-action="join-room"]`).count()) problems.push('watcher: Join offered for a full table');
    await watcher.page.locator(`${tag} [data-action="watch-room"]`, { hasText: 'Zuschauen' }).click();
    await watcher.page.locator(`${tag} vg-online-panel[data-phase="playing"][data-seat=""]`).waitFor({ timeout: STEP_TIMEOUT });
    if (watcher.states.some((state) => state.you !== null)) problems.push("watcher: got a seat's state");
    // Astrid rolls, on her device; then she is gone (her socket closed, not a Leave), still to act.
    if (!astrid.toAct()) throw new Error('Astrid is not to act first (the seed changed?)');
    const game = astrid.game;
    astrid.send(game.legalMoves(astrid.snapshot(), 0)[0]);
    await astrid.revision(1);
    if (!astrid.toAct()) throw new Error('Astrid is not to act after her roll (the seed changed?)');
    await astrid.room.leave(false);
    const seat0 = gudrun.page.locator(`${tag} vg-online-panel .seats li[data-seat="0"]`);
    await seat0.locator('[data-status]', { hasText: 'away: a bot plays for now' }).waitFor({ timeout: STEP_TIMEOUT });
    const log = gudrun.page.locator(`${tag} vg-game-log li`);
    await log.filter({ hasText: mark }).first().waitFor({ timeout: STEP_TIMEOUT });
    const lines = await log.allTextContents();
    if (!lines.some((line) => /^\s*Astrid rolls?\b/.test(line))) problems.push(`Astrid's own roll is missing or marked: ${JSON.stringify(lines)}`);
    await until(async () => /\(you\)/.test((await gudrun.page.locator(`${tag} #prompt`).textContent()) ?? ''), "Gudrun's turn after the stand-in's");
    const recent = (await gudrun.page.locator(`${tag} [part="recent"]`).textContent()) ?? '';
    if (!recent.includes(mark)) problems.push(`"Just now" does not say the computer played for Astrid: "${recent.trim()}"`);
    await watcher.page.locator(`${tag} vg-game-log li`, { hasText: 'Astrid (weg, vom Computer gespielt)' }).first().waitFor({ timeout: STEP_TIMEOUT });
    // Astrid is back (a reload: her seat's token): Gudrun's page shows her seat connected, no bot.
    const stoodIn = JSON.stringify(gudrun.states.at(-1)?.stoodIn);
    astrid = await joinRoom(server, 'wilde-wikinger', code, { token, protocol: 1 });
    rooms.push(astrid);
    if (astrid.last.you !== 0) problems.push(`Astrid came back to seat ${astrid.last.you}`);
    await gudrun.page.locator(`${tag} vg-online-panel .seats li[data-seat="0"][data-connected="true"]`).waitFor({ timeout: STEP_TIMEOUT });
    if (/bot/.test((await seat0.textContent()) ?? '')) problems.push(`Astrid's seat after her return: "${(await seat0.textContent())?.trim()}"`);
    // Gudrun plays until Astrid is to act: the board waits for her, and the move she makes is hers.
    for (let turn = 0; !astrid.toAct(); turn++) {
      if (turn > 200) throw new Error('Astrid never to act again');
      const frames = await gudrun.page.evaluate(() => (window as unknown as { __frames: number }).__frames);
      await until(async () => astrid.toAct() || (await gudrun.page.evaluate(step, turn)) === 'acted', "Gudrun's move or Astrid's turn");
      if (!astrid.toAct())
        await gudrun.page.waitForFunction((seen) => (window as unknown as { __frames: number }).__frames > seen, frames, {
          timeout: STEP_TIMEOUT,
          polling: 50,
        });
    }
    await until(
      async () => ((await gudrun.page.locator(`${tag} #prompt`).textContent()) ?? '').includes('Waiting for Astrid (on their device)'),
      "Gudrun's board waiting for Astrid on her device",
    );
    const revision = astrid.last.revision;
    const seen = (await log.allTextContents()).length;
    astrid.send(game.legalMoves(astrid.snapshot(), 0)[0], revision);
    const next = await astrid.revision(revision + 1);
    if (astrid.refusals.length) problems.push(`Astrid's move after her return was refused: ${JSON.stringify(astrid.refusals)}`);
    if (JSON.stringify(next.stoodIn) !== stoodIn) problems.push('the computer played for Astrid after she came back');
    await until(async () => (await log.count()) > seen, "Astrid's move in Gudrun's log");
    const added = (await log.allTextContents()).slice(seen);
    if (added.some((line) => line.includes('played by the computer'))) problems.push(`Astrid's own move after her return is marked: ${JSON.stringify(added)}`);
    problems.push(...gudrun.errors, ...watcher.errors.map((e) => `watcher: ${e}`));
  } catch (error) {
    problems.push(String(error instanceof Error ? error.message.split('\n')[0] : error), ...(await whereEach({ gudrun, watcher }, tag)));
  } finally {
    // A room left already (Astrid's dropped socket) would never answer a leave.
    for (const { room } of rooms) if (room.connection.isOpen) await room.leave(true).catch(() => undefined);
    await gudrun.page.context().close();
    await watcher.page.context().close();
  }
  return problems;
}

const SCORING_RUN =
  'two pages read a Wikingerschafe scoring online, each continuing on their own device (focus then on whom it waits for; a third, watching, has no Continue); the game goes on when both have, and a reload shows what just happened';

/**
 * A Wikingerschafe room at its first round's scoring, as a server stores it: two people (tokens `host`, `guest`) and
 * a bot, the position (and the room's latest moves, whose each was) played there headless by the bots (the scoring comes after a whole round; a round of clicks
 * between two pages would be most of this test's time).
 */
function roomAtScoring(code: string): RoomRecord {
  const seats: Seat[] = [HUMAN, HUMAN, { kind: 'bot', bot: 'heuristic', level: 2 }];
  const actor = createActor(wikingerschafe.machine, {
    input: wikingerschafe.createInput({ players: 3, seats, seed: 23, names: ['Astrid', 'Gudrun', 'Sven'] }),
  }).start();
  const rng = rngFromState(seedRng(5));
  let revision = 0;
  const recent: { log: number; seat: number | null }[] = [];
  while (!actor.getSnapshot().hasTag('scoring')) {
    const snapshot = actor.getSnapshot();
    const seat = wikingerschafe.toAct(snapshot)[0];
    recent.push({ log: snapshot.context.log.length, seat: seat < 2 ? seat : null });
    const moves = wikingerschafe.legalMoves(snapshot, seat);
    actor.send(wikingerschafe.bots.heuristic.choose({ seat, view: wikingerschafe.playerView(snapshot, seat), moves, level: 2, rng }));
    revision += 1;
  }
  return {
    format: 1,
    game: 'wikingerschafe',
    code,
    snapshotVersion: wikingerschafe.snapshotVersion,
    revision,
    snapshot: actor.getPersistedSnapshot(),
    seats: [
      { kind: 'person', name: 'Astrid', token: 'host-token' },
      { kind: 'person', name: 'Gudrun', token: 'guest-token' },
      { kind: 'heuristic:2', name: 'Sven', token: null },
    ],
    botTakeOverAfterMs: null,
    botDelayMs: 0,
    botRng: rng.getState(),
    recent: recent.slice(-40),
  };
}

/**
 * Two pages at a Wikingerschafe room's scoring (the room of `code`, which `server` resumed from its store; each page
 * takes its seat back by the share link, as a closed tab does): the host's Continue closes the scoring on the host's page
 * only, which then says it waits for Gudrun; the guest still reads it and has Continue; the guest's Continue takes
 * both pages on to the next round, and neither is told someone else moved the game on.
 * @returns the problems found
 */
async function scoringRun(browser: Browser, origin: string, server: string, code: string): Promise<string[]> {
  const problems: string[] = [];
  const tag = 'wikingerschafe-board';
  const [host, guest] = [await person(browser), await person(browser)];
  try {
    for (const [p, token] of [
      [host, 'host-token'],
      [guest, 'guest-token'],
    ] as const) {
      await p.page.context().addInitScript(([key, token]) => localStorage.setItem(key, token), [`vg-online-seat:wikingerschafe:${code}`, token] as const);
      await p.page.goto(`${origin}/play.html?game=wikingerschafe&tag=${tag}&server=${encodeURIComponent(server)}&vg-join=${code}`);
    }
    const continueOf = (p: Person) => p.page.locator(tag).getByRole('button', { name: 'Continue', exact: true });
    for (const p of [host, guest]) await continueOf(p).waitFor({ timeout: STEP_TIMEOUT });
    // A third person opens the link of the full table: it watches the scoring, with no Continue (nobody's to press
    // there: the room refuses it), and where Continue would be, whom the game waits for.
    const link = `${origin}/play.html?game=wikingerschafe&tag=${tag}&server=${encodeURIComponent(server)}&vg-join=${code}`;
    const { watcher, problems: watching } = await watcherOf(browser, link, tag);
    problems.push(...watching.map((p) => `watcher: ${p}`));
    try {
      // The scoring drawn to its end: Continue, or the line in its place.
      const scoring = watcher.page.locator(`${tag} wikingerschafe-scoring`);
      await scoring.locator('[data-waiting]:visible, [data-primary]:visible').first().waitFor({ timeout: STEP_TIMEOUT });
      if (await continueOf(watcher).count()) problems.push('watcher: Continue offered');
      const shown = scoring.locator('[data-waiting]:visible');
      const line = (await shown.count()) ? await shown.textContent() : null;
      if (line?.trim() !== 'Waiting for Astrid and Gudrun to finish reading the scores…')
        problems.push(`watcher: the scoring says "${line}" where Continue would be`);
      if (await enabledControls(watcher, tag)) problems.push('watcher: a control enabled');
      problems.push(...watcher.errors.map((e) => `watcher: ${e}`));
    } finally {
      await watcher.page.context().close();
    }
    await continueOf(host).click();
    const waiting = host.page.locator(`${tag} wikingerschafe-scoring [data-waiting]:visible`);
    await waiting.waitFor({ timeout: STEP_TIMEOUT });
    if ((await waiting.textContent())?.trim() !== 'Waiting for Gudrun to finish reading the scores…')
      problems.push(`the host's scoring says "${await waiting.textContent()}" where Continue was`);
    // Focus goes where Continue was, to that line, not to the page (a keyboard reader would start over from the top).
    await host.page
      .waitForFunction(
        () => {
          let active: Element | null | undefined = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return active?.hasAttribute('data-waiting');
        },
        undefined,
        { timeout: STEP_TIMEOUT, polling: 50 },
      )
      .catch(async () =>
        problems.push(
          `after the host's Continue, focus is on ${await host.page.evaluate(() => {
            let active: Element | null | undefined = document.activeElement;
            while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
            return active?.localName ?? 'nothing';
          })}, not on whom it waits for`,
        ),
      );
    const prompt = (p: Person) => p.page.locator(`${tag} #prompt`).textContent();
    if (!/Waiting for Gudrun to finish reading/.test((await prompt(host)) ?? '')) problems.push(`the host's prompt: "${await prompt(host)}"`);
    if (await continueOf(host).count()) problems.push('the host may press Continue again');
    // The guest has heard of it (the room's seat 0 read the scoring), and still reads it, with Continue.
    await until(async () => !!guest.states.at(-1)?.stepTaken?.includes(0), "the guest hearing of the host's Continue");
    if (!(await continueOf(guest).isVisible())) problems.push("the host's Continue took the guest's scoring away");
    await continueOf(guest).click();
    for (const [name, p] of [
      ['host', host],
      ['guest', guest],
    ] as const) {
      await p.page.waitForFunction(
        (tag) => {
          const el = document.querySelector(tag) as (HTMLElement & { snapshot?: { hasTag(tag: string): boolean } }) | null;
          return !!el?.snapshot && !el.snapshot.hasTag('scoring');
        },
        tag,
        { timeout: STEP_TIMEOUT, polling: 50 },
      );
      const notices = await p.page.locator(tag).evaluate((el) => el.shadowRoot?.textContent ?? '');
      if (/pressed Continue/.test(notices)) problems.push(`${name}: told someone else moved the game on`);
    }
    // The next round is on, Gudrun to act: a reload of her page shows in "Just now" what happened since her last move
    // of the round before (the others' turns, the scoring), from the moves the room kept, not nothing until the next move.
    const recent = (p: Person) => p.page.locator(tag).evaluate((el) => el.shadowRoot?.querySelector('[part="recent"]')?.textContent?.trim() ?? '');
    await guest.page.reload();
    await guest.page.locator(`${tag} vg-online-panel[data-phase="playing"][data-seat="1"]`).waitFor({ timeout: STEP_TIMEOUT });
    await until(async () => /\(you\)/.test((await prompt(guest)) ?? ''), "Gudrun's turn after the reload");
    const lines = await recent(guest);
    if (!/Astrid|Sven/.test(lines)) problems.push(`after a reload, "Just now" does not tell the others' turns: "${lines}"`);
    for (const p of [host, guest]) problems.push(...p.errors);
  } catch (error) {
    problems.push(String(error instanceof Error ? error.message.split('\n')[0] : error), ...(await whereEach({ host, guest }, tag)));
  } finally {
    await host.page.context().close();
    await guest.page.context().close();
  }
  return problems;
}

async function main(): Promise<number> {
  if (!existsSync(join(CDN, 'wilde-wikinger.js'))) {
    console.error('online-smoke: packages/ui/dist/cdn is missing; run `npm run build -w @viking-games/ui` first');
    return 1;
  }
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROME_PATH');
  const dataDir = await mkdtemp(join(tmpdir(), 'vg-online-smoke-'));
  const http = await serve();
  let game: GameServer = await createServer({ port: 0, host: '127.0.0.1', dataDir, log: () => undefined });
  const port = game.port;
  const browser = await chromium.launch({ executablePath, args: chromeArgs() });
  let passed = 0;
  let failed = 0;
  try {
    {
      // Without `server`: the board plays, and neither the online chunk nor a socket is ever asked for.
      const problems: string[] = [];
      const context = await browser.newContext();
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      page.on('websocket', (socket) => problems.push(`a WebSocket to ${socket.url()}`));
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.goto(`${http.origin}/play.html?game=wilde-wikinger&tag=wilde-wikinger-board`);
      await page.locator('wilde-wikinger-board #prompt').waitFor({ timeout: STEP_TIMEOUT });
      await page.locator('wilde-wikinger-board').getByRole('button', { name: 'Roll the dice' }).click();
      await page.waitForFunction(
        () => (document.querySelector('wilde-wikinger-board') as HTMLElement & { snapshot?: { context: { dice: unknown } } }).snapshot?.context.dice,
      );
      problems.push(...requested.filter((url) => /online/.test(url)).map((url) => `loaded ${url}`));
      if (await page.locator('wilde-wikinger-board [data-action="play-online"]').count()) problems.push('"Play online" shown without a server');
      await context.close();
      const name = 'a board without `server` plays locally and loads no online code and opens no socket';
      if (problems.length) failed++;
      else passed++;
      console.log(problems.length ? `FAIL ${name}\n${problems.map((p) => `     - ${p}`).join('\n')}` : `ok   ${name}`);
    }
    // `--only restart` (or `dropped`, `Valley`, ...): the games whose name has it.
    const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : '';
    const disturbances = ['none', 'dropped socket', 'server restart', 'guest closing the tab and opening the link again in a new one'] as const;
    const runs = [
      ...disturbances.map((disturbance) => ({
        game: 'wilde-wikinger' as GameId,
        disturbance,
        limit: 0,
        name: `two pages play a whole Wilde Wikinger game online${disturbance === 'none' ? ' (a third opening the link of the full table watches: no hand, no controls), then a rematch in the same room' : ` with a ${disturbance} mid-game`}; no frame holds the other seat's secrets`,
      })),
      // The physics games, from the registry: each by its own controls (playPhysics).
      ...gameRegistry
        .filter((entry) => entry.physics)
        .map(({ id, title }) => ({
          game: id,
          disturbance: 'none' as const,
          limit: PHYSICS_MOVES,
          name: `two pages play ${PHYSICS_MOVES} moves of ${title} online by keys and clicks; both get each outcome and animate the move before their turn; no frame holds a weight`,
        })),
    ].filter((run) => run.name.includes(only));
    for (const run of runs) {
      const problems: string[] = [];
      const tag = tagOf(run.game);
      const [host, guest] = [await person(browser), await person(browser)];
      try {
        await host.page.goto(`${http.origin}/play.html?game=${run.game}&tag=${tag}&server=${encodeURIComponent(game.url)}`);
        const board = host.page.locator(tag);
        await board.locator('[data-action="play-online"]').click();
        await board.locator('select[name="seat-1"]').selectOption('person');
        if (run.game === 'wilde-wikinger') {
          // A name typed in the lobby is text, not keys for the game behind it: the R of "Rurik" rolls no dice there,
          // and typing is no sign of a keyboard (a phone's on-screen keys made the board say "or press R").
          const name = board.locator('form[data-form="create"] input[name="name"]');
          await name.fill('');
          await name.pressSequentially('Rurik');
          const rolled = await board.locator('button', { hasText: /Roll the dice/ }).count();
          if ((await name.inputValue()) !== 'Rurik' || rolled === 0)
            problems.push(`typing "Rurik" in the lobby: name "${await name.inputValue()}", Roll offered ${rolled}`);
          if (await board.locator('.layout.keys').count()) problems.push('typing a name in the lobby made the board show its key hints');
        }
        await board.locator('[data-action="create-room"]').click();
        const code = await board.locator('.code[data-code]').getAttribute('data-code', { timeout: STEP_TIMEOUT });
        if (!code) throw new Error('no room code');
        // The guest opens the share link as it is shown.
        const link = await board.locator('#share').inputValue();
        if (!link.includes(`vg-join=${code}`)) problems.push(`share link without the code: ${link}`);
        await guest.page.goto(link);
        // The link asks the friend's name, then joins.
        // The link asks the name first: the field has the focus (a friend types at once).
        const nameField = guest.page.locator(`${tag} vg-online-panel input[name="name"]`);
        await nameField.waitFor({ timeout: STEP_TIMEOUT });
        if (!(await nameField.evaluate((input) => input.matches(':focus')))) problems.push('the name field of the invitation has no focus');
        await nameField.fill('Gudrun');
        await guest.page.locator(`${tag} [data-action="join-room"]`).click();
        await guest.page.locator(`${tag} vg-online-panel[data-phase="playing"][data-seat="1"]`).waitFor({ timeout: STEP_TIMEOUT });
        await host.page.locator(`${tag} vg-online-panel .seats li[data-seat="1"]`, { hasText: 'Gudrun' }).waitFor({ timeout: STEP_TIMEOUT });
        problems.push(...(await waitingShown(host, guest, tag)));
        if (run.game === 'wilde-wikinger' && run.disturbance === 'none') {
          // A third person opens the link of the full table: the public view (no hand), no controls, told it watches.
          const { watcher, problems: watching } = await watcherOf(browser, link, tag);
          problems.push(...watching.map((p) => `watcher: ${p}`));
          try {
            problems.push(...watcher.states.flatMap(leaks).map((leak) => `watcher: ${leak}`));
            const cards = await watcher.page.locator(`${tag} .hand wilde-wikinger-card`).count();
            if (cards) problems.push(`watcher: a hand of ${cards} cards shown`);
            if (await enabledControls(watcher, tag)) problems.push('watcher: a move control enabled');
            // The same check sees the control of the person to act.
            const acting = await Promise.all([host, guest].map((p) => enabledControls(p, tag)));
            if (!acting.some(Boolean)) problems.push("the control check sees no control on the acting person's board either");
            problems.push(...watcher.errors.map((e) => `watcher: ${e}`));
          } finally {
            await watcher.page.context().close();
          }
        }
        if (run.game === 'wilde-wikinger') {
          const restart = async () => {
            // Until both pages are back at their seats, a retry meeting the closed port is the client coping.
            const before = await Promise.all([host, guest].map(connectionOf));
            for (const p of [host, guest]) p.expected = REFUSED;
            await game.close();
            // Cut off, a page cannot know who else is connected (a server shutting down drops the sockets one by one,
            // so the last it heard may be "the guest left"): every person's seat says so, none "away" or "connected".
            await host.page.locator(`${tag} vg-online-panel[data-phase="reconnecting"]`).waitFor({ timeout: STEP_TIMEOUT });
            const told = await host.page
              .locator(`${tag} vg-online-panel .seats li`)
              .evaluateAll((seats) => seats.map((seat) => (seat as HTMLElement).dataset.connected));
            if (told.some((connected) => connected !== 'unknown')) problems.push(`with the server down, the host's seats say connected = ${told.join(', ')}`);
            game = await createServer({ port, host: '127.0.0.1', dataDir, log: () => undefined });
            await Promise.all([host, guest].map((p, i) => reconnected(p, before[i].connections)));
            for (const p of [host, guest]) p.expected = undefined;
          };
          // The guest's socket closes under it: it reconnects to its seat (a move made meanwhile goes when it is back).
          const drop = async () => {
            const before = await connectionOf(guest);
            await guest.page.evaluate(() => (window as unknown as { __sockets: WebSocket[] }).__sockets.at(-1)?.close());
            await reconnected(guest, before.connections);
          };
          // The guest closes the tab: the host sees the seat away, in words. The guest opens the link again in a new
          // tab of the same browser and takes the seat back (the seat's token outlives the tab), asked no name.
          const away = async () => {
            const closed = guest.page;
            guest.page = await closed.context().newPage();
            listenTo(guest);
            await closed.close();
            await host.page.waitForFunction(
              (tag) => {
                const seat = document
                  .querySelector(tag)
                  ?.shadowRoot?.querySelector('vg-online-panel')
                  ?.shadowRoot?.querySelector<HTMLElement>('.seats li[data-seat="1"]');
                return seat?.dataset.connected === 'false' && seat.querySelector('[data-status]')?.textContent?.trim() === 'away';
              },
              tag,
              { timeout: STEP_TIMEOUT, polling: 50 },
            );
            await guest.page.goto(link);
            await guest.page.locator(`${tag} vg-online-panel[data-phase="playing"][data-seat="1"]`).waitFor({ timeout: STEP_TIMEOUT });
          };
          const midway = {
            none: undefined,
            'dropped socket': drop,
            'server restart': restart,
            'guest closing the tab and opening the link again in a new one': away,
          }[run.disturbance];
          await Promise.all([playToEnd(host, 6, midway), playToEnd(guest)]);
          for (const p of [host, guest]) {
            const final = await p.page.locator('wilde-wikinger-board #prompt').textContent();
            if (!/Game over/i.test(final ?? '')) problems.push(`no "Game over" at the end: ${final}`);
          }
          // The frames: every state each page got, none with the other seat's secrets, each its own hand in clear.
          for (const [name, p, seat] of [
            ['host', host, 0],
            ['guest', guest, 1],
          ] as const) {
            if (p.states.length < 10) problems.push(`${name}: only ${p.states.length} states received`);
            if (p.states.some((s) => s.you !== seat)) problems.push(`${name}: a state for another seat`);
            problems.push(...p.states.flatMap(leaks).map((leak) => `${name}: ${leak}`));
            const own = p.states.find((s) => s.value !== 'gameOver' && (s.context as { hands: number[][] }).hands[seat].some((id) => id !== MASKED_ID));
            if (!own) problems.push(`${name}: never got its own hand (the check would see nothing)`);
            // The check sees a leak: the same state with the other seat's hand in clear.
            else {
              const context = own.context as { hands: number[][] };
              const planted = { ...own, context: { ...context, hands: context.hands.map((hand, s) => (s === seat ? hand : [0, ...hand.slice(1)])) } };
              if (leaks(planted).length === 0) problems.push(`${name}: the leak check misses another seat's hand`);
            }
          }
          // A whole evening: another game in the same room.
          if (run.disturbance === 'none') problems.push(...(await rematch(host, guest, tag)));
          if (run.disturbance !== 'none') {
            const back = await guest.page.locator('wilde-wikinger-board vg-online-panel .seats li[data-seat="1"]').getAttribute('data-connected');
            if (back !== 'true') problems.push(`after the ${run.disturbance}, the guest's seat is not connected`);
          }
        } else {
          const physics: PhysicsRun = { moves: 0, checked: 0, limit: run.limit, problems };
          await Promise.all([playPhysics(host, run.game, physics, guest), playPhysics(guest, run.game, physics, host)]);
          if (physics.moves < run.limit) problems.push(`only ${physics.moves} moves made (the game ended?)`);
          if (physics.checked < 4) problems.push(`only ${physics.checked} turns after the other's move: the animation check saw too little`);
          // Both pages at rest on the same revision: the same game on both, as the server resolved it.
          const revision = async (p: Person) => p.states.at(-1)?.revision ?? -1;
          await until(async () => (await revision(host)) === (await revision(guest)), 'both pages on the same revision');
          for (const p of [host, guest])
            await p.page.waitForFunction((tag) => !(document.querySelector(tag) as unknown as { busy: boolean }).busy, tag, {
              timeout: STEP_TIMEOUT,
              polling: 50,
            });
          const boards = await Promise.all(
            [host, guest].map((p) =>
              p.page.evaluate((tag) => {
                const { players, ...rest } = (document.querySelector(tag) as unknown as { snapshot: { context: { players: { name: string }[] } } }).snapshot
                  .context;
                return JSON.stringify({ ...rest, names: players.map((player) => player.name) });
              }, tag),
            ),
          );
          if (boards[0] !== boards[1]) problems.push('the two boards show different games at the end');
          const byRevision = new Map(host.states.map((s) => [s.revision, JSON.stringify(s.context)]));
          const differ = guest.states.filter((s) => byRevision.has(s.revision) && byRevision.get(s.revision) !== JSON.stringify(s.context));
          if (differ.length) problems.push(`revisions ${differ.map((s) => s.revision).join(', ')}: the pages got different outcomes`);
          for (const [name, p] of [
            ['host', host],
            ['guest', guest],
          ] as const) {
            if (p.states.length < run.limit) problems.push(`${name}: only ${p.states.length} states received`);
            problems.push(...p.states.flatMap(physicsLeaks).map((leak) => `${name}: ${leak}`));
          }
          // The check sees a weight.
          const some = host.states.at(-1)!;
          if (physicsLeaks({ ...some, context: { ...(some.context as object), mass: 1 } }).length === 0) problems.push('the leak check misses a weight');
        }
        for (const p of [host, guest]) problems.push(...p.errors);
      } catch (error) {
        problems.push(String(error instanceof Error ? error.message.split('\n')[0] : error), ...(await whereEach({ host, guest }, tag)));
      } finally {
        await host.page.context().close();
        await guest.page.context().close();
      }
      if (problems.length) failed++;
      else passed++;
      console.log(problems.length ? `FAIL ${run.name}\n${problems.map((p) => `     - ${p}`).join('\n')}` : `ok   ${run.name}`);
    }
    if (SCORING_RUN.includes(only)) {
      // The room at its scoring is stored while the server is stopped, and resumed as it starts again (one server at a
      // time: Colyseus's matchmaker is one per process).
      const code = 'SKQRE5';
      await game.close();
      await writeFile(join(dataDir, `${code}.json`), JSON.stringify(roomAtScoring(code)));
      game = await createServer({ port, host: '127.0.0.1', dataDir, log: () => undefined });
      const problems = await scoringRun(browser, http.origin, game.url, code);
      if (problems.length) failed++;
      else passed++;
      console.log(problems.length ? `FAIL ${SCORING_RUN}\n${problems.map((p) => `     - ${p}`).join('\n')}` : `ok   ${SCORING_RUN}`);
    }
    if (STAND_IN_RUN.includes(only)) {
      const code = 'STND23';
      await game.close();
      await writeFile(join(dataDir, `${code}.json`), JSON.stringify(roomWithStandIn(code)));
      game = await createServer({ port, host: '127.0.0.1', dataDir, log: () => undefined });
      const problems = await standInRun(browser, http.origin, game.url, code);
      if (problems.length) failed++;
      else passed++;
      console.log(problems.length ? `FAIL ${STAND_IN_RUN}\n${problems.map((p) => `     - ${p}`).join('\n')}` : `ok   ${STAND_IN_RUN}`);
    }
    if (LIVE_STAND_IN_RUN.includes(only)) {
      const problems = await liveStandInRun(browser, http.origin, game.url);
      if (problems.length) failed++;
      else passed++;
      console.log(problems.length ? `FAIL ${LIVE_STAND_IN_RUN}\n${problems.map((p) => `     - ${p}`).join('\n')}` : `ok   ${LIVE_STAND_IN_RUN}`);
    }
    if ('a German board opened from a share link asks the name in German'.includes(only)) {
      // The online words' German table loads after the board's first render: the lobby must render again with it.
      const problems: string[] = [];
      const [host, friend] = [await person(browser), await person(browser)];
      try {
        await host.page.goto(`${http.origin}/play.html?game=wilde-wikinger&tag=wilde-wikinger-board&server=${encodeURIComponent(game.url)}`);
        const board = host.page.locator('wilde-wikinger-board');
        await board.locator('[data-action="play-online"]').click();
        await board.locator('select[name="seat-1"]').selectOption('person');
        await board.locator('[data-action="create-room"]').click();
        const link = await board.locator('#share').inputValue({ timeout: STEP_TIMEOUT });
        await friend.page.goto(`${link}&locale=de`);
        await friend.page.locator('wilde-wikinger-board [data-action="join-room"]', { hasText: 'Beitreten' }).waitFor({ timeout: STEP_TIMEOUT });
        const intro = await friend.page.locator('wilde-wikinger-board vg-online-panel vg-dialog p').first().textContent();
        if (!/^Du hast einen Link zum Raum [A-Z0-9]{6}/.test(intro ?? '')) problems.push(`the invitation is not in German: "${intro}"`);
        problems.push(...host.errors, ...friend.errors);
      } catch (error) {
        problems.push(String(error instanceof Error ? error.message.split('\n')[0] : error), ...host.errors, ...friend.errors);
      } finally {
        await host.page.context().close();
        await friend.page.context().close();
      }
      const name = 'a German board opened from a share link asks the name in German';
      if (problems.length) failed++;
      else passed++;
      console.log(problems.length ? `FAIL ${name}\n${problems.map((p) => `     - ${p}`).join('\n')}` : `ok   ${name}`);
    }
  } finally {
    await browser.close();
    await game.close();
    http.server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`online-smoke: ${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

process.exit(await main());
