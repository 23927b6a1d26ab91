/**
 * Wikingerschafe's scoring: round scoring (influence by dice on each Location, milestones), influence
 * scoring (glory by influence), final scoring (shields, Mead, Coins), and the standings and glory sources
 * the score sheet and the end screen show, recomputed from the log.
 * @see ./RULES.md "Round Scoring", "Influence Scoring", "Final Scoring", "Friendly Game"
 */
import {
  BJORN_START_GLORY,
  FINAL_COINS_PER_GLORY,
  FINAL_MEAD_GLORY,
  FINAL_SHIELD_GLORY,
  INFLUENCE_GLORY,
  INFLUENCE_MAX,
  INFLUENCE_MILESTONES,
  LOCATION_VALUES,
  MILESTONE_GLORY,
  ROUND_INFLUENCE,
  UNLOCK_GLORY,
} from './wikingerschafe.components.js';
import { draft, finish, type MWikinger } from './wikingerschafe.draft.js';
import { countOn, type PublicState } from './wikingerschafe.rules.js';
import type { LocationValue, Wikinger, WikingerschafeContext } from './wikingerschafe.types.js';

/** Glory a Wikinger gets at final scoring from what they hold now (shields not destroyed nor locked, Mead, Coins). */
export function finalBonus(w: Wikinger): { shields: number; mead: number; coins: number } {
  const shields = w.neutral ? 0 : w.shields.filter((s) => s === 'fresh' || s === 'ready' || s === 'placed').length;
  return {
    shields: shields * FINAL_SHIELD_GLORY,
    mead: w.mead * FINAL_MEAD_GLORY,
    coins: Math.floor(w.coins / FINAL_COINS_PER_GLORY),
  };
}

/**
 * Points by rank for the values of several Wikinger (only values > 0 take part).
 * `removeTies`: every value held by more than one is removed first (round scoring). Otherwise tied values
 * share the rank's points and the next takes the rank after the group (1, 1, 3).
 * @returns points per index and the removed indices
 */
export function rankPoints(values: readonly number[], points: readonly number[], removeTies: boolean): { points: number[]; removed: number[] } {
  const taking = values.map((v, i) => i).filter((i) => values[i] > 0);
  const removed = removeTies ? taking.filter((i) => taking.some((j) => j !== i && values[j] === values[i])) : [];
  const ranked = taking.filter((i) => !removed.includes(i));
  const out = values.map(() => 0);
  for (const i of ranked) {
    const rank = ranked.filter((j) => values[j] > values[i]).length;
    out[i] = points[rank] ?? 0;
  }
  return { points: out, removed };
}

/** Adds influence (capped at 12) and gives 3 glory for each of 8, 10, 12 reached for the first time. @returns glory gained */
function addInfluence(w: MWikinger, index: number, amount: number): number {
  const before = w.influence[index];
  const after = Math.min(INFLUENCE_MAX, before + amount);
  w.influence[index] = after;
  let glory = 0;
  for (const m of INFLUENCE_MILESTONES) {
    if (after >= m && !w.milestones[index].includes(m)) {
      w.milestones[index].push(m);
      glory += MILESTONE_GLORY;
    }
  }
  w.glory += glory;
  return glory;
}

/** Round scoring: per Location, tie removal (unless Friendly Game), 3/2/1 influence, milestones. @see ./RULES.md "Round Scoring" */
export function scoreRound(context: WikingerschafeContext): WikingerschafeContext {
  const d = draft(context);
  const influence: number[][] = [];
  const removedAll: number[][] = [];
  const milestoneGlory = d.wikinger.map(() => 0);
  for (const value of LOCATION_VALUES) {
    const counts = d.wikinger.map((w) => countOn(w as Wikinger, value));
    const { points, removed } = rankPoints(counts, ROUND_INFLUENCE, !d.friendly);
    influence.push(points);
    removedAll.push(removed);
    points.forEach((p, i) => {
      if (p > 0) milestoneGlory[i] += addInfluence(d.wikinger[i], value - 1, p);
    });
  }
  d.log.push({ kind: 'roundScoring', round: d.round, influence, removed: removedAll, milestoneGlory });
  return finish(d);
}

/** Influence scoring: per Location 5/3/1 glory for the most influence, ties share. @see ./RULES.md "Influence Scoring" */
export function scoreInfluence(context: WikingerschafeContext): WikingerschafeContext {
  const d = draft(context);
  const glory: number[][] = [];
  for (const value of LOCATION_VALUES) {
    const { points } = rankPoints(
      d.wikinger.map((w) => w.influence[value - 1]),
      INFLUENCE_GLORY,
      false,
    );
    glory.push(points);
    points.forEach((p, i) => (d.wikinger[i].glory += p));
  }
  d.log.push({ kind: 'influenceScoring', round: d.round, glory });
  return finish(d);
}

/** A tie at one Location in an influence scoring: the tied Wikinger, their influence, and the glory each got. */
export interface InfluenceTie {
  readonly location: LocationValue;
  /** Indices of the tied Wikinger (2 or more), ascending. */
  readonly who: readonly number[];
  readonly influence: number;
  /** Glory each of them got: the rank's glory, shared (RULINGS.md 3). */
  readonly glory: number;
  /** Glory of the next Wikinger below the group: the rank after the group (two tie for first: 1, not 3); `null` when nobody is below. */
  readonly next: number | null;
}

