import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import { wikingerschafe } from '@viking-games/core/wikingerschafe';
import './index.js';
import { root, settle, until } from '../shared/test-helpers.js';
import { tutorialKey } from '../shared/tutorial-controller.js';
import { sharedMessages } from '../shared/i18n.js';
import {
  atStep,
  bubble,
  deepAll,
  deepButton,
  partsShown,
  ring,
  playTutorial,
  promptAndPartsShown,
  said,
  tap,
  playRealGame,
} from '../shared/tutorial.test-helpers.js';
import type { WikingerschafeBoard } from './wikingerschafe-board.js';
import { wikingerschafeMessages } from './wikingerschafe.messages.js';
import wikingerschafeGuide from './wikingerschafe.guide.js';

const t = { ...wikingerschafeMessages('en'), ...wikingerschafeGuide };
const s = sharedMessages('en');

/** Chooses Location `n` (its button in the panel on a phone, else its card) and taps Place. */
async function placeOn(el: WikingerschafeBoard, n: number): Promise<void> {
  const choice = root(el).querySelector<HTMLElement>(`[data-place="${n}"]`);
  const shown = choice && choice.getBoundingClientRect().width > 0;
  await tap(shown ? choice : root(el).querySelector(`wikingerschafe-location[value="${n}"]`)!.shadowRoot!.querySelector('section')!);
  await until(() => !!root(el).querySelector('.place-group [data-primary]'));
  await tap(root(el).querySelector('.place-group [data-primary]')!);
}

/** The number in `sentence` just before `words` ("where they have 3 dice now": 3); NaN when none. */
const numberBefore = (sentence: string, words: string) => Number(new RegExp(`(\\d+) ${words}`).exec(sentence)?.[1]);

/** Checks that the tutorial's ring stands around the first shown match of `selector` (through shadow roots). */
function ringedOn(el: WikingerschafeBoard, selector: string): void {
  const target = deepAll(root(el), selector).find((node) => node.getBoundingClientRect().height > 0);
  expect(target, selector).to.not.equal(undefined);
  const box = target!.getBoundingClientRect();
  const around = ring(el)!.getBoundingClientRect();
  expect(ring(el)!.classList.contains('on'), 'the ring shows').to.equal(true);
  expect([around.left, around.top, around.right, around.bottom].map(Math.round), `the ring around ${selector}`).to.deep.equal(
    [box.left - 4, box.top - 4, box.right + 4, box.bottom + 4].map(Math.round),
  );
}

/** "Next" in the bubble. */
const goOn = (el: WikingerschafeBoard) => tap(deepButton(bubble(el)!, new RegExp(s.tutorialNext)));

/**
 * What the reader does at each step of the Wikingerschafe tutorial (explanations: "Next"), checking on the way that
 * the words match the board (issue 26): a count said is the count drawn, the step's action is named, and the locked
 * die has a step of its own beside it.
 */
