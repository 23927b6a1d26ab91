/**
 * Wilde Wikinger machen fette Beute: the rules as pure functions over a plain-JSON context: the steps of a
 * turn (each one named action of the machine in wilde-wikinger.machine.ts), the legality of each move (its
 * named guards) and scoring. The phase is the machine's state, never a field of the context; functions that
 * depend on it take it. Every random draw goes through the seeded generator kept in `context.rng`.
 * Beside this file: the offered moves in ./wilde-wikinger.legal-moves.ts and the consistency checks in
 * ./wilde-wikinger.invariants.ts.
 * @see ./RULES.md
 * @see ./RULINGS.md for every decision the rulebook leaves open.
 */
import { IllegalMoveError } from '../kit/errors.js';
import { randomInt, rngFromState, rollDie, seedRng, shuffle, withRng, type RandomGenerator } from '../kit/rng.js';
import type { ScoreSheet, SeatScore } from '../kit/game-module.js';
import {
  CARDS,
  CARDS_PER_DRAW,
  HAND_SIZE,
  JEWEL_COLOURS,
  JEWEL_POINTS,
  JEWELS_PER_COLOUR,
  LANDING_STAGE,
  MAX_PLAYERS,
  MIN_PLAYERS,
  PIRATE_TILES,
  SETUP_JEWELS_PER_SHIP,
  SHIP_DIE,
  SHIPS,
  TREASURE_DIE,
  VIKING_SHIPS,
  type Card,
  type JewelColour,
  type Ship,
  type VikingShip,
} from './wilde-wikinger.components.js';
import type { JewelCounts, LogEntry, Phase, WildeWikingerContext, WildeWikingerEvent, WildeWikingerInput } from './wilde-wikinger.types.js';

/** Thrown when a rule function gets a move the guards should have refused (the kit's one error class for every game). */
export { IllegalMoveError };

/** A deep-mutable copy of a readonly shape, used while a pure function builds the next context. */
type Draft<T> = T extends readonly (infer U)[] ? Draft<U>[] : T extends object ? { -readonly [K in keyof T]: Draft<T[K]> } : T;
type Ctx = Draft<WildeWikingerContext>;

const NO_JEWELS: JewelCounts = { white: 0, green: 0, purple: 0 };

/** Sum of the printed values of `cards` (ids). */
export function cardsTotal(cards: readonly number[]): number {
  return cards.reduce((sum, id) => sum + CARDS[id].value, 0);
}

/** Points of a list of jewels: white 3, green 2, purple 1. @see ./RULES.md "Scoring" */
export function jewelPoints(jewels: readonly JewelColour[]): number {
  return jewels.reduce((sum, jewel) => sum + JEWEL_POINTS[jewel], 0);
}

/** Total value of the cards in a seat's hand (what Nessie's award compares). */
export function handTotal(context: WildeWikingerContext, seat: number): number {
  return cardsTotal(context.hands[seat]);
}

/** True when `card` may be bid in an auction for `ship`: the ship's colour or a tri-coloured joker. @see ./RULES.md "Important Viking Rules" */
export function isAuctionCard(card: Card, ship: VikingShip): boolean {
  return card.kind === ship || card.kind === 'joker';
}

/** Why a seat cannot bid in an auction: no cards, no card of the ship's colour nor joker, or those add up to no more than the highest bid. */
export type BidBlock = 'noCards' | 'noShipCards' | 'tooLow';

/**
 * Whether a hand can bid at all in an auction for `ship` against the highest bid `high` (0 before the
 * opening bid), and why not: what the element says beside a disabled "Bid" (RULINGS R8). `best` is the most
 * the hand can bid (its ship-colour cards and jokers).
 * @see ./RULES.md "Ship Reaches the Viking Village", "Important Viking Rules"
 */
