import { expect } from '@esm-bundle/chai';
import * as v from 'valibot';
import { games } from '../games.js';
import { addStoodIn, botOfSeatKind, onlineCreateOptionsSchema, parseOnlineMove } from './online.js';

describe('Online protocol', () => {
  it('every game redacts its context for the server', () => {
    for (const game of Object.values(games)) expect(game.redact, game.id).to.be.a('function');
  });

  it('reads a move, and nothing else as one', () => {
    expect(parseOnlineMove({ revision: 3, event: { type: 'player.roll', seat: 0 } })).to.deep.equal({ revision: 3, event: { type: 'player.roll', seat: 0 } });
    for (const bad of [
      null,
      7,
      'move',
      {},
      { revision: -1, event: { type: 'x' } },
      { revision: 1.5, event: { type: 'x' } },
      { revision: 1, event: { type: 3 } },
      { revision: 1, event: [] },
    ]) {
      expect(parseOnlineMove(bad), JSON.stringify(bad)).to.equal(undefined);
    }
  });

  it('checks create options and names the bot of a seat', () => {
    expect(v.safeParse(onlineCreateOptionsSchema, { players: 2, seats: ['person', 'heuristic:3'] }).success).to.equal(true);
    expect(v.safeParse(onlineCreateOptionsSchema, { players: 2, seats: ['person', 'wizard'] }).success).to.equal(false);
    expect(botOfSeatKind('heuristic:3')).to.deep.equal({ bot: 'heuristic', level: 3 });
    expect(botOfSeatKind('random')).to.deep.equal({ bot: 'random', level: 2 });
    expect(botOfSeatKind('search')).to.deep.include({ bot: 'search' });
    expect(botOfSeatKind('person')).to.equal(undefined);
  });

  it("keeps the computer's lines for a person away as one run per turn (a stand-in's moves in a row join)", () => {
    let runs = addStoodIn([], 1, 4, 6);
    runs = addStoodIn(runs, 1, 6, 9);
    expect(runs).to.deep.equal([{ seat: 1, log: 4, end: 9 }]);
    // Another seat's lines between: a new run; a move that wrote nothing adds none.
    runs = addStoodIn(addStoodIn(runs, 1, 12, 13), 2, 13, 13);
    expect(runs).to.deep.equal([
      { seat: 1, log: 4, end: 9 },
      { seat: 1, log: 12, end: 13 },
    ]);
  });
});
