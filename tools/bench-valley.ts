/**
 * Valley of the Vikings rules and bots benchmark, headless:
 *  - the heuristic bot against the random bot in 2-player games, seats swapped every game (win rate;
 *    an all-lose ending is a game the heuristic seat did not win);
 *  - the heuristic bot's think time per move (each kind: bowl, barrel, order), median, p90 and max;
 *  - ms per game.
 * (The physics' own figures, one bowl's time and the grid's hit rate, are tools/bench-valley-physics.ts.)
 *
 *   npx tsx --conditions=@viking-games/source tools/bench-valley.ts [--games 100] [--seed 1] [--level 2] [--opponent random] [--json]
 *
 * `--opponent heuristic:1` compares levels. The README figure is `--games 500` (about 20 minutes on the shared machine). Targets: heuristic >= 75% against random (aim 90%), < 300 ms a move.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { playout, rngFromState, seedRng, type Seat } from '@viking-games/core/kit';
import { heuristicBot, vikingValley } from '@viking-games/core/viking-valley';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    level: { type: 'string', default: '2' },
    opponent: { type: 'string', default: 'random' },
    json: { type: 'boolean', default: false },
  },
});
const games = Number(values.games);
const seed = Number(values.seed);
const level = Number(values.level) as 1 | 2 | 3;
const heuristic: Seat = { kind: 'bot', bot: 'heuristic', level };
const [opponentBot, opponentLevel] = values.opponent.split(':');
const opponent: Seat = { kind: 'bot', bot: opponentBot, level: (Number(opponentLevel) || 2) as 1 | 2 | 3 };

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : Number.NaN;
};

let wins = 0;
let allLose = 0;
let turns = 0;
const think: Record<string, number[]> = { 'player.bowl': [], 'player.placeBarrel': [], 'player.moveViking': [] };
const started = performance.now();
for (let i = 0; i < games; i++) {
  const heuristicSeat = i % 2;
  const seats = heuristicSeat === 0 ? [heuristic, opponent] : [opponent, heuristic];
  const botRng = rngFromState(seedRng((seed + i) ^ 0xbe4c));
  const result = playout(
    vikingValley,
    { players: 2, seed: seed + i, seats },
    {
      onMove: (snapshot) => {
        // Time the heuristic bot on the position it faces next (its own generator: the game is not disturbed).
        if (i % 10 !== 0 || snapshot.status === 'done' || snapshot.context.current !== heuristicSeat) return;
        const moves = vikingValley.legalMoves(snapshot);
        const view = vikingValley.playerView(snapshot, heuristicSeat);
        const t = performance.now();
        heuristicBot.choose({ seat: heuristicSeat, view, moves, level, rng: botRng });
        think[moves[0].type].push(performance.now() - t);
      },
    },
  );
  if (vikingValley.scores(result.snapshot).winners.includes(heuristicSeat)) wins += 1;
  if (result.snapshot.context.allLose) allLose += 1;
  turns += result.snapshot.context.turns;
}
const msPerGame = (performance.now() - started) / Math.max(1, games);

const timing = Object.fromEntries(
  Object.entries(think).map(([kind, xs]) => [
    kind,
    {
      moves: xs.length,
      medianMs: Number(quantile(xs, 0.5).toFixed(1)),
      p90Ms: Number(quantile(xs, 0.9).toFixed(1)),
      maxMs: Number(Math.max(...xs).toFixed(1)),
    },
  ]),
);
const summary = {
  games,
  level,
  opponent: values.opponent,
  heuristicWins: wins,
  heuristicWinRate: Number((wins / games).toFixed(3)),
  allLose,
  meanTurns: Number((turns / games).toFixed(1)),
  msPerGame: Number(msPerGame.toFixed(0)),
  think: timing,
};
if (values.json) process.stdout.write(`${JSON.stringify(summary)}\n`);
else {
  console.log(
    `Valley of the Vikings: heuristic (level ${level}) beats ${values.opponent} in ${wins}/${games} 2-player games (${(100 * summary.heuristicWinRate).toFixed(1)}%); ${allLose} all-lose endings; ${summary.meanTurns} turns and ${summary.msPerGame} ms a game`,
  );
  for (const [kind, t] of Object.entries(timing))
    console.log(`  heuristic think time, ${kind}: median ${t.medianMs} ms, p90 ${t.p90Ms} ms, max ${t.maxMs} ms over ${t.moves} moves (target < 300 ms)`);
}
