/**
 * Wikingerschafe: the shapes shared by the rules, the machine, the view and the element.
 * This file is the contract between packages/core and packages/ui; change it in both.
 * @see ./RULES.md
 */
import type { Player } from '../kit/seats.js';
import type { RngState } from '../kit/rng.js';

/** A Location's printed die value, 1 to 5; `locations[value - 1]` in the context. */
export type LocationValue = 1 | 2 | 3 | 4 | 5;
/** A die face, 1 to 6 (6 reinforces: it takes the value of the dice it is placed with). */
export type Face = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Where a die is. `supply`: in front of its owner, showing `face`, ready to roll or place.
 * `location`: placed on Location `location` (its face is set to that value).
 * `wollhalla`: sent to Wollhalla (back at the next round). `board`: the additional die still locked on
 * the round board. `box`: not in this game (the 6th die in a 4-player game).
 */
export type DiePlace = 'supply' | 'location' | 'wollhalla' | 'board' | 'box';

export interface Die {
  /** 0-based id within its owner's 7 dice; stable for the whole game. */
  readonly id: number;
  readonly place: DiePlace;
  readonly face: Face;
  /** Location value when `place === 'location'`. */
  readonly location?: LocationValue;
  /** A shield reinforces this die (it counts as 2 and cannot be sent to Wollhalla). Only when placed. */
  readonly shielded?: boolean;
  /**
   * In Wollhalla because 6s were re-rolled or forfeited there this round: it cannot be retrieved before the
   * round ends (only when `place === 'wollhalla'`). @see ./RULES.md "Special Rules: 6s"
   */
  readonly banished?: boolean;
}

/**
 * A Wikinger's two shields. `board`: still locked on the round board. `fresh`: unlocked this turn,
 * usable from the next turn. `ready`: unlocked, in the supply. `placed`: on a placed die this round.
 * `destroyed`: destroyed by an Attack (Location 5), gone for the game (see RULINGS.md).
 */
export type ShieldState = 'board' | 'fresh' | 'ready' | 'placed' | 'destroyed';

export interface Wikinger {
  /** Seat index, or -1 for Björn Blökson. */
  readonly seat: number;
  /** True for Björn Blökson, the neutral player of 2-player games. */
  readonly neutral: boolean;
  /** Always 7 dice, ids 0–6 (see `DiePlace` for the ones not in play). */
  readonly dice: readonly Die[];
  readonly shields: readonly [ShieldState, ShieldState];
  readonly mead: number;
  readonly coins: number;
  readonly glory: number;
  /** Influence per Location, index = value - 1; 0 to 12. */
  readonly influence: readonly number[];
  /** Influence milestones (8, 10, 12) already rewarded, per Location. */
  readonly milestones: readonly (readonly number[])[];
}

/**
 * One entry of the game log; the element words it in the reader's language.
 * `who` is the Wikinger's index in `context.wikinger` (the seat for players; `players.length` for Björn).
 * Per-Wikinger arrays (`influence[location - 1][who]`, `milestoneGlory[who]`, `glory[...]`) use the same index;
 * `removed[location - 1]` lists the indices removed by a tie at round scoring.
 * `faces` of `roll` are the new faces of the rolled dice (ascending die id) and `kept` the faces of the supply
 * dice not rolled (ascending die id; empty when every supply die was rolled); `faces` of `rerollSixes` are the
 * re-rolled faces, of `sixesToWollhalla` the 6s sent there. A `reward` says what its option did in typed
 * fields ({@link RewardLogEntry}).
 */
