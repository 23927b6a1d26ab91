/**
 * Headless simulator: plays many seeded games with bots and reports completion, turns, winners,
 * invariant violations and game-specific outcomes.
 *
 *   npm run simulate -- --game wikingerschafe --players 3 --games 500 --seed 1 --bots heuristic,random,random [--json]
 *
 * With --json, exactly one JSON object goes to stdout:
 *   { game, players, games, completed, invariantViolations, meanTurns, maxTurns, winsBySeat, msPerGame, outcomes }
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { findGame, games } from '@viking-games/core';
import { parseSeats, playout, type Seat } from '@viking-games/core/kit';

export interface SimulationSummary {
  game: string;
  players: number;
  games: number;
  completed: number;
  invariantViolations: number;
  meanTurns: number;
  maxTurns: number;
  /** Wins per seat; a shared win counts for each winner. */
  winsBySeat: number[];
  msPerGame: number;
  outcomes: Record<string, number>;
  /** First few failures, for the readable report. */
  errors: string[];
}

/** Plays `count` games and sums up. Game i uses seed `seed + i`. */
export function simulate(gameId: string, players: number, count: number, seed: number, seats: Seat[]): SimulationSummary {
  const game = findGame(gameId);
  if (!game) throw new Error(`unknown game "${gameId}": expected one of ${Object.keys(games).join(', ')}`);
  const summary: SimulationSummary = {
    game: gameId, players, games: count, completed: 0, invariantViolations: 0, meanTurns: 0, maxTurns: 0,
    winsBySeat: Array.from({ length: players }, () => 0), msPerGame: 0, outcomes: {}, errors: [],
  };
  let totalTurns = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    try {
      const result = playout(game, { players, seats, seed: seed + i }, {
        onMove: (snapshot) => {
          const violations = game.invariants(snapshot);
          summary.invariantViolations += violations.length;
          if (violations.length && summary.errors.length < 5) summary.errors.push(`seed ${seed + i}: ${violations.join('; ')}`);
        },
      });
      summary.completed += 1;
      const turns = game.turns(result.snapshot);
      totalTurns += turns;
      summary.maxTurns = Math.max(summary.maxTurns, turns);
      for (const winner of game.scores(result.snapshot).winners) if (winner >= 0) summary.winsBySeat[winner] += 1;
      for (const [key, value] of Object.entries(game.outcomes(result.snapshot))) summary.outcomes[key] = (summary.outcomes[key] ?? 0) + value;
    } catch (error) {
      if (summary.errors.length < 5) summary.errors.push(`seed ${seed + i}: ${(error as Error).message}`);
    }
  }
  summary.msPerGame = Number(((performance.now() - started) / count).toFixed(2));
  summary.meanTurns = summary.completed ? Number((totalTurns / summary.completed).toFixed(2)) : 0;
  return summary;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      game: { type: 'string', default: 'wikingerschafe' },
      players: { type: 'string', default: '2' },
      games: { type: 'string', default: '100' },
      seed: { type: 'string', default: '1' },
      bots: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const game = findGame(values.game!);
  if (!game) {
    console.error(`unknown game "${values.game}": expected one of ${Object.keys(games).join(', ') || '(none registered)'}`);
    process.exit(2);
  }
  const players = Number(values.players);
  const count = Number(values.games);
  const seed = Number(values.seed);
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers) {
    console.error(`--players must be ${game.minPlayers} to ${game.maxPlayers} for ${game.id}`);
    process.exit(2);
  }
  if (!Number.isInteger(count) || count < 1 || !Number.isFinite(seed)) {
    console.error('--games must be a positive whole number and --seed a number');
    process.exit(2);
  }
  const seats = parseSeats(values.bots ?? Array.from({ length: players }, () => 'heuristic').join(','), Object.keys(game.bots));
  if (seats.length !== players) {
    console.error(`--bots names ${seats.length} seats, but --players is ${players}`);
    process.exit(2);
  }
  const summary = simulate(game.id, players, count, seed, seats);
  if (values.json) {
    const { errors: _errors, ...json } = summary;
    process.stdout.write(`${JSON.stringify(json)}\n`);
  } else {
    const lines = [
      `${game.title}: ${summary.completed}/${summary.games} games completed, ${players} players (${values.bots ?? 'all heuristic'}), seeds ${seed}..${seed + count - 1}`,
      `invariant violations: ${summary.invariantViolations}`,
      `turns: mean ${summary.meanTurns}, max ${summary.maxTurns}`,
      `wins by seat: ${summary.winsBySeat.map((w, i) => `seat ${i + 1}: ${w} (${((100 * w) / count).toFixed(1)}%)`).join(', ')}`,
      `time: ${summary.msPerGame} ms per game`,
      `outcomes: ${Object.entries(summary.outcomes).map(([k, v]) => `${k} ${v}`).join(', ') || '(none)'}`,
      ...summary.errors.map((e) => `error: ${e}`),
    ];
    console.log(lines.join('\n'));
  }
  if (summary.completed !== summary.games || summary.invariantViolations > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
