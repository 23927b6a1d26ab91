import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { assign, createActor, setup } from 'xstate';
import { memoryStore, randomBot, wrapSnapshot, type GameModule, type Seat } from '@viking-games/core/kit';
import { wikingerschafe, type WikingerschafeMove } from '@viking-games/core/wikingerschafe';
import { GameController, type GameFailure, type GameNotice } from './game-controller.js';
import { botPause, until } from './test-helpers.js';
import { HUMAN, stepGame, type stepMachine, type StepEvent } from './controller.test-helpers.js';

/** A tiny simultaneous game: every seat commits once, in any order; the game ends when all have. */
type CommitEvent = { type: 'player.commit'; seat: number };
const commitMachine = setup({
  types: { context: {} as { committed: boolean[]; players: { seat: Seat }[] }, events: {} as CommitEvent, input: {} as { seats: Seat[] } },
  guards: { open: ({ context, event }) => context.committed[event.seat] === false },
}).createMachine({
  id: 'commit',
  context: ({ input }) => ({ committed: input.seats.map(() => false), players: input.seats.map((seat) => ({ seat })) }),
  initial: 'bidding',
  states: {
    bidding: {
      always: { guard: ({ context }) => context.committed.every(Boolean), target: 'over' },
      on: {
        'player.commit': { guard: 'open', actions: assign({ committed: ({ context, event }) => context.committed.map((c, i) => c || i === event.seat) }) },
      },
    },
    over: { type: 'final' },
  },
});
type CommitSnapshot = ReturnType<typeof commitMachine.getInitialSnapshot>;
const toAct = (s: CommitSnapshot) => (s.matches('over') ? [] : s.context.committed.flatMap((c, seat) => (c ? [] : [seat])));
const commitGame: GameModule<typeof commitMachine, { seats: Seat[] }, CommitEvent, null> = {
  id: 'commit',
  title: 'Commit',
  minPlayers: 1,
  maxPlayers: 4,
  snapshotVersion: 1,
  machine: commitMachine,
  createInput: ({ seats }) => ({ seats: [...(seats ?? [])] }),
  seats: (s: CommitSnapshot) => s.context.players.map((p) => p.seat),
  toAct,
  legalMoves: (s: CommitSnapshot, seat?: number) => {
    const open = toAct(s);
    const who = seat ?? open[0];
    return who !== undefined && open.includes(who) ? [{ type: 'player.commit', seat: who }] : [];
  },
  playerView: () => null,
  scores: () => ({ lines: [], winners: [], final: false }),
  isOver: (s: CommitSnapshot) => s.matches('over'),
  bots: { random: randomBot(), heuristic: randomBot() },
  invariants: () => [],
  outcomes: () => ({}),
  turns: () => 0,
};

const BOT: Seat = { kind: 'bot', bot: 'random', level: 2 };

class CommitHost extends LitElement {
  seats: Seat[] = [{ kind: 'human' }, BOT, { kind: 'human' }, BOT];
  game = new GameController<typeof commitMachine, CommitEvent>(this, {
    game: commitGame,
    table: () => ({ players: this.seats.length, seats: this.seats, seed: 7 }),
    persistKey: () => undefined,
    botDelay: () => 0,
  });
  protected override render() {
    return html`${this.game.snapshot?.context.committed.join(',')}`;
  }
}
customElements.define('commit-host', CommitHost);

describe('GameController with simultaneous moves', () => {
  it('lets every bot among several seats to act move without waiting for the people listed before it', async () => {
    const host = await fixture<CommitHost>(html`<commit-host></commit-host>`);
    await until(() => host.game.snapshot?.context.committed.join(',') === 'false,true,false,true', 2000, 5);
    // The people are still to act; nothing moves for them (not even after a bot's pause).
    await botPause();
    expect(host.game.snapshot!.context.committed).to.deep.equal([false, true, false, true]);
    expect(host.game.send({ type: 'player.commit', seat: 2 })).to.equal(true);
    expect(host.game.send({ type: 'player.commit', seat: 0 })).to.equal(true);
    expect(host.game.snapshot!.status).to.equal('done');
  });
});

