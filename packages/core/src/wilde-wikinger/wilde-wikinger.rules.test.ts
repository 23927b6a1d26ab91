import { expect } from '@esm-bundle/chai';
import { CARDS, PIRATE_TILES } from './wilde-wikinger.components.js';
import { checkInvariants } from './wilde-wikinger.invariants.js';
import { legalMoves } from './wilde-wikinger.legal-moves.js';
import {
  auctionBidBlock,
  cardsTotal,
  legalityError,
  phaseOf,
  scoreSheet,
  seatsToAct,
  whyNotAuctionCard,
  whyNotBid,
  whyNotRaidBid,
  whyNotShip,
} from './wilde-wikinger.rules.js';
import { at, cards, drainProvision, emptyBag, giveHand, loadShip, newGame, placeShip, rigDice, step, type Position } from './wilde-wikinger.fixtures.js';
import type { WildeWikingerContext, WildeWikingerEvent } from './wilde-wikinger.types.js';

/**
 * Sends an event through the machine (a bare context is a position in `rolling`), checks that the machine
 * took it and that nothing was lost or duplicated on the way.
 */
function act(from: Position | WildeWikingerContext, event: WildeWikingerEvent): Position {
  const position = 'value' in from ? from : at(from);
  const next = step(position, event);
  expect(next, `${JSON.stringify(event)} refused: ${whyIllegal(position, event)}`).to.not.equal(position);
  expect(checkInvariants(next.context, phaseOf(next)), JSON.stringify(event)).to.deep.equal([]);
  return next;
}

const toAct = (position: Position) => seatsToAct(position.context, phaseOf(position));
const whyIllegal = (position: Position, event: WildeWikingerEvent) => legalityError(position.context, phaseOf(position), event);

const roll = (seat = 0): WildeWikingerEvent => ({ type: 'player.roll', seat });
const bid = (seat: number, ids: number[]): WildeWikingerEvent => ({ type: 'player.bid', seat, cards: ids });
const pass = (seat: number): WildeWikingerEvent => ({ type: 'player.pass', seat });
const commit = (seat: number, ids: number[]): WildeWikingerEvent => ({ type: 'player.commitBid', seat, cards: ids });

describe('Contents', () => {
  it('deals 80 cards of 20 per kind, 8 ones, 7 twos and 5 threes each (C1)', () => {
    expect(CARDS).to.have.length(80);
    for (const kind of ['yellow', 'red', 'blue', 'joker'] as const) {
      const ofKind = CARDS.filter((card) => card.kind === kind);
      expect(ofKind.map((card) => card.value).join('')).to.equal('11111111222222233333');
    }
  });

  it('has 15 pirate tiles, three each of -2 to -6 (C2)', () => {
    expect([...PIRATE_TILES].sort()).to.deep.equal([2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6]);
  });
});

describe('Preparation of the Game', () => {
  for (const n of [2, 3, 4, 5]) {
    it(`sets up ${n} players: six cards each, one jewel on each Viking ship, all ships at the start`, () => {
      const ctx = newGame(n, 7);
      expect(ctx.hands.map((hand) => hand.length)).to.deep.equal(Array.from({ length: n }, () => 6));
      expect(ctx.provision).to.have.length(80 - 6 * n);
      expect(ctx.discard).to.deep.equal([]);
      expect([ctx.cargo.yellow.length, ctx.cargo.red.length, ctx.cargo.blue.length]).to.deep.equal([1, 1, 1]);
      expect(ctx.bag.white + ctx.bag.green + ctx.bag.purple).to.equal(33);
      expect(ctx.positions).to.deep.equal({ yellow: 0, red: 0, blue: 0, pirate: 0 });
      expect(ctx.pirateTiles).to.have.length(15);
      expect(ctx.nessie).to.deep.equal([]);
      expect(checkInvariants(ctx, 'rolling')).to.deep.equal([]);
      expect(phaseOf(at(ctx))).to.equal('rolling');
    });
  }

  it('shuffles by seed: the same seed deals the same game, another seed another', () => {
    expect(newGame(3, 5)).to.deep.equal(newGame(3, 5));
    expect(newGame(3, 5).hands).to.not.deep.equal(newGame(3, 6).hands);
    expect(newGame(3, 5).pirateTiles).to.not.deep.equal(newGame(3, 6).pirateTiles);
  });

  it('refuses 1 or 6 players', () => {
    expect(() => newGame(1)).to.throw(RangeError, /2 to 5/);
    expect(() => newGame(6)).to.throw(RangeError, /2 to 5/);
  });
});

