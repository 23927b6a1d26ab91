import { expect, fixture, html } from '@open-wc/testing';
import { createActor } from 'xstate';
import { seedRng } from '@viking-games/core/kit';
import { vikingSeesaw, vikingSeesawMachine, type PlaceEvent } from '@viking-games/core/viking-seesaw';
import { SeesawPhysics } from './viking-seesaw.physics-client.js';
import { runPhysicsJob, type PhysicsJob } from './viking-seesaw.physics-jobs.js';
import { settle, until } from '../shared/test-helpers.js';
import { startModuleWorker } from '../shared/worker-jobs.js';
import type { VikingSeesaw } from './viking-seesaw.js';
import './viking-seesaw.js';

/** The start of a 2-player game (seed 5): the ship, the view of the seat to act and its legal moves. */
function table() {
  const snapshot = createActor(vikingSeesawMachine, { input: vikingSeesaw.createInput({ players: 2, seed: 5 }) })
    .start()
    .getSnapshot();
  const seat = snapshot.context.current;
  return { ship: snapshot.context.ship, seat, view: vikingSeesaw.playerView(snapshot, seat), moves: vikingSeesaw.legalMoves(snapshot, seat) as PlaceEvent[] };
}

describe('SeesawPhysics', () => {
  it("where no worker can start, answers on the main thread, loading the jobs on first use: the same answers as the worker's code", async () => {
    const { ship, seat, view, moves } = table();
    const physics = new SeesawPhysics(() => undefined);
    const resolve: PhysicsJob = { kind: 'resolve', ship, placement: { piece: 'gold', x: 6, rotation: 0 } };
    const bot: PhysicsJob = { kind: 'bot', bot: 'heuristic', level: 2, seat, view, moves, rng: seedRng(7) };
    try {
      expect(await physics.run(resolve)).to.deep.equal(runPhysicsJob(resolve));
      const answer = await physics.run(bot);
      expect(answer).to.deep.equal(runPhysicsJob(bot));
      expect(physics.inWorker).to.equal(false);
    } finally {
      physics.dispose();
    }
  });

  it("in its worker gives the answers of the main thread's code", async function () {
    this.timeout(60_000);
    const { ship } = table();
    const physics = new SeesawPhysics();
    const job: PhysicsJob = { kind: 'resolve', ship, placement: { piece: 'viking', x: 5, rotation: 0 } };
    try {
      expect(await physics.run(job)).to.deep.equal(runPhysicsJob(job));
      expect(physics.inWorker).to.equal(true);
    } finally {
      physics.dispose();
    }
  });

  it('a worker file that is not served (a bundler that did not copy it, Vite dev pre-bundling) falls back with one warning naming the file and the fix', async function () {
    this.timeout(60_000);
    const { ship } = table();
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args.map(String).join(' '));
    const missing = () => startModuleWorker(() => new Worker(new URL('./not-served.worker.js', import.meta.url), { type: 'module' }));
    const first = new SeesawPhysics(missing);
    const second = new SeesawPhysics(missing);
    const job: PhysicsJob = { kind: 'resolve', ship, placement: { piece: 'gold', x: 6, rotation: 0 } };
    try {
      expect(await first.run(job)).to.deep.equal(runPhysicsJob(job));
      expect(await second.run(job)).to.deep.equal(runPhysicsJob(job));
      expect(first.inWorker || second.inWorker).to.equal(false);
    } finally {
      console.warn = warn;
      first.dispose();
      second.dispose();
    }
    const told = warned.filter((w) => /main thread/.test(w));
    expect(told, 'said once for the page').to.have.length(1);
    expect(told[0])
      .to.match(/not-served\.worker\.js could not start/)
      .and.match(/angular\.json/)
      .and.match(/README/);
  });

  it("Vite's dev server (the worker URL inside .vite/deps, not served) falls back with one warning naming optimizeDeps", async function () {
    this.timeout(60_000);
    const { ship } = table();
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args.map(String).join(' '));
    // Where a pre-bundled chunk in node_modules/.vite/deps would point its worker.
    const physics = new SeesawPhysics(() =>
      startModuleWorker(() => new Worker(new URL('/node_modules/.vite/deps/viking-seesaw.worker.js', location.href), { type: 'module' })),
    );
    const job: PhysicsJob = { kind: 'resolve', ship, placement: { piece: 'gold', x: 6, rotation: 0 } };
    try {
      expect(await physics.run(job)).to.deep.equal(runPhysicsJob(job));
    } finally {
      console.warn = warn;
      physics.dispose();
    }
    const told = warned.filter((w) => /main thread/.test(w));
    expect(told).to.have.length(1);
    expect(told[0])
      .to.match(/\.vite\/deps/)
      .and.match(/optimizeDeps: \{ exclude: \['@viking-games\/ui'\] \}/);
  });

  it('a job the physics refuses is rejected with its error, on the main thread too', async () => {
    const physics = new SeesawPhysics(() => undefined);
    const error = await physics.run({ kind: 'resolve', ship: table().ship, placement: { piece: 'gold', x: 1, rotation: 0 } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(String(error)).to.match(/not over the deck/);
  });
});

describe("resolveMove (code that drives the board's actor)", () => {
  it("gives a placement its outcome from the physics, which the board's machine takes as the headless machine decides it; a resolved move comes back as it is", async () => {
    const el = await fixture<VikingSeesaw>(html`<viking-seesaw players="2" seats="human,human" seed="5" instant></viking-seesaw>`);
    await settle(el);
    const headless = createActor(vikingSeesawMachine, {
      snapshot: el.actor!.getPersistedSnapshot() as never,
      input: vikingSeesaw.createInput({ players: 2, seed: 5 }),
    }).start();
    const move: PlaceEvent = { type: 'player.place', piece: 'gold', x: 8, rotation: 45 };
    const resolved = await el.resolveMove(move);
    expect(resolved.resolved?.placement).to.deep.equal({ piece: 'gold', x: 8, rotation: 45 });
    expect(resolved.resolved?.before).to.deep.equal(el.snapshot!.context.ship);
    expect(await el.resolveMove(resolved)).to.equal(resolved);
    el.actor!.send(resolved);
    headless.send(move);
    expect(el.snapshot!.context).to.deep.equal(headless.getSnapshot().context);
  });

  it("a placement sent unresolved stops the board's actor with an error that names resolveMove's job (no physics on the page)", async () => {
    const el = await fixture<VikingSeesaw>(html`<viking-seesaw players="2" seats="human,human" seed="5" instant></viking-seesaw>`);
    await settle(el);
    const errors: unknown[] = [];
    el.actor!.subscribe({ error: (error) => errors.push(error) });
    el.actor!.send({ type: 'player.place', piece: 'gold', x: 8, rotation: 0 });
    await until(() => errors.length > 0, 2000);
    expect(String(errors[0])).to.match(/without its outcome.*resolved/);
  });
});