/** A Wikingerschafe table whose save schema arrives only when the test opens `gate` (a page's first restore). */
function gatedSchemaHost(key: string) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const game: GameModule<typeof wikingerschafe.machine, unknown, WikingerschafeMove, unknown> = {
    ...wikingerschafe,
    loadContextSchema: () => gate.then(() => wikingerschafe.loadContextSchema!()),
  };
  const notices: GameNotice[] = [];
  class GatedHost extends LitElement {
    game = new GameController<typeof wikingerschafe.machine, WikingerschafeMove>(this, {
      game,
      table: () => ({ players: 2, seats: [{ kind: 'human' }, { kind: 'human' }], seed: 4 }),
      persistKey: () => key,
      botDelay: () => 0,
    });
    listens = this.game.on('notice', (notice) => void notices.push(notice));
  }
  const tag = `gated-host-${key}`;
  customElements.define(tag, GatedHost);
  return { open, notices, make: () => fixture<GatedHost>(`<${tag}></${tag}>`) };
}

/** A real Wikingerschafe save after one move, with its round written as "three" (well-formed JSON, not a game). */
function brokenSave(): string {
  const actor = createActor(wikingerschafe.machine, {
    input: wikingerschafe.createInput({ players: 2, seats: [{ kind: 'human' }, { kind: 'human' }], seed: 4 }),
  }).start();
  actor.send(wikingerschafe.legalMoves(actor.getSnapshot())[0]);
  const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as { context: { round: unknown } };
  actor.stop();
  persisted.context.round = 'three';
  return JSON.stringify(wrapSnapshot(wikingerschafe.id, wikingerschafe.snapshotVersion, persisted, 1));
}

describe('GameController: the save schema, loaded only when there is a save', () => {
  afterEach(() => ['vg-gated-a', 'vg-gated-b', 'vg-gated-c'].forEach((key) => localStorage.removeItem(key)));

  it('no save, no schema: a new game starts and the schema is never asked for', async () => {
    let asked = 0;
    const game = { ...wikingerschafe, loadContextSchema: () => (asked++, wikingerschafe.loadContextSchema!()) };
    class Plain extends LitElement {
      game = new GameController(this, { game, table: () => ({ players: 2, seed: 4 }), persistKey: () => 'vg-gated-none', botDelay: () => 0 });
    }
    customElements.define('gated-plain', Plain);
    const host = await fixture<Plain>('<gated-plain></gated-plain>');
    expect(host.game.snapshot?.context.round).to.equal(1);
    expect(asked).to.equal(0);
    localStorage.removeItem('vg-gated-none');
  });

  it('a broken save restored while the schema loads is refused when it arrives: the notice, and a new game', async () => {
    const { open, notices, make } = gatedSchemaHost('vg-gated-a');
    localStorage.setItem('vg-gated-a', brokenSave());
    const host = await make();
    expect(host.game.snapshot?.context.round, 'restored at once, before the schema is there').to.equal('three');
    open();
    await until(() => notices.length > 0, 2000, 5);
    expect(notices[0]).to.include({ kind: 'restore-failed', reason: 'invalid' });
    expect((notices[0] as { detail: string }).detail).to.match(/context\.round/);
    expect(host.game.snapshot!.context.round, 'a new game').to.equal(1);
    expect(JSON.parse(localStorage.getItem('vg-gated-a')!).snapshot.context.round, 'the bad save is replaced').to.equal(1);
  });

  it('once the schema is loaded, a broken save is refused before it starts; a good one is restored', async () => {
    const { open, notices, make } = gatedSchemaHost('vg-gated-b');
    open();
    localStorage.setItem('vg-gated-b', brokenSave());
    const first = await make();
    await until(() => notices.length > 0, 2000, 5);
    first.remove();
    const good = localStorage.getItem('vg-gated-b')!;
    localStorage.setItem('vg-gated-b', brokenSave());
    const second = await make();
    expect(notices.length, 'refused at once').to.equal(2);
    expect(second.game.snapshot!.context.round).to.equal(1);
    localStorage.setItem('vg-gated-b', good);
    const third = await make();
    expect(notices.length).to.equal(2);
    expect(JSON.stringify(third.game.snapshot!.context)).to.equal(JSON.stringify(JSON.parse(good).snapshot.context));
  });

  it('a snapshot set by code while the schema loads: refused when it arrives, and the game before it comes back', async () => {
    const { open, make } = gatedSchemaHost('vg-gated-c');
    const host = await make();
    host.game.send(wikingerschafe.legalMoves(host.game.snapshot!)[0]);
    const before = JSON.stringify(host.game.snapshot!.context);
    const refused: string[] = [];
    expect(host.game.load(JSON.parse(brokenSave()).snapshot, (why) => void refused.push(why))).to.equal(true);
    open();
    await until(() => refused.length > 0, 2000, 5);
    expect(refused[0]).to.match(/context\.round/);
    expect(JSON.stringify(host.game.snapshot!.context)).to.equal(before);
  });
});

