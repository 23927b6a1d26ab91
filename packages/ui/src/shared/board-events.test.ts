import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import type { ScoreSheet } from '@viking-games/core/kit';
import { BoardEvents } from './board-events.js';

/** A snapshot as the fake game has it: whose turn (`turn`, '' for none), how many turns, and whether it is over. */
interface Fake {
  readonly turn: string;
  readonly turns: number;
  readonly over?: boolean;
}
const at = (turn: string, turns: number, over = false): Fake => ({ turn, turns, over });

/** A host with a fake game; records every event it fires. */
class EventsHost extends LitElement {
  playing = false;
  readonly heard: { type: string; detail: Record<string, unknown> }[] = [];
  readonly events = new BoardEvents<Fake>(this, {
    game: 'fake',
    seats: () => [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic', level: 2 }],
    turnKey: (s) => (s.turn ? `${s.turns}:${s.turn}` : ''),
    turnDetail: (s) => ({ seat: Number(s.turn), name: `P${s.turn}`, turns: s.turns }),
    seedOf: () => 42,
    startDetail: () => ({ friendly: true }),
    isOver: (s) => !!s.over,
    scores: () => ({ winners: [1] }) as unknown as ScoreSheet,
    winnerNames: (scores) => scores.winners.map((seat) => `P${seat}`),
    playing: () => this.playing,
  });
  constructor() {
    super();
    for (const type of ['game-start', 'turn', 'game-over']) this.addEventListener(type, (e) => this.heard.push({ type, detail: (e as CustomEvent).detail }));
  }
}
customElements.define('events-host', EventsHost);

const types = (el: EventsHost) => el.heard.map((e) => e.type);

describe('BoardEvents (game-start, turn, game-over and the end screen)', () => {
  it('a new game: game-start (seats, seed, the game’s additions), then its opening turn', async () => {
    const el = await fixture<EventsHost>(html`<events-host></events-host>`);
    el.events.started(at('0', 0));
    expect(el.heard).to.deep.equal([
      { type: 'game-start', detail: { game: 'fake', seed: 42, players: 2, seats: 'human,heuristic:2', friendly: true } },
      { type: 'turn', detail: { game: 'fake', seat: 0, name: 'P0', turns: 0 } },
    ]);
  });

  it('turn only when the turn key changes; a resumed game fires nothing', async () => {
    const el = await fixture<EventsHost>(html`<events-host></events-host>`);
    el.events.current(at('1', 3));
    el.events.moved(at('1', 3), at('1', 3));
    expect(el.heard).to.deep.equal([]);
    el.events.moved(at('', 3), at('1', 3));
    el.events.moved(at('0', 4), at('', 3));
    expect(types(el)).to.deep.equal(['turn']);
    expect(el.heard[0].detail).to.include({ seat: 0, turns: 4 });
  });

  it('the move that ends the game: game-over with the winners, and the end screen opens', async () => {
    const el = await fixture<EventsHost>(html`<events-host></events-host>`);
    el.events.current(at('0', 9));
    el.events.moved(at('', 10, true), at('0', 9));
    expect(types(el)).to.deep.equal(['game-over']);
    expect(el.heard[0].detail).to.deep.include({ game: 'fake', winners: ['P1'] });
    expect(el.events.endOpen).to.equal(true);
  });

  it('a last move that still plays holds game-over and the end screen until it has been shown', async () => {
    const el = await fixture<EventsHost>(html`<events-host></events-host>`);
    el.events.current(at('0', 9));
    el.playing = true;
    el.events.moved(at('', 10, true), at('0', 9));
    await el.updateComplete;
    expect(types(el)).to.deep.equal([]);
    expect(el.events.endOpen).to.equal(false);
    el.playing = false;
    el.events.shown();
    expect(types(el)).to.deep.equal(['game-over']);
    expect(el.events.endOpen).to.equal(true);
  });

  it('a new game drops a held game-over', async () => {
    const el = await fixture<EventsHost>(html`<events-host></events-host>`);
    el.playing = true;
    el.events.moved(at('', 10, true), at('0', 9));
    el.events.started(at('0', 0));
    el.events.shown();
    expect(types(el)).to.deep.equal(['game-start', 'turn']);
  });
});
