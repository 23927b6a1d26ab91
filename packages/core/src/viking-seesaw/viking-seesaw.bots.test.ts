import { expect } from '@esm-bundle/chai';
import { createActor, type SnapshotFrom } from 'xstate';
import { playout, rngFromState, seedRng, type Seat } from '../kit/index.js';
import { TRUE_MASSES, resolvePlacement } from './viking-seesaw.physics.js';
import { heuristicBot, judgedMasses, vikingSeesawBots } from './viking-seesaw.bots.js';
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

describe('Seeded games (property loop)', () => {
  it('a dozen random-bot games of 2 to 4 players end, conserve pieces, and score as recomputed', () => {
    for (let i = 0; i < 12; i++) {
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
