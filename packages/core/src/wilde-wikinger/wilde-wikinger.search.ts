/**
 * Wilde Wikinger's strongest bot, `search`: flat Monte Carlo with UCB1 at the root (../kit/search.ts) over a
 * shortlist of the legal moves, with determinization: each playout starts from a table sampled from what the seat
 * can know (the other hands, their face-down raid bids, the provision pile and the pirate tiles dealt at random from
 * the cards and tiles it has not seen; the dice from a generator it seeds itself), never from the hidden facts. The
 * playouts run on a light simulator (the rules functions called directly, the machine's transitions restated in
 * {@link step}), every seat played by the level-3 heuristic (its auctions from fewer sampled hands), and stop a few rolls on, valued by points plus the
 * worth of the cards in hand against the best other, or by the result when the game ends first.
 * @see ./RULES.md "How to Play"
 */
import type { Bot } from '../kit/game-module.js';
import { rngFromState, seedRng, shuffle, type RandomGenerator } from '../kit/rng.js';
import { marginValue, searchMove, type SearchModel, type SearchResult } from '../kit/search.js';
import { chooseHeuristic, heuristicBot, unseenCards } from './wilde-wikinger.bots.js';
import { PIRATE_TILES, type Ship, type VikingShip } from './wilde-wikinger.components.js';
import { legalMoves } from './wilde-wikinger.legal-moves.js';
import {
  awardNessie,
  bagSize,
  cardsTotal,
  commitRaidBid,
  drawCardsForAll,
  feedNessie,
  hasLoadedShip,
  isAuctionComplete,
  isRaidComplete,
  loadJewel,
  moveShip,
  passTurn,
  placeAuctionBid,
  returnEmptyShip,
  revealRaid,
  rollDice,
  scoreSheet,
  seatsToAct,
  settleAuction,
  shipAtVillage,
  startAuction,
  startRaid,
} from './wilde-wikinger.rules.js';
import type { Phase, WildeWikingerContext, WildeWikingerMove } from './wilde-wikinger.types.js';
import { playerView, type WildeWikingerView } from './wilde-wikinger.view.js';

/** A position of the light simulator: the context and the state the machine rests in (its `value`). */
export interface SimState {
  readonly context: WildeWikingerContext;
  readonly value: Phase;
}

/** "Then look at the ship die" (the machine's `shipDie` state). */
function shipDie(context: WildeWikingerContext): SimState {
  const ship = context.dice!.ship;
  if (ship === 'grey') return { context, value: 'choosingShip' };
  if (ship === 'nessie') return hasLoadedShip(context) ? { context, value: 'feedingNessie' } : { context: passTurn(context), value: 'rolling' };
  return shipMoved(moveShip(context, ship));
}

/** Has the ship reached the village? (the machine's `shipMoved` state). */
function shipMoved(context: WildeWikingerContext): SimState {
  const ship = shipAtVillage(context);
  if (ship === 'pirate') return raid(startRaid(context));
  if (ship !== undefined && context.cargo[ship].length === 0) return { context: passTurn(returnEmptyShip(context)), value: 'rolling' };
  if (ship !== undefined) return { context: startAuction(context), value: 'auction' };
  return { context: passTurn(context), value: 'rolling' };
}

/** The raid, revealed once every seat has committed (at once when nobody holds a card). */
function raid(context: WildeWikingerContext): SimState {
  return isRaidComplete(context) ? { context: passTurn(revealRaid(context)), value: 'rolling' } : { context, value: 'raid' };
}

/**
 * The position after `move`, as the machine (./wilde-wikinger.machine.ts) reaches it: the same actions in the same
 * order through its passing states. `move` must be legal (the search only plays listed moves).
 */
export function step(state: SimState, move: WildeWikingerMove): SimState {
  const { context } = state;
  switch (move.type) {
    case 'player.roll': {
      const rolled = rollDice(context);
      const treasure = rolled.dice!.treasure;
      if (treasure === 'cards') return shipDie(drawCardsForAll(rolled));
      if (bagSize(rolled) === 0) return { context: awardNessie(rolled), value: 'gameOver' };
      if (treasure === 'grey') return { context: rolled, value: 'choosingChestShip' };
      return shipDie(loadJewel(rolled, treasure));
    }
    case 'player.chooseShip':
      return state.value === 'choosingChestShip' ? shipDie(loadJewel(context, move.ship as VikingShip)) : shipMoved(moveShip(context, move.ship as Ship));
    case 'player.feedNessie':
      return { context: passTurn(feedNessie(context, move.ship, move.jewel)), value: 'rolling' };
    case 'player.bid':
    case 'player.pass': {
      const next = placeAuctionBid(context, move.seat, move.type === 'player.bid' ? move.cards : []);
      return isAuctionComplete(next) ? { context: passTurn(settleAuction(next)), value: 'rolling' } : { context: next, value: 'auction' };
    }
    case 'player.commitBid':
      return raid(commitRaidBid(context, move.seat, move.cards));
  }
}

