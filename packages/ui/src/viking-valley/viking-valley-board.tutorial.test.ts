import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { phaseOf } from '@viking-games/core/viking-valley';
import './index.js';
import { root, steadyOnScreen, until } from '../shared/test-helpers.js';
import { sharedMessages } from '../shared/i18n.js';
import {
  afterBots,
  atStep,
  bubble,
  closingOnEndScreen,
  deepButton,
  partsShown,
  promptAndPartsShown,
  ring,
  said,
  stepCount,
  tap,
  next,
  playRealGame,
  freshTutorialEachTest,
  settlePlayback as settle,
  TUTORIAL_SCREENS,
} from '../shared/tutorial.test-helpers.js';
import type { VikingValleyBoard } from './viking-valley-board.js';
import type { VikingValleySquare } from './viking-valley-square.js';
import { vikingValleyMessages } from './viking-valley.messages.js';
import { tutorialPastOpening } from './viking-valley.test-helpers.js';
import vikingValleyGuide from './viking-valley.guide.js';

const t = { ...vikingValleyMessages('en'), ...vikingValleyGuide };
const s = sharedMessages('en');

const ctx = (el: VikingValleyBoard) => el.snapshot!.context;
const phase = (el: VikingValleyBoard) => phaseOf(el.snapshot!);
const controls = (el: VikingValleyBoard, selector: string) => [...root(el).querySelectorAll<HTMLButtonElement>(`[part~="controls"] ${selector}`)];
const holes = (el: VikingValleyBoard) => [
  ...root(el).querySelector<VikingValleySquare>('viking-valley-square')!.shadowRoot!.querySelectorAll<HTMLButtonElement>('.hole-btn'),
];

/**
 * "Learn to play" on Valley of the Vikings through real clicks: the bubble's buttons, the aiming buttons and
 * "Bowl!", the Vikings to move and the holes for the fallen barrels. The reader's bowls are real physics: the test
 * goes on whatever they knock over, as the script does. At every step the bubble and the ringed control are in view and apart.
 */
