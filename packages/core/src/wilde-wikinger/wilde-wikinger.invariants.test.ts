import { expect } from '@esm-bundle/chai';
import { randomInt, rngFromState, seedRng } from '../kit/rng.js';
import { LANDING_STAGE } from './wilde-wikinger.components.js';
import { at, cards, giveHand, newGame, placeShip, step } from './wilde-wikinger.fixtures.js';
import { checkInvariants } from './wilde-wikinger.invariants.js';
import { legalMoves } from './wilde-wikinger.legal-moves.js';
import { legalityError, phaseOf, scoreSheet } from './wilde-wikinger.rules.js';
import type { Phase, WildeWikingerContext } from './wilde-wikinger.types.js';

// The rules tests and the machine's whole games assert that the invariants hold after every move; the cases
// below show that each check does fire, on positions the rules cannot reach (a seeded game with one thing
// broken).

const game = newGame(3);
const [first, second] = cards('red', 2, 2);
const withTwo = giveHand(game, 0, [first, second]);

const cases: { name: string; context: WildeWikingerContext; phase?: Phase; message: RegExp }[] = [
  { name: 'a jewel too many', context: { ...game, bag: { ...game.bag, white: game.bag.white + 1 } }, message: /white jewels: 13, expected 12/ },
  {
    name: 'a negative jewel count',
    context: { ...game, bag: { ...game.bag, green: -1 }, jewels: game.jewels.map((j, seat) => (seat === 0 ? { ...j, green: game.bag.green + 1 } : j)) },
    message: /green jewels: a negative count/,
  },
  {
    name: 'a card held twice',
    context: { ...withTwo, hands: withTwo.hands.map((hand, seat) => (seat === 1 ? [...hand, first] : hand)) },
    message: /cards: 81 placed, 80 distinct/,
  },
  {
    name: 'a card lost',
    context: { ...withTwo, hands: withTwo.hands.map((hand, seat) => (seat === 0 ? hand.filter((id) => id !== second) : hand)) },
    message: /cards: 79 placed/,
  },
  { name: 'a pirate tile lost', context: { ...game, pirateTiles: game.pirateTiles.slice(1) }, message: /pirate tiles: 14 placed/ },
  { name: 'a ship at the village without its auction', context: placeShip(game, 'red', LANDING_STAGE), message: /red ship at 3 without its arrival/ },
  {
    name: 'an auction outside its phase',
    context: { ...game, auction: { ship: 'red', order: [0, 1, 2], next: 0, bids: [null, null, null], high: null } },
    message: /rolling with an auction/,
  },
  { name: 'a raid outside its phase', context: { ...game, raid: { bids: [null, null, null] } }, message: /rolling with a raid/ },
  { name: "Nessie's award before the end", context: { ...game, nessieWinners: [0] }, message: /rolling with Nessie's award/ },
  { name: "the end without Nessie's award", context: game, phase: 'gameOver', message: /gameOver without Nessie's award/ },
  { name: 'a current seat out of range', context: { ...game, current: 3 }, message: /current seat 3 out of range/ },
];

describe('checkInvariants', () => {
  it('finds nothing wrong in a new game of 2 to 5 players', () => {
    for (const n of [2, 3, 4, 5]) expect(checkInvariants(newGame(n, 7), 'rolling')).to.deep.equal([]);
  });

  for (const { name, context, phase = 'rolling', message } of cases) {
    it(`reports ${name}`, () => {
      const errors = checkInvariants(context, phase);
      expect(
        errors.some((e) => message.test(e)),
        errors.join('; '),
      ).to.equal(true);
    });
  }

  it('finds nothing wrong in the position the card cases start from', () => {
    expect(checkInvariants(withTwo, 'rolling')).to.deep.equal([]);
  });
});

describe('Whole games (random moves)', () => {
  it('random seeded games for 2 to 5 players end, conserve every piece, and offer only legal moves', () => {
    for (const n of [2, 3, 4, 5]) {
      for (let seed = 1; seed <= 5; seed++) {
        let ctx = at(newGame(n, seed));
        const rng = rngFromState(seedRng(seed * 31));
        let moves = 0;
        while (phaseOf(ctx) !== 'gameOver') {
          const options = legalMoves(ctx);
          expect(options.length, `seed ${seed}`).to.be.greaterThan(0);
          const move = options[randomInt(rng, 0, options.length - 1)];
          expect(legalityError(ctx.context, phaseOf(ctx), move)).to.equal(null);
          ctx = step(ctx, move);
          expect(checkInvariants(ctx.context, phaseOf(ctx)), `${n} players, seed ${seed}, move ${moves}`).to.deep.equal([]);
          moves += 1;
          expect(moves).to.be.lessThan(1000);
        }
        const sheet = scoreSheet(ctx);
        expect(sheet.winners.length).to.be.greaterThan(0);
        for (const line of sheet.lines) expect(Object.values(line.breakdown).reduce((a, b) => a + b, 0)).to.equal(line.total);
      }
    }
  });
});
