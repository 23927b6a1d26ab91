import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { createActor, type AnyStateMachine } from 'xstate';
import { wrapSnapshot } from '@viking-games/core/kit';
import { wikingerschafe, wikingerschafeBoard, wikingerschafeMachine } from '@viking-games/core/wikingerschafe';
import { vikingSeesaw } from '@viking-games/core/viking-seesaw';
import '../wikingerschafe/index.js';
import '../viking-seesaw/index.js';
import { WikingerschafeBoard } from '../wikingerschafe/wikingerschafe-board.js';
import type { VikingSeesaw } from '../viking-seesaw/viking-seesaw.js';
import type { VgAnnouncer } from './vg-announcer.js';
import { boardMove, botPause, root, settle, until } from './test-helpers.js';

/**
 * Faults injected into running boards (issue 11): whatever throws, the board says so in its own error
 * panel, the developer finds the exception in the console, and the game goes on or offers a new game.
 */

/** The `console.error` messages written while `run` runs; exceptions the page reports as uncaught are kept too. */
async function caught(run: () => Promise<void>): Promise<{ errors: string[]; uncaught: string[] }> {
  const errors: string[] = [];
  const uncaught: string[] = [];
  const original = console.error;
  const onerror = window.onerror;
  console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
  // The page's own listeners that throw are reported by the browser as uncaught: the test runner must not fail on them.
  window.onerror = (message) => {
    uncaught.push(String(message));
    return true;
  };
  try {
    await run();
  } finally {
    console.error = original;
    window.onerror = onerror;
  }
  return { errors, uncaught };
}

/** A Wikingerschafe board whose game view throws while `failRender` is set: a game's own render that fails. */
class FailingRenderBoard extends WikingerschafeBoard {
  failRender = false;
  protected override renderGame(snapshot: Parameters<WikingerschafeBoard['renderGame']>[0]) {
    if (this.failRender) throw new Error('injected: the render failed');
    return super.renderGame(snapshot);
  }
}
customElements.define('failing-render-board', FailingRenderBoard);

