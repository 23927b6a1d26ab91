import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { wikingerschafe, type LogEntry } from '@viking-games/core/wikingerschafe';
import { peopleToAct } from '@viking-games/core/kit';
import './index.js';
import { root, settle, until } from '../shared/test-helpers.js';
import type { WikingerschafeBoard } from './wikingerschafe-board.js';

/** The reading pause the test asks for (ms): long enough to tell from the bots' 0 ms pace. */
const PAUSE = 1500;

/** The lines "Just now" shows first as concerning the person. */
const concerning = (el: Element) => [...root(el).querySelectorAll('[part="recent"] .concern .line')].map((node) => node.textContent!.trim());

/** A computer's reward that sent a die of the person (seat 0) to Wollhalla. */
const sentMine = (entry: LogEntry) => entry.kind === 'reward' && entry.option === 'wollhalla' && entry.target === 0 && entry.who !== 0;

/**
 * When each of the game's moves came (`performance.now()`, ms), from the actor's snapshots: `times[n]` is when the log
 * first held `n` entries (the entries of one move share their time).
 */
function logTimes(el: WikingerschafeBoard): number[] {
  const times: number[] = [];
  el.actor!.subscribe((snapshot) => {
    for (let n = times.length; n <= snapshot.context.log.length; n++) times[n] = performance.now();
  });
  return times;
}

/**
 * Issue 26 (a newcomer on a phone against two computers): after six computer turns "Just now" said "… 26 more in the
 * log" and the last move, while two of the person's dice had been sent to Wollhalla.
 */
describe('A die of the person sent to Wollhalla stays readable while the computers play on', () => {
  before(() => setViewport({ width: 360, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it("the computers wait the reading pause after it, and at the person's next turn Just now names it first, in the first view", async () => {
    const el = await fixture<WikingerschafeBoard>(
      html`<wikingerschafe-board players="3" seats="human,heuristic,heuristic" seed="4" bot-delay="0" reading-pause=${PAUSE} locale="en"></wikingerschafe-board>`,
    );
    await settle(el);
    const person = () => peopleToAct(wikingerschafe, el.snapshot!).includes(0);
    const over = () => wikingerschafe.isOver(el.snapshot!);
    const log = () => el.snapshot!.context.log;
    const times = logTimes(el);
    let seen = log().length;
    let waited: number | undefined;
    let line = '';
    for (let step = 0; step < 400 && waited === undefined && !over(); step++) {
      // The computers play; a move of theirs that sends the person's die to Wollhalla is caught as it comes.
      await until(() => over() || person() || log().slice(seen).some(sentMine), 20000);
      const at = log().slice(seen).findIndex(sentMine);
      if (at >= 0) {
        const sent = times[seen + at + 1];
        await settle(el);
        line = concerning(el).find((text) => / to Wollhalla\.$/.test(text)) ?? '';
        expect(line, 'the die sent to Wollhalla, first in Just now').to.match(/Freya/);
        // The next move's entries: the first that came later than the move that sent it.
        await until(() => times.some((time) => time > sent), 10000);
        waited = times.find((time) => time > sent)! - sent;
        break;
      }
      seen = log().length;
      if (over()) break;
      await settle(el);
      // The person: the rules' first legal move (a roll, a placement, a reward, the turn's end, Continue).
      el.actor!.send(wikingerschafe.legalMoves(el.snapshot!, 0)[0]);
      await settle(el);
      seen = Math.min(seen, log().length);
    }
    expect(waited, "a computer sent one of the person's dice to Wollhalla").to.not.equal(undefined);
    expect(waited!, 'the computers waited the reading pause (their own pace is 0 ms)').to.be.at.least(PAUSE - 100);
    // The computers play on; at the person's turn it is still there, first.
    await until(() => over() || person(), 30000);
    await settle(el);
    expect(concerning(el), "at the person's turn").to.include(line);
    const box = root(el).querySelector('[part="recent"]')!.getBoundingClientRect();
    expect(box.bottom, 'in the first view of a 360 x 740 phone').to.be.at.most(740);
  });
});