/** The heuristic bot: the shortlist's first pick (level 3) and a rival's face-down raid bid in a sampled table. */
const policyBot = heuristicBot;

/** Card points in hand are worth this many points each when a playout is cut off (level 3's judgement). */
const CARD_WORTH = 0.8;
/** Points per unit of the logistic scale: a lead of this many points is about a 73% chance. */
const MARGIN_SCALE = 4;
/** How hard the search thinks: the defaults are the `search` bot's. */
export interface SearchSettings {
  /** Playouts per decision. */
  readonly playouts: number;
  /**
   * At most this many simulated moves per decision (after one playout of every candidate): a decision whose
   * playouts run long stops early instead of taking longer, so the slowest decision stays within the budget.
   */
  readonly moves: number;
  /** Rolls a playout looks ahead, unless the game ends first. */
  readonly horizon: number;
  /** The heuristic level that plays every seat in the playouts. */
  readonly policyLevel: 1 | 2 | 3;
  /** Hands level 3 samples per auction bid in the playouts (64 when it plays as itself: too slow for many playouts). */
  readonly auctionSamples: number;
}

/** The `search` bot's settings: they fit 300 ms at 4x CPU (README "Computer players"; `npm run bench:bots`). */
export const SEARCH_SETTINGS: SearchSettings = { playouts: 96, horizon: 8, policyLevel: 3, auctionSamples: 8, moves: 2000 };

/** Each seat's points, Nessie aside, plus what its hand is worth. */
function standing(context: WildeWikingerContext, seat: number): number {
  return scoreSheet({ value: 'rolling', context }).lines[seat].total + CARD_WORTH * cardsTotal(context.hands[seat]);
}

const modelOf = ({ horizon, policyLevel, auctionSamples }: SearchSettings): SearchModel<SimState, WildeWikingerMove> => ({
  toAct: ({ context, value }) => seatsToAct(context, value)[0],
  moves: (state, seat) => legalMoves(state, seat),
  apply: (state, _seat, move) => step(state, move),
  policy: (state, seat, moves, rng) => chooseHeuristic(playerView(state, seat), moves, policyLevel, rng, auctionSamples),
  cutoff: (state, root) => state.value === 'rolling' && state.context.turn >= root.context.turn + horizon,
  value(state, seat) {
    if (state.value === 'gameOver') {
      const { winners } = scoreSheet(state);
      return winners.includes(seat) ? 1 / winners.length : 0;
    }
    const mine = standing(state.context, seat);
    let best = -Infinity;
    for (let other = 0; other < state.context.players.length; other++) if (other !== seat) best = Math.max(best, standing(state.context, other));
    return marginValue(mine - best, MARGIN_SCALE);
  },
});

/**
 * A table `view.seat` may be at, sampled from `seed`: its own hand and bid as they are, every other hand (and a
 * face-down raid bid already made) dealt from the cards it has not seen, the rest as the provision pile, the pirate
 * tiles not yet drawn shuffled, a fresh generator for the dice. Reads nothing but the view.
 * @see ./RULINGS.md R11, R14, R18
 */
