/**
 * Wikingerschafe bots. `random` picks any legal move. `heuristic` evaluates moves on a small model of
 * the table (dice counts per Location, influence, glory and goods) and, before placing, compares its best
 * placement with a few sampled re-rolls.
 */
import { randomBot, type Bot } from '../kit/game-module.js';
import { randomInt, rollDie, type RandomGenerator } from '../kit/rng.js';
import {
  FINAL_SHIELD_GLORY,
  INFLUENCE_GLORY,
  INFLUENCE_MAX,
  INFLUENCE_MILESTONES,
  LOCATION_VALUES,
  MILESTONE_GLORY,
  ROUND_INFLUENCE,
  SIX,
} from './wikingerschafe.components.js';
import { countOn, readyShields, supplyDice, type PlaceEvent, type RewardEvent } from './wikingerschafe.rules.js';
import { rankPoints } from './wikingerschafe.scoring.js';
import type { LocationValue, WikingerschafeMove } from './wikingerschafe.types.js';
import type { WikingerschafeView } from './wikingerschafe.view.js';

/** How the heuristic values things, in glory-equivalents. */
interface Weights {
  /** A die still in the supply: it will be placed and earn a reward later this round. */
  readonly die: number;
  /** A Coin (final scoring gives 1 per 2) and a Mead (1 each, and it buys actions). */
  readonly coin: number;
  readonly mead: number;
  /** A shield: 2 at final scoring plus its use as a reinforcement. */
  readonly shieldUse: number;
  /** Rough value of the reward a Location gives, used when judging a placement before the reward is chosen. */
  readonly reward: Readonly<Record<LocationValue, number>>;
  /** A roll must promise at least this much more than the best placement now. */
  readonly rollMargin: number;
}

/** The first estimates, which levels 1 and 2 play by. */
const FIRST_WEIGHTS: Weights = { die: 1.2, coin: 0.5, mead: 1, shieldUse: 1.5, reward: { 1: 0.6, 2: 1, 3: 1, 4: 0, 5: 1.2 }, rollMargin: 0.25 };
/**
 * Level 3's: Coins and Mead are worth more than the first estimates, as self-play found (a search over single
 * weights and pairs, 300 games each, then the best checked on 500 other seeds: 58.9% against level 2, 95% interval
 * 54.5% to 63.1%; `npm run bench:bots`): besides their glory at the end, Mead and Coins unlock the extra die,
 * bring a die back from Wollhalla and re-roll 6s (RULES.md "Wikinger Turn", "Final Scoring").
 */
const STRONG_WEIGHTS: Weights = { ...FIRST_WEIGHTS, coin: 0.8, mead: 1.5 };
const weightsOf = (level: 1 | 2 | 3): Weights => (level === 3 ? STRONG_WEIGHTS : FIRST_WEIGHTS);
/** Samples per candidate re-roll, by bot level (level 1 never re-rolls by choice). */
const SAMPLES: Record<1 | 2 | 3, number> = { 1: 0, 2: 6, 3: 12 };
/** Share of level-1 decisions taken at random, so the casual bot makes mistakes a person can exploit. */
const CASUAL_SLIPS = 0.25;

/** The table as the heuristic sees it, by Wikinger index. */
interface Model {
  readonly me: number;
  readonly w: Weights;
  readonly friendly: boolean;
  readonly round: number;
  /** counts[who][value - 1]: dice on the Location, shielded counting 2. */
  readonly counts: number[][];
  readonly influence: readonly (readonly number[])[];
  /** Glory plus the goods' worth. */
  readonly base: number[];
  /** Dice still to place this round (neutral: 0). */
  readonly supply: number[];
}

function modelOf(view: WikingerschafeView, me: number, weights: Weights): Model {
  return {
    me,
    w: weights,
    friendly: view.friendly,
    round: view.round,
    counts: view.wikinger.map((w) => LOCATION_VALUES.map((v) => countOn(w, v))),
    influence: view.wikinger.map((w) => w.influence),
    base: view.wikinger.map((w) => {
      const shields = w.neutral ? 0 : w.shields.filter((s) => s === 'fresh' || s === 'ready' || s === 'placed').length;
      return w.glory + shields * FINAL_SHIELD_GLORY + w.mead * weights.mead + w.coins * weights.coin;
    }),
    supply: view.wikinger.map((w) => (w.neutral ? 0 : supplyDice(w).length)),
  };
}

