import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { sendMouse, resetMouse } from '@web/test-runner-commands';
import { assign, setup } from 'xstate';
import { memoryStore, randomBot, wrapSnapshot, type GameModule, type Seat } from '@viking-games/core/kit';
import {
  booleanAttribute,
  booleanWarning,
  parseBoolean,
  parseLocale,
  parsePersist,
  parsePlayers,
  parseSeatsAttribute,
  parseSeed,
  parseTheme,
  readBoolean,
} from './attributes.js';
import { GameController, type GameNotice } from './game-controller.js';
import { sharedMessages } from './i18n.js';
import { controlStyles, themeTokens } from './theme.js';
import type { VgDie } from './vg-die.js';
import type { VgDialog } from './vg-dialog.js';
import './index.js';
import { until } from './test-helpers.js';

/** A tiny real game for the controller: seats take turns adding 1; the first to bring the sum to 6 ends it. */
type CountEvent = { type: 'player.add' } | { type: 'game.restart' };
const countMachine = setup({
  types: { context: {} as { sum: number; current: number; players: { seat: Seat }[] }, events: {} as CountEvent, input: {} as { seats: Seat[] } },
  guards: { notOver: ({ context }) => context.sum < 6 },
}).createMachine({
  id: 'count',
  context: ({ input }) => ({ sum: 0, current: 0, players: input.seats.map((seat) => ({ seat })) }),
  initial: 'playing',
  states: {
    playing: {
      always: { guard: ({ context }) => context.sum >= 6, target: 'over' },
      on: {
        'player.add': {
          guard: 'notOver',
          actions: assign({ sum: ({ context }) => context.sum + 1, current: ({ context }) => (context.current + 1) % context.players.length }),
        },
      },
    },
    over: { on: { 'game.restart': { target: 'playing', actions: assign({ sum: 0, current: 0 }) } } },
  },
});
type CountSnapshot = ReturnType<typeof countMachine.getInitialSnapshot>;
const countGame: GameModule<typeof countMachine, { seats: Seat[] }, CountEvent, number> = {
  id: 'count',
  title: 'Count',
  minPlayers: 1,
  maxPlayers: 2,
  snapshotVersion: 1,
  machine: countMachine,
  createInput: ({ seats }) => ({ seats: [...(seats ?? [])] }),
  seats: (s: CountSnapshot) => s.context.players.map((p) => p.seat),
  toAct: (s: CountSnapshot) => (s.matches('over') ? [] : [s.context.current]),
  legalMoves: (s: CountSnapshot) => (s.matches('over') ? [] : [{ type: 'player.add' }]),
  playerView: (s: CountSnapshot) => s.context.sum,
  scores: () => ({ lines: [], winners: [], final: false }),
  isOver: (s: CountSnapshot) => s.matches('over'),
  bots: { random: randomBot(), heuristic: randomBot() },
  invariants: (s: CountSnapshot) => (s.context.sum >= 0 && s.context.sum <= 6 ? [] : ['sum out of range']),
  outcomes: () => ({}),
  turns: (s: CountSnapshot) => s.context.sum,
};

const store = memoryStore();

class CountHost extends LitElement {
  seats: Seat[] = [{ kind: 'human' }, { kind: 'bot', bot: 'random', level: 2 }];
  persist = '';
  notices: GameNotice[] = [];
  starts: string[] = [];
  game = new GameController<typeof countMachine, CountEvent>(this, {
    game: countGame,
    table: () => ({ players: this.seats.length, seats: this.seats, seed: 1 }),
    persistKey: () => this.persist,
    botDelay: () => 0,
    storage: () => store,
  });
  constructor() {
    super();
    this.game.on('start', ({ kind }) => void this.starts.push(kind));
    this.game.on('notice', (notice) => void this.notices.push(notice));
  }
  protected override render() {
    return html`sum ${this.game.snapshot?.context.sum}`;
  }
}
customElements.define('count-host', CountHost);

