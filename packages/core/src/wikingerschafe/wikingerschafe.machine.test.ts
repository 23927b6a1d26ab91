import { expect } from '@esm-bundle/chai';
import { createActor } from 'xstate';
import { playout } from '../kit/playout.js';
import { wikingerschafe, wikingerschafeMachine } from './index.js';

const bots = (n: number) => Array.from({ length: n }, () => ({ kind: 'bot' as const, bot: 'heuristic', level: 2 as const }));

describe('Wikingerschafe machine', () => {
  it('starts in turn.rolling with the start seat to act', () => {
    const actor = createActor(wikingerschafeMachine, { input: wikingerschafe.createInput({ players: 3, seed: 4 }) }).start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ turn: 'rolling' })).to.equal(true);
    expect(snapshot.hasTag('rolling')).to.equal(true);
    expect(snapshot.context.current).to.equal(snapshot.context.startSeat);
    actor.stop();
  });

  for (const players of [2, 3, 4]) {
    it(`plays a whole seeded ${players}-player game with heuristic bots to gameOver`, () => {
      const result = playout(wikingerschafe, { players, seed: 11, seats: bots(players) });
      expect(result.snapshot.hasTag('gameOver')).to.equal(true);
      expect(wikingerschafe.invariants(result.snapshot)).to.deep.equal([]);
      expect(wikingerschafe.scores(result.snapshot).winners.length).to.be.greaterThan(0);
    });
  }
});
