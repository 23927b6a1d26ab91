/** What Valley's browser tests share: a table bowling from the bottom-left ramp, and a guided game past its opening. */
import { expect, fixture, html } from '@open-wc/testing';
import { afterBots, atStep, next } from '../shared/tutorial.test-helpers.js';
import { launchPoint } from '@viking-games/core/viking-valley';
import type { VikingValleyBoard } from './viking-valley-board.js';
import type { VikingValleySquare } from './viking-valley-square.js';
import { vikingValleyMessages } from './viking-valley.messages.js';
import vikingValleyGuide from './viking-valley.guide.js';

/**
 * Two people at a table whose seat to act bowls from ramp 0, the bottom-left corner (the first seed from 1 that deals
 * it), moves played without animation; the ball's grip scrolled to the middle of the screen.
 * @param settle the test's own wait until the board is rendered and no move plays
 * @returns the board, its square, the grip (where a drag starts) and the ball's point on the square (cm)
 */
export async function boardBowlingFromRamp0(
  settle: (el: VikingValleyBoard) => Promise<void>,
): Promise<{ el: VikingValleyBoard; square: VikingValleySquare; grab: HTMLElement; start: { x: number; y: number } }> {
  let el!: VikingValleyBoard;
  for (let seed = 1; seed < 20; seed++) {
    el = await fixture<VikingValleyBoard>(html`<viking-valley-board players="2" seats="human,human" seed=${seed} instant></viking-valley-board>`);
    await settle(el);
    const { ramps, current } = el.snapshot!.context;
    if (ramps[current] === 0) break;
  }
  const { ramps, current } = el.snapshot!.context;
  expect(ramps[current], 'a seed that seats the one to act at ramp 0').to.equal(0);
  const square = el.shadowRoot!.querySelector<VikingValleySquare>('viking-valley-square')!;
  const grab = square.shadowRoot!.querySelector<HTMLElement>('.grab')!;
  grab.scrollIntoView({ block: 'center' });
  await settle(el);
  return { el, square, grab, start: launchPoint(0) };
}

/**
 * A board (English, bots without a pause) with its guided game started and led past the computer's opening bowl and
 * moves, to where the reader puts barrels back or bowls.
 */
export async function tutorialPastOpening(settle: (el: VikingValleyBoard) => Promise<void>): Promise<VikingValleyBoard> {
  const t = { ...vikingValleyMessages('en'), ...vikingValleyGuide };
  const el = await fixture<VikingValleyBoard>(html`<viking-valley-board bot-delay="0" locale="en"></viking-valley-board>`);
  await settle(el);
  expect(await el.startTutorial()).to.equal(true);
  await settle(el);
  await next(el, t.tutorial.intro);
  await atStep(el, t.tutorial.botBowl);
  await afterBots(el);
  await atStep(el, t.tutorial.botMoves);
  await afterBots(el);
  return el;
}
