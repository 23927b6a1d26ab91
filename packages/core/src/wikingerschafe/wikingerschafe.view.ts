/**
 * What a seat sees, and the selectors the element and the bots read. Wikingerschafe has no hidden
 * information: the view is the whole context except the generator, so future rolls stay secret.
 */
import type { SnapshotFrom } from 'xstate';
import type { WikingerschafeMachine } from './wikingerschafe.machine.js';
import {
  canForfeitSixes,
  canRerollSixes,
  canRetrieveDie,
  canUnlockDie,
  countOn,
  currentWikinger,
  diceOn,
  legalRewards,
  readyShields,
  supplyDice,
  wollhallaDice,
  type PlaceEvent,
  type PublicState,
  type RewardEvent,
  type WikingerschafePhase,
} from './wikingerschafe.rules.js';
import { legalEvents, placeMoves } from './wikingerschafe.legal-moves.js';
import { SIX, WOLLHALLA_MAX } from './wikingerschafe.components.js';
import { MASKED_RNG } from '../kit/redact.js';
import type { Die, LocationValue, LogEntry, RewardOption, WikingerschafeEvent } from './wikingerschafe.types.js';

export type WikingerschafeSnapshot = SnapshotFrom<WikingerschafeMachine>;

/** A seat's view: the public context, the seat it is for, and the phase (leaf state) the machine is in. */
export interface WikingerschafeView extends PublicState {
  /** The seat this view is for (0-based). */
  readonly seat: number;
  readonly phase: WikingerschafePhase;
}

const PHASES: readonly WikingerschafePhase[] = ['rolling', 'rewarding', 'redistributing', 'turnEnd', 'roundScoring', 'influenceScoring', 'gameOver'];

/** The phase of a snapshot, read from its tags (every leaf state carries its own name as a tag). */
export function phaseOf(snapshot: WikingerschafeSnapshot): WikingerschafePhase {
  const phase = PHASES.find((tag) => snapshot.hasTag(tag));
  if (!phase) throw new Error(`wikingerschafe: snapshot in an unknown state ${JSON.stringify(snapshot.value)}`);
  return phase;
}

/** The view of `seat`: everything but the generator state. */
export function playerView(snapshot: WikingerschafeSnapshot, seat: number): WikingerschafeView {
  const { rng: _rng, ...state } = snapshot.context;
  return { ...state, seat, phase: phaseOf(snapshot) };
}

/**
 * The seats whose situation `entry` changed, besides the Wikinger whose move it was: the owner of a die sent to
 * Wollhalla or of a shield destroyed, and everyone at a scoring (a board shows them such lines first, and its bots
 * give a person a reading pause after them).
 * @param players the number of seats (Björn Blökson, the Wikinger after them, is nobody's)
 * @returns the seats, ascending; undefined when the entry concerns only the mover
 * @see ./RULES.md "Location 5", "Round Scoring", "Influence Scoring", "Final Scoring"
 */
export function concernsOf(entry: LogEntry, players: number): number[] | undefined {
  switch (entry.kind) {
    case 'reward':
      return (entry.option === 'wollhalla' || entry.option === 'attack') && entry.target !== entry.who && entry.target < players ? [entry.target] : undefined;
    case 'roundScoring':
    case 'influenceScoring':
    case 'finalScoring':
      return Array.from({ length: players }, (_, seat) => seat);
    default:
      return undefined;
  }
}

/**
 * The context as `seat` (or a spectator, `null`) may see it (`GameModule.redact`): everything but the generator
 * state, as {@link playerView}; the same for every seat, since nothing else is hidden.
 */
export function redact(snapshot: WikingerschafeSnapshot, _seat: number | null): WikingerschafeSnapshot['context'] {
  return { ...snapshot.context, rng: MASKED_RNG };
}

/** Every legal move of the Wikinger to act in this view's phase. */
export function movesOf(view: WikingerschafeView): WikingerschafeEvent[] {
  return legalEvents(view, view.phase);
}

/** Supply dice of the Wikinger to act (what may be rolled before placing). */
export function currentSupply(state: PublicState): Die[] {
  return supplyDice(currentWikinger(state));
}

/** Ids of the dice the Wikinger to act may roll now (empty when no roll is left or the placement is made). */
export function rollableDice(state: PublicState): number[] {
  if (state.turn.placed || state.turn.rollsLeft <= 0) return [];
  return currentSupply(state).map((d) => d.id);
}