/**
 * The ties an influence scoring of the current influence meets, Location by Location: what a scoring screen
 * shows to say how they were scored (tied Wikinger share the rank's glory, the next takes the rank after them).
 * Influence does not change at an influence scoring, so on its screen this is the tie it scored.
 * @see ./RULINGS.md 3
 */
export function influenceTies(state: Pick<PublicState, 'wikinger'>): InfluenceTie[] {
  return LOCATION_VALUES.flatMap((location) => {
    const values = state.wikinger.map((w) => w.influence[location - 1]);
    const { points } = rankPoints(values, INFLUENCE_GLORY, false);
    const groups = [...new Set(values.filter((v) => v > 0))].sort((a, b) => b - a);
    return groups.flatMap((influence, g) => {
      const who = values.flatMap((v, i) => (v === influence ? [i] : []));
      if (who.length < 2) return [];
      const below = groups[g + 1];
      const nextWho = below === undefined ? -1 : values.indexOf(below);
      return [{ location, who, influence, glory: points[who[0]], next: nextWho < 0 ? null : points[nextWho] }];
    });
  });
}

/** Final scoring: 2 per unlocked shield, 1 per Mead, 1 per 2 Coins. @see ./RULES.md "Final Scoring" */
export function scoreFinal(context: WikingerschafeContext): WikingerschafeContext {
  const d = draft(context);
  const glory = d.wikinger.map((w) => {
    const bonus = finalBonus(w as Wikinger);
    return bonus.shields + bonus.mead + bonus.coins;
  });
  glory.forEach((g, i) => (d.wikinger[i].glory += g));
  d.log.push({ kind: 'finalScoring', round: d.round, glory });
  return finish(d);
}

/** One line of the standings: glory from play, the final-scoring parts, and the tie-break amount. */
export interface Standing {
  readonly index: number;
  /** Glory from play (start glory, unlocks, milestones, influence scoring), without final scoring. */
  readonly glory: number;
  readonly shields: number;
  readonly mead: number;
  readonly coins: number;
  readonly total: number;
  /** Mead + Coins held: fewer wins a tie. */
  readonly markers: number;
  /** 1-based, competition ranking by total then fewest markers. */
  readonly rank: number;
}

/**
 * Standings by Wikinger index. Before the end, `total` is what the Wikinger would have if the game ended now;
 * after final scoring it is the final glory. Ties: fewest Mead + Coins; still tied, a shared rank.
 * @see ./RULES.md "Final Scoring"
 */
export function standings(state: PublicState, over: boolean): Standing[] {
  const lines = state.wikinger.map((w, index) => {
    const bonus = finalBonus(w);
    const parts = bonus.shields + bonus.mead + bonus.coins;
    const glory = over ? w.glory - parts : w.glory;
    return { index, glory, ...bonus, total: glory + parts, markers: w.mead + w.coins, rank: 0 };
  });
  const better = (a: Standing, b: Standing) => a.total > b.total || (a.total === b.total && a.markers < b.markers);
  return lines.map((line) => ({ ...line, rank: 1 + lines.filter((other) => better(other, line)).length }));
}

/** Glory of each Wikinger recomputed from the log (start glory, unlocks, milestones, influence and final scoring). */
export function gloryFromLog(state: PublicState): number[] {
  const glory = state.wikinger.map((w) => (w.neutral ? BJORN_START_GLORY : 0));
  for (const entry of state.log) {
    if (entry.kind === 'unlockDie') glory[entry.who] += UNLOCK_GLORY;
    else if (entry.kind === 'roundScoring') entry.milestoneGlory.forEach((g, i) => (glory[i] += g));
    else if (entry.kind === 'influenceScoring') entry.glory.forEach((row) => row.forEach((g, i) => (glory[i] += g)));
    else if (entry.kind === 'finalScoring') entry.glory.forEach((g, i) => (glory[i] += g));
  }
  return glory;
}

/** Where a Wikinger's glory from play came from (see {@link gloryBreakdown}); all in glory points. */
export interface GloryBreakdown {
  /** Björn Blökson's 10 at setup; 0 for everyone else. */
  readonly start: number;
  /** Influence scorings (after rounds 2 and 4): 5, 3 or 1 per Location. */
  readonly influence: number;
  /** Influence milestones 8, 10 and 12 reached at round scoring: 3 each. */
  readonly milestones: number;
  /** Unlocking the additional die: 3 each time. */
  readonly unlocks: number;
}

/**
 * Glory from play of each Wikinger (index as in `state.wikinger`), split by where it came from, recomputed
 * from the log as {@link gloryFromLog} does, without final scoring. In a game played by the rules the four
 * parts add up to {@link Standing.glory} (the invariants check glory against the log after every move).
 * @see ./RULES.md "Round Scoring", "Influence Scoring", "Wikinger Turn" (unlocking the additional die), "Two-player game with Björn"
 */
export function gloryBreakdown(state: PublicState): GloryBreakdown[] {
  const parts = state.wikinger.map((w) => ({ start: w.neutral ? BJORN_START_GLORY : 0, influence: 0, milestones: 0, unlocks: 0 }));
  for (const entry of state.log) {
    if (entry.kind === 'unlockDie') parts[entry.who].unlocks += UNLOCK_GLORY;
    else if (entry.kind === 'roundScoring') entry.milestoneGlory.forEach((g, i) => (parts[i].milestones += g));
    else if (entry.kind === 'influenceScoring') entry.glory.forEach((row) => row.forEach((g, i) => (parts[i].influence += g)));
  }
  return parts;
}