describe('Attribute parsing', () => {
  it('falls back with a warning that says what was expected', () => {
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    expect(parsePlayers('9', 2, 4, 3, 'x-game', warn)).to.equal(3);
    expect(parsePlayers('3', 2, 4, 2, 'x-game', warn)).to.equal(3);
    expect(parseSeed('abc', 'x-game', warn, () => 42)).to.equal(42);
    expect(parseSeed('17', 'x-game', warn, () => 42)).to.equal(17);
    expect(parseLocale('xx', 'x-game', warn)).to.equal('en');
    expect(parseLocale('de-DE', 'x-game', warn)).to.equal('de');
    expect(parseTheme('pink', 'x-game', warn)).to.equal('auto');
    expect(warnings).to.have.length(4);
    expect(warnings[0]).to.match(/players="9".*2 to 4/);
    expect(warnings[1]).to.match(/seed="abc"/);
    expect(warnings[2]).to.match(/locale="xx".*en, de/);
  });
  it('parses seats with the kit and repairs a wrong count', () => {
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    expect(parseSeatsAttribute('human,random', 2, ['random', 'heuristic'], 'x', warn)).to.deep.equal([
      { kind: 'human' },
      { kind: 'bot', bot: 'random', level: 2 },
    ]);
    expect(warnings).to.have.length(0);
    expect(parseSeatsAttribute('human,wizard', 2, ['random', 'heuristic'], 'x', warn).map((s) => s.kind)).to.deep.equal(['human', 'bot']);
    expect(warnings[0]).to.match(/wizard/);
    expect(parseSeatsAttribute('human', 3, ['random', 'heuristic'], 'x', warn)).to.have.length(3);
    expect(warnings[1]).to.match(/expected 3 seats/);
  });

  it('replaces only the bad seat tokens and keeps the good ones, naming the bad token', () => {
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    const bots = ['random', 'heuristic'];
    expect(parseSeatsAttribute('robot,human', 2, bots, 'x', warn)).to.deep.equal([{ kind: 'bot', bot: 'heuristic', level: 2 }, { kind: 'human' }]);
    expect(warnings[0]).to.match(/"robot"/);
    expect(warnings[0]).to.match(/using heuristic,human/);
    expect(parseSeatsAttribute('random,heuristic:7,Human', 3, bots, 'x', warn)).to.deep.equal([
      { kind: 'bot', bot: 'random', level: 2 },
      { kind: 'bot', bot: 'heuristic', level: 2 },
      { kind: 'human' },
    ]);
    expect(warnings[1]).to.match(/heuristic:7/);
    expect(warnings[1]).to.match(/Human/);
    expect(warnings).to.have.length(2);
  });

  it('reads boolean attributes as people write them: absent, false, 0, off, no are off; present, true, on, yes, 1 and the name are on', () => {
    for (const off of [null, undefined, false, 'false', 'FALSE', ' 0 ', 'off', 'no']) expect(parseBoolean(off, 'friendly'), String(off)).to.equal(false);
    for (const on of [true, '', 'true', 'True', 'on', 'yes', '1', 'friendly']) expect(parseBoolean(on, 'friendly'), String(on)).to.equal(true);
    expect(readBoolean('maybe', 'friendly')).to.equal(undefined);
    expect(parseBoolean('maybe', 'friendly')).to.equal(false);
    expect(booleanWarning('x-board', 'friendly', 'maybe')).to.match(/friendly="maybe": expected no value, true or false.*using false/);
    expect(booleanWarning('x-board', 'friendly', 'off')).to.equal(undefined);
    // A property set to false or 'false' removes the attribute (Lit's Boolean would write friendly="").
    expect(booleanAttribute.toAttribute('false')).to.equal(null);
    expect(booleanAttribute.toAttribute(false)).to.equal(null);
    expect(booleanAttribute.toAttribute(true)).to.equal('');
    // The property holds a real boolean for every value that reads as one (Storybook's controls read it).
    expect(booleanAttribute.fromAttribute('')).to.equal(true);
    expect(booleanAttribute.fromAttribute('off')).to.equal(false);
    expect(booleanAttribute.fromAttribute(null)).to.equal(false);
    expect(booleanAttribute.fromAttribute('maybe')).to.equal('maybe');
  });

  it('persist: a storage key as written; a yes/no value warns (true saves under the tag name, false does not save)', () => {
    const warnings: string[] = [];
    const warn = (m: string) => void warnings.push(m);
    expect(parsePersist('my-blog-game', 'x-board', warn)).to.equal('my-blog-game');
    expect(parsePersist('', 'x-board', warn)).to.equal(undefined);
    expect(parsePersist(null, 'x-board', warn)).to.equal(undefined);
    expect(warnings).to.deep.equal([]);
    expect(parsePersist('true', 'x-board', warn)).to.equal('x-board');
    expect(parsePersist('false', 'x-board', warn)).to.equal(undefined);
    expect(parsePersist('0', 'x-board', warn)).to.equal(undefined);
    expect(warnings).to.have.length(3);
    expect(warnings[0]).to.match(/persist="true": expected a storage key.*saving under "x-board"/);
    expect(warnings[1]).to.match(/not saving/);
  });
});

describe('vg-die', () => {
  it('is named by its face and draws its pips', async () => {
    const die = await fixture<VgDie>(html`<vg-die face="3" colour="blue"></vg-die>`);
    const img = die.shadowRoot!.querySelector('svg')!;
    expect(img.getAttribute('aria-label')).to.equal('die showing 3');
    expect(die.shadowRoot!.querySelectorAll('.pips > *')).to.have.length(3);
    die.locale = 'de';
    die.face = 6;
    await die.updateComplete;
    // The German table is a module of its own: English until it has arrived, then German.
    await until(() => img.getAttribute('aria-label') === 'Würfel zeigt 6');
    await expect(die).to.be.accessible();
  });
  it('reflects its state and clamps a bad face', async () => {
    const die = await fixture<VgDie>(html`<vg-die face="9" state="selected"></vg-die>`);
    await die.updateComplete;
    expect(die.face).to.equal(6);
    expect(die.getAttribute('state')).to.equal('selected');
  });
});