const actions = (el: WikingerschafeBoard) => ({
  // The dice these steps speak of stay in view, uncovered, also once "Choose all" is tapped (issue 26: the bubble hid
  // them, and on a phone the page scrolled them away).
  reroll: async () => {
    partsShown(el, '[part~="tray"]');
    await tap(deepButton(root(el), new RegExp(t.rollAll)));
    await until(() => !!deepAll(root(el), 'button').find((b) => b.textContent?.includes(t.rollNone)));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    partsShown(el, '[part~="tray"]');
    await tap(deepButton(root(el), /Roll chosen dice/));
  },
  place2: async () => {
    partsShown(el, '[part~="tray"]');
    await placeOn(el, 2);
  },
  mead: () => tap(deepButton(root(el).querySelector('wikingerschafe-reward-picker')!.shadowRoot!, new RegExp(t.options.mead))),
  endTurn: () => tap(deepButton(root(el), new RegExp(t.endTurn))),
  locked: async () => {
    ringedOn(el, '[data-locked]');
    expect(said(el), 'how Unlock works').to.match(/Unlock a die.*1 Mead and 6 Coins.*\+3 glory/);
    await goOn(el);
  },
  place4: async () => {
    // The step names the button it waits for.
    expect(said(el)).to.include(`“${t.place}”`);
    await placeOn(el, 4);
  },
  endTurn2: () => tap(deepButton(root(el), new RegExp(t.endTurn))),
  // After the opponent's last placements: the count said is the count of their dice drawn on Location 1.
  watch: async () => {
    const name = el.snapshot!.context.players[1].name;
    const stack = deepAll(root(el).querySelector('wikingerschafe-location[value="1"]')!.shadowRoot!, '.stack').find((node) =>
      node.getAttribute('aria-label')!.startsWith(`${name}:`),
    )!;
    const drawn = stack.querySelectorAll('vg-die').length;
    expect(drawn, 'dice drawn').to.be.above(2);
    expect(numberBefore(said(el), 'dice'), said(el)).to.equal(drawn);
    await goOn(el);
  },
  // The shield's sentence is read before the round is scored (issue 26: it stood over the scoring the next step explains).
  shield: async () => {
    expect(root(el).querySelector('.score-cards'), 'no scoring yet').to.equal(null);
    partsShown(el, 'wikingerschafe-location[value="2"]');
    await goOn(el);
  },
  // Once the opponent's end of turn scores the round, its sentence stands beside the scoring, not over its table nor
  // over the legend of the "=" it names (issue 26: under "Just now" it covered the table's top).
  scoring: async () => {
    partsShown(el, '.score-cards', '.legend');
    await goOn(el);
  },
  // Björn's glory, as his panel shows it, is said to be his start.
  gloryNow: async () => {
    const glory = root(el).querySelector('[part~="players"] > :last-child')!.shadowRoot!.textContent!.match(/\d+/g)!.map(Number);
    const start = Number(/starts the game with (\d+)/.exec(said(el))?.[1]);
    expect(start, said(el)).to.equal(10);
    expect(glory, 'the glory on Björn’s panel').to.include(start);
    await goOn(el);
  },
  // What the final scoring would add for the reader now, from the Mead and Coins the reader's panel shows.
  final: async () => {
    const you = el.snapshot!.context.wikinger[0];
    expect(you.mead + Math.floor(you.coins / 2), 'the reader holds something the final scoring pays for').to.be.above(0);
    expect(Number(/\+(\d+) for you/.exec(said(el))?.[1])).to.equal(you.mead + Math.floor(you.coins / 2));
    expect(said(el)).to.include(`${you.mead} Mead`);
    expect(said(el), 'no claim that the panel counts glory it does not').to.not.match(/panel counts/);
    await goOn(el);
  },
});

