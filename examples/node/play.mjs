// Plays one whole seeded game between bots for each game with @viking-games/core and prints the score
// sheet: plain Node, no TypeScript runner, no bundler.
//
//   node play.mjs                       every game, seed 1
//   node play.mjs --seed 7 wikingerschafe wilde-wikinger
import { createActor } from 'xstate';
import { parseSeats, rngFromState, seedRng } from '@viking-games/core/kit';
import { wikingerschafe } from '@viking-games/core/wikingerschafe';
import { wildeWikinger } from '@viking-games/core/wilde-wikinger';
import { vikingSeesaw } from '@viking-games/core/viking-seesaw';
import { vikingValley } from '@viking-games/core/viking-valley';

const GAMES = { wikingerschafe, 'wilde-wikinger': wildeWikinger, 'viking-seesaw': vikingSeesaw, 'viking-valley': vikingValley };

/** Who sits where in each game: the heuristic bot at its best against a random one (and a casual heuristic). */
const TABLES = {
  wikingerschafe: 'heuristic:3,random,heuristic:1',
  'wilde-wikinger': 'heuristic:3,random,heuristic:1',
  'viking-seesaw': 'heuristic:3,random', // real physics: a few seconds a game
  'viking-valley': 'heuristic:3,random', // real physics too: the heuristic tries its aims on the square
};
const NAMES = ['Astrid', 'Bjarne', 'Sigrun'];

/**
 * Plays `game` to the end: each turn, the seat to act gets its own view and the legal moves, its bot picks
 * one, and the move is sent to the statechart as an event.
 * @returns the final snapshot and the number of moves
 */
function play(game, seatsText, seed) {
  const seats = parseSeats(seatsText, Object.keys(game.bots));
  const input = game.createInput({ players: seats.length, seats, names: NAMES.slice(0, seats.length), seed });
  const actor = createActor(game.machine, { input }).start();
  const botRng = rngFromState(seedRng(seed ^ 0x5eed)); // the bots' own dice, apart from the game's
  let moves = 0;
  while (!game.isOver(actor.getSnapshot())) {
    const snapshot = actor.getSnapshot();
    const [seat] = game.toAct(snapshot);
    const legal = game.legalMoves(snapshot, seat);
    const { bot, level } = seats[seat];
    const move = game.bots[bot].choose({ seat, view: game.playerView(snapshot, seat), moves: legal, level, rng: botRng });
    actor.send(move);
    moves += 1;
    if (moves > 10_000) throw new Error(`${game.id}: no end after ${moves} moves`);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, moves };
}

/** The score sheet as a table: rank, name, each category, total. */
function printScores(game, scores) {
  const categories = [...new Set(scores.lines.flatMap((line) => Object.keys(line.breakdown)))].filter((c) => c !== 'total');
  const rows = [
    ['rank', 'player', ...categories, 'total'],
    ...[...scores.lines]
      .sort((a, b) => a.rank - b.rank)
      .map((line) => [String(line.rank), line.name, ...categories.map((c) => String(line.breakdown[c] ?? '')), String(line.total)]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) console.log('  ' + row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  const winners = scores.lines.filter((line) => scores.winners.includes(line.seat)).map((line) => line.name);
  // No winner: every player lost (in Valley of the Vikings, when a ship nobody sails is the richest).
  console.log(`  winner: ${winners.join(' and ') || 'nobody, every player lost'}`);
}

const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const seed = seedAt >= 0 ? Number(args.splice(seedAt, 2)[1]) : 1;
const chosen = args.length > 0 ? args : Object.keys(GAMES);
for (const id of chosen) {
  const game = GAMES[id];
  if (!game) throw new Error(`unknown game ${id}: one of ${Object.keys(GAMES).join(', ')}`);
  const started = performance.now();
  const { snapshot, moves } = play(game, TABLES[id], seed);
  const scores = game.scores(snapshot);
  console.log(`${game.title} (seed ${seed}, ${TABLES[id]}): ${moves} moves in ${Math.round(performance.now() - started)} ms`);
  printScores(game, scores);
  console.log(`final scores ${id}: ${scores.lines.map((line) => `${line.name} ${line.total}`).join(', ')}`);
}
