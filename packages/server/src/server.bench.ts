/**
 * `npm run bench:server [-- --ramp 100,250,500,750 --seconds 15 --think 3000 --bot-delay 0 --game wikingerschafe --bot search --no-bot-worker]`:
 * a benchmark of the game server, not a test.
 *
 * The server runs in its own process (as `npm run serve` does) pinned to one core (`taskset -c 0` when there is
 * one); the clients run here, in another process pinned to the other core, so their CPU does not count against the
 * server. Each room is a person's seat played by a client here (a random legal move on the state it gets, `--think`
 * ms after it, as a person takes a few seconds) against the server's heuristic bot, which replies at once
 * (`--bot-delay`, the room option); a new game starts as soon as one ends. For each step of the ramp the rooms start
 * over `--warmup` s, then for `--seconds` s it measures, and prints: rooms, moves/s (every move: the person's and
 * the bot's), the client's move latency p50/p99 (sending a move to getting the state it made), the server's CPU time
 * per move (`process.cpuUsage` in the server) and its event-loop delay p99 (`monitorEventLoopDelay`), both read in
 * the server process by `server.bench-probe.ts`. Then the same with two server processes behind Redis (one per core,
 * rooms created alternately on each; skipped without `redis-server`). `--think 0` measures the most moves a process takes.
 * `--no-pin` leaves the processes to the scheduler (on a machine shared with other work, a pinned process waits for
 * its core); `--profile DIR` writes each server's CPU profile there.
 * Aim (issue 23): 500 concurrent Wikingerschafe rooms on one core with p99 under 50 ms.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import type { Room } from 'colyseus.js';
import { randomInt, rngFromState, seedRng } from '@viking-games/core/kit';
import { MOVE_MESSAGE, REFUSED_MESSAGE, STATE_MESSAGE, SYNC_MESSAGE, type OnlineState } from '@viking-games/core/online';
import type { ProbeReading } from './server.bench-probe.js';
import { clientOf, gameOf, hasRedis, startRedis, startServer, type ServerProcess } from './server.test-helpers.js';

const { values } = parseArgs({
  options: {
    ramp: { type: 'string', default: '100,250,500,750' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '4' },
    game: { type: 'string', default: 'wikingerschafe' },
    think: { type: 'string', default: '3000' },
    bot: { type: 'string', default: 'heuristic' },
    'bot-worker': { type: 'boolean', default: true },
    'bot-delay': { type: 'string', default: '0' },
    redis: { type: 'boolean', default: true },
    pin: { type: 'boolean', default: true },
    profile: { type: 'string' },
  },
  allowNegative: true,
});
const ramp = values.ramp.split(',').map(Number);
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const think = Number(values.think);
const botDelayMs = Number(values['bot-delay']);
const game = gameOf(values.game);
if (!game) throw new Error(`no game ${values.game}`);
/** The server's seat: `--bot search` the strongest (in the server's worker thread; `--no-bot-worker`: on its main thread). */
const bot = values.bot;
if (!values['bot-worker']) process.env.BOT_WORKER = '0';

const probe = fileURLToPath(new URL('./server.bench-probe.ts', import.meta.url));
const taskset = spawnSync('taskset', ['--version']).status === 0;
const cores = cpus().length;
/** Pins a server to `core` (when taskset is there and the machine has that core). */
const pinned = values.pin && taskset && cores > 1;
const pin = (core: number) => (pinned && core < cores ? ['taskset', '-c', String(core)] : []);
/** `--profile DIR`: each server writes a CPU profile there (`node --cpu-prof`) when it stops. */
const nodeArgs = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : [];
// The clients take the last core, the first server the first one.
if (pinned) spawnSync('taskset', ['-p', '-c', String(cores - 1), String(process.pid)]);

interface Figures {
  moves: number;
  latencies: number[];
  refused: number;
  games: number;
  /** Rooms that failed (a refused create, a dropped connection): the slot starts a new game. */
  failures: number;
}

/** Plays games in one room slot on `url` until `deadline`; counts only what happens after `measureFrom`. */
async function slot(url: string, figures: Figures, measureFrom: number, deadline: number, seed: number): Promise<void> {
  const rng = rngFromState(seedRng(seed));
  while (performance.now() < deadline) {
    let room: Room;
    try {
      room = await clientOf(url).create(values.game, { players: 2, seats: ['person', bot], botDelayMs, seed: (seed = (seed * 7 + 1) >>> 0) });
    } catch (error) {
      if (figures.failures++ < 3) console.error(`a room could not be created: ${(error as Error).message}`);
      continue;
    }
    await new Promise<void>((resolve) => {
      let last = -1;
      let sentOn = -1;
      let sentAt = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = () => {
        clearTimeout(timer);
        void room.leave().finally(resolve);
      };
      room.onLeave(() => resolve());
      room.onError(() => {
        figures.failures += 1;
        resolve();
      });
      room.onMessage(REFUSED_MESSAGE, () => {
        figures.refused += 1;
        sentOn = -1;
      });
      room.onMessage(STATE_MESSAGE, (state: OnlineState) => {
        if (state.revision <= last) return;
        const now = performance.now();
        if (last >= 0 && now >= measureFrom) figures.moves += state.revision - last;
        last = state.revision;
        if (sentOn >= 0 && state.revision > sentOn) {
          if (sentAt >= measureFrom) figures.latencies.push(now - sentAt);
          sentOn = -1;
        }
        const snapshot = game.machine.resolveState({ value: state.value as never, context: state.context });
        if (game.isOver(snapshot) && now >= measureFrom) figures.games += 1;
        if (game.isOver(snapshot) || now >= deadline) return finish();
        if (sentOn >= 0 || state.you === null) return;
        const acting = game.toAct(snapshot)[0];
        if (acting === undefined) return;
        const moves = game.legalMoves(snapshot, acting);
        const step = moves.find((move) => game.tableSteps?.includes(move.type));
        let move = step;
        if (!move && acting === state.you && moves.length > 0)
          move = game.bots.random.choose({ seat: acting, view: game.playerView(snapshot, acting), moves, level: 1, rng });
        if (!move) return;
        sentOn = state.revision;
        const send = () => {
          sentAt = performance.now();
          room.send(MOVE_MESSAGE, { revision: state.revision, event: move });
        };
        // A person's pace: a few seconds a move, spread so that rooms do not move in step.
        if (think > 0) timer = setTimeout(send, (think * randomInt(rng, 50, 150)) / 100);
        else send();
      });
      room.send(SYNC_MESSAGE);
    });
  }
}