describe('GameController: "Load it" with a save that cannot be played', () => {
  it('keeps this game (the same actor), tells why once, and writes this game over the other tab’s save', async () => {
    const store = memoryStore();
    const notices: GameNotice[] = [];
    class TwoTabHost extends LitElement {
      game = new GameController<typeof stepMachine, StepEvent>(this, {
        game: stepGame,
        table: () => ({ players: 2, seats: [HUMAN, HUMAN], seed: 3 }),
        persistKey: () => 'vg-load-other',
        storage: () => store,
      });
      listens = this.game.on('notice', (notice) => void notices.push(notice));
    }
    customElements.define('two-tab-host', TwoTabHost);
    const host = await fixture<TwoTabHost>(html`<two-tab-host></two-tab-host>`);
    host.game.send({ type: 'player.step' });
    const actor = host.game.actor;
    // The other tab's newer save: readable, but no position of this machine.
    const theirs = JSON.stringify(wrapSnapshot(stepGame.id, stepGame.snapshotVersion, { value: 'nowhere', context: {}, status: 'active' }, 9));
    store.setItem('vg-load-other', theirs);
    window.dispatchEvent(new StorageEvent('storage', { key: 'vg-load-other', newValue: theirs }));
    expect(host.game.conflict).to.equal(true);
    host.game.loadOther();
    await host.updateComplete;
    expect(host.game.conflict).to.equal(false);
    expect(notices).to.have.length(1);
    expect(notices[0]).to.include({ kind: 'restore-failed', reason: 'invalid' });
    expect(host.game.actor, 'the same game goes on').to.equal(actor);
    expect(host.game.snapshot!.context.steps).to.equal(1);
    expect(JSON.parse(store.getItem('vg-load-other')!)).to.deep.include({ revision: 10 });
  });
});

/** A host of the step game that gives the controller no callbacks: a person in seat 0, a bot in seat 1. */
class EventsHost extends LitElement {
  game = new GameController<typeof stepMachine, StepEvent>(this, {
    game: stepGame,
    table: () => ({ players: 2, seats: [HUMAN, BOT], seed: 3 }),
    persistKey: () => undefined,
    botDelay: () => 0,
  });
}
customElements.define('events-host', EventsHost);

describe('GameController: its events, heard by whoever listens', () => {
  const step: StepEvent = { type: 'player.step' };

  it('tells each start and change (by whom); a listener that throws is a view failure that stops nothing', async () => {
    const host = document.createElement('events-host') as EventsHost;
    const heard: string[] = [];
    const failures: GameFailure[] = [];
    host.game.on('start', ({ kind, snapshot }) => void heard.push(`start ${kind} ${snapshot.context.steps}`));
    const stop = host.game.on('change', ({ snapshot, move, by }) => {
      heard.push(`${by} ${move?.type} ${snapshot.context.steps}`);
      if (snapshot.context.steps === 2) throw new Error('a view that throws');
    });
    host.game.on('failure', (failure) => void failures.push(failure));
    await fixture(host);
    for (let i = 0; i < 3; i++) expect(host.game.send(step)).to.equal(true);
    await until(() => host.game.snapshot!.context.steps === 6, 2000, 5);
    expect(heard).to.deep.equal([
      'start new 0',
      'human player.step 1',
      'human player.step 2',
      'human player.step 3',
      'bot player.step 4',
      'bot player.step 5',
      'bot player.step 6',
    ]);
    expect(failures.map(({ source, canContinue }) => ({ source, canContinue }))).to.deep.equal([{ source: 'view', canContinue: true }]);
    stop();
    host.game.send(step);
    expect(heard, 'no longer listening').to.have.length(7);
  });

  it('a failure nobody listens to goes to the console', async () => {
    const host = document.createElement('events-host') as EventsHost;
    host.game.on('change', () => {
      throw new Error('a view that throws');
    });
    await fixture(host);
    const logged: unknown[][] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      host.game.send(step);
    } finally {
      console.error = error;
    }
    expect(logged).to.have.length(1);
    expect(String(logged[0][0])).to.match(/an error in the view/);
  });
});
