import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import { wikingerschafe } from '@viking-games/core/wikingerschafe';
import { wildeWikinger } from '@viking-games/core/wilde-wikinger';
import '../wikingerschafe/index.js';
import '../wilde-wikinger/index.js';
import type { WikingerschafeBoard } from '../wikingerschafe/wikingerschafe-board.js';
import type { WildeWikingerBoard } from '../wilde-wikinger/wilde-wikinger-board.js';
import { wikingerschafeMessages } from '../wikingerschafe/wikingerschafe.messages.js';
import { wildeWikingerMessages } from '../wilde-wikinger/wilde-wikinger.messages.js';
import { botPause, root, settle, until } from './test-helpers.js';
import { sharedMessages } from './i18n.js';
import { tutorialKey } from './tutorial-controller.js';
import { afterBots, atStep, bubble, deepButton, said, tap } from './tutorial.test-helpers.js';
import wikingerschafeGuide from '../wikingerschafe/wikingerschafe.guide.js';
import wildeWikingerGuide from '../wilde-wikinger/wilde-wikinger.guide.js';

const s = sharedMessages('en');
const sheep = wikingerschafeGuide.tutorial;

/**
 * The guided first game as every board offers it (TutorialController): how it starts (the `tutorial` attribute,
 * `startTutorial()`, "Learn to play"), how it ends (skip, "Play a real game", New game), what it remembers, and
 * that it holds the bots and Take back. Each game's own tutorial is played through in its `*.tutorial.test.ts`.
 */