/** Asks a server's probe for `command` (a line on its stdin) and resolves with its answer (a `probe:` line). */
function ask<T>(server: ServerProcess, command: 'reset' | 'read'): Promise<T> {
  return new Promise((resolve) => {
    let out = '';
    const listener = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^probe: (.*)$/m.exec(out);
      if (!match) return;
      server.child.stdout!.off('data', listener);
      resolve((command === 'reset' ? match[1] : JSON.parse(match[1])) as T);
    };
    server.child.stdout!.on('data', listener);
    server.child.stdin!.write(`${command}\n`);
  });
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);

/** Runs `rooms` slots spread over `servers` and prints one line per process. */
async function run(rooms: number, servers: ServerProcess[]): Promise<void> {
  const figures = servers.map((): Figures => ({ moves: 0, latencies: [], refused: 0, games: 0, failures: 0 }));
  const start = performance.now();
  const measureFrom = start + warmup * 1000;
  const deadline = measureFrom + seconds * 1000;
  const clientCpu = process.cpuUsage();
  const readings = new Promise<ProbeReading[]>((resolve) => {
    setTimeout(() => {
      void Promise.all(servers.map((server) => ask(server, 'reset'))).then(() => {
        setTimeout(() => void Promise.all(servers.map((server) => ask<ProbeReading>(server, 'read'))).then(resolve), seconds * 1000);
      });
    }, warmup * 1000);
  });
  await Promise.all(
    Array.from({ length: rooms }, async (_, i) => {
      // Rooms start over the first half of the warm-up, not in one burst.
      await new Promise((resolve) => setTimeout(resolve, (i * warmup * 500) / rooms));
      await slot(servers[i % servers.length].url, figures[i % servers.length], measureFrom, deadline, i + 1);
    }),
  );
  const server = await readings;
  const used = process.cpuUsage(clientCpu);
  const clientShare = (used.user + used.system) / 1000 / (performance.now() - start);
  for (const [i, f] of figures.entries()) {
    const sorted = [...f.latencies].sort((a, b) => a - b);
    const r = server[i];
    console.log(
      `  ${String(rooms).padStart(4)} rooms${servers.length > 1 ? ` (process ${i + 1}: ${Math.round(rooms / servers.length)})` : ''}: ` +
        `${String(Math.round(f.moves / seconds)).padStart(4)} moves/s, latency p50 ${quantile(sorted, 0.5).toFixed(1)} ms p99 ${quantile(sorted, 0.99).toFixed(1)} ms, ` +
        `server CPU ${(r.cpuMs / Math.max(1, f.moves)).toFixed(2)} ms/move (${Math.round((r.cpuMs / r.wallMs) * 100)}% of a core), ` +
        `event-loop delay p99 ${r.delayP99.toFixed(1)} ms (max ${r.delayMax.toFixed(0)}), heap ${Math.round(r.heapMb)} MB ` +
        `[${f.latencies.length} person moves, ${f.games} games, ${f.refused} refused, ${f.failures} failed]`,
    );
  }
  console.log(`        (client process: ${Math.round(clientShare * 100)}% of a core)`);
}

console.log(
  `Game server benchmark: ${game.title}, 2 seats (a person played by a client, the server's ${bot} bot${bot === 'search' ? (values['bot-worker'] ? ' in its worker thread' : ' on its main thread') : ''}), think ${think} ms ±50%, ` +
    `bot delay ${botDelayMs} ms, ${warmup} s warm-up + ${seconds} s measured per step; ${cores} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, ${pinned ? 'server pinned to core 0 and clients to the last core' : 'nothing pinned'}; ${new Date().toISOString()}`,
);
console.log('\nOne process:');
const single = await startServer({ imports: [probe], wrap: pin(0), nodeArgs });
try {
  for (const rooms of ramp) await run(rooms, [single]);
} finally {
  await single.stop();
}
if (!values.redis) console.log('\nTwo processes behind Redis: skipped (--no-redis)');
else if (hasRedis()) {
  console.log('\nTwo processes behind Redis (one per core):');
  const redis = await startRedis();
  const pair = await Promise.all([
    startServer({ redisUrl: redis.url, imports: [probe], wrap: pin(0), nodeArgs }),
    startServer({ redisUrl: redis.url, imports: [probe], wrap: pin(1), nodeArgs }),
  ]);
  try {
    for (const rooms of ramp) await run(rooms, pair);
  } finally {
    await Promise.all(pair.map((server) => server.stop()));
    await redis.stop();
  }
} else console.log('\nTwo processes behind Redis: skipped (redis-server is not installed)');
process.exit(0);