export function auctionBidBlock(hand: readonly number[], ship: VikingShip, high: number): { block: BidBlock | null; best: number } {
  const best = cardsTotal(hand.filter((id) => isAuctionCard(CARDS[id], ship)));
  if (hand.length === 0) return { block: 'noCards', best };
  if (best === 0) return { block: 'noShipCards', best };
  return { block: best > high ? null : 'tooLow', best };
}

/**
 * Why "Bid" is greyed out with the cards chosen, said beside it (issue 26): first what the whole hand cannot do
 * ({@link auctionBidBlock}: then only Pass is left), else `noneChosen` (no card chosen yet) or `notAbove` (the cards
 * chosen add up to no more than the highest bid `high`); null when the cards chosen make a legal bid. `chosen` are
 * cards of `hand` that may bid for `ship` (the element lets no other be chosen, see {@link whyNotAuctionCard}).
 * @see ./RULES.md "Ship Reaches the Viking Village"
 */
export type BidWhyNot = BidBlock | 'noneChosen' | 'notAbove';

/** Why the cards `chosen` from `hand` cannot bid for `ship` against the highest bid `high` ({@link BidWhyNot}); null when they can. */
export function whyNotBid(hand: readonly number[], chosen: readonly number[], ship: VikingShip, high: number): BidWhyNot | null {
  const { block } = auctionBidBlock(hand, ship, high);
  if (block) return block;
  if (chosen.length === 0) return 'noneChosen';
  return cardsTotal(chosen) > high ? null : 'notAbove';
}

/**
 * Why card `id` of a hand may not be chosen in an auction for `ship`: `otherColour`, only the ship's colour and
 * jokers bid for it (RULINGS R8); null when it may.
 * @see ./RULES.md "Ship Reaches the Viking Village"
 */
export function whyNotAuctionCard(id: number, ship: VikingShip): 'otherColour' | null {
  return isAuctionCard(CARDS[id], ship) ? null : 'otherColour';
}

/** Why a raid's "Put down" is greyed out: `noneChosen`, a raid bid is at least one card (RULINGS R11); null when cards are chosen. */
export function whyNotRaidBid(chosen: readonly number[]): 'noneChosen' | null {
  return chosen.length > 0 ? null : 'noneChosen';
}

/**
 * Why `ship` may not be chosen in the ship-choosing `phase`: `pirateChest`, the grey chest loads a jewel onto a
 * Viking ship and the pirate ship carries none; null when it may (the grey ship moves any ship, RULINGS R6).
 * @see ./RULES.md "Ship Die"
 */
export function whyNotShip(phase: Phase, ship: Ship): 'pirateChest' | null {
  return phase === 'choosingChestShip' && !(VIKING_SHIPS as readonly Ship[]).includes(ship) ? 'pirateChest' : null;
}

/**
 * Preparation of the Game: four ships on the start square, one jewel from the bag onto the yellow, red and
 * blue ship, six cards each, the rest as the provision pile, pirate tiles shuffled face down.
 * @throws {RangeError} when there are not 2 to 5 players.
 */
