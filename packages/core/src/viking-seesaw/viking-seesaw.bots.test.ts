import { expect } from '@esm-bundle/chai';
import { createActor, type SnapshotFrom } from 'xstate';
import { playout, rngFromState, seedRng, type Seat } from '../kit/index.js';
import { TRUE_MASSES, type ShipState } from './viking-seesaw.geometry.js';
import { resolvePlacement } from './viking-seesaw.physics.js';
import { freshMoves, heuristicBot, hullMoment, judgedMasses, shipMargin, vikingSeesawBots } from './viking-seesaw.bots.js';
import type { VikingSeesawView } from './viking-seesaw.view.js';
import type { PieceKind } from './viking-seesaw.components.js';
import { legalPlacements, storageCount } from './viking-seesaw.rules.js';
import { vikingSeesaw } from './index.js';
import type { VikingSeesawMachine } from './viking-seesaw.machine.js';
import { vikingSeesawMachine } from './viking-seesaw.headless.js';
import { vikingSeesawBoard } from './board.js';

type Snapshot = SnapshotFrom<VikingSeesawMachine>;
const RANDOM: Seat = { kind: 'bot', bot: 'random', level: 2 };

describe('Bots', () => {
  it("are named, without their code, in the board's module, whose bots think in the board's physics worker", () => {
    expect(Object.keys(vikingSeesawBoard.bots)).to.deep.equal(Object.keys(vikingSeesawBots));
    for (const [name, bot] of Object.entries(vikingSeesawBoard.bots)) expect(bot).to.deep.equal({ name });
  });

  it('has a random and a heuristic bot', () => {
    expect(Object.keys(vikingSeesawBots).sort()).to.deep.equal(['heuristic', 'random']);
  });

  it('the heuristic bot picks a legal move that holds on the starting ship (level 3)', () => {
    const snapshot = createActor(vikingSeesawMachine, { input: vikingSeesaw.createInput({ players: 2, seed: 3 }) })
      .start()
      .getSnapshot();
    const moves = vikingSeesaw.legalMoves(snapshot);
    for (const seed of [1, 2, 3]) {
      const move = heuristicBot.choose({
        seat: snapshot.context.current,
        view: vikingSeesaw.playerView(snapshot, snapshot.context.current),
        moves,
        level: 3,
        rng: rngFromState(seedRng(seed)),
      });
      expect(moves).to.deep.include(move);
      expect(resolvePlacement(snapshot.context.ship, move).tilted, JSON.stringify(move)).to.equal(false);
    }
  });

  it('is deterministic for the same generator', () => {
    const snapshot = createActor(vikingSeesawMachine, { input: vikingSeesaw.createInput({ players: 3, seed: 4 }) })
      .start()
      .getSnapshot();
    const context = {
      seat: snapshot.context.current,
      view: vikingSeesaw.playerView(snapshot, snapshot.context.current),
      moves: vikingSeesaw.legalMoves(snapshot),
      level: 2 as const,
    };
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

/** The starting table of a 2-player game (seed 3), its first player to act. */
function startingTable() {
  const snapshot = createActor(vikingSeesawMachine, { input: vikingSeesaw.createInput({ players: 2, seed: 3 }) })
    .start()
    .getSnapshot() as Snapshot;
  return { snapshot, view: vikingSeesaw.playerView(snapshot, snapshot.context.current) };
}

/** The bot's choice on a table (the view changed by hand: a position built for the test). */
function choose(view: VikingSeesawView, level: 1 | 2 | 3, seed: number) {
  const storage = view.storage[view.current];
  const moves = legalPlacements({ ...startingTable().snapshot.context, ship: view.ship, storage: [...view.storage], current: view.current });
  expect(moves.every((m) => storage[m.piece] > 0)).to.equal(true);
  return heuristicBot.choose({ seat: view.current, view, moves, level, rng: rngFromState(seedRng(seed)) });
}

const EMPTY = { gold: 0, silver: 0, iron: 0, glass: 0, gem: 0, viking: 0, chest: 0 };

/** Cargo of a loaded ship from a seeded game (seed 7, level 2 against random, after 31 placements): id, kind, x, y, angle. */
const LOADED_CARGO: readonly (readonly [number, PieceKind, number, number, number])[] = [
  [1, 'chest', -7.9179, 0.9141, -0.0003],
  [2, 'silver', 4.0149, 0.915, 0],
  [3, 'viking', 8.1474, 1.3764, -0.4874],
  [4, 'glass', 5.1199, 1.0052, -2.5968],
  [5, 'gold', 6.7576, 0.9178, -0.0043],
  [6, 'gold', -5.5887, 0.9149, 0],
  [7, 'gold', -6.653, 0.9149, 1.5708],
  [8, 'viking', -3.8102, 1.378, -0.4851],
  [9, 'glass', 5.8987, 1.9115, 2.5902],
  [12, 'glass', 7.4208, 1.9988, 1.0391],
  [13, 'gem', 8.962, 0.9893, -1.095],
  [14, 'gold', -4.6597, 1.7268, -0.7074],
  [15, 'viking', -9.5492, 1.4745, 1.104],
  [16, 'silver', -5.8795, 1.9307, 1.5727],
  [17, 'silver', -6.8937, 1.9305, 1.574],
  [18, 'viking', -7.7857, 2.3193, -0.197],
  [20, 'gold', 6.6174, 2.7545, 0.794],
  [21, 'gold', 4.5811, 2.053, -0.742],
  [22, 'gem', 5.2339, 2.8678, 1.6324],
  [23, 'iron', -8.8518, 2.2931, 1.1066],
  [10, 'gold', 5.9963, 3.5698, -0.7768],
  [24, 'chest', -8.6785, 3.4442, 0.1709],
  [25, 'iron', -5.0442, 2.9389, 0.144],
  [26, 'chest', -6.4802, 2.9468, -3.1384],
];

describe('Bots: how the heuristic plays (RULES.md "Ship\'s Tilt Changes", "End of Game")', () => {
  it('reads the margin as the ship does: the 7th chest keeps the start ship down; a piece within it holds, one beyond it tips', () => {
    const { snapshot } = startingTable();
    const ship = snapshot.context.ship;
    const margin = shipMargin(ship, TRUE_MASSES);
    // The 7th chest (1.2 g) at 8.9 cm, the ship tilted 12 degrees (about 10.5 g·cm), and the hull's lean (48 g, its
    // centre 2.5 cm above the pivot: 48 x 2.5 x sin 12° = 25 g·cm); the cabin's chests balance each other.
    expect(margin).to.be.within(34, 38);
    expect(hullMoment(ship)).to.be.closeTo(25, 0.5);
    expect(resolvePlacement(ship, { piece: 'viking', x: 4.1, rotation: 0 }).tilted, 'viking 0.9 g at 4.1 cm: about 3.6 g·cm').to.equal(false);
    expect(resolvePlacement(ship, { piece: 'silver', x: 9, rotation: 0 }).tilted, 'silver 2.7 g at 9 cm: about 24 g·cm').to.equal(false);
    expect(resolvePlacement(ship, { piece: 'gold', x: 6, rotation: 0 }).tilted, 'gold 8.5 g at 6 cm: about 48 g·cm').to.equal(true);
    expect(resolvePlacement(ship, { piece: 'gold', x: 9, rotation: 0 }).tilted, 'gold 8.5 g at 9 cm: about 75 g·cm').to.equal(true);
  });

  it('with a wide margin it sets a heavy piece down where it surely holds, keeping its light pieces for thin margins (levels 2 and 3)', () => {
    const { snapshot, view } = startingTable();
    // Gold far out tips the start ship: the other end is now down with a wide margin.
    const wide: ShipState = resolvePlacement(snapshot.context.ship, { piece: 'gold', x: 9, rotation: 0 }, undefined, { recordFrames: false }).ship;
    const margin = shipMargin(wide, TRUE_MASSES);
    expect(margin).to.be.above(40);
    for (const level of [2, 3] as const) {
      for (const seed of [1, 2, 3]) {
        const move = choose({ ...view, ship: wide }, level, seed);
        const result = resolvePlacement(wide, move, undefined, { recordFrames: false });
        expect(result.tilted, `level ${level}: ${JSON.stringify(move)}`).to.equal(false);
        expect(TRUE_MASSES[move.piece], `level ${level}: ${JSON.stringify(move)}`).to.be.at.least(TRUE_MASSES.silver);
      }
    }
  });

  it('tips on purpose to take the last chest when it has the fewest pieces, and holds when it has more', () => {
    const { snapshot, view } = startingTable();
    const seat = view.current;
    const lastChest: ShipState = { ...snapshot.context.ship, cabin: [1, 0] };
    const few = { ...EMPTY, gold: 1, silver: 1, viking: 1 };
    const many = { ...EMPTY, gold: 2, silver: 2, gem: 1 };
    const table = (mine: typeof EMPTY, theirs: typeof EMPTY): VikingSeesawView => ({
      ...view,
      ship: lastChest,
      storage: view.storage.map((_, i) => (i === seat ? mine : theirs)),
    });
    for (const level of [2, 3] as const) {
      const ahead = choose(table(few, many), level, 4);
      expect(resolvePlacement(lastChest, ahead, undefined, { recordFrames: false }).tilted, `level ${level} ahead: ${JSON.stringify(ahead)}`).to.equal(true);
      const behind = choose(table(many, few), level, 4);
      expect(resolvePlacement(lastChest, behind, undefined, { recordFrames: false }).tilted, `level ${level} behind: ${JSON.stringify(behind)}`).to.equal(
        false,
      );
    }
  });

  it('counts what a tip of a loaded ship throws overboard: one piece ahead at the last chest, it holds rather than tip (levels 2 and 3)', () => {
    // The ship of a seeded game (seed 7, level 2 against random, after 31 placements): 24 pieces aboard, the last chest
    // in the cabin. There level 2, two pieces ahead, tipped it on purpose and took four spilled pieces back: it lost.
    const { view } = startingTable();
    const seat = view.current;
    const loaded: ShipState = {
      angle: -0.2138,
      cabin: [0, 1],
      cargo: LOADED_CARGO.map(([id, kind, x, y, a]) => ({ id, kind, x, y, a })),
    };
    expect(resolvePlacement(loaded, { piece: 'gold', x: 4, rotation: 0 }, undefined, { recordFrames: false }).tilted, 'gold by the ridge tips it').to.equal(
      true,
    );
    const mine = { ...EMPTY, gold: 1, silver: 1, gem: 1 };
    const theirs = { ...EMPTY, silver: 2, gem: 1, viking: 1 };
    const table: VikingSeesawView = { ...view, ship: loaded, storage: view.storage.map((_, i) => (i === seat ? mine : theirs)) };
    for (const level of [2, 3] as const) {
      for (const seed of [1, 2, 3]) {
        const move = choose(table, level, seed);
        expect(resolvePlacement(loaded, move, undefined, { recordFrames: false }).tilted, `level ${level}, seed ${seed}: ${JSON.stringify(move)}`).to.equal(
          false,
        );
      }
    }
  });

  it('level 1 sets down any piece it believes holds, as it comes to hand (a beginner: issue 28)', () => {
    // On the start ship almost anything holds: a beginner takes what comes to hand, where a player who thinks keeps
    // its light pieces for the thin margins later (before issue 28's change level 1 did too: heavy pieces by the ridge).
    const { view: start } = startingTable();
    const kinds = new Set<string>();
    const spots = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const move = choose(start, 1, seed);
      kinds.add(move.piece);
      spots.add(move.x);
    }
    expect(kinds.size, [...kinds].join(', ')).to.be.at.least(4);
    expect(spots.size, [...spots].join(', ')).to.be.at.least(4);
  });

  it('beats the random bot in a small seeded duel, and level 3 beats level 1 (seats swapped every game)', function () {
    // Level 3 plays safe (issue 28), so its games are longer: whole games of physics on a loaded machine.
    this.timeout(300_000);
    const duel = (a: Seat, b: Seat, games: number) => {
      let wins = 0;
      for (let i = 0; i < games; i++) {
        const seats = i % 2 === 0 ? [a, b] : [b, a];
        const result = playout(vikingSeesaw, { players: 2, seed: 500 + i, seats });
        if (vikingSeesaw.scores(result.snapshot as Snapshot).winners.includes(i % 2)) wins += 1;
      }
      return wins;
    };
    // Four games each (seeds 500-503, seats swapped): sixteen whole physics games took about 4 of npm test's 10 minutes.
    // The win rates with intervals are the bench's (npm run bench:bots, README); these pin that the levels still hold.
    // Level 2 plays safe until the end (issue 28, after issue 29's second step): it won all four of these in Node;
    // when it left the next player a knife's edge every move, the hull's lean made that a gamble on its own misjudged
    // weights.
    expect(duel({ kind: 'bot', bot: 'heuristic', level: 2 }, RANDOM, 4), 'heuristic (level 2) against random, of 4').to.be.at.least(3);
    // Level 3 against the beginner level 1 (issue 28): all four of these in Node (the physics is exact within one
    // engine only, RULINGS "Determinism"); over seeds 500-507 it won 5 of 8, so the bench, not this test, says by how much.
    expect(duel({ kind: 'bot', bot: 'heuristic', level: 3 }, { kind: 'bot', bot: 'heuristic', level: 1 }, 4), 'level 3 against level 1, of 4').to.be.at.least(
      3,
    );
  });
});

describe('Seeded games (property loop)', () => {
  it('six random-bot games of 2 to 4 players end, conserve pieces, keep the ship at rest, and score as recomputed', function () {
    // Real physics and a rest test after every move: seconds per game on a loaded machine.
    this.timeout(300_000);
    for (let i = 0; i < 6; i++) {
      const players = 2 + (i % 3);
      const result = playout(
        vikingSeesaw,
        { players, seed: 1000 + i, seats: Array.from({ length: players }, () => RANDOM) },
        {
          onMove: (snapshot) => {
            const problems = vikingSeesaw.invariants(snapshot as Snapshot);
            if (problems.length) throw new Error(`seed ${1000 + i}: ${problems.join('; ')}`);
          },
          maxMoves: 400,
        },
      );
      const snapshot = result.snapshot as Snapshot;
      const { context } = snapshot;
      expect(snapshot.status).to.equal('done');
      const counts = context.storage.map(storageCount);
      if (context.endReason === 'emptyStorage') expect(counts[context.winners[0]]).to.equal(0);
      else for (const w of context.winners) expect(counts[w]).to.equal(Math.min(...counts));
      expect(
        JSON.stringify(createActor(vikingSeesawMachine, { snapshot: snapshot, input: vikingSeesaw.createInput({ players, seed: 1 }) }).getPersistedSnapshot())
          .length,
      ).to.be.below(20_000);
    }
  });
});
