/**
 * Online play end to end (issue 23): the real game server (`createServer` of @viking-games/server, on 127.0.0.1,
 * a free port) and two people in two Chromium pages, each in a browser context of its own, with the script-tag
 * file of Wilde Wikinger (packages/ui/dist/cdn) and its `server` attribute. One person starts a room in the lobby
 * (the other seat a person too), the other opens the share link; both play a whole game to the end by clicking the
 * element. Every WebSocket frame each page received is decoded (Colyseus's framing, msgpack) and checked: no `state`
 * holds another seat's hand, face-down raid bid, the provision pile or the generator's state (masked ids only).
 * Four games: undisturbed; one page's socket closed from the page mid-game (it reconnects to its seat); the
 * server stopped and started again mid-game (the room resumes from its stored snapshot, both pages come back); the
 * guest's page reloaded mid-game (it takes its seat again). And a board without `server` loads none of it.
 * No fixed sleeps: each step waits for the state it needs.
 *
 *   npx tsx --conditions=@viking-games/source tools/online-smoke.ts     (after `npm run build -w @viking-games/ui`)
 *   ... tools/online-smoke.ts --only restart                           (one game: none, dropped, restart)
 *
 * Closes with `online-smoke: N passed, M failed`; exits 1 on any failure.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { unpack } from '@colyseus/msgpackr';
import { createServer, type GameServer } from '@viking-games/server';
import { MASKED_ID } from '@viking-games/core/kit';
import type { OnlineState } from '@viking-games/core/online';
import { chromeArgs, findChrome } from './find-chrome.mjs';

const CDN = fileURLToPath(new URL('../packages/ui/dist/cdn/', import.meta.url));
/** Colyseus's frame of a room message (its `Protocol.ROOM_DATA`). */
const ROOM_DATA = 13;
/** A whole game takes 10-40 s of clicks; a step waits at most this long for the state it needs. */
const STEP_TIMEOUT = 60_000;