function cloneModel(m: Model): Model {
  return { ...m, counts: m.counts.map((c) => c.slice()), base: m.base.slice(), supply: m.supply.slice() };
}

/** Glory-equivalents each Wikinger gets from Location index `l` if the round ended with `counts` there. */
function locationScores(m: Model, l: number, counts: readonly number[]): number[] {
  const n = counts.length;
  const weight = m.round <= 2 ? 2 : 1;
  const { points } = rankPoints(counts, ROUND_INFLUENCE, !m.friendly);
  const out: number[] = [];
  const projected: number[] = [];
  for (let i = 0; i < n; i++) {
    const before = m.influence[i][l];
    const after = Math.min(INFLUENCE_MAX, before + points[i]);
    let score = 0.25 * points[i];
    for (const milestone of INFLUENCE_MILESTONES) if (before < milestone && after >= milestone) score += MILESTONE_GLORY;
    out.push(score);
    projected.push(after);
  }
  const glory = rankPoints(projected, INFLUENCE_GLORY, false).points;
  for (let i = 0; i < n; i++) out[i] += weight * glory[i];
  return out;
}

/** Each Wikinger's projected total, split so one Location can be swapped cheaply. */
interface Projection {
  readonly totals: number[];
  readonly byLocation: number[][];
}

function project(m: Model): Projection {
  const byLocation = LOCATION_VALUES.map((_, l) =>
    locationScores(
      m,
      l,
      m.counts.map((c) => c[l]),
    ),
  );
  const totals = m.base.map((b, i) => b + m.w.die * m.supply[i] + byLocation.reduce((sum, scores) => sum + scores[i], 0));
  return { totals, byLocation };
}

function margin(m: Model, totals: readonly number[]): number {
  let best = -Infinity;
  for (let i = 0; i < totals.length; i++) if (i !== m.me) best = Math.max(best, totals[i]);
  return totals[m.me] - best;
}

/** My projected glory minus the best other's, if the round ended with the dice as they are. */
function evaluate(m: Model): number {
  return margin(m, project(m).totals);
}

function afterPlace(m: Model, p: Projection, move: PlaceEvent, dice: number): number {
  const l = move.value - 1;
  const counts = m.counts.map((c) => c[l]);
  counts[m.me] += dice + move.sixes + move.shields;
  const scores = locationScores(m, l, counts);
  const totals = p.totals.map((t, i) => t - p.byLocation[l][i] + scores[i]);
  totals[m.me] -= m.w.die * (dice + move.sixes);
  if (move.value === 4 && counts[m.me] >= 2) totals[m.me] += m.w.mead + m.w.coin;
  return margin(m, totals) + m.w.reward[move.value];
}

/** Best placement value for supply `faces` (ids irrelevant), with `shields` ready. */
/** `coarse`: only none or all of the 6s and none or all of the shields (for sampled re-rolls, where speed matters). */
function bestPlacement(m: Model, p: Projection, faces: readonly number[], shields: number, coarse = false): { value: number; move?: PlaceEvent } {
  const sixes = faces.filter((f) => f === SIX).length;
  let best: { value: number; move?: PlaceEvent } = { value: -Infinity };
  for (const value of LOCATION_VALUES) {
    const dice = faces.filter((f) => f === value).length;
    if (dice === 0) continue;
    for (let s = 0; s <= sixes; s = coarse && s < sixes ? sixes : s + 1) {
      const most = Math.min(shields, dice + s);
      for (let sh = 0; sh <= most; sh = coarse && sh < most ? most : sh + 1) {
        const move: PlaceEvent = { type: 'player.place', value, sixes: s, shields: sh };
        const score = afterPlace(m, p, move, dice);
        if (score > best.value) best = { value: score, move };
      }
    }
  }
  return best;
}