describe('How to Play', () => {
  it('seat 0 rolls first and the turn passes clockwise (R1)', () => {
    let game = at(newGame(3));
    expect(toAct(game)).to.deep.equal([0]);
    game = act(rigDice(game.context, 'yellow', 'yellow'), roll(0));
    expect(toAct(game)).to.deep.equal([1]);
    game = act(rigDice(game.context, 'yellow', 'red'), roll(1));
    game = act(rigDice(game.context, 'yellow', 'blue'), roll(2));
    expect(toAct(game)).to.deep.equal([0]);
    expect(game.context.turn).to.equal(3);
  });

  it('refuses a roll by a seat whose turn it is not, and the machine stays where it was', () => {
    const game = at(newGame(3));
    expect(whyIllegal(game, roll(1))).to.match(/not to act/);
    expect(step(game, roll(1))).to.equal(game);
  });
});

describe('Treasure Die', () => {
  it('a coloured chest: a jewel from the bag onto the ship of that colour', () => {
    const ctx = newGame(2);
    const next = act(rigDice(ctx, 'red', 'pirate'), roll()).context;
    expect(next.cargo.red).to.have.length(2);
    expect(next.cargo.yellow).to.have.length(1);
    expect(next.bag.white + next.bag.green + next.bag.purple).to.equal(32);
  });

  it('grey chest: the roller puts the jewel on a Viking ship of their choice, never the pirate ship (R2)', () => {
    let game = act(rigDice(newGame(2), 'grey', 'yellow'), roll());
    expect(phaseOf(game)).to.equal('choosingChestShip');
    expect(whyIllegal(game, { type: 'player.chooseShip', seat: 0, ship: 'pirate' })).to.match(/Viking ship/);
    expect(step(game, { type: 'player.chooseShip', seat: 0, ship: 'pirate' })).to.equal(game);
    expect(whyIllegal(game, { type: 'player.chooseShip', seat: 1, ship: 'blue' })).to.match(/not to act/);
    expect(legalMoves(game).map((move) => (move as { ship: string }).ship)).to.deep.equal(['yellow', 'red', 'blue']);
    game = act(game, { type: 'player.chooseShip', seat: 0, ship: 'blue' });
    expect(game.context.cargo.blue).to.have.length(2);
    expect(game.context.positions.yellow, 'then the ship die is played').to.equal(1);
    expect(toAct(game)).to.deep.equal([1]);
  });

  it('card symbol: each player takes two cards, starting with the roller (R3)', () => {
    const ctx = { ...newGame(3), current: 1 };
    const next = act(rigDice(ctx, 'cards', 'yellow'), roll(1)).context;
    expect(next.hands.map((hand) => hand.length)).to.deep.equal([8, 8, 8]);
    const draws = next.log.filter((entry) => entry.kind === 'draw');
    expect(draws.map((entry) => entry.who)).to.deep.equal([1, 2, 0]);
    // The roller took the top two cards of the provision pile.
    const top = ctx.provision.slice(-2);
    expect(next.hands[1]).to.include.members(top);
  });
});