describe('Tutorial: Valley of the Vikings', function () {
  this.timeout(120_000);
  freshTutorialEachTest('viking-valley');

  // On the phone only (npm test keeps under 10 minutes on two cores): the rules games' tutorials play on both screens,
  // which checks the shared bubble's wide-screen placement; this playthrough's own risks (aim, bowls or placements
  // by touch, the bubble inside the frame at every step) are the phone's.
  for (const [width, height] of TUTORIAL_SCREENS.filter(([w]) => w === 360)) {
    it(`is played through to the game's end screen and "You are ready" on it at ${width} x ${height} whatever the bowls knock over, and the board remembers it`, async () => {
      await setViewport({ width, height });
      const el = await fixture<VikingValleyBoard>(html`<viking-valley-board bot-delay="0" locale="en"></viking-valley-board>`);
      await settle(el);
      expect(await el.startTutorial()).to.equal(true);
      await settle(el);
      const counts: [number, number][] = [];
      expect(ctx(el).players.map((p) => p.seat.kind)).to.deep.equal(['human', 'bot']);
      // Late in a game: 3 coins left in the hoard.
      expect(ctx(el).hoard).to.equal(3);
      await next(el, t.tutorial.intro);
      // Tjarne's scripted turn: his bowl, his moves (Finn's too); each sentence about them stays after his moves until Next.
      await atStep(el, t.tutorial.botBowl);
      await afterBots(el);
      await atStep(el, t.tutorial.botMoves);
      await afterBots(el);
      await atStep(el, t.tutorial.place);
      await until(() => ctx(el).current === 0 && phase(el) === 'placingBarrels');
      expect(ctx(el).dock).to.deep.equal({ finn: 4, tjarne: 5, magnus: 6, inga: 7 });
      // The holes it asks for are ringed, the prompt above them in view and uncovered.
      await atStep(el, t.tutorial.place);
      expect(ring(el)!.classList.contains('on'), 'the holes ringed').to.equal(true);
      // The holes in view with the prompt; on a phone, the barrel chooser under the square (its buttons and its line)
      // in view too, none under the bubble.
      if (width > 480) promptAndPartsShown(el, '[part~="holes"]');
      else partsShown(el, '[part~="holes"]', '.place-bar .buttons', '.place-bar .hint');
      while (phase(el) === 'placingBarrels') {
        await atStep(el, t.tutorial.place);
        await settle(el);
        await tap(holes(el)[0]);
        await settle(el);
      }
      // Bowl: "Bowl!" as aimed, turned a step after each miss (the step comes again until a barrel falls).
      for (let tries = 0; ctx(el).current === 0 && phase(el) === 'bowling'; tries++) {
        expect(tries, 'a bowl knocks something over').to.be.below(12);
        await atStep(el, t.tutorial.bowl);
        counts.push(stepCount(el));
        // The square it rings (with Bowl! and the aim), the prompt above and the bubble fit the screen together, a phone's too.
        if (tries === 0) promptAndPartsShown(el, '[part~="square"]');
        // The strength's figure inside the board's frame, clear of its edge (it touched the screen's edge at 360 px).
        const pct = root(el).querySelector('.pct')!.getBoundingClientRect();
        const square = root(el).querySelector('[part~="square"]')!.getBoundingClientRect();
        if (tries === 0)
          expect(pct.right, `the strength's figure ends ${Math.round(square.right - pct.right)} px inside the square's edge`).to.be.at.most(square.right - 4);
        if (tries > 0) await tap(deepButton(root(el), new RegExp(tries % 2 ? t.turnLeft : t.harder)));
        await tap(controls(el, '.bowl')[0]);
        await settle(el);
      }
      // Several barrels: the reader picks the order by a click on a Viking's button. One: its Viking moved by
      // itself, and the step in the place of the choice says so (its number not skipped).
      if (phase(el) === 'moving')
        while (ctx(el).current === 0 && phase(el) === 'moving') {
          await atStep(el, t.tutorial.move);
          counts.push(stepCount(el));
          await tap(controls(el, '.viking-btn')[0]);
          await settle(el);
        }
      else {
        await atStep(el, t.tutorial.oneFell);
        counts.push(stepCount(el));
        await next(el, t.tutorial.oneFell);
      }
      // A Viking fell into the water, the payout emptied the hoard: the game is over. The explanations come over the
      // final table (the end screen waits for them), then the end screen opens with the closing words on it.
      expect(phase(el)).to.equal('over');
      expect(ctx(el).outcomes.waterFalls).to.equal(1);
      await atStep(el, t.tutorial.water);
      counts.push(stepCount(el));
      await next(el, t.tutorial.water);
      expect(root(el).querySelector('[part~="end-screen"]')!.hasAttribute('open'), 'the end screen waits').to.equal(false);
      await atStep(el, t.tutorial.end);
      counts.push(stepCount(el));
      // Every step shows its number, none passed over: the bowl's 5, what it did 6, the payout 7, the end 8 of 8.
      expect([...new Set(counts.map(([n]) => n))], 'the steps after the bowl').to.deep.equal([5, 6, 7, 8]);
      expect(new Set(counts.map(([, m]) => m)), 'of 8').to.deep.equal(new Set([8]));
      await next(el, t.tutorial.end);
      await closingOnEndScreen(el);
      expect(ctx(el).winners).to.deep.equal([0]);
      await playRealGame(el, settle);
      expect(phase(el)).to.not.equal('over');
    });
  }

  it('after a miss on a phone, the bubble says "Bowl again!" and comes back into view with the square', async () => {
    await setViewport({ width: 360, height: 740 });
    const el = await tutorialPastOpening(settle);
    while (phase(el) !== 'bowling' || ctx(el).current !== 0) {
      await atStep(el, t.tutorial.place);
      await settle(el);
      await tap(holes(el)[0]);
      await settle(el);
    }
    await atStep(el, t.tutorial.bowl);
    // Aimed far to the side, softly: the ball misses every barrel.
    for (let i = 0; i < 12; i++) await tap(deepButton(root(el), new RegExp(t.turnLeft)));
    for (let i = 0; i < 6; i++) await tap(deepButton(root(el), new RegExp(t.softer)));
    // The reader scrolled on to look at the Vikings' ships below, and bowls from there.
    window.scrollBy(0, 400);
    // The bubble is placed again after the scroll: tapped only once "Bowl" stays put. On a loaded machine a tap still
    // made no bowl about one run in five (CI saw 1 bowl of 2): a tap whose click never reached "Bowl" (it landed
    // while something moved) is a missed tap and is made again; a click that reached it must bowl.
    const bowl = controls(el, '.bowl')[0];
    let reached = 0;
    bowl.addEventListener('click', () => (reached += 1));
    await steadyOnScreen(bowl, 5);
    await tap(bowl);
    if (reached === 0 && bowl.isConnected) {
      await steadyOnScreen(bowl, 5);
      await tap(bowl);
    }
    expect(reached, 'the tap reached "Bowl"').to.be.greaterThan(0);
    await settle(el);
    expect(ctx(el).outcomes.bowls, 'bowled').to.equal(2);
    expect(phase(el), 'a miss').to.equal('bowling');
    // The bubble says what the prompt says (nothing fell: bowl again), beside the square, both in view.
    await until(() => !!bubble(el)!.querySelector('.coach-hint')?.textContent?.includes('Bowl again!'));
    await atStep(el, t.tutorial.bowl);
    const square = root(el).querySelector('[part~="square"]')!.getBoundingClientRect();
    expect(square.top >= 0 && square.top < innerHeight / 2, `the square from ${Math.round(square.top)} px`).to.equal(true);
  });

  it('holds Tjarne’s turn during the introduction, and "Skip tutorial" leaves it for the game before (tutorial-end, not finished)', async () => {
    await setViewport({ width: 360, height: 740 });
    const el = await fixture<VikingValleyBoard>(html`<viking-valley-board bot-delay="0" locale="en"></viking-valley-board>`);
    await settle(el);
    const ends: unknown[] = [];
    el.addEventListener('tutorial-end', (e) => ends.push((e as CustomEvent).detail));
    el.setAttribute('tutorial', '');
    await atStep(el, t.tutorial.intro);
    // The introduction asks for "Next": Tjarne, to bowl first, waits for it, and the reader has no control to use.
    expect(ctx(el).current).to.equal(1);
    await settle(el);
    expect(ctx(el).outcomes.bowls).to.equal(0);
    expect(controls(el, '.bowl').length).to.equal(0);
    expect(ends, 'still running').to.deep.equal([]);
    await tap(deepButton(bubble(el)!, new RegExp(s.tutorialSkip)));
    await until(() => ends.length > 0);
    expect(ends).to.deep.equal([{ finished: false }]);
    expect(el.tutorialFinished).to.equal(false);
    // The game before goes on: its full hoard, nobody on the dock.
    expect(ctx(el).hoard).to.equal(20);
  });

  it('speaks German', async () => {
    const el = await fixture<VikingValleyBoard>(html`<viking-valley-board locale="de" bot-delay="0" instant></viking-valley-board>`);
    await settle(el);
    await el.startTutorial();
    const de = (await import('./viking-valley.messages.de.js')).default;
    await until(() => said(el) === de.tutorial.intro);
  });
});
