import { expect } from '@esm-bundle/chai';
import { createActor } from 'xstate';
import { rngFromState, seedRng } from '../kit/rng.js';
import { playout } from '../kit/playout.js';
import type { Seat } from '../kit/seats.js';
import { wikingerschafe, wikingerschafeMachine } from './index.js';
import { searchMove } from '../kit/search.js';
import { SEARCH_SETTINGS, chooseBySearch, sampleOf, searchBot, searchModel, shortlist, step, type SimState } from './wikingerschafe.search.js';
import { phaseOf, playerView, type WikingerschafeSnapshot, type WikingerschafeView } from './wikingerschafe.view.js';
import type { WikingerschafeMove } from './wikingerschafe.types.js';

const casual: Seat = { kind: 'bot', bot: 'heuristic', level: 1 };
const simOf = (snapshot: WikingerschafeSnapshot): SimState => ({ context: snapshot.context, phase: phaseOf(snapshot) });

/** Positions of a seeded game where the seat to act has several moves (casual bots: every kind of move comes up). */
function positions(players: number, seed: number): WikingerschafeSnapshot[] {
  const out: WikingerschafeSnapshot[] = [];
  playout(
    wikingerschafe,
    { players, seed, seats: Array.from({ length: players }, () => casual) },
    {
      onMove: (next) => {
        if (!next.hasTag('gameOver') && wikingerschafe.legalMoves(next).length > 1) out.push(next);
      },
    },
  );
  return out;
}

describe('Wikingerschafe search bot', () => {
  it('its light simulator reaches the very position the machine reaches after every move (2, 3 and 4 players)', () => {
    for (const players of [2, 3, 4]) {
      let before: WikingerschafeSnapshot | undefined;
      const actor = createActor(wikingerschafeMachine, { input: wikingerschafe.createInput({ players, seed: 40 + players }) }).start();
      before = actor.getSnapshot();
      const { events } = playout(wikingerschafe, { players, seed: 40 + players, seats: Array.from({ length: players }, () => casual) });
      for (const move of events) {
        actor.send(move);
        const after = actor.getSnapshot();
        const simulated = step(simOf(before), move);
        expect(simulated.phase, `phase after ${JSON.stringify(move)}`).to.equal(phaseOf(after));
        expect(simulated.context, `context after ${JSON.stringify(move)}`).to.deep.equal(after.context);
        before = after;
      }
      expect(before.hasTag('gameOver')).to.equal(true);
      actor.stop();
    }
  });

  it('chooses a legal move, the same one for the same view and generator state', () => {
    const some = positions(2, 11).filter((_, i) => i % 15 === 0);
    expect(some.length).to.be.at.least(4);
    for (const snapshot of some) {
      const [seat] = wikingerschafe.toAct(snapshot);
      const moves = wikingerschafe.legalMoves(snapshot, seat);
      const ask = () => searchBot.choose({ seat, view: playerView(snapshot, seat), moves, level: 2, rng: rngFromState(seedRng(3)) });
      const move = ask();
      expect(moves.map((m) => JSON.stringify(m))).to.include(JSON.stringify(move));
      expect(ask()).to.deep.equal(move);
    }
  }).timeout(60_000);

  it("never reads the game's generator: the future dice do not change its choice", () => {
    const snapshot = positions(2, 12).find((s) => s.hasTag('rolling') && s.context.turn.rollsLeft > 0)!;
    const [seat] = wikingerschafe.toAct(snapshot);
    const moves = wikingerschafe.legalMoves(snapshot, seat);
    const other = { ...snapshot, context: { ...snapshot.context, rng: seedRng(987_654) } } as WikingerschafeSnapshot;
    expect(other.context.rng).not.to.deep.equal(snapshot.context.rng);
    const ask = (s: WikingerschafeSnapshot): WikingerschafeMove => chooseBySearch(playerView(s, seat), moves, rngFromState(seedRng(8)), { playouts: 24 }).move;
    expect(ask(other)).to.deep.equal(ask(snapshot));
  }).timeout(30_000);

  it('plays exactly its budget of playouts, every candidate at least once', () => {
    const snapshot = positions(3, 13).find((s) => s.hasTag('rolling') && s.context.turn.rollsLeft > 0)!;
    const [seat] = wikingerschafe.toAct(snapshot);
    const result = chooseBySearch(playerView(snapshot, seat), wikingerschafe.legalMoves(snapshot, seat), rngFromState(seedRng(4)), {
      playouts: 60,
      moves: Infinity,
    });
    expect(result.visits.length).to.be.at.least(2);
    expect(result.visits.every((n) => n >= 1)).to.equal(true);
    expect(result.visits.reduce((a, b) => a + b, 0)).to.equal(60);
    expect(result.moves).to.be.greaterThan(60);
  }).timeout(30_000);

  it('stops once its bound on simulated moves is spent, after one playout of every candidate', () => {
    const snapshot = positions(3, 13).find((s) => s.hasTag('rolling') && s.context.turn.rollsLeft > 0)!;
    const [seat] = wikingerschafe.toAct(snapshot);
    const view = playerView(snapshot, seat);
    const moves = wikingerschafe.legalMoves(snapshot, seat);
    const free = chooseBySearch(view, moves, rngFromState(seedRng(4)), { playouts: 60, moves: Infinity });
    const bounded = searchMove(
      searchModel(SEARCH_SETTINGS),
      seat,
      shortlist(view, moves, rngFromState(seedRng(4))),
      sampleOf(view),
      { playouts: 60, exploration: 0.35, moves: 1 },
      rngFromState(seedRng(4)),
    );
    expect(
      bounded.visits.every((n) => n === 1),
      'one playout each',
    ).to.equal(true);
    expect(bounded.moves).to.be.lessThan(free.moves);
  }).timeout(30_000);

  it("the search bot's own decisions stop at its bound on simulated moves, so a long-running position costs no more", () => {
    // A decision whose 48 playouts would run past the bound: the default search stops there, with fewer playouts.
    let found: { view: WikingerschafeView; moves: WikingerschafeMove[]; free: ReturnType<typeof chooseBySearch> } | undefined;
    for (const snapshot of [...positions(2, 12), ...positions(3, 14)]) {
      const [seat] = wikingerschafe.toAct(snapshot);
      const view = playerView(snapshot, seat);
      const moves = wikingerschafe.legalMoves(snapshot, seat);
      const free = chooseBySearch(view, moves, rngFromState(seedRng(6)), { moves: Infinity });
      if (free.moves > SEARCH_SETTINGS.moves + 20) {
        found = { view, moves, free };
        break;
      }
    }
    expect(found, 'a position whose playouts run past the bound').not.to.equal(undefined);
    const { view, moves, free } = found!;
    const bounded = chooseBySearch(view, moves, rngFromState(seedRng(6)));
    expect(bounded.moves).to.be.at.least(SEARCH_SETTINGS.moves);
    expect(bounded.moves).to.be.lessThan(free.moves);
    expect(bounded.visits.reduce((a, b) => a + b, 0)).to.be.lessThan(SEARCH_SETTINGS.playouts);
  }).timeout(60_000);
});
