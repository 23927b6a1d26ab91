import { expect } from '@open-wc/testing';
import { createActor } from 'xstate';
import type { RngState, Seat } from '@viking-games/core/kit';
import { BotRunner, turnPauseOf, type BotChoice, type BotRunnerOptions } from './bot-runner.js';
import { BOT, HUMAN, stepGame, stepMachine, type StepEvent } from './controller.test-helpers.js';
import { botPause, until } from './test-helpers.js';

type Options = Partial<BotRunnerOptions<typeof stepMachine, StepEvent>>;

/** A step game at `seats` with bots at 0 ms, scheduled after every change as the board's composition does. */
function table(seats: Seat[], options: Options = {}) {
  const actor = createActor(stepMachine, { input: { seats } }).start();
  const errors: unknown[] = [];
  let active = true;
  const bots = new BotRunner<typeof stepMachine, StepEvent>({
    game: stepGame,
    snapshot: () => actor.getSnapshot(),
    active: () => active,
    play: (move) => actor.send(move),
    onError: (error) => void errors.push(error),
    botDelay: () => 0,
    ...options,
  });
  bots.reset(7);
  actor.subscribe(() => bots.schedule());
  return { actor, bots, errors, steps: () => actor.getSnapshot().context.steps, deactivate: () => (active = false) };
}

/** A worker stand-in: each choice waits for the test to answer it. */
function worker() {
  const asked: { choice: BotChoice<typeof stepMachine, StepEvent>; answer(move: StepEvent, rng: RngState): void; fail(error: Error): void }[] = [];
  const botMove = (choice: BotChoice<typeof stepMachine, StepEvent>) =>
    new Promise<{ move: StepEvent; rng: RngState }>((resolve, reject) => asked.push({ choice, answer: (move, rng) => resolve({ move, rng }), fail: reject }));
  return { asked, botMove };
}

describe('BotRunner', () => {
  it('a bot to act moves after its pause; a person to act is left alone', async () => {
    const { bots, steps } = table([BOT, HUMAN]);
    expect(bots.toAct).to.equal(true);
    bots.schedule();
    await until(() => steps() === 3, 2000, 5);
    expect(bots.toAct, 'the person’s turn').to.equal(false);
    await botPause();
    expect(steps()).to.equal(3);
  });

  it('moves nothing while the game is not active here, and a stopped bot does not move', async () => {
    const { bots, steps, deactivate } = table([BOT, HUMAN]);
    bots.schedule();
    bots.stop();
    await botPause();
    expect(steps()).to.equal(0);
    deactivate();
    bots.schedule();
    await botPause();
    expect(steps()).to.equal(0);
  });

  it('waits while nobody watches, and moves when woken', async () => {
    let watched = false;
    const { bots, steps } = table([BOT, HUMAN], { botsMayMove: () => watched });
    bots.schedule();
    await botPause();
    await botPause();
    expect(steps()).to.equal(0);
    watched = true;
    bots.wake();
    await until(() => steps() === 3, 2000, 5);
  });

  it('a step of the whole table waits for a person when anyone at the table is human; bots alone take it', async () => {
    const tableStep = { ...stepGame, tableSteps: ['player.step'] };
    const withPerson = table([BOT, HUMAN], { game: tableStep });
    expect(withPerson.bots.toAct).to.equal(false);
    withPerson.bots.schedule();
    await botPause();
    expect(withPerson.steps()).to.equal(0);
    const botsOnly = table([BOT, BOT], { game: tableStep });
    botsOnly.bots.schedule();
    await until(() => botsOnly.steps() === 9, 2000, 5);
  });

  it('a bot thinking elsewhere: its answer is played, with the generator it comes back with', async () => {
    const { asked, botMove } = worker();
    const { bots, steps } = table([BOT, HUMAN], { botMove });
    bots.schedule();
    await until(() => asked.length === 1, 2000, 5);
    expect(asked[0].choice).to.deep.include({ seat: 0, bot: 'random', level: 2 });
    asked[0].answer({ type: 'player.step' }, [1, 2, 3, 4]);
    await until(() => asked.length === 2, 2000, 5);
    expect(steps()).to.equal(1);
    expect(asked[1].choice.rng, 'the generator after the worker’s draws').to.deep.equal([1, 2, 3, 4]);
  });

  it('a bot thinking elsewhere: an answer that comes after the game moved on is dropped; a failure is reported', async () => {
    const { asked, botMove } = worker();
    const { actor, bots, steps, errors } = table([BOT, HUMAN], { botMove });
    bots.schedule();
    await until(() => asked.length === 1, 2000, 5);
    actor.send({ type: 'player.step' });
    asked[0].answer({ type: 'player.step' }, [0, 0, 0, 0]);
    await until(() => asked.length === 2, 2000, 5);
    await botPause();
    expect(steps(), 'the late answer was not played').to.equal(1);
    asked[1].fail(new Error('the worker threw'));
    await until(() => errors.length === 1, 2000, 5);
    expect((errors[0] as Error).message).to.equal('the worker threw');
  });

  it('each bot seat draws from its own generator, seeded from the table’s seed (same seed, same draws)', async () => {
    const states = async (seed: number) => {
      const { asked, botMove } = worker();
      const { bots } = table([BOT, HUMAN], { botMove });
      bots.reset(seed);
      bots.schedule();
      await until(() => asked.length === 1, 2000, 5);
      return JSON.stringify(asked[0].choice.rng);
    };
    expect(await states(3)).to.equal(await states(3));
    expect(await states(3)).to.not.equal(await states(4));
  });

  it('a bot whose turn throws is reported and the game goes on', async () => {
    const throwing = {
      ...stepGame,
      bots: {
        random: {
          choose: () => {
            throw new Error('no move');
          },
        },
      },
    };
    const { bots, errors, steps } = table([BOT, HUMAN], { game: throwing as never });
    bots.schedule();
    await until(() => errors.length === 1, 2000, 5);
    expect(steps()).to.equal(0);
  });

  it('a bot named without its code (it thinks in the worker) that the worker does not answer is reported, not played', async () => {
    const named = { ...stepGame, bots: { random: { name: 'random' } } };
    const { bots, errors, steps } = table([BOT, HUMAN], { game: named as never, botMove: () => undefined });
    bots.schedule();
    await until(() => errors.length === 1, 2000, 5);
    expect(String(errors[0])).to.match(/thinks in the board's worker/);
    expect(steps()).to.equal(0);
  });

  it("the pause after a turn is scaled to what it came to (issue 26): 1.5 s at the least, 3.5 s at the most; the page's reading-pause, or its bot-delay, decides", () => {
    const plain = 'Michael: a green jewel onto the blue ship; the yellow ship sails on.';
    const raid = 'Michael: everyone draws 2 cards; pirate raid: Sonja 1, Michael 3, Sebastian 3; Sonja draws −3.';
    expect(turnPauseOf(undefined, false, plain)).to.equal(Math.round(800 + (plain.length * 1000) / 30));
    expect(turnPauseOf(undefined, false, plain)).to.be.within(2500, 3200);
    expect(turnPauseOf(undefined, false, raid)).to.equal(3500);
    expect(turnPauseOf(undefined, false, 'Ivar: rolled.')).to.equal(1500);
    expect(turnPauseOf(900, false, raid), 'reading-pause').to.equal(900);
    expect(turnPauseOf(900, true, raid), 'reading-pause, with bot-delay too').to.equal(900);
    expect(turnPauseOf(undefined, true, raid), 'bot-delay alone: its exact pace').to.equal(undefined);
  });
});