function sameMove(a: WikingerschafeMove, b: WikingerschafeMove): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function rewardValue(m: Model, view: WikingerschafeView, event: RewardEvent): number {
  const next = cloneModel(m);
  const me = m.me;
  switch (event.option) {
    case 'loot':
      next.base[me] += m.w.coin;
      break;
    case 'destiny': {
      const supply = supplyDice(view.wikinger[me]);
      const die = supply.find((d) => d.id === event.die)!;
      const together = (face: number) => supply.filter((d) => d.id !== die.id && d.face === face).length;
      // Turning a lone die to join others saves a turn; a 6 joins anything.
      next.base[me] += event.face === SIX ? 0.6 : 0.3 * (together(event.face!) - together(die.face));
      break;
    }
    case 'mead':
      next.base[me] += m.w.mead;
      break;
    case 'shield':
      next.base[me] += FINAL_SHIELD_GLORY + m.w.shieldUse * (m.round < 4 || next.supply[me] > 0 ? 1 : 0);
      break;
    case 'relocate':
      next.counts[me][2] -= view.wikinger[me].dice[event.die!].shielded ? 2 : 1;
      next.counts[me][event.location! - 1] += view.wikinger[me].dice[event.die!].shielded ? 2 : 1;
      return evaluate(next) + m.w.reward[event.location!] + (event.location === 4 && next.counts[me][3] >= 2 ? m.w.mead + m.w.coin : 0);
    case 'redistribution':
      return evaluate(next) - 0.5;
    case 'attack': {
      const target = view.wikinger[event.target!];
      next.counts[event.target!][target.dice[event.die!].location! - 1] -= 1;
      if (!target.neutral) next.base[event.target!] -= FINAL_SHIELD_GLORY;
      break;
    }
    case 'wollhalla': {
      const target = view.wikinger[event.target!];
      next.counts[event.target!][target.dice[event.die!].location! - 1] -= 1;
      break;
    }
    case 'celebration':
    case 'none':
      break;
  }
  return evaluate(next);
}

/** The rolls worth weighing before placing: every supply die, or all but those showing one value (and the 6s), or all but the 6s. */
export function rollCandidates(faces: readonly { id: number; face: number }[]): number[][] {
  const out: number[][] = [faces.map((d) => d.id)];
  for (const value of LOCATION_VALUES) {
    const others = faces.filter((d) => d.face !== value && d.face !== SIX).map((d) => d.id);
    if (others.length > 0 && others.length < faces.length) out.push(others);
  }
  const nonSix = faces.filter((d) => d.face !== SIX).map((d) => d.id);
  if (nonSix.length > 0 && nonSix.length < faces.length) out.push(nonSix);
  return out;
}

/**
 * The heuristic's move. `samples` (default: the level's) is how many outcomes it samples per candidate re-roll: the
 * search bot's playouts ask level 3 with fewer, to play many of them.
 */
