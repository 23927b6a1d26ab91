/**
 * How strong the computer players are, per game: two-player matches on the same seeds with the seats swapped
 * (game 2k: A in seat 1; game 2k+1: the same seed with B in seat 1), so neither side gets the better dice or the
 * first move more often. A benchmark, not a test: it prints figures and asserts nothing.
 *
 *   npm run bench:bots                              every game, the matches, 500 games (rules games) / 200 (physics)
 *   npm run bench:bots -- --game wilde-wikinger --games 100 --match heuristic:3,heuristic:1
 *   npm run bench:bots -- --game wikingerschafe --match search,heuristic:3 --clock thread   the strongest level, 200 games
 *   npm run bench:bots -- --game viking-seesaw --games 50 --seed 26 --progress   A's running score after each game, on stderr
 *
 * For each match it prints A's score (a win 1, a shared win 1/2) with its 95% Wilson interval, and the time A's and
 * B's bots took per decision (median and 95th percentile, ms of this process's wall clock on warm code; the
 * machine is shared, so compare the rows of one run). `--clock cpu` times each decision by the CPU time this
 * process spent on it instead (`process.cpuUsage`), which a busy machine inflates far less than the wall clock;
 * `--clock thread` (Linux) by the CPU time of this thread alone, the clock of a board's worker: how the search
 * level's budget is checked (300 ms at 4x CPU is 75 ms at 1x; tools/bench-search.ts measures it in Chromium at 4x).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { findGame, games } from '@viking-games/core';
import { gameRegistry, type GameId } from '@viking-games/core/registry';
import { parseSeats, playout, type Bot, type GameModule, type Seat } from '@viking-games/core/kit';

/** The matches the bots are judged by (issue "levels that matter"): each level above the one below. */
const DEFAULT_MATCHES = ['heuristic,random', 'heuristic:3,heuristic:1', 'heuristic:3,heuristic:2', 'heuristic:2,heuristic:1'];
/** The rules games' strongest level (`search`, issue 28) against level 3 and level 1, in games of its own (it thinks ~1000x longer). */
const SEARCH_MATCHES = ['search,heuristic:3', 'search,heuristic:1'];
/** Games of a search match when `--games` is not given: each takes seconds. */
const SEARCH_GAMES = 200;

/** Milliseconds by the wall clock, or by the CPU time this process spent (user and system). */
export type Clock = () => number;
export const wallClock: Clock = () => performance.now();
export const cpuClock: Clock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/**
 * Milliseconds of CPU time of this thread alone (Linux: /proc/thread-self/schedstat), the clock of a board's worker:
 * unlike {@link cpuClock} it leaves out the time V8's compiler and garbage-collector threads spend beside it, in
 * parallel, which made a decision look several times slower than it was. Elsewhere it is {@link cpuClock}.
 */
export const threadClock: Clock = (() => {
  const file = '/proc/thread-self/schedstat';
  try {
    readFileSync(file, 'utf8');
  } catch {
    return cpuClock;
  }
  return () => Number(readFileSync(file, 'utf8').split(' ')[0]) / 1e6;
})();

