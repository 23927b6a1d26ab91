import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { wikingerschafe } from '@viking-games/core/wikingerschafe';
import { peopleToAct } from '@viking-games/core/kit';
import '../wikingerschafe/index.js';
import type { WikingerschafeBoard } from '../wikingerschafe/wikingerschafe-board.js';
import type { VgGameLog } from './vg-game-log.js';
import { RECENT_CHARS, RECENT_LINES, RecentMoves } from './recent-moves.js';
import { buttonByText, root, settle, until } from './test-helpers.js';

/**
 * What just happened, where the eyes are (issue: on a phone, a bot's move was written only in the log, about
 * 2,000 px below the prompt): under the prompt, the log's lines since the person last acted.
 */
describe('What just happened, under the prompt', () => {
  before(() => setViewport({ width: 360, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  const recent = (el: Element) => [...root(el).querySelectorAll('[part="recent"] span:not(.more)')].map((span) => span.textContent!.trim());
  const logLines = (el: Element) =>
    root(el)
      .querySelector<VgGameLog>('vg-game-log')!
      .lines.map((line) => line.text);

  it("shows the bot's moves after the person's turn, the newest lines of the log, in the first view of a phone; the person's next move starts it anew", async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div><wikingerschafe-board players="2" seats="human,heuristic" seed="3" bot-delay="0"></wikingerschafe-board></div>`,
    );
    const el = page.querySelector<WikingerschafeBoard>('wikingerschafe-board')!;
    await settle(el);
    // The person plays their turn (the rules' first legal moves) until the bot has played its turn.
    const person = () => peopleToAct(wikingerschafe, el.snapshot!).includes(0);
    const turnOfBot = () => el.snapshot!.context.current === 1;
    for (let step = 0; step < 40 && !turnOfBot(); step++) {
      el.actor!.send(wikingerschafe.legalMoves(el.snapshot!)[0]);
      await settle(el);
    }
    expect(turnOfBot(), "the bot's turn came").to.equal(true);
    await until(() => person() && el.snapshot!.context.current === 0, 10000);
    await settle(el);
    const shown = recent(el);
    expect(shown.length, 'lines shown').to.be.within(1, RECENT_LINES);
    expect(shown.length === 1 || shown.join('').length <= RECENT_CHARS, 'short enough to read at a glance').to.equal(true);
    expect(shown, "the log's newest lines").to.deep.equal(logLines(el).slice(-shown.length));
    const box = root(el).querySelector('[part="recent"]')!.getBoundingClientRect();
    const prompt = root(el).querySelector('#prompt')!.getBoundingClientRect();
    expect(box.top, 'under the prompt').to.be.at.least(prompt.bottom - 1);
    expect(box.bottom, 'in the first view of a 360 x 740 phone').to.be.at.most(740);
    // The person acts again, by the board's button: what is shown now is their own move's lines, not the bot's.
    buttonByText(el, /^Choose all$/)!.click();
    await settle(el);
    root(el).querySelector<HTMLButtonElement>('.action [data-primary]')!.click();
    await settle(el);
    const mine = recent(el);
    expect(mine.length, "the person's roll").to.be.greaterThan(0);
    expect(
      mine.some((line) => shown.includes(line)),
      "the bot's lines are gone",
    ).to.equal(false);
  });

  it('hot seat: each person sees what happened since their own last move, not only since the person before them', () => {
    const recent = new RecentMoves({ requestUpdate: () => undefined } as never);
    const say = (...texts: string[]) => texts.map((text) => ({ text }));
    recent.record(say('Freya rolled.', 'Freya placed.'), 0, false);
    recent.record(say('Leif rolled.', 'Leif placed.'), 1, false);
    recent.record(say('Björn rolled.'), undefined, false);
    // Freya: from her own move on (its result first shown to her), newest first to fit: Leif's turn and the bot's.
    expect(
      recent.linesFor(0).lines.map((l) => l.text),
      "Freya: Leif's turn and the bot's",
    ).to.deep.equal(['Freya placed.', 'Leif rolled.', 'Leif placed.', 'Björn rolled.']);
    expect(recent.linesFor(0).more, 'her roll did not fit').to.equal(true);
    expect(
      recent.linesFor(1).lines.map((l) => l.text),
      "Leif: their own move and the bot's",
    ).to.deep.equal(['Leif rolled.', 'Leif placed.', 'Björn rolled.']);
    recent.record(say('Freya ended the turn.'), 0, false);
    expect(recent.linesFor(1).lines.map((l) => l.text)).to.deep.equal(['Leif rolled.', 'Leif placed.', 'Björn rolled.', 'Freya ended the turn.']);
    expect(recent.linesFor(1).more, 'everything fits').to.equal(false);
    // A long stretch: the newest lines that fit, and "more" for the rest.
    for (let i = 0; i < 8; i++) recent.record(say(`Björn moved the ${i}th time, a long sentence to fill the summary quickly.`), undefined, false);
    const long = recent.linesFor(1);
    expect(long.more).to.equal(true);
    expect(long.lines.at(-1)!.text).to.match(/7th time/);
  });
});