export function chooseHeuristic(
  view: WikingerschafeView,
  moves: readonly WikingerschafeMove[],
  rng: RandomGenerator,
  level: 1 | 2 | 3,
  samples = SAMPLES[level],
): WikingerschafeMove {
  if (level === 1 && randomInt(rng, 0, 999) < CASUAL_SLIPS * 1000) return moves[randomInt(rng, 0, moves.length - 1)];
  const me = view.seat;
  const m = modelOf(view, me, weightsOf(level));
  const has = (type: WikingerschafeMove['type']) => moves.find((move) => move.type === type);
  switch (view.phase) {
    case 'rolling': {
      const w = view.wikinger[me];
      const unlock = has('player.unlockDie');
      if (unlock && view.round <= 3) return unlock;
      const retrieve = has('player.retrieveDie');
      if (retrieve && w.mead >= 4) return retrieve;
      const reroll = has('player.rerollSixes');
      if (reroll) return reroll;
      const forfeit = has('player.forfeitSixes');
      if (forfeit) return forfeit;
      const supply = supplyDice(w);
      const faces = supply.map((d) => d.face);
      const shields = readyShields(w);
      const projection = project(m);
      const now = bestPlacement(m, projection, faces, shields);
      if (view.turn.rollsLeft > 0 && (samples > 0 || !now.move)) {
        let bestRoll: { value: number; dice?: number[] } = { value: -Infinity };
        const cache = new Map<string, number>();
        for (const dice of rollCandidates(supply)) {
          let total = 0;
          for (let s = 0; s < Math.max(1, samples); s++) {
            const sample = supply.map((d) => (dice.includes(d.id) ? rollDie(rng) : d.face)).sort((a, b) => a - b);
            const key = sample.join();
            const best = cache.get(key) ?? bestPlacement(m, projection, sample, shields, true).value;
            cache.set(key, best);
            total += Number.isFinite(best) ? best : now.value - 3;
          }
          const mean = total / Math.max(1, samples);
          if (mean > bestRoll.value) bestRoll = { value: mean, dice };
        }
        if (!now.move || bestRoll.value > now.value + m.w.rollMargin) {
          const roll = moves.find((move) => move.type === 'player.roll' && sameMove(move, { type: 'player.roll', dice: bestRoll.dice! }));
          if (roll) return roll;
        }
      }
      if (now.move) {
        const move = moves.find((candidate) => sameMove(candidate, now.move!));
        if (move) return move;
      }
      return moves[0];
    }
    case 'rewarding': {
      let best: { value: number; move: WikingerschafeMove } = { value: -Infinity, move: moves[moves.length - 1] };
      for (const move of moves) {
        if (move.type !== 'player.reward') continue;
        const value = rewardValue(m, view, move);
        if (value > best.value) best = { value, move };
      }
      return best.move;
    }
    case 'redistributing': {
      let best: { value: number; move: WikingerschafeMove } = { value: -Infinity, move: moves[0] };
      // The waiting 6s still lie on the Location they were re-rolled from: take them off before trying each choice.
      const w = view.wikinger[me];
      for (const id of view.turn.pendingSixes ?? []) m.counts[me][w.dice[id].location! - 1] -= 1;
      for (const move of moves) {
        if (move.type !== 'player.assignSixes') continue;
        const next = cloneModel(m);
        // A 6 adds one die to its value, a shield makes a die there count 2: each adds one to the count.
        for (const value of [...move.sixes, ...move.shields]) next.counts[me][value - 1] += 1;
        const value = evaluate(next);
        if (value > best.value) best = { value, move };
      }
      return best.move;
    }
    case 'turnEnd': {
      const unlock = has('player.unlockDie');
      if (unlock && view.round <= 3) return unlock;
      const retrieve = has('player.retrieveDie');
      if (retrieve && view.wikinger[me].mead >= 4) return retrieve;
      return has('player.endTurn') ?? moves[0];
    }
    default:
      return moves[randomInt(rng, 0, moves.length - 1)];
  }
}

/**
 * Level 3's judgement of a position for `me`: its projected glory minus the best other's (Björn too), as if the
 * round ended with the dice as they are, each die still in a supply counting as a die to place. The search bot's
 * evaluation where it cuts a playout off.
 */
export function projectedMargin(view: WikingerschafeView, me: number): number {
  return evaluate(modelOf(view, me, STRONG_WEIGHTS));
}

/**
 * Level 3's value of each move of `moves` in `view` (glory margin; -Infinity for a move it does not value this way):
 * placements by where their dice would stand, rewards by {@link rewardValue}. The search bot's shortlist.
 */
export function heuristicValues(view: WikingerschafeView, moves: readonly WikingerschafeMove[]): number[] {
  const m = modelOf(view, view.seat, STRONG_WEIGHTS);
  const p = project(m);
  const faces = supplyDice(view.wikinger[view.seat]).map((d) => d.face);
  return moves.map((move) => {
    if (move.type === 'player.place') return afterPlace(m, p, move, faces.filter((f) => f === move.value).length);
    if (move.type === 'player.reward') return rewardValue(m, view, move);
    return -Infinity;
  });
}

/**
 * The heuristic bot: greedy on a model of the table, with sampled re-rolls before placing.
 * Level 1 places without re-rolling by choice and slips into a random move a quarter of the time;
 * level 2 samples 6 outcomes per candidate re-roll; level 3 samples 12 and values Coins and Mead higher
 * ({@link STRONG_WEIGHTS}).
 */
export function heuristicBot(): Bot<WikingerschafeView, WikingerschafeMove> {
  return { name: 'heuristic', choose: ({ view, moves, rng, level }) => chooseHeuristic(view, moves, rng, level) };
}

/** Bots by name, as the simulator and the element's `seats` attribute name them. */
export const wikingerschafeBots: Readonly<Record<string, Bot<WikingerschafeView, WikingerschafeMove>>> = {
  random: randomBot<WikingerschafeView, WikingerschafeMove>(),
  heuristic: heuristicBot(),
};