/** 95% Wilson score interval of a proportion `p` over `n` trials, as [low, high]. */
export function wilson(p: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** The game with every bot wrapped to record how long each decision took, by bot name and level. */
function timed(game: GameModule, times: Map<string, number[]>, clock: Clock): GameModule {
  const bots: Record<string, Bot<unknown, { type: string }>> = {};
  for (const [name, bot] of Object.entries(game.bots)) {
    bots[name] = {
      name: bot.name,
      choose(context) {
        const started = clock();
        const move = bot.choose(context);
        const took = clock() - started;
        // Every decision, and apart those with a choice (a forced move is no decision for a search).
        for (const key of [`${name}:${context.level}`, ...(context.moves.length > 1 ? [`${name}:${context.level}:choice`] : [])]) {
          if (!times.has(key)) times.set(key, []);
          times.get(key)!.push(took);
        }
        return move;
      },
    };
  }
  return { ...game, bots };
}

export interface MatchResult {
  score: number;
  games: number;
  low: number;
  high: number;
  msPerGame: number;
  times: Map<string, number[]>;
}

/**
 * Plays `count` games of A against B (2 players), seats swapped on each seed. `onGame` hears A's running score after
 * each game (the command prints it to stderr with `--progress`: on a loaded machine a long run leaves figures before it ends).
 */
export function match(
  game: GameModule,
  a: Seat,
  b: Seat,
  count: number,
  seed: number,
  clock: Clock = wallClock,
  onGame?: (played: number, score: number) => void,
): MatchResult {
  const times = new Map<string, number[]>();
  const timedGame = timed(game, times, clock);
  let score = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const aFirst = i % 2 === 0;
    const seats = aFirst ? [a, b] : [b, a];
    const result = playout(timedGame, { players: 2, seats, seed: seed + Math.floor(i / 2) });
    const winners = game.scores(result.snapshot).winners;
    const aSeat = aFirst ? 0 : 1;
    if (winners.includes(aSeat)) score += 1 / winners.length;
    onGame?.(i + 1, score);
  }
  const p = score / count;
  const [low, high] = wilson(p, count);
  return { score: p, games: count, low, high, msPerGame: (performance.now() - started) / count, times };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const ms = (x: number) => (x < 0.1 ? x.toFixed(3) : x < 10 ? x.toFixed(2) : x.toFixed(0));

function seatLabel(seat: Seat): string {
  // The search level has one strength: its seat's level is not read.
  return seat.kind === 'bot' ? (seat.bot === 'search' ? 'search' : `${seat.bot}:${seat.level}`) : 'human';
}

/** Runs the matches when this file is the command (`npm run bench:bots`), not when bench.ts imports {@link match}. */
function main(): void {
  const { values } = parseArgs({
    options: {
      game: { type: 'string' },
      games: { type: 'string' },
      match: { type: 'string', multiple: true },
      seed: { type: 'string', default: '1' },
      clock: { type: 'string', default: 'wall' },
      progress: { type: 'boolean', default: false },
    },
  });
  const ids = (values.game ? [values.game] : Object.keys(games)) as GameId[];
  const clock = values.clock === 'cpu' ? cpuClock : values.clock === 'thread' ? threadClock : wallClock;
  const clockName = values.clock === 'cpu' ? 'CPU time of the process' : values.clock === 'thread' ? 'CPU time of the thread' : 'wall clock';
  console.log(
    `bench:bots ${new Date().toISOString().slice(0, 10)}: two-player matches, seats swapped on the same seeds; A's score (win 1, shared win 1/2) with its 95% interval; ms by the ${clockName}`,
  );
  const notes: string[] = [];
  console.log('| game | A vs B | games | A scores | 95% interval | A ms/move median (p95) | B ms/move median (p95) | ms/game |');
  console.log('| --- | --- | ---: | ---: | --- | ---: | ---: | ---: |');
  for (const id of ids) {
    const game = findGame(id);
    if (!game) throw new Error(`unknown game "${id}": expected one of ${Object.keys(games).join(', ')}`);
    const count = Number(values.games ?? (gameRegistry.find((entry) => entry.id === id)?.physics ? 200 : 500));
    // The search level where the game has one (the rules games), unless matches are named.
    const matches = values.match ?? [...DEFAULT_MATCHES, ...('search' in game.bots ? SEARCH_MATCHES : [])];
    for (const text of matches) {
      const [a, b] = parseSeats(text, Object.keys(game.bots));
      const games = values.games === undefined && text.startsWith('search') ? SEARCH_GAMES : count;
      const progress = values.progress
        ? (played: number, score: number) => console.error(`${id} ${text} seed ${values.seed}: ${score} of ${played} (game ${played} of ${games})`)
        : undefined;
      const result = match(game, a, b, games, Number(values.seed), clock, progress);
      const time = (seat: Seat) => {
        const key = seat.kind === 'bot' ? `${seat.bot}:${seat.level}` : 'random:2';
        const sorted = [...(result.times.get(key) ?? [])].sort((x, y) => x - y);
        return `${ms(quantile(sorted, 0.5))} (${ms(quantile(sorted, 0.95))})`;
      };
      // The search level's budget is per decision with a choice: its median, p95 and slowest, and 4x that (a slow phone).
      if (a.kind === 'bot' && a.bot === 'search') {
        const sorted = [...(result.times.get(`search:${a.level}:choice`) ?? [])].sort((x, y) => x - y);
        const [median, p95, max] = [quantile(sorted, 0.5), quantile(sorted, 0.95), sorted[sorted.length - 1]];
        notes.push(
          `${id}, ${text}: ${sorted.length} search decisions with a choice: median ${ms(median)} ms, p95 ${ms(p95)} ms, slowest ${ms(max)} ms (at 4x: ${ms(4 * median)}, ${ms(4 * p95)}, ${ms(4 * max)} ms)`,
        );
      }
      console.log(
        `| ${id} | ${seatLabel(a)} vs ${seatLabel(b)} | ${games} | ${pct(result.score)} | ${pct(result.low)} to ${pct(result.high)} | ${time(a)} | ${time(b)} | ${ms(result.msPerGame)} |`,
      );
    }
  }
  for (const note of notes) console.log(note);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
