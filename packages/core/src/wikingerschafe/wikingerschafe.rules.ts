/**
 * Wikingerschafe rules as pure functions over the plain-JSON context: the selectors, the setup (of the game
 * and of each new round) and the legality of every move (`can*`, `isLegal*`, `legalRewards`), which the
 * machine's guards call. The rest of the rules sit beside this file, one seam each:
 * - ./wikingerschafe.moves.ts applies the moves (each throws {@link IllegalMoveError} when called with an
 *   illegal one anyway);
 * - ./wikingerschafe.scoring.ts scores rounds, influence and the end, and ranks the standings;
 * - ./wikingerschafe.legal-moves.ts lists every legal move of the Wikinger to act;
 * - ./wikingerschafe.invariants.ts checks a position for consistency (the simulator and the tests run it).
 * @see ./RULES.md
 * @see ./RULINGS.md for every decision the rulebook leaves open
 */
import { IllegalMoveError } from '../kit/errors.js';
import { nextSeed, randomInt, seedRng, withRng } from '../kit/rng.js';
import {
  BJORN_DICE,
  BJORN_START_GLORY,
  BOARD_DIE_ID,
  DICE_PER_COLOUR,
  INFLUENCE_SCORING_ROUNDS,
  LOCATION_VALUES,
  MAX_PLAYERS,
  MIN_PLAYERS,
  RETRIEVE_MEAD,
  ROUNDS,
  SIX,
  SIXES_REROLL_MEAD,
  START_DICE,
  START_DICE_FOUR_PLAYERS,
  UNLOCK_COINS,
  UNLOCK_MEAD,
  WOLLHALLA_MAX,
} from './wikingerschafe.components.js';
import { draft, draw, finish, freshTurn, placeOn, rollFace, toPlace, type Draft, type MDie, type MWikinger } from './wikingerschafe.draft.js';
import type {
  Die,
  DiePlace,
  Face,
  LocationValue,
  RewardOption,
  ShieldState,
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

/** `player.roll`: the supply dice to roll, by id. */
export type RollEvent = Extract<WikingerschafeEvent, { type: 'player.roll' }>;
/** `player.place`: a Location value with the 6s and shields that go with its dice. */
export type PlaceEvent = Extract<WikingerschafeEvent, { type: 'player.place' }>;
/** `player.reward`: the reward chosen for the Location the dice just arrived on. */
export type RewardEvent = Extract<WikingerschafeEvent, { type: 'player.reward' }>;
/** `player.assignSixes`: the values a Redistribution's re-rolled 6s and shields join. */
export type AssignSixesEvent = Extract<WikingerschafeEvent, { type: 'player.assignSixes' }>;

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

// Setup

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

/** What a Wikinger lacks of a price: `need` of `marker`, holding `have`. */
export interface Shortfall {
  readonly marker: 'mead' | 'coins';
  readonly need: number;
  readonly have: number;
}

/**
 * Why the extra action (unlocking or retrieving a die) may not be taken now, said to the player beside its greyed-out
 * button (issue 26): `unlocked` (the extra die is already free), `used` (this turn's extra action is taken),
 * `empty` (none of the player's own dice in Wollhalla, whoever else's lie there), `sixes` (only dice that 6s sent there this round), `placed` (no die left in the
 * supply to join), `cost` (what is lacking of the price). The first of these that holds; none when legal.
 * @see ./RULES.md "Special Rules: Wollhalla retrieval", "Special Rules: 6s"
 */
export type ExtraBlock =
  { readonly kind: 'unlocked' | 'used' | 'empty' | 'sixes' | 'placed' } | { readonly kind: 'cost'; readonly lacking: readonly Shortfall[] };

/** What `w` lacks of `mead` Mead and `coins` Coins. */
function shortfalls(w: Wikinger, mead: number, coins: number): Shortfall[] {
  return [
    { marker: 'mead' as const, need: mead, have: w.mead },
    { marker: 'coins' as const, need: coins, have: w.coins },
  ].filter((s) => s.have < s.need);
}

/** Why `player.unlockDie` is not legal now (the checks of {@link canUnlockDie}, in words' order); undefined when it is. */
export function whyNotUnlock(state: PublicState): ExtraBlock | undefined {
  if (canUnlockDie(state)) return undefined;
  const w = currentWikinger(state);
  if (w.dice[BOARD_DIE_ID].place !== 'board') return { kind: 'unlocked' };
  if (state.turn.extraUsed) return { kind: 'used' };
  return { kind: 'cost', lacking: shortfalls(w, UNLOCK_MEAD, UNLOCK_COINS) };
}

/** Why `player.retrieveDie` is not legal now (the checks of {@link canRetrieveDie}); undefined when it is. */
export function whyNotRetrieve(state: PublicState): ExtraBlock | undefined {
  if (canRetrieveDie(state)) return undefined;
  const w = currentWikinger(state);
  if (!wollhallaDice(w).length) return { kind: 'empty' };
  if (!retrievableDice(w).length) return { kind: 'sixes' };
  if (!supplyDice(w).length) return { kind: 'placed' };
  if (state.turn.extraUsed) return { kind: 'used' };
  return { kind: 'cost', lacking: shortfalls(w, RETRIEVE_MEAD, 0) };
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