export function determinize(view: WildeWikingerView, seed: number): SimState {
  const rng = rngFromState(seedRng(seed));
  const pool = shuffle(rng, unseenCards(view));
  const n = view.players.length;
  const hands = view.handSizes.map((size, seat) => {
    if (seat === view.seat) return [...view.hand];
    return pool.splice(0, size).sort((a, b) => a - b);
  });
  const taken = new Set(view.tiles.flat());
  const tiles = shuffle(
    rng,
    PIRATE_TILES.map((_, id) => id).filter((id) => !taken.has(id)),
  );
  let context: WildeWikingerContext = {
    players: view.players,
    rng: rng.getState(),
    current: view.current,
    turn: view.turn,
    dice: view.dice,
    positions: view.positions,
    cargo: view.cargo,
    bag: view.bag,
    nessie: view.nessie,
    hands,
    provision: pool,
    discard: view.discard,
    pirateTiles: tiles.slice(0, view.pirateTilesLeft),
    jewels: view.jewels,
    tiles: view.tiles,
    auction: view.auction,
    raid: view.raid ? { bids: view.raid.committed.map((_, seat) => (seat === view.seat ? view.raid!.ownBid : null)) } : null,
    lastAuction: view.lastAuction,
    lastRaid: view.lastRaid,
    nessieWinners: view.nessieWinners,
    stats: { auctionsWon: 0, auctionsNoBid: 0, emptyArrivals: 0, pirateRaids: 0, pirateTilesDrawn: 0, nessieAwards: 0, reshuffles: 0 },
    // The policy reads the raids of the log (what each rival revealed); nothing else of it matters to the play.
    log: view.log.filter((entry) => entry.kind === 'raid'),
  };
  // A rival's face-down raid bid, already made: it bids from its sampled hand as the policy would have.
  if (view.raid) {
    for (let seat = 0; seat < n; seat++) {
      if (seat === view.seat || !view.raid.committed[seat] || context.raid!.bids[seat] !== null) continue;
      if (context.hands[seat].length === 0) {
        context = { ...context, raid: { bids: context.raid!.bids.map((bid, s) => (s === seat ? [] : bid)) } };
        continue;
      }
      const state = { context, value: 'raid' as const };
      const moves = legalMoves(state, seat);
      const move = policyBot.choose({ seat, view: playerView(state, seat), moves, level: 2, rng });
      context = commitRaidBid(context, seat, move.type === 'player.commitBid' ? move.cards : []);
    }
    context = { ...context, rng: rng.getState() };
  }
  return { context, value: view.phase };
}

/** UCB1's exploration constant for values 0 to 1. */
const EXPLORATION = 0.35;
/** Bids kept for the search: the fewest cards for each total, lowest totals first. */
const SHORTLIST = 7;

function same(a: WildeWikingerMove, b: WildeWikingerMove): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The moves worth searching: every ship and Nessie choice; of the bids, level 3's choice, the pass, and for each
 * total the bid with the fewest cards (the legal moves list them cheapest first), {@link SHORTLIST} totals.
 */
export function shortlist(view: WildeWikingerView, moves: readonly WildeWikingerMove[], rng: RandomGenerator): WildeWikingerMove[] {
  if (moves.length <= SHORTLIST) return [...moves];
  const out: WildeWikingerMove[] = [];
  const add = (move: WildeWikingerMove | undefined) => {
    if (move && !out.some((m) => same(m, move))) out.push(move);
  };
  add(policyBot.choose({ seat: view.seat, view, moves, level: 3, rng }));
  const totals = new Set<number>();
  for (const move of moves) {
    if (move.type !== 'player.bid' && move.type !== 'player.commitBid') {
      add(move);
      continue;
    }
    const total = cardsTotal(move.cards);
    if (totals.has(total) || totals.size >= SHORTLIST) continue;
    totals.add(total);
    add(move);
  }
  return out;
}

/**
 * Chooses `view.seat`'s move by search. Deterministic given the view, the moves and the generator: it reads nothing
 * but the view, so the hidden hands cannot change its choice.
 */
export function chooseBySearch(
  view: WildeWikingerView,
  moves: readonly WildeWikingerMove[],
  rng: RandomGenerator,
  settings: Partial<SearchSettings> = {},
): SearchResult<WildeWikingerMove> {
  const chosen = { ...SEARCH_SETTINGS, ...settings };
  const candidates = shortlist(view, moves, rng);
  return searchMove(
    modelOf(chosen),
    view.seat,
    candidates,
    (seed) => determinize(view, seed),
    { playouts: chosen.playouts, moves: chosen.moves, exploration: EXPLORATION },
    rng,
  );
}

/** The strongest level: Monte Carlo search with determinized hands ({@link chooseBySearch}); one strength, its level not read. */
export const searchBot: Bot<WildeWikingerView, WildeWikingerMove> = {
  name: 'search',
  choose: ({ view, moves, rng }) => (moves.length === 1 ? moves[0] : chooseBySearch(view, moves, rng).move),
};
