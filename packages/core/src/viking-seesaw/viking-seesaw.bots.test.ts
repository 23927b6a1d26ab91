import { expect } from '@esm-bundle/chai';
import { createActor, type SnapshotFrom } from 'xstate';
import { playout, rngFromState, seedRng, type Seat } from '../kit/index.js';
import { TRUE_MASSES, resolvePlacement } from './viking-seesaw.physics.js';
import { freshMoves, heuristicBot, judgedMasses, vikingSeesawBots } from './viking-seesaw.bots.js';
import { storageCount } from './viking-seesaw.rules.js';
import { vikingSeesaw } from './index.js';
import { vikingSeesawMachine, type VikingSeesawMachine } from './viking-seesaw.machine.js';

type Snapshot = SnapshotFrom<VikingSeesawMachine>;
const RANDOM: Seat = { kind: 'bot', bot: 'random', level: 2 };

describe('Bots', () => {
  it('has a random and a heuristic bot', () => {
    expect(Object.keys(vikingSeesawBots).sort()).to.deep.equal(['heuristic', 'random']);
  });

  it('the heuristic bot picks a legal move that holds on the starting ship (level 3)', () => {
    const snapshot = createActor(vikingSeesawMachine, { input: vikingSeesaw.createInput({ players: 2, seed: 3 }) }).start().getSnapshot();
    const moves = vikingSeesaw.legalMoves(snapshot);
    for (const seed of [1, 2, 3]) {
      const move = heuristicBot.choose({ seat: snapshot.context.current, view: vikingSeesaw.playerView(snapshot, snapshot.context.current), moves, level: 3, rng: rngFromState(seedRng(seed)) });
      expect(moves).to.deep.include(move);
      expect(resolvePlacement(snapshot.context.ship, move).tilted, JSON.stringify(move)).to.equal(false);
    }
  });

  it('is deterministic for the same generator', () => {
    const snapshot = createActor(vikingSeesawMachine, { input: vikingSeesaw.createInput({ players: 3, seed: 4 }) }).start().getSnapshot();
    const context = { seat: snapshot.context.current, view: vikingSeesaw.playerView(snapshot, snapshot.context.current), moves: vikingSeesaw.legalMoves(snapshot), level: 2 as const };
    const a = heuristicBot.choose({ ...context, rng: rngFromState(seedRng(9)) });
    const b = heuristicBot.choose({ ...context, rng: rngFromState(seedRng(9)) });
    expect(a).to.deep.equal(b);
  });

  it('judges weights with noise bounded by its level, never exactly', () => {
    const rng = rngFromState(seedRng(1));
    const judged = judgedMasses(rng, 0.2);
    let differs = false;
    for (const [kind, mass] of Object.entries(judged)) {
      const truth = TRUE_MASSES[kind as keyof typeof TRUE_MASSES];
      expect(mass).to.be.within(truth * 0.8 - 1e-9, truth * 1.2 + 1e-9);
      if (mass !== truth) differs = true;
    }
    expect(differs).to.equal(true);
  });
});

describe('Bots make progress (RULINGS.md "Try again")', () => {
  it('never repeats a placement that failed this turn, and falls back to safe spots when all have', () => {
    const actor = createActor(vikingSeesawMachine, { input: vikingSeesaw.createInput({ players: 2, seed: 3 }) }).start();
    const snapshot = actor.getSnapshot() as Snapshot;
    const moves = vikingSeesaw.legalMoves(snapshot);
    const view = vikingSeesaw.playerView(snapshot, snapshot.context.current);
    const failedAll = { ...view, failed: moves.slice(1).map(({ piece, x, rotation }) => ({ piece, x, rotation })) };
    for (const name of ['random', 'heuristic'] as const) {
      const rng = rngFromState(seedRng(5));
      for (let i = 0; i < 3; i++) {
        const move = vikingSeesaw.bots[name].choose({ seat: 0, view: failedAll, moves, level: 1, rng });
        expect(move, name).to.deep.equal(moves[0]);
      }
    }
    const everything = { ...view, failed: moves.map(({ piece, x, rotation }) => ({ piece, x, rotation })) };
    const safe = freshMoves(everything, moves);
    expect(safe.length).to.be.above(0);
    for (const m of safe) expect(m.x).to.equal(Math.min(...moves.filter((o) => o.piece === m.piece && o.rotation === m.rotation).map((o) => o.x)));
  });
});

describe('Seeded games (property loop)', () => {
  it('six random-bot games of 2 to 4 players end, conserve pieces, keep the ship at rest, and score as recomputed', function () {
    // Real physics and a rest test after every move: seconds per game on a loaded machine.
    this.timeout(300_000);
    for (let i = 0; i < 6; i++) {
      const players = 2 + (i % 3);
      const result = playout(vikingSeesaw, { players, seed: 1000 + i, seats: Array.from({ length: players }, () => RANDOM) }, {
        onMove: (snapshot) => {
          const problems = vikingSeesaw.invariants(snapshot as Snapshot);
          if (problems.length) throw new Error(`seed ${1000 + i}: ${problems.join('; ')}`);
        },
        maxMoves: 400,
      });
      const snapshot = result.snapshot as Snapshot;
      const { context } = snapshot;
      expect(snapshot.status).to.equal('done');
      const counts = context.storage.map(storageCount);
      if (context.endReason === 'emptyStorage') expect(counts[context.winners[0]]).to.equal(0);
      else for (const w of context.winners) expect(counts[w]).to.equal(Math.min(...counts));
      expect(JSON.stringify(createActor(vikingSeesawMachine, { snapshot: snapshot, input: vikingSeesaw.createInput({ players, seed: 1 }) }).getPersistedSnapshot()).length).to.be.below(20_000);
    }
  });
});
