import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../wilde-wikinger/index.js';
import type { WildeWikingerBoard } from '../wilde-wikinger/wilde-wikinger-board.js';
import { root, settle, until } from './test-helpers.js';
import { tutorialKey } from './tutorial-key.js';

/** True once the page has asked for the tutorial controller's module (the browser lists every module it fetched). */
const controllerLoaded = (): boolean => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/shared/tutorial-controller.'));
const bubble = (el: Element) => root(el).querySelector('[part="tutorial"]');

/**
 * "Learn to play" loads its controller only when a tutorial starts (LazyTutorial): a board never taught fetches
 * none of it, and the header's highlight reads only the flag in localStorage. The tests run in one page, in order:
 * the first proves nothing was fetched before the first start.
 */
describe('LazyTutorial (the tutorial controller, loaded on the first start)', () => {
  beforeEach(() => localStorage.removeItem(tutorialKey('wilde-wikinger')));

  it('a board never taught fetches no tutorial code; its header still offers "Learn to play", highlighted until finished once', async () => {
    const el = await fixture<WildeWikingerBoard>(html`<wilde-wikinger-board locale="en" bot-delay="0"></wilde-wikinger-board>`);
    await settle(el);
    expect(root(el).querySelector('.tools [data-action="learn"]')!.classList.contains('primary')).to.equal(true);
    localStorage.setItem(tutorialKey('wilde-wikinger'), 'done');
    const taught = await fixture<WildeWikingerBoard>(html`<wilde-wikinger-board locale="en" bot-delay="0"></wilde-wikinger-board>`);
    await settle(taught);
    expect(taught.tutorialFinished).to.equal(true);
    expect(root(taught).querySelector('.tools [data-action="learn"]')!.classList.contains('primary')).to.equal(false);
    expect(controllerLoaded()).to.equal(false);
  });

  it('startTutorial() loads it and shows the first step; the header hides "Learn to play" while it runs', async () => {
    const el = await fixture<WildeWikingerBoard>(html`<wilde-wikinger-board locale="en" bot-delay="0"></wilde-wikinger-board>`);
    await settle(el);
    expect(bubble(el)).to.equal(null);
    expect(await el.startTutorial()).to.equal(true);
    expect(controllerLoaded()).to.equal(true);
    await settle(el);
    expect(bubble(el)).to.not.equal(null);
    expect(el.tutorial).to.equal(true);
    expect(root(el).querySelector('.tools [data-action="learn"]')).to.equal(null);
    const ended = oneEvent(el, 'tutorial-end');
    el.tutorial = false;
    expect((await ended).detail).to.deep.equal({ finished: false });
  });

  it('the `tutorial` attribute starts it on a fresh board too', async () => {
    const el = await fixture<WildeWikingerBoard>(html`<wilde-wikinger-board tutorial locale="en" bot-delay="0"></wilde-wikinger-board>`);
    await until(() => !!bubble(el));
    expect(el.hasAttribute('tutorial')).to.equal(true);
  });
});
