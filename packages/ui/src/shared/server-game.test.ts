import { expect, fixture, html } from '@open-wc/testing';
import { createActor } from 'xstate';
import { wildeWikinger } from '@viking-games/core/wilde-wikinger';
import type { OnlineMove, OnlineState } from '@viking-games/core/online';
import type { Seat } from '@viking-games/core/kit';
import '../wilde-wikinger/index.js';
import type { WildeWikingerBoard } from '../wilde-wikinger/wilde-wikinger-board.js';
import type { WildeWikingerCard } from '../wilde-wikinger/wilde-wikinger-card.js';
import { ServerGame } from './server-game.js';
import { buttonByText, root, settle } from './test-helpers.js';

/**
 * A board playing a game a server runs (the online chunk's ServerGame in the board's GameController), without a
 * network: the "server" here is a local actor whose states are redacted for one seat as the game server does.
 */
describe('A board playing a game on a server (ServerGame)', () => {
  /** The server's side: the real game, two people, and the state message seat `you` gets. */
  function serverTable(you: number | null, seats: readonly Seat[] = [{ kind: 'human' }, { kind: 'human' }]) {
    const actor = createActor(wildeWikinger.machine, {
      input: wildeWikinger.createInput({ players: 2, seats, names: ['Ada', 'Bo'], seed: 7 }),
    }).start();
    let revision = 0;
    const message = (): OnlineState => {
      const snapshot = actor.getSnapshot();
      return {
        game: 'wilde-wikinger',
        code: 'ABC234',
        revision,
        value: snapshot.value,
        context: wildeWikinger.redact!(snapshot, you),
        you,
        token: you === null ? null : 'token',
        seats: [
          { name: 'Ada', kind: 'person', connected: true, botStandIn: false, open: false },
          { name: 'Bo', kind: seats[1].kind === 'bot' ? 'bot' : 'person', connected: true, botStandIn: false, open: false },
        ],
      };
    };
    const apply = (move: OnlineMove) => {
      expect(move.revision).to.equal(revision);
      actor.send(move.event as never);
      revision += 1;
    };
    return { actor, message, apply };
  }

  async function boardPlaying(you: number | null, seats?: readonly Seat[]) {
    const server = serverTable(you, seats);
    const sent: OnlineMove[] = [];
    const remote = new ServerGame(wildeWikinger.machine, server.message(), (move) => sent.push(move));
    const el = await fixture<WildeWikingerBoard>(html`<wilde-wikinger-board players="2" seats="human,human" bot-delay="0"></wilde-wikinger-board>`);
    await settle(el);
    (el as unknown as { game: { playRemote(r: ServerGame): void } }).game.playRemote(remote);
    await settle(el);
    return { el, server, remote, sent };
  }

  const hand = (el: WildeWikingerBoard) =>
    [...root(el).querySelectorAll<WildeWikingerCard>('.hand wilde-wikinger-card')].map((c) => c.card).sort((a, b) => a - b);

  it("shows this device's hand only, never a pass-device screen, and lets only its seat act", async () => {
    const { el, server, remote, sent } = await boardPlaying(1);
    const truth = server.actor.getSnapshot().context;
    expect(hand(el)).to.deep.equal([...truth.hands[1]].sort((a, b) => a - b));
    expect(root(el).querySelector('vg-pass-device')).to.equal(null);
    // Seat 0 (Ada) rolls first: not this device's turn, so its Roll button does nothing here.
    expect(truth.current).to.equal(0);
    expect(buttonByText(el, /^Roll the dice$/)?.disabled ?? true).to.equal(true);
    expect(root(el).querySelector('#prompt')!.textContent).to.match(/Ada/);
    // Ada's roll arrives from the server: the board shows it, and still only Bo's hand.
    server.apply({ revision: 0, event: wildeWikinger.legalMoves(server.actor.getSnapshot(), 0)[0] });
    remote.update(server.message());
    await settle(el);
    expect(el.snapshot!.value).to.equal(server.actor.getSnapshot().value);
    expect(hand(el)).to.deep.equal([...server.actor.getSnapshot().context.hands[1]].sort((a, b) => a - b));
    expect(sent).to.deep.equal([]);
  });

  it("keeps the server's bots as they are (their level shows on the seat) and plays a person on another device as a bot here", async () => {
    const { el } = await boardPlaying(0, [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic', level: 3 }]);
    expect(el.snapshot!.context.players.map((p) => p.seat)).to.deep.equal([{ kind: 'human' }, { kind: 'bot', bot: 'heuristic', level: 3 }]);
    expect(root(el).querySelector('.player .who .bot')?.textContent?.trim()).to.equal('(computer · level 3)');
    const other = await boardPlaying(1);
    expect(other.el.snapshot!.context.players[0].seat.kind, 'Ada plays on her device: a bot to this board').to.equal('bot');
  });

  it('sends a move with the revision it was made on and shows the state the server answers with, not its own guess', async () => {
    const { el, server, remote, sent } = await boardPlaying(0);
    const before = el.snapshot;
    buttonByText(el, /^Roll the dice$/)!.click();
    await settle(el);
    expect(sent).to.deep.equal([{ revision: 0, event: { type: 'player.roll', seat: 0 } }]);
    // Nothing changes until the server answers.
    expect(el.snapshot).to.equal(before);
    expect(el.takeBack()).to.equal(false);
    server.apply(sent[0]);
    remote.update(server.message());
    await settle(el);
    expect(el.snapshot!.context.dice).to.deep.equal(server.actor.getSnapshot().context.dice);
    expect(root(el).querySelector('[part~="take-back"]')).to.equal(null);
    // A late state (an older revision) changes nothing.
    const now = el.snapshot;
    remote.update({ ...server.message(), revision: 0 });
    expect(el.snapshot).to.equal(now);
  });

  it('"Just now": a state that changes nothing (a seat coming or going) is not taken for the answer to this seat\'s move', async () => {
    const { el, server, remote, sent } = await boardPlaying(0);
    const game = (el as unknown as { game: { send(move: unknown): boolean } }).game;
    const toAct = () => wildeWikinger.toAct(server.actor.getSnapshot());
    // Ada's turn, made on this board; before each answer, a state in which only the seats changed (Bo reconnected).
    for (let moves = 0; toAct().includes(0) && moves < 20; moves++) {
      game.send(wildeWikinger.legalMoves(server.actor.getSnapshot(), 0)[0]);
      const unchanged = el.snapshot;
      remote.update(server.message());
      expect(el.snapshot, 'a state of the same revision changes nothing').to.equal(unchanged);
      server.apply(sent.at(-1)!);
      remote.update(server.message());
      await settle(el);
    }
    const lines = () => [...root(el).querySelectorAll('[part="recent"] .line')].map((line) => line.textContent!.trim());
    const own = lines();
    expect(own.length, "Ada's turn in words").to.be.greaterThan(0);
    // Bo's turn, on his device, until Ada is to act again.
    for (let moves = 0; !toAct().includes(0) && moves < 20; moves++) {
      server.apply({ revision: sent.length + moves, event: wildeWikinger.legalMoves(server.actor.getSnapshot(), toAct()[0])[0] });
      remote.update(server.message());
      await settle(el);
    }
    expect(toAct()).to.include(0);
    // Ada's own turn is behind her: "just now" holds Bo's only.
    expect(lines().length).to.be.greaterThan(0);
    expect(lines().filter((line) => own.includes(line))).to.deep.equal([]);
  });

  it("masks the other seat's cards: the snapshot the board holds has none of them", async () => {
    const { el, server } = await boardPlaying(0);
    const other = server.actor.getSnapshot().context.hands[1];
    expect(other.length).to.be.greaterThan(0);
    expect(el.snapshot!.context.hands[1].every((id) => id < 0)).to.equal(true);
    expect([...root(el).querySelectorAll<WildeWikingerCard>('wilde-wikinger-card')].map((c) => c.card).filter((id) => other.includes(id))).to.deep.equal([]);
  });
});
