import { expect } from '@open-wc/testing';
import { createActor, type Actor } from 'xstate';
import type { Seat } from '@viking-games/core/kit';
import { TakeBacks } from './take-backs.js';
import { BOT, HUMAN, stepGame, stepMachine, type StepSnapshot } from './controller.test-helpers.js';

type StepActor = Actor<typeof stepMachine>;

/** A step game at `seats`, its take-backs, and a person's step made as the board's composition makes it. */
function table(seats: Seat[], game = stepGame) {
  const takeBacks = new TakeBacks<typeof stepMachine>(game);
  let actor: StepActor = createActor(stepMachine, { input: { seats } }).start();
  const step = () => {
    const before = actor.getSnapshot();
    const persistedBefore = takeBacks.capture(() => actor.getPersistedSnapshot());
    actor.send({ type: 'player.step' });
    takeBacks.record({ type: 'player.step' }, before, actor.getSnapshot(), persistedBefore);
  };
  /** Restarts the game from `persisted`, as the board does on a take-back. */
  const restart = (persisted: unknown): StepSnapshot => {
    actor.stop();
    actor = createActor(stepMachine, { snapshot: persisted as never, input: { seats } }).start();
    return actor.getSnapshot();
  };
  const open = () => takeBacks.open(actor.getSnapshot(), seats);
  return { takeBacks, step, restart, open, steps: () => actor.getSnapshot().context.steps, actor: () => actor };
}

describe('TakeBacks', () => {
  it('a person’s moves this turn come back one by one, the newest first', () => {
    const { takeBacks, step, restart, open, steps } = table([HUMAN, HUMAN]);
    expect(open(), 'nothing yet').to.equal(false);
    step();
    step();
    expect(open()).to.equal(true);
    expect(takeBacks.takeBack(restart)).to.equal(0);
    expect(steps()).to.equal(1);
    expect(open(), 'the move before it, on the position it led to again').to.equal(true);
    expect(takeBacks.takeBack(restart)).to.equal(0);
    expect(steps()).to.equal(0);
    expect(open()).to.equal(false);
    expect(takeBacks.takeBack(restart)).to.equal(undefined);
  });

  it('never across a change of seat: the move that passed the turn ends the chain', () => {
    const { step, open } = table([HUMAN, HUMAN]);
    step();
    step();
    step();
    expect(open()).to.equal(false);
    step();
    expect(open(), 'the next person’s own first move').to.equal(true);
  });

  it('closes when the game moved elsewhere since (a bot, other code) and when cleared', () => {
    const { takeBacks, step, open, actor } = table([HUMAN, HUMAN]);
    step();
    actor().send({ type: 'player.step' });
    expect(open(), 'the game no longer stands where the move led').to.equal(false);
    step();
    expect(open()).to.equal(false);
    const again = table([HUMAN, HUMAN]);
    again.step();
    again.takeBacks.clear();
    expect(again.open()).to.equal(false);
    expect(takeBacks.takeBack(() => undefined)).to.equal(undefined);
  });

  it('never a bot’s seat, and nothing in a game that takes nothing back', () => {
    const bots = table([BOT, HUMAN]);
    bots.step();
    expect(bots.open()).to.equal(false);
    const strict = table([HUMAN, HUMAN], { ...stepGame, mayTakeBack: undefined });
    strict.step();
    expect(strict.open()).to.equal(false);
  });

  it('a restart that fails changes nothing: the take-back stays open', () => {
    const { takeBacks, step, open, steps } = table([HUMAN, HUMAN]);
    step();
    expect(takeBacks.takeBack(() => undefined)).to.equal(undefined);
    expect(steps()).to.equal(1);
    expect(open()).to.equal(true);
  });
});
