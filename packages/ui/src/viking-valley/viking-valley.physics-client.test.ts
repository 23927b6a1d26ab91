import { expect, fixture, html } from '@open-wc/testing';
import { createActor } from 'xstate';
import { seedRng } from '@viking-games/core/kit';
import { vikingValley, vikingValleyMachine, type VikingValleyMove } from '@viking-games/core/viking-valley';
import { ValleyPhysics } from './viking-valley.physics-client.js';
import { runValleyJob, type ValleyJob } from './viking-valley.physics-jobs.js';
import './index.js';
import { settle } from '../shared/test-helpers.js';
import type { VikingValleyBoard } from './viking-valley-board.js';

/** The start of a 2-player game (seed 5): the barrels, the ramp and view of the seat to act, and its legal moves. */
function table() {
  const snapshot = createActor(vikingValleyMachine, { input: vikingValley.createInput({ players: 2, seed: 5 }) })
    .start()
    .getSnapshot();
  const seat = snapshot.context.current;
  return {
    barrels: snapshot.context.barrels,
    ramp: snapshot.context.ramps[seat],
    seat,
    view: vikingValley.playerView(snapshot, seat),
    moves: vikingValley.legalMoves(snapshot, seat),
  };
}

describe('ValleyPhysics', () => {
  it("where no worker can start, answers on the main thread, loading the jobs on first use: the same answers as the worker's code", async () => {
    const { barrels, ramp, seat, view, moves } = table();
    const physics = new ValleyPhysics(() => undefined);
    const resolve: ValleyJob = { kind: 'resolve', barrels, bowl: { ramp, angle: -5, strength: 0.8 } };
    const bot: ValleyJob = { kind: 'bot', bot: 'heuristic', level: 2, seat, view, moves, rng: seedRng(7) };
    try {
      expect(await physics.run(resolve)).to.deep.equal(runValleyJob(resolve));
      expect(await physics.run(bot)).to.deep.equal(runValleyJob(bot));
      expect(physics.inWorker).to.equal(false);
    } finally {
      physics.dispose();
    }
  });

  it('a bowl the physics refuses is rejected with its error, on the main thread too', async () => {
    const physics = new ValleyPhysics(() => undefined);
    const { barrels, ramp } = table();
    const error = await physics.run({ kind: 'resolve', barrels, bowl: { ramp, angle: 40, strength: 0.8 } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(String(error)).to.match(/not a valid bowl/);
  });
});

describe("resolveMove (code that drives the board's actor)", () => {
  it("gives a bowl its outcome from the physics, which the board's machine takes as the headless machine decides it; other moves come back as they are", async () => {
    const el = await fixture<VikingValleyBoard>(html`<viking-valley-board players="2" seats="human,human" seed="5" instant></viking-valley-board>`);
    await settle(el);
    const headless = createActor(vikingValleyMachine, {
      snapshot: el.actor!.getPersistedSnapshot() as never,
      input: vikingValley.createInput({ players: 2, seed: 5 }),
    }).start();
    const bowl: VikingValleyMove = { type: 'player.bowl', angle: -5, strength: 0.8 };
    const resolved = await el.resolveMove(bowl);
    expect(resolved.type === 'player.bowl' && resolved.resolved?.bowl).to.deep.equal({
      ramp: el.snapshot!.context.ramps[el.snapshot!.context.current],
      angle: -5,
      strength: 0.8,
    });
    el.actor!.send(resolved);
    headless.send(bowl);
    expect(el.snapshot!.context).to.deep.equal(headless.getSnapshot().context);
    const move: VikingValleyMove = { type: 'player.moveViking', viking: 'finn' };
    expect(await el.resolveMove(move)).to.equal(move);
  });
});
