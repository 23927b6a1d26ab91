import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { assign, setup } from 'xstate';
import { randomBot, type GameModule, type Seat } from '@viking-games/core/kit';
import { GameController } from './game-controller.js';
import { until } from './test-helpers.js';

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
      on: { 'player.commit': { guard: 'open', actions: assign({ committed: ({ context, event }) => context.committed.map((c, i) => c || i === event.seat) }) } },
    },
    over: { type: 'final' },
  },
});
type CommitSnapshot = ReturnType<typeof commitMachine.getInitialSnapshot>;
const toAct = (s: CommitSnapshot) => (s.matches('over') ? [] : s.context.committed.flatMap((c, seat) => (c ? [] : [seat])));
const commitGame: GameModule<typeof commitMachine, { seats: Seat[] }, CommitEvent, null> = {
  id: 'commit', title: 'Commit', minPlayers: 1, maxPlayers: 4, snapshotVersion: 1, machine: commitMachine,
  createInput: ({ seats }) => ({ seats: [...(seats ?? [])] }),
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
    // The people are still to act; nothing moves for them.
    await new Promise((r) => setTimeout(r, 30));
    expect(host.game.snapshot!.context.committed).to.deep.equal([false, true, false, true]);
    expect(host.game.send({ type: 'player.commit', seat: 2 })).to.equal(true);
    expect(host.game.send({ type: 'player.commit', seat: 0 })).to.equal(true);
    expect(host.game.snapshot!.status).to.equal('done');
  });
});
