import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { wildeWikinger } from '@viking-games/core/wilde-wikinger';
import './index.js';
import { root, settle, until } from '../shared/test-helpers.js';
import { sharedMessages } from '../shared/i18n.js';
import {
  deepAll,
  deepButton,
  playTutorial,
  promptAndPartsShown,
  partsShown,
  bubble,
  tap,
  playRealGame,
  freshTutorialEachTest,
  TUTORIAL_SCREENS,
} from '../shared/tutorial.test-helpers.js';
import type { WildeWikingerBoard } from './wilde-wikinger-board.js';
import type { WildeWikingerCard } from './wilde-wikinger-card.js';
import { wildeWikingerMessages } from './wilde-wikinger.messages.js';
import wildeWikingerGuide from './wilde-wikinger.guide.js';

const t = { ...wildeWikingerMessages('en'), ...wildeWikingerGuide };
const s = sharedMessages('en');

/** Taps the card `id` of the reader's hand (its own button). */
async function tapCard(el: WildeWikingerBoard, id: number): Promise<void> {
  const card = deepAll<WildeWikingerCard>(root(el), 'wilde-wikinger-card').find((c) => c.card === id && c.getBoundingClientRect().width > 0);
  await tap(card!.shadowRoot!.querySelector('button') ?? card!);
  await until(() => card!.getAttribute('state') === 'selected');
}

/** What the reader does at each step of the Wilde Wikinger tutorial (explanations: "Next"). */
const actions = (el: WildeWikingerBoard) => {
  const roll = () => tap(deepButton(root(el), new RegExp(t.roll)));
  return {
    roll,
    // "Roll again: the red ship is nearing the village": on a phone the prompt and the track it talks about stay in
    // view above Roll, uncovered (on a wide screen the track stands beside them, in its own column).
    rollAgain: async () => {
      if (innerWidth < 800) promptAndPartsShown(el, '[part~="board"]');
      await roll();
    },
    // "…the red one lands": after the opponent's moves the ships are in view, uncovered (issue 26: the bubble hid the red
    // ship at the landing stage).
    grey: async () => {
      partsShown(el, '[part~="track"]');
      await tap(deepButton(bubble(el)!, new RegExp(s.tutorialNext)));
    },
    rollThird: roll,
    // "…the ship sails back to the start, empty": the ships it speaks of in view, uncovered (issue 26: they were off screen).
    won: async () => {
      partsShown(el, '[part~="track"]');
      await tap(deepButton(bubble(el)!, new RegExp(s.tutorialNext)));
    },
    rollPirate: roll,
    auction: async () => {
      await tapCard(el, 23);
      await tapCard(el, 25);
      await tap(deepButton(root(el), new RegExp(t.bid(2))));
    },
    raid: async () => {
      await tapCard(el, 11);
      await tap(deepButton(root(el), /face down \(total 2\)/));
    },
  };
};

describe('Tutorial: Wilde Wikinger', () => {
  freshTutorialEachTest('wilde-wikinger');

  it('says something new at each step (issue 26: the second roll of the opponent repeated the first word for word)', async () => {
    const said = (await wildeWikinger.loadTutorial!()).steps.flatMap((step) => (step.say ? [t.tutorial[step.say as keyof typeof t.tutorial]] : []));
    expect(said.filter((text, i) => said.indexOf(text) !== i)).to.deep.equal([]);
  });

  for (const [width, height] of TUTORIAL_SCREENS) {
    it(`is played through to "You are ready" by real clicks at ${width} x ${height}, each step's bubble and control in view`, async function () {
      this.timeout(60000);
      await setViewport({ width, height });
      const el = await fixture<WildeWikingerBoard>(html`<wilde-wikinger-board bot-delay="0" locale="en"></wilde-wikinger-board>`);
      await settle(el);
      expect(await el.startTutorial()).to.equal(true);
      await playTutorial(el, await wildeWikinger.loadTutorial!(), t.tutorial, actions(el), new RegExp(s.tutorialNext));
      await playRealGame(el, settle);
    });
  }
});
