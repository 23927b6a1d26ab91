/**
 * Writable drafts of the Wikingerschafe context, shared by the setup, the moves and the scoring: a rules
 * function copies what it may change ({@link draft}), changes the copy and returns it ({@link finish}), so
 * every context stays as it was. Internal to the game: index.ts does not export this module.
 */
import { rollDie, withRng, type RandomGenerator } from '../kit/rng.js';
import { ROLLS_PER_TURN } from './wikingerschafe.components.js';
import type { Die, DiePlace, Face, LocationValue, LogEntry, ShieldState, TurnState, Wikinger, WikingerschafeContext } from './wikingerschafe.types.js';

/** A die of a {@link MWikinger}, writable. */
export type MDie = { id: number; place: DiePlace; face: Face; location?: LocationValue; shielded?: boolean; banished?: boolean };
/** A Wikinger of a {@link Draft}, writable: dice, shields and the per-Location arrays are copies. */
export type MWikinger = {
  seat: number;
  neutral: boolean;
  dice: MDie[];
  shields: [ShieldState, ShieldState];
  mead: number;
  coins: number;
  glory: number;
  influence: number[];
  milestones: number[][];
};
/** A writable copy of the context; {@link finish} hands it back as the next context. */
export type Draft = {
  rng: number[];
  seed: number;
  players: WikingerschafeContext['players'];
  wikinger: MWikinger[];
  friendly: boolean;
  round: number;
  startSeat: number;
  current: number;
  turn: TurnState;
  turns: number;
  log: LogEntry[];
};

function cloneDie(die: Die): MDie {
  const copy: MDie = { id: die.id, place: die.place, face: die.face };
  if (die.location !== undefined) copy.location = die.location;
  if (die.shielded) copy.shielded = true;
  if (die.banished) copy.banished = true;
  return copy;
}

function cloneWikinger(w: Wikinger): MWikinger {
  return {
    seat: w.seat,
    neutral: w.neutral,
    dice: w.dice.map(cloneDie),
    shields: [w.shields[0], w.shields[1]],
    mead: w.mead,
    coins: w.coins,
    glory: w.glory,
    influence: w.influence.slice(),
    milestones: w.milestones.map((m) => m.slice()),
  };
}

/** A copy of `context` that a rules function may change (the generator state, the Wikinger and the log are copied). */
export function draft(context: WikingerschafeContext): Draft {
  return {
    rng: context.rng.slice(),
    seed: context.seed,
    players: context.players,
    wikinger: context.wikinger.map(cloneWikinger),
    friendly: context.friendly,
    round: context.round,
    startSeat: context.startSeat,
    current: context.current,
    turn: context.turn,
    turns: context.turns,
    log: context.log.slice(),
  };
}

/** The next context: the draft itself, typed as the readonly context (its caller writes nothing to it afterwards). */
export function finish(d: Draft): WikingerschafeContext {
  return d as unknown as WikingerschafeContext;
}

/** Draws with the draft's generator and stores its next state. */
export function draw<T>(d: Draft, fn: (rng: RandomGenerator) => T): T {
  const [value, next] = withRng(d.rng, fn);
  d.rng = next.slice();
  return value;
}

/** One die roll, 1 to 6. */
export function rollFace(rng: RandomGenerator): Face {
  return rollDie(rng) as Face;
}

/** Moves `die` to `place` (supply, Wollhalla, ...), dropping its Location, shield and 6s mark. */
export function toPlace(die: MDie, place: DiePlace): void {
  die.place = place;
  delete die.location;
  delete die.shielded;
  delete die.banished;
}

/** Puts `die` on Location `location` with that face up. */
export function placeOn(die: MDie, location: LocationValue): void {
  die.place = 'location';
  die.location = location;
  die.face = location;
}

/** The turn state at the start of a turn: 2 rolls, nothing placed, no reward taken. @see ./RULES.md "Wikinger Turn" */
export function freshTurn(): TurnState {
  return { rollsLeft: ROLLS_PER_TURN, extraUsed: false, sixesRerollUsed: false, rewarded: [], placedDice: [], placed: false };
}
