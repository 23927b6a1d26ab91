import { expect } from '@open-wc/testing';
import { assign, createActor } from 'xstate';
import type { Seat } from '@viking-games/core/kit';
import { ActorController } from './actor-controller.js';
import type { GameFailure } from './game-failure.js';
import type { RemoteActor } from './online-types.js';
import type { SaveRefusal } from './save-check.js';
import { HUMAN, stepGame, stepMachine, TestHost, type StepEvent, type StepSnapshot } from './controller.test-helpers.js';
import { until } from './test-helpers.js';

type StepGame = typeof stepGame;

/** A board's actor on a host the test attaches, with what it told the composition (`said`) and the failures it reported. */
function board(game: StepGame = stepGame, seats: Seat[] = [HUMAN, HUMAN]) {
  const host = new TestHost();
  const said: string[] = [];
  const failures: GameFailure[] = [];
  const play: ActorController<typeof stepMachine, StepEvent> = new ActorController(host, {
    game,
    table: () => ({ players: seats.length, seats, seed: 1 }),
    onError: (failure) => void failures.push(failure),
    steps: {
      begin: () => {
        said.push('begin');
        play.start(undefined, 'new');
      },
      halted: () => void said.push('halted'),
      started: ({ kind, first, write }) => void said.push(`started ${kind} at ${first.context.steps}${write ? ', to save' : ''}`),
      changed: (snapshot, _previous, move, by) => void said.push(`changed to ${snapshot.context.steps} by ${by}${move ? ` (${move.type})` : ''}`),
    },
  });
  host.connect();
  host.update();
  said.length = 0;
  return { host, play, said, failures };
}

/** A persisted snapshot of the step game (two people) after `steps` steps. */
function persistedAfter(steps: number): unknown {
  const actor = createActor(stepMachine, { input: { seats: [HUMAN, HUMAN] } }).start();
  for (let i = 0; i < steps; i++) actor.send({ type: 'player.step' });
  return actor.getPersistedSnapshot();
}

describe('ActorController: the actor’s lifecycle', () => {
  it('starts a game on the host’s first update, and tells of each change with who made it', () => {
    const { play, said, host } = board();
    expect(play.snapshot!.context.steps).to.equal(0);
    host.update();
    expect(said, 'one game per board, not one per update').to.deep.equal([]);
    expect(play.send({ type: 'player.step' }, 'human')).to.equal(true);
    play.actor!.send({ type: 'player.step' });
    expect(said).to.deep.equal(['changed to 1 by human (player.step)', 'changed to 2 by external']);
  });

  it('stops the actor when the host is removed, and resumes the very same game (a new actor) when it is back', () => {
    const { play, said, host } = board();
    play.send({ type: 'player.step' }, 'human');
    const actor = play.actor!;
    host.disconnect();
    expect(actor.getSnapshot().status).to.equal('stopped');
    expect(play.actor).to.equal(undefined);
    expect(play.snapshot!.context.steps, 'a detached board still shows its game').to.equal(1);
    host.connect();
    host.update();
    expect(play.actor).to.not.equal(actor);
    expect(said).to.deep.equal(['changed to 1 by human (player.step)', 'halted', 'halted', 'started resumed at 1, to save']);
  });

  it('plays a snapshot that passes the checks; one that does not fit the machine leaves the running game untouched', () => {
    const { play, said } = board();
    const running = play.actor!;
    const refused = play.start({ ...(persistedAfter(1) as object), value: 'nowhere' }, 'restored', { source: 'outside' });
    expect(refused).to.include({ ok: false, reason: 'invalid' });
    expect(play.actor).to.equal(running);
    expect(running.getSnapshot().status).to.equal('active');
    expect(said).to.deep.equal([]);
    expect(play.start(persistedAfter(2), 'restored', { write: false, source: 'outside' }).ok).to.equal(true);
    expect(running.getSnapshot().status, 'the game it replaced is stopped').to.equal('stopped');
    expect(said).to.deep.equal(['halted', 'started restored at 2']);
  });

  it('a snapshot set by code whose checks, still loading, then refuse it: the game before it comes back and the caller hears why', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const checked: StepGame = { ...stepGame, loadInvariants: () => gate.then(() => (s: StepSnapshot) => (s.context.steps > 4 ? ['too far'] : [])) };
    const { play, said } = board(checked);
    play.send({ type: 'player.step' }, 'human');
    const refusals: SaveRefusal[] = [];
    expect(play.load(persistedAfter(5), (refusal) => void refusals.push(refusal))).to.equal(true);
    expect(play.snapshot!.context.steps).to.equal(5);
    open();
    await until(() => refusals.length > 0, 2000, 5);
    expect(refusals[0]).to.include({ reason: 'invalid', issue: 'too far' });
    expect(play.snapshot!.context.steps, 'the game before it').to.equal(1);
    expect(said.at(-1)).to.equal('started resumed at 1, to save');
  });

  it('a snapshot set while the host is detached starts when it is attached', () => {
    const { play, host, said } = board();
    host.disconnect();
    expect(play.load(persistedAfter(4))).to.equal(true);
    host.connect();
    host.update();
    expect(play.snapshot!.context.steps).to.equal(4);
    expect(said).to.not.include('begin');
  });
});

