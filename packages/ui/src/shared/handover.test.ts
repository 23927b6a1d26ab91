import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { phaseOf as wildePhase, wildeWikinger } from '@viking-games/core/wilde-wikinger';
import { wikingerschafe } from '@viking-games/core/wikingerschafe';
import { peopleToAct } from '@viking-games/core/kit';
import '../wilde-wikinger/index.js';
import '../wikingerschafe/index.js';
import type { WildeWikingerBoard } from '../wilde-wikinger/wilde-wikinger-board.js';
import type { WikingerschafeBoard } from '../wikingerschafe/wikingerschafe-board.js';
import { buttonByText, root, settle, until } from './test-helpers.js';
import { DOUBLE_TAP_MS, DOUBLE_TAP_PX } from './handover-guard.js';

/**
 * Hot seat at one phone: a double tap on the control that passes the turn to the next person never acts for
 * that person (issue: a double tap on "Pass" skipped the pass-device screen and showed the next hand; one on
 * "End turn" chose the next player's die). Real mouse input through the browser (sendMouse), two presses at
 * one spot, as fast as a double tap.
 */
describe("Hot seat: a double tap never acts in the next person's turn", () => {
  before(() => setViewport({ width: 360, height: 740 }));
  after(async () => {
    await resetMouse();
    await setViewport({ width: 800, height: 600 });
  });

  /**
   * A quick double tap: a tap at `at`, then a second one as near as it comes to the nearest button that the first
   * tap put on the screen (a finger's second tap lands a little off the first; the test makes it land on a control,
   * so that it would act if the board let it). The test runner's 'double-tap' command times the presses as a quick
   * finger does (150 ms apart, by the events' own times), so a loaded machine that takes long to show the new button
   * cannot stretch them past a double tap (two round trips from the test came more than 400 ms apart under load: no
   * longer a double tap, and the guard rightly let the second one act). Asserts that the button is within a double
   * tap's reach and that the page read the taps within a double tap's time.
   */
  async function doubleTap(at: [number, number]): Promise<void> {
    const tapped = await executeServerCommand<{ distance: number | null; gap: number | null }, { at: [number, number] }>('double-tap', { at });
    expect(tapped?.distance, 'a control appeared under the finger').to.not.equal(null);
    expect(tapped!.distance!, 'the new control within a double tap of the first').to.be.at.most(DOUBLE_TAP_PX);
    expect(tapped!.gap, 'the second tap pressed').to.not.equal(null);
    expect(tapped!.gap!, 'the two taps within a double tap’s time').to.be.at.most(DOUBLE_TAP_MS);
  }

  /** The middle of `node` on the screen, in whole pixels, after scrolling it into view. */
  function centre(node: Element): [number, number] {
    node.scrollIntoView({ block: 'center' });
    const box = node.getBoundingClientRect();
    return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
  }

  it('Wilde Wikinger: a double tap on "Pass" in an auction leaves the pass-device screen up and the next hand hidden', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div><wilde-wikinger-board players="3" seats="human,human,heuristic" seed="13" bot-delay="0"></wilde-wikinger-board></div>`,
    );
    const el = page.querySelector<WildeWikingerBoard>('wilde-wikinger-board')!;
    await settle(el);
    // Play by the rules (the first legal move of each person) until a person bids in an auction and the
    // next to bid is the other person.
    const wanted = () => {
      const snap = el.snapshot!;
      if (wildePhase(snap) !== 'auction') return false;
      const { order, next } = snap.context.auction!;
      return snap.context.players[order[next]].seat.kind === 'human' && next + 1 < order.length && snap.context.players[order[next + 1]].seat.kind === 'human';
    };
    for (let step = 0; step < 400 && !wanted(); step++) {
      const people = peopleToAct(wildeWikinger, el.snapshot!);
      if (people.length) el.actor!.send(wildeWikinger.legalMoves(el.snapshot!, people[0]).at(-1)!);
      else await until(() => peopleToAct(wildeWikinger, el.snapshot!).length > 0 || wildeWikinger.isOver(el.snapshot!), 5000);
    }
    expect(wanted(), 'an auction between the two people').to.equal(true);
    await settle(el);
    // The person at the screen confirms they are there, then sees their hand and the Pass button.
    if (root(el).querySelector('vg-pass-device')) root(el).querySelector('vg-pass-device')!.shadowRoot!.querySelector('button')!.click();
    await settle(el);
    const bidder = el.snapshot!.context.auction!.order[el.snapshot!.context.auction!.next];
    const pass = buttonByText(el, /^Pass$/)!;
    expect(pass, 'Pass offered').to.not.equal(undefined);
    // The first tap near Pass's top edge: the pass-device screen's button comes up above the panel, about 100 px
    // over Pass's middle, and a finger's second tap must reach it for the guard to have something to stop.
    const [x] = centre(pass);
    await doubleTap([x, Math.round(pass.getBoundingClientRect().top + 8)]);
    await settle(el);
    const auction = el.snapshot!.context.auction;
    expect(auction && auction.order[auction.next], 'the next person is to bid').to.not.equal(bidder);
    expect(root(el).querySelector('vg-pass-device'), 'the pass-device screen is still up').to.not.equal(null);
    expect(root(el).querySelectorAll('.hand wilde-wikinger-card').length, 'no hand shown').to.equal(0);
    // A deliberate tap on the pass-device screen then shows the next person's hand.
    await sendMouse({ type: 'click', position: centre(root(el).querySelector('vg-pass-device')!.shadowRoot!.querySelector('button')!) });
    await settle(el);
    expect(root(el).querySelector('vg-pass-device')).to.equal(null);
    expect(root(el).querySelectorAll('.hand wilde-wikinger-card').length).to.be.greaterThan(0);
  });

  it('Wikingerschafe: a double tap on "End turn" chooses none of the next player\'s dice', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div><wikingerschafe-board players="2" seats="human,human" seed="4" bot-delay="0"></wikingerschafe-board></div>`,
    );
    const el = page.querySelector<WikingerschafeBoard>('wikingerschafe-board')!;
    await settle(el);
    // Seat 0 plays by the rules until it may end its turn.
    for (let step = 0; step < 40 && !buttonByText(el, /^End turn$/); step++) {
      const moves = wikingerschafe.legalMoves(el.snapshot!);
      el.actor!.send(moves.find((m) => m.type === 'player.place') ?? moves.find((m) => m.type !== 'player.roll') ?? moves[0]);
      await settle(el);
    }
    const end = buttonByText(el, /^End turn$/)!;
    expect(end, 'End turn offered').to.not.equal(undefined);
    const seat = el.snapshot!.context.current;
    const at = centre(end);
    await doubleTap(at);
    await settle(el);
    expect(el.snapshot!.context.current, 'the turn passed').to.not.equal(seat);
    // The second tap did not act: the next player's turn is as it began.
    const fresh = root(el).querySelectorAll('[aria-pressed="true"]');
    expect(fresh.length, 'no die chosen for the next player').to.equal(0);
  });
});
