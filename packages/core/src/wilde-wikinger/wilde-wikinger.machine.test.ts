import { expect } from '@esm-bundle/chai';
import { createActor, type SnapshotFrom } from 'xstate';
import { getStateNodes } from '@xstate/graph';
import { playout, replay } from '../kit/playout.js';
import { unwrapSnapshot, wrapSnapshot } from '../kit/persistence.js';
import type { Seat } from '../kit/seats.js';
import * as wildeWikingerEntry from './index.js';
import { wildeWikinger, createWildeWikingerInput } from './index.js';
import { PHASES, wildeWikingerMachine } from './wilde-wikinger.machine.js';
import { cards, giveHand, loadShip, newGame, placeShip, rigDice, tableInput } from './wilde-wikinger.fixtures.js';
import { phaseOf, setupGame } from './wilde-wikinger.rules.js';
import type { Phase, WildeWikingerContext, WildeWikingerEvent } from './wilde-wikinger.types.js';

type Snapshot = SnapshotFrom<typeof wildeWikingerMachine>;

const bots = (...names: string[]): Seat[] => names.map((bot) => ({ kind: 'bot', bot, level: 2 }));

/** An actor resumed at `context`, resting in `phase`. */
function actorAt(context: WildeWikingerContext, phase: Phase = 'rolling') {
  const snapshot = wildeWikingerMachine.resolveState({ value: phase, context });
  // XState types ask for the input as well; a given snapshot takes precedence over it.
  return createActor(wildeWikingerMachine, { snapshot, input: tableInput(context.players.length) }).start();
}

/** The red ship at the landing stage of a 3-player game: seat 0 holds red cards, seat 1 one joker. */
function auctionActor() {
  let ctx = newGame(3);
  ctx = giveHand(ctx, 0, [...cards('red', 2, 2), ...cards('yellow', 3)]);
  ctx = giveHand(ctx, 1, cards('joker', 1));
  ctx = placeShip(loadShip(ctx, 'red', ['white']), 'red', 2);
  const actor = actorAt(rigDice(ctx, 'blue', 'red'));
  actor.send({ type: 'player.roll', seat: 0 });
  return actor;
}

describe('Machine', () => {
  it('starts in rolling with the prepared game', () => {
    const actor = createActor(wildeWikingerMachine, { input: tableInput(3, 9) }).start();
    expect(actor.getSnapshot().value).to.equal('rolling');
    expect(actor.getSnapshot().context).to.deep.equal(setupGame(tableInput(3, 9)));
    actor.stop();
  });

  it('moves from rolling into an auction and tags it', () => {
    const actor = auctionActor();
    expect(actor.getSnapshot().value).to.equal('auction');
    expect(actor.getSnapshot().hasTag('bidding')).to.equal(true);
    actor.stop();
  });

  const illegal: [string, WildeWikingerEvent][] = [
    ['a seat out of turn', { type: 'player.bid', seat: 1, cards: cards('joker', 1) }],
    ['cards not in hand', { type: 'player.bid', seat: 0, cards: cards('red', 3) }],
    ['a card of another colour', { type: 'player.bid', seat: 0, cards: cards('yellow', 3) }],
    ['a roll during an auction', { type: 'player.roll', seat: 0 }],
    ['a raid bid during an auction', { type: 'player.commitBid', seat: 0, cards: cards('red', 2) }],
    ['a seat not at the table', { type: 'player.pass', seat: 7 }],
  ];
  for (const [what, event] of illegal) {
    it(`refuses ${what} and keeps the very same snapshot`, () => {
      const actor = auctionActor();
      const before = actor.getSnapshot();
      actor.send(event);
      expect(actor.getSnapshot()).to.equal(before);
      actor.stop();
    });
  }

  it('refuses a bid that is not higher and keeps the very same snapshot', () => {
    const actor = auctionActor();
    actor.send({ type: 'player.bid', seat: 0, cards: cards('red', 2, 2) });
    const before = actor.getSnapshot();
    actor.send({ type: 'player.bid', seat: 1, cards: cards('joker', 1) });
    expect(actor.getSnapshot()).to.equal(before);
    actor.send({ type: 'player.pass', seat: 1 });
    expect(actor.getSnapshot()).to.not.equal(before);
    actor.stop();
  });

  it("takes every seat's face-down bid in any order and reveals after the last", () => {
    let ctx = placeShip(newGame(3), 'pirate', 2);
    ctx = rigDice(ctx, 'red', 'pirate');
    const actor = actorAt(ctx);
    actor.send({ type: 'player.roll', seat: 0 });
    expect(actor.getSnapshot().value).to.equal('raid');
    expect(actor.getSnapshot().hasTag('simultaneous')).to.equal(true);
    expect(wildeWikinger.toAct(actor.getSnapshot())).to.deep.equal([0, 1, 2]);
    for (const seat of [2, 0]) actor.send({ type: 'player.commitBid', seat, cards: [actor.getSnapshot().context.hands[seat][0]] });
    expect(wildeWikinger.toAct(actor.getSnapshot())).to.deep.equal([1]);
    const before = actor.getSnapshot();
    actor.send({ type: 'player.commitBid', seat: 2, cards: [before.context.hands[2][0]] });
    expect(actor.getSnapshot(), 'a second commit is refused').to.equal(before);
    actor.send({ type: 'player.commitBid', seat: 1, cards: [before.context.hands[1][0]] });
    expect(actor.getSnapshot().value).to.equal('rolling');
    expect(actor.getSnapshot().context.lastRaid).to.not.equal(null);
    actor.stop();
  });
});