describe('Tutorial: Wikingerschafe', () => {
  beforeEach(() => localStorage.removeItem(tutorialKey('wikingerschafe')));
  afterEach(() => resetMouse());

  for (const [width, height] of [
    [360, 740],
    [1200, 800],
  ]) {
    it(`is played through to "You are ready" by real clicks at ${width} x ${height}, each step's bubble and control in view`, async function () {
      this.timeout(60_000);
      await setViewport({ width, height });
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board bot-delay="0" locale="en"></wikingerschafe-board>`);
      await settle(el);
      expect(el.tutorialFinished).to.equal(false);
      expect(await el.startTutorial()).to.equal(true);
      expect(el.hasAttribute('tutorial')).to.equal(true);
      const tutorial = await wikingerschafe.loadTutorial!();
      await playTutorial(el, tutorial, t.tutorial, actions(el), new RegExp(s.tutorialNext));
      await playRealGame(el, settle);
      // A real game of the board's own table (3 players by default) follows.
      expect(el.snapshot!.context.players.length).to.equal(3);
      await setViewport({ width: 800, height: 600 });
    });
  }

  it('"Play a real game" on a tall page brings the new game’s prompt into view (the tutorial left the page scrolled down to its last step)', async function () {
    this.timeout(60_000);
    await setViewport({ width: 360, height: 740 });
    // A docs page: an introduction above the board.
    const page = await fixture<HTMLElement>(
      html`<div><p style="block-size: 1200px">About the game</p><wikingerschafe-board bot-delay="0" locale="en"></wikingerschafe-board></div>`,
    );
    const el = page.querySelector<WikingerschafeBoard>('wikingerschafe-board')!;
    await settle(el);
    await el.startTutorial();
    // The board far below: the first step scrolls down to it once the new game has drawn (settled), then Next is tapped.
    await settle(el);
    await atStep(el, t.tutorial.intro);
    await playTutorial(el, await wikingerschafe.loadTutorial!(), t.tutorial, actions(el), new RegExp(s.tutorialNext));
    // "You are ready" where the last steps left the page on the docs page: the scoring below, the prompt 700 px above the screen.
    await atStep(el, s.tutorialReady);
    scrollBy({ top: root(el).querySelector('#prompt')!.getBoundingClientRect().top + 700, behavior: 'instant' });
    await atStep(el, s.tutorialReady);
    expect(root(el).querySelector('#prompt')!.getBoundingClientRect().bottom, 'the prompt above the screen').to.be.below(0);
    await playRealGame(el, settle);
    // The new game's prompt (who acts, what to do) in view at the next frame.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const prompt = root(el).querySelector('#prompt')!.getBoundingClientRect();
    expect(
      prompt.top >= 0 && prompt.bottom <= innerHeight,
      `the prompt from ${Math.round(prompt.top)} to ${Math.round(prompt.bottom)} px (page at ${scrollY})`,
    ).to.equal(true);
    await setViewport({ width: 800, height: 600 });
  });

  it('at 360 x 740, "Three 2s!" a little short of room under the dice moves the page that little rather than cover the prompt (issue 26)', async function () {
    this.timeout(60_000);
    await setViewport({ width: 360, height: 740 });
    // A docs page: a heading and an introduction above the board.
    const page = await fixture<HTMLElement>(
      html`<div><p style="block-size: 400px">About the game</p><wikingerschafe-board bot-delay="0" locale="en"></wikingerschafe-board></div>`,
    );
    const el = page.querySelector<WikingerschafeBoard>('wikingerschafe-board')!;
    await settle(el);
    await el.startTutorial();
    const tutorial = await wikingerschafe.loadTutorial!();
    const upTo = tutorial.steps.findIndex((step) => step.say === 'place2');
    await playTutorial(el, { ...tutorial, steps: tutorial.steps.slice(0, upTo) }, t.tutorial, actions(el), new RegExp(s.tutorialNext));
    await atStep(el, t.tutorial.place2);
    // As the board's own scroll of the prompt into view after the roll left it on the docs page (there a pixel): the
    // bubble 20 px short of room below the dice and Location 2 (above them it would cover the prompt and "Just now").
    scrollBy({ top: bubble(el)!.getBoundingClientRect().bottom - (innerHeight - 8) - 20, behavior: 'instant' });
    el.requestUpdate();
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    promptAndPartsShown(el, '[part~="recent"]', '[part~="tray"]', '[data-place="2"]');
    await setViewport({ width: 800, height: 600 });
  });

  it('lets through only the step’s move, and says where to look', async () => {
    await setViewport({ width: 360, height: 740 });
    const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board bot-delay="0" locale="en"></wikingerschafe-board>`);
    await el.startTutorial();
    await atStep(el, t.tutorial.intro);
    await tap(deepButton(bubble(el)!, new RegExp(s.tutorialNext)));
    await atStep(el, t.tutorial.reroll);
    // Placing the 1s at once is a legal move of the game, but not this step's.
    const before = el.snapshot;
    await placeOn(el, 1);
    await settle(el);
    expect(el.snapshot).to.equal(before);
    expect(bubble(el)!.querySelector('.coach-hint')?.textContent).to.equal(s.tutorialNotThis);
    expect(said(el)).to.equal(t.tutorial.reroll);
    await setViewport({ width: 800, height: 600 });
  });
});
