/**
 * Valley of the Vikings: the shapes shared by the rules, the machine, the bots and the element. Plain
 * JSON data throughout, so a snapshot persists and restores in any engine.
 * @see ./RULES.md
 */
import type { RngState } from '../kit/rng.js';
import type { Player } from '../kit/seats.js';
import type { Flag, VikingId } from './viking-valley.components.js';
import type { BarrelHoles, Bowl, BowlResult } from './viking-valley.geometry.js';

/**
 * Where a Viking token is: a dock space 0 (first) to 7 (last), or null for "in front of the first space"
 * (where every token starts, and where a token that fell into the water goes back to).
 */
export type DockPosition = number | null;

/** A bowl resolved ahead of its event (in a worker, with its frames): the machine takes it instead of simulating again when `before` and `bowl` are exactly the current barrels and the event's bowl. */
export interface ResolvedBowl {
  readonly before: BarrelHoles;
  readonly bowl: Bowl;
  readonly result: Omit<BowlResult, 'frames'>;
}

/** The start of a turn: put one fallen barrel on a free hole (index into HOLES). Repeated until no barrel lies fallen. @see ./RULES.md "Next turn" */
export interface PlaceBarrelEvent {
  readonly type: 'player.placeBarrel';
  readonly viking: VikingId;
  readonly hole: number;
}

/** Bowl from the seat's own ramp. `angle`: degrees off the ramp axis (-AIM_CONE..AIM_CONE); `strength`: MIN_STRENGTH..1. */
export interface BowlEvent {
  readonly type: 'player.bowl';
  readonly angle: number;
  readonly strength: number;
  /** The same bowl already resolved (outcome and frames from one simulation, off the main thread). */
  readonly resolved?: ResolvedBowl;
}

/** Move the Viking of one of the barrels knocked over this turn one space along the dock (the player picks the order). */
export interface MoveVikingEvent {
  readonly type: 'player.moveViking';
  readonly viking: VikingId;
}

export type VikingValleyMove = PlaceBarrelEvent | BowlEvent | MoveVikingEvent;
export type VikingValleyEvent = VikingValleyMove;

/**
 * What happened, typed (never text to parse): the element animates, announces and logs these. Each move
 * puts its happenings in `context.happenings` (replaced at the next move), and the machine appends them to
 * `context.log`, the game's log.
 */
export type Happening =
  | { readonly kind: 'barrelPlaced'; readonly seat: number; readonly viking: VikingId; readonly hole: number }
  | { readonly kind: 'bowled'; readonly seat: number; readonly bowl: Bowl; readonly fallen: readonly VikingId[] }
  | { readonly kind: 'moved'; readonly viking: VikingId; readonly from: DockPosition; readonly to: number; readonly skipped: readonly VikingId[] }
  | { readonly kind: 'splash'; readonly viking: VikingId; readonly from: DockPosition; readonly lostMoves: readonly VikingId[] }
  /** A coin flag paid `coins` (what was left of `flagCoins`) from the hoard. */
  | { readonly kind: 'paid'; readonly viking: VikingId; readonly space: number; readonly flagCoins: number; readonly coins: number }
  /** `thief` on a portrait flag took one coin from `from` (nothing when `from`'s ship was empty: `coins` 0). */
  | { readonly kind: 'stole'; readonly thief: VikingId; readonly space: number; readonly from: VikingId; readonly coins: 0 | 1 }
  | { readonly kind: 'backToStart'; readonly viking: VikingId }
  | { readonly kind: 'turnEnded'; readonly seat: number; readonly next: number }
  | { readonly kind: 'gameOver'; readonly winners: readonly number[]; readonly allLose: boolean };

/** Counters over the game (the simulator's `outcomes`). */
export interface VikingValleyOutcomes {
  bowls: number;
  /** Bowls that knocked nothing over (the same player bowls again). */
  misses: number;
  barrelsFallen: number;
  moves: number;
  waterFalls: number;
  /** Coins taken from the hoard by coin flags. */
  coinsFromHoard: number;
  /** Coins actually stolen (a steal from an empty ship does not count). */
  steals: number;
  /** 1 when the game ended with the richest ship unclaimed, so every player lost. */
  allLose: number;
}

export interface VikingValleyInput {
  readonly players: readonly Player[];
  readonly seed: number;
  /** The Viking each seat chose, in seat order; default: finn, tjarne, magnus, inga. */
  readonly vikings?: readonly VikingId[];
}

/**
 * The step of the turn, which is the machine's state (`over`: `gameOver`): `placingBarrels`: the player to act puts fallen
 * barrels back; `bowling`; `moving`: the player orders the moves of knocked-over barrels. Not kept in the context:
 * the rules derive it from the table (`tablePhase`), the view reads it from the state's tags.
 */
export type VikingValleyPhase = 'placingBarrels' | 'bowling' | 'moving' | 'over';

export interface VikingValleyContext {
  readonly players: readonly Player[];
  readonly seed: number;
  readonly rng: RngState;
  /** The Viking each seat plays, in seat order. */
  readonly vikings: readonly VikingId[];
  /** The ramp (index into RAMP_ANGLES) each seat bowls from. */
  readonly ramps: readonly number[];
  /** The flag on each dock space, 0 to 7. */
  readonly flags: readonly Flag[];
  readonly dock: Readonly<Record<VikingId, DockPosition>>;
  /** Coins in each Viking's ship (claimed or not). */
  readonly ships: Readonly<Record<VikingId, number>>;
  readonly hoard: number;
  readonly barrels: BarrelHoles;
  /** Seat to act. */
  readonly current: number;
  readonly startSeat: number;
  /** Vikings whose barrels this turn's bowl knocked over and that have not moved yet (the player picks the order). */
  readonly pendingMoves: readonly VikingId[];
  /** Bowls made in the current turn (misses included). */
  readonly bowlsThisTurn: number;
  /** Turns finished. */
  readonly turns: number;
  /** The last bowl, so the element can recompute its frames: barrels before, the bowl, who fell. */
  readonly lastBowl: (ResolvedBowl & { readonly seat: number }) | null;
  /** What the last move did, in order. */
  readonly happenings: readonly Happening[];
  /** Every happening of the game, oldest first: each move's `happenings` appended by the machine's actions (`logHappenings`). */
  readonly log: readonly Happening[];
  readonly outcomes: VikingValleyOutcomes;
  /** Winning seats once the game is over; empty when every player lost. */
  readonly winners: readonly number[];
  /** True when the game ended with an unclaimed Viking's ship the richest (every player lost). */
  readonly allLose: boolean;
}