describe('Ship Die', () => {
  it('a coloured ship or the pirate ship moves one square towards the village', () => {
    let game = act(rigDice(newGame(2), 'red', 'blue'), roll());
    expect(game.context.positions).to.deep.equal({ yellow: 0, red: 0, blue: 1, pirate: 0 });
    game = act(rigDice(game.context, 'red', 'pirate'), roll(1));
    expect(game.context.positions).to.deep.equal({ yellow: 0, red: 0, blue: 1, pirate: 1 });
  });

  it('a ship arrives on its third move (C3)', () => {
    let game = at(newGame(2));
    for (const seat of [0, 1]) game = act(rigDice(game.context, 'red', 'yellow'), roll(seat));
    expect(game.context.positions.yellow).to.equal(2);
    expect(phaseOf(game)).to.equal('rolling');
    game = act(rigDice(game.context, 'red', 'yellow'), roll(0));
    expect(game.context.positions.yellow).to.equal(3);
    expect(phaseOf(game)).to.equal('auction');
  });

  it('grey ship: the roller must move a ship of their choice, the pirate ship too (R6)', () => {
    let game = act(rigDice(newGame(2), 'red', 'grey'), roll());
    expect(phaseOf(game)).to.equal('choosingShip');
    expect(legalMoves(game)).to.have.length(4);
    expect(whyIllegal(game, roll(0))).to.match(/cannot roll/);
    expect(step(game, roll(0))).to.equal(game);
    game = act(game, { type: 'player.chooseShip', seat: 0, ship: 'pirate' });
    expect(game.context.positions.pirate).to.equal(1);
    expect(toAct(game)).to.deep.equal([1]);
  });

  it('Nessie: the roller moves a jewel of their choice from a Viking ship onto Nessie (R5)', () => {
    const ctx = loadShip(loadShip(loadShip(newGame(2), 'yellow', ['white', 'purple']), 'red', []), 'blue', ['green']);
    let game = act(rigDice(ctx, 'cards', 'nessie'), roll());
    expect(phaseOf(game)).to.equal('feedingNessie');
    expect(legalMoves(game).map((move) => `${(move as { ship: string }).ship}:${(move as { jewel: string }).jewel}`)).to.deep.equal([
      'yellow:white',
      'yellow:purple',
      'blue:green',
    ]);
    expect(whyIllegal(game, { type: 'player.feedNessie', seat: 0, ship: 'red', jewel: 'white' })).to.match(/carries no white/);
    game = act(game, { type: 'player.feedNessie', seat: 0, ship: 'yellow', jewel: 'white' });
    expect(game.context.nessie).to.deep.equal(['white']);
    expect(game.context.cargo.yellow).to.deep.equal(['purple']);
    expect(toAct(game)).to.deep.equal([1]);
  });

  it('Nessie with no jewel on any Viking ship: nothing happens (R5)', () => {
    const ctx = loadShip(loadShip(loadShip(newGame(2), 'yellow', []), 'red', []), 'blue', []);
    const game = act(rigDice(ctx, 'cards', 'nessie'), roll());
    expect(game.context.nessie).to.deep.equal([]);
    expect(phaseOf(game)).to.equal('rolling');
    expect(toAct(game)).to.deep.equal([1]);
  });
});

/** Four players at the red ship's arrival, with the hands of the rulebook example. */
function redArrival(): { ctx: Position; sonja: number[]; sebastian: number[]; michael: number[] } {
  const sonja = cards('red', 2, 2);
  const michael = [...cards('red', 1), ...cards('red', 3)];
  const sebastian = [...cards('red', 2, 1, sonja), ...cards('joker', 3)];
  let ctx = newGame(4);
  ctx = giveHand(ctx, 0, [...sonja, ...cards('yellow', 1)]);
  ctx = giveHand(ctx, 1, michael);
  ctx = giveHand(ctx, 2, [...sebastian, ...cards('blue', 2)]);
  ctx = giveHand(ctx, 3, cards('red', 1, 1, michael));
  ctx = placeShip(loadShip(ctx, 'red', ['white', 'green']), 'red', 2);
  return { ctx: act(rigDice(ctx, 'yellow', 'red'), roll(0)), sonja, sebastian, michael };
}