export type LogEntry =
  | { readonly kind: 'roll'; readonly round: number; readonly who: number; readonly faces: readonly Face[]; readonly kept: readonly Face[] }
  | {
      readonly kind: 'place';
      readonly round: number;
      readonly who: number;
      readonly location: LocationValue;
      readonly dice: number;
      readonly sixes: number;
      readonly shields: number;
    }
  | RewardLogEntry
  | {
      readonly kind: 'unlockDie' | 'retrieveDie' | 'rerollSixes' | 'sixesToWollhalla' | 'endTurn' | 'skipped';
      readonly round: number;
      readonly who: number;
      readonly faces?: readonly Face[];
    }
  | { readonly kind: 'bjorn'; readonly round: number; readonly who: number; readonly faces: readonly Face[] }
  | {
      readonly kind: 'roundScoring';
      readonly round: number;
      readonly influence: readonly (readonly number[])[];
      readonly removed: readonly (readonly number[])[];
      readonly milestoneGlory: readonly number[];
    }
  | { readonly kind: 'influenceScoring'; readonly round: number; readonly glory: readonly (readonly number[])[] }
  | { readonly kind: 'finalScoring'; readonly round: number; readonly glory: readonly number[] };

/**
 * A reward in the log, with what the sentence needs for its option (./RULES.md "Locations"):
 * - `destiny`: die `die` (an index into the Wikinger's dice) turned to `face`;
 * - `relocate`: die `die` moved `to` a Location;
 * - `attack` / `wollhalla`: die `die` of Wikinger `target`, on Location `from`, lost its shield / went to Wollhalla;
 * - `celebration`: `celebrated` false when fewer dice than needed were on Location 4 (no Mead, no coins);
 * - `redistribution`, step `roll`: the dice of Location `from` re-rolled, showing `faces`; step `assign`: the
 *   re-rolled 6s and the shields went to these Location values (`sixes`, `shields`, one entry each).
 */
export type RewardLogEntry = { readonly kind: 'reward'; readonly round: number; readonly who: number; readonly location: LocationValue } & (
  | { readonly option: 'loot' | 'mead' | 'shield' | 'none' }
  | { readonly option: 'destiny'; readonly die: number; readonly face: Face }
  | { readonly option: 'relocate'; readonly die: number; readonly to: LocationValue }
  | { readonly option: 'attack' | 'wollhalla'; readonly target: number; readonly from: LocationValue; readonly die: number }
  | { readonly option: 'celebration'; readonly celebrated: boolean }
  | { readonly option: 'redistribution'; readonly step: 'roll'; readonly from: LocationValue; readonly faces: readonly Face[] }
  | { readonly option: 'redistribution'; readonly step: 'assign'; readonly sixes: readonly LocationValue[]; readonly shields: readonly LocationValue[] }
);

/**
 * Location rewards (./RULES.md "Locations"). `none` declines the reward (always allowed).
 * 1: `loot` | `destiny`; 2: `mead` | `shield`; 3: `redistribution` | `relocate`; 4: `celebration`;
 * 5: `attack` | `wollhalla`.
 */
export type RewardOption = 'loot' | 'destiny' | 'mead' | 'shield' | 'redistribution' | 'relocate' | 'celebration' | 'attack' | 'wollhalla' | 'none';

/** What happened in the current turn; reset when the next Wikinger begins. */
export interface TurnState {
  /** Rolls left this turn: 2 at the start, 0 after the second roll. */
  readonly rollsLeft: number;
  /** The once-per-turn extra action (unlock a die / retrieve from Wollhalla) is used. */
  readonly extraUsed: boolean;
  /** The once-per-turn "only 6s left" re-roll for 1 Mead is used. */
  readonly sixesRerollUsed: boolean;
  /** Location values whose reward was received this turn (each only once per turn). */
  readonly rewarded: readonly LocationValue[];
  /** The Location whose reward is being chosen now, if any. */
  readonly rewardLocation?: LocationValue;
  /** Ids of the dice placed this turn (for Relocate: "1 of the 3s you have just placed"). */
  readonly placedDice: readonly number[];
  /** True once the turn's placement is made. */
  readonly placed: boolean;
  /**
   * During `redistributing`: the ids of the re-rolled dice that show 6 and wait for `player.assignSixes`.
   * They stay on the Location they were re-rolled from, face 6, until then.
   */
  readonly pendingSixes?: readonly number[];
  /**
   * During `redistributing`: how many shields came off the re-rolled dice and wait for `player.assignSixes`
   * (still counted `placed` in `Wikinger.shields`, on no die until then).
   */
  readonly pendingShields?: number;
  /** During `redistributing`: the new values other than 6 (ascending), where each 6 and each shield may go. */
  readonly sixesTargets?: readonly LocationValue[];
  /** During `redistributing`: ids of every die the Redistribution re-rolled (a shield may go on any of them). */
  readonly rerolled?: readonly number[];
}

