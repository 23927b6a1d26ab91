/**
 * Headless simulator: plays many seeded games with bots and reports completion, turns, winners,
 * invariant violations and game-specific outcomes.
 *
 *   npm run simulate -- --game wikingerschafe --players 3 --games 500 --seed 1 --bots heuristic,random,random [--json]
 *   npm run simulate -- --game viking-seesaw --players 2,3,4 --games 50     one table row per player count
 *
 * Besides the totals it prints each outcome per game (mean and max), each outcome's share of the placements
 * when the game counts `placements` (Viking See-Saw: the tip rate is `tilted`), and how the games ended
 * (each ending's share, for a game whose rulebook has several: `GameModule.ending`).
 *
 * With --json, one JSON object per player count goes to stdout, one a line:
 *   { game, players, games, completed, invariantViolations, meanTurns, maxTurns, winsBySeat, msPerGame, outcomes, outcomesMax, endings }
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { findGame, games } from '@viking-games/core';
import { parseSeats, playout, type Seat } from '@viking-games/core/kit';

export interface SimulationSummary {
  game: string;
  players: number;
  games: number;
  /** Seed of the first game. */
  seed: number;
  completed: number;
  invariantViolations: number;
  meanTurns: number;
  maxTurns: number;
  /** Wins per seat; a shared win counts for each winner. */
  winsBySeat: number[];
  msPerGame: number;
  /** Each outcome summed over the completed games. */
  outcomes: Record<string, number>;
  /** Each outcome's largest value in one game. */
  outcomesMax: Record<string, number>;
  /** Completed games by how they ended (`GameModule.ending`); empty for a game with one ending. */
  endings: Record<string, number>;
  /** First few failures, for the readable report. */
  errors: string[];
}

/** Plays `count` games and sums up. Game i uses seed `seed + i`. */
export function simulate(gameId: string, players: number, count: number, seed: number, seats: Seat[]): SimulationSummary {
  const game = findGame(gameId);
  if (!game) throw new Error(`unknown game "${gameId}": expected one of ${Object.keys(games).join(', ')}`);
  const summary: SimulationSummary = {
    game: gameId,
    players,
    games: count,
    seed,
    completed: 0,
    invariantViolations: 0,
    meanTurns: 0,
    maxTurns: 0,
    winsBySeat: Array.from({ length: players }, () => 0),
    msPerGame: 0,
    outcomes: {},
    outcomesMax: {},
    endings: {},
    errors: [],
  };
  let totalTurns = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    try {
      const result = playout(
        game,
        { players, seats, seed: seed + i },
        {
          onMove: (snapshot) => {
            const violations = game.invariants(snapshot);
            summary.invariantViolations += violations.length;
            if (violations.length && summary.errors.length < 5) summary.errors.push(`seed ${seed + i}: ${violations.join('; ')}`);
          },
        },
      );
      summary.completed += 1;
      const turns = game.turns(result.snapshot);
      totalTurns += turns;
      summary.maxTurns = Math.max(summary.maxTurns, turns);
      for (const winner of game.scores(result.snapshot).winners) if (winner >= 0) summary.winsBySeat[winner] += 1;
      for (const [key, value] of Object.entries(game.outcomes(result.snapshot))) {
        summary.outcomes[key] = (summary.outcomes[key] ?? 0) + value;
        summary.outcomesMax[key] = Math.max(summary.outcomesMax[key] ?? 0, value);
      }
      const ending = game.ending?.(result.snapshot);
      if (ending !== undefined) summary.endings[ending] = (summary.endings[ending] ?? 0) + 1;
    } catch (error) {
      if (summary.errors.length < 5) summary.errors.push(`seed ${seed + i}: ${(error as Error).message}`);
    }
  }
  summary.msPerGame = Number(((performance.now() - started) / count).toFixed(2));
  summary.meanTurns = summary.completed ? Number((totalTurns / summary.completed).toFixed(2)) : 0;
  return summary;
}

/** The readable report of one summary. */
export function report(summary: SimulationSummary, bots: string): string {
  const { completed, games: count, players, outcomes, outcomesMax, endings } = summary;
  const percent = (part: number, whole: number) => `${whole ? ((100 * part) / whole).toFixed(1) : '0.0'}%`;
  const placements = outcomes.placements;
  const lines = [
    `${summary.game}: ${completed}/${count} games completed, ${players} players (${bots}), seeds ${summary.seed}..${summary.seed + count - 1}`,
    `invariant violations: ${summary.invariantViolations}`,
    `turns: mean ${summary.meanTurns}, max ${summary.maxTurns}`,
    `wins by seat: ${summary.winsBySeat.map((w, i) => `seat ${i + 1}: ${w} (${percent(w, count)})`).join(', ')}`,
    `time: ${summary.msPerGame} ms per game`,
    `outcomes (total; per game mean, max): ${
      Object.entries(outcomes)
        .map(([k, v]) => `${k} ${v} (${completed ? (v / completed).toFixed(2) : 0}, ${outcomesMax[k]})`)
        .join(', ') || '(none)'
    }`,
  ];
  if (placements) {
    lines.push(
      `share of placements: ${Object.entries(outcomes)
        .filter(([k]) => k !== 'placements' && k !== 'turns')
        .map(([k, v]) => `${k} ${percent(v, placements)}`)
        .join(', ')}`,
    );
  }
  if (Object.keys(endings).length)
    lines.push(
      `endings: ${Object.entries(endings)
        .map(([k, v]) => `${k} ${v} (${percent(v, completed)})`)
        .join(', ')}`,
    );
  lines.push(...summary.errors.map((e) => `error: ${e}`));
  return lines.join('\n');
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
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      [
        'npm run simulate -- --game ID --players N[,N...] --games COUNT --seed S [--bots heuristic:3,random,...] [--json]',
        'Plays seeded bot games headless (game i: seed S + i) and prints completion, invariant violations, turns, wins by seat,',
        'time, each outcome (total, per game mean and max, share of placements) and how the games ended. --players 2,3,4 runs',
        'one after another. --bots names every seat (default all heuristic); a bot may carry a level (heuristic:3).',
        `Games: ${Object.keys(games).join(', ')}`,
      ].join('\n'),
    );
    return;
  }
  const game = findGame(values.game!);
  if (!game) {
    console.error(`unknown game "${values.game}": expected one of ${Object.keys(games).join(', ') || '(none registered)'}`);
    process.exit(2);
  }
  const counts = values.players!.split(',').map(Number);
  const count = Number(values.games);
  const seed = Number(values.seed);
  if (counts.some((players) => !Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers)) {
    console.error(`--players must be ${game.minPlayers} to ${game.maxPlayers} for ${game.id} (or several, comma-separated)`);
    process.exit(2);
  }
  if (!Number.isInteger(count) || count < 1 || !Number.isFinite(seed)) {
    console.error('--games must be a positive whole number and --seed a number');
    process.exit(2);
  }
  for (const players of counts) {
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
      console.log(report(summary, values.bots ?? 'all heuristic'));
      if (counts.length > 1) console.log('');
    }
    if (summary.completed !== summary.games || summary.invariantViolations > 0) process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
