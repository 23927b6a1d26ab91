import { expect } from '@open-wc/testing';
import { createActor, type SnapshotFrom } from 'xstate';
import { wikingerschafe } from '@viking-games/core/wikingerschafe';
import { checkSave, type CheckedGame, type SaveVerdict } from './save-check.js';
import { stepGame, stepMachine, HUMAN, type StepSnapshot } from './controller.test-helpers.js';

type StepCheck = CheckedGame<typeof stepMachine>;

/** A persisted snapshot of the step game after `steps` steps. */
function persistedAfter(steps: number): unknown {
  const actor = createActor(stepMachine, { input: { seats: [HUMAN, HUMAN] } }).start();
  for (let i = 0; i < steps; i++) actor.send({ type: 'player.step' });
  const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown;
  actor.stop();
  return persisted;
}

/** Starts `persisted` as a board would (counting the starts), returning its first snapshot. */
function starter(persisted: unknown, started: { count: number }) {
  return (): StepSnapshot => {
    started.count += 1;
    const actor = createActor(stepMachine, { snapshot: persisted as never, input: { seats: [HUMAN, HUMAN] } });
    if (actor.getSnapshot().status === 'error') throw new Error('invalid');
    return actor.start().getSnapshot();
  };
}

/** The step game with its own consistency checks to load (a module object of its own: loaded once per page each), counting loads. */
function withChecks(invariants: (s: StepSnapshot) => string[]) {
  const loads = { invariants: 0 };
  const game: StepCheck = { ...stepGame, loadInvariants: () => (loads.invariants++, Promise.resolve(invariants)) };
  return { game, loads };
}

/** Wikingerschafe's real save schema (the step game has none), loaded the way a board loads it. */
const schemaGame = () => ({ ...wikingerschafe, loadContextSchema: () => wikingerschafe.loadContextSchema!() });

/** A Wikingerschafe save after one move, its round written as `round` (well-formed JSON, perhaps not a game). */
function wikingerschafeSave(round: unknown): { persisted: unknown; start: () => SnapshotFrom<typeof wikingerschafe.machine>; starts: () => number } {
  const input = wikingerschafe.createInput({ players: 2, seats: [HUMAN, HUMAN], seed: 4 });
  const actor = createActor(wikingerschafe.machine, { input }).start();
  actor.send(wikingerschafe.legalMoves(actor.getSnapshot())[0]);
  const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as { context: { round: unknown } };
  actor.stop();
  persisted.context.round = round;
  let starts = 0;
  const start = () => (
    starts++,
    createActor(wikingerschafe.machine, { snapshot: persisted as never, input })
      .start()
      .getSnapshot()
  );
  return { persisted, start, starts: () => starts };
}

describe('checkSave: the one check of a save', () => {
  it('passes a good save; with checks still loading, they follow the start and find nothing', async () => {
    const { game, loads } = withChecks(stepGame.invariants);
    const started = { count: 0 };
    const verdict = checkSave(game, persistedAfter(3), starter(persistedAfter(3), started), 'outside');
    expect(verdict.ok).to.equal(true);
    expect(started.count).to.equal(1);
    expect(await (verdict as Extract<SaveVerdict, { ok: true }>).later).to.equal(undefined);
    expect(loads).to.deep.equal({ invariants: 1 });
    // Loaded now: the next save is checked at once, with nothing to follow.
    expect(checkSave(game, persistedAfter(2), starter(persistedAfter(2), started), 'outside')).to.deep.equal({ ok: true });
    expect(loads, 'once per page').to.deep.equal({ invariants: 1 });
  });

  it('refuses a context the schema refuses, naming the field: after the start while it loads, before anything starts once loaded', async () => {
    const game = schemaGame();
    const broken = wikingerschafeSave('three');
    const first = checkSave(game, broken.persisted, broken.start, 'outside');
    expect(first.ok, 'the schema is still loading: the start goes ahead').to.equal(true);
    expect(broken.starts()).to.equal(1);
    const later = await (first as Extract<SaveVerdict, { ok: true }>).later;
    expect(later).to.include({ ok: false, reason: 'invalid', issue: 'context.round: Invalid type: Expected number but received "three"' });
    expect(later!.detail).to.match(/^saved game does not describe a game: context\.round/);
    const second = checkSave(game, broken.persisted, broken.start, 'outside');
    expect(second).to.include({ ok: false, reason: 'invalid' });
    expect(broken.starts(), 'refused before it starts').to.equal(1);
    const good = wikingerschafeSave(1);
    expect(checkSave(game, good.persisted, good.start, 'outside')).to.deep.equal({ ok: true });
  });

  it('refuses a snapshot that does not fit the machine (a state it does not have)', () => {
    const broken = { ...(persistedAfter(1) as object), value: 'nowhere' };
    expect(checkSave(stepGame, broken, starter(broken, { count: 0 }), 'own')).to.deep.equal({
      ok: false,
      reason: 'invalid',
      detail: 'the saved snapshot does not fit the game machine',
    });
  });

  it('refuses a position the game’s consistency checks refuse, once they are loaded; before, they follow the start', async () => {
    const { game } = withChecks(stepGame.invariants);
    const broken = { ...(persistedAfter(1) as { context: object }), context: { steps: 40, current: 0, players: [{ seat: HUMAN }, { seat: HUMAN }] } };
    const first = checkSave(game, broken, starter(broken, { count: 0 }), 'outside');
    expect(await (first as Extract<SaveVerdict, { ok: true }>).later).to.include({ ok: false, reason: 'invalid', issue: 'steps out of range' });
    expect(checkSave(game, broken, starter(broken, { count: 0 }), 'outside')).to.include({ ok: false, reason: 'invalid' });
  });

  it('refuses a position the selectors every view reads throw on (toAct, scores)', () => {
    const persisted = persistedAfter(1);
    const throwing: StepCheck = {
      ...stepGame,
      scores: () => {
        throw new Error('no such seat');
      },
    };
    expect(checkSave(stepGame, persisted, starter(persisted, { count: 0 }), 'own').ok).to.equal(true);
    expect(checkSave(throwing, persisted, starter(persisted, { count: 0 }), 'own')).to.include({ ok: false, reason: 'invalid' });
  });

  it('refuses at once a position whose seat to act is none of its seats, before any schema is loaded', () => {
    // A tampered save restored on a page's first visit starts before its schema arrives: its first render would read
    // the player of a seat that does not exist.
    const tampered = { ...(persistedAfter(1) as { context: object }), context: { steps: 1, current: 7, players: [{ seat: HUMAN }, { seat: HUMAN }] } };
    expect(checkSave(stepGame, tampered, starter(tampered, { count: 0 }), 'outside')).to.include({ ok: false, reason: 'invalid' });
  });

  it('a board’s own snapshot (take-back, recovery) fetches no schema and has nothing to follow', () => {
    let asked = 0;
    const game = { ...wikingerschafe, loadContextSchema: () => (asked++, wikingerschafe.loadContextSchema!()) };
    const own = wikingerschafeSave(1);
    expect(checkSave(game, own.persisted, own.start, 'own')).to.deep.equal({ ok: true });
    expect(asked).to.equal(0);
    const outside = wikingerschafeSave(1);
    expect(checkSave(game, outside.persisted, outside.start, 'outside').ok).to.equal(true);
    expect(asked, 'a save from outside does fetch it').to.equal(1);
  });
});