export interface WikingerschafeInput {
  /** 2 to 4 players in seat order. */
  readonly players: readonly Player[];
  readonly seed: number;
  /** Variant "Friendly Game": ties at round scoring share influence instead of being removed. */
  readonly friendly?: boolean;
}

export interface WikingerschafeContext {
  readonly rng: RngState;
  readonly seed: number;
  readonly players: readonly Player[];
  /** The Wikinger in seat order, then Björn Blökson (index = players.length) in a 2-player game. */
  readonly wikinger: readonly Wikinger[];
  readonly friendly: boolean;
  /** 1 to 4. */
  readonly round: number;
  /** Seat holding the Start marker. */
  readonly startSeat: number;
  /** Seat to act. */
  readonly current: number;
  readonly turn: TurnState;
  /** Turns taken so far in the game. */
  readonly turns: number;
  readonly log: readonly LogEntry[];
}

/** Arguments of a reward; which ones apply depends on `option` (see each event). */
export type WikingerschafeEvent =
  /** Re-roll the given dice of the supply (ids). Needs `turn.rollsLeft > 0`, at least one die, before placing. */
  | { type: 'player.roll'; dice: readonly number[] }
  /**
   * Place every supply die showing `value`, plus `sixes` supply dice showing 6, on Location `value`.
   * `shields`: how many ready shields to put on these dice (each on a different die).
   */
  | { type: 'player.place'; value: LocationValue; sixes: number; shields: number }
  /** Only 6s left and no roll left: pay 1 Mead to re-roll them (once per turn); 6s rolled again go to Wollhalla. */
  | { type: 'player.rerollSixes' }
  /** Only 6s left, no roll left, and no re-roll wanted or possible: the 6s go to Wollhalla (see RULINGS.md). */
  | { type: 'player.forfeitSixes' }
  /**
   * Choose the reward of `turn.rewardLocation`.
   * `destiny`: `die` (a supply die id) turned to `face`.
   * `redistribution`: `location` (a Location value where the player has placed dice).
   * `relocate`: `die` (a 3 placed this turn) moved to `location`, whose reward is chosen next.
   * `attack`: `target` (Wikinger index) and `die` (id of a shielded placed die of theirs).
   * `wollhalla`: `target` and `die` (an unshielded placed die).
   */
  | { type: 'player.reward'; option: RewardOption; die?: number; face?: Face; location?: LocationValue; target?: number }
  /**
   * After a Redistribution with a choice left: `sixes[i]` is the value the 6 `turn.pendingSixes[i]` joins, and
   * each entry of `shields` (one per `turn.pendingShields`) the value of a newly rolled die that shield reinforces;
   * every value one of `turn.sixesTargets`, at most one shield per die. @see ./RULES.md "Location 3"
   */
  | { type: 'player.assignSixes'; sixes: readonly LocationValue[]; shields: readonly LocationValue[] }
  /** Once per turn: pay 1 Mead and 6 Coins, gain 3 glory, roll the additional die into the supply. */
  | { type: 'player.unlockDie' }
  /** Once per turn: pay 2 Mead, roll a die from Wollhalla into the supply (needs dice in the supply). */
  | { type: 'player.retrieveDie' }
  /** End the turn after placing. */
  | { type: 'player.endTurn' }
  /** Leave the round or influence scoring screen and go on. */
  | { type: 'game.continue' }
  /** Start a new game with the same players; `seed` for the new game (default: drawn from the generator). */
  | { type: 'game.restart'; seed?: number };

/** Moves are the events a seat sends. */
export type WikingerschafeMove = WikingerschafeEvent;