/** Relative luminance (WCAG 2) of a computed colour: `rgb(0-255 ...)`, or `color(srgb 0-1 ...)` from color-mix(). */
function luminance(colour: string): number {
  const scale = colour.startsWith('color(srgb') ? 1 : 255;
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? [])
    .slice(0, 3)
    .map((v) => Number(v) / scale)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('Buttons', () => {
  class ButtonsFixture extends LitElement {
    static override styles = [themeTokens, controlStyles];
    override render() {
      return html`<button class="btn primary">Set it down</button> <button class="btn">Put back</button>`;
    }
  }
  customElements.define('vg-buttons-fixture', ButtonsFixture);
  afterEach(() => resetMouse());

  for (const theme of ['light', 'dark'])
    it(`keep their text readable (4.5:1) when hovered, the primary one included (${theme} theme)`, async () => {
      const el = await fixture<ButtonsFixture>(html`<vg-buttons-fixture theme=${theme}></vg-buttons-fixture>`);
      for (const button of el.shadowRoot!.querySelectorAll('button')) {
        const box = button.getBoundingClientRect();
        await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
        expect(button.matches(':hover'), button.textContent!).to.equal(true);
        const style = getComputedStyle(button);
        expect(
          contrast(style.color, style.backgroundColor),
          `${button.textContent} hovered, ${theme}: ${style.color} on ${style.backgroundColor}`,
        ).to.be.at.least(4.5);
      }
    });
});

describe('vg-dialog', () => {
  it('moves focus in when opened and gives it back when closed', async () => {
    const root = await fixture<HTMLDivElement>(html`<div><button id="opener">open</button><vg-dialog heading="Rules"><p>Text</p></vg-dialog></div>`);
    const opener = root.querySelector<HTMLButtonElement>('#opener')!;
    const dialog = root.querySelector<VgDialog>('vg-dialog')!;
    opener.focus();
    dialog.open = true;
    await dialog.updateComplete;
    expect(dialog.shadowRoot!.activeElement?.getAttribute('aria-label')).to.equal(sharedMessages('en').close);
    await expect(dialog).to.be.accessible();
    (dialog.shadowRoot!.activeElement as HTMLButtonElement).click();
    await dialog.updateComplete;
    await Promise.resolve();
    expect(document.activeElement).to.equal(opener);
  });
});

describe('GameController', () => {
  beforeEach(() => store.data.clear());

  it('lets the bot seat move and stops the actor when the host is removed', async () => {
    const host = await fixture<CountHost>(html`<count-host></count-host>`);
    expect(host.starts).to.deep.equal(['new']);
    expect(host.game.send({ type: 'player.add' })).to.equal(true);
    await until(() => host.game.snapshot!.context.sum === 2, 2000, 5);
    const actor = host.game.actor!;
    host.remove();
    expect(actor.getSnapshot().status).to.equal('stopped');
    document.body.append(host);
    await host.updateComplete;
    expect(host.starts).to.deep.equal(['new', 'resumed']);
    expect(host.game.actor).to.not.equal(actor);
    expect(host.game.snapshot!.context.sum).to.equal(2);
    host.remove();
  });

  it('refuses an illegal move without changing anything', async () => {
    const host = await fixture<CountHost>(html`<count-host></count-host>`);
    const before = host.game.snapshot;
    expect(host.game.send({ type: 'game.restart' })).to.equal(false);
    expect(host.game.snapshot).to.equal(before);
  });

  it('resumes a saved game and starts anew with a notice when the save is unusable', async () => {
    const first = await fixture<CountHost>(html`<count-host .persist=${'count-save'} .seats=${[{ kind: 'human' }]}></count-host>`);
    first.game.send({ type: 'player.add' });
    first.game.send({ type: 'player.add' });
    first.remove();
    const second = await fixture<CountHost>(html`<count-host .persist=${'count-save'} .seats=${[{ kind: 'human' }]}></count-host>`);
    expect(second.starts).to.deep.equal(['restored']);
    expect(second.game.snapshot!.context.sum).to.equal(2);
    second.remove();

    store.setItem('count-save', '{"format":"viking-games/saved-game","game":"count","version":1,"snapshot":{"value":"nowhere","context":{"sum":99}}}');
    const third = await fixture<CountHost>(html`<count-host .persist=${'count-save'}></count-host>`);
    expect(third.starts).to.deep.equal(['new']);
    expect(third.notices[0]).to.include({ kind: 'restore-failed' });
    expect(third.game.snapshot!.context.sum).to.equal(0);
    third.remove();

    store.setItem('count-save', JSON.stringify(wrapSnapshot('count', 0, {})));
    const fourth = await fixture<CountHost>(html`<count-host .persist=${'count-save'}></count-host>`);
    expect(fourth.notices[0]).to.include({ kind: 'restore-failed', reason: 'other-version' });
  });
});
