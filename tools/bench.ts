/**
 * Benchmarks that print figures (no timed assertions in tests):
 * - for every registered game: the heuristic bot against random over 500 seeded 2-player games
 *   (win rate of the heuristic seat, seats swapped half the time), and ms per simulated game;
 * - for every registered game: replay speed, microseconds per event, replaying recorded 3-player games
 *   (seeded heuristic playouts) through `createActor` and `send`, the way a restored or shared game is rebuilt;
 * - game-specific benchmarks: every tools/bench-<game>.ts script, run with its default flags.
 *
 *   npm run bench                   all games
 *   npm run bench -- --game wikingerschafe --games 200
 *   npm run bench -- --replay-only  replay speed only
 */
import { parseArgs } from 'node:util';
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createActor, type AnyStateMachine, type EventFromLogic } from 'xstate';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { findGame, games } from '@viking-games/core';
import { parseSeats, playout, type GameModule } from '@viking-games/core/kit';
import { simulate } from './simulate.js';

const { values } = parseArgs({
  options: { game: { type: 'string' }, games: { type: 'string', default: '500' }, 'replay-only': { type: 'boolean', default: false } },
});
const count = Number(values.games);
const ids = values.game ? [values.game] : Object.keys(games);

/**
 * Microseconds per event to replay recorded games: `games` seeded 3-player heuristic playouts, each
 * replayed through `createActor(...).start()` and `send` (actor creation included). Measured in CPU time
 * of this process (`process.cpuUsage`), the best of `rounds` passes over all of them (the first warm the
 * JIT; a game replayed for real is replayed by warm code), so a busy neighbour
 * on a shared machine inflates the figure less than it would wall-clock time.
 * Recording and replaying each stop early after `budgetMs` (physics games are slow to play).
 */
function replaySpeed(game: GameModule, { games: wanted = 30, rounds = 15, budgetMs = 20_000 } = {}): { usPerEvent: number; games: number; events: number } {
  const seats = parseSeats(Array.from({ length: 3 }, () => 'heuristic').join(','), Object.keys(game.bots));
  const recorded: { input: unknown; events: readonly { type: string }[] }[] = [];
  const started = performance.now();
  for (let seed = 1; seed <= wanted && performance.now() - started < budgetMs; seed++) {
    const { events } = playout(game, { players: 3, seats, seed });
    recorded.push({ input: game.createInput({ players: 3, seats, seed }), events });
  }
  const events = recorded.reduce((sum, game) => sum + game.events.length, 0);
  let best = Infinity;
  const replayStarted = performance.now();
  for (let round = 0; round < rounds && (round === 0 || performance.now() - replayStarted < budgetMs); round++) {
    const cpu = process.cpuUsage();
    for (const { input, events: log } of recorded) {
      const actor = createActor(game.machine as AnyStateMachine, { input }).start();
      for (const event of log) actor.send(event as EventFromLogic<AnyStateMachine>);
      actor.stop();
    }
    const used = process.cpuUsage(cpu);
    best = Math.min(best, used.user + used.system);
  }
  return { usPerEvent: Number((best / events).toFixed(1)), games: recorded.length, events };
}

for (const id of values['replay-only'] ? [] : ids) {
  const game = findGame(id);
  if (!game) {
    console.error(`unknown game "${id}"`);
    process.exit(2);
  }
  const bots = Object.keys(game.bots);
  const half = Math.ceil(count / 2);
  const first = simulate(id, 2, half, 1, parseSeats('heuristic,random', bots));
  const second = simulate(id, 2, count - half, 1 + half, parseSeats('random,heuristic', bots));
  const wins = first.winsBySeat[0] + second.winsBySeat[1];
  const completed = first.completed + second.completed;
  console.log(
    `${game.title}: heuristic beats random in ${wins}/${completed} 2-player games (${((100 * wins) / completed).toFixed(1)}%), ${first.msPerGame} ms per game`,
  );
}

for (const id of ids) {
  const game = findGame(id);
  if (!game) continue;
  const { usPerEvent, games: replayed, events } = replaySpeed(game);
  console.log(
    `${game.title}: replay ${usPerEvent} us per event (${replayed} recorded 3-player games, ${(events / replayed).toFixed(0)} events a game, createActor + send, CPU time, best pass)`,
  );
}
if (values['replay-only']) process.exit(0);

const here = dirname(fileURLToPath(import.meta.url));
for (const file of readdirSync(here)
  .filter((f) => /^bench-.+\.ts$/.test(f))
  .sort()) {
  const gameId = file.slice('bench-'.length, -'.ts'.length);
  if (values.game && !values.game.includes(gameId) && !gameId.includes(values.game)) continue;
  // Each game's own benchmark runs as its own process with its own flags (see the file's header).
  spawnSync(process.execPath, ['--conditions=@viking-games/source', '--import', 'tsx', join(here, file)], { stdio: 'inherit' });
}
