import { expect, fixture, html } from '@open-wc/testing';
import { ContextEvent } from '@lit/context';
import { LitElement } from 'lit';
import { BoardContext, type ContextSource } from './board-context.js';
import { gameContext, type GameContextValue } from './game-context.js';
import type { Locale } from './i18n.js';

/** A host whose "game" is a plain object the test changes; the moves it is sent are recorded. */
class ContextHost extends LitElement {
  game: { snapshot?: object; locale: Locale } = { locale: 'en' };
  readonly sent: unknown[] = [];
  readonly source: ContextSource = {
    snapshot: () => this.game.snapshot,
    actor: () => undefined,
    locale: () => this.game.locale,
    interactive: (snapshot) => (snapshot as { mine?: boolean }).mine === true,
    send: (move) => (this.sent.push(move), true),
  };
  readonly context = new BoardContext(this, this.source);
}
customElements.define('context-host', ContextHost);

/** Subscribes a child of `el` to the game context; returns every value it hears. */
function listen(el: ContextHost): GameContextValue[] {
  const heard: GameContextValue[] = [];
  const child = document.createElement('span');
  el.append(child);
  child.dispatchEvent(new ContextEvent(gameContext, child, (value: GameContextValue) => heard.push(value), true));
  return heard;
}

describe('BoardContext (the game for the child elements)', () => {
  it('hands a child the latest snapshot, locale and whether a person may act, and a send that goes through the board', async () => {
    const el = await fixture<ContextHost>(html`<context-host></context-host>`);
    const heard = listen(el);
    expect(heard).to.have.length(1);
    expect(heard[0].snapshot).to.equal(undefined);
    const first = { mine: true };
    el.game.snapshot = first;
    el.context.refresh();
    expect(heard).to.have.length(2);
    expect(heard[1]).to.include({ snapshot: first, locale: 'en', interactive: true });
    expect(heard[1].send({ type: 'player.roll' })).to.equal(true);
    expect(el.sent).to.deep.equal([{ type: 'player.roll' }]);
  });

  it('tells the children only of a change: a new snapshot or locale', async () => {
    const el = await fixture<ContextHost>(html`<context-host></context-host>`);
    el.game.snapshot = { mine: false };
    el.context.refresh();
    const heard = listen(el);
    el.context.refresh();
    expect(heard).to.have.length(1);
    el.game.locale = 'de';
    el.context.refresh();
    expect(heard).to.have.length(2);
    expect(heard[1]).to.include({ locale: 'de', interactive: false });
  });
});
