/**
 * The moves offered to a seat (bots, the simulator and the game module's `legalMoves`): every roll, ship
 * and Nessie choice, and the bids worth making. The machine accepts any legal bid; the offer leaves out bids
 * that differ only in which of two alike cards they spend.
 * @see ./RULES.md "Ship Reaches the Viking Village", "Important Viking Rules", "Pirate Ship Reaches the Viking Village"
 */
import { CARDS, JEWEL_COLOURS, SHIPS, VIKING_SHIPS } from './wilde-wikinger.components.js';
import { cardsTotal, isAuctionCard, phaseOf, seatsToAct, type WildeWikingerState } from './wilde-wikinger.rules.js';
import type { Phase, WildeWikingerMove } from './wilde-wikinger.types.js';
import { movesOfSeat } from '../kit/turn.js';

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
 * Every legal move of `seat` in a position (default: the first seat to act). Bids are the sensible subsets
 * of {@link enumerateBids}; the machine accepts any legal subset of card ids.
 */
export function legalMoves(state: WildeWikingerState, seat?: number): WildeWikingerMove[] {
  const phase = phaseOf(state);
  return movesOfSeat(seatsToAct(state.context, phase), seat, (who) => movesIn(state.context, phase, who));
}

/** The moves of `seat`, who is to act, in `phase`. */
function movesIn(context: WildeWikingerState['context'], phase: Phase, seat: number): WildeWikingerMove[] {
  switch (phase) {
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