export function setupGame(input: WildeWikingerInput): WildeWikingerContext {
  const n = input.players.length;
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) {
    throw new RangeError(`wilde-wikinger: ${MIN_PLAYERS} to ${MAX_PLAYERS} players, got ${n}`);
  }
  const rng = rngFromState(seedRng(input.seed));
  const deck = shuffle(
    rng,
    CARDS.map((card) => card.id),
  );
  const hands = Array.from({ length: n }, () => [] as number[]);
  // Dealt one at a time round the table, as at a real table; the order does not change the odds.
  for (let round = 0; round < HAND_SIZE; round++) for (const hand of hands) hand.push(deck.pop()!);
  const ctx: Ctx = {
    players: input.players.map((p) => ({ ...p, seat: { ...p.seat } })) as Ctx['players'],
    rng: [],
    current: 0,
    turn: 0,
    dice: null,
    positions: { yellow: 0, red: 0, blue: 0, pirate: 0 },
    cargo: { yellow: [], red: [], blue: [] },
    bag: { white: JEWELS_PER_COLOUR, green: JEWELS_PER_COLOUR, purple: JEWELS_PER_COLOUR },
    nessie: [],
    hands: hands.map((hand) => hand.sort((a, b) => a - b)),
    provision: deck,
    discard: [],
    pirateTiles: shuffle(
      rng,
      PIRATE_TILES.map((_, id) => id),
    ),
    jewels: hands.map(() => ({ ...NO_JEWELS })),
    tiles: hands.map(() => []),
    auction: null,
    raid: null,
    lastAuction: null,
    lastRaid: null,
    nessieWinners: null,
    stats: { auctionsWon: 0, auctionsNoBid: 0, emptyArrivals: 0, pirateRaids: 0, pirateTilesDrawn: 0, nessieAwards: 0, reshuffles: 0 },
    log: [],
  };
  for (const ship of VIKING_SHIPS) {
    for (let i = 0; i < SETUP_JEWELS_PER_SHIP; i++) {
      const [jewel, bag] = drawJewel(rng, ctx.bag);
      ctx.bag = bag;
      ctx.cargo[ship].push(jewel);
    }
  }
  ctx.rng = [...rng.getState()];
  return ctx;
}

/** Every state the machine rests in (waits for an event), in the order of a turn. */
export const PHASES: readonly Phase[] = ['rolling', 'choosingChestShip', 'choosingShip', 'feedingNessie', 'auction', 'raid', 'gameOver'];

/**
 * A game position: the machine state and the context. An XState snapshot of `wildeWikingerMachine` is
 * one; the phase is read from the machine state (its `value`), never from the context.
 */
export interface WildeWikingerState {
  readonly value: unknown;
  readonly context: WildeWikingerContext;
}

/**
 * The phase of a position: the state the machine rests in.
 * @throws {Error} for a value that is not a resting state (a snapshot never rests in a passing state).
 */
export function phaseOf(state: Pick<WildeWikingerState, 'value'>): Phase {
  const phase = state.value as Phase;
  if (!PHASES.includes(phase)) throw new Error(`wilde-wikinger: no phase ${JSON.stringify(state.value)}`);
  return phase;
}

/**
 * Seats that must act now: the roller, the auction's next bidder, or every seat yet to commit a raid bid
 * (in seat order). Empty when the game is over. With a snapshot use `wildeWikinger.toAct(snapshot)`.
 */
export function seatsToAct(context: WildeWikingerContext, phase: Phase): number[] {
  switch (phase) {
    case 'gameOver':
      return [];
    case 'raid':
      return context.raid!.bids.flatMap((bid, seat) => (bid === null ? [seat] : []));
    case 'auction':
      return [context.auction!.order[context.auction!.next]];
    default:
      return [context.current];
  }
}

// Why a move is illegal in the state where the machine accepts it (`null`: legal). The machine's named
// guards ask these; {@link legalityError} adds the phase for any event anywhere.

/** The roller's own turn: `seat` is the seat whose turn it is. */
function notRollerError(context: WildeWikingerContext, seat: number): string | null {
  return seat === context.current ? null : `seat ${seat} is not to act`;
}

/** `rolling`: only the seat whose turn it is rolls. */
export function rollError(context: WildeWikingerContext, seat: number): string | null {
  return notRollerError(context, seat);
}

/** `choosingChestShip`: the grey chest loads a Viking ship (RULINGS R2). */
export function chestShipError(context: WildeWikingerContext, seat: number, ship: unknown): string | null {
  return (
    notRollerError(context, seat) ?? ((VIKING_SHIPS as readonly unknown[]).includes(ship) ? null : `the grey chest loads a Viking ship, not ${String(ship)}`)
  );
}