const panel = (el: Element) => root(el).querySelector<HTMLElement>('[role="alert"]');
const panelButton = (el: Element, action: 'continue' | 'new-game') => panel(el)?.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`) ?? null;

describe('Error boundary of the boards', function () {
  // Whole bot games on a busy machine outlast the 20 s default.
  this.timeout(90000);

  it('an announcer that throws once in an all-bot Wikingerschafe game: the panel shows, and the bots play on to the end', async () => {
    const { errors } = await caught(async () => {
      const el = await fixture<WikingerschafeBoard>(
        html`<wikingerschafe-board players="2" seats="random,heuristic" seed="61" bot-delay="0"></wikingerschafe-board>`,
      );
      const announcer = root(el).querySelector<VgAnnouncer>('vg-announcer')!;
      let thrown = 0;
      const announce = announcer.announce.bind(announcer);
      announcer.announce = (text: string) => {
        if (thrown++ === 0) throw new Error('injected: the announcer failed');
        announce(text);
      };
      const over = oneEvent(el, 'game-over');
      await until(() => panel(el) !== null, 5000);
      expect(panel(el)!.textContent).to.match(/Something went wrong on this board/);
      expect(panelButton(el, 'continue'), 'the game itself is fine').to.not.equal(null);
      expect(panelButton(el, 'new-game')).to.not.equal(null);
      await over;
      expect(wikingerschafe.isOver(el.snapshot!)).to.equal(true);
      expect(thrown).to.be.greaterThan(1);
      panelButton(el, 'continue')!.click();
      await settle(el);
      expect(panel(el)).to.equal(null);
    });
    expect(errors.some((e) => /wikingerschafe-board.*announcer.*injected: the announcer failed/.test(e))).to.equal(true);
  });

  it('a rule action that throws: the actor fails, the panel says the game stopped; Continue goes back to the last good move, New game starts afresh', async () => {
    const patched = wikingerschafeMachine.provide({
      actions: {
        rollDice: () => {
          throw new Error('injected: a rule bug');
        },
      },
    });
    // The board's module (the game without its invariants, which it loads when needed).
    const module = wikingerschafeBoard as { machine: AnyStateMachine };
    const { errors } = await caught(async () => {
      // The board plays the patched machine (a game's machine is read when its actor starts).
      module.machine = patched;
      try {
        const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="7" locale="de"></wikingerschafe-board>`);
        await settle(el);
        const before = el.snapshot!;
        const roll = wikingerschafe.legalMoves(before).find((m) => m.type === 'player.roll')!;
        el.actor!.send(roll);
        await settle(el);
        expect(el.actor!.getSnapshot().status).to.equal('error');
        // In the board's language (once the German tables have arrived).
        await until(() => /das Spiel wurde angehalten/.test(panel(el)?.textContent ?? ''), 5000);
        expect(panelButton(el, 'continue')!.textContent).to.equal('Weiter');
        expect(el.snapshot, 'the board keeps the last good snapshot').to.equal(before);
        // Continue: a new actor from the last good snapshot (the same game, before the failing move).
        const failed = el.actor;
        panelButton(el, 'continue')!.click();
        await settle(el);
        expect(panel(el)).to.equal(null);
        expect(el.actor).to.not.equal(failed);
        expect(el.actor!.getSnapshot().status).to.equal('active');
        expect(el.snapshot!.context).to.deep.equal(before.context);
        // The rule still throws on the same move: the panel comes back. New game starts afresh.
        el.actor!.send(roll);
        await settle(el);
        expect(panel(el)).to.not.equal(null);
        const started = oneEvent(el, 'game-start');
        panelButton(el, 'new-game')!.click();
        await started;
        await settle(el);
        expect(panel(el)).to.equal(null);
        expect(el.actor!.getSnapshot().status).to.equal('active');
        expect(
          el.snapshot!.context.log.every((e) => e.kind === 'bjorn'),
          'a fresh game: nobody has rolled',
        ).to.equal(true);
      } finally {
        module.machine = wikingerschafeMachine;
      }
    });
    expect(errors.some((e) => /an error in the rule.*injected: a rule bug/.test(e))).to.equal(true);
  });

  it('a bot whose turn throws: the panel shows, and Continue lets the bot try again to the end', async () => {
    const bot = wikingerschafe.bots.heuristic as { choose: (typeof wikingerschafe.bots.heuristic)['choose'] };
    const choose = bot.choose;
    let thrown = 0;
    const { errors } = await caught(async () => {
      bot.choose = (context) => {
        if (thrown++ === 3) throw new Error('injected: the bot failed');
        return choose.call(bot, context);
      };
      try {
        const el = await fixture<WikingerschafeBoard>(
          html`<wikingerschafe-board players="2" seats="heuristic,heuristic" seed="5" bot-delay="0"></wikingerschafe-board>`,
        );
        await until(() => panel(el) !== null, 5000);
        const stuck = el.snapshot;
        await botPause();
        await settle(el);
        expect(el.snapshot, 'the bot waits for Continue').to.equal(stuck);
        const over = oneEvent(el, 'game-over');
        panelButton(el, 'continue')!.click();
        await over;
      } finally {
        bot.choose = choose;
      }
    });
    expect(errors.some((e) => /an error in the bot.*injected: the bot failed/.test(e))).to.equal(true);
  });

  it('an animation frame that throws during a See-Saw placement: the ship settles, the prompt moves on, the panel offers Continue', async () => {
    const { errors } = await caught(async () => {
      const el = await fixture<VikingSeesaw>(html`<viking-seesaw players="2" seats="human,human" seed="8"></viking-seesaw>`);
      await settle(el);
      const ship = root(el).querySelector('viking-seesaw-ship')!;
      await ship.updateComplete;
      const hull = ship.shadowRoot!.querySelector<SVGGElement>('.hull-g')!;
      let thrown = 0;
      const setAttribute = hull.setAttribute.bind(hull);
      hull.setAttribute = (name: string, value: string) => {
        if (name === 'transform' && thrown++ === 2) throw new Error('injected: a frame failed');
        setAttribute(name, value);
      };
      // The board's machine takes a placement with its outcome: the board resolves it in its worker first.
      el.actor!.send(await boardMove(el, vikingSeesaw.legalMoves(el.snapshot!)[0]));
      await el.updateComplete;
      expect(root(el).querySelector('#prompt')!.textContent, 'the placement plays').to.match(/watch the ship/i);
      await until(() => !/watch the ship/i.test(root(el).querySelector('#prompt')!.textContent ?? ''), 5000);
      expect(thrown).to.be.greaterThan(2);
      expect(panel(el)!.textContent).to.match(/Something went wrong on this board/);
      expect(root(el).querySelector('#prompt')!.textContent).to.match(/pick a piece/);
      panelButton(el, 'continue')!.click();
      await settle(el);
      expect(panel(el)).to.equal(null);
      const turns = el.snapshot!.context.outcomes.placements;
      // The board's machine takes a placement with its outcome: the board resolves it in its worker first.
      el.actor!.send(await boardMove(el, vikingSeesaw.legalMoves(el.snapshot!)[0]));
      expect(el.snapshot!.context.outcomes.placements).to.equal(turns + 1);
    });
    expect(errors.some((e) => /viking-seesaw.*animation.*injected: a frame failed/.test(e))).to.equal(true);
  });

  it('a render that throws: the panel takes the board’s place; the game goes on', async () => {
    const { errors } = await caught(async () => {
      const el = await fixture<FailingRenderBoard>(html`<failing-render-board players="2" seats="human,human" seed="3"></failing-render-board>`);
      el.failRender = true;
      el.requestUpdate();
      await settle(el);
      expect(panel(el)).to.not.equal(null);
      el.failRender = false;
      panelButton(el, 'continue')!.click();
      await settle(el);
      expect(panel(el)).to.equal(null);
      expect(root(el).querySelector('#prompt')).to.not.equal(null);
    });
    expect(errors.some((e) => /render.*injected: the render failed/.test(e))).to.equal(true);
  });

  it('keeps the page’s own listeners that throw and a failing setItem harmless: no panel, the game goes on', async () => {
    const setItem = Storage.prototype.setItem;
    const { errors, uncaught } = await caught(async () => {
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (key === 'vg-resilience-full') throw new DOMException('full', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
      try {
        const throwing = () => {
          throw new Error('injected: the page’s listener');
        };
        const wrap = await fixture<HTMLDivElement>(html`<div @game-start=${throwing} @turn=${throwing} @game-over=${throwing}>
          <wikingerschafe-board players="2" seats="random,random" seed="18" bot-delay="0" persist="vg-resilience-full"></wikingerschafe-board>
        </div>`);
        const el = wrap.querySelector<WikingerschafeBoard>('wikingerschafe-board')!;
        await oneEvent(el, 'game-over');
        expect(panel(el)).to.equal(null);
      } finally {
        Storage.prototype.setItem = setItem;
      }
    });
    expect(uncaught.some((m) => /injected: the page’s listener/.test(m))).to.equal(true);
    expect(errors.filter((e) => /an error in the/.test(e))).to.deep.equal([]);
  });
});