describe('ActorController: errors', () => {
  /** The step game whose step throws once `broken` is set (a rule action with a bug). */
  function breakable() {
    const state = { broken: false };
    const step = assign({
      steps: ({ context }: { context: StepSnapshot['context'] }) => {
        if (state.broken) throw new Error('a rule broke');
        return context.steps + 1;
      },
    });
    const game = { ...stepGame, machine: stepMachine.provide({ actions: { step: step as never } }) } as StepGame;
    return { game, state };
  }

  it('a rule that throws fails the actor: reported as a rule failure that can go on, moves refused, then restarted from the last good snapshot', async () => {
    const { game, state } = breakable();
    const { play, failures, said } = board(game);
    play.send({ type: 'player.step' }, 'human');
    state.broken = true;
    expect(play.send({ type: 'player.step' }, 'human')).to.equal(false);
    await until(() => failures.length > 0, 2000, 5);
    expect(failures[0]).to.include({ source: 'rule', canContinue: true });
    expect(play.failed).to.equal(true);
    expect(play.playing).to.equal(false);
    expect(said).to.include('halted');
    state.broken = false;
    expect(play.restartFromLastGood()).to.equal(true);
    expect(play.failed).to.equal(false);
    expect(play.snapshot!.context.steps).to.equal(1);
    expect(play.send({ type: 'player.step' }, 'human')).to.equal(true);
  });

  it('a guarded step that throws is reported with its source; the game goes on', () => {
    const { play, failures } = board();
    play.guard('view', () => {
      throw new Error('the view broke');
    });
    expect(failures).to.have.length(1);
    expect(failures[0]).to.include({ source: 'view', canContinue: true });
    expect(play.send({ type: 'player.step' }, 'human')).to.equal(true);
  });
});

describe('ActorController: a game a server runs', () => {
  /** A server's game: the test says when its next snapshot arrives. */
  function server() {
    const local = createActor(stepMachine, { input: { seats: [HUMAN, HUMAN] } }).start();
    const sent: StepEvent[] = [];
    let observer: { next(snapshot: StepSnapshot): void } | undefined;
    const remote: RemoteActor<typeof stepMachine> = {
      getSnapshot: () => local.getSnapshot(),
      getPersistedSnapshot: () => local.getPersistedSnapshot(),
      subscribe: (o) => ((observer = o), { unsubscribe: () => (observer = undefined) }),
      send: (event) => void sent.push(event as StepEvent),
      start: () => {},
      stop: () => {},
    };
    const answer = () => {
      local.send({ type: 'player.step' });
      observer?.next(local.getSnapshot());
    };
    return { remote, sent, answer };
  }

  it('a move goes to the server; its answer counts as that move, other snapshots as the server’s own', () => {
    const { play, said } = board();
    const { remote, sent, answer } = server();
    play.playRemote(remote);
    expect(play.online).to.equal(true);
    expect(play.playing, 'no bots, no saves here').to.equal(false);
    expect(play.send({ type: 'player.step' }, 'human')).to.equal(true);
    expect(sent).to.deep.equal([{ type: 'player.step' }]);
    answer();
    answer();
    expect(said).to.deep.equal(['halted', 'started new at 0', 'changed to 1 by human (player.step)', 'changed to 2 by external']);
    expect(play.load(persistedAfter(1)), 'nothing is loaded into a server’s game').to.equal(false);
  });

  it('back to a local game: the composition starts one', () => {
    const { play, said } = board();
    play.playRemote(server().remote);
    play.stopRemote();
    expect(play.online).to.equal(false);
    expect(said.slice(-3)).to.deep.equal(['begin', 'halted', 'started new at 0, to save']);
  });
});
