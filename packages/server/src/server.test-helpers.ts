/**
 * Helpers of the server's tests: a server in a child process (started with `--port 0`, so each restart or second
 * process is a real one), a Redis server on a free port, and a client seat that records every message it gets and
 * waits for the one a test needs (no fixed sleeps).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from 'colyseus.js';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { games } from '@viking-games/core';
import { rngFromState, seedRng, type GameModule } from '@viking-games/core/kit';
import { MOVE_MESSAGE, REFUSED_MESSAGE, STATE_MESSAGE, SYNC_MESSAGE, type OnlineRefused, type OnlineState } from '@viking-games/core/online';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

/** Every child process a test started: killed when the test run ends, whatever happened. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Ends `child` with `signal`, then with SIGKILL if it has not exited 5 s later; resolves once it has exited. */
function stopChild(child: ChildProcess, exited: Promise<void>, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  child.kill(signal);
  const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
  return exited.finally(() => clearTimeout(force));
}

/** A fresh data directory. */
export function dataDir(): string {
  return mkdtempSync(join(tmpdir(), 'vg-server-'));
}

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** What the server wrote to stderr so far (its log: a room's failures). */
  errors(): string;
  /** Ends the process (SIGKILL: a crash; SIGTERM: a clean stop) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `viking-games-server` in a child process and waits for its "listening" line. The benchmark adds modules to
 * `--import` first (its CPU and event-loop probe, asked on stdin; not an IPC
 * channel, which makes Colyseus load pm2's agent) a `wrap` command (`taskset -c 0`) and
 * node options (`--cpu-prof`).
 */
export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  // With port 0 the server probes for a free port and then listens on it; on a busy machine another process (a Redis
  // client's own socket, a second server started beside it) may take that port in between. That is the probe's race,
  // not the server's behaviour under test: try again on a new port, as often as it takes up to five times.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(options);
    } catch (error) {
      if ((options.port ?? 0) !== 0 || attempt >= 5 || !/EADDRINUSE/.test((error as Error).message)) throw error;
    }
  }
}

type StartOptions = { dir?: string; port?: number; redisUrl?: string; imports?: string[]; wrap?: string[]; nodeArgs?: string[] };