describe('Two tabs on one persist key', () => {
  const KEY = 'vg-two-tabs';
  type Saved = { revision?: number; snapshot: unknown };
  const stored = (): Saved => JSON.parse(localStorage.getItem(KEY)!) as Saved;

  /** What the other tab does: continues the stored game by one move and saves it with the next revision. */
  function otherTabMoves(): { text: string; snapshot: ReturnType<typeof wikingerschafe.machine.getInitialSnapshot> } {
    const saved = stored();
    const actor = createActor(wikingerschafeMachine, { snapshot: saved.snapshot as never, input: wikingerschafe.createInput({ players: 2, seed: 1 }) }).start();
    actor.send(wikingerschafe.legalMoves(actor.getSnapshot())[0]);
    const text = JSON.stringify(wrapSnapshot(wikingerschafe.id, wikingerschafe.snapshotVersion, actor.getPersistedSnapshot(), (saved.revision ?? 0) + 1));
    const snapshot = actor.getSnapshot();
    actor.stop();
    return { text, snapshot };
  }

  /** The browser's `storage` event in this tab for a write made in another. */
  function tell(oldValue: string | null, newValue: string): void {
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, oldValue, newValue, storageArea: localStorage }));
  }

  async function board(): Promise<WikingerschafeBoard> {
    const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="4" persist=${KEY}></wikingerschafe-board>`);
    await settle(el);
    return el;
  }

  const move = (el: WikingerschafeBoard) => el.actor!.send(wikingerschafe.legalMoves(el.snapshot!)[0]);

  beforeEach(() => localStorage.removeItem(KEY));
  afterEach(() => localStorage.removeItem(KEY));

  it('counts a revision up with every save', async () => {
    const el = await board();
    const first = stored().revision!;
    move(el);
    move(el);
    expect(stored().revision).to.equal(first + 2);
  });

  it('a newer save from another tab stops this one writing, says so, and "Load it" continues that game', async () => {
    const el = await board();
    move(el);
    const before = localStorage.getItem(KEY);
    const other = otherTabMoves();
    localStorage.setItem(KEY, other.text);
    tell(before, other.text);
    await settle(el);
    expect(panel(el)!.textContent).to.match(/This game continued in another tab/);
    // A move here is not saved over the other tab's game.
    move(el);
    await settle(el);
    expect(localStorage.getItem(KEY)).to.equal(other.text);
    const restored = oneEvent(el, 'game-start');
    root(el).querySelector<HTMLButtonElement>('button[data-action="load-other"]')!.click();
    await settle(el);
    expect(panel(el)).to.equal(null);
    expect(el.snapshot!.context).to.deep.equal(other.snapshot.context);
    // As for a game restored on page load, the page hears of the game now on this board.
    await restored;
    // Saving again, from the other tab's revision on.
    move(el);
    expect(stored().revision).to.equal(JSON.parse(other.text).revision + 1);
  });

  it('"Keep this one" saves this game over the other tab’s, with a newer revision', async () => {
    const el = await board();
    move(el);
    const mine = el.snapshot!.context;
    const other = otherTabMoves();
    localStorage.setItem(KEY, other.text);
    tell(null, other.text);
    await settle(el);
    root(el).querySelector<HTMLButtonElement>('button[data-action="keep-this"]')!.click();
    await settle(el);
    expect(panel(el)).to.equal(null);
    expect(stored().revision).to.equal(JSON.parse(other.text).revision + 1);
    expect((stored().snapshot as { context: unknown }).context).to.deep.equal(mine);
  });

  it('a newer save whose storage event has not arrived yet is not overwritten either (checked before each write)', async () => {
    const el = await board();
    const other = otherTabMoves();
    localStorage.setItem(KEY, other.text);
    move(el);
    await settle(el);
    expect(localStorage.getItem(KEY)).to.equal(other.text);
    expect(panel(el)!.textContent).to.match(/This game continued in another tab/);
  });

  it('a second tab opening the same save writes nothing, so the first goes on saving; an older or foreign save is no conflict', async () => {
    const el = await board();
    move(el);
    const text = localStorage.getItem(KEY)!;
    const second = await board();
    expect(localStorage.getItem(KEY)).to.equal(text);
    expect(second.snapshot!.context).to.deep.equal(el.snapshot!.context);
    second.remove();
    tell(null, JSON.stringify(wrapSnapshot(wikingerschafe.id, wikingerschafe.snapshotVersion, {}, 0)));
    tell(null, JSON.stringify(wrapSnapshot('viking-seesaw', 1, {}, 99)));
    await settle(el);
    expect(panel(el)).to.equal(null);
    move(el);
    expect(localStorage.getItem(KEY)).to.not.equal(text);
  });
});

describe('Saves checked by the game’s schema', () => {
  /** A board's real save, broken by `breakIt`, then a new board under the same key restoring it. */
  async function restoreBroken<T extends WikingerschafeBoard | VikingSeesaw>(
    make: () => Promise<T>,
    play: (el: T) => void | Promise<void>,
    breakIt: (context: Record<string, unknown>) => void,
    key: string,
  ): Promise<T> {
    const first = await make();
    await settle(first);
    await play(first);
    first.remove();
    const saved = JSON.parse(localStorage.getItem(key)!) as { snapshot: { context: Record<string, unknown> } };
    breakIt(saved.snapshot.context);
    localStorage.setItem(key, JSON.stringify(saved));
    const second = await make();
    await settle(second);
    // The checks still loading when the save starts (the first restore of a page) follow the start: the notice with them.
    await until(() => !!root(second).querySelector('.notice[role="status"]'), 5000);
    return second;
  }

  afterEach(() => {
    localStorage.removeItem('vg-broken-ws');
    localStorage.removeItem('vg-broken-vs');
  });

  it('Wikingerschafe: round "three" is refused with the notice, and a new game starts', async () => {
    const el = await restoreBroken(
      () => fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="4" persist="vg-broken-ws"></wikingerschafe-board>`),
      (board) => board.actor!.send(wikingerschafe.legalMoves(board.snapshot!)[0]),
      (c) => (c.round = 'three'),
      'vg-broken-ws',
    );
    expect(root(el).querySelector('.notice[role="status"]')!.textContent).to.match(/could not be restored \(it does not describe a valid game\)/);
    expect(el.snapshot!.context.round).to.equal(1);
    // The refused save is this board's to replace: no "continued in another tab", and the new game is saved.
    expect(panel(el) === null, 'no conflict panel').to.equal(true);
    el.actor!.send(wikingerschafe.legalMoves(el.snapshot!)[0]);
    await settle(el);
    expect(JSON.parse(localStorage.getItem('vg-broken-ws')!).snapshot.context.round).to.equal(1);
    expect(panel(el) === null, 'still no conflict panel after a move').to.equal(true);
  });

  it('See-Saw: a piece with x: null is refused with the notice', async () => {
    const el = await restoreBroken(
      () => fixture<VikingSeesaw>(html`<viking-seesaw players="2" seats="human,human" seed="8" instant persist="vg-broken-vs"></viking-seesaw>`),
      async (board) => {
        board.actor!.send(await boardMove(board, vikingSeesaw.legalMoves(board.snapshot!)[0]));
        expect(board.snapshot!.context.ship.cargo.length).to.be.greaterThan(0);
      },
      (c) => ((c.ship as { cargo: { x: unknown }[] }).cargo[0].x = null),
      'vg-broken-vs',
    );
    expect(root(el).querySelector('.notice[role="status"]')!.textContent).to.match(/it does not describe a valid game/);
    expect(el.snapshot!.context.outcomes.placements, 'a new game').to.equal(0);
    expect(panel(el) === null, 'no conflict panel').to.equal(true);
  });

  it('a snapshot set by code is checked the same way: a broken one leaves the game as it was', async () => {
    const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="4"></wikingerschafe-board>`);
    const before = el.snapshot;
    const broken = JSON.parse(JSON.stringify(el.actor!.getPersistedSnapshot())) as { context: Record<string, unknown> };
    broken.context.round = 'three';
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args.join(' '));
    try {
      el.snapshot = broken;
      // Refused at once when the game's schema has loaded, or when it arrives (the game goes back to the one before).
      await until(() => warned.some((w) => /does not describe a game/.test(w)));
    } finally {
      console.warn = warn;
    }
    expect(el.snapshot!.context).to.deep.equal(before!.context);
  });
});
