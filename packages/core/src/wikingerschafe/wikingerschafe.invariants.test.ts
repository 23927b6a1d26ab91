import { expect } from '@esm-bundle/chai';
import { checkInvariants } from './wikingerschafe.invariants.js';
import type { WikingerschafePhase } from './wikingerschafe.rules.js';
import { B, L, newGame, S, W, withWikinger, type WikingerPatch } from './wikingerschafe.test-helpers.js';
import type { WikingerschafeContext } from './wikingerschafe.types.js';

// The simulator and the machine tests assert that the invariants hold after every move; these cases
// show that each check does fire, on positions the rules cannot reach (each built from a seeded game
// with one thing broken).

const game = newGame(3, 1);
const who = game.current;
const other = (who + 1) % 3;
const patch = (p: WikingerPatch, at = who): WikingerschafeContext => withWikinger(game, at, p);

const cases: { name: string; context: WikingerschafeContext; phase?: WikingerschafePhase; message: RegExp }[] = [
  { name: 'a Wikinger missing', context: { ...game, wikinger: game.wikinger.slice(0, 2) }, message: /expected 3 Wikinger, got 2/ },
  { name: 'a die lost', context: patch({ dice: game.wikinger[who].dice.slice(0, 6) }), message: /6 dice/ },
  { name: 'a face of 7', context: patch({ dice: [S(7), S(1), S(2), S(3), S(4), S(5), B] }), message: /die 0 face 7/ },
  {
    name: 'a placed die showing another face',
    context: patch({ dice: [{ place: 'location', face: 2, location: 3 }, S(1), S(2), S(3), S(4), S(5), B] }),
    message: /placed die 0 face 2 on 3/,
  },
  { name: 'a die other than the 7th on the round board', context: patch({ dice: [S(1), S(1), S(2), S(3), S(4), B, B] }), message: /die 5 on the board/ },
  {
    name: 'a shielded die without a placed shield',
    context: patch({ dice: [L(1, true), S(1), S(2), S(3), S(4), S(5), B] }),
    message: /1 shielded dice and 0 waiting but 0 placed shields/,
  },
  {
    name: 'a die marked as sent by 6s outside Wollhalla',
    context: patch({ dice: [{ place: 'supply', face: 6, banished: true }, S(1), S(2), S(3), S(4), S(5), B] }),
    message: /marked as sent by 6s/,
  },
  { name: 'a fresh shield on another Wikinger', context: patch({ shields: ['fresh', 'board'] }, other), message: /fresh shield outside its own turn/ },
  { name: 'negative Mead', context: patch({ mead: -1 }), message: /mead -1/ },
  { name: 'influence over 12', context: patch({ influence: [13, 0, 0, 0, 0], milestones: [[8, 10, 12], [], [], [], []] }), message: /influence 13 on 1/ },
  {
    name: 'a milestone not reached',
    context: patch({ influence: [7, 0, 0, 0, 0], milestones: [[8], [], [], [], []] }),
    message: /milestones 8 on 1 with influence 7/,
  },
  { name: 'three dice in Wollhalla', context: patch({ dice: [W, W, W, S(3), S(4), S(5), B] }), message: /3 dice in Wollhalla/ },
  { name: 'glory the log does not give', context: patch({ glory: 3 }), message: /glory 3 but the log gives 0/ },
  { name: 'a round past the last', context: { ...game, round: 5 }, message: /round 5/ },
  { name: 'rolling with an empty supply', context: patch({ dice: [L(1), L(1), L(2), L(3), L(4), L(5), B] }), message: /rolling with an empty supply/ },
  { name: 'scoring while dice are still to place', context: game, phase: 'roundScoring', message: /scoring before every supply is empty/ },
  { name: 'rewarding without a Location', context: game, phase: 'rewarding', message: /rewarding without a Location/ },
  {
    name: 'a Redistribution pending outside redistributing',
    context: { ...game, turn: { ...game.turn, pendingShields: 1 } },
    message: /rolling with a Redistribution still pending/,
  },
];

describe('checkInvariants', () => {
  it('finds nothing wrong in a new game of 2, 3 and 4 players', () => {
    for (const players of [2, 3, 4]) expect(checkInvariants(newGame(players, 5), 'rolling')).to.deep.equal([]);
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
});
