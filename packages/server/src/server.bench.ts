/**
 * `npm run bench:server [-- --rooms 500 --seconds 15 --think 1000 --bot-delay 500 --game wikingerschafe]`: a benchmark
 * of the game server, not a test. Starts the server (a child process, as `npm run serve` does), keeps N rooms playing
 * at once on loopback, each a person's seat played by a client here (random moves on the state it gets, each after
 * `--think` ms, as a person takes time) against the server's heuristic bot (`--bot-delay`, the room option), a new
 * game as soon as one ends, and prints moves per second (every move: the client's and the bot's) and the client's
 * move latency (sending the move to getting the state it made), p50 and p99, per process. `--think 0 --bot-delay 0`
 * measures the most moves a process takes. Then the same
 * with two server processes behind Redis (rooms created alternately on each; skipped without `redis-server`).
 * Aim (issue 23): 500 concurrent Wikingerschafe rooms on one core with p99 under 50 ms.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import type { Room } from 'colyseus.js';
import { rngFromState, seedRng } from '@viking-games/core/kit';
import { MOVE_MESSAGE, REFUSED_MESSAGE, STATE_MESSAGE, SYNC_MESSAGE, type OnlineState } from '@viking-games/core/online';
import { clientOf, gameOf, hasRedis, startRedis, startServer, type ServerProcess } from './server.test-helpers.js';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    game: { type: 'string', default: 'wikingerschafe' },
    think: { type: 'string', default: '1000' },
    'bot-delay': { type: 'string', default: '500' },
  },
});
const rooms = Number(values.rooms);
const seconds = Number(values.seconds);
const think = Number(values.think);
const botDelayMs = Number(values['bot-delay']);
const game = gameOf(values.game);
if (!game) throw new Error(`no game ${values.game}`);

interface Figures {
  moves: number;
  latencies: number[];
  refused: number;
  games: number;
  /** Rooms that failed (a refused create, a dropped connection): the slot starts a new game. */
  failures: number;
}

/** Plays games in one room slot on `url` until `deadline`. */
async function slot(url: string, figures: Figures, deadline: number, seed: number): Promise<void> {
  const rng = rngFromState(seedRng(seed));
  while (performance.now() < deadline) {
    let room: Room;
    try {
      room = await clientOf(url).create(values.game, { players: 2, seats: ['person', 'heuristic'], botDelayMs, seed: (seed = (seed * 7 + 1) >>> 0) });
    } catch (error) {
      if (figures.failures++ < 3) console.error(`a room could not be created: ${(error as Error).message}`);
      continue;
    }
    await new Promise<void>((resolve) => {
      let last = -1;
      let sentOn = -1;
      let sentAt = 0;
      const finish = () => {
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
        if (last >= 0) figures.moves += state.revision - last;
        last = state.revision;
        if (sentOn >= 0 && state.revision > sentOn) {
          figures.latencies.push(performance.now() - sentAt);
          sentOn = -1;
        }
        const snapshot = game.machine.resolveState({ value: state.value as never, context: state.context });
        if (game.isOver(snapshot)) figures.games += 1;
        if (game.isOver(snapshot) || performance.now() >= deadline) return finish();
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
        if (think > 0) setTimeout(send, think);
        else send();
      });
      room.send(SYNC_MESSAGE);
    });
  }
}

/** CPU seconds a process has used (user + system), from /proc on Linux; NaN elsewhere. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);

/** Runs `rooms` slots spread over `servers` and prints one line per process. */
async function run(label: string, servers: ServerProcess[]): Promise<void> {
  const figures = servers.map((): Figures => ({ moves: 0, latencies: [], refused: 0, games: 0, failures: 0 }));
  // Rooms start over the first second, not in one burst.
  const start = performance.now();
  const cpuBefore = servers.map((server) => cpuSeconds(server.child.pid));
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: rooms }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * 1000) / rooms));
      await slot(servers[i % servers.length].url, figures[i % servers.length], deadline, i + 1);
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const cpu = servers.map((server, i) => cpuSeconds(server.child.pid) - cpuBefore[i]);
  console.log(`\n${label}: ${rooms} concurrent ${game.title} rooms for ${seconds} s (think ${think} ms, bot delay ${botDelayMs} ms)`);
  for (const [i, f] of figures.entries()) {
    const sorted = [...f.latencies].sort((a, b) => a - b);
    console.log(
      `  process ${i + 1}: ${Math.round(f.moves / elapsed)} moves/s, client move latency p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms` +
        `, server CPU ${((cpu[i] / Math.max(1, f.moves)) * 1000).toFixed(2)} ms a move (${Math.round((cpu[i] / elapsed) * 100)}% of a core)` +
        ` (${f.latencies.length} client moves, ${f.games} games finished, ${f.refused} refused, ${f.failures} rooms failed)`,
    );
  }
}

const single = await startServer();
try {
  await run('One process', [single]);
} finally {
  await single.stop();
}
if (hasRedis()) {
  const redis = await startRedis();
  const pair = await Promise.all([startServer({ redisUrl: redis.url }), startServer({ redisUrl: redis.url })]);
  try {
    await run('Two processes behind Redis', pair);
  } finally {
    await Promise.all(pair.map((server) => server.stop()));
    await redis.stop();
  }
} else console.log('\nTwo processes behind Redis: skipped (redis-server is not installed)');
process.exit(0);
