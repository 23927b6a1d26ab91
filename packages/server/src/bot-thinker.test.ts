import { expect } from '@esm-bundle/chai';
import { createActor } from 'xstate';
import { games } from '@viking-games/core';
import { HUMAN, rngFromState, seedRng } from '@viking-games/core/kit';
import { BotThinker } from './bot-thinker.js';

/** The strongest bots think in a worker thread: the same move as on the main thread, which goes on meanwhile. */
describe('Bot thinker (worker thread)', function () {
  this.timeout(30_000);
  const thinker = new BotThinker();
  after(() => thinker.close());

  /** A Wilde Wikinger position a few moves in, and the search bot's job there for the seat to act. */
  function job() {
    const game = games['wilde-wikinger'];
    const actor = createActor(game.machine, { input: game.createInput({ players: 3, seats: [HUMAN, HUMAN, HUMAN], seed: 12 }) }).start();
    const rng = rngFromState(seedRng(3));
    for (let i = 0; i < 6; i++) {
      const snapshot = actor.getSnapshot();
      const seat = game.toAct(snapshot)[0];
      actor.send(game.bots.heuristic.choose({ seat, view: game.playerView(snapshot, seat), moves: game.legalMoves(snapshot, seat), level: 2, rng }));
    }
    const snapshot = actor.getSnapshot();
    const seat = game.toAct(snapshot)[0];
    const moves = game.legalMoves(snapshot, seat);
    return { game, seat, view: game.playerView(snapshot, seat), moves, rng: rng.getState() };
  }

  it('chooses what the bot chooses on the main thread, with the same generator after', async () => {
    const { game, seat, view, moves, rng } = job();
    const here = rngFromState(rng);
    const expected = game.bots.search.choose({ seat, view, moves, level: 3, rng: here });
    const answer = await thinker.think({ game: game.id, bot: 'search', seat, view, moves, level: 3, rng });
    expect(answer.move).to.deep.equal(expected);
    expect(answer.rng).to.deep.equal(here.getState());
  });

  it('leaves the main thread free while it thinks', async () => {
    const { game, seat, view, moves, rng } = job();
    let turns = 0;
    let done = false;
    const spin = () => {
      if (done) return;
      turns++;
      setImmediate(spin);
    };
    spin();
    const asked = thinker.think({ game: game.id, bot: 'search', seat, view, moves, level: 3, rng });
    const before = turns;
    await asked;
    done = true;
    expect(turns - before, 'the event loop turned while the bot thought').to.be.greaterThan(0);
  });

  it('refuses a bot the game does not have', async () => {
    const { game, seat, view, moves, rng } = job();
    let error: Error | undefined;
    await thinker.think({ game: game.id, bot: 'nobody', seat, view, moves, level: 3, rng }).catch((caught: Error) => (error = caught));
    expect(error?.message).to.match(/no bot nobody/);
  });
});