describe('Tutorial', () => {
  beforeEach(() => {
    localStorage.removeItem(tutorialKey('wikingerschafe'));
    localStorage.removeItem(tutorialKey('wilde-wikinger'));
  });
  before(() => setViewport({ width: 360, height: 740 }));
  after(async () => {
    await resetMouse();
    await setViewport({ width: 800, height: 600 });
  });

  it('has a sentence in English and German for every step of each tutorial', async () => {
    for (const [module, messages] of [
      [wikingerschafe, wikingerschafeMessages],
      [wildeWikinger, wildeWikingerMessages],
    ] as const) {
      const tutorial = await module.loadTutorial!();
      // English's sentences come late, with the guided game (a chunk of their own).
      await messages.loadLate();
      for (const table of [messages('en').tutorial, (await messages.load('de')).tutorial]) {
        const said = tutorial.steps.flatMap((step) => (step.say ? [step.say] : []));
        expect(
          said.filter((key) => !(table as Record<string, string>)[key]),
          module.id,
        ).to.deep.equal([]);
        // No sentence left over from an older script.
        expect(
          Object.keys(table).filter((key) => !said.includes(key)),
          module.id,
        ).to.deep.equal([]);
      }
    }
  });

  it('"Learn to play" stands out in the header until the tutorial has been finished once', async () => {
    const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board locale="en"></wikingerschafe-board>`);
    await settle(el);
    expect(root(el).querySelector('.tools [data-action="learn"]')!.classList.contains('primary')).to.equal(true);
    localStorage.setItem(tutorialKey('wikingerschafe'), 'done');
    const again = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board locale="en"></wikingerschafe-board>`);
    await settle(again);
    expect(root(again).querySelector('.tools [data-action="learn"]')!.classList.contains('primary')).to.equal(false);
  });

  it('starts when the `tutorial` attribute is set, and is skipped when it is removed (tutorial-end, not finished)', async () => {
    const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board tutorial bot-delay="0" locale="en"></wikingerschafe-board>`);
    await atStep(el, sheep.intro);
    expect(el.snapshot!.context.players.length).to.equal(2);
    const ended = oneEvent(el, 'tutorial-end');
    el.removeAttribute('tutorial');
    expect((await ended).detail).to.deep.equal({ finished: false });
    await settle(el);
    expect(bubble(el)).to.equal(null);
    expect(el.tutorialFinished).to.equal(false);
    expect(localStorage.getItem(tutorialKey('wikingerschafe'))).to.equal(null);
  });

  it('"Learn to play" in the header and in the Rules dialog starts it; the header hides it while it runs', async () => {
    const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board bot-delay="0" locale="en"></wikingerschafe-board>`);
    await settle(el);
    const learn = root(el).querySelector<HTMLButtonElement>('.tools [data-action="learn"]')!;
    expect(learn.textContent?.trim()).to.equal(s.learnToPlay);
    await tap(learn);
    await atStep(el, sheep.intro);
    expect(el.hasAttribute('tutorial')).to.equal(true);
    expect(root(el).querySelector('.tools [data-action="learn"]')).to.equal(null);
    await tap(deepButton(bubble(el)!, new RegExp(s.tutorialSkip)));
    await settle(el);
    expect(el.hasAttribute('tutorial')).to.equal(false);
    // The Rules dialog offers it too.
    await tap(deepButton(root(el).querySelector('.tools')!, new RegExp(wikingerschafeMessages('en').help)));
    await settle(el);
    await tap(root(el).querySelector<HTMLButtonElement>('vg-dialog [data-action="learn"]')!);
    await atStep(el, sheep.intro);
  });

  it('ends when the page sets a new table (players) or calls newGame(): the script belongs to its own game', async () => {
    const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board bot-delay="0" locale="en"></wikingerschafe-board>`);
    await el.startTutorial();
    await atStep(el, sheep.intro);
    let ended = oneEvent(el, 'tutorial-end');
    el.players = 4;
    expect((await ended).detail.finished).to.equal(false);
    await settle(el);
    expect(bubble(el)).to.equal(null);
    expect(el.snapshot!.context.players.length).to.equal(4);
    await el.startTutorial();
    await atStep(el, sheep.intro);
    ended = oneEvent(el, 'tutorial-end');
    el.newGame({ players: 3 });
    expect((await ended).detail.finished).to.equal(false);
    await settle(el);
    expect(el.snapshot!.context.players.length).to.equal(3);
    expect(el.hasAttribute('tutorial')).to.equal(false);
  });

  it('is played by keyboard too: Learn to play by Enter puts focus on the bubble’s Next, and Enter goes on', async () => {
    const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board bot-delay="0" locale="en"></wikingerschafe-board>`);
    await settle(el);
    root(el).querySelector<HTMLButtonElement>('.tools [data-action="learn"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await atStep(el, sheep.intro);
    await until(() => root(el).activeElement?.getAttribute('data-coach') === 'next');
    await sendKeys({ press: 'Enter' });
    await atStep(el, sheep.reroll);
  });

  it('"Skip tutorial" goes back to the game in progress, which was not saved over meanwhile', async () => {
    const el = await fixture<WikingerschafeBoard>(
      html`<wikingerschafe-board players="3" seats="human,human,human" seed="5" persist="vg-tutorial-skip" locale="en"></wikingerschafe-board>`,
    );
    await settle(el);
    el.actor!.send({ type: 'player.place', value: wikingerschafeFirstValue(el), sixes: 0, shields: 0 } as never);
    await settle(el);
    const before = el.snapshot!;
    expect(before.context.log.length).to.be.greaterThan(0);
    const saved = localStorage.getItem('vg-tutorial-skip');
    await el.startTutorial();
    await atStep(el, sheep.intro);
    await tap(deepButton(bubble(el)!, new RegExp(s.tutorialNext)));
    await atStep(el, sheep.reroll);
    expect(localStorage.getItem('vg-tutorial-skip')).to.equal(saved);
    const ended = oneEvent(el, 'tutorial-end');
    await tap(deepButton(bubble(el)!, new RegExp(s.tutorialSkip)));
    expect((await ended).detail.finished).to.equal(false);
    await until(() => el.snapshot!.context.seed === 5);
    expect(el.snapshot!.context.log).to.deep.equal(before.context.log);
    expect(el.snapshot!.context.players.length).to.equal(3);
    localStorage.removeItem('vg-tutorial-skip');
  });

  /** Wilde Wikinger's tutorial (bots at 0 ms) through its intro and the reader's roll, at the step about the cards. */
  async function wildeTutorialAtCards() {
    const ww = wildeWikingerGuide.tutorial;
    const el = await fixture<WildeWikingerBoard>(html`<wilde-wikinger-board bot-delay="0" locale="en"></wilde-wikinger-board>`);
    await el.startTutorial();
    await atStep(el, ww.intro);
    await tap(deepButton(bubble(el)!, new RegExp(s.tutorialNext)));
    await atStep(el, ww.roll);
    await tap(deepButton(root(el), new RegExp(wildeWikingerMessages('en').roll)));
    await atStep(el, ww.cards);
    return { el, ww };
  }

  it('holds the bots during an explanation: they play their script only on their steps', async () => {
    const { el, ww } = await wildeTutorialAtCards();
    // The opponent is to act, at 0 ms a step: still nothing moves while the reader reads.
    const reading = el.snapshot;
    await botPause();
    await botPause();
    expect(el.snapshot).to.equal(reading);
    await tap(deepButton(bubble(el)!, new RegExp(s.tutorialNext)));
    await atStep(el, ww.opponent);
    await afterBots(el);
    await atStep(el, ww.rollAgain);
    expect(el.snapshot!.context.log.filter((e) => e.kind === 'roll').length).to.equal(2);
  });

  it("keeps the sentence about a bot's move after the move, until the reader goes on with Next", async () => {
    const { el, ww } = await wildeTutorialAtCards();
    await tap(deepButton(bubble(el)!, new RegExp(s.tutorialNext)));
    await atStep(el, ww.opponent);
    // The opponent rolls (at 0 ms): the sentence about it stays, with Next, however long the reader reads.
    await until(() => el.snapshot!.context.log.filter((e) => e.kind === 'roll').length === 2);
    await botPause();
    await botPause();
    await settle(el);
    expect(said(el)).to.equal(ww.opponent);
    expect(bubble(el)!.querySelector('[data-coach="next"]'), 'Next after the bot has moved').to.not.equal(null);
    await tap(deepButton(bubble(el)!, new RegExp(s.tutorialNext)));
    await atStep(el, ww.rollAgain);
  });

  it('offers no Take back in the tutorial, and New game leaves it for a game of the board’s own table', async () => {
    const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board bot-delay="0" locale="en"></wikingerschafe-board>`);
    await el.startTutorial();
    await atStep(el, sheep.intro);
    await tap(deepButton(bubble(el)!, new RegExp(s.tutorialNext)));
    await atStep(el, sheep.reroll);
    await tap(deepButton(root(el), new RegExp(wikingerschafeMessages('en').rollAll)));
    await tap(deepButton(root(el), /Roll chosen dice/));
    await atStep(el, sheep.place2);
    const choice = root(el).querySelector<HTMLElement>('[data-place="2"]')!;
    await tap(choice);
    await until(() => !!root(el).querySelector('.place-group [data-primary]'));
    await tap(root(el).querySelector('.place-group [data-primary]')!);
    await atStep(el, sheep.mead);
    // Placing revealed nothing: a real game would offer Take back here.
    expect(root(el).querySelector('[part~="take-back"]')).to.equal(null);
    expect(el.takeBack()).to.equal(false);
    const ended = oneEvent(el, 'tutorial-end');
    await tap(deepButton(root(el).querySelector('.tools')!, new RegExp(wikingerschafeMessages('en').newGame)));
    expect((await ended).detail.finished).to.equal(false);
    await settle(el);
    expect(bubble(el)).to.equal(null);
    expect(el.snapshot!.context.players.length).to.equal(3);
    expect(said(el)).to.equal('');
  });
});

/** A value the first Wikinger to act can place now. */
function wikingerschafeFirstValue(el: WikingerschafeBoard): number {
  const ctx = el.snapshot!.context;
  const face = ctx.wikinger[ctx.current].dice.find((d) => d.place === 'supply' && d.face !== 6)!.face;
  return face;
}
