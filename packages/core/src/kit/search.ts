/**
 * Monte Carlo search for the strongest bot level (`search` in a game's bots): flat Monte Carlo with UCB1 at the
 * root. Each candidate move is tried in playouts on a light simulator of the game (its pure rules functions called
 * directly, not the XState actor), the other moves of a playout chosen by a heuristic policy, the playout cut off
 * and valued by a heuristic evaluation (or by the result, when the game ends first).
 *
 * Deterministic given its generator: the budget is a number of playouts, never a clock. The k-th playout of every
 * candidate starts from the same sampled position with the same dice (common random numbers), so candidates are
 * compared on the same luck. A game with hidden information samples the hidden part there (determinization) from
 * what the seat can know, never from the hidden facts themselves: the model only ever gets the seat's view.
 */
import { randomInt, rngFromState, seedRng, type RandomGenerator } from './rng.js';

/** A game as the search plays it: positions `S` and moves `M` of a light simulator. */
export interface SearchModel<S, M> {
  /** The seat to act in `state` (the first of several acting at once), or undefined when the game is over. */
  toAct(state: S): number | undefined;
  /** Every legal move of `seat` in `state`. */
  moves(state: S, seat: number): readonly M[];
  /** The position after `seat` plays `move` (a legal move); chance draws come from the position's own generator. */
  apply(state: S, seat: number, move: M): S;
  /** The playout policy's move for `seat` (usually the game's heuristic bot). */
  policy(state: S, seat: number, moves: readonly M[], rng: RandomGenerator): M;
  /** True when a playout that started at `root` stops at `state` and is valued there. */
  cutoff(state: S, root: S, steps: number): boolean;
  /** How good `state` is for `seat`, 0 (lost) to 1 (won); at the end, the result. */
  value(state: S, seat: number): number;
}

export interface SearchOptions {
  /** Playouts in all (the budget), spread over the candidates by UCB1. */
  readonly playouts: number;
  /** UCB1's exploration constant (values are 0 to 1). */
  readonly exploration: number;
  /** A playout longer than this many moves is a bug in the model. */
  readonly maxSteps?: number;
  /**
   * At most this many simulated moves in all (default: no bound): once every candidate has had a playout, the
   * search stops when they are spent, so a position whose playouts run long costs no more than one whose run short.
   */
  readonly moves?: number;
}

/** What the search found per candidate (for tests and the benchmark). */
export interface SearchResult<M> {
  readonly move: M;
  readonly visits: readonly number[];
  readonly means: readonly number[];
  /** Simulated moves played in all. */
  readonly moves: number;
}

/**
 * Chooses among `candidates` for `seat` by flat Monte Carlo with UCB1 at the root.
 * @param sample the position the k-th playout of every candidate starts from, from a seed (determinization: the
 *   hidden facts and the generator of the dice sampled from that seed); called once per k and cached
 * @param rng the bot's generator: it draws the seeds (one draw per playout index), nothing else
 */
export function searchMove<S, M>(
  model: SearchModel<S, M>,
  seat: number,
  candidates: readonly M[],
  sample: (seed: number) => S,
  options: SearchOptions,
  rng: RandomGenerator,
): SearchResult<M> {
  const n = candidates.length;
  if (n === 0) throw new RangeError('searchMove: no candidate move');
  const visits = new Array<number>(n).fill(0);
  const sums = new Array<number>(n).fill(0);
  if (n === 1) return { move: candidates[0], visits, means: [0], moves: 0 };
  const roots: S[] = [];
  const seeds: number[] = [];
  const rootOf = (k: number): S => {
    while (roots.length <= k) {
      const seed = randomInt(rng, 0, 0x7fffffff);
      seeds.push(seed);
      roots.push(sample(seed));
    }
    return roots[k];
  };
  const maxSteps = options.maxSteps ?? 5_000;
  const budget = Math.max(options.playouts, n);
  let spent = 0;
  for (let i = 0; i < budget; i++) {
    if (i >= n && options.moves !== undefined && spent >= options.moves) break;
    let arm = i < n ? i : 0;
    if (i >= n) {
      let best = -Infinity;
      const log = Math.log(i);
      for (let a = 0; a < n; a++) {
        const score = sums[a] / visits[a] + options.exploration * Math.sqrt(log / visits[a]);
        if (score > best) {
          best = score;
          arm = a;
        }
      }
    }
    const k = visits[arm];
    const root = rootOf(k);
    const { value, steps } = playout(model, root, seat, candidates[arm], seeds[k], maxSteps);
    visits[arm] += 1;
    sums[arm] += value;
    spent += steps;
  }
  const means = sums.map((sum, a) => (visits[a] ? sum / visits[a] : 0));
  // The most tried candidate (UCB1 tries the best most); a tie goes to the better mean, then the earlier candidate.
  let top = 0;
  for (let a = 1; a < n; a++) if (visits[a] > visits[top] || (visits[a] === visits[top] && means[a] > means[top])) top = a;
  return { move: candidates[top], visits, means, moves: spent };
}

/** One playout: `move` by `seat` from `root`, then the policy for everyone until the cutoff or the end. */
function playout<S, M>(model: SearchModel<S, M>, root: S, seat: number, move: M, seed: number, maxSteps: number): { value: number; steps: number } {
  const rng = rngFromState(seedRng(seed ^ 0x2545f491));
  let state = model.apply(root, seat, move);
  for (let steps = 1; ; steps++) {
    const who = model.toAct(state);
    if (who === undefined || model.cutoff(state, root, steps)) return { value: model.value(state, seat), steps };
    if (steps > maxSteps) throw new Error(`searchMove: a playout passed ${maxSteps} moves`);
    const moves = model.moves(state, who);
    state = model.apply(state, who, moves.length === 1 ? moves[0] : model.policy(state, who, moves, rng));
  }
}

/** A margin (points ahead of the best other) as a chance of winning, 0 to 1: a logistic curve of `scale` points. */
export function marginValue(margin: number, scale: number): number {
  return 1 / (1 + Math.exp(-margin / scale));
}