/** The page: one board, its server from the query (`?server=ws://...`), English, no bot pause. */
const PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>online</title>
<script type="module" src="/cdn/wilde-wikinger.js"></script>
<body><script type="module" src="/board.js"></script></body></html>`;
const BOARD_SCRIPT = `const server = new URLSearchParams(location.search).get('server');
const board = document.createElement('wilde-wikinger-board');
board.setAttribute('players', '2');
board.setAttribute('seats', 'human,heuristic');
board.setAttribute('seed', '23');
board.setAttribute('bot-delay', '0');
if (server) board.setAttribute('server', server);
document.body.append(board);`;

function serve(): Promise<{ server: Server; origin: string }> {
  const server = createHttpServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/play.html') return void response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
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

/** A person at a page: the frames it received, decoded. */
interface Person {
  readonly page: Page;
  readonly states: OnlineState[];
  readonly errors: string[];
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
  const page = await context.newPage();
  const states: OnlineState[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  // The disturbances the test itself makes leave browser messages that are the client coping, not faults: a retry
  // meeting the restarting server's closed port (ERR_CONNECTION_REFUSED), a send racing the socket the test closed
  // ("already in CLOSING or CLOSED state"). Any other console error is one.
  page.on('console', (message) => {
    if (message.type() === 'error' && !/net::ERR_CONNECTION_REFUSED|already in CLOSING or CLOSED state/.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const data = roomMessage(payload);
      if (data?.type === 'state') states.push(data.message as OnlineState);
    }),
  );
  return { page, states, errors };
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
  const connection = root.querySelector('vg-online-panel')?.shadowRoot?.querySelector('.connection')?.getAttribute('data-connection');
  if (!mine || connection === 'lost' || connection === 'away') return Promise.resolve('wait');
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
  const { page } = who;
  for (let turn = 0; ; turn++) {
    if (turn > 2000) throw new Error('the game did not end');
    if (turn === at) await midway?.();
    try {
      // Theirs to act (or the end), with the connection up.
      await page.waitForFunction(
        () => {
          const el = document.querySelector('wilde-wikinger-board') as (HTMLElement & { snapshot?: { value: string } }) | null;
          const connection = el?.shadowRoot?.querySelector('vg-online-panel')?.shadowRoot?.querySelector('.connection')?.getAttribute('data-connection');
          const prompt = el?.shadowRoot?.querySelector('#prompt')?.textContent ?? '';
          return el?.snapshot?.value === 'gameOver' || ((connection === '' || connection === 'back') && /\(you\)/.test(prompt));
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
      // The page was reloaded under the step (the reload game): the next step starts on the new page.
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
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
      await page.goto(`${http.origin}/play.html`);
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
    // `--only restart` (or `dropped`, `none`): one game.
    const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : '';
    for (const disturbance of (['none', 'dropped socket', 'server restart', 'reload of the page'] as const).filter((d) => d.includes(only))) {
      const problems: string[] = [];
      const [host, guest] = [await person(browser), await person(browser)];
      try {
        await host.page.goto(`${http.origin}/play.html?server=${encodeURIComponent(game.url)}`);
        const board = host.page.locator('wilde-wikinger-board');
        await board.locator('[data-action="play-online"]').click();
        await board.locator('select[name="seat-1"]').selectOption('person');
        await board.locator('[data-action="create-room"]').click();
        const code = await board.locator('.code[data-code]').getAttribute('data-code', { timeout: STEP_TIMEOUT });
        if (!code) throw new Error('no room code');
        // The guest opens the share link as it is shown.
        const link = await board.locator('#share').inputValue();
        if (!link.includes(`vg-join=${code}`)) problems.push(`share link without the code: ${link}`);
        await guest.page.goto(link);
        await guest.page.locator('wilde-wikinger-board .seats').waitFor({ timeout: STEP_TIMEOUT });
        const restart = async () => {
          await game.close();
          game = await createServer({ port, host: '127.0.0.1', dataDir, log: () => undefined });
        };
        const drop = async () => {
          await guest.page.evaluate(() => (window as unknown as { __sockets: WebSocket[] }).__sockets.at(-1)?.close());
        };
        // The guest's tab reloads: it finds its seat again (the link's code, the seat's token in sessionStorage).
        const reload = async () => {
          await guest.page.reload();
        };
        const midway = { none: undefined, 'dropped socket': drop, 'server restart': restart, 'reload of the page': reload }[disturbance];
        await Promise.all([playToEnd(host, 6, midway), playToEnd(guest)]);
        for (const p of [host, guest]) {
          const final = await p.page.locator('wilde-wikinger-board #prompt').textContent();
          if (!/Game over/i.test(final ?? '')) problems.push(`no "Game over" at the end: ${final}`);
          problems.push(...p.errors);
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
        if (disturbance !== 'none') {
          const back = await guest.page.locator('wilde-wikinger-board vg-online-panel .seats li[data-seat="1"]').getAttribute('data-connected');
          if (back !== 'true') problems.push(`after the ${disturbance}, the guest's seat is not connected`);
        }
      } catch (error) {
        problems.push(String(error instanceof Error ? error.message.split('\n')[0] : error));
        // Where each page stood: its prompt and its connection line.
        for (const [name, p] of [
          ['host', host],
          ['guest', guest],
        ] as const) {
          const where = await p.page
            .evaluate(() => {
              const root = document.querySelector('wilde-wikinger-board')?.shadowRoot;
              const line = root?.querySelector('vg-online-panel')?.shadowRoot?.querySelector('.connection');
              return `prompt "${root?.querySelector('#prompt')?.textContent?.trim()}", connection "${line?.getAttribute('data-connection')}"`;
            })
            .catch((e: unknown) => String(e));
          problems.push(`${name}: ${where}; ${p.states.length} states, the last at revision ${p.states.at(-1)?.revision}`, ...p.errors);
        }
      } finally {
        await host.page.context().close();
        await guest.page.context().close();
      }
      const name = `two pages play a whole Wilde Wikinger game online${disturbance === 'none' ? '' : ` with a ${disturbance} mid-game`}; no frame holds the other seat's secrets`;
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
