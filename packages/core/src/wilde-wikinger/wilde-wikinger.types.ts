/**
 * Wilde Wikinger: the shapes shared by the rules, the machine, the view, the bots and the element.
 * @see ./RULES.md
 */
import type { Player } from '../kit/seats.js';
import type { RngState } from '../kit/rng.js';
import type { JewelColour, Ship, ShipFace, TreasureFace, VikingShip } from './wilde-wikinger.components.js';

/** Machine input: the table. */
export interface WildeWikingerInput {
  /** 2 to 5 players in seat (turn) order; seat 0 rolls first. */
  readonly players: readonly Player[];
  readonly seed: number;
}

/** Jewel counts by colour. */
export type JewelCounts = Readonly<Record<JewelColour, number>>;

/** An auction at the landing stage (./RULES.md "Ship Reaches the Viking Village"). */
export interface Auction {
  readonly ship: VikingShip;
  /** Seats in bidding order: the mover first, then clockwise; each acts once. */
  readonly order: readonly number[];
  /** Index into `order` of the seat to act; `order.length` never stays (the auction resolves). */
  readonly next: number;
  /** Per seat: the cards bid (face up, public), `[]` for a pass, `null` while not yet acted. */
  readonly bids: readonly (readonly number[] | null)[];
  /** The highest bid so far, or `null` when nobody has bid. */
  readonly high: { readonly seat: number; readonly total: number } | null;
}

/** A pirate raid (./RULES.md "Pirate Ship Reaches the Viking Village"): simultaneous face-down bids. */
export interface Raid {
  /** Per seat: the committed face-down cards (`[]` for a seat without cards), `null` while not committed. */
  readonly bids: readonly (readonly number[] | null)[];
}

/** The last auction's result, public. */
export interface AuctionResult {
  readonly ship: VikingShip;
  readonly winner: number | null;
  readonly total: number;
  readonly jewels: readonly JewelColour[];
  /** Per seat, the cards bid (`[]` = passed). */
  readonly bids: readonly (readonly number[])[];
}

/** The last raid's result, public after the reveal. */
export interface RaidResult {
  /** Per seat, the revealed cards. */
  readonly bids: readonly (readonly number[])[];
  readonly totals: readonly number[];
  /** Seats with the lowest total. */
  readonly lowest: readonly number[];
  /** Per seat, the pirate tile drawn (id), or `null`. */
  readonly tiles: readonly (number | null)[];
}

/** One entry of the game log. Only public facts: a card draw says how many, never which. */
export type LogEntry =
  | { readonly kind: 'roll'; readonly turn: number; readonly who: number; readonly treasure: TreasureFace; readonly ship: ShipFace }
  | { readonly kind: 'jewel'; readonly turn: number; readonly who: number; readonly ship: VikingShip; readonly jewel: JewelColour }
  | { readonly kind: 'draw'; readonly turn: number; readonly who: number; readonly cards: number; readonly reshuffled: boolean }
  | { readonly kind: 'move'; readonly turn: number; readonly who: number; readonly ship: Ship; readonly position: number }
  | { readonly kind: 'nessie'; readonly turn: number; readonly who: number; readonly ship: VikingShip; readonly jewel: JewelColour }
  | { readonly kind: 'emptyArrival'; readonly turn: number; readonly who: number; readonly ship: VikingShip }
  | { readonly kind: 'bid'; readonly turn: number; readonly who: number; readonly ship: VikingShip; readonly cards: readonly number[]; readonly total: number }
  | { readonly kind: 'pass'; readonly turn: number; readonly who: number; readonly ship: VikingShip }
  | { readonly kind: 'auction'; readonly turn: number; readonly who: number; readonly result: AuctionResult }
  | { readonly kind: 'commit'; readonly turn: number; readonly who: number }
  | { readonly kind: 'raid'; readonly turn: number; readonly who: number; readonly result: RaidResult }
  | {
      readonly kind: 'gameOver';
      readonly turn: number;
      readonly who: number;
      readonly nessieWinners: readonly number[];
      readonly nessie: readonly JewelColour[];
    };