function startServerOnce({ dir = dataDir(), port = 0, redisUrl, imports = [], wrap = [], nodeArgs = [] }: StartOptions): Promise<ServerProcess> {
  const env = { ...process.env, REDIS_URL: redisUrl ?? '' };
  const args = [
    ...nodeArgs,
    '--import',
    'tsx',
    ...imports.flatMap((module) => ['--import', module]),
    '--conditions=@viking-games/source',
    cli,
    '--port',
    String(port),
    '--data',
    dir,
  ];
  const [command, ...prefix] = wrap.length > 0 ? [...wrap, process.execPath] : [process.execPath];
  const child = spawn(command, [...prefix, ...args], {
    env,
    stdio: [imports.length > 0 ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /server: (ws:\/\/[\d.]+:(\d+))/.exec(out);
      if (match) {
        resolve({
          url: match[1],
          port: Number(match[2]),
          child,
          errors: () => errors,
          stop: (signal = 'SIGTERM') => stopChild(child, exited, signal),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${errors}`)));
  });
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** True when Debian's `redis-server` is installed. */
export function hasRedis(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

/** Starts a throw-away Redis (no persistence) on a free port; resolves once it accepts connections. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/Ready to accept connections/.test(out)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => stopChild(child, exited, 'SIGTERM'),
  };
}

/** A colyseus.js client of `url` (`ws://...`). */
export function clientOf(url: string): Client {
  return new Client(url.replace(/^ws/, 'http'));
}

type AnyGame = GameModule<AnyStateMachine>;

/** A client in a room: every state and refusal it got, in order, and a way to wait for the one a test needs. */
export class Seat {
  readonly states: OnlineState[] = [];
  readonly refusals: OnlineRefused[] = [];
  private waiters: (() => void)[] = [];

  constructor(
    public room: Room,
    readonly game: AnyGame,
  ) {
    this.listen(room);
  }

  /** Listens to `room` (after a reconnection, the new one). */
  listen(room: Room): void {
    this.room = room;
    room.onMessage(STATE_MESSAGE, (state: OnlineState) => this.got(() => this.states.push(state)));
    room.onMessage(REFUSED_MESSAGE, (refused: OnlineRefused) => this.got(() => this.refusals.push(refused)));
    // Messages sent before the handlers above were set were dropped: ask for the state again.
    room.send(SYNC_MESSAGE);
  }

  private got(record: () => void): void {
    record();
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  get last(): OnlineState {
    const state = this.states.at(-1);
    if (!state) throw new Error('no state yet');
    return state;
  }

  /** The machine snapshot rebuilt from the last state, as an element does. */
  snapshot(state = this.last): SnapshotFrom<AnyStateMachine> {
    return this.game.machine.resolveState({ value: state.value as never, context: state.context });
  }

  /** Resolves with `check()`'s first defined value, checked now and after each message. */
  waitFor<T>(check: () => T | undefined | false, what = 'a message', timeoutMs = 20_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const deadline = setTimeout(
        () =>
          reject(
            new Error(
              `timed out waiting for ${what}; last state: ${JSON.stringify(this.states.at(-1)?.value)} revision ${this.states.at(-1)?.revision}, you ${this.states.at(-1)?.you}`,
            ),
          ),
        timeoutMs,
      );
      const attempt = () => {
        let value: T | undefined | false;
        try {
          value = this.states.length > 0 || this.refusals.length > 0 ? check() : undefined;
        } catch (error) {
          clearTimeout(deadline);
          reject(error as Error);
          return;
        }
        if (value !== undefined && value !== false) {
          clearTimeout(deadline);
          resolve(value);
        } else this.waiters.push(attempt);
      };
      attempt();
    });
  }

  /** Waits for a state with a revision of at least `revision`. */
  revision(revision: number): Promise<OnlineState> {
    return this.waitFor(() => this.states.find((state) => state.revision >= revision), `revision ${revision}`);
  }

  /** True when the last state says this seat is to act. */
  toAct(): boolean {
    const { you } = this.last;
    return you !== null && !this.game.isOver(this.snapshot()) && this.game.toAct(this.snapshot()).includes(you);
  }

  /** Sends a move made on the last state's revision (or `revision`). */
  send(event: { readonly type: string; readonly [field: string]: unknown }, revision = this.last.revision): void {
    this.room.send(MOVE_MESSAGE, { revision, event });
  }

  /**
   * Plays this seat with the game's random bot on what the client got (the redacted state), until `until` holds
   * for the last state (default: the game is over).
   * @returns that state
   */
  play(seed = 1, { until, onState }: { until?: (state: OnlineState) => boolean; onState?: (state: OnlineState) => void } = {}): Promise<OnlineState> {
    const rng = rngFromState(seedRng(seed));
    let moved = -1;
    let seen = 0;
    const refusedBefore = this.refusals.length;
    return this.waitFor(
      () => {
        for (; seen < this.states.length; seen++) onState?.(this.states[seen]);
        // A stale move is no error here: another seat acting at the same time (a raid's bids) moved first. It is
        // sent again on the new state.
        const refused = this.refusals.slice(refusedBefore).find((refusal) => refusal.reason !== 'stale');
        if (refused) throw new Error(`a move was refused: ${JSON.stringify(refused)}`);
        const state = this.last;
        const snapshot = this.snapshot(state);
        if (until ? until(state) : this.game.isOver(snapshot)) return state;
        if (state.revision === moved || state.you === null) return undefined;
        // A table step waiting for the people (Wikingerschafe's "continue") is any seated person's to take.
        const acting = this.game.toAct(snapshot)[0];
        const steps =
          acting === undefined || !this.game.tableSteps?.length
            ? []
            : this.game.legalMoves(snapshot, acting).filter((m) => this.game.tableSteps?.includes(m.type));
        if (steps.length > 0) {
          moved = state.revision;
          this.send(steps[0], state.revision);
          return undefined;
        }
        if (!this.toAct()) return undefined;
        const moves = this.game.legalMoves(snapshot, state.you!);
        if (moves.length === 0) return undefined;
        const move = this.game.bots.random.choose({ seat: state.you!, view: this.game.playerView(snapshot, state.you!), moves, level: 1, rng });
        moved = state.revision;
        this.send(move, state.revision);
        return undefined;
      },
      'the end of the game',
      50_000,
    );
  }

  /** {@link play} to the end of the game. */
  playToEnd(seed = 1, onState?: (state: OnlineState) => void): Promise<OnlineState> {
    return this.play(seed, { onState });
  }
}

/** The game module of a registry id. */
export function gameOf(id: string): AnyGame {
  return (games as unknown as Record<string, AnyGame>)[id];
}

/** Creates a room of `gameId` and returns the creator's seat. */
export async function createRoom(url: string, gameId: string, options: Record<string, unknown>): Promise<Seat> {
  const room = await clientOf(url).create(gameId, { botDelayMs: 0, ...options });
  const seat = new Seat(room, gameOf(gameId));
  await seat.waitFor(() => seat.states.length > 0, 'the first state');
  return seat;
}

/** Joins the room `code` of `gameId`. */
export async function joinRoom(url: string, gameId: string, code: string, options: Record<string, unknown> = {}): Promise<Seat> {
  const room = await clientOf(url).joinById(code, options);
  const seat = new Seat(room, gameOf(gameId));
  await seat.waitFor(() => seat.states.length > 0, 'the first state');
  return seat;
}
