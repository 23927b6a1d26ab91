// A site may load a child element's script after a board is already on the page: Wilde Wikinger's own children
// never read the game, yet its board answers a child that asks for it later.
import { expect, fixture, html } from '@open-wc/testing';
import { ContextEvent } from '@lit/context';
import '../wilde-wikinger/index.js';
import type { WildeWikingerBoard } from '../wilde-wikinger/index.js';
import type { GameContextValue } from './game-context.js';
import { settle } from './test-helpers.js';

describe('gameContext, loaded after the board', () => {
  it('a board already on the page hands its game to a child element whose script comes later', async () => {
    const el = await fixture<WildeWikingerBoard>(html`<wilde-wikinger-board seed="5" seats="human,heuristic,heuristic"></wilde-wikinger-board>`);
    await settle(el);
    const child = document.createElement('span');
    el.append(child);
    const ask = (context: unknown) => {
      const heard: GameContextValue[] = [];
      child.dispatchEvent(new ContextEvent(context as never, child, (value: GameContextValue) => heard.push(value), true));
      return heard;
    };

    const { gameContext } = await import('./game-context.js');
    const heard = ask(gameContext);
    expect(heard, 'the board answers at once').to.have.length(1);
    expect(heard[0].snapshot).to.equal(el.snapshot);
    expect(heard[0].locale).to.equal('en');

    // Taken off the page and put back: still one provider, still answering.
    el.remove();
    document.body.append(el);
    await settle(el);
    expect(ask(gameContext)).to.have.length(1);
    el.remove();
  });
});
