import { expect } from '@esm-bundle/chai';
import { getStateNodes } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { playout, replay } from '../kit/playout.js';
import { unwrapSnapshot, wrapSnapshot } from '../kit/persistence.js';
import type { Seat } from '../kit/seats.js';
import { VIKINGS } from './viking-valley.components.js';
import { recordingOf, resolveBowl } from './viking-valley.physics.js';
import { actorAt, randoms, table } from './viking-valley.fixtures.js';
import { logProblems } from './viking-valley.invariants.js';
import { vikingValley } from './index.js';
import { vikingValleyBoardMachine, type VikingValleyMachine } from './viking-valley.machine.js';
import { vikingValleyMachine } from './viking-valley.headless.js';
import { decideWinners, standings } from './viking-valley.rules.js';
import type { BowlEvent, VikingValleyEvent } from './viking-valley.types.js';
import { choosingFirstMove, phaseOf, playerView } from './viking-valley.view.js';

type Snapshot = SnapshotFrom<VikingValleyMachine>;
const bot = (name: string): Seat => ({ kind: 'bot', bot: name, level: 2 });
/** Mixed tables: random bots explore odd corners, heuristic bots play real games. */
const mixed = (n: number, seed: number): Seat[] => Array.from({ length: n }, (_, i) => bot((i + seed) % 2 === 0 ? 'random' : 'heuristic'));

function start(players: number, seed = 1) {
  return createActor(vikingValleyMachine, { input: vikingValley.createInput({ players, seed, seats: randoms(players) }) }).start();
}

