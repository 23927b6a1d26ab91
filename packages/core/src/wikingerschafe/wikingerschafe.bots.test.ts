import { expect } from '@esm-bundle/chai';
import { createActor } from 'xstate';
import { rngFromState, seedRng } from '../kit/rng.js';
import { playout } from '../kit/playout.js';
import type { Seat } from '../kit/seats.js';
import { wikingerschafe, wikingerschafeMachine } from './index.js';
import { playerView } from './wikingerschafe.view.js';

const bot = (name: string): Seat => ({ kind: 'bot', bot: name, level: 2 });

describe('Wikingerschafe bots', () => {
  it('offers random and heuristic', () => {
    expect(Object.keys(wikingerschafe.bots).sort()).to.deep.equal(['heuristic', 'random']);
  });

  it('heuristic beats random and Björn in most 2-player games (16 seeded games, seats swapped half the time)', () => {
    let wins = 0;
    let bjorn = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const heuristicSeat = seed % 2;
      const seats = heuristicSeat === 0 ? [bot('heuristic'), bot('random')] : [bot('random'), bot('heuristic')];
      const { snapshot } = playout(wikingerschafe, { players: 2, seed, seats });
      const winners = wikingerschafe.scores(snapshot).winners;
      if (winners.includes(heuristicSeat)) wins++;
      if (winners.includes(-1)) bjorn++;
    }
    expect(wins).to.be.at.least(13);
    expect(bjorn).to.be.at.most(3);
  });

  it('chooses the same legal move for the same view and generator state', () => {
    const actor = createActor(wikingerschafeMachine, { input: wikingerschafe.createInput({ players: 3, seed: 9 }) }).start();
    const snapshot = actor.getSnapshot();
    const seat = snapshot.context.current;
    const context = { seat, view: playerView(snapshot, seat), moves: wikingerschafe.legalMoves(snapshot), level: 2 as const };
    const a = wikingerschafe.bots.heuristic.choose({ ...context, rng: rngFromState(seedRng(5)) });
    const b = wikingerschafe.bots.heuristic.choose({ ...context, rng: rngFromState(seedRng(5)) });
    expect(a).to.deep.equal(b);
    expect(context.moves.map((m) => JSON.stringify(m))).to.include(JSON.stringify(a));
    actor.stop();
  });
});