/** One value the Wikinger to act may place now, with the dice it takes and the reinforcements it may add. */
export interface PlacementOption {
  readonly value: LocationValue;
  /** Ids of the supply dice showing `value`: all of them are placed. */
  readonly dice: readonly number[];
  /** Ids of the supply 6s that may join (any number of them, lowest ids first). */
  readonly sixes: readonly number[];
  /** Most shields that may be added with every 6 joining: min(ready shields, dice + 6s). */
  readonly maxShields: number;
}

/** The placements open to the Wikinger to act, by value (only values with at least one die showing it). */
export function legalPlacements(state: PublicState): PlacementOption[] {
  if (state.turn.placed) return [];
  const w = currentWikinger(state);
  const supply = supplyDice(w);
  const sixes = supply.filter((d) => d.face === SIX).map((d) => d.id);
  const out: PlacementOption[] = [];
  for (const value of [1, 2, 3, 4, 5] as const) {
    const dice = supply.filter((d) => d.face === value).map((d) => d.id);
    if (dice.length) out.push({ value, dice, sixes, maxShields: Math.min(readyShields(w), dice.length + sixes.length) });
  }
  return out;
}

/** Every legal `player.place` event (value x 6s x shields). */
export function placementMoves(state: PublicState): PlaceEvent[] {
  return placeMoves(state);
}

/** One reward option of the Location being rewarded, with every legal event for it (targets, dice, faces). */
export interface RewardChoice {
  readonly option: RewardOption;
  readonly events: readonly RewardEvent[];
}

/** Reward options in the rulebook's order (each Location's option A before B), `none` last. */
const REWARD_ORDER: readonly RewardOption[] = ['loot', 'destiny', 'mead', 'shield', 'redistribution', 'relocate', 'celebration', 'attack', 'wollhalla', 'none'];

/**
 * The options of `turn.rewardLocation` that are legal now, one per option in the rulebook's order (`none` last),
 * each with every legal event of that option. Location 5 lists Attack and Wollhalla events mixed (die by die),
 * so they are grouped by option, not by run.
 */
export function rewardChoices(state: PublicState): RewardChoice[] {
  const events = legalRewards(state);
  return REWARD_ORDER.flatMap((option) => {
    const of = events.filter((e) => e.option === option);
    return of.length ? [{ option, events: of }] : [];
  });
}

/** Values `player.assignSixes` may choose during `redistributing` (the new values other than 6). */
export function sixesTargets(state: PublicState): readonly LocationValue[] {
  return state.turn.sixesTargets ?? [];
}

/**
 * What waits for `player.assignSixes` during `redistributing`: the ids of the re-rolled 6s, how many shields
 * came off the re-rolled dice, and the values each of them may go to. @see ./RULES.md "Location 3"
 */
export function pendingReinforcements(state: PublicState): { sixes: readonly number[]; shields: number; targets: readonly LocationValue[] } {
  return { sixes: state.turn.pendingSixes ?? [], shields: state.turn.pendingShields ?? 0, targets: state.turn.sixesTargets ?? [] };
}

/** Whether the once-per-turn extra actions are open now (only meaningful in `rolling` and `turnEnd`). */
export function extraActions(state: PublicState): { unlockDie: boolean; retrieveDie: boolean } {
  return { unlockDie: canUnlockDie(state), retrieveDie: canRetrieveDie(state) };
}

/** The "only 6s left" choices open now: re-roll them for 1 Mead, or send them to Wollhalla (RULINGS.md 8). */
export function sixesActions(state: PublicState): { rerollSixes: boolean; forfeitSixes: boolean } {
  return { rerollSixes: canRerollSixes(state), forfeitSixes: canForfeitSixes(state) };
}

/** The dice on a Location by Wikinger index, with each one's count (shielded dice count 2). */
export function locationStack(state: PublicState, location: LocationValue): { who: number; dice: Die[]; count: number }[] {
  return state.wikinger.map((w, who) => ({ who, dice: diceOn(w, location), count: countOn(w, location) }));
}

/** Dice in Wollhalla by Wikinger index. */
export function wollhalla(state: PublicState): Die[][] {
  return state.wikinger.map((w) => wollhallaDice(w));
}

/**
 * Wikinger whose placed dice Location 5's Wollhalla cannot take because 2 of their dice are there already
 * (only those with an unshielded placed die, the ones that would otherwise be targets): why such a Wikinger
 * is missing from the targets. @see ./RULINGS.md 10
 */
export function wollhallaFull(state: PublicState): number[] {
  return state.wikinger.flatMap((w, who) =>
    wollhallaDice(w).length >= WOLLHALLA_MAX && w.dice.some((d) => d.place === 'location' && !d.shielded) ? [who] : [],
  );
}
