import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { sharedMessages } from './i18n.js';
import { TakeBackLog } from './take-back-log.js';

const s = sharedMessages('en');

/** A fake game whose snapshot is its log (a list of words) and who may take back the last word. */
class TakeBackHost extends LitElement {
  log: string[] = ['a', 'b'];
  allowed = true;
  over = false;
  readonly said: string[] = [];
  focused = 0;
  readonly told: string[] = [];
  readonly takeBacks = new TakeBackLog<string[], string>(this, {
    snapshot: () => this.log,
    available: () => this.allowed,
    paused: () => false,
    takeBack: () => ((this.log = this.log.slice(0, -1)), 1),
    isOver: () => this.over,
    logOf: (log) => log,
    describe: (entry) => ({ text: `played ${entry}.` }),
    nameOf: (seat) => `P${seat}`,
    promptText: () => 'Your move.',
    announce: (text) => void this.said.push(text),
    locale: () => 'en',
    moved: () => void this.focused++,
    told: (line) => void this.told.push(line.text),
  });
}
customElements.define('take-back-host', TakeBackHost);

const ctrlZ = () => new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, cancelable: true });

describe('TakeBackLog (take-backs, told in the log)', () => {
  it('takes back the last move: a line where it happened, announced with the prompt, focus moves', async () => {
    const el = await fixture<TakeBackHost>(html`<take-back-host></take-back-host>`);
    expect(el.takeBacks.takeBack()).to.equal(true);
    const line = s.tookBack('P1', 'played b.');
    expect(el.takeBacks.weave([{ text: 'played a.' }]).map((l) => l.text)).to.deep.equal(['played a.', line]);
    expect(el.said).to.deep.equal([`${line} Your move.`]);
    expect(el.told, 'for "Just now"').to.deep.equal([s.youTookBack('played b.')]);
    expect(el.focused).to.equal(1);
    // Another take-back before the first's place: both stand there, in the order they happened.
    el.takeBacks.takeBack();
    expect(el.takeBacks.weave([]).map((l) => l.text)).to.deep.equal([line, s.tookBack('P1', 'played a.')]);
    el.takeBacks.clear();
    expect(el.takeBacks.weave([])).to.deep.equal([]);
  });

  it('Ctrl+Z takes back where allowed; where not, says why until the next move; other keys are not its', async () => {
    const el = await fixture<TakeBackHost>(html`<take-back-host></take-back-host>`);
    const first = ctrlZ();
    expect(el.takeBacks.key(first)).to.equal(true);
    expect(first.defaultPrevented).to.equal(true);
    expect(el.log).to.deep.equal(['a']);
    el.allowed = false;
    expect(el.takeBacks.key(ctrlZ())).to.equal(true);
    expect(el.takeBacks.refused).to.equal(s.nothingToTakeBack);
    expect(el.said.at(-1)).to.equal(s.nothingToTakeBack);
    el.takeBacks.moved();
    expect(el.takeBacks.refused).to.equal(undefined);
    expect(el.takeBacks.key(new KeyboardEvent('keydown', { key: 'r' }))).to.equal(false);
    expect(el.takeBacks.takeBack()).to.equal(false);
  });
});
