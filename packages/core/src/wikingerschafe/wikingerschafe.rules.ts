/**
 * Wikingerschafe rules as pure functions over the plain-JSON context. The machine's guards call the
 * `can*`/`isLegal*` predicates first; the transforming functions throw {@link IllegalMoveError}
 * when called with an illegal move anyway.
 * @see ./RULES.md
 * @see ./RULINGS.md for every decision the rulebook leaves open
 */
import { IllegalMoveError } from '../kit/errors.js';
import { nextSeed, randomInt, rollDie, seedRng, withRng, type RandomGenerator } from '../kit/rng.js';
import {
  BJORN_DICE,
  BJORN_START_GLORY,
  BOARD_DIE_ID,
  CELEBRATION_COINS,
  CELEBRATION_MEAD,
  CELEBRATION_MIN_DICE,
  DICE_PER_COLOUR,
  FINAL_COINS_PER_GLORY,
  FINAL_MEAD_GLORY,
  FINAL_SHIELD_GLORY,
  INFLUENCE_GLORY,
  INFLUENCE_MAX,
  INFLUENCE_MILESTONES,
  INFLUENCE_SCORING_ROUNDS,
  LOCATION_VALUES,
  MAX_PLAYERS,
  MILESTONE_GLORY,
  MIN_PLAYERS,
  RETRIEVE_MEAD,
  ROLLS_PER_TURN,
  ROUND_INFLUENCE,
  ROUNDS,
  SIX,
  SIXES_REROLL_MEAD,
  START_DICE,
  START_DICE_FOUR_PLAYERS,
  UNLOCK_COINS,
  UNLOCK_GLORY,
  UNLOCK_MEAD,
  WOLLHALLA_MAX,
} from './wikingerschafe.components.js';
import type {
  Die,
  DiePlace,
  Face,
  LocationValue,
  LogEntry,
  RewardLogEntry,
  RewardOption,
  ShieldState,
  TurnState,
  Wikinger,
  WikingerschafeContext,
  WikingerschafeEvent,
  WikingerschafeInput,
} from './wikingerschafe.types.js';

/** Thrown when a rules function is called with a move the rules forbid (the kit's one error class for every game). */
export { IllegalMoveError };

/** The public part of the context: everything but the generator. Selectors and legality work on it. */
export type PublicState = Omit<WikingerschafeContext, 'rng'>;

/** The machine state the moves depend on (leaf of `turn`, or a top-level state). */
export type WikingerschafePhase = 'rolling' | 'rewarding' | 'redistributing' | 'turnEnd' | 'roundScoring' | 'influenceScoring' | 'gameOver';

export type RollEvent = Extract<WikingerschafeEvent, { type: 'player.roll' }>;
export type PlaceEvent = Extract<WikingerschafeEvent, { type: 'player.place' }>;
export type RewardEvent = Extract<WikingerschafeEvent, { type: 'player.reward' }>;
export type AssignSixesEvent = Extract<WikingerschafeEvent, { type: 'player.assignSixes' }>;

// ---------------------------------------------------------------------------------------------------
// Mutable drafts: the transforming functions copy what they change and return a new context.

