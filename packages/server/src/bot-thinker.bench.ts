/**
 * `npx tsx --conditions=@viking-games/source packages/server/src/bot-thinker.bench.ts [--game wikingerschafe] [--moves 40]`:
 * how long the strongest bot (`search`) holds up the process's rooms, not a test. The same search moves (positions of
 * a game played by the heuristic bots, the search asked at each) chosen on the rooms' thread and then in the worker
 * thread (`BotThinker`), while the main thread's event-loop delay is measured (`monitorEventLoopDelay`, 1 ms
 * resolution, as a room's messages and timers would wait): for each way, the search's time a move (p50, max) and
 * the event-loop delay p99 and max.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createActor } from 'xstate';
import { games } from '@viking-games/core';
import { HUMAN, rngFromState, seedRng } from '@viking-games/core/kit';
import { BotThinker, type ThinkJob } from './bot-thinker.js';

const { values } = parseArgs({ options: { game: { type: 'string', default: 'wikingerschafe' }, moves: { type: 'string', default: '40' } } });
const game = (games as unknown as Record<string, (typeof games)['wikingerschafe']>)[values.game];
if (!game?.bots.search) throw new Error(`${values.game} has no search bot`);

/** Search jobs at the positions of one game played by the heuristic bots. */
function jobs(count: number): ThinkJob[] {
  const actor = createActor(game.machine, { input: game.createInput({ players: 3, seats: [HUMAN, HUMAN, HUMAN], seed: 31 }) }).start();
  const rng = rngFromState(seedRng(9));
  const out: ThinkJob[] = [];
  while (out.length < count && !game.isOver(actor.getSnapshot())) {
    const snapshot = actor.getSnapshot();
    const seat = game.toAct(snapshot)[0];
    const moves = game.legalMoves(snapshot, seat);
    if (moves.length > 1 && !moves.every((move) => game.tableSteps?.includes(move.type)))
      out.push({ game: game.id, bot: 'search', seat, view: game.playerView(snapshot, seat), moves, level: 3, rng: rng.getState() });
    actor.send(game.bots.heuristic.choose({ seat, view: game.playerView(snapshot, seat), moves, level: 2, rng }) as never);
  }
  return out;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function measure(name: string, list: ThinkJob[], choose: (job: ThinkJob) => Promise<unknown>): Promise<void> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const times: number[] = [];
  delay.enable();
  for (const job of list) {
    const start = performance.now();
    await choose(job);
    times.push(performance.now() - start);
    // A turn of the loop between two moves, as between two rooms' messages.
    await new Promise((resolve) => setImmediate(resolve));
  }
  delay.disable();
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(28)} search a move p50 ${quantile(times, 0.5).toFixed(1)} ms, max ${times.at(-1)!.toFixed(0)} ms; ` +
      `event-loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
  );
}

const list = jobs(Number(values.moves));
console.log(
  `${game.title}: ${list.length} search moves; load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${new Date().toISOString()}`,
);
const thinker = new BotThinker();
// The worker started and warm (its first job loads the game), so both ways are measured at work.
await thinker.think(list[0]);
await measure("on the rooms' thread", list, async (job) => {
  const rng = rngFromState(job.rng);
  return game.bots.search.choose({ seat: job.seat, view: job.view as never, moves: job.moves as never, level: job.level, rng });
});
await measure('in the worker thread', list, (job) => thinker.think(job));
await thinker.close();