/** `choosingShip`: the grey ship moves any ship, the pirate ship too (RULINGS R6). */
export function shipChoiceError(context: WildeWikingerContext, seat: number, ship: unknown): string | null {
  return notRollerError(context, seat) ?? ((SHIPS as readonly unknown[]).includes(ship) ? null : `no ship ${String(ship)}`);
}

/** `feedingNessie`: a jewel of that colour lies on that Viking ship (RULINGS R5). */
export function nessieJewelError(context: WildeWikingerContext, seat: number, ship: unknown, jewel: unknown): string | null {
  const seatError = notRollerError(context, seat);
  if (seatError) return seatError;
  if (!(VIKING_SHIPS as readonly unknown[]).includes(ship)) return `no Viking ship ${String(ship)}`;
  return context.cargo[ship as VikingShip].includes(jewel as JewelColour) ? null : `the ${String(ship)} ship carries no ${String(jewel)} jewel`;
}

/** `auction`: the seat whose bid it is. */
export function passError(context: WildeWikingerContext, seat: number): string | null {
  const auction = context.auction!;
  return seat === auction.order[auction.next] ? null : `seat ${seat} is not to act`;
}

/** `auction`: cards of the ship's colour or jokers from the bidder's hand, beating the highest bid (RULINGS R8). */
export function bidError(context: WildeWikingerContext, seat: number, cards: unknown): string | null {
  const turnError = passError(context, seat);
  if (turnError) return turnError;
  const cardsError = handCardsError(context, seat, cards);
  if (cardsError) return cardsError;
  const ids = cards as readonly number[];
  if (ids.length === 0) return 'a bid needs at least one card (or pass)';
  const ship = context.auction!.ship;
  const wrong = ids.find((id) => !isAuctionCard(CARDS[id], ship));
  if (wrong !== undefined) return `card ${wrong} is ${CARDS[wrong].kind}: only ${ship} cards and jokers bid for the ${ship} ship`;
  const total = cardsTotal(ids);
  const high = context.auction!.high?.total ?? 0;
  return total > high ? null : `a bid of ${total} does not beat ${high}`;
}

/** `raid`: a seat yet to commit, at least one card of its hand (RULINGS R11, R12). */
export function raidBidError(context: WildeWikingerContext, seat: number, cards: unknown): string | null {
  if (!(context.raid!.bids[seat] === null)) return `seat ${seat} is not to act`;
  const cardsError = handCardsError(context, seat, cards);
  if (cardsError) return cardsError;
  return (cards as readonly number[]).length > 0 ? null : 'a raid bid needs at least one card';
}

/** Why `event` is illegal in `phase`, or `null` when the rules allow it. Never throws. */
export function legalityError(context: WildeWikingerContext, phase: Phase, event: WildeWikingerEvent): string | null {
  const n = context.players.length;
  if (!Number.isInteger(event.seat) || event.seat < 0 || event.seat >= n) return `no seat ${String(event.seat)}`;
  if (phase === 'gameOver') return 'the game is over';
  if (!seatsToAct(context, phase).includes(event.seat)) return `seat ${event.seat} is not to act`;
  switch (event.type) {
    case 'player.roll':
      return phase === 'rolling' ? rollError(context, event.seat) : `cannot roll while ${phase}`;
    case 'player.chooseShip':
      if (phase === 'choosingChestShip') return chestShipError(context, event.seat, event.ship);
      if (phase === 'choosingShip') return shipChoiceError(context, event.seat, event.ship);
      return `no ship to choose while ${phase}`;
    case 'player.feedNessie':
      return phase === 'feedingNessie' ? nessieJewelError(context, event.seat, event.ship, event.jewel) : `Nessie is not fed while ${phase}`;
    case 'player.pass':
      return phase === 'auction' ? passError(context, event.seat) : `no auction to pass in while ${phase}`;
    case 'player.bid':
      return phase === 'auction' ? bidError(context, event.seat, event.cards) : `no auction while ${phase}`;
    case 'player.commitBid':
      return phase === 'raid' ? raidBidError(context, event.seat, event.cards) : `no pirate raid while ${phase}`;
    default:
      return `unknown event ${(event as { type: string }).type}`;
  }
}