describe('Public API', () => {
  it("has one toAct, taking a snapshot (the module's); the context-level helper is seatsToAct", () => {
    const actor = createActor(wildeWikingerMachine, { input: tableInput(3) }).start();
    actor.send({ type: 'player.roll', seat: 0 });
    const snapshot = actor.getSnapshot();
    expect(wildeWikingerEntry).to.not.have.property('toAct');
    expect(wildeWikinger.toAct(snapshot)).to.deep.equal(wildeWikingerEntry.seatsToAct(snapshot.context, phaseOf(snapshot)));
    expect(wildeWikinger.toAct(snapshot).every((seat) => Number.isInteger(seat))).to.equal(true);
    actor.stop();
  });
});

describe('Whole games', () => {
  for (const n of [2, 3, 4, 5]) {
    it(`plays seeded ${n}-player games to the end with every piece conserved`, () => {
      for (let seed = 1; seed <= 3; seed++) {
        const seats = bots(...Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 'heuristic' : 'random')));
        const violations: string[] = [];
        const result = playout(
          wildeWikinger,
          { players: n, seats, seed },
          { maxMoves: 2000, onMove: (snapshot) => violations.push(...wildeWikinger.invariants(snapshot)) },
        );
        expect(violations).to.deep.equal([]);
        expect(result.snapshot.value).to.equal('gameOver');
        expect(result.snapshot.status).to.equal('done');
        expect(wildeWikinger.scores(result.snapshot).winners.length).to.be.greaterThan(0);
        expect(wildeWikinger.turns(result.snapshot)).to.be.within(30, 120);
        expect(replay(wildeWikingerMachine, createWildeWikingerInput({ players: n, seats, seed }), result.events).context).to.deep.equal(
          result.snapshot.context,
        );
      }
    });
  }
});

describe('Persistence', () => {
  it('a persisted snapshot, restored, continues identically', () => {
    const options = { players: 3, seats: bots('heuristic', 'random', 'heuristic'), seed: 21 };
    const { events, snapshot: end } = playout(wildeWikinger, options);
    const input = createWildeWikingerInput(options);
    for (const cut of [Math.floor(events.length / 3), Math.floor(events.length / 2), events.length - 2]) {
      const first = createActor(wildeWikingerMachine, { input }).start();
      for (const event of events.slice(0, cut)) first.send(event);
      const saved = JSON.stringify(wrapSnapshot(wildeWikinger.id, wildeWikinger.snapshotVersion, first.getPersistedSnapshot()));
      first.stop();
      const restored = unwrapSnapshot(saved, wildeWikinger.id, wildeWikinger.snapshotVersion);
      if (!restored.ok) throw new Error(restored.detail);
      const second = createActor(wildeWikingerMachine, { snapshot: restored.snapshot as Snapshot, input }).start();
      for (const event of events.slice(cut)) second.send(event);
      expect(second.getSnapshot().value).to.equal('gameOver');
      expect(second.getSnapshot().context).to.deep.equal(end.context);
      second.stop();
    }
  });
});

describe('State coverage', () => {
  it('seeded playouts pass through every state node of the machine and rest only in the phases', () => {
    const all = getStateNodes(wildeWikingerMachine)
      .map((node) => node.key)
      .sort();
    const passing = all.filter((key) => !(PHASES as readonly string[]).includes(key));
    expect(passing, 'the states decided by eventless transitions').to.deep.equal(['shipDie', 'shipMoved', 'treasureDie']);
    const reached = new Set<string>();
    const rested = new Set<string>();
    for (let seed = 1; seed <= 4 && reached.size < all.length; seed++) {
      const options = { players: 3, seats: bots('random', 'heuristic', 'random'), seed };
      const { events } = playout(wildeWikinger, options);
      const actor = createActor(wildeWikingerMachine, {
        input: createWildeWikingerInput(options),
        // Every microstep, so the states passed through without resting count too.
        inspect: (inspection) => {
          if (inspection.type === '@xstate.microstep') reached.add(String((inspection.snapshot as Snapshot).value));
        },
      }).start();
      for (const event of events) {
        actor.send(event);
        rested.add(String(actor.getSnapshot().value));
      }
      actor.stop();
    }
    expect([...reached].sort()).to.deep.equal(all);
    expect([...rested].sort()).to.deep.equal([...PHASES].sort());
  });
});

describe('Table options', () => {
  it('builds the input from table options and refuses bad ones', () => {
    expect(createWildeWikingerInput({ players: 4, seed: 3 }).players).to.have.length(4);
    expect(() => createWildeWikingerInput({ players: 6, seed: 3 })).to.throw(RangeError, /2 to 5/);
    expect(() => createWildeWikingerInput({ players: 2, seed: 3, seats: bots('random') })).to.throw(RangeError, /1 seats/);
  });
});
