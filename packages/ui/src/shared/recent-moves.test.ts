import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { wikingerschafe } from '@viking-games/core/wikingerschafe';
import { peopleToAct } from '@viking-games/core/kit';
import '../wikingerschafe/index.js';
import type { WikingerschafeBoard } from '../wikingerschafe/wikingerschafe-board.js';
import type { VgGameLog } from './vg-game-log.js';
import { RECENT_CHARS, RecentMoves } from './recent-moves.js';
import { buttonByText, root, settle, until } from './test-helpers.js';

/**
 * What just happened, where the eyes are (issue: on a phone, a bot's move was written only in the log, about
 * 2,000 px below the prompt): under the prompt, the log's lines since the person last acted.
 */
describe('What just happened, under the prompt', () => {
  before(() => setViewport({ width: 360, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  const recent = (el: Element) => [...root(el).querySelectorAll('[part="recent"] .line')].map((span) => span.textContent!.trim());
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
    expect(shown.length, 'lines shown').to.be.greaterThan(0);
    expect(shown.length === 1 || shown.join('').length <= RECENT_CHARS, 'short enough to read at a glance').to.equal(true);
    // The log's own lines, in its order, from its newest (a turn's short lines, as "ended the turn", may be left out).
    const tail = logLines(el).slice(-20);
    expect(
      shown.map((line) => tail.indexOf(line)),
      "the log's newest lines, in order",
    ).to.deep.equal(shown.map((line) => tail.indexOf(line)).sort((a, b) => a - b));
    expect(shown.map((line) => tail.indexOf(line))).to.not.include(-1);
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

  it("with two bots between the person's turns, shows each bot's turn (what it placed), a line each, in the first view", async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div><wikingerschafe-board players="3" seats="human,heuristic,heuristic" seed="3" bot-delay="0"></wikingerschafe-board></div>`,
    );
    const el = page.querySelector<WikingerschafeBoard>('wikingerschafe-board')!;
    await settle(el);
    // The person plays their turn (the rules' first legal moves) and ends it with the board's button.
    const person = () => peopleToAct(wikingerschafe, el.snapshot!).includes(0);
    const canEnd = () => person() && wikingerschafe.legalMoves(el.snapshot!).some((move) => move.type === 'player.endTurn');
    for (let step = 0; step < 40 && !canEnd(); step++) {
      // Only the person's moves: a bot's turn (should the table open with one) is the bot's to play.
      await until(person, 10000);
      el.actor!.send(wikingerschafe.legalMoves(el.snapshot!)[0]);
      await settle(el);
    }
    buttonByText(el, /^End turn$/)!.click();
    await until(() => el.snapshot!.context.current === 0 && peopleToAct(wikingerschafe, el.snapshot!).includes(0), 10000);
    await settle(el);
    const names = el.snapshot!.context.players.map((p) => p.name);
    const turns = [...root(el).querySelectorAll<HTMLElement>('[part="recent"] .turn')].map((turn) => turn.textContent!.replace(/\s+/g, ' ').trim());
    // Seed 3: Leif rolled, placed 1 die on Location 2 and unlocked a shield; Sigrun placed 2 on Location 4 and
    // celebrated. The person's own move ("ended the turn") they made and saw.
    expect(turns, 'one line per bot turn').to.have.length(2, turns.join(' | '));
    // What each turn did comes first (the placement, the reward); a roll only where room is left.
    expect(turns[0]).to.match(new RegExp(`^(… )?${names[1]} placed 1 die on Location 2\\. ${names[1]} unlocked a shield\\.`));
    expect(turns[1]).to.match(new RegExp(`^${names[2]} placed 2 dice on Location 4\\.`));
    const box = root(el).querySelector('[part="recent"]')!.getBoundingClientRect();
    expect(box.bottom, 'in the first view of a 360 x 740 phone').to.be.at.most(740);
    expect(box.height, 'at most five lines of text').to.be.at.most(5 * 16.5 + 12);
  });

  it('hot seat: each person sees what happened since their own last move, not only since the person before them', () => {
    const recent = new RecentMoves({ requestUpdate: () => undefined } as never);
    const say = (colour: string, ...texts: string[]) => texts.map((text) => ({ text, colour }));
    const texts = (seat: number) => recent.linesFor(seat).lines.map((l) => l.text);
    recent.record(say('red', 'Freya rolled.', 'Freya placed.'), 0, false);
    recent.record(say('blue', 'Leif rolled.', 'Leif placed.'), 1, false);
    recent.record(say('green', 'Björn rolled.'), undefined, false);
    // Freya: Leif's turn and the bot's (her own move she made and saw; the log keeps it).
    expect(texts(0), "Freya: Leif's turn and the bot's").to.deep.equal(['Leif rolled.', 'Leif placed.', 'Björn rolled.']);
    expect(
      recent.linesFor(0).turns.map((turn) => turn.colour),
      'one turn per player',
    ).to.deep.equal(['blue', 'green']);
    expect(recent.linesFor(0).more, 'her own move left out').to.equal(true);
    expect(texts(1), "Leif: the bot's turn").to.deep.equal(['Björn rolled.']);
    recent.record(say('red', 'Freya ended the turn.'), 0, false);
    expect(texts(1)).to.deep.equal(['Björn rolled.', 'Freya ended the turn.']);
    // Her own move alone: shown, until another turn follows.
    expect(texts(0)).to.deep.equal(['Freya ended the turn.']);
    expect(recent.linesFor(0).more).to.equal(false);
  });

  it("two bots' long turns: each turn keeps its longest sentence, none is lost; the person's own move is left out", () => {
    const recent = new RecentMoves({ requestUpdate: () => undefined } as never);
    const say = (colour: string, ...texts: string[]) => texts.map((text) => ({ text, colour }));
    recent.record(say('red', 'Freya ended the turn.'), 0, false);
    // Each bot's turn as several moves, as Wikingerschafe's: a roll, a placement, a reward, the turn's end.
    for (const [colour, who] of [
      ['blue', 'Leif'],
      ['green', 'Sigrun'],
    ]) {
      recent.record(say(colour, `${who} rolled 2, 1, 1, 6 and kept the die showing 6.`), undefined, false);
      recent.record(say(colour, `${who} placed 2 dice on Location 5 (one 6 as reinforcement).`), undefined, false);
      recent.record(say(colour, `${who} sent a die of Freya from Location 5 to Wollhalla.`), undefined, false);
      recent.record(say(colour, `${who} ended the turn.`), undefined, false);
    }
    const shown = recent.linesFor(0);
    expect(
      shown.turns.map((turn) => turn.colour),
      "both bots' turns, Freya's own move left out",
    ).to.deep.equal(['blue', 'green']);
    expect(shown.more, "Freya's move left out").to.equal(true);
    for (const turn of shown.turns) {
      expect(turn.lines.map(({ line }) => line.text).join(' '), 'what the turn did').to.match(/placed 2 dice on Location 5/);
      expect(turn.cutAtEnd, "the turn's end left out").to.equal(true);
    }
    expect(shown.lines.map((l) => l.text).join('').length).to.be.at.most(RECENT_CHARS);
    // Many long turns: the oldest go, and "more" says so.
    for (let i = 0; i < 8; i++)
      recent.record(say(i % 2 ? 'blue' : 'green', `Björn moved the ${i}th time, a long sentence to fill the summary quickly.`), undefined, false);
    const long = recent.linesFor(0);
    expect(long.more).to.equal(true);
    expect(long.lines.at(-1)!.text).to.match(/7th time/);
    expect(long.lines.map((l) => l.text).join('').length).to.be.at.most(RECENT_CHARS);
  });
});
