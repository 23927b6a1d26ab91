import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { concernsOf, phaseOf, wikingerschafe, type LogEntry } from '@viking-games/core/wikingerschafe';
import { peopleToAct } from '@viking-games/core/kit';
import './index.js';
import { buttonByText, root, settle, until } from '../shared/test-helpers.js';
import type { WikingerschafeBoard } from './wikingerschafe-board.js';
import { wikingerschafeMessages } from './wikingerschafe.messages.js';
import { turnsOf, turnSummary } from './wikingerschafe.words.js';

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

/** The board's panel: the reward picker's or the scoring's shadow root while one shows, else the board's. */
const panelRoot = (el: WikingerschafeBoard): ShadowRoot =>
  root(el).querySelector('wikingerschafe-reward-picker, wikingerschafe-scoring:not([final])')?.shadowRoot ?? root(el);

/**
 * The person's step by the board's own controls, as a finger would: their 6s sent on when only 6s are left, else the
 * first Location they may place on and Place, else all dice re-rolled; in any other panel its primary control.
 */
async function personStep(el: WikingerschafeBoard): Promise<void> {
  if (phaseOf(el.snapshot!) === 'rolling') {
    const forfeit = buttonByText(el, /Send your 6s to Wollhalla/);
    const location = root(el).querySelector('wikingerschafe-location[legal]');
    if (forfeit) forfeit.click();
    else if (location) {
      location.shadowRoot!.querySelector<HTMLButtonElement>('button.place')!.click();
      await settle(el);
      buttonByText(el, /^Place$/)!.click();
    } else {
      buttonByText(el, /^Choose all$/)!.click();
      await settle(el);
      buttonByText(el, /Roll chosen dice/)!.click();
    }
  } else panelRoot(el).querySelector<HTMLButtonElement>('.action [data-primary]:not([disabled])')!.click();
  await settle(el);
}

/** The lines of "Just now", one per turn. */
const turnLines = (el: Element) => [...root(el).querySelectorAll('[part="recent"] .turn')].map((node) => node.textContent!.replace(/\s+/g, ' ').trim());

/**
 * Issue 26 (a newcomer on a 360 x 740 phone against two computers): "Leif sent your die to Wollhalla" stood above
 * "Leif placed …", and each computer's turn read as a run of log sentences. At the person's turn "Just now" is one line
 * per turn since their move, what it came to, the turns that concerned them first, the Wollhalla die inside its turn.
 */
describe("Each computer's turn in one line at the person's turn", () => {
  before(() => setViewport({ width: 360, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('one line per turn since their move, concerning turns first and in order, beside the prompt in the first view', async function () {
    this.timeout(60000);
    const el = await fixture<WikingerschafeBoard>(
      html`<wikingerschafe-board players="3" seats="human,heuristic,heuristic" seed="4" bot-delay="0" reading-pause="0" locale="en"></wikingerschafe-board>`,
    );
    await settle(el);
    const t = wikingerschafeMessages('en');
    const name = (i: number) => el.snapshot!.context.players[i]?.name ?? t.bjorn;
    const over = () => wikingerschafe.isOver(el.snapshot!);
    // The person's turn, or a scoring, whose Continue is the table's (the person's at a table of computers).
    const person = () => peopleToAct(wikingerschafe, el.snapshot!).includes(0) || el.snapshot!.hasTag('scoring');
    // Where the log stood before and after the person's last move.
    let before = 0;
    let after = 0;
    let checked = 0;
    let wollhalla = '';
    for (let step = 0; step < 600 && !(checked >= 3 && wollhalla) && !over(); step++) {
      await until(() => person() || over(), 20000);
      if (over()) break;
      await settle(el);
      const snapshot = el.snapshot!;
      const { log } = snapshot.context;
      if (phaseOf(snapshot) === 'rolling' && snapshot.context.turn.rollsLeft === 2 && after > 0 && log.length > after) {
        const turns = turnsOf(log);
        const since = log.map((entry, i) => ({ entry, turn: turns[i], i })).slice(before);
        const concerned = (turn: number) => since.some((e) => e.turn === turn && concernsOf(e.entry, 3)?.includes(0));
        const shown = [...new Set(since.map((e) => e.turn))].filter((turn) => concerned(turn) || since.some((e) => e.turn === turn && e.i >= after));
        const summaryOf = (turn: number) =>
          turnSummary(
            log.filter((_, i) => turns[i] === turn),
            snapshot.context,
            t,
            name,
          );
        const expected = [...shown.filter(concerned), ...shown.filter((turn) => !concerned(turn))].map(summaryOf);
        expect(turnLines(el), 'a line per turn since the move, those that concerned the person first').to.deep.equal(expected);
        expect(root(el).querySelector('[part="recent"] .more'), 'nothing left out').to.equal(null);
        const box = root(el).querySelector('[part="recent"]')!.getBoundingClientRect();
        const prompt = root(el).querySelector('#prompt')!.getBoundingClientRect();
        expect(box.top, 'under the prompt').to.be.at.least(prompt.bottom - 1);
        expect(box.bottom, 'in the first view of a 360 x 740 phone').to.be.at.most(740);
        // A die of the person sent to Wollhalla: said inside the line of the turn that sent it, after what it placed.
        const sent = since.find(({ entry }) => entry.kind === 'reward' && entry.option === 'wollhalla' && entry.target === 0 && entry.who !== 0);
        if (sent) {
          wollhalla = turnLines(el).find((line) => line.includes('a die of Freya')) ?? '';
          expect(wollhalla, 'the Wollhalla die in its turn, after the placement').to.match(
            new RegExp(
              `^${name(sent.entry.kind === 'reward' ? sent.entry.who : 0)}: \\d dic?e?( and \\d shields?)? on Location 5; a die of Freya from Location \\d sent to Wollhalla`,
            ),
          );
          expect(turnLines(el)[0], 'first: it concerned the person').to.equal(wollhalla);
        }
        checked++;
      }
      // The person plays their turn by the board's controls (and a scoring's Continue), up to the computers' turns.
      while (person() && !over()) {
        // A scoring's Continue is the table's step, not a move of the person's: Just now still counts from their last.
        const table = el.snapshot!.hasTag('scoring');
        if (!table) before = el.snapshot!.context.log.length;
        await personStep(el);
        if (!table) after = el.snapshot!.context.log.length;
        const next = el.snapshot!;
        if (phaseOf(next) === 'rolling' && next.context.turn.rollsLeft === 2 && next.context.current === 0) break;
      }
    }
    expect(checked, "the person's turns checked").to.be.at.least(3);
    expect(wollhalla, 'a computer sent a die of the person to Wollhalla').to.not.equal('');
  });
});
