/**
 * Viking See-Saw benchmark: plays seeded games with heuristic bots and measures, headless,
 *  - the time to resolve one placement (the machine's physics: set down, settle, put back, with the frames),
 *    median and p90, in wall time and in this process's CPU time (what a loaded machine inflates least);
 *  - the heuristic bot's think time per move (level 2 unless --level), median and p90;
 *  - the heuristic bot against the random bot in 2-player games (win rate).
 *
 *   npx tsx tools/bench-seesaw.ts [--games 10] [--seed 1] [--level 2] [--duel 0] [--opponent random] [--repeat 1] [--json]
 *
 * `--duel N` plays N 2-player games of the heuristic bot (at `--level`) against `--opponent` (`random`, or
 * `heuristic:1` to compare levels), seats swapped every game.
 *
 * Targets: resolve < 10 ms median, bot < 300 ms per move.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { playout, rngFromState, seedRng, type Seat } from '@viking-games/core/kit';
import { vikingSeesaw, resolvePlacement, heuristicBot, type PlaceEvent, type ShipState } from '@viking-games/core/viking-seesaw';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    level: { type: 'string', default: '2' },
    duel: { type: 'string', default: '0' },
    opponent: { type: 'string', default: 'random' },
    repeat: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
  },
});
const repeat = Math.max(1, Number(values.repeat) || 1);
const games = Number(values.games);
const seed = Number(values.seed);
const level = Number(values.level) as 1 | 2 | 3;
const duels = Number(values.duel);

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : Number.NaN;
};

const heuristic: Seat = { kind: 'bot', bot: 'heuristic', level };
const [opponentBot, opponentLevel] = values.opponent.split(':');
const random: Seat = { kind: 'bot', bot: opponentBot, level: (Number(opponentLevel) || 2) as 1 | 2 | 3 };

// Collect the positions (ship + move) the machine resolved in real games, then time them cold, one by one.
const positions: { ship: ShipState; move: PlaceEvent }[] = [];
const botMs: number[] = [];
for (let i = 0; i < games; i++) {
  const botRng = rngFromState(seedRng((seed + i) ^ 0x5eed));
  playout(
    vikingSeesaw,
    { players: 2, seed: seed + i, seats: [heuristic, heuristic] },
    {
      onMove: (snapshot, move) => {
        const last = snapshot.context.lastPlacement;
        if (last) positions.push({ ship: last.before, move });
        // Time the bot on the position it now faces (its own generator, so the game is not disturbed).
        if (snapshot.status !== 'done' && botMs.length < games * 12) {
          const moves = vikingSeesaw.legalMoves(snapshot);
          const started = performance.now();
          heuristicBot.choose({ seat: snapshot.context.current, view: vikingSeesaw.playerView(snapshot, snapshot.context.current), moves, level, rng: botRng });
          botMs.push(performance.now() - started);
        }
      },
    },
  );
}
// Wall time, and this process's CPU time (user + system), which a loaded machine (other processes on the
// same cores) inflates far less than wall time: on a quiet machine the two agree. With `--repeat N` each
// position is resolved N times and its fastest time kept (what other processes' interference left alone).
const resolveCpuMs: number[] = [];
const resolveMs = positions.map(({ ship, move }) => {
  let best = Infinity;
  let bestCpu = Infinity;
  for (let r = 0; r < repeat; r++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    resolvePlacement(ship, move);
    best = Math.min(best, performance.now() - started);
    const used = process.cpuUsage(cpu);
    bestCpu = Math.min(bestCpu, (used.user + used.system) / 1000);
  }
  resolveCpuMs.push(bestCpu);
  return best;
});

let duelWins = 0;
for (let i = 0; i < duels; i++) {
  const heuristicSeat = i % 2;
  const seats = heuristicSeat === 0 ? [heuristic, random] : [random, heuristic];
  const result = playout(vikingSeesaw, { players: 2, seed: seed + 10_000 + i, seats });
  if (vikingSeesaw.scores(result.snapshot).winners.includes(heuristicSeat)) duelWins += 1;
}

const summary = {
  placements: resolveMs.length,
  resolveMedianMs: Number(quantile(resolveMs, 0.5).toFixed(2)),
  resolveP90Ms: Number(quantile(resolveMs, 0.9).toFixed(2)),
  resolveCpuMedianMs: Number(quantile(resolveCpuMs, 0.5).toFixed(2)),
  resolveCpuP90Ms: Number(quantile(resolveCpuMs, 0.9).toFixed(2)),
  repeat,
  botMoves: botMs.length,
  botLevel: level,
  botMedianMs: Number(quantile(botMs, 0.5).toFixed(1)),
  botP90Ms: Number(quantile(botMs, 0.9).toFixed(1)),
  heuristicVsRandomWinRate: duels ? Number((duelWins / duels).toFixed(3)) : null,
  duelWins,
  duels,
};
if (values.json) process.stdout.write(`${JSON.stringify(summary)}\n`);
else {
  console.log(
    `resolve one placement: median ${summary.resolveMedianMs} ms, p90 ${summary.resolveP90Ms} ms over ${summary.placements} placements${repeat > 1 ? ` (fastest of ${repeat} each)` : ''} (target < 10 ms median); CPU time median ${summary.resolveCpuMedianMs} ms, p90 ${summary.resolveCpuP90Ms} ms`,
  );
  console.log(
    `heuristic bot (level ${level}) per move: median ${summary.botMedianMs} ms, p90 ${summary.botP90Ms} ms over ${summary.botMoves} moves (target < 300 ms)`,
  );
  if (duels)
    console.log(
      `heuristic (level ${level}) vs ${values.opponent}, 2 players: heuristic wins ${duelWins} of ${duels} games (${(100 * (summary.heuristicVsRandomWinRate ?? 0)).toFixed(1)}%)`,
    );
}