function handCardsError(context: WildeWikingerContext, seat: number, cards: unknown): string | null {
  if (!Array.isArray(cards)) return 'cards must be a list of card ids';
  if (new Set(cards).size !== cards.length) return 'a card is listed twice';
  const missing = cards.find((id) => !context.hands[seat].includes(id as number));
  return missing === undefined ? null : `card ${String(missing)} is not in seat ${seat}'s hand`;
}

// The steps of a turn. Each is pure (returns a new context, sharing what it does not change) and is one
// named action of the machine; the machine's guards make sure a step is only taken where the rules allow it.

type LogInput = LogEntry extends infer E ? (E extends LogEntry ? Omit<E, 'turn' | 'who'> & { who?: number } : never) : never;

function withLog(context: WildeWikingerContext, ...entries: LogInput[]): LogEntry[] {
  return [...context.log, ...entries.map((entry) => ({ turn: context.turn, who: context.current, ...entry }) as LogEntry)];
}

function withStat(context: WildeWikingerContext, key: keyof WildeWikingerContext['stats'], add = 1): WildeWikingerContext['stats'] {
  return { ...context.stats, [key]: context.stats[key] + add };
}

/** How to Play: the roller throws both dice. @see ./RULES.md "How to Play": always look at the treasure die first. */
export function rollDice(context: WildeWikingerContext): WildeWikingerContext {
  const [[treasure, ship], rng] = withRng(context.rng, (g) => [TREASURE_DIE[rollDie(g) - 1], SHIP_DIE[rollDie(g) - 1]] as const);
  const next = { ...context, rng, turn: context.turn + 1, dice: { treasure, ship }, lastAuction: null, lastRaid: null };
  return { ...next, log: withLog(next, { kind: 'roll', treasure, ship }) };
}

/** Jewels left in the bag. */
export function bagSize(context: Pick<WildeWikingerContext, 'bag'>): number {
  return context.bag.white + context.bag.green + context.bag.purple;
}

/** One jewel drawn blind from a non-empty bag: its colour and the bag after. */
function drawJewel(rng: RandomGenerator, bag: JewelCounts): [JewelColour, JewelCounts] {
  let r = randomInt(rng, 0, bagSize({ bag }) - 1);
  for (const colour of JEWEL_COLOURS) {
    if (r < bag[colour]) return [colour, { ...bag, [colour]: bag[colour] - 1 }];
    r -= bag[colour];
  }
  throw new IllegalMoveError('wilde-wikinger: drew from an empty bag');
}

/**
 * Treasure Die, a chest: a jewel from the bag onto `ship` (the chest's colour, or the roller's choice
 * for the grey chest).
 * @throws {IllegalMoveError} when the bag is empty (the machine ends the game instead).
 */
export function loadJewel(context: WildeWikingerContext, ship: VikingShip): WildeWikingerContext {
  const [[jewel, bag], rng] = withRng(context.rng, (g) => drawJewel(g, context.bag));
  return { ...context, rng, bag, cargo: { ...context.cargo, [ship]: [...context.cargo[ship], jewel] }, log: withLog(context, { kind: 'jewel', ship, jewel }) };
}

/**
 * Treasure Die, the card symbol: one by one, starting with the roller, each player takes two cards.
 * @see ./RULES.md "Provision Pile Used Up?": reshuffle the discard pile when needed; with both empty, nothing is drawn.
 */
