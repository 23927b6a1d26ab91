import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, nothing, type TemplateResult } from 'lit';
import { BoardChromeController } from './board-chrome-controller.js';
import type { BoardChromeMessages } from './board-chrome.js';
import type { GameFailure } from './game-failure.js';
import type { VgDialog } from './vg-dialog.js';

const T: BoardChromeMessages = {
  title: 'Test game',
  help: 'Rules',
  newGame: 'New game',
  helpTitle: 'How to play',
  rules: ['Play well.'],
  endTitle: 'Game over',
  winner: 'Winner',
  defaultNames: ['Ada', 'Bo'],
  seatName: (n) => `Seat ${n}`,
};

/** The game as the test sets it: over or not, whose turn, the prompt; `throws` makes the game's render throw. */
interface Snap {
  readonly over: boolean;
  readonly person?: number;
  readonly throws?: boolean;
}

/** A board whose parts are plain objects the test sets and which record what the chrome's controls did. */
class ChromeHost extends LitElement {
  snap: Snap = { over: false, person: 0 };
  /** A move plays as an animation (the board's `playing`). */
  playing = false;
  readonly did: string[] = [];
  readonly parts = {
    takeBacks: {
      offered: false,
      refused: undefined as string | undefined,
      key: (event: KeyboardEvent) => event.key === 'z',
      weave: (lines: readonly never[]) => lines,
    },
    recent: { linesFor: (person: number | undefined) => ({ lines: [], turns: [], more: false, person }) as never },
    alerts: {
      notices: [] as string[],
      failure: undefined as GameFailure | undefined,
      dismiss: (index: number) => void this.did.push(`dismiss ${index}`),
      continue: () => void this.did.push('continue'),
      rendered: (error: unknown): GameFailure => ({ source: 'render', error, canContinue: true }),
    },
    newGames: {
      confirming: false,
      confirmingLearn: false,
      cancel: () => void this.did.push('cancel'),
      restart: () => void this.did.push('restart'),
      confirmed: () => void this.did.push('restart'),
      askLearn: (learn: () => void) => learn(),
      afterError: () => void this.did.push('new game after error'),
    },
    events: { endOpen: false },
    coach: { available: true, active: false, finished: false, holdsEnd: false, render: (): typeof nothing => nothing, closing: (): typeof nothing => nothing },
    online: { waitingFor: () => undefined, view: () => undefined },
    game: { conflict: false, botToAct: false as boolean, loadOther: () => void this.did.push('load other'), keepThis: () => void this.did.push('keep this') },
    slices: { body: (body: TemplateResult) => body, shown: true },
    moves: { lastPerson: undefined as number | undefined },
  };
  readonly chrome = new BoardChromeController<Snap>(this, this.parts, {
    locale: () => 'en',
    t: () => T,
    lateWords: () => Promise.resolve(),
    isOver: (snap) => snap.over,
    humanMayAct: (snap) => snap.person !== undefined,
    playing: () => this.playing,
    promptText: (snap) => (snap.over ? 'Ada won.' : `Seat ${snap.person} to act.`),
    personToAct: (snap) => snap.person,
    onKey: (event) => void this.did.push(`key ${event.key}`),
    askNewGame: () => void this.did.push('ask new game'),
    takeBack: () => void this.did.push('take back'),
    startTutorial: () => void this.did.push('tutorial'),
  });

  /** As `GameBoardElement`'s: done once the open dialogs are drawn (their element loads when first needed). */
  protected override async getUpdateComplete(): Promise<boolean> {
    return this.chrome.settle(await super.getUpdateComplete(), this.shadowRoot!);
  }

  protected override render(): TemplateResult {
    try {
      if (this.snap.throws) throw new Error('render');
      return this.chrome.frame(this.snap, {
        logo: html``,
        tagline: 'A test',
        body: html`<p class="table">table</p>`,
        endScreen: () =>
          this.chrome.scores({ rank: '#', player: 'Player', categories: ['Gold'], total: 'Total' }, [
            { rank: 1, name: 'Ada', colour: 'red', cells: [3], total: 3 },
          ]),
      });
    } catch (error) {
      return this.chrome.failed(error);
    }
  }
}
customElements.define('chrome-host', ChromeHost);

const button = (el: ChromeHost, text: string) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim() === text)!;
const dialog = (el: ChromeHost, selector: string) => el.shadowRoot!.querySelector<VgDialog>(selector)!;

