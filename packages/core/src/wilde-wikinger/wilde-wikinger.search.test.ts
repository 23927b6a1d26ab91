import { expect } from '@esm-bundle/chai';
import { createActor, type SnapshotFrom } from 'xstate';
import { rngFromState, seedRng } from '../kit/rng.js';
import { playout } from '../kit/playout.js';
import type { Seat } from '../kit/seats.js';
import { wildeWikinger, wildeWikingerBoard, wildeWikingerMachine, type WildeWikingerMachine } from './index.js';
import { chooseBySearch, determinize, searchBot, step, type SimState } from './wilde-wikinger.search.js';
import { phaseOf } from './wilde-wikinger.rules.js';
import { playerView } from './wilde-wikinger.view.js';
import type { WildeWikingerContext } from './wilde-wikinger.types.js';

type Snapshot = SnapshotFrom<WildeWikingerMachine>;
const casual: Seat = { kind: 'bot', bot: 'heuristic', level: 1 };

/** Positions of a seeded game where some seat to act has several moves. */
function positions(players: number, seed: number): Snapshot[] {
  const out: Snapshot[] = [];
  playout(
    wildeWikinger,
    { players, seed, seats: Array.from({ length: players }, () => casual) },
    {
      onMove: (next) => {
        const [seat] = wildeWikinger.toAct(next);
        if (seat !== undefined && wildeWikinger.legalMoves(next, seat).length > 1) out.push(next);
      },
    },
  );
  return out;
}

/** The same table with the hidden cards dealt otherwise: every other hand swapped, card for card, with the provision pile. */
function otherHiddenCards(context: WildeWikingerContext, seat: number): WildeWikingerContext {
  const provision = context.provision.slice();
  const hands = context.hands.map((hand, s) => {
    if (s === seat) return hand;
    const given = provision.splice(0, hand.length);
    provision.push(...hand);
    return given.sort((a, b) => a - b);
  });
  return { ...context, hands, provision };
}

describe('Wilde Wikinger search bot', () => {
  it('its light simulator reaches the very position the machine reaches after every move (2 to 5 players)', () => {
    for (const players of [2, 3, 4, 5]) {
      const actor = createActor(wildeWikingerMachine, { input: wildeWikinger.createInput({ players, seed: 60 + players }) }).start();
      let before = actor.getSnapshot();
      const { events } = playout(wildeWikinger, { players, seed: 60 + players, seats: Array.from({ length: players }, () => casual) });
      for (const move of events) {
        actor.send(move);
        const after = actor.getSnapshot();
        const simulated = step({ context: before.context, value: phaseOf(before) } as SimState, move);
        expect(simulated.value, `phase after ${JSON.stringify(move)}`).to.equal(phaseOf(after));
        expect(simulated.context, `context after ${JSON.stringify(move)}`).to.deep.equal(after.context);
        before = after;
      }
      expect(phaseOf(before)).to.equal('gameOver');
      actor.stop();
    }
  });

  it("is the game module's `search` bot; the board module leaves it to the board's worker", () => {
    expect(Object.keys(wildeWikinger.bots).sort()).to.deep.equal(['heuristic', 'random', 'search']);
    expect(Object.keys(wildeWikingerBoard.bots).sort()).to.deep.equal(['heuristic', 'random']);
  });

  it('samples a table the seat may be at: the same view, every hidden card dealt from the cards it has not seen', () => {
    const some = positions(4, 21).filter((s) => phaseOf(s) === 'raid' || phaseOf(s) === 'auction');
    expect(some.length).to.be.at.least(3);
    for (const snapshot of some) {
      const [seat] = wildeWikinger.toAct(snapshot);
      const view = playerView(snapshot, seat);
      for (const seed of [1, 2]) {
        const table = determinize(view, seed);
        const seen = playerView(table, seat);
        expect(seen.hand).to.deep.equal(view.hand);
        expect(seen.handSizes).to.deep.equal(view.handSizes);
        expect(seen.provisionSize).to.equal(view.provisionSize);
        expect(seen.pirateTilesLeft).to.equal(view.pirateTilesLeft);
        expect(seen.raid).to.deep.equal(view.raid);
        expect(seen.auction).to.deep.equal(view.auction);
        expect(
          wildeWikinger.invariants({ ...snapshot, context: { ...table.context, stats: snapshot.context.stats, log: snapshot.context.log } } as Snapshot),
        ).to.deep.equal([]);
      }
    }
  });

  it("decides the same whatever the other hands hold: it reads only its seat's view (fixed sample seed)", () => {
    const some = positions(3, 22).filter((s) => phaseOf(s) === 'raid' || phaseOf(s) === 'auction' || phaseOf(s) === 'choosingShip');
    expect(some.length).to.be.at.least(3);
    let differed = 0;
    for (const snapshot of some.slice(0, 6)) {
      const [seat] = wildeWikinger.toAct(snapshot);
      const moves = wildeWikinger.legalMoves(snapshot, seat);
      const other = { ...snapshot, context: otherHiddenCards(snapshot.context, seat) } as Snapshot;
      expect(other.context.hands[seat]).to.deep.equal(snapshot.context.hands[seat]);
      if (JSON.stringify(other.context.hands) !== JSON.stringify(snapshot.context.hands)) differed++;
      const ask = (s: Snapshot) => searchBot.choose({ seat, view: playerView(s, seat), moves, level: 2, rng: rngFromState(seedRng(17)) });
      expect(ask(other), `seat ${seat} in ${phaseOf(snapshot)}`).to.deep.equal(ask(snapshot));
    }
    expect(differed, 'the hidden hands did differ').to.be.at.least(3);
  }).timeout(60_000);

  it('chooses a legal move, the same one for the same view and generator state, within its budget of playouts', () => {
    for (const snapshot of positions(2, 23)
      .filter((_, i) => i % 9 === 0)
      .slice(0, 6)) {
      const [seat] = wildeWikinger.toAct(snapshot);
      const moves = wildeWikinger.legalMoves(snapshot, seat);
      const result = chooseBySearch(playerView(snapshot, seat), moves, rngFromState(seedRng(5)), { playouts: 40 });
      expect(moves.map((m) => JSON.stringify(m))).to.include(JSON.stringify(result.move));
      expect(chooseBySearch(playerView(snapshot, seat), moves, rngFromState(seedRng(5)), { playouts: 40 }).move).to.deep.equal(result.move);
      expect(result.visits.reduce((a, b) => a + b, 0)).to.equal(Math.max(40, result.visits.length));
    }
  }).timeout(60_000);
});
