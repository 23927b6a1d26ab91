/**
 * What one seat may see (`playerView`): the board, every public fact, its own hand and its own face-down
 * raid bid. Other seats' hands are reduced to their sizes; face-down bids to "committed or not"; the
 * provision pile and the pirate tiles to their counts; the generator state is never shown.
 * @see ./RULINGS.md R11, R14, R18
 */
import type { Player } from '../kit/seats.js';
import type { JewelColour, Ship, ShipFace, TreasureFace, VikingShip } from './wilde-wikinger.components.js';
import { cardsTotal, phaseOf, seatsToAct, type WildeWikingerState } from './wilde-wikinger.rules.js';
import type { Auction, AuctionResult, JewelCounts, LogEntry, Phase, RaidResult, WildeWikingerContext } from './wilde-wikinger.types.js';
import { MASKED_RNG, maskIds } from '../kit/redact.js';

/** A raid as one seat sees it before the reveal. */
export interface RaidView {
  /** Per seat: has it committed its face-down cards (a seat without cards is committed at once)? */
  readonly committed: readonly boolean[];
  /** This seat's own committed cards, or `null` while it has not committed. */
  readonly ownBid: readonly number[] | null;
}

export interface WildeWikingerView {
  /** The seat this view is for. */
  readonly seat: number;
  readonly phase: Phase;
  /** Seats that must act now (several during a raid). */
  readonly toAct: readonly number[];
  /** Whose turn it is (the roller). */
  readonly current: number;
  readonly turn: number;
  readonly players: readonly Player[];
  readonly dice: { readonly treasure: TreasureFace; readonly ship: ShipFace } | null;
  readonly positions: Readonly<Record<Ship, number>>;
  readonly cargo: Readonly<Record<VikingShip, readonly JewelColour[]>>;
  /** Jewels left in the bag by colour (public: every other jewel is on the table). */
  readonly bag: JewelCounts;
  readonly nessie: readonly JewelColour[];
  /** This seat's own hand (card ids, ascending). */
  readonly hand: readonly number[];
  /** Public hand size per seat; during a raid it still counts the face-down cards (R11). */
  readonly handSizes: readonly number[];
  readonly provisionSize: number;
  /** The discard pile, bottom first (public, R18). */
  readonly discard: readonly number[];
  readonly pirateTilesLeft: number;
  /** Per seat, jewels won. */
  readonly jewels: readonly JewelCounts[];
  /** Per seat, pirate tile ids taken (public, R14). */
  readonly tiles: readonly (readonly number[])[];
  /** The running auction: its bids lie face up, so it is public. */
  readonly auction: Auction | null;
  readonly raid: RaidView | null;
  readonly lastAuction: AuctionResult | null;
  readonly lastRaid: RaidResult | null;
  readonly nessieWinners: readonly number[] | null;
  /**
   * Per seat, the total of the cards left in hand once the game is over: what decided Nessie's award (the
   * hands are shown at the end, RULINGS R19); `null` before the end, when hands are secret.
   */
  readonly handTotals: readonly number[] | null;
  readonly over: boolean;
  readonly log: readonly LogEntry[];
}

/**
 * The view of `seat` in a position (a snapshot of the machine). Two positions that differ only in what
 * `seat` may not see give equal views.
 * @throws {RangeError} for a seat that is not at the table.
 */
export function playerView(state: WildeWikingerState, seat: number): WildeWikingerView {
  const { context } = state;
  const phase = phaseOf(state);
  if (!Number.isInteger(seat) || seat < 0 || seat >= context.players.length) {
    throw new RangeError(`wilde-wikinger: no seat ${seat} at a table of ${context.players.length}`);
  }
  const { raid } = context;
  return {
    seat,
    phase,
    toAct: seatsToAct(context, phase),
    current: context.current,
    turn: context.turn,
    players: context.players,
    dice: context.dice,
    positions: context.positions,
    cargo: context.cargo,
    bag: context.bag,
    nessie: context.nessie,
    hand: context.hands[seat],
    handSizes: context.hands.map((hand, s) => hand.length + (raid?.bids[s]?.length ?? 0)),
    provisionSize: context.provision.length,
    discard: context.discard,
    pirateTilesLeft: context.pirateTiles.length,
    jewels: context.jewels,
    tiles: context.tiles,
    auction: context.auction,
    raid: raid ? { committed: raid.bids.map((bid) => bid !== null), ownBid: raid.bids[seat] } : null,
    lastAuction: context.lastAuction,
    lastRaid: context.lastRaid,
    nessieWinners: context.nessieWinners,
    handTotals: phase === 'gameOver' ? context.hands.map(cardsTotal) : null,
    over: phase === 'gameOver',
    log: context.log,
  };
}

/**
 * The seats whose situation `entry` changed, besides the player whose move it was: everyone when an auction ends and
 * when a raid's bids are revealed (a board shows them such lines first, and its bots give a person a reading pause
 * after them). A ship reaching the landing stage is not among them: everyone acts on it next, and the prompt says so.
 * @param players the number of seats
 * @returns the seats, ascending; undefined when the entry concerns only the mover
 * @see ./RULES.md "Ship Reaches the Viking Village", "Pirate Ship Reaches the Viking Village"
 */
export function concernsOf(entry: LogEntry, players: number): number[] | undefined {
  return entry.kind === 'raid' || entry.kind === 'auction' ? Array.from({ length: players }, (_, seat) => seat) : undefined;
}

/**
 * The context as `seat` may see it (`GameModule.redact`; `null`: a spectator, who holds no hand): the same shape,
 * with what {@link playerView} hides masked: another seat's hand and face-down raid bid as that many masked card
 * ids, the provision pile and the pirate tiles as that many masked ids, the generator state. Once the game is over
 * the hands are shown (their totals decided Nessie's award, RULINGS R19), as at the table.
 * @see ./RULINGS.md R11, R14, R18, R19
 */
export function redact(state: WildeWikingerState, seat: number | null): WildeWikingerContext {
  const { context } = state;
  const over = phaseOf(state) === 'gameOver';
  const mine = (s: number) => s === seat;
  return {
    ...context,
    rng: MASKED_RNG,
    hands: over ? context.hands : context.hands.map((hand, s) => (mine(s) ? hand : maskIds(hand))),
    provision: maskIds(context.provision),
    pirateTiles: maskIds(context.pirateTiles),
    raid: context.raid && { bids: context.raid.bids.map((bid, s) => (bid === null || mine(s) ? bid : maskIds(bid))) },
  };
}
