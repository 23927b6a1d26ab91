/**
 * Wilde Wikinger machen fette Beute: the rules as pure functions over a plain-JSON context.
 * The machine (wilde-wikinger.machine.ts) calls {@link applyEvent} and routes by {@link phaseOf};
 * every random draw goes through the seeded generator kept in `context.rng`.
 * @see ./RULES.md
 * @see ./RULINGS.md for every decision the rulebook leaves open.
 */
import { randomInt, rngFromState, rollDie, seedRng, shuffle, type RandomGenerator } from '../kit/rng.js';
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
import type {
  JewelCounts,
  LogEntry,
  Phase,
  WildeWikingerContext,
  WildeWikingerEvent,
  WildeWikingerInput,
  WildeWikingerMove,
} from './wilde-wikinger.types.js';

/** Thrown by {@link applyEvent} for a move the rules do not allow; the message says what was wrong. */
export class IllegalMoveError extends Error {
  override name = 'IllegalMoveError';
}

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
  const deck = shuffle(rng, CARDS.map((card) => card.id));
  const hands = Array.from({ length: n }, () => [] as number[]);
  // Dealt one at a time round the table, as at a real table; the order does not change the odds.
  for (let round = 0; round < HAND_SIZE; round++) for (const hand of hands) hand.push(deck.pop()!);
  const ctx: Ctx = {
    players: input.players.map((p) => ({ ...p, seat: { ...p.seat } })) as Ctx['players'],
    rng: [],
    current: 0,
    turn: 0,
    dice: null,
    pending: null,
    positions: { yellow: 0, red: 0, blue: 0, pirate: 0 },
    cargo: { yellow: [], red: [], blue: [] },
    bag: { white: JEWELS_PER_COLOUR, green: JEWELS_PER_COLOUR, purple: JEWELS_PER_COLOUR },
    nessie: [],
    hands: hands.map((hand) => hand.sort((a, b) => a - b)),
    provision: deck,
    discard: [],
    pirateTiles: shuffle(rng, PIRATE_TILES.map((_, id) => id)),
    jewels: hands.map(() => ({ ...NO_JEWELS })),
    tiles: hands.map(() => []),
    auction: null,
    raid: null,
    lastAuction: null,
    lastRaid: null,
    nessieWinners: null,
    over: false,
    stats: { auctionsWon: 0, auctionsNoBid: 0, emptyArrivals: 0, pirateRaids: 0, pirateTilesDrawn: 0, nessieAwards: 0, reshuffles: 0 },
    log: [],
  };
  for (const ship of VIKING_SHIPS) for (let i = 0; i < SETUP_JEWELS_PER_SHIP; i++) ctx.cargo[ship].push(drawJewel(ctx, rng));
  ctx.rng = [...rng.getState()];
  return ctx;
}

/** The machine state a context belongs in; the machine routes every transition by it. */
export function phaseOf(context: WildeWikingerContext): Phase {
  if (context.over) return 'gameOver';
  if (context.raid) return 'raid';
  if (context.auction) return 'auction';
  if (context.pending === 'chestShip') return 'choosingChestShip';
  if (context.pending === 'shipChoice') return 'choosingShip';
  if (context.pending === 'nessie') return 'feedingNessie';
  return 'rolling';
}

/**
 * Seats that must act now: the roller, the auction's next bidder, or every seat yet to commit a raid bid
 * (in seat order). Empty when the game is over. Takes the context; with a snapshot use `wildeWikinger.toAct(snapshot)`.
 */