export function drawCardsForAll(context: WildeWikingerContext): WildeWikingerContext {
  const n = context.players.length;
  const rng = rngFromState(context.rng);
  const hands = context.hands.slice();
  let provision = context.provision.slice();
  let discard = context.discard;
  let reshuffles = 0;
  const entries: LogInput[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (context.current + k) % n;
    const hand = hands[seat].slice();
    let drawn = 0;
    let reshuffled = false;
    for (let i = 0; i < CARDS_PER_DRAW; i++) {
      if (provision.length === 0 && discard.length > 0) {
        provision = shuffle(rng, discard);
        discard = [];
        reshuffles += 1;
        reshuffled = true;
      }
      const card = provision.pop();
      if (card === undefined) break;
      hand.push(card);
      drawn += 1;
    }
    hands[seat] = hand.sort((a, b) => a - b);
    entries.push({ kind: 'draw', who: seat, cards: drawn, reshuffled });
  }
  return {
    ...context,
    rng: rng.getState(),
    hands,
    provision,
    discard,
    stats: reshuffles ? withStat(context, 'reshuffles', reshuffles) : context.stats,
    log: withLog(context, ...entries),
  };
}

/** Ship Die: `ship` one square towards the village (it may reach the landing stage). */
export function moveShip(context: WildeWikingerContext, ship: Ship): WildeWikingerContext {
  const position = context.positions[ship] + 1;
  return { ...context, positions: { ...context.positions, [ship]: position }, log: withLog(context, { kind: 'move', ship, position }) };
}

/** The ship on the landing stage of the Viking village, if one has just arrived. */
export function shipAtVillage(context: WildeWikingerContext): Ship | undefined {
  return SHIPS.find((ship) => context.positions[ship] === LANDING_STAGE);
}

/** Some Viking ship carries a jewel (so Nessie has something to take). */
export function hasLoadedShip(context: WildeWikingerContext): boolean {
  return VIKING_SHIPS.some((ship) => context.cargo[ship].length > 0);
}

/** Ship Die, Nessie: the roller moves a jewel of their choice from a Viking ship onto Nessie (RULINGS R5). */
export function feedNessie(context: WildeWikingerContext, ship: VikingShip, jewel: JewelColour): WildeWikingerContext {
  const cargo = context.cargo[ship].slice();
  cargo.splice(cargo.lastIndexOf(jewel), 1);
  return { ...context, cargo: { ...context.cargo, [ship]: cargo }, nessie: [...context.nessie, jewel], log: withLog(context, { kind: 'nessie', ship, jewel }) };
}

/** An empty Viking ship at the village has nothing to auction: it returns to start (RULINGS R7). */
export function returnEmptyShip(context: WildeWikingerContext): WildeWikingerContext {
  const ship = shipAtVillage(context) as VikingShip;
  return {
    ...context,
    positions: { ...context.positions, [ship]: 0 },
    stats: withStat(context, 'emptyArrivals'),
    log: withLog(context, { kind: 'emptyArrival', ship }),
  };
}

/** Ship Reaches the Viking Village: the auction opens, the mover bids first, then clockwise (RULINGS R8). */
export function startAuction(context: WildeWikingerContext): WildeWikingerContext {
  const n = context.players.length;
  const ship = shipAtVillage(context) as VikingShip;
  return {
    ...context,
    auction: { ship, order: Array.from({ length: n }, (_, k) => (context.current + k) % n), next: 0, bids: Array.from({ length: n }, () => null), high: null },
  };
}

function withoutCards(hand: readonly number[], cards: readonly number[]): number[] {
  return hand.filter((id) => !cards.includes(id));
}

/** An auction bid (`cards` non-empty) or a pass (`[]`): the cards lie face up in front of the bidder (RULINGS R10). */
export function placeAuctionBid(context: WildeWikingerContext, seat: number, cards: readonly number[]): WildeWikingerContext {
  const auction = context.auction!;
  const bids = auction.bids.slice();
  bids[seat] = [...cards];
  const total = cardsTotal(cards);
  const hands = context.hands.slice();
  hands[seat] = withoutCards(hands[seat], cards);
  return {
    ...context,
    hands,
    auction: { ...auction, bids, next: auction.next + 1, high: cards.length > 0 ? { seat, total } : auction.high },
    log: withLog(
      context,
      cards.length > 0 ? { kind: 'bid', who: seat, ship: auction.ship, cards: [...cards], total } : { kind: 'pass', who: seat, ship: auction.ship },
    ),
  };
}