type MDie = { id: number; place: DiePlace; face: Face; location?: LocationValue; shielded?: boolean; banished?: boolean };
type MWikinger = {
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
type Draft = {
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

function draft(context: WikingerschafeContext): Draft {
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

function finish(d: Draft): WikingerschafeContext {
  return d as unknown as WikingerschafeContext;
}

/** Draws with the draft's generator and stores its next state. */
function draw<T>(d: Draft, fn: (rng: RandomGenerator) => T): T {
  const [value, next] = withRng(d.rng, fn);
  d.rng = next.slice();
  return value;
}

function rollFace(rng: RandomGenerator): Face {
  return rollDie(rng) as Face;
}

function toPlace(die: MDie, place: DiePlace): void {
  die.place = place;
  delete die.location;
  delete die.shielded;
  delete die.banished;
}

function placeOn(die: MDie, location: LocationValue): void {
  die.place = 'location';
  die.location = location;
  die.face = location;
}

// ---------------------------------------------------------------------------------------------------
// Selectors (work on the context and on the player view alike).

/** The Wikinger to act (index = seat). */
export function currentWikinger(state: PublicState): Wikinger {
  return state.wikinger[state.current];
}

/** Dice of `w` in its supply, in id order. */
export function supplyDice(w: Wikinger): Die[] {
  return w.dice.filter((d) => d.place === 'supply');
}

/** Dice of `w` in Wollhalla. */
export function wollhallaDice(w: Wikinger): Die[] {
  return w.dice.filter((d) => d.place === 'wollhalla');
}

/** Dice of `w` in Wollhalla that may be retrieved: not sent there by 6s this round. @see ./RULES.md "Special Rules: 6s" */
export function retrievableDice(w: Wikinger): Die[] {
  return w.dice.filter((d) => d.place === 'wollhalla' && !d.banished);
}

/** Dice of `w` placed on Location `location`. */
export function diceOn(w: Wikinger, location: LocationValue): Die[] {
  return w.dice.filter((d) => d.place === 'location' && d.location === location);
}

/** How many dice `w` counts on a Location: a shielded die counts as 2 ("That die then counts as 2 dice for all purposes"). */
export function countOn(w: Wikinger, location: LocationValue): number {
  return diceOn(w, location).reduce((sum, d) => sum + (d.shielded ? 2 : 1), 0);
}

/** Shields of `w` ready to be placed (unlocked before this turn and not yet placed this round). */
export function readyShields(w: Wikinger): number {
  return w.shields.filter((s) => s === 'ready').length;
}

/** True when the supply holds dice and every one shows 6 ("If you have only dice showing 6 left"). */
export function onlySixesLeft(w: Wikinger): boolean {
  const supply = supplyDice(w);
  return supply.length > 0 && supply.every((d) => d.face === SIX);
}

/** True when every Wikinger who takes turns has placed all their dice: the round ends. */
export function isRoundOver(state: PublicState): boolean {
  return state.wikinger.every((w) => w.neutral || supplyDice(w).length === 0);
}

/** True when influence is scored after the current round. */
export function isInfluenceRound(state: PublicState): boolean {
  return INFLUENCE_SCORING_ROUNDS.includes(state.round);
}

/** True when the current round is the last. */
export function isLastRound(state: PublicState): boolean {
  return state.round >= ROUNDS;
}

/** Glory a Wikinger gets at final scoring from what they hold now (shields not destroyed nor locked, Mead, Coins). */
export function finalBonus(w: Wikinger): { shields: number; mead: number; coins: number } {
  const shields = w.neutral ? 0 : w.shields.filter((s) => s === 'fresh' || s === 'ready' || s === 'placed').length;
  return {
    shields: shields * FINAL_SHIELD_GLORY,
    mead: w.mead * FINAL_MEAD_GLORY,
    coins: Math.floor(w.coins / FINAL_COINS_PER_GLORY),
  };
}

// ---------------------------------------------------------------------------------------------------
// Setup

function freshTurn(): TurnState {
  return { rollsLeft: ROLLS_PER_TURN, extraUsed: false, sixesRerollUsed: false, rewarded: [], placedDice: [], placed: false };
}

function newWikinger(seat: number, neutral: boolean, startDice: number): MWikinger {
  const dice: MDie[] = [];
  for (let id = 0; id < DICE_PER_COLOUR; id++) {
    let place: DiePlace;
    if (neutral) place = id < BJORN_DICE ? 'supply' : 'box';
    else if (id === BOARD_DIE_ID) place = 'board';
    else place = id < startDice ? 'supply' : 'box';
    dice.push({ id, place, face: 1 });
  }
  return {
    seat,
    neutral,
    dice,
    shields: ['board', 'board'],
    mead: 0,
    coins: 0,
    glory: neutral ? BJORN_START_GLORY : 0,
    influence: LOCATION_VALUES.map(() => 0),
    milestones: LOCATION_VALUES.map(() => []),
  };
}

/**
 * Björn Blökson's round start: roll his 6 dice, re-roll every 6 until it can be placed, place each on its Location.
 * @see ./RULES.md "Two-player game with Björn"
 */
function placeBjorn(d: Draft): void {
  const index = d.wikinger.findIndex((w) => w.neutral);
  if (index < 0) return;
  const bjorn = d.wikinger[index];
  const faces: Face[] = [];
  for (const die of bjorn.dice) {
    if (die.place !== 'supply') continue;
    let face = draw(d, rollFace);
    while (face === SIX) face = draw(d, rollFace);
    placeOn(die, face as LocationValue);
    faces.push(face);
  }
  d.log.push({ kind: 'bjorn', round: d.round, who: index, faces });
}

/** Rolls every supply die of every Wikinger who takes turns ("Roll all dice once for the new round"). */
function rollAllSupplies(d: Draft): void {
  for (const w of d.wikinger) {
    if (w.neutral) continue;
    for (const die of w.dice) if (die.place === 'supply') die.face = draw(d, rollFace);
  }
}

/**
 * The context of a new game: Setup steps 1 to 9. The start player is drawn with the seeded generator
 * ("roll dice in a tense showdown"); in a 2-player game Björn Blökson joins as index 2 and places his dice.
 * @throws {RangeError} when the player count is not 2 to 4.
 */
export function createContext(input: WikingerschafeInput): WikingerschafeContext {
  const n = input.players.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) throw new RangeError(`Wikingerschafe: ${MIN_PLAYERS} to ${MAX_PLAYERS} players, got ${n}`);
  const startDice = n === 4 ? START_DICE_FOUR_PLAYERS : START_DICE;
  const wikinger = input.players.map((_, seat) => newWikinger(seat, false, startDice));
  if (n === 2) wikinger.push(newWikinger(-1, true, BJORN_DICE));
  const d: Draft = {
    rng: seedRng(input.seed).slice(),
    seed: input.seed,
    players: input.players,
    wikinger,
    friendly: input.friendly ?? false,
    round: 1,
    startSeat: 0,
    current: 0,
    turn: freshTurn(),
    turns: 0,
    log: [],
  };
  d.startSeat = draw(d, (rng) => randomInt(rng, 0, n - 1));
  d.current = d.startSeat;
  rollAllSupplies(d);
  placeBjorn(d);
  return finish(d);
}

/** A new game with the same players and variant; `seed` defaults to one drawn from the current generator. */
export function restartContext(context: WikingerschafeContext, seed?: number): WikingerschafeContext {
  const next = seed ?? withRng(context.rng, nextSeed)[0];
  return createContext({ players: context.players, seed: next, friendly: context.friendly });
}

// ---------------------------------------------------------------------------------------------------
// Legality

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((v) => Number.isInteger(v));
}

/** `player.roll`: before placing, a roll left, a non-empty set of distinct supply dice. @see ./RULES.md "Wikinger Turn" */
export function canRoll(state: PublicState, dice: readonly number[]): boolean {
  if (state.turn.placed || state.turn.rollsLeft <= 0 || !isIdList(dice) || dice.length === 0) return false;
  if (new Set(dice).size !== dice.length) return false;
  const w = currentWikinger(state);
  return dice.every((id) => w.dice[id]?.place === 'supply');
}

/**
 * `player.place`: every supply die showing `value`, `sixes` supply 6s, `shields` ready shields on different dice of this placement.
 * 6s alone cannot be placed. @see ./RULES.md "Wikinger Turn", "Special Rules: 6s", "Special Rules: shields"
 */
export function canPlace(state: PublicState, value: number, sixes: number, shields: number): boolean {
  if (state.turn.placed || !LOCATION_VALUES.includes(value as LocationValue)) return false;
  if (!Number.isInteger(sixes) || !Number.isInteger(shields) || sixes < 0 || shields < 0) return false;
  const supply = supplyDice(currentWikinger(state));
  const matching = supply.filter((d) => d.face === value).length;
  const available = supply.filter((d) => d.face === SIX).length;
  if (matching === 0 || sixes > available) return false;
  return shields <= Math.min(readyShields(currentWikinger(state)), matching + sixes);
}

/** `player.rerollSixes`: only 6s left, no roll left, 1 Mead, once per turn. @see ./RULES.md "Special Rules: 6s" */
export function canRerollSixes(state: PublicState): boolean {
  const w = currentWikinger(state);
  return !state.turn.placed && state.turn.rollsLeft === 0 && !state.turn.sixesRerollUsed && w.mead >= SIXES_REROLL_MEAD && onlySixesLeft(w);
}

/** `player.forfeitSixes`: only 6s left and no roll left; they go to Wollhalla (RULINGS.md 8). */
export function canForfeitSixes(state: PublicState): boolean {
  return !state.turn.placed && state.turn.rollsLeft === 0 && onlySixesLeft(currentWikinger(state));
}

/** `player.unlockDie`: once per turn (shared with retrieval), 1 Mead and 6 Coins, the board die still locked. */
export function canUnlockDie(state: PublicState): boolean {
  const w = currentWikinger(state);
  return !state.turn.extraUsed && w.mead >= UNLOCK_MEAD && w.coins >= UNLOCK_COINS && w.dice[BOARD_DIE_ID].place === 'board';
}

/**
 * `player.retrieveDie`: once per turn (shared with unlocking), 2 Mead, a die in Wollhalla that 6s did not send
 * there this round, a die still in the supply. @see ./RULES.md "Special Rules: Wollhalla retrieval", "Special Rules: 6s"
 */
export function canRetrieveDie(state: PublicState): boolean {
  const w = currentWikinger(state);
  return !state.turn.extraUsed && w.mead >= RETRIEVE_MEAD && retrievableDice(w).length > 0 && supplyDice(w).length > 0;
}

/**
 * Every legal `player.reward` for the Location whose reward is being chosen (`turn.rewardLocation`), `none` last.
 * Destiny lists each supply die with each face other than its own. @see ./RULES.md "Locations"
 */
export function legalRewards(state: PublicState): RewardEvent[] {
  const location = state.turn.rewardLocation;
  if (location === undefined) return [];
  const w = currentWikinger(state);
  const out: RewardEvent[] = [];
  const reward = (e: Omit<RewardEvent, 'type'>) => out.push({ type: 'player.reward', ...e });
  switch (location) {
    case 1:
      reward({ option: 'loot' });
      for (const die of supplyDice(w)) {
        for (let face = 1; face <= 6; face++) if (face !== die.face) reward({ option: 'destiny', die: die.id, face: face as Face });
      }
      break;
    case 2:
      reward({ option: 'mead' });
      if (w.shields.includes('board')) reward({ option: 'shield' });
      break;
    case 3:
      for (const value of LOCATION_VALUES) if (diceOn(w, value).length > 0) reward({ option: 'redistribution', location: value });
      for (const id of state.turn.placedDice) {
        const die = w.dice[id];
        if (die.place !== 'location' || die.location !== 3) continue;
        for (const value of LOCATION_VALUES) if (value !== 3) reward({ option: 'relocate', die: id, location: value });
      }
      break;
    case 4:
      reward({ option: 'celebration' });
      break;
    case 5:
      state.wikinger.forEach((target, index) => {
        for (const die of target.dice) {
          if (die.place !== 'location') continue;
          if (die.shielded) reward({ option: 'attack', target: index, die: die.id });
          else if (wollhallaDice(target).length < WOLLHALLA_MAX) reward({ option: 'wollhalla', target: index, die: die.id });
        }
      });
      break;
  }
  reward({ option: 'none' });
  return out;
}

const REWARD_FIELDS: Record<RewardOption, readonly ('die' | 'face' | 'location' | 'target')[]> = {
  loot: [],
  destiny: ['die', 'face'],
  mead: [],
  shield: [],
  redistribution: ['location'],
  relocate: ['die', 'location'],
  celebration: [],
  attack: ['target', 'die'],
  wollhalla: ['target', 'die'],
  none: [],
};

/** True when `event` is one of {@link legalRewards} (only the fields its option uses are compared). */
export function isLegalReward(state: PublicState, event: RewardEvent): boolean {
  const fields = REWARD_FIELDS[event.option];
  if (!fields) return false;
  return legalRewards(state).some((legal) => legal.option === event.option && fields.every((f) => legal[f] === event[f]));
}

/**
 * `player.assignSixes`: one new value other than 6 for each pending 6 and each pending shield, and no value with
 * more shields than newly rolled dice on it (the 6s sent there included): one shield per die.
 * @see ./RULES.md "Location 3"
 */
export function canAssignSixes(state: PublicState, sixes: readonly number[], shields: readonly number[]): boolean {
  const { pendingSixes = [], pendingShields = 0, sixesTargets: targets = [] } = state.turn;
  if (!Array.isArray(sixes) || !Array.isArray(shields)) return false;
  if (sixes.length !== pendingSixes.length || shields.length !== pendingShields || sixes.length + shields.length === 0) return false;
  if (![...sixes, ...shields].every((v) => targets.includes(v as LocationValue))) return false;
  return targets.every((v) => shields.filter((s) => s === v).length <= rerolledOn(state, v) + sixes.filter((s) => s === v).length);
}

/** Dice the Redistribution re-rolled that already lie on `value` (not the 6s still waiting). */
function rerolledOn(state: PublicState, value: LocationValue): number {
  const w = currentWikinger(state);
  const pending = state.turn.pendingSixes ?? [];
  return (state.turn.rerolled ?? []).filter((id) => !pending.includes(id) && w.dice[id].place === 'location' && w.dice[id].location === value).length;
}

/** Every way to pick `length` values from `values` regardless of order (non-decreasing sequences). */
function multisets<T>(values: readonly T[], length: number): T[][] {
  if (length === 0) return [[]];
  return values.flatMap((v, i) => multisets(values.slice(i), length - 1).map((rest) => [v, ...rest]));
}

/**
 * Every legal `player.assignSixes`, listed once per outcome: 6s are alike and so are shields, so each list is
 * in ascending order (the machine accepts any order).
 */
export function assignSixesMoves(state: PublicState): AssignSixesEvent[] {
  const targets = state.turn.sixesTargets ?? [];
  const out: AssignSixesEvent[] = [];
  for (const sixes of multisets(targets, state.turn.pendingSixes?.length ?? 0)) {
    for (const shields of multisets(targets, state.turn.pendingShields ?? 0)) {
      if (canAssignSixes(state, sixes, shields)) out.push({ type: 'player.assignSixes', sixes, shields });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Moves

function rule(ok: boolean, message: string): void {
  if (!ok) throw new IllegalMoveError(message);
}

/** Rolls the given supply dice of the Wikinger to act. @throws {IllegalMoveError} when the roll is illegal. */
export function roll(context: WikingerschafeContext, dice: readonly number[]): WikingerschafeContext {
  rule(canRoll(context, dice), `roll: dice ${JSON.stringify(dice)} cannot be rolled now`);
  const d = draft(context);
  const w = d.wikinger[d.current];
  const kept = w.dice.filter((die) => die.place === 'supply' && !dice.includes(die.id)).map((die) => die.face);
  const faces = [...dice].sort((a, b) => a - b).map((id) => (w.dice[id].face = draw(d, rollFace)));
  d.turn = { ...d.turn, rollsLeft: d.turn.rollsLeft - 1 };
  d.log.push({ kind: 'roll', round: d.round, who: d.current, faces, kept });
  return finish(d);
}

/**
 * Sets the reward to choose after dice arrive on `location`: each Location's reward once per turn; the Great
 * Celebration (4) is resolved at once ("You only receive this reward if, after placing, you have at least 2").
 */
function enterReward(d: Draft, location: LocationValue): void {
  if (d.turn.rewarded.includes(location)) {
    d.turn = { ...d.turn, rewardLocation: undefined };
    return;
  }
  if (location === 4) {
    const w = d.wikinger[d.current];
    const celebrates = countOn(w, 4) >= CELEBRATION_MIN_DICE;
    if (celebrates) {
      w.mead += CELEBRATION_MEAD;
      w.coins += CELEBRATION_COINS;
    }
    d.log.push({ kind: 'reward', round: d.round, who: d.current, location: 4, option: 'celebration', celebrated: celebrates });
    d.turn = { ...d.turn, rewarded: [...d.turn.rewarded, 4], rewardLocation: undefined };
    return;
  }
  d.turn = { ...d.turn, rewardLocation: location };
}

/** Places every supply die showing `value`, plus `sixes` 6s and `shields` shields. @throws {IllegalMoveError} when illegal. */
export function place(context: WikingerschafeContext, value: LocationValue, sixes: number, shields: number): WikingerschafeContext {
  rule(canPlace(context, value, sixes, shields), `place: cannot place value ${value} with ${sixes} sixes and ${shields} shields`);
  const d = draft(context);
  const w = d.wikinger[d.current];
  const supply = w.dice.filter((die) => die.place === 'supply');
  const chosen = [...supply.filter((die) => die.face === value), ...supply.filter((die) => die.face === SIX).slice(0, sixes)];
  chosen.forEach((die, i) => {
    placeOn(die, value);
    if (i < shields) {
      die.shielded = true;
      w.shields[w.shields.indexOf('ready')] = 'placed';
    }
  });
  d.log.push({ kind: 'place', round: d.round, who: d.current, location: value, dice: chosen.length - sixes, sixes, shields });
  d.turn = { ...d.turn, placed: true, placedDice: chosen.map((die) => die.id) };
  enterReward(d, value);
  return finish(d);
}

/**
 * Only 6s left, no roll left: pay 1 Mead and re-roll them; 6s rolled again go to Wollhalla (limit ignored) and
 * stay there until the round ends. @see ./RULES.md "Special Rules: 6s"
 */
export function rerollSixes(context: WikingerschafeContext): WikingerschafeContext {
  rule(canRerollSixes(context), 'rerollSixes: needs only 6s in the supply, no roll left, 1 Mead, and not used this turn');
  const d = draft(context);
  const w = d.wikinger[d.current];
  w.mead -= SIXES_REROLL_MEAD;
  const faces: Face[] = [];
  const sent: Face[] = [];
  for (const die of w.dice) {
    if (die.place !== 'supply') continue;
    die.face = draw(d, rollFace);
    faces.push(die.face);
    if (die.face === SIX) {
      toPlace(die, 'wollhalla');
      die.banished = true;
      sent.push(SIX);
    }
  }
  d.log.push({ kind: 'rerollSixes', round: d.round, who: d.current, faces });
  if (sent.length) d.log.push({ kind: 'sixesToWollhalla', round: d.round, who: d.current, faces: sent });
  d.turn = { ...d.turn, sixesRerollUsed: true };
  return finish(d);
}

/**
 * Only 6s left and no roll left: the 6s go to Wollhalla until the round ends, and the turn ends without a
 * placement (RULINGS.md 8, 17).
 */
export function forfeitSixes(context: WikingerschafeContext): WikingerschafeContext {
  rule(canForfeitSixes(context), 'forfeitSixes: needs only 6s in the supply and no roll left');
  const d = draft(context);
  const w = d.wikinger[d.current];
  const sent: Face[] = [];
  for (const die of w.dice) {
    if (die.place === 'supply') {
      toPlace(die, 'wollhalla');
      die.banished = true;
      sent.push(SIX);
    }
  }
  d.log.push({ kind: 'sixesToWollhalla', round: d.round, who: d.current, faces: sent });
  return finish(d);
}

/** Unlock the additional die: pay 1 Mead and 6 Coins, gain 3 glory, roll it into the supply. */
export function unlockDie(context: WikingerschafeContext): WikingerschafeContext {
  rule(canUnlockDie(context), 'unlockDie: needs 1 Mead, 6 Coins, the die still on the board, and no extra action this turn');
  const d = draft(context);
  const w = d.wikinger[d.current];
  w.mead -= UNLOCK_MEAD;
  w.coins -= UNLOCK_COINS;
  w.glory += UNLOCK_GLORY;
  const die = w.dice[BOARD_DIE_ID];
  toPlace(die, 'supply');
  die.face = draw(d, rollFace);
  d.log.push({ kind: 'unlockDie', round: d.round, who: d.current, faces: [die.face] });
  d.turn = { ...d.turn, extraUsed: true };
  return finish(d);
}

/** Retrieve a die from Wollhalla (the lowest id of those 6s did not send there): pay 2 Mead, roll it into the supply. */
export function retrieveDie(context: WikingerschafeContext): WikingerschafeContext {
  rule(canRetrieveDie(context), 'retrieveDie: needs 2 Mead, a die in Wollhalla, a die in the supply, and no extra action this turn');
  const d = draft(context);
  const w = d.wikinger[d.current];
  w.mead -= RETRIEVE_MEAD;
  const die = w.dice.find((x) => x.place === 'wollhalla' && !x.banished)!;
  toPlace(die, 'supply');
  die.face = draw(d, rollFace);
  d.log.push({ kind: 'retrieveDie', round: d.round, who: d.current, faces: [die.face] });
  d.turn = { ...d.turn, extraUsed: true };
  return finish(d);
}

/**
 * Applies a legal `player.reward` for `turn.rewardLocation`.
 * After `relocate` the reward of the new Location is pending (or resolved at once for Location 4);
 * after a `redistribution` that left a choice for its 6s or shields, `turn.pendingSixes`/`pendingShields` wait for `player.assignSixes`.
 * @throws {IllegalMoveError} when the reward is not legal now.
 */
export function applyReward(context: WikingerschafeContext, event: RewardEvent): WikingerschafeContext {
  rule(isLegalReward(context, event), `reward: ${JSON.stringify(event)} is not legal now`);
  const d = draft(context);
  const location = d.turn.rewardLocation!;
  const w = d.wikinger[d.current];
  d.turn = { ...d.turn, rewarded: [...d.turn.rewarded, location], rewardLocation: undefined };
  type Reward = RewardLogEntry extends infer E ? (E extends RewardLogEntry ? Omit<E, 'kind' | 'round' | 'who' | 'location'> : never) : never;
  const entry = { kind: 'reward', round: d.round, who: d.current, location } as const;
  const log = (reward: Reward) => d.log.push({ ...entry, ...reward } as RewardLogEntry);
  switch (event.option) {
    case 'loot':
      w.coins += 1;
      log({ option: 'loot' });
      break;
    case 'destiny':
      w.dice[event.die!].face = event.face!;
      log({ option: 'destiny', die: event.die!, face: event.face! });
      break;
    case 'mead':
      w.mead += 1;
      log({ option: 'mead' });
      break;
    case 'shield':
      w.shields[w.shields.indexOf('board')] = 'fresh';
      log({ option: 'shield' });
      break;
    case 'redistribution':
      redistribute(d, event.location!);
      break;
    case 'relocate': {
      const die = w.dice[event.die!];
      placeOn(die, event.location!);
      log({ option: 'relocate', die: event.die!, to: event.location! });
      enterReward(d, event.location!);
      break;
    }
    case 'attack': {
      const target = d.wikinger[event.target!];
      delete target.dice[event.die!].shielded;
      target.shields[target.shields.indexOf('placed')] = 'destroyed';
      log({ option: 'attack', target: event.target!, from: target.dice[event.die!].location!, die: event.die! });
      break;
    }
    case 'wollhalla': {
      const die = d.wikinger[event.target!].dice[event.die!];
      const from = die.location;
      toPlace(die, 'wollhalla');
      log({ option: 'wollhalla', target: event.target!, from: from!, die: event.die! });
      break;
    }
    case 'celebration':
      log({ option: 'celebration', celebrated: true });
      break;
    case 'none':
      log({ option: 'none' });
      break;
  }
  return finish(d);
}

/**
 * Redistribution (Location 3, option A): re-roll all own dice on `from`; each die other than 6 goes to its
 * value's Location. The re-rolled 6s and the shields that were on these dice may go with any newly rolled die:
 * when that leaves a choice (two or more new values) they wait for `player.assignSixes`, otherwise they join the
 * one new value at once. When every die shows 6 they all go back to the supply and their shields are ready again.
 * No reward for any of it (RULINGS.md 10). @see ./RULES.md "Location 3"
 */
function redistribute(d: Draft, from: LocationValue): void {
  const w = d.wikinger[d.current];
  const dice = w.dice.filter((die) => die.place === 'location' && die.location === from);
  const faces = dice.map(() => draw(d, rollFace));
  const others = [...new Set(faces.filter((f) => f !== SIX))].sort((a, b) => a - b) as LocationValue[];
  const shields = dice.filter((die) => die.shielded).length;
  const sixes: number[] = [];
  dice.forEach((die, i) => {
    if (others.length === 0) {
      if (die.shielded) w.shields[w.shields.indexOf('placed')] = 'ready';
      toPlace(die, 'supply');
      die.face = SIX;
      return;
    }
    delete die.shielded;
    if (faces[i] !== SIX) placeOn(die, faces[i] as LocationValue);
    else {
      die.face = SIX;
      sixes.push(die.id);
    }
  });
  d.log.push({ kind: 'reward', round: d.round, who: d.current, location: 3, option: 'redistribution', step: 'roll', from, faces: [...faces] as Face[] });
  if (others.length === 0 || sixes.length + shields === 0) return;
  d.turn = { ...d.turn, pendingSixes: sixes, pendingShields: shields, sixesTargets: others, rerolled: dice.map((die) => die.id) };
  // One new value: every 6 and shield goes there, nothing to ask.
  if (others.length === 1) reinforce(d, sixes.map(() => others[0]), Array.from({ length: shields }, () => others[0]), false);
}

/** Puts the pending 6s and shields of a Redistribution on their values and clears them from the turn. */
function reinforce(d: Draft, sixes: readonly LocationValue[], shields: readonly LocationValue[], logged: boolean): void {
  const w = d.wikinger[d.current];
  const pending = d.turn.pendingSixes ?? [];
  pending.forEach((id, i) => placeOn(w.dice[id], sixes[i]));
  for (const value of shields) {
    const die = (d.turn.rerolled ?? []).map((id) => w.dice[id]).find((x) => x.place === 'location' && x.location === value && !x.shielded)!;
    die.shielded = true;
  }
  const { pendingSixes: _p, pendingShields: _s, sixesTargets: _t, rerolled: _r, ...turn } = d.turn;
  d.turn = turn;
  if (logged) {
    d.log.push({ kind: 'reward', round: d.round, who: d.current, location: 3, option: 'redistribution', step: 'assign', sixes: [...sixes], shields: [...shields] });
  }
}

/**
 * The re-rolled 6s and the shields of a Redistribution go with the newly rolled dice: `sixes[i]` is the value the
 * 6 `turn.pendingSixes[i]` joins, each entry of `shields` the value of a newly rolled die a shield goes on.
 * @throws {IllegalMoveError} when the values are not {@link canAssignSixes}.
 * @see ./RULES.md "Location 3"
 */
export function assignSixes(context: WikingerschafeContext, sixes: readonly LocationValue[], shields: readonly LocationValue[]): WikingerschafeContext {
  rule(canAssignSixes(context, sixes, shields), `assignSixes: 6s to ${JSON.stringify(sixes)} and shields to ${JSON.stringify(shields)} is not a choice of the values just rolled`);
  const d = draft(context);
  reinforce(d, sixes, shields, true);
  return finish(d);
}

/** True when `who` was already logged as skipped this round (one entry per Wikinger and round keeps the log readable). */
function skippedThisRound(log: readonly LogEntry[], round: number, who: number): boolean {
  for (let i = log.length - 1; i >= 0 && log[i].round === round; i--) {
    const entry = log[i];
    if (entry.kind === 'skipped' && entry.who === who) return true;
  }
  return false;
}

/**
 * Ends the turn: shields unlocked this turn become ready, the next Wikinger to the left with dice in the
 * supply is up; those without are skipped ("A Wikinger who has already placed all of their dice is skipped"),
 * logged once per round.
 * When the round is over the current seat stays.
 */
export function endTurn(context: WikingerschafeContext): WikingerschafeContext {
  const d = draft(context);
  const w = d.wikinger[d.current];
  w.shields = w.shields.map((s) => (s === 'fresh' ? 'ready' : s)) as [ShieldState, ShieldState];
  d.log.push({ kind: 'endTurn', round: d.round, who: d.current });
  d.turns += 1;
  d.turn = freshTurn();
  if (!isRoundOver(finish(d))) {
    const n = d.players.length;
    for (let step = 1; step <= n; step++) {
      const seat = (d.current + step) % n;
      if (d.wikinger[seat].dice.some((die) => die.place === 'supply')) {
        d.current = seat;
        break;
      }
      if (!skippedThisRound(d.log, d.round, seat)) d.log.push({ kind: 'skipped', round: d.round, who: seat });
    }
  }
  return finish(d);
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
    const { points } = rankPoints(d.wikinger.map((w) => w.influence[value - 1]), INFLUENCE_GLORY, false);
    glory.push(points);
    points.forEach((p, i) => (d.wikinger[i].glory += p));
  }
  d.log.push({ kind: 'influenceScoring', round: d.round, glory });
  return finish(d);
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

/**
 * Steps 3 to 5 and a new round: advance the round marker, take back all dice and placed shields
 * (Wollhalla too), roll every die, pass the Start marker to the left; Björn places his dice.
 */
export function startRound(context: WikingerschafeContext): WikingerschafeContext {
  const d = draft(context);
  d.round += 1;
  for (const w of d.wikinger) {
    for (const die of w.dice) if (die.place === 'location' || die.place === 'wollhalla') toPlace(die, 'supply');
    w.shields = w.shields.map((s) => (s === 'placed' || s === 'fresh' ? 'ready' : s)) as [ShieldState, ShieldState];
  }
  rollAllSupplies(d);
  d.startSeat = (d.startSeat + 1) % d.players.length;
  d.current = d.startSeat;
  d.turn = freshTurn();
  placeBjorn(d);
  return finish(d);
}

// ---------------------------------------------------------------------------------------------------
// Moves, scores and checks

/** Every legal move of the Wikinger to act in `phase` (what `legalMoves` returns for that seat). */
export function legalEvents(state: PublicState, phase: WikingerschafePhase): WikingerschafeEvent[] {
  const out: WikingerschafeEvent[] = [];
  const w = currentWikinger(state);
  switch (phase) {
    case 'rolling': {
      if (state.turn.rollsLeft > 0 && !state.turn.placed) {
        const ids = supplyDice(w).map((die) => die.id);
        for (let mask = 1; mask < 1 << ids.length; mask++) out.push({ type: 'player.roll', dice: ids.filter((_, i) => mask & (1 << i)) });
      }
      out.push(...placeMoves(state));
      if (canRerollSixes(state)) out.push({ type: 'player.rerollSixes' });
      if (canForfeitSixes(state)) out.push({ type: 'player.forfeitSixes' });
      if (canUnlockDie(state)) out.push({ type: 'player.unlockDie' });
      if (canRetrieveDie(state)) out.push({ type: 'player.retrieveDie' });
      break;
    }
    case 'rewarding':
      out.push(...legalRewards(state));
      break;
    case 'redistributing':
      out.push(...assignSixesMoves(state));
      break;
    case 'turnEnd':
      if (canUnlockDie(state)) out.push({ type: 'player.unlockDie' });
      if (canRetrieveDie(state)) out.push({ type: 'player.retrieveDie' });
      out.push({ type: 'player.endTurn' });
      break;
    case 'roundScoring':
    case 'influenceScoring':
      out.push({ type: 'game.continue' });
      break;
    case 'gameOver':
      break;
  }
  return out;
}

/** Every legal `player.place` of the Wikinger to act: value x 6s x shields. */
export function placeMoves(state: PublicState): PlaceEvent[] {
  if (state.turn.placed) return [];
  const w = currentWikinger(state);
  const supply = supplyDice(w);
  const sixes = supply.filter((d) => d.face === SIX).length;
  const ready = readyShields(w);
  const out: PlaceEvent[] = [];
  for (const value of LOCATION_VALUES) {
    const matching = supply.filter((d) => d.face === value).length;
    if (matching === 0) continue;
    for (let s = 0; s <= sixes; s++) {
      for (let sh = 0; sh <= Math.min(ready, matching + s); sh++) out.push({ type: 'player.place', value, sixes: s, shields: sh });
    }
  }
  return out;
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

const SHIELD_STATES: readonly ShieldState[] = ['board', 'fresh', 'ready', 'placed', 'destroyed'];

/**
 * Consistency checks: 7 dice per Wikinger with consistent places, shields, counters, influence 0..12 with
 * matching milestones, Wollhalla limit, Björn's state, glory equal to its recomputation from the log.
 * @returns one message per violation
 */
export function checkInvariants(state: PublicState, phase: WikingerschafePhase): string[] {
  const errors: string[] = [];
  const n = state.players.length;
  if (state.wikinger.length !== n + (n === 2 ? 1 : 0)) errors.push(`expected ${n + (n === 2 ? 1 : 0)} Wikinger, got ${state.wikinger.length}`);
  const expectedGlory = gloryFromLog(state);
  const sixesSent = state.wikinger.map(() => 0);
  for (const entry of state.log) if (entry.kind === 'sixesToWollhalla' && entry.round === state.round) sixesSent[entry.who] += entry.faces?.length ?? 0;
  const pending = new Set(state.turn.pendingSixes ?? []);
  state.wikinger.forEach((w, index) => {
    const who = `Wikinger ${index}`;
    if (w.neutral !== (index === n)) errors.push(`${who}: neutral flag wrong`);
    if (w.seat !== (w.neutral ? -1 : index)) errors.push(`${who}: seat ${w.seat}`);
    if (w.dice.length !== DICE_PER_COLOUR) errors.push(`${who}: ${w.dice.length} dice`);
    w.dice.forEach((die, id) => {
      if (die.id !== id) errors.push(`${who}: die ${id} has id ${die.id}`);
      if (!Number.isInteger(die.face) || die.face < 1 || die.face > 6) errors.push(`${who}: die ${id} face ${die.face}`);
      if (die.place === 'location') {
        const isPending = !w.neutral && index === state.current && pending.has(id);
        if (die.location === undefined || (!isPending && die.face !== die.location)) errors.push(`${who}: placed die ${id} face ${die.face} on ${die.location}`);
      } else if (die.location !== undefined || die.shielded) errors.push(`${who}: die ${id} in ${die.place} has a location or shield`);
      if (die.banished && die.place !== 'wollhalla') errors.push(`${who}: die ${id} in ${die.place} marked as sent by 6s`);
      const boxExpected = w.neutral ? id >= BJORN_DICE : id < BOARD_DIE_ID && n === 4 && id >= START_DICE_FOUR_PLAYERS;
      if ((die.place === 'box') !== boxExpected) errors.push(`${who}: die ${id} box state wrong (${die.place})`);
      if (die.place === 'board' && (w.neutral || id !== BOARD_DIE_ID)) errors.push(`${who}: die ${id} on the board`);
    });
    if (w.shields.length !== 2 || !w.shields.every((s) => SHIELD_STATES.includes(s))) errors.push(`${who}: shields ${JSON.stringify(w.shields)}`);
    const shielded = w.dice.filter((die) => die.shielded).length;
    const placedShields = w.shields.filter((s) => s === 'placed').length;
    const waiting = index === state.current ? (state.turn.pendingShields ?? 0) : 0;
    if (shielded + waiting !== placedShields) errors.push(`${who}: ${shielded} shielded dice and ${waiting} waiting but ${placedShields} placed shields`);
    const banished = w.dice.filter((die) => die.banished).length;
    if (banished !== sixesSent[index]) errors.push(`${who}: ${banished} dice kept in Wollhalla by 6s but ${sixesSent[index]} sent this round`);
    if (w.shields.includes('fresh') && (index !== state.current || !(phase === 'rolling' || phase === 'rewarding' || phase === 'redistributing' || phase === 'turnEnd'))) {
      errors.push(`${who}: a fresh shield outside its own turn`);
    }
    if (w.neutral && (w.shields[0] !== 'board' || w.shields[1] !== 'board' || w.mead !== 0 || w.coins !== 0)) errors.push(`${who}: Björn holds shields, Mead or Coins`);
    if (w.neutral && supplyDice(w).length > 0) errors.push(`${who}: Björn has dice in his supply`);
    for (const key of ['mead', 'coins', 'glory'] as const) if (!Number.isInteger(w[key]) || w[key] < 0) errors.push(`${who}: ${key} ${w[key]}`);
    w.influence.forEach((v, i) => {
      if (!Number.isInteger(v) || v < 0 || v > INFLUENCE_MAX) errors.push(`${who}: influence ${v} on ${i + 1}`);
      const expected = INFLUENCE_MILESTONES.filter((m) => v >= m);
      if ([...w.milestones[i]].sort((a, b) => a - b).join() !== expected.join()) errors.push(`${who}: milestones ${w.milestones[i]} on ${i + 1} with influence ${v}`);
    });
    if (wollhallaDice(w).length > WOLLHALLA_MAX + sixesSent[index]) errors.push(`${who}: ${wollhallaDice(w).length} dice in Wollhalla`);
    if (w.glory !== expectedGlory[index]) errors.push(`${who}: glory ${w.glory} but the log gives ${expectedGlory[index]}`);
  });
  if (state.turn.rollsLeft < 0 || state.turn.rollsLeft > ROLLS_PER_TURN) errors.push(`rollsLeft ${state.turn.rollsLeft}`);
  if (state.round < 1 || state.round > ROUNDS) errors.push(`round ${state.round}`);
  if (state.current < 0 || state.current >= n || state.startSeat < 0 || state.startSeat >= n) errors.push(`current ${state.current} / start ${state.startSeat}`);
  if (phase === 'rolling' && supplyDice(currentWikinger(state)).length === 0) errors.push('rolling with an empty supply');
  if ((phase === 'roundScoring' || phase === 'influenceScoring') && !isRoundOver(state)) errors.push('scoring before every supply is empty');
  if (phase === 'rewarding' && state.turn.rewardLocation === undefined) errors.push('rewarding without a Location');
  if (phase === 'redistributing' && !((state.turn.pendingSixes?.length || state.turn.pendingShields) && (state.turn.sixesTargets?.length ?? 0) > 1)) {
    errors.push('redistributing without 6s or shields to assign, or without a choice');
  }
  if (phase !== 'redistributing' && (state.turn.pendingSixes || state.turn.pendingShields || state.turn.sixesTargets || state.turn.rerolled)) errors.push(`${phase} with a Redistribution still pending`);
  return errors;
}
