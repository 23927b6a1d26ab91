import { expect, fixture, html } from '@open-wc/testing';
import { html as lit } from 'lit';
import '../wilde-wikinger/index.js';
import { WildeWikingerBoard } from '../wilde-wikinger/wilde-wikinger-board.js';
import type { CreateOnline, OnlineHost, OnlinePart } from './online-types.js';
import { root, settle, until, warnings } from './test-helpers.js';

/** What the fake online chunk saw: how often it was loaded, the hosts it was given, what the board asked of its parts. */
const chunk = { loads: 0, hosts: [] as OnlineHost[], calls: [] as string[], fail: false, mark: false };

/** A stand-in for shared/online.ts (no network): a part that names seat 0 "Remote Ada" and draws a marked button. */
const createOnline: CreateOnline = (host) => {
  chunk.hosts.push(host);
  const part: OnlinePart = {
    active: true,
    tools: () => lit`<button class="fake-online">Play online</button>`,
    panel: () => lit`<p class="fake-room">room</p>`,
    nameOf: (seat) => (seat === 0 ? 'Remote Ada' : undefined),
    waitingFor: () => undefined,
    tableStepWaiting: () => undefined,
    watching: false,
    personThere: () => false,
    // Marks each line (and its turn's summary, which "Just now" shows in Wilde Wikinger) with its entry's index in the
    // log (as the real part marks a stand-in's by the room's stoodIn).
    marked: (lines, from) =>
      chunk.mark
        ? lines.map((line, i) => ({
            ...line,
            text: `[${from + i}] ${line.text}`,
            ...(line.summary && { summary: { ...line.summary, text: `[${from + i}] ${line.summary.text}` } }),
          }))
        : lines,
    end: () => lit`<p class="fake-end">rematch</p>`,
    newGame: () => void chunk.calls.push('newGame'),
    leave: () => void chunk.calls.push('leave'),
    dispose: () => void chunk.calls.push('dispose'),
  };
  return part;
};

/** Wilde Wikinger's board with the fake chunk as its online part. */
class OnlineTestBoard extends WildeWikingerBoard {
  // The real type is the online module's; the fake offers what the board reads of it.
  protected static override loadOnline = (() => {
    chunk.loads++;
    return chunk.fail ? Promise.reject(new Error('offline')) : Promise.resolve({ createOnline });
  }) as never;
}
customElements.define('online-test-board', OnlineTestBoard);

/** A board class whose build has no online play. */
class OfflineTestBoard extends WildeWikingerBoard {
  protected static override loadOnline = undefined as never;
}
customElements.define('offline-test-board', OfflineTestBoard);

describe('OnlineController (the `server` attribute)', () => {
  beforeEach(() => {
    chunk.loads = 0;
    chunk.hosts = [];
    chunk.calls = [];
    chunk.fail = false;
    chunk.mark = false;
  });

  it('loads nothing without a server', async () => {
    const el = await fixture<OnlineTestBoard>(html`<online-test-board players="2" names="Ada,Bo"></online-test-board>`);
    await settle(el);
    expect(chunk.loads).to.equal(0);
    expect(root(el).querySelector('.fake-online')).to.equal(null);
  });

  it('loads the online part once when server is set, shows its tools and takes its names; the host it hands over reads the board', async () => {
    const el = await fixture<OnlineTestBoard>(html`<online-test-board players="2" names="Ada,Bo" seats="human,human"></online-test-board>`);
    await settle(el);
    el.server = ' ws://127.0.0.1:2567 ';
    await el.updateComplete;
    el.server = 'ws://127.0.0.1:2568';
    await until(() => !!root(el).querySelector('.fake-online'));
    expect(chunk.loads).to.equal(1);
    expect(root(el).querySelector('.fake-room')).to.not.equal(null);
    const host = chunk.hosts[0];
    expect(host.element).to.equal(el);
    expect(host.server()).to.equal('ws://127.0.0.1:2568');
    expect(host.localName(1)).to.equal('Bo');
    expect(host.table()).to.include({ players: 2 });
    // The room's name for seat 0 is the board's now.
    el.requestUpdate();
    await settle(el);
    expect(root(el).textContent).to.contain('Remote Ada');
  });

  it('leaves the room and drops the part when server is cleared', async () => {
    const el = await fixture<OnlineTestBoard>(html`<online-test-board players="2" server="ws://127.0.0.1:2567"></online-test-board>`);
    await until(() => !!root(el).querySelector('.fake-online'));
    el.removeAttribute('server');
    await settle(el);
    expect(chunk.calls).to.deep.equal(['leave', 'dispose']);
    expect(root(el).querySelector('.fake-online')).to.equal(null);
  });

  it('"New game" while online leaves the room for a local game', async () => {
    const el = await fixture<OnlineTestBoard>(html`<online-test-board players="2" server="ws://127.0.0.1:2567"></online-test-board>`);
    await until(() => !!root(el).querySelector('.fake-online'));
    el.newGame();
    expect(chunk.calls).to.deep.equal(['leave']);
  });

  it('the "New game" button while online asks the online part (rematch or leave), and never leaves by itself', async () => {
    const el = await fixture<OnlineTestBoard>(html`<online-test-board players="2" server="ws://127.0.0.1:2567"></online-test-board>`);
    await until(() => !!root(el).querySelector('.fake-online'));
    const button = [...root(el).querySelectorAll<HTMLButtonElement>('[part="header"] .tools button')].find((b) => b.textContent?.trim() === 'New game');
    button!.click();
    await settle(el);
    expect(chunk.calls).to.deep.equal(['newGame']);
  });

  it('warns when the build has no online play, or the chunk cannot be loaded', async () => {
    const without = await warnings(async () => {
      const el = await fixture<OfflineTestBoard>(html`<offline-test-board players="2" server="ws://127.0.0.1:2567"></offline-test-board>`);
      await settle(el);
    });
    expect(without.join('\n')).to.contain('server="ws://127.0.0.1:2567": this build has no online play');
    chunk.fail = true;
    const failed: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void failed.push(args.join(' '));
    try {
      await fixture<OnlineTestBoard>(html`<online-test-board players="2" server="ws://127.0.0.1:2567"></online-test-board>`);
      await until(() => failed.some((text) => text.includes('online play could not be loaded (Error: offline)')));
    } finally {
      console.warn = warn;
    }
    expect(chunk.loads).to.equal(1);
  });

  it("the log and 'Just now' take the online part's marks, each line by its entry's index in the log", async () => {
    chunk.mark = true;
    const el = await fixture<OnlineTestBoard>(
      html`<online-test-board players="2" names="Ada,Bo" seats="human,heuristic" seed="3" bot-delay="0" server="ws://127.0.0.1:2567"></online-test-board>`,
    );
    await until(() => !!root(el).querySelector('.fake-online'));
    const roll = [...root(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === 'Roll the dice')!;
    roll.click();
    const log = () => [...(root(el).querySelector('vg-game-log')?.shadowRoot?.querySelectorAll('li') ?? [])].map((li) => li.textContent?.trim() ?? '');
    await until(() => log().length > 0);
    await settle(el);
    log().forEach((line, i) => expect(line.startsWith(`[${i}] `), line).to.equal(true));
    const recent = root(el).querySelector('[part="recent"]')?.textContent ?? '';
    const shown = [...recent.matchAll(/\[(\d+)\] /g)].map((match) => Number(match[1]));
    expect(shown.length, recent).to.be.above(0);
    for (const index of shown) expect(log()[index], `line ${index}`).to.not.equal(undefined);
  });
});