describe('Machine', () => {
  it('starts in bowling with the seat to act tagged', () => {
    const snapshot = start(3, 4).getSnapshot();
    expect(snapshot.value).to.equal('bowling');
    expect(snapshot.hasTag('toAct')).to.equal(true);
    expect(vikingValley.toAct(snapshot)).to.deep.equal([snapshot.context.current]);
    expect(vikingValley.legalMoves(snapshot)).to.have.length(55);
    expect(vikingValley.legalMoves(snapshot, (snapshot.context.current + 1) % 3)).to.deep.equal([]);
  });

  it("takes a resolved bowl when it belongs to this bowl: moving when two barrels fell, then the player's pick", () => {
    const context = table();
    const actor = actorAt(context);
    const bowl = { ramp: context.ramps[0], angle: 0, strength: 1 };
    const barrels = { ...context.barrels, finn: null, inga: null };
    actor.send({ type: 'player.bowl', angle: 0, strength: 1, resolved: { before: context.barrels, bowl, result: { fallen: ['inga', 'finn'], barrels } } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).to.equal('moving');
    expect(snapshot.context.pendingMoves).to.deep.equal(['inga', 'finn']);
    expect(vikingValley.legalMoves(snapshot)).to.deep.equal([
      { type: 'player.moveViking', viking: 'inga' },
      { type: 'player.moveViking', viking: 'finn' },
    ]);
    actor.send({ type: 'player.moveViking', viking: 'finn' });
    expect(actor.getSnapshot().value).to.equal('placingBarrels');
    expect(actor.getSnapshot().context.dock).to.deep.include({ finn: 0, inga: 1 });
  });

  it('is in the state of its phase, which the view reads from the tags: a miss bowls again, the last barrel put back bowls', () => {
    const context = table();
    const actor = actorAt(context);
    const bowl = { ramp: context.ramps[0], angle: 0, strength: 1 };
    expect(phaseOf(actor.getSnapshot())).to.equal('bowling');
    actor.send({ type: 'player.bowl', angle: 0, strength: 1, resolved: { before: context.barrels, bowl, result: { fallen: [], barrels: context.barrels } } });
    expect(actor.getSnapshot().value).to.equal('bowling');
    expect(actor.getSnapshot().context.current).to.equal(0);
    const barrels = { ...context.barrels, finn: null, inga: null };
    actor.send({ type: 'player.bowl', angle: 0, strength: 1, resolved: { before: context.barrels, bowl, result: { fallen: ['inga', 'finn'], barrels } } });
    expect([actor.getSnapshot().value, phaseOf(actor.getSnapshot())]).to.deep.equal(['moving', 'moving']);
    expect(actor.getSnapshot().can({ type: 'player.moveViking', viking: 'inga' })).to.equal(true);
    expect(actor.getSnapshot().can({ type: 'player.placeBarrel', viking: 'inga', hole: 0 })).to.equal(false);
    actor.send({ type: 'player.moveViking', viking: 'inga' });
    const placing = actor.getSnapshot();
    expect([placing.value, phaseOf(placing), placing.context.current]).to.deep.equal(['placingBarrels', 'placingBarrels', 1]);
    const [first, second] = vikingValley
      .legalMoves(placing)
      .filter((m, i, all) => m.type === 'player.placeBarrel' && all.findIndex((n) => n.type === 'player.placeBarrel' && n.viking === m.viking) === i);
    actor.send(first);
    expect(actor.getSnapshot().value).to.equal('placingBarrels');
    const free = vikingValley
      .legalMoves(actor.getSnapshot())
      .find((m) => m.type === 'player.placeBarrel' && m.viking === (second as { viking: string }).viking)!;
    actor.send(free);
    expect([actor.getSnapshot().value, phaseOf(actor.getSnapshot())]).to.deep.equal(['bowling', 'bowling']);
  });

  it("names the last move's mover: nobody before the first, the bowler while their turn goes on, the seat whose turn it ended", () => {
    const context = table({ players: 2 });
    const actor = actorAt(context);
    const mover = () => vikingValley.lastMover!(actor.getSnapshot());
    expect(mover(), 'no move yet').to.equal(undefined);
    const bowl = { ramp: context.ramps[0], angle: 0, strength: 1 };
    const barrels = { ...context.barrels, finn: null, inga: null };
    actor.send({ type: 'player.bowl', angle: 0, strength: 1, resolved: { before: context.barrels, bowl, result: { fallen: ['inga', 'finn'], barrels } } });
    expect(mover()).to.equal(0);
    actor.send({ type: 'player.moveViking', viking: 'finn' });
    expect([mover(), actor.getSnapshot().context.current], 'the turn passed to seat 1').to.deep.equal([0, 1]);
    actor.send(vikingValley.legalMoves(actor.getSnapshot())[0]);
    expect(mover(), 'seat 1 put a barrel back').to.equal(1);
  });

  it('ends in gameOver, tagged, when the payouts empty the hoard', () => {
    // As in RULES "End of the Game": Inga falls in, Finn (space 4) takes the hoard's last 2 coins.
    const context = table({ players: 2, dock: { inga: 7, finn: 4, magnus: 3 }, ships: { finn: 8, tjarne: 6, magnus: 4, inga: 4 }, hoard: 2 });
    const actor = actorAt(context);
    const bowl = { ramp: context.ramps[0], angle: 0, strength: 1 };
    actor.send({
      type: 'player.bowl',
      angle: 0,
      strength: 1,
      resolved: { before: context.barrels, bowl, result: { fallen: ['inga'], barrels: { ...context.barrels, inga: null } } },
    });
    const over = actor.getSnapshot();
    expect([over.value, phaseOf(over), over.hasTag('gameOver'), over.hasTag('toAct'), over.context.hoard]).to.deep.equal(['gameOver', 'over', true, false, 0]);
  });

  it('without `resolved` the physics decides, and lastBowl recomputes the same outcome with frames', () => {
    const actor = start(2, 3);
    const { context } = actor.getSnapshot();
    actor.send({ type: 'player.bowl', angle: 0, strength: 0.8 });
    const after = actor.getSnapshot().context;
    const bowl = { ramp: context.ramps[context.current], angle: 0, strength: 0.8 };
    expect(after.lastBowl!.result.fallen).to.deep.equal(resolveBowl(context.barrels, bowl).fallen);
    const recording = recordingOf(after.lastBowl)!;
    expect(recording.fallen).to.deep.equal(after.lastBowl!.result.fallen);
    expect(recording.frames.length).to.be.above(1);
    expect(JSON.stringify(after)).to.not.include('frames');
    expect(recordingOf(null)).to.equal(null);
  });
});

describe('The log (RULINGS "Saved games", version 5)', () => {
  it("each move appends its happenings to the game's log, oldest first; the log starts empty", () => {
    const context = table();
    const actor = actorAt(context);
    expect(actor.getSnapshot().context.log).to.deep.equal([]);
    const bowl = { ramp: context.ramps[0], angle: 0, strength: 1 };
    const barrels = { ...context.barrels, finn: null, inga: null };
    actor.send({ type: 'player.bowl', angle: 0, strength: 1, resolved: { before: context.barrels, bowl, result: { fallen: ['inga', 'finn'], barrels } } });
    const afterBowl = actor.getSnapshot().context;
    expect(afterBowl.log).to.deep.equal([{ kind: 'bowled', seat: context.current, bowl, fallen: ['inga', 'finn'] }]);
    actor.send({ type: 'player.moveViking', viking: 'finn' });
    const afterMove = actor.getSnapshot().context;
    expect(afterMove.log.slice(0, 1)).to.deep.equal(afterBowl.log);
    expect(afterMove.log.slice(1)).to.deep.equal(afterMove.happenings);
    expect(afterMove.log.map((h) => h.kind)).to.include.members(['bowled', 'moved']);
    // The consistency checks see a log that lost a move.
    expect(logProblems(afterMove)).to.deep.equal([]);
    expect(logProblems({ ...afterMove, log: afterMove.log.slice(1) })).to.deep.equal(['the log tells 0 bowls, 1 were made']);
  });
});

describe("The board's machine (no physics)", () => {
  const input = () => vikingValley.createInput({ players: 2, seed: 3, seats: randoms(2) });

  it('has the same chart: id, states and a persisted snapshot that restores in the headless machine and back', () => {
    expect(vikingValleyBoardMachine.id).to.equal(vikingValleyMachine.id);
    expect(getStateNodes(vikingValleyBoardMachine).map((node) => node.id)).to.deep.equal(getStateNodes(vikingValleyMachine).map((node) => node.id));
    const headless = createActor(vikingValleyMachine, { input: input() }).start();
    headless.send({ type: 'player.bowl', angle: 0, strength: 0.8 });
    const board = createActor(vikingValleyBoardMachine, { snapshot: headless.getPersistedSnapshot() as Snapshot, input: input() }).start();
    expect(board.getSnapshot().context).to.deep.equal(headless.getSnapshot().context);
    expect(board.getSnapshot().value).to.deep.equal(headless.getSnapshot().value);
    const back = createActor(vikingValleyMachine, { snapshot: board.getPersistedSnapshot() as Snapshot, input: input() }).start();
    expect(back.getSnapshot().context).to.deep.equal(headless.getSnapshot().context);
  });

  it('takes a resolved bowl as the headless machine decides it', () => {
    const headless = createActor(vikingValleyMachine, { input: input() }).start();
    const board = createActor(vikingValleyBoardMachine, { input: input() }).start();
    const { context } = board.getSnapshot();
    const bowl = { ramp: context.ramps[context.current], angle: 0, strength: 0.8 };
    const { frames: _frames, ...result } = resolveBowl(context.barrels, bowl);
    board.send({ type: 'player.bowl', angle: 0, strength: 0.8, resolved: { before: context.barrels, bowl, result } });
    headless.send({ type: 'player.bowl', angle: 0, strength: 0.8 });
    expect(board.getSnapshot().context).to.deep.equal(headless.getSnapshot().context);
  });

  it('refuses a bowl without its outcome with an error that names the fix; the actor stops with it', () => {
    const board = createActor(vikingValleyBoardMachine, { input: input() });
    const errors: unknown[] = [];
    board.subscribe({ error: (error) => errors.push(error) });
    board.start();
    board.send({ type: 'player.bowl', angle: 0, strength: 0.8 });
    expect(board.getSnapshot().status).to.equal('error');
    expect(errors).to.have.length(1);
    expect((errors[0] as Error).name).to.equal('IllegalMoveError');
    expect((errors[0] as Error).message).to.match(/without its outcome.*resolved.*resolveBowl/);
  });
});

describe('Guards', () => {
  const bowling = table();
  const placing = table({ barrels: { finn: null, tjarne: null } });
  const stale = {
    before: { ...bowling.barrels, finn: 0 },
    bowl: { ramp: 0, angle: 0, strength: 1 },
    result: { fallen: [], barrels: { ...bowling.barrels, finn: 0 } },
  };
  const cases: [string, typeof bowling, unknown][] = [
    ['a bowl outside the cone', bowling, { type: 'player.bowl', angle: 25.5, strength: 0.5 }],
    ['a bowl too weak', bowling, { type: 'player.bowl', angle: 0, strength: 0.05 }],
    ['a bowl too strong', bowling, { type: 'player.bowl', angle: 0, strength: 1.01 }],
    ['a bowl of NaN', bowling, { type: 'player.bowl', angle: Number.NaN, strength: 0.5 }],
    ['a bowl without strength', bowling, { type: 'player.bowl', angle: 0 }],
    ['a bowl with a stale resolution', bowling, { type: 'player.bowl', angle: 0, strength: 1, resolved: stale }],
    ['a barrel put back while bowling', bowling, { type: 'player.placeBarrel', viking: 'finn', hole: 0 }],
    ['a Viking moved while bowling', bowling, { type: 'player.moveViking', viking: 'finn' }],
    ['a bowl while barrels lie fallen', placing, { type: 'player.bowl', angle: 0, strength: 1 }],
    ['a standing barrel put back', placing, { type: 'player.placeBarrel', viking: 'magnus', hole: 0 }],
    ['a barrel on a taken hole', placing, { type: 'player.placeBarrel', viking: 'finn', hole: placing.barrels.magnus }],
    ['a barrel on no hole', placing, { type: 'player.placeBarrel', viking: 'finn', hole: 1.5 }],
    ['an unknown barrel', placing, { type: 'player.placeBarrel', viking: 'olaf', hole: 0 }],
    ['an unknown event', placing, { type: 'player.roll' }],
  ];
  for (const [what, context, event] of cases) {
    it(`refuses ${what} and keeps the very same snapshot`, () => {
      const actor = actorAt(context);
      const before = actor.getSnapshot();
      actor.send(event as VikingValleyEvent);
      expect(actor.getSnapshot()).to.equal(before);
      actor.stop();
    });
  }

  it('refuses to move a Viking that is not pending', () => {
    const actor = actorAt(table());
    const bowl = { ramp: 0, angle: 0, strength: 1 };
    const before = actor.getSnapshot().context.barrels;
    actor.send({
      type: 'player.bowl',
      angle: 0,
      strength: 1,
      resolved: { before, bowl, result: { fallen: ['finn', 'tjarne'], barrels: { ...before, finn: null, tjarne: null } } },
    });
    const moving = actor.getSnapshot();
    expect(moving.value).to.equal('moving');
    actor.send({ type: 'player.moveViking', viking: 'inga' });
    expect(actor.getSnapshot()).to.equal(moving);
  });

  it('accepts any angle in the cone and any strength from 0.1 to 1, not only the grid', () => {
    const actor = actorAt(table());
    actor.send({ type: 'player.bowl', angle: -24.37, strength: 0.1 } satisfies BowlEvent);
    expect(actor.getSnapshot().context.outcomes.bowls).to.equal(1);
  });
});

describe('View and scores', () => {
  it('every seat sees the whole table, its Viking and its ramp, and no generator', () => {
    const snapshot = start(3, 2).getSnapshot();
    const view = vikingValley.playerView(snapshot, 2);
    expect(view).to.deep.include({ seat: 2, viking: 'magnus', ramp: 2, flags: snapshot.context.flags, ships: snapshot.context.ships });
    expect(view).to.not.have.property('rng');
    expect(() => playerView(snapshot.context, 3)).to.throw(RangeError);
  });

  it('the order of the moves: the first Viking to move is chosen until one of those the bowl knocked over has moved, then the next', () => {
    const context = table({ players: 2 });
    const actor = actorAt(context);
    expect(choosingFirstMove(actor.getSnapshot().context), 'no bowl yet').to.equal(true);
    const bowl = { ramp: context.ramps[0], angle: 0, strength: 1 };
    const barrels = { ...context.barrels, finn: null, inga: null, magnus: null };
    actor.send({
      type: 'player.bowl',
      angle: 0,
      strength: 1,
      resolved: { before: context.barrels, bowl, result: { fallen: ['inga', 'finn', 'magnus'], barrels } },
    });
    expect([phaseOf(actor.getSnapshot()), choosingFirstMove(actor.getSnapshot().context)]).to.deep.equal(['moving', true]);
    actor.send({ type: 'player.moveViking', viking: 'finn' });
    expect([phaseOf(actor.getSnapshot()), choosingFirstMove(actor.getSnapshot().context)]).to.deep.equal(['moving', false]);
  });

  it('scores: coins as total, the dock position in the breakdown, ranks among all four Vikings', () => {
    // 23 coins in ships: one left in the hoard, so the game goes on.
    const actor = actorAt(table({ players: 2, ships: { finn: 5, tjarne: 7, magnus: 9, inga: 2 }, dock: { finn: 2 } }));
    const sheet = vikingValley.scores(actor.getSnapshot());
    expect(sheet.final).to.equal(false);
    expect(sheet.winners).to.deep.equal([]);
    expect(sheet.lines).to.deep.equal([
      { seat: 0, name: 'Bot 1', total: 5, breakdown: { coins: 5, dockPosition: 3 }, rank: 3 },
      { seat: 1, name: 'Bot 2', total: 7, breakdown: { coins: 7, dockPosition: 0 }, rank: 2 },
    ]);
  });
});

describe('Whole seeded games (property loop)', function () {
  this.timeout(300_000);
  const reached = new Set<string>();
  const runs: [number, number, (n: number, seed: number) => Seat[]][] = [
    ...[2, 3, 4].flatMap((players) => [1, 2, 3, 4].map((seed): [number, number, (n: number, seed: number) => Seat[]] => [players, seed, randoms])),
    [2, 5, mixed],
    [3, 6, mixed],
    [4, 7, mixed],
  ];
  for (const [players, seed, seats] of runs) {
    it(`${players} players, seed ${seed} (${seats(players, seed)
      .map((s) => (s.kind === 'bot' ? s.bot : 'human'))
      .join(',')}): ends, invariants hold after every move, scores agree with a recomputation`, () => {
      const result = playout(
        vikingValley,
        { players, seed, seats: seats(players, seed) },
        {
          maxMoves: 3000,
          onMove: (snapshot) => {
            reached.add(String(snapshot.value));
            const problems = vikingValley.invariants(snapshot);
            if (problems.length) throw new Error(`seed ${seed}: ${problems.join('; ')}`);
          },
        },
      );
      const snapshot = result.snapshot;
      const { context } = snapshot;
      expect(snapshot.status).to.equal('done');
      expect(context.hoard).to.equal(0);
      const sheet = vikingValley.scores(snapshot);
      expect(sheet.final).to.equal(true);
      for (const line of sheet.lines) expect(line.total).to.equal(context.ships[context.vikings[line.seat]]);
      const again = decideWinners({
        vikings: context.vikings,
        ships: { ...context.ships },
        dock: { ...context.dock },
        hoard: context.hoard,
        happenings: context.happenings,
      });
      expect(sheet.winners).to.deep.equal(again.winners);
      expect(context.allLose).to.equal(again.allLose);
      const best = standings(context).filter((s) => s.rank === 1);
      if (again.allLose) expect(best.some((s) => s.seat < 0)).to.equal(true);
      else for (const w of sheet.winners) expect(sheet.lines[w].rank).to.equal(1);
      const o = vikingValley.outcomes(snapshot);
      expect(o.bowls).to.equal(result.events.filter((e) => e.type === 'player.bowl').length);
      expect(o.turns).to.equal(context.turns);
      expect(vikingValley.legalMoves(snapshot)).to.deep.equal([]);
      expect(VIKINGS.reduce((sum, v) => sum + context.ships[v], 0)).to.equal(24);
      // The log tells the whole game: every bowl, and the end last.
      expect(context.log.filter((h) => h.kind === 'bowled')).to.have.length(o.bowls);
      expect(context.log.at(-1)!.kind).to.equal('gameOver');
    });
  }

  it('reaches every state node of the machine (seeded playouts)', () => {
    const all = new Set(['viking-valley', ...getStateNodes(vikingValleyMachine).map((node) => node.id)]);
    const ids = new Set(['viking-valley', 'viking-valley.bowling', ...[...reached].map((value) => `viking-valley.${value}`)]);
    expect([...ids].sort()).to.deep.equal([...all].sort());
  });
});

describe('Determinism and persistence', function () {
  this.timeout(300_000);
  it('seed + events replay the very same game', () => {
    const options = { players: 3, seed: 11, seats: mixed(3, 11) };
    const result = playout(vikingValley, options);
    const again = replay(vikingValleyMachine, vikingValley.createInput(options), result.events);
    expect(JSON.stringify(again.context)).to.equal(JSON.stringify(result.snapshot.context));
  });

  for (const players of [2, 3, 4]) {
    it(`${players} players: a persisted snapshot, JSON round-tripped and restored, continues identically`, () => {
      const seed = 40 + players;
      const options = { players, seed, seats: mixed(players, seed) };
      const result = playout(vikingValley, options);
      const input = vikingValley.createInput(options);
      for (const cut of [1, Math.floor(result.events.length / 3), Math.floor((2 * result.events.length) / 3)]) {
        const original = createActor(vikingValleyMachine, { input }).start();
        for (const event of result.events.slice(0, cut)) original.send(event);
        const stored = JSON.stringify(wrapSnapshot(vikingValley.id, vikingValley.snapshotVersion, original.getPersistedSnapshot()));
        const unwrapped = unwrapSnapshot(stored, vikingValley.id, vikingValley.snapshotVersion);
        if (!unwrapped.ok) throw new Error(unwrapped.detail);
        const restored = createActor(vikingValleyMachine, { snapshot: unwrapped.snapshot as Snapshot, input }).start();
        expect(restored.getSnapshot().value).to.deep.equal(original.getSnapshot().value);
        for (const event of result.events.slice(cut)) restored.send(event);
        expect(JSON.stringify(restored.getSnapshot().context)).to.equal(JSON.stringify(result.snapshot.context));
        expect(restored.getSnapshot().status).to.equal('done');
      }
    });
  }
});