export function seatsToAct(context: WildeWikingerContext): number[] {
  switch (phaseOf(context)) {
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

/** Why `event` is illegal now, or `null` when the rules allow it. Never throws. */
export function legalityError(context: WildeWikingerContext, event: WildeWikingerEvent): string | null {
  const phase = phaseOf(context);
  const n = context.players.length;
  if (!Number.isInteger(event.seat) || event.seat < 0 || event.seat >= n) return `no seat ${String(event.seat)}`;
  if (phase === 'gameOver') return 'the game is over';
  if (!seatsToAct(context).includes(event.seat)) return `seat ${event.seat} is not to act`;
  switch (event.type) {
    case 'player.roll':
      return phase === 'rolling' ? null : `cannot roll while ${phase}`;
    case 'player.chooseShip':
      if (phase === 'choosingChestShip') return (VIKING_SHIPS as readonly string[]).includes(event.ship) ? null : `the grey chest loads a Viking ship, not ${String(event.ship)}`;
      if (phase === 'choosingShip') return (SHIPS as readonly string[]).includes(event.ship) ? null : `no ship ${String(event.ship)}`;
      return `no ship to choose while ${phase}`;
    case 'player.feedNessie':
      if (phase !== 'feedingNessie') return `Nessie is not fed while ${phase}`;
      if (!(VIKING_SHIPS as readonly string[]).includes(event.ship)) return `no Viking ship ${String(event.ship)}`;
      return context.cargo[event.ship].includes(event.jewel) ? null : `the ${event.ship} ship carries no ${String(event.jewel)} jewel`;
    case 'player.pass':
      return phase === 'auction' ? null : `no auction to pass in while ${phase}`;
    case 'player.bid': {
      if (phase !== 'auction') return `no auction while ${phase}`;
      const cardsError = handCardsError(context, event.seat, event.cards);
      if (cardsError) return cardsError;
      if (event.cards.length === 0) return 'a bid needs at least one card (or pass)';
      const ship = context.auction!.ship;
      const wrong = event.cards.find((id) => !isAuctionCard(CARDS[id], ship));
      if (wrong !== undefined) return `card ${wrong} is ${CARDS[wrong].kind}: only ${ship} cards and jokers bid for the ${ship} ship`;
      const total = cardsTotal(event.cards);
      const high = context.auction!.high?.total ?? 0;
      return total > high ? null : `a bid of ${total} does not beat ${high}`;
    }
    case 'player.commitBid': {
      if (phase !== 'raid') return `no pirate raid while ${phase}`;
      const cardsError = handCardsError(context, event.seat, event.cards);
      if (cardsError) return cardsError;
      return event.cards.length > 0 ? null : 'a raid bid needs at least one card';
    }
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

/**
 * The context after `event`: the move itself and everything that follows without a choice (dice, bag
 * draws, card draws, arrivals, auction and raid resolution, the next turn, the end of the game).
 * Pure: `context` is not changed.
 * @throws {IllegalMoveError} when {@link legalityError} finds the event illegal.
 */
export function applyEvent(context: WildeWikingerContext, event: WildeWikingerEvent): WildeWikingerContext {
  const error = legalityError(context, event);
  if (error !== null) throw new IllegalMoveError(`wilde-wikinger: ${event.type}: ${error}`);
  // The context is plain JSON by contract, so a JSON round trip is a faithful deep copy.
  const ctx = JSON.parse(JSON.stringify(context)) as Ctx;
  const rng = rngFromState(ctx.rng);
  switch (event.type) {
    case 'player.roll':
      roll(ctx, rng);
      break;
    case 'player.chooseShip':
      if (ctx.pending === 'chestShip') {
        ctx.pending = null;
        loadJewel(ctx, rng, event.ship as VikingShip);
        if (!ctx.over) resolveShipDie(ctx, rng);
      } else {
        ctx.pending = null;
        moveShip(ctx, rng, event.ship);
      }
      break;
    case 'player.feedNessie': {
      ctx.pending = null;
      const cargo = ctx.cargo[event.ship];
      cargo.splice(cargo.lastIndexOf(event.jewel), 1);
      ctx.nessie.push(event.jewel);
      log(ctx, { kind: 'nessie', ship: event.ship, jewel: event.jewel });
      endTurn(ctx);
      break;
    }
    case 'player.bid':
    case 'player.pass':
      auctionAct(ctx, event.seat, event.type === 'player.bid' ? [...event.cards] : []);
      break;
    case 'player.commitBid':
      takeFromHand(ctx, event.seat, event.cards);
      ctx.raid!.bids[event.seat] = [...event.cards];
      log(ctx, { kind: 'commit', who: event.seat });
      if (ctx.raid!.bids.every((bid) => bid !== null)) resolveRaid(ctx);
      break;
  }
  ctx.rng = [...rng.getState()];
  return ctx;
}

type LogInput = LogEntry extends infer E ? (E extends LogEntry ? Omit<E, 'turn' | 'who'> & { who?: number } : never) : never;

function log(ctx: Ctx, entry: LogInput): void {
  ctx.log.push({ turn: ctx.turn, who: ctx.current, ...entry } as Draft<LogEntry>);
}

/** Treasure Die, then Ship Die. @see ./RULES.md "How to Play": always look at the treasure die first. */
function roll(ctx: Ctx, rng: RandomGenerator): void {
  ctx.turn += 1;
  const treasure = TREASURE_DIE[rollDie(rng) - 1];
  const ship = SHIP_DIE[rollDie(rng) - 1];
  ctx.dice = { treasure, ship };
  ctx.lastAuction = null;
  ctx.lastRaid = null;
  log(ctx, { kind: 'roll', treasure, ship });
  if (treasure === 'cards') {
    drawForAll(ctx, rng);
  } else if (bagSize(ctx) === 0) {
    endGame(ctx);
    return;
  } else if (treasure === 'grey') {
    ctx.pending = 'chestShip';
    return;
  } else {
    loadJewel(ctx, rng, treasure);
  }
  resolveShipDie(ctx, rng);
}

function bagSize(ctx: { bag: JewelCounts }): number {
  return ctx.bag.white + ctx.bag.green + ctx.bag.purple;
}

/** One jewel drawn blind from the bag. The caller makes sure the bag is not empty. */
function drawJewel(ctx: Ctx, rng: RandomGenerator): JewelColour {
  let r = randomInt(rng, 0, bagSize(ctx) - 1);
  for (const colour of JEWEL_COLOURS) {
    if (r < ctx.bag[colour]) {
      ctx.bag[colour] -= 1;
      return colour;
    }
    r -= ctx.bag[colour];
  }
  throw new IllegalMoveError('wilde-wikinger: drew from an empty bag');
}

/** Treasure Die, a chest: a jewel from the bag onto `ship`. */
function loadJewel(ctx: Ctx, rng: RandomGenerator, ship: VikingShip): void {
  const jewel = drawJewel(ctx, rng);
  ctx.cargo[ship].push(jewel);
  log(ctx, { kind: 'jewel', ship, jewel });
}

/**
 * Treasure Die, the card symbol: one by one, starting with the roller, each player takes two cards.
 * @see ./RULES.md "Provision Pile Used Up?": reshuffle the discard pile when needed; with both empty, nothing is drawn.
 */
function drawForAll(ctx: Ctx, rng: RandomGenerator): void {
  const n = ctx.players.length;
  for (let k = 0; k < n; k++) {
    const seat = (ctx.current + k) % n;
    let drawn = 0;
    let reshuffled = false;
    for (let i = 0; i < CARDS_PER_DRAW; i++) {
      if (ctx.provision.length === 0 && ctx.discard.length > 0) {
        ctx.provision = shuffle(rng, ctx.discard);
        ctx.discard = [];
        ctx.stats.reshuffles += 1;
        reshuffled = true;
      }
      const card = ctx.provision.pop();
      if (card === undefined) break;
      ctx.hands[seat].push(card);
      drawn += 1;
    }
    ctx.hands[seat].sort((a, b) => a - b);
    log(ctx, { kind: 'draw', who: seat, cards: drawn, reshuffled });
  }
}

/** Ship Die. */
function resolveShipDie(ctx: Ctx, rng: RandomGenerator): void {
  const face = ctx.dice!.ship;
  if (face === 'grey') {
    ctx.pending = 'shipChoice';
  } else if (face === 'nessie') {
    if (VIKING_SHIPS.some((ship) => ctx.cargo[ship].length > 0)) ctx.pending = 'nessie';
    else endTurn(ctx);
  } else {
    moveShip(ctx, rng, face);
  }
}

/** A ship one square towards the village; on the landing stage it arrives. */
function moveShip(ctx: Ctx, rng: RandomGenerator, ship: Ship): void {
  ctx.positions[ship] += 1;
  log(ctx, { kind: 'move', ship, position: ctx.positions[ship] });
  if (ctx.positions[ship] < LANDING_STAGE) {
    endTurn(ctx);
  } else if (ship === 'pirate') {
    startRaid(ctx);
  } else if (ctx.cargo[ship].length === 0) {
    // RULINGS: an empty ship has nothing to auction; it returns to start.
    ctx.positions[ship] = 0;
    ctx.stats.emptyArrivals += 1;
    log(ctx, { kind: 'emptyArrival', ship });
    endTurn(ctx);
  } else {
    const n = ctx.players.length;
    ctx.auction = {
      ship,
      order: Array.from({ length: n }, (_, k) => (ctx.current + k) % n),
      next: 0,
      bids: Array.from({ length: n }, () => null),
      high: null,
    };
  }
}

function takeFromHand(ctx: Ctx, seat: number, cards: readonly number[]): void {
  ctx.hands[seat] = ctx.hands[seat].filter((id) => !cards.includes(id));
}

/** Ship Reaches the Viking Village: a bid or a pass, then the next bidder or the result. */
function auctionAct(ctx: Ctx, seat: number, cards: number[]): void {
  const auction = ctx.auction!;
  takeFromHand(ctx, seat, cards);
  auction.bids[seat] = cards;
  if (cards.length > 0) {
    const total = cardsTotal(cards);
    auction.high = { seat, total };
    log(ctx, { kind: 'bid', who: seat, ship: auction.ship, cards, total });
  } else {
    log(ctx, { kind: 'pass', who: seat, ship: auction.ship });
  }
  auction.next += 1;
  if (auction.next < auction.order.length) return;
  const winner = auction.high?.seat ?? null;
  const jewels = winner === null ? [] : ctx.cargo[auction.ship];
  for (const [bidder, bid] of auction.bids.entries()) {
    if (bidder === winner) ctx.discard.push(...bid!);
    else ctx.hands[bidder] = [...ctx.hands[bidder], ...bid!].sort((a, b) => a - b);
  }
  if (winner === null) {
    ctx.stats.auctionsNoBid += 1;
  } else {
    for (const jewel of jewels) ctx.jewels[winner][jewel] += 1;
    ctx.cargo[auction.ship] = [];
    ctx.stats.auctionsWon += 1;
  }
  const result = { ship: auction.ship, winner, total: auction.high?.total ?? 0, jewels: [...jewels], bids: auction.bids.map((bid) => [...bid!]) };
  ctx.lastAuction = result;
  log(ctx, { kind: 'auction', result });
  ctx.positions[auction.ship] = 0;
  ctx.auction = null;
  endTurn(ctx);
}

/** Pirate Ship Reaches the Viking Village: every seat bids face down; a seat without cards is committed at once. */
function startRaid(ctx: Ctx): void {
  ctx.stats.pirateRaids += 1;
  ctx.raid = { bids: ctx.hands.map((hand) => (hand.length === 0 ? [] : null)) };
  if (ctx.raid.bids.every((bid) => bid !== null)) resolveRaid(ctx);
}

/**
 * The reveal: the lowest total (0 for a seat without cards) draws a pirate tile, all tied lowest do, in turn
 * order from the mover; when fewer tiles are left than seats to draw, none of them draws (RULINGS R13).
 * All bid cards go to the discard pile; the pirate ship returns.
 * @see ./RULES.md "Pirate Ship Reaches the Viking Village": "not sufficient pirate tiles left ... they don't have to draw"
 */
function resolveRaid(ctx: Ctx): void {
  const n = ctx.players.length;
  const bids = ctx.raid!.bids.map((bid) => bid!);
  const totals = bids.map(cardsTotal);
  const min = Math.min(...totals);
  const lowest = Array.from({ length: n }, (_, k) => (ctx.current + k) % n).filter((seat) => totals[seat] === min);
  const tiles: (number | null)[] = bids.map(() => null);
  if (ctx.pirateTiles.length >= lowest.length) {
    for (const seat of lowest) {
      const tile = ctx.pirateTiles.pop()!;
      ctx.tiles[seat].push(tile);
      tiles[seat] = tile;
      ctx.stats.pirateTilesDrawn += 1;
    }
  }
  for (const bid of bids) ctx.discard.push(...bid);
  const result = { bids: bids.map((bid) => [...bid]), totals, lowest, tiles };
  ctx.lastRaid = result;
  log(ctx, { kind: 'raid', result });
  ctx.positions.pirate = 0;
  ctx.raid = null;
  endTurn(ctx);
}

function endTurn(ctx: Ctx): void {
  ctx.pending = null;
  ctx.current = (ctx.current + 1) % ctx.players.length;
}

/**
 * End of the Game: a treasure chest rolled with the bag empty. Nessie's jewels go to the highest hand
 * total; every tied seat gets their full value (RULINGS: nobody when every hand is empty).
 */
function endGame(ctx: Ctx): void {
  ctx.over = true;
  ctx.pending = null;
  const winners = nessieWinners(ctx);
  ctx.nessieWinners = winners;
  if (winners.length > 0 && ctx.nessie.length > 0) ctx.stats.nessieAwards += 1;
  log(ctx, { kind: 'gameOver', nessieWinners: winners, nessie: [...ctx.nessie] });
}

/** Seats with the highest hand total, or none when that total is 0. @see ./RULES.md "The Jewels of the Lake Monster Nessie" */
export function nessieWinners(context: Pick<WildeWikingerContext, 'hands'>): number[] {
  const totals = context.hands.map(cardsTotal);
  const max = Math.max(...totals);
  if (max <= 0) return [];
  return totals.flatMap((total, seat) => (total === max ? [seat] : []));
}

/**
 * Scoring: white 3, green 2, purple 1, Nessie's jewels for her winners, minus pirate tiles.
 * Breakdown keys: `white`, `green`, `purple`, `nessie` (points), `pirateTiles` (negative); they sum to `total`.
 * Before the end Nessie counts 0 and `winners` is empty. Ties share the win (and the rank).
 */
export function scoreSheet(context: WildeWikingerContext): ScoreSheet {
  const nessie = context.nessieWinners ?? [];
  const partial = context.players.map((player, seat) => {
    const jewels = context.jewels[seat];
    const breakdown = {
      white: jewels.white * JEWEL_POINTS.white,
      green: jewels.green * JEWEL_POINTS.green,
      purple: jewels.purple * JEWEL_POINTS.purple,
      nessie: nessie.includes(seat) ? jewelPoints(context.nessie) : 0,
      pirateTiles: -context.tiles[seat].reduce((sum, id) => sum + PIRATE_TILES[id], 0),
    };
    const total = Object.values(breakdown).reduce((a, b) => a + b, 0);
    return { seat, name: player.name, total, breakdown };
  });
  const lines: SeatScore[] = partial.map((line) => ({ ...line, rank: 1 + partial.filter((other) => other.total > line.total).length }));
  const best = Math.max(...lines.map((line) => line.total));
  return { lines, winners: context.over ? lines.filter((line) => line.total === best).map((line) => line.seat) : [], final: context.over };
}

/**
 * Conservation and consistency: 36 jewels (12 a colour), 80 cards and 15 pirate tiles each exactly once;
 * ships on the track; auction and raid state consistent. One message per violation.
 */
export function checkInvariants(context: WildeWikingerContext): string[] {
  const errors: string[] = [];
  for (const colour of JEWEL_COLOURS) {
    const onShips = VIKING_SHIPS.reduce((sum, ship) => sum + context.cargo[ship].filter((j) => j === colour).length, 0);
    const held = context.jewels.reduce((sum, jewels) => sum + jewels[colour], 0);
    const total = context.bag[colour] + onShips + context.nessie.filter((j) => j === colour).length + held;
    if (total !== JEWELS_PER_COLOUR) errors.push(`${colour} jewels: ${total}, expected ${JEWELS_PER_COLOUR}`);
    if (context.bag[colour] < 0 || context.jewels.some((jewels) => jewels[colour] < 0)) errors.push(`${colour} jewels: a negative count`);
  }
  const cards = [
    ...context.hands.flat(),
    ...context.provision,
    ...context.discard,
    ...(context.auction?.bids.flatMap((bid) => bid ?? []) ?? []),
    ...(context.raid?.bids.flatMap((bid) => bid ?? []) ?? []),
  ];
  const seen = new Set(cards);
  if (cards.length !== CARDS.length || seen.size !== CARDS.length || cards.some((id) => !(id >= 0 && id < CARDS.length))) {
    errors.push(`cards: ${cards.length} placed, ${seen.size} distinct, expected each of ${CARDS.length} once`);
  }
  const tiles = [...context.pirateTiles, ...context.tiles.flat()];
  if (tiles.length !== PIRATE_TILES.length || new Set(tiles).size !== PIRATE_TILES.length) {
    errors.push(`pirate tiles: ${tiles.length} placed, expected each of ${PIRATE_TILES.length} once`);
  }
  for (const ship of SHIPS) {
    const position = context.positions[ship];
    const arrived = ship === 'pirate' ? context.raid !== null : context.auction?.ship === ship;
    if (!(position >= 0 && position <= LANDING_STAGE) || (position === LANDING_STAGE) !== arrived) {
      errors.push(`${ship} ship at ${position} ${arrived ? 'during' : 'without'} its arrival`);
    }
  }
  if (context.auction) {
    const { auction } = context;
    const totals = auction.bids.map((bid) => cardsTotal(bid ?? []));
    const high = auction.high?.total ?? 0;
    if (Math.max(...totals) !== high) errors.push(`auction: high bid ${high} but bids total ${totals.join(',')}`);
    if (auction.bids.some((bid) => bid?.some((id) => !isAuctionCard(CARDS[id], auction.ship)))) errors.push('auction: a card of another colour was bid');
  }
  if (context.raid && context.raid.bids.some((bid, seat) => bid !== null && bid.length === 0 && context.hands[seat].length > 0)) {
    errors.push('raid: an empty bid from a seat holding cards');
  }
  if (context.over && context.nessieWinners === null) errors.push('game over without a Nessie award');
  if (!(context.current >= 0 && context.current < context.players.length)) errors.push(`current seat ${context.current} out of range`);
  return errors;
}

/**
 * Card subsets worth offering as bids. Cards of one kind and value are interchangeable, so a bid is
 * enumerated by how many 1s, 2s and 3s it uses; within a value the cards are taken in `preference` order
 * (cards to spend first). Only subsets with at least one card and a total of at least `minTotal`.
 */
export function enumerateBids(cards: readonly number[], preference: (a: number, b: number) => number, minTotal: number): number[][] {
  const byValue = [1, 2, 3].map((value) => cards.filter((id) => CARDS[id].value === value).sort(preference));
  const bids: number[][] = [];
  for (let ones = 0; ones <= byValue[0].length; ones++) {
    for (let twos = 0; twos <= byValue[1].length; twos++) {
      for (let threes = 0; threes <= byValue[2].length; threes++) {
        const total = ones + 2 * twos + 3 * threes;
        if (ones + twos + threes === 0 || total < minTotal) continue;
        bids.push([...byValue[0].slice(0, ones), ...byValue[1].slice(0, twos), ...byValue[2].slice(0, threes)]);
      }
    }
  }
  return bids.sort((a, b) => cardsTotal(a) - cardsTotal(b) || a.length - b.length);
}

/** Spend ship-colour cards before jokers (jokers bid for any ship), then by id. */
function auctionPreference(a: number, b: number): number {
  return Number(CARDS[a].kind === 'joker') - Number(CARDS[b].kind === 'joker') || a - b;
}

/** Spend colour cards before jokers, and of the colour held most (keeps the hand varied), then by id. */
function raidPreference(hand: readonly number[]): (a: number, b: number) => number {
  const held = (id: number) => hand.filter((other) => CARDS[other].kind === CARDS[id].kind).length;
  return (a, b) => Number(CARDS[a].kind === 'joker') - Number(CARDS[b].kind === 'joker') || held(b) - held(a) || a - b;
}

/**
 * Every legal move of `seat` now (default: the first seat to act). Bids are the sensible subsets of
 * {@link enumerateBids}; the machine accepts any legal subset of card ids.
 */
export function legalMoves(context: WildeWikingerContext, seat: number = seatsToAct(context)[0]): WildeWikingerMove[] {
  if (seat === undefined || !seatsToAct(context).includes(seat)) return [];
  switch (phaseOf(context)) {
    case 'rolling':
      return [{ type: 'player.roll', seat }];
    case 'choosingChestShip':
      return VIKING_SHIPS.map((ship) => ({ type: 'player.chooseShip', seat, ship }));
    case 'choosingShip':
      return SHIPS.map((ship) => ({ type: 'player.chooseShip', seat, ship }));
    case 'feedingNessie':
      return VIKING_SHIPS.flatMap((ship) =>
        JEWEL_COLOURS.filter((jewel) => context.cargo[ship].includes(jewel)).map((jewel) => ({ type: 'player.feedNessie' as const, seat, ship, jewel })),
      );
    case 'auction': {
      const { ship, high } = context.auction!;
      const eligible = context.hands[seat].filter((id) => isAuctionCard(CARDS[id], ship));
      const bids = enumerateBids(eligible, auctionPreference, (high?.total ?? 0) + 1);
      return [{ type: 'player.pass', seat }, ...bids.map((cards) => ({ type: 'player.bid' as const, seat, cards }))];
    }
    case 'raid': {
      const hand = context.hands[seat];
      return enumerateBids(hand, raidPreference(hand), 1).map((cards) => ({ type: 'player.commitBid' as const, seat, cards }));
    }
    default:
      return [];
  }
}
