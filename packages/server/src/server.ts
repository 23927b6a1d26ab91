/**
 * The game server: Colyseus (`@colyseus/core` with `@colyseus/ws-transport`) with one room type per game of the
 * registry, named by the game's id. Embedded by default (in-memory presence, room snapshots as JSON files under
 * `dataDir`); with `redisUrl`, Colyseus's Redis presence and driver and the snapshots in Redis, so several
 * processes share the rooms. Stored rooms resume when the server starts.
 */
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { games } from '@viking-games/core';
import { gameIds } from '@viking-games/core/registry';
import type { OnlineRoomInfo } from '@viking-games/core/online';
import { gameRoomClass } from './game-room.js';
import { fileStore, redisStore, type RoomStore } from './store.js';
import { BotThinker, type ThinkJob } from './bot-thinker.js';

export interface GameServerOptions {
  /** TCP port; 0 picks a free one (see {@link GameServer.port}). Default 2567. */
  readonly port?: number;
  /** Interface to listen on. Default `127.0.0.1`; `0.0.0.0` serves other devices of the network. */
  readonly host?: string;
  /** Directory of the room snapshots (one JSON file per room) when there is no Redis. Default `.viking-games-server`. */
  readonly dataDir?: string;
  /** Redis URL (`redis://host:6379`): presence, driver and snapshots in Redis, shared by every process using it. */
  readonly redisUrl?: string;
  /**
   * The address clients reach this process at (`host:port`), when several processes share Redis: a client is sent
   * to the process that runs its room. Default `<host>:<port>` with Redis; none without.
   */
  readonly publicAddress?: string;
  /** Where the server reports problems that are not a client's (a store that cannot write). Default `console.error`. */
  readonly log?: (message: string) => void;
  /**
   * The strongest bots (`search`) think in a worker thread, so a room's search never holds up the others. Default
   * true; false: they think on the rooms' thread (for a comparison: `npm run bench:server -- --bot search --no-bot-worker`).
   */
  readonly botWorker?: boolean;
}

export interface GameServer {
  /** The port it listens on. */
  readonly port: number;
  /** `ws://host:port`, what an element's `server` attribute or a client takes. */
  readonly url: string;
  /** The rooms running in this process, by code (tests read their state). */
  readonly roomCount: () => number;
  /** Stops: rooms keep their stored snapshots (they resume on the next start); clients are disconnected. */
  close(): Promise<void>;
}

/**
 * Starts a game server and resumes the rooms stored by an earlier run.
 * @throws when the port is taken or Redis cannot be reached
 */
export async function createServer(options: GameServerOptions = {}): Promise<GameServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port === 0 || options.port === undefined ? (options.port === 0 ? await freePort(host) : 2567) : options.port;
  const log = options.log ?? ((message: string) => console.error(message));
  const store: RoomStore = options.redisUrl ? redisStore(options.redisUrl) : fileStore(options.dataDir ?? '.viking-games-server');
  let shuttingDown = false;
  // Colyseus answers its matchmaking requests on this HTTP server and hands every other request to roomInfo.
  const transport = new WebSocketTransport({ server: createHttpServer((request, response) => void roomInfo(request, response)), maxPayload: 16 * 1024 });
  const server = new Server({
    transport,
    logger: quietLogger,
    greet: false,
    gracefullyShutdown: false,
    ...(options.redisUrl
      ? { presence: new RedisPresence(options.redisUrl), driver: new RedisDriver(options.redisUrl), publicAddress: options.publicAddress ?? `${host}:${port}` }
      : { publicAddress: options.publicAddress }),
  });
  const thinker = options.botWorker === false ? undefined : new BotThinker();
  const context = {
    store,
    restoreKey: randomBytes(16).toString('hex'),
    shuttingDown: () => shuttingDown,
    log,
    lastWrites: new Set<Promise<void>>(),
    ...(thinker ? { think: (job: ThinkJob) => thinker.think(job) } : {}),
  };
  for (const id of gameIds) server.define(id, gameRoomClass(games[id], context));
  server.onBeforeShutdown(() => {
    shuttingDown = true;
  });
  await server.listen(port, host);
  await resumeRooms(store, context.restoreKey, log);
  return {
    port,
    url: `ws://${host}:${port}`,
    roomCount: () => matchMaker.stats.local.roomCount,
    async close() {
      shuttingDown = true;
      await server.gracefullyShutdown(false);
      await Promise.allSettled([...context.lastWrites]);
      await store.close();
      await thinker?.close();
    },
  };
}

/**
 * Colyseus's log without the line it writes for every reconnection token the room no longer knows: after a server
 * restart each client's first try is its old token (then it joins with its seat's token), which is normal here.
 */
const quietLogger = {
  debug: (...args: unknown[]) => console.debug(...args),
  trace: (...args: unknown[]) => console.trace(...args),
  info: (...args: unknown[]) => {
    if (!/reconnection token invalid/.test(String(args[0]))) console.info(...args);
  },
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
};

/** Creates every stored room again in this process (with Redis: those no other process runs). */
async function resumeRooms(store: RoomStore, restoreKey: string, log: (message: string) => void): Promise<void> {
  for (const record of await store.list()) {
    const game = (games as Record<string, (typeof games)[keyof typeof games]>)[record.game];
    if (!game || record.format !== 1 || record.snapshotVersion !== game.snapshotVersion) {
      log(`room ${record.code}: stored by another version, not resumed`);
      continue;
    }
    if (!(await store.claim(record.code, true))) continue;
    try {
      await matchMaker.handleCreateRoom(record.game, { restore: record, restoreKey });
    } catch (error) {
      log(`room ${record.code}: not resumed (${(error as Error).message})`);
    }
  }
}

/**
 * `GET /rooms/<game>/<code>`: the room's seats as its matchmaker listing has them (`OnlineRoomInfo` of
 * `@viking-games/core/online`), so a share link's dialog knows before joining whether a seat is free; 404 when there is
 * no such room. With Redis the listing is shared, so any process answers. CORS as Colyseus's own matchmaking routes.
 */
async function roomInfo(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const headers = { ...matchMaker.controller.DEFAULT_CORS_HEADERS, ...matchMaker.controller.getCorsHeaders(request), 'Content-Type': 'application/json' };
  const path = /^\/rooms\/([a-z-]+)\/([A-Z0-9]{1,16})$/.exec(new URL(request.url ?? '/', 'http://x').pathname);
  if (request.method === 'OPTIONS') return void response.writeHead(204, headers).end();
  if (request.method !== 'GET' || !path) return void response.writeHead(404, headers).end(JSON.stringify({ error: 'not found' }));
  const [, game, code] = path;
  try {
    const [room] = await matchMaker.query({ name: game, roomId: code });
    if (!room) return void response.writeHead(404, headers).end(JSON.stringify({ error: 'no room has this code' }));
    const { players = 0, open = 0 } = (room.metadata ?? {}) as Partial<OnlineRoomInfo>;
    response.writeHead(200, headers).end(JSON.stringify({ game, code, players, open } satisfies OnlineRoomInfo));
  } catch (error) {
    response.writeHead(500, headers).end(JSON.stringify({ error: (error as Error).message }));
  }
}

/** A free TCP port on `host`. */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
