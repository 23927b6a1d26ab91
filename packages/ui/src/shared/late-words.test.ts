import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../wilde-wikinger/index.js';
import type { WildeWikingerBoard } from '../wilde-wikinger/wilde-wikinger-board.js';
import { wildeWikingerMessages } from '../wilde-wikinger/wilde-wikinger.messages.js';
import wildeWikingerGuide from '../wilde-wikinger/wilde-wikinger.guide.js';
import { buttonByText, root, settle } from './test-helpers.js';

/** The rules list of the board's Rules dialog, item by item. */
const rules = (el: Element): string[] => [...root(el).querySelectorAll('ol.rules li')].map((li) => li.textContent!.trim());

// Issue 27: English's rules in short and the guided game's sentences are a chunk of their own (defineMessages' late
// keys), asked for with the dialogs; this file's page loads them first here.
describe('Late words (the rules in short and the guided game, not in the first view)', () => {
  it('are not in the English table until a board asks; the Rules dialog shows them when it opens', async () => {
    expect(wildeWikingerMessages('en').rules).to.equal(undefined);
    expect(wildeWikingerMessages('en').tutorial).to.equal(undefined);
    const el = await fixture<WildeWikingerBoard>(html`<wilde-wikinger-board players="2" seats="human,heuristic" seed="5" locale="en"></wilde-wikinger-board>`);
    await settle(el);
    buttonByText(el, new RegExp(`^${wildeWikingerMessages('en').help}$`))!.click();
    await el.updateComplete;
    expect(rules(el)).to.deep.equal(wildeWikingerGuide.rules);
    expect(wildeWikingerMessages('en').tutorial).to.deep.equal(wildeWikingerGuide.tutorial);
  });

  it('a German board shows its own rules', async () => {
    const el = await fixture<WildeWikingerBoard>(html`<wilde-wikinger-board players="2" seats="human,heuristic" seed="5" locale="de"></wilde-wikinger-board>`);
    await settle(el);
    const de = await wildeWikingerMessages.load('de');
    // The board draws its German words once their chunk is in, which may be after the first settle on a busy machine.
    await waitUntil(() => buttonByText(el, new RegExp(`^${de.help}$`)), 'the German Rules button');
    buttonByText(el, new RegExp(`^${de.help}$`))!.click();
    await el.updateComplete;
    expect(rules(el)).to.deep.equal(de.rules);
  });
});