/** Counters for the simulator's `outcomes`. */
export interface Stats {
  readonly auctionsWon: number;
  readonly auctionsNoBid: number;
  readonly emptyArrivals: number;
  readonly pirateRaids: number;
  readonly pirateTilesDrawn: number;
  readonly nessieAwards: number;
  readonly reshuffles: number;
}

/**
 * The game's data: plain JSON. Hidden parts (hands, piles, face-down bids, rng) never reach a view. Which
 * step the game is at (the phase) is the machine's state, not a field here.
 */
export interface WildeWikingerContext {
  readonly players: readonly Player[];
  readonly rng: RngState;
  /** Seat whose turn it is (the roller, and the mover of any arrival). */
  readonly current: number;
  /** Rolls made so far. */
  readonly turn: number;
  /** The dice of the current turn, `null` before the first roll. */
  readonly dice: { readonly treasure: TreasureFace; readonly ship: ShipFace } | null;
  /** Ship positions, 0 (start) to LANDING_STAGE. */
  readonly positions: Readonly<Record<Ship, number>>;
  /** Jewels loaded on each Viking ship, in loading order. */
  readonly cargo: Readonly<Record<VikingShip, readonly JewelColour[]>>;
  /** Jewels still in the bag. */
  readonly bag: JewelCounts;
  /** Jewels on Nessie, in the order she got them. */
  readonly nessie: readonly JewelColour[];
  /** Per seat, the card ids in hand (ascending). Hidden from the other seats. */
  readonly hands: readonly (readonly number[])[];
  /** Provision pile, face down; the last element is the top. Hidden. */
  readonly provision: readonly number[];
  /** Discard pile, face up (every card on it was shown when discarded); the last element is the top. */
  readonly discard: readonly number[];
  /** Pirate tile pile, face down; the last element is the top. Hidden. */
  readonly pirateTiles: readonly number[];
  /** Per seat, jewels won at auctions. */
  readonly jewels: readonly JewelCounts[];
  /** Per seat, pirate tile ids drawn (face up). */
  readonly tiles: readonly (readonly number[])[];
  readonly auction: Auction | null;
  readonly raid: Raid | null;
  readonly lastAuction: AuctionResult | null;
  readonly lastRaid: RaidResult | null;
  /** Set at the end of the game: seats that got Nessie's jewels (every seat tied for the highest hand); `null` before. */
  readonly nessieWinners: readonly number[] | null;
  readonly stats: Stats;
  readonly log: readonly LogEntry[];
}

/** Every event of the machine. Each carries the acting seat, so an event out of turn is refused. */
export type WildeWikingerEvent =
  | { readonly type: 'player.roll'; readonly seat: number }
  /** After a grey chest: the Viking ship for the jewel. After a grey ship: the ship to move (pirate too). */
  | { readonly type: 'player.chooseShip'; readonly seat: number; readonly ship: Ship }
  /** After Nessie on the ship die: the ship and the colour of the jewel to move onto Nessie. */
  | { readonly type: 'player.feedNessie'; readonly seat: number; readonly ship: VikingShip; readonly jewel: JewelColour }
  /** An auction bid: card ids of the ship's colour or jokers, total higher than the current high bid. */
  | { readonly type: 'player.bid'; readonly seat: number; readonly cards: readonly number[] }
  | { readonly type: 'player.pass'; readonly seat: number }
  /** A face-down raid bid: at least one card of any colour (none only for a seat without cards). */
  | { readonly type: 'player.commitBid'; readonly seat: number; readonly cards: readonly number[] };

export type WildeWikingerMove = WildeWikingerEvent;

/** The states the machine rests in, waiting for a move (also the `phase` of the view). */
export type Phase = 'rolling' | 'choosingChestShip' | 'choosingShip' | 'feedingNessie' | 'auction' | 'raid' | 'gameOver';