describe('Ship Reaches the Viking Village', () => {
  it('says why a hand cannot bid (R20): no cards, no ship-colour card nor joker, or not enough to beat the highest bid', () => {
    expect(auctionBidBlock([], 'red', 0)).to.deep.equal({ block: 'noCards', best: 0 });
    expect(auctionBidBlock(cards('blue', 3, 2), 'red', 0)).to.deep.equal({ block: 'noShipCards', best: 0 });
    const hand = [...cards('red', 2), ...cards('joker', 1), ...cards('blue', 3)];
    expect(auctionBidBlock(hand, 'red', 3)).to.deep.equal({ block: 'tooLow', best: 3 });
    expect(auctionBidBlock(hand, 'red', 2)).to.deep.equal({ block: null, best: 3 });
    // It agrees with the moves offered: a blocked hand is offered only the pass.
    const { ctx } = redArrival();
    const seat = toAct(ctx)[0];
    const { block } = auctionBidBlock(ctx.context.hands[seat], 'red', 0);
    expect(block === null).to.equal(legalMoves(ctx, seat).some((m) => m.type === 'player.bid'));
  });
  it('says why Bid is greyed out for the cards chosen (issue 26): the hand first, then none chosen, then not above the highest bid', () => {
    const hand = [...cards('red', 2), ...cards('joker', 1), ...cards('blue', 3)];
    const [red2, joker1] = hand;
    expect(whyNotBid([], [], 'red', 0)).to.equal('noCards');
    expect(whyNotBid(cards('blue', 3), [], 'red', 0)).to.equal('noShipCards');
    expect(whyNotBid(hand, [red2], 'red', 3)).to.equal('tooLow');
    expect(whyNotBid(hand, [], 'red', 2)).to.equal('noneChosen');
    expect(whyNotBid(hand, [red2], 'red', 2)).to.equal('notAbove');
    expect(whyNotBid(hand, [red2, joker1], 'red', 2)).to.equal(null);
    expect(whyNotAuctionCard(red2, 'red')).to.equal(null);
    expect(whyNotAuctionCard(joker1, 'red')).to.equal(null);
    expect(whyNotAuctionCard(hand[2], 'red')).to.equal('otherColour');
    // They agree with the machine: a bid is legal exactly when no reason is given.
    const { ctx } = redArrival();
    const seat = toAct(ctx)[0];
    const own = ctx.context.hands[seat];
    const eligible = own.filter((id) => whyNotAuctionCard(id, 'red') === null);
    for (const chosen of [[], ...eligible.map((id) => [id]), eligible]) {
      const legal = legalityError(ctx.context, 'auction', bid(seat, chosen)) === null;
      expect(whyNotBid(own, chosen, 'red', 0) === null, JSON.stringify(chosen)).to.equal(legal);
    }
  });
  it('says why a ship or a raid bid may not be chosen (issue 26): the chest loads no pirate ship; a raid bid is a card or more', () => {
    expect(whyNotShip('choosingChestShip', 'pirate')).to.equal('pirateChest');
    expect(whyNotShip('choosingChestShip', 'blue')).to.equal(null);
    expect(whyNotShip('choosingShip', 'pirate')).to.equal(null);
    expect(whyNotRaidBid([])).to.equal('noneChosen');
    expect(whyNotRaidBid([3])).to.equal(null);
  });
  it('the rulebook example: Sonja 4, Michael passes, Sebastian 5, Luisa passes; Sebastian takes the jewels (R8, R10)', () => {
    const { ctx: start, sonja, sebastian } = redArrival();
    expect(phaseOf(start)).to.equal('auction');
    expect(toAct(start), 'the mover bids first').to.deep.equal([0]);
    let ctx = act(start, bid(0, sonja));
    expect(ctx.context.auction!.high).to.deep.equal({ seat: 0, total: 4 });
    expect(ctx.context.hands[0], 'bid cards lie in front of the player').to.not.include.members(sonja);
    expect(toAct(ctx)).to.deep.equal([1]);
    ctx = act(ctx, pass(1));
    ctx = act(ctx, bid(2, sebastian));
    ctx = act(ctx, pass(3));
    expect(phaseOf(ctx)).to.equal('rolling');
    expect(ctx.context.jewels[2]).to.deep.equal({ white: 1, green: 1, purple: 0 });
    expect(ctx.context.discard).to.include.members(sebastian);
    expect(ctx.context.hands[2]).to.not.include.members(sebastian);
    expect(ctx.context.hands[0], 'Sonja takes her cards back').to.include.members(sonja);
    expect(ctx.context.cargo.red).to.deep.equal([]);
    expect(ctx.context.positions.red).to.equal(0);
    expect(ctx.context.lastAuction).to.include({ ship: 'red', winner: 2, total: 5 });
    expect(ctx.context.stats.auctionsWon).to.equal(1);
    expect(toAct(ctx)).to.deep.equal([1]);
  });

  it('refuses a bid that does not beat the highest (R8)', () => {
    const { ctx: start, sonja, michael } = redArrival();
    const ctx = act(start, bid(0, sonja));
    expect(whyIllegal(ctx, bid(1, michael))).to.match(/does not beat 4/);
    expect(whyIllegal(ctx, bid(1, [michael[1]]))).to.match(/does not beat 4/);
    expect(legalMoves(ctx).filter((move) => move.type === 'player.bid')).to.deep.equal([]);
  });

  it('refuses cards of another colour, cards not in hand, an empty bid, and bids out of turn', () => {
    const { ctx } = redArrival();
    expect(whyIllegal(ctx, bid(0, cards('yellow', 1)))).to.match(/only red cards and jokers/);
    expect(whyIllegal(ctx, bid(0, cards('joker', 3)))).to.match(/not in seat 0's hand/);
    expect(whyIllegal(ctx, bid(0, []))).to.match(/at least one card/);
    expect(whyIllegal(ctx, bid(2, cards('joker', 3)))).to.match(/not to act/);
    expect(whyIllegal(ctx, commit(0, cards('red', 2, 1)))).to.match(/no pirate raid/);
  });

  it('the mover bids first, then clockwise, each once', () => {
    let ctx = act(rigDice({ ...placeShip(newGame(3), 'blue', 2), current: 2 }, 'red', 'blue'), roll(2));
    expect(ctx.context.auction!.order).to.deep.equal([2, 0, 1]);
    ctx = act(ctx, pass(2));
    expect(whyIllegal(ctx, pass(2))).to.match(/not to act/);
    expect(toAct(ctx)).to.deep.equal([0]);
  });

  it('everyone passes: the jewels stay on the ship, which returns to start (R9)', () => {
    let ctx = act(rigDice(placeShip(newGame(2), 'blue', 2), 'red', 'blue'), roll());
    const load = ctx.context.cargo.blue;
    ctx = act(act(ctx, pass(0)), pass(1));
    expect(ctx.context.cargo.blue).to.deep.equal(load);
    expect(ctx.context.positions.blue).to.equal(0);
    expect(ctx.context.stats.auctionsNoBid).to.equal(1);
    expect(ctx.context.lastAuction).to.include({ winner: null });
  });

  it('an empty ship has no auction and returns to start (R7)', () => {
    const ctx = act(rigDice(placeShip(loadShip(newGame(2), 'blue', []), 'blue', 2), 'red', 'blue'), roll());
    expect(phaseOf(ctx)).to.equal('rolling');
    expect(ctx.context.positions.blue).to.equal(0);
    expect(ctx.context.stats.emptyArrivals).to.equal(1);
  });
});

describe('Important Viking Rules', () => {
  it('jokers bid for any colour, as many as the player likes', () => {
    const jokers = [...cards('joker', 1, 2), ...cards('joker', 2)];
    let ctx = act(rigDice(placeShip(giveHand(newGame(2), 0, jokers), 'blue', 2), 'red', 'blue'), roll());
    ctx = act(ctx, bid(0, jokers));
    expect(ctx.context.auction!.high).to.deep.equal({ seat: 0, total: 4 });
  });
});

/** Four players at a pirate raid with the hands of the rulebook example; seat 0 is the mover. */
function pirateArrival(): { ctx: Position; bids: number[][] } {
  const bids = [
    [...cards('yellow', 1), ...cards('red', 1)],
    cards('blue', 3),
    cards('joker', 2),
    [...cards('yellow', 2), ...cards('blue', 1), ...cards('red', 1, 1, cards('red', 1))],
  ];
  let ctx = newGame(4);
  bids.forEach((ids, seat) => (ctx = giveHand(ctx, seat, [...ids, ...cards('joker', 3, 4).slice(seat, seat + 1)])));
  return { ctx: act(rigDice(placeShip(ctx, 'pirate', 2), 'red', 'pirate'), roll(0)), bids };
}

describe('Pirate Ship Reaches the Viking Village', () => {
  it('the rulebook example: Sonja 2, Michael 3, Sebastian 2, Luisa 4; Sonja and Sebastian draw a pirate tile', () => {
    const { ctx: start, bids } = pirateArrival();
    expect(phaseOf(start)).to.equal('raid');
    expect(toAct(start), 'all play at the same time').to.deep.equal([0, 1, 2, 3]);
    const [topTile, nextTile] = start.context.pirateTiles.slice(-2).reverse();
    let ctx = start;
    for (const seat of [2, 0, 3]) {
      ctx = act(ctx, commit(seat, bids[seat]));
      expect(phaseOf(ctx), 'no reveal before everyone has committed').to.equal('raid');
      expect(ctx.context.lastRaid).to.equal(null);
    }
    expect(toAct(ctx)).to.deep.equal([1]);
    ctx = act(ctx, commit(1, bids[1]));
    expect(phaseOf(ctx)).to.equal('rolling');
    expect(ctx.context.lastRaid!.totals).to.deep.equal([2, 3, 2, 4]);
    expect(ctx.context.lastRaid!.lowest).to.deep.equal([0, 2]);
    expect(ctx.context.tiles[0], 'the mover draws first (R13)').to.deep.equal([topTile]);
    expect(ctx.context.tiles[2]).to.deep.equal([nextTile]);
    expect(ctx.context.tiles[1]).to.deep.equal([]);
    expect(ctx.context.discard).to.have.members(bids.flat());
    expect(ctx.context.positions.pirate).to.equal(0);
    expect(ctx.context.stats).to.include({ pirateRaids: 1, pirateTilesDrawn: 2 });
  });

  it('refuses a second commit, an empty bid from a seat with cards, and cards not in hand', () => {
    const { ctx: start, bids } = pirateArrival();
    const ctx = act(start, commit(0, bids[0]));
    expect(whyIllegal(ctx, commit(0, bids[0]))).to.match(/not to act/);
    expect(whyIllegal(ctx, commit(1, []))).to.match(/at least one card/);
    expect(whyIllegal(ctx, commit(1, bids[0]))).to.match(/not in seat 1's hand/);
    expect(whyIllegal(ctx, bid(1, bids[1]))).to.match(/no auction/);
  });

  it('a seat without cards has the lowest total and is committed at once (R12)', () => {
    let ctx = act(rigDice(placeShip(giveHand(newGame(3), 1, []), 'pirate', 2), 'red', 'pirate'), roll(0));
    expect(toAct(ctx)).to.deep.equal([0, 2]);
    ctx = act(ctx, commit(0, [ctx.context.hands[0][0]]));
    ctx = act(ctx, commit(2, [ctx.context.hands[2][0]]));
    expect(ctx.context.lastRaid!.lowest).to.deep.equal([1]);
    expect(ctx.context.tiles[1]).to.have.length(1);
  });

  it('nobody holds cards: the raid resolves at once and everyone draws (R12)', () => {
    const ctx = act(rigDice(placeShip(giveHand(giveHand(newGame(2), 0, []), 1, []), 'pirate', 2), 'red', 'pirate'), roll(0));
    expect(phaseOf(ctx)).to.equal('rolling');
    expect(ctx.context.lastRaid!.lowest).to.deep.equal([0, 1]);
    expect(ctx.context.tiles.map((tiles) => tiles.length)).to.deep.equal([1, 1]);
  });

  it('tiles run out: fewer tiles left than tied lowest seats, so none of them draws; the raid still discards (R13)', () => {
    const { ctx: start, bids } = pirateArrival();
    // Leave one tile on the pile; the others go to seat 3, who will not be lowest.
    const last = start.context.pirateTiles[0];
    let ctx = at({ ...start.context, pirateTiles: [last], tiles: [[], [], [], start.context.pirateTiles.slice(1)] }, 'raid');
    for (const seat of [0, 1, 2, 3]) ctx = act(ctx, commit(seat, bids[seat]));
    expect(ctx.context.lastRaid!.lowest).to.deep.equal([0, 2]);
    expect(ctx.context.tiles[0]).to.deep.equal([]);
    expect(ctx.context.tiles[2]).to.deep.equal([]);
    expect(ctx.context.lastRaid!.tiles).to.deep.equal([null, null, null, null]);
    expect(ctx.context.pirateTiles).to.deep.equal([last]);
    expect(ctx.context.stats.pirateTilesDrawn).to.equal(0);
    expect(ctx.context.discard).to.have.members(bids.flat());
    expect(ctx.context.positions.pirate).to.equal(0);
    expect(checkInvariants(ctx.context, phaseOf(ctx))).to.deep.equal([]);
  });

  it('exactly enough tiles: every tied lowest seat draws one, in turn order from the mover (R13)', () => {
    const { ctx: start, bids } = pirateArrival();
    const [a, b] = start.context.pirateTiles.slice(0, 2);
    let ctx = at({ ...start.context, pirateTiles: [a, b], tiles: [[], [], [], start.context.pirateTiles.slice(2)] }, 'raid');
    for (const seat of [0, 1, 2, 3]) ctx = act(ctx, commit(seat, bids[seat]));
    expect(ctx.context.lastRaid!.lowest).to.deep.equal([0, 2]);
    // The top of the pile is the last element: the mover (seat 0) draws it.
    expect(ctx.context.tiles[0]).to.deep.equal([b]);
    expect(ctx.context.tiles[2]).to.deep.equal([a]);
    expect(ctx.context.pirateTiles).to.deep.equal([]);
  });
});

describe('Provision Pile Used Up?', () => {
  it('the discard pile is shuffled into a new provision pile when a card must be drawn (R4)', () => {
    let setup = newGame(2);
    // Keep one card on the provision pile, put ten on the discard pile.
    const keep = setup.provision.slice(-1);
    const discard = setup.provision.slice(0, 10);
    setup = { ...setup, provision: keep, discard, hands: [setup.hands[0], [...setup.hands[1], ...setup.provision.slice(10, -1)].sort((a, b) => a - b)] };
    expect(checkInvariants(setup, 'rolling')).to.deep.equal([]);
    const before = setup.hands.map((hand) => hand.length);
    const ctx = act(rigDice(setup, 'cards', 'yellow'), roll());
    expect(ctx.context.hands.map((hand) => hand.length)).to.deep.equal([before[0] + 2, before[1] + 2]);
    expect(ctx.context.hands[0]).to.include(keep[0]);
    expect(ctx.context.discard).to.deep.equal([]);
    expect(ctx.context.provision).to.have.length(7);
    expect(ctx.context.stats.reshuffles).to.equal(1);
  });

  it('with both piles empty, nothing is drawn (R4)', () => {
    const setup = drainProvision(newGame(3), 2, true);
    const before = setup.hands;
    const ctx = act(rigDice(setup, 'cards', 'yellow'), roll());
    expect(ctx.context.hands).to.deep.equal(before);
    expect(ctx.context.log.filter((entry) => entry.kind === 'draw').map((entry) => (entry as { cards: number }).cards)).to.deep.equal([0, 0, 0]);
  });
});

describe('End of the Game', () => {
  for (const chest of ['red', 'grey'] as const) {
    it(`a ${chest} chest rolled with the bag empty ends the game at once, before the ship die (R15)`, () => {
      const ctx = act(rigDice(emptyBag(newGame(2)), chest, 'blue'), roll());
      expect(phaseOf(ctx)).to.equal('gameOver');
      expect(ctx.context.positions.blue).to.equal(0);
      expect(toAct(ctx)).to.deep.equal([]);
      expect(legalMoves(ctx, 0)).to.deep.equal([]);
      expect(whyIllegal(ctx, roll(1))).to.match(/over/);
      expect(scoreSheet(ctx).final).to.equal(true);
    });
  }

  it('the card symbol with the bag empty does not end the game (R15)', () => {
    const ctx = act(rigDice(emptyBag(newGame(2)), 'cards', 'blue'), roll());
    expect(phaseOf(ctx)).to.equal('rolling');
    expect(ctx.context.hands[0]).to.have.length(8);
  });
});

describe('The Jewels of the Lake Monster Nessie', () => {
  function endWithNessie(hands: number[][]): Position {
    let ctx = newGame(3);
    hands.forEach((ids, seat) => (ctx = giveHand(ctx, seat, ids)));
    ctx = emptyBag({ ...ctx, nessie: ['white', 'green'], bag: { ...ctx.bag, white: ctx.bag.white - 1, green: ctx.bag.green - 1 } });
    return act(rigDice(ctx, 'red', 'yellow'), roll());
  }

  it('go to the highest total of cards left in hand; each tied player gets their full value (R16)', () => {
    const ctx = endWithNessie([[...cards('red', 2), ...cards('blue', 3)], [...cards('joker', 3), ...cards('yellow', 2)], cards('red', 3)]);
    expect(ctx.context.nessieWinners).to.deep.equal([0, 1]);
    const sheet = scoreSheet(ctx);
    expect(sheet.lines.map((line) => line.breakdown.nessie)).to.deep.equal([5, 5, 0]);
    expect(ctx.context.stats.nessieAwards).to.equal(1);
  });

  it('every hand empty: all players tie at 0, the highest total, and each gets her full value (R16)', () => {
    const ctx = endWithNessie([[], [], []]);
    expect(ctx.context.nessieWinners).to.deep.equal([0, 1, 2]);
    expect(scoreSheet(ctx).lines.map((line) => line.breakdown.nessie)).to.deep.equal([5, 5, 5]);
    expect(ctx.context.stats.nessieAwards).to.equal(1);
    expect(ctx.context.log.at(-1)).to.deep.include({ kind: 'gameOver', nessieWinners: [0, 1, 2] });
  });

  it('some hands empty, the rest tied above 0: only the tied seats holding cards get her jewels (R16)', () => {
    const ctx = endWithNessie([[], cards('red', 2), cards('blue', 2)]);
    expect(ctx.context.nessieWinners).to.deep.equal([1, 2]);
    expect(scoreSheet(ctx).lines.map((line) => line.breakdown.nessie)).to.deep.equal([0, 5, 5]);
  });
});

describe('Scoring', () => {
  function scored(): WildeWikingerContext {
    const ctx = newGame(3);
    const [tile, ...pile] = ctx.pirateTiles;
    return {
      ...ctx,
      bag: { white: ctx.bag.white - 3, green: ctx.bag.green - 1, purple: ctx.bag.purple - 3 },
      jewels: [
        { white: 2, green: 1, purple: 3 },
        { white: 1, green: 0, purple: 0 },
        { white: 0, green: 0, purple: 0 },
      ],
      pirateTiles: pile,
      tiles: [[tile], [], []],
    };
  }

  it('white 3, green 2, purple 1, minus the pirate tiles (R17)', () => {
    const ctx = scored();
    expect(checkInvariants(ctx, 'rolling')).to.deep.equal([]);
    const [line] = scoreSheet(at(ctx)).lines;
    const penalty = PIRATE_TILES[ctx.tiles[0][0]];
    expect(line.breakdown).to.deep.equal({ white: 6, green: 2, purple: 3, nessie: 0, pirateTiles: -penalty });
    expect(line.total).to.equal(11 - penalty);
    expect(Object.values(line.breakdown).reduce((a, b) => a + b, 0)).to.equal(line.total);
  });

  it('a seat with no pirate tiles loses 0, not -0 (R17)', () => {
    const lines = scoreSheet(at(scored())).lines;
    expect(Object.is(lines[1].breakdown.pirateTiles, 0), String(lines[1].breakdown.pirateTiles)).to.equal(true);
  });

  it('no winners before the end; at the end a draw has several winners sharing the rank (R17)', () => {
    const tied = {
      ...scored(),
      jewels: [
        { white: 1, green: 0, purple: 0 },
        { white: 1, green: 0, purple: 0 },
        { white: 0, green: 1, purple: 0 },
      ],
      tiles: [[], [], []],
      pirateTiles: newGame(3).pirateTiles,
    };
    expect(scoreSheet(at(tied)).winners).to.deep.equal([]);
    const sheet = scoreSheet(at({ ...tied, nessieWinners: [] }, 'gameOver'));
    expect(sheet.winners).to.deep.equal([0, 1]);
    expect(sheet.lines.map((line) => line.rank)).to.deep.equal([1, 1, 3]);
  });
});

describe('Offered moves', () => {
  it('auction bids: a pass, then one bid per count of 1s, 2s and 3s that beats the highest, colour cards before jokers', () => {
    const { ctx: start, sonja } = redArrival();
    const moves = legalMoves(start);
    expect(moves[0]).to.deep.equal(pass(0));
    const bids = moves.slice(1) as { cards: readonly number[] }[];
    // Sonja holds two red 2s (and a yellow card that cannot bid): one 2, or two 2s.
    expect(bids.map((move) => cardsTotal(move.cards))).to.deep.equal([2, 4]);
    expect(bids[1].cards).to.have.members(sonja);
    const withJoker = legalMoves(act(act(start, bid(0, sonja)), pass(1))) as { type: string; cards: readonly number[] }[];
    expect(withJoker.filter((move) => move.type === 'player.bid').map((move) => cardsTotal(move.cards))).to.deep.equal([5]);
  });

  it('raid bids: at least one card, colour cards before jokers', () => {
    const { ctx } = pirateArrival();
    const moves = legalMoves(ctx, 1) as { cards: readonly number[] }[];
    // Seat 1 holds a blue 3 and a joker 3: one 3 (the blue one) or both.
    expect(moves.map((move) => move.cards)).to.deep.equal([cards('blue', 3), [...cards('blue', 3), ...cards('joker', 3, 2).slice(1)]]);
    expect(legalMoves(ctx, 1).every((move) => whyIllegal(ctx, move) === null)).to.equal(true);
  });

  it('no moves for a seat not to act', () => {
    expect(legalMoves(at(newGame(2)), 1)).to.deep.equal([]);
  });
});
