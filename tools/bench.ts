/**
 * Benchmarks that print figures (no timed assertions in tests):
 * - for every registered game: the heuristic bot against random over 500 seeded 2-player games
 *   (win rate of the heuristic seat, seats swapped half the time), and ms per simulated game;
 * - game-specific benchmarks: every tools/bench-<game>.ts script, run with its default flags.
 *
 *   npm run bench                   all games
 *   npm run bench -- --game wikingerschafe --games 200
 */
import { parseArgs } from 'node:util';
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { games } from '@viking-games/core';
import { parseSeats } from '@viking-games/core/kit';
import { simulate } from './simulate.js';

const { values } = parseArgs({ options: { game: { type: 'string' }, games: { type: 'string', default: '500' } } });
const count = Number(values.games);
const ids = values.game ? [values.game] : Object.keys(games);

for (const id of ids) {
  const game = games[id];
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
  console.log(`${game.title}: heuristic beats random in ${wins}/${completed} 2-player games (${((100 * wins) / completed).toFixed(1)}%), ${first.msPerGame} ms per game`);
}

const here = dirname(fileURLToPath(import.meta.url));
for (const file of readdirSync(here).filter((f) => /^bench-.+\.ts$/.test(f)).sort()) {
  const gameId = file.slice('bench-'.length, -'.ts'.length);
  if (values.game && !values.game.includes(gameId) && !gameId.includes(values.game)) continue;
  // Each game's own benchmark runs as its own process with its own flags (see the file's header).
  spawnSync(process.execPath, ['--conditions=@viking-games/source', '--import', 'tsx', join(here, file)], { stdio: 'inherit' });
}
