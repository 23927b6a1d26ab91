/**
 * Benchmarks that print figures (no timed assertions in tests):
 * - for every registered game: the heuristic bot against random over 500 seeded 2-player games, seats swapped on
 *   the same seeds ({@link match} of bench-bots.ts, whose `npm run bench:bots` also pits the levels against each other);
 * - for every registered game: replay speed, microseconds per event, replaying recorded 3-player games
 *   (seeded heuristic playouts) through `createActor` and `send`, the way a restored or shared game is rebuilt.
 * Each game's own benchmarks are scripts of their own (`npm run bench:seesaw`, `bench:valley`, `bench:valley-bots`),
 * and the page's (`bench:first-render`, `bench:longtasks`, `bench:fps`, ...) run in Chromium.
 *
 *   npm run bench                   all games
 *   npm run bench -- --game wikingerschafe --games 200
 *   npm run bench -- --replay-only  replay speed only
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { createActor, type AnyStateMachine, type EventFromLogic } from 'xstate';
import { findGame, games } from '@viking-games/core';
import { parseSeats, playout, type GameModule } from '@viking-games/core/kit';
import { match } from './bench-bots.js';

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
  const [heuristic, random] = parseSeats('heuristic,random', Object.keys(game.bots));
  const result = match(game, heuristic, random, count, 1);
  console.log(
    `${game.title}: heuristic scores ${(result.score * 100).toFixed(1)}% against random over ${count} 2-player games (95% interval ${(result.low * 100).toFixed(1)}% to ${(result.high * 100).toFixed(1)}%), ${result.msPerGame.toFixed(1)} ms per game`,
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