/** Every seat has bid or passed. */
export function isAuctionComplete(context: WildeWikingerContext): boolean {
  return context.auction!.next >= context.auction!.order.length;
}

/**
 * The auction's result: the highest bid takes the ship's jewels and discards its cards; the others take
 * theirs back; nobody bidding leaves the jewels on the ship (RULINGS R9). The ship returns to start.
 */
export function settleAuction(context: WildeWikingerContext): WildeWikingerContext {
  const auction = context.auction!;
  const winner = auction.high?.seat ?? null;
  const jewels = winner === null ? [] : context.cargo[auction.ship];
  const hands = context.hands.slice();
  const discard = context.discard.slice();
  for (const [bidder, bid] of auction.bids.entries()) {
    if (bidder === winner) discard.push(...bid!);
    else if (bid!.length > 0) hands[bidder] = [...hands[bidder], ...bid!].sort((a, b) => a - b);
  }
  let won = context.jewels;
  if (winner !== null) {
    const counts = { ...won[winner] };
    for (const jewel of jewels) counts[jewel] += 1;
    won = won.map((c, seat) => (seat === winner ? counts : c));
  }
  const result = { ship: auction.ship, winner, total: auction.high?.total ?? 0, jewels: [...jewels], bids: auction.bids.map((bid) => [...bid!]) };
  return {
    ...context,
    hands,
    discard,
    jewels: won,
    cargo: winner === null ? context.cargo : { ...context.cargo, [auction.ship]: [] },
    stats: withStat(context, winner === null ? 'auctionsNoBid' : 'auctionsWon'),
    lastAuction: result,
    log: withLog(context, { kind: 'auction', result }),
    positions: { ...context.positions, [auction.ship]: 0 },
    auction: null,
  };
}

/** Pirate Ship Reaches the Viking Village: every seat bids face down; a seat without cards is committed at once (RULINGS R12). */
export function startRaid(context: WildeWikingerContext): WildeWikingerContext {
  return { ...context, stats: withStat(context, 'pirateRaids'), raid: { bids: context.hands.map((hand) => (hand.length === 0 ? [] : null)) } };
}

/** A face-down raid bid: the cards leave the hand, unseen by the others until the reveal (RULINGS R11). */
export function commitRaidBid(context: WildeWikingerContext, seat: number, cards: readonly number[]): WildeWikingerContext {
  const bids = context.raid!.bids.slice();
  bids[seat] = [...cards];
  const hands = context.hands.slice();
  hands[seat] = withoutCards(hands[seat], cards);
  return { ...context, hands, raid: { bids }, log: withLog(context, { kind: 'commit', who: seat }) };
}

/** Every seat has committed its face-down bid. */
export function isRaidComplete(context: WildeWikingerContext): boolean {
  return context.raid!.bids.every((bid) => bid !== null);
}

/**
 * The reveal: the lowest total (0 for a seat without cards) draws a pirate tile, all tied lowest do, in turn
 * order from the mover; when fewer tiles are left than seats to draw, none of them draws (RULINGS R13).
 * All bid cards go to the discard pile; the pirate ship returns.
 * @see ./RULES.md "Pirate Ship Reaches the Viking Village": "not sufficient pirate tiles left ... they don't have to draw"
 */
