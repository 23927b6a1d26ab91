import { expect } from '@esm-bundle/chai';
import { createActor, setup, type SnapshotFrom } from 'xstate';
import { currentSeatToAct, lastMoverOf, movesOfSeat, peopleToAct, turnKeyOf } from './turn.js';
import type { Seat } from './seats.js';

/** Two seats take turns; `game.end` ends it. The waiting state is tagged `toAct`. */
const machine = setup({
  types: {
    context: {} as { current: number; turns: number; seats: readonly Seat[]; last?: number },
    events: {} as { type: 'player.pass' } | { type: 'game.end' },
  },
}).createMachine({
  // A new context for every actor: the moves change it in place.
  context: () => ({ current: 0, turns: 0, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random', level: 1 }] }),
  initial: 'playing',
  states: {
    playing: {
      tags: ['toAct'],
      on: {
        'player.pass': { actions: ({ context }) => Object.assign(context, { last: context.current, current: 1 - context.current, turns: context.turns + 1 }) },
        'game.end': 'over',
      },
    },
    over: { type: 'final' },
  },
});
type Snapshot = SnapshotFrom<typeof machine>;
const game = {
  toAct: (snapshot: Snapshot) => currentSeatToAct(snapshot),
  turns: (snapshot: Snapshot) => snapshot.context.turns,
  seats: (snapshot: Snapshot) => snapshot.context.seats,
  lastMover: (snapshot: Snapshot) => snapshot.context.last,
};

describe('Turn (kit)', () => {
  it('one seat at a time: the seat in `current` acts while the state is tagged toAct, nobody at the end', () => {
    const actor = createActor(machine).start();
    expect(currentSeatToAct(actor.getSnapshot())).to.deep.equal([0]);
    expect(peopleToAct(game, actor.getSnapshot())).to.deep.equal([0]);
    expect(turnKeyOf(game, actor.getSnapshot())).to.equal('0:0');
    actor.send({ type: 'player.pass' });
    expect(currentSeatToAct(actor.getSnapshot())).to.deep.equal([1]);
    expect(peopleToAct(game, actor.getSnapshot()), 'a bot acts').to.deep.equal([]);
    expect(turnKeyOf(game, actor.getSnapshot())).to.equal('1:1');
    actor.send({ type: 'game.end' });
    expect(currentSeatToAct(actor.getSnapshot())).to.deep.equal([]);
    expect(turnKeyOf(game, actor.getSnapshot())).to.equal('');
  });

  it('moves of a seat: the moves open now for the seat to act (default the first), none for another seat or when nobody acts', () => {
    let asked = 0;
    const now = () => (asked++, ['a', 'b']);
    expect(movesOfSeat([1], undefined, now)).to.deep.equal(['a', 'b']);
    expect(movesOfSeat([1], 1, now)).to.deep.equal(['a', 'b']);
    expect(movesOfSeat([1], 0, now)).to.deep.equal([]);
    expect(movesOfSeat([], undefined, now)).to.deep.equal([]);
    expect(asked, 'the moves are computed only for the seat to act').to.equal(2);
  });

  it("the last move's mover: its seat and whether a person or a bot plays it; nobody before the first move or when the game does not say", () => {
    const actor = createActor(machine).start();
    expect(lastMoverOf(game, actor.getSnapshot()), 'no move yet').to.equal(undefined);
    actor.send({ type: 'player.pass' });
    expect(lastMoverOf(game, actor.getSnapshot())).to.deep.equal({ seat: 0, kind: 'human' });
    actor.send({ type: 'player.pass' });
    expect(lastMoverOf(game, actor.getSnapshot())).to.deep.equal({ seat: 1, kind: 'bot' });
    expect(lastMoverOf({ seats: game.seats }, actor.getSnapshot()), 'a game without lastMover').to.equal(undefined);
  });
});