describe('BoardChromeController (the chrome around the table)', () => {
  it('draws the prompt, the table and the header; Rules opens the rules dialog, and Learn to play there closes it and starts the tutorial', async () => {
    const el = await fixture<ChromeHost>(html`<chrome-host></chrome-host>`);
    expect(el.shadowRoot!.querySelector('[part="prompt"]')!.textContent).to.contain('Seat 0 to act.');
    expect(el.shadowRoot!.querySelector('.table')).to.not.equal(null);
    const rules = dialog(el, 'vg-dialog:not(.confirm):not([part])');
    // Closed (its element loads when the browser idles after the first paint, or when a dialog opens).
    expect(rules.hasAttribute('open')).to.equal(false);
    button(el, 'Rules').click();
    await el.updateComplete;
    expect(el.chrome.helpOpen).to.equal(true);
    // updateComplete waited for the element: the rules show in a native modal dialog.
    expect(rules).to.be.instanceOf(customElements.get('vg-dialog')!);
    expect(rules.open).to.equal(true);
    expect(rules.shadowRoot!.querySelector('dialog')!.open).to.equal(true);
    rules.querySelector<HTMLButtonElement>('[data-action="learn"]')!.click();
    await el.updateComplete;
    expect(el.chrome.helpOpen).to.equal(false);
    expect(el.did).to.deep.equal(['tutorial']);
  });

  it('the header’s New game asks the board; the confirm dialog’s buttons reach the new-game flow', async () => {
    const el = await fixture<ChromeHost>(html`<chrome-host></chrome-host>`);
    button(el, 'New game').click();
    el.parts.newGames.confirming = true;
    el.requestUpdate();
    await el.updateComplete;
    expect(dialog(el, 'vg-dialog.confirm').open).to.equal(true);
    button(el, 'Start a new game').click();
    expect(el.did).to.deep.equal(['ask new game', 'restart']);
  });

  it('Ctrl+Z goes to the take-backs; any other key to the game’s onKey', async () => {
    const el = await fixture<ChromeHost>(html`<chrome-host></chrome-host>`);
    const frame = el.shadowRoot!.querySelector('[part="frame"]')!;
    frame.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', bubbles: true }));
    frame.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true }));
    expect(el.did).to.deep.equal(['key r']);
  });

  it('Take back, the notices, the two-tab conflict and the end screen: each shown from its part, each button reaching it', async () => {
    const el = await fixture<ChromeHost>(html`<chrome-host></chrome-host>`);
    Object.assign(el.parts.takeBacks, { offered: true });
    el.parts.alerts.notices = ['Storage is off.'];
    el.parts.game.conflict = true;
    el.snap = { over: true };
    el.parts.events.endOpen = true;
    el.requestUpdate();
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="take-back"]')!.click();
    button(el, 'Dismiss').click();
    el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="load-other"]')!.click();
    el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="keep-this"]')!.click();
    expect(el.did).to.deep.equal(['take back', 'dismiss 0', 'load other', 'keep this']);
    const end = dialog(el, '[part="end-screen"]');
    expect(end.open).to.equal(true);
    expect(end.textContent, 'the score sheet').to.contain('Winner, 1');
    end.dispatchEvent(new CustomEvent('vg-close'));
    expect(el.parts.events.endOpen).to.equal(false);
  });

  it('the prompt’s dot pulses while a bot is thinking: a bot to act, no person here to act, no move playing (one fact for every game)', async () => {
    const el = await fixture<ChromeHost>(html`<chrome-host></chrome-host>`);
    const pulses = async (snap: Snap, botToAct: boolean, playing = false) => {
      el.snap = snap;
      el.parts.game.botToAct = botToAct;
      el.playing = playing;
      el.requestUpdate();
      await el.updateComplete;
      return el.shadowRoot!.querySelector('[part="prompt"]')!.classList.contains('thinking');
    };
    expect(await pulses({ over: false }, true), 'a bot to act').to.equal(true);
    expect(await pulses({ over: false, person: 1 }, true), 'a person here acts too (bids at once)').to.equal(false);
    expect(await pulses({ over: false }, true, true), 'a move plays').to.equal(false);
    expect(await pulses({ over: false, person: 0 }, false), 'a person to act').to.equal(false);
  });

  it('a render that throws shows the error panel in the board’s place, with Continue and New game', async () => {
    const el = await fixture<ChromeHost>(html`<chrome-host></chrome-host>`);
    el.snap = { over: false, throws: true };
    el.requestUpdate();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="prompt"]')).to.equal(null);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="continue"]')!.click();
    el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="new-game"]')!.click();
    expect(el.did).to.deep.equal(['continue', 'new game after error']);
  });
});