export function revealRaid(context: WildeWikingerContext): WildeWikingerContext {
  const n = context.players.length;
  const bids = context.raid!.bids.map((bid) => bid!);
  const totals = bids.map(cardsTotal);
  const min = Math.min(...totals);
  const lowest = Array.from({ length: n }, (_, k) => (context.current + k) % n).filter((seat) => totals[seat] === min);
  const tiles: (number | null)[] = bids.map(() => null);
  const pile = context.pirateTiles.slice();
  const taken = context.tiles.slice();
  if (pile.length >= lowest.length) {
    for (const seat of lowest) {
      const tile = pile.pop()!;
      taken[seat] = [...taken[seat], tile];
      tiles[seat] = tile;
    }
  }
  const drawn = tiles.filter((tile) => tile !== null).length;
  const result = { bids: bids.map((bid) => [...bid]), totals, lowest, tiles };
  return {
    ...context,
    pirateTiles: pile,
    tiles: taken,
    discard: [...context.discard, ...bids.flat()],
    stats: withStat(context, 'pirateTilesDrawn', drawn),
    lastRaid: result,
    log: withLog(context, { kind: 'raid', result }),
    positions: { ...context.positions, pirate: 0 },
    raid: null,
  };
}

/** The turn passes clockwise. */
export function passTurn(context: WildeWikingerContext): WildeWikingerContext {
  return { ...context, current: (context.current + 1) % context.players.length };
}

/**
 * End of the Game: a treasure chest rolled with the bag empty (RULINGS R15). Nessie's jewels go to the
 * highest hand total; every tied seat gets their full value (RULINGS R16).
 */
export function awardNessie(context: WildeWikingerContext): WildeWikingerContext {
  const winners = nessieWinners(context);
  return {
    ...context,
    nessieWinners: winners,
    stats: winners.length > 0 && context.nessie.length > 0 ? withStat(context, 'nessieAwards') : context.stats,
    log: withLog(context, { kind: 'gameOver', nessieWinners: winners, nessie: [...context.nessie] }),
  };
}

/**
 * Seats with the highest hand total: every seat tied for it, also when that total is 0 because every hand
 * is empty (RULINGS R16). Never empty.
 * @see ./RULES.md "The Jewels of the Lake Monster Nessie"
 */
export function nessieWinners(context: Pick<WildeWikingerContext, 'hands'>): number[] {
  const totals = context.hands.map(cardsTotal);
  const max = Math.max(...totals);
  return totals.flatMap((total, seat) => (total === max ? [seat] : []));
}

/**
 * Scoring: white 3, green 2, purple 1, Nessie's jewels for her winners, minus pirate tiles.
 * Breakdown keys: `white`, `green`, `purple`, `nessie` (points), `pirateTiles` (negative); they sum to `total`.
 * Before the end (`gameOver`) Nessie counts 0 and `winners` is empty. Ties share the win (and the rank).
 */
export function scoreSheet(state: WildeWikingerState): ScoreSheet {
  const { context } = state;
  const over = phaseOf(state) === 'gameOver';
  const nessie = context.nessieWinners ?? [];
  const partial = context.players.map((player, seat) => {
    const jewels = context.jewels[seat];
    const breakdown = {
      white: jewels.white * JEWEL_POINTS.white,
      green: jewels.green * JEWEL_POINTS.green,
      purple: jewels.purple * JEWEL_POINTS.purple,
      nessie: nessie.includes(seat) ? jewelPoints(context.nessie) : 0,
      // 0 - sum, not -sum: no tiles is 0, not -0 (which JSON and a page would show as 0 but `Object.is` not).
      pirateTiles: 0 - context.tiles[seat].reduce((sum, id) => sum + PIRATE_TILES[id], 0),
    };
    const total = Object.values(breakdown).reduce((a, b) => a + b, 0);
    return { seat, name: player.name, total, breakdown };
  });
  const lines: SeatScore[] = partial.map((line) => ({ ...line, rank: 1 + partial.filter((other) => other.total > line.total).length }));
  const best = Math.max(...lines.map((line) => line.total));
  return { lines, winners: over ? lines.filter((line) => line.total === best).map((line) => line.seat) : [], final: over };
}
