import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { CARDS, phaseOf, wildeWikinger, type WildeWikingerMove } from '@viking-games/core/wilde-wikinger';
import { peopleToAct } from '@viking-games/core/kit';
import './index.js';
import { root, settle, until } from '../shared/test-helpers.js';
import type { WildeWikingerBoard } from './wilde-wikinger-board.js';

/** The reading pause the test asks for (ms): long enough to tell from the bots' 0 ms pace. */
const PAUSE = 1500;

/** The lines "Just now" shows first as concerning the person. */
const concerning = (el: Element) => [...root(el).querySelectorAll('[part="recent"] .concern .line')].map((node) => node.textContent!.trim());

/** The total of a face-down raid bid. */
const totalOf = (move: WildeWikingerMove) => (move.type === 'player.commitBid' ? move.cards.reduce((n, id) => n + CARDS[id].value, 0) : 0);

/**
 * When each of the game's moves came (`performance.now()`, ms), from the actor's snapshots: `times[n]` is when the log
 * first held `n` entries (the entries of one move share their time).
 */
function logTimes(el: WildeWikingerBoard): number[] {
  const times: number[] = [];
  el.actor!.subscribe((snapshot) => {
    for (let n = times.length; n <= snapshot.context.log.length; n++) times[n] = performance.now();
  });
  return times;
}

/**
 * Issue 26 (a newcomer on a phone against two computers): laying the last face-down bid of a raid, the result (who drew
 * a pirate tile) was gone 1.5 s later, replaced by the next computer's roll; the log said the person had lost 2.
 */
describe('A raid the person revealed stays readable while the computers play on', () => {
  before(() => setViewport({ width: 360, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it("the bot to move next waits the reading pause, and the reveal stays first in Just now after the bot's roll, in the first view", async () => {
    const el = await fixture<WildeWikingerBoard>(
      html`<wilde-wikinger-board players="3" seats="human,heuristic,heuristic" seed="5" bot-delay="0" reading-pause="0" locale="en"></wilde-wikinger-board>`,
    );
    await settle(el);
    const person = () => peopleToAct(wildeWikinger, el.snapshot!).includes(0);
    const over = () => wildeWikinger.isOver(el.snapshot!);
    const times = logTimes(el);
    let waited: number | undefined;
    for (let step = 0; step < 600 && waited === undefined && !over(); step++) {
      await until(() => over() || person(), 10000);
      if (over()) break;
      await settle(el);
      const snapshot = el.snapshot!;
      const moves = wildeWikinger.legalMoves(snapshot, 0);
      const raid = phaseOf(snapshot) === 'raid';
      // The person lays last (the computers have laid) the lowest bid they can: they will likely draw a pirate tile.
      const last = raid && snapshot.context.raid!.bids.every((bid, seat) => seat === 0 || bid !== null);
      const move = raid ? moves.reduce((low, m) => (totalOf(m) < totalOf(low) ? m : low)) : moves[0];
      el.readingPause = last ? PAUSE : 0;
      await settle(el);
      const logged = el.snapshot!.context.log.length;
      el.actor!.send(move);
      await settle(el);
      // Only a reveal after which a computer rolls next is what the newcomer met.
      if (!last || person() || over()) continue;
      expect(concerning(el).join(' '), 'the reveal, first in Just now').to.match(/pirate raid: .*draws −\d/);
      const box = root(el).querySelector('[part="recent"]')!.getBoundingClientRect();
      expect(box.bottom, 'in the first view of a 360 x 740 phone').to.be.at.most(740);
      const revealed = el.snapshot!.context.log.length;
      await until(() => el.snapshot!.context.log.length > revealed, 10000);
      waited = times[revealed + 1] - times[revealed];
      expect(logged, 'the move revealed').to.be.lessThan(revealed);
      await settle(el);
      expect(concerning(el).join(' '), "the reveal stays first after the computer's roll").to.match(/pirate raid: .*draws −\d/);
    }
    expect(waited, 'a raid the person revealed, a computer to roll next').to.not.equal(undefined);
    expect(waited!, 'the computer waited the reading pause (its own pace is 0 ms)').to.be.at.least(PAUSE - 50);
  });
});
