import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { wikingerschafe } from '@viking-games/core/wikingerschafe';
import { peopleToAct } from '@viking-games/core/kit';
import '../wikingerschafe/index.js';
import type { WikingerschafeBoard } from '../wikingerschafe/wikingerschafe-board.js';
import type { VgGameLog } from './vg-game-log.js';
import { RECENT_CHARS, RecentMoves, SUMMARY_CHARS, type Recent } from './recent-moves.js';
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

  it('a whole round against two bots: every two sentences shown side by side stood side by side in the log, or a count of the lines between stands between them, or those between are shown first as concerning the person (issue 26)', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div><wikingerschafe-board players="3" seats="human,heuristic,heuristic" seed="5" bot-delay="0"></wikingerschafe-board></div>`,
    );
    const el = page.querySelector<WikingerschafeBoard>('wikingerschafe-board')!;
    await settle(el);
    const person = () => peopleToAct(wikingerschafe, el.snapshot!).includes(0);
    // Steps on the way, which the summary may leave out unmarked: a roll, a turn's end.
    const step = /( rolled .*| ended the turn\.)$/;
    let checked = 0;
    for (let turn = 0; turn < 12 && !wikingerschafe.isOver(el.snapshot!); turn++) {
      await until(person, 10000);
      await settle(el);
      const log = logLines(el);
      // What concerned the person (a die of theirs sent to Wollhalla, a scoring) stands first, out of the log's order.
      const first = [...root(el).querySelectorAll('[part="recent"] .concern .line')].map((node) => node.textContent!.trim());
      let at = -1;
      let marked = 0;
      for (const node of root(el).querySelectorAll('[part="recent"] .turn:not(.concern) .line, [part="recent"] .more')) {
        const text = node.textContent!.trim();
        if (node.classList.contains('more')) {
          marked += Number(/\d+/.exec(text)![0]);
          continue;
        }
        const next = at < 0 ? log.lastIndexOf(text) : log.indexOf(text, at + 1);
        expect(next, `"${text}" is in the log after the line before it`).to.be.greaterThan(at);
        if (at >= 0) {
          const between = log.slice(at + 1, next).filter((line) => !first.includes(line));
          if (marked) expect(marked, `the count between "${log[at]}" and "${text}"`).to.equal(between.length);
          else
            expect(
              between.filter((line) => !step.test(line)),
              `nothing but steps between "${log[at]}" and "${text}"`,
            ).to.deep.equal([]);
          checked++;
        }
        at = next;
        marked = 0;
      }
      // The person's move: the rules' first legal one (a roll, a placement, a reward, the turn's end).
      el.actor!.send(wikingerschafe.legalMoves(el.snapshot!)[0]);
      await settle(el);
    }
    expect(checked, 'pairs of sentences checked').to.be.greaterThan(5);
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
    expect(recent.linesFor(0).more, 'her own move left out, not counted: she made it').to.equal(0);
    expect(texts(1), "Leif: the bot's turn").to.deep.equal(['Björn rolled.']);
    recent.record(say('red', 'Freya ended the turn.'), 0, false);
    expect(texts(1)).to.deep.equal(['Björn rolled.', 'Freya ended the turn.']);
    // Her own move alone: shown, until another turn follows.
    expect(texts(0)).to.deep.equal(['Freya ended the turn.']);
    expect(recent.linesFor(0).more).to.equal(0);
  });

  it('a game that keeps a person’s own turn (Valley): their whole latest turn stays first after the computer’s, the others after it (issue 26)', () => {
    const recent = new RecentMoves({ requestUpdate: () => undefined } as never, () => true);
    const say = (colour: string, ...texts: string[]) => texts.map((text) => ({ text, colour }));
    const texts = (seat: number) => recent.linesFor(seat).lines.map((l) => l.text);
    recent.record(say('grey', 'Ivar bowled.', 'Tjarne moves to space 5.'), undefined, false);
    // Freya's turn: her bowl (two Vikings' lines, two colours) and then her choice of the Viking to move.
    recent.record(say('red', 'Freya bowled: Finn’s barrel fell!'), 0, false);
    recent.record(say('blue', 'Finn fell into the water; Magnus +4 from the hoard.'), 0, false);
    expect(texts(0), 'her turn so far, bowl and move, the turn before hers gone').to.deep.equal([
      'Freya bowled: Finn’s barrel fell!',
      'Finn fell into the water; Magnus +4 from the hoard.',
    ]);
    recent.record(say('green', 'Ivar bowled again.'), undefined, false);
    recent.record(say('grey', 'Inga moves to space 3.'), undefined, false);
    const shown = recent.linesFor(0);
    expect(
      shown.lines.map((l) => l.text),
      'her turn kept, before the computer’s',
    ).to.deep.equal([
      'Freya bowled: Finn’s barrel fell!',
      'Finn fell into the water; Magnus +4 from the hoard.',
      'Ivar bowled again.',
      'Inga moves to space 3.',
    ]);
    expect(shown.more).to.equal(0);
    // Long turns of the computer: hers stays, cut to what it did last, theirs fitted in the rest with a count in its place.
    for (let i = 0; i < 6; i++)
      recent.record(say(i % 2 ? 'green' : 'grey', `Ivar moved the ${i}th time, a long sentence to fill the summary.`), undefined, false);
    const long = recent.linesFor(0);
    expect(
      long.lines.slice(0, 2).map((l) => l.text),
      'hers first, whole while it fits half the room',
    ).to.deep.equal(['Freya bowled: Finn’s barrel fell!', 'Finn fell into the water; Magnus +4 from the hoard.']);
    expect(long.lines.at(-1)!.text).to.match(/5th time/);
    expect(long.turns[2].before, 'the computer’s lines left out, counted where they were (after hers)').to.equal(7);
    expect(long.more, 'nothing left out before hers').to.equal(0);
    // Without the game's wish, her own turn goes once another follows (the rules games: she chose it).
    const plain = new RecentMoves({ requestUpdate: () => undefined } as never);
    plain.record(say('red', 'Freya bowled: Finn’s barrel fell!'), 0, false);
    plain.record(say('green', 'Ivar bowled again.'), undefined, false);
    expect(plain.linesFor(0).lines.map((l) => l.text)).to.deep.equal(['Ivar bowled again.']);
  });

  it("two bots' long turns: each shows what it did, in the log's order; what is left out is counted in its place, never joined over", () => {
    const recent = new RecentMoves({ requestUpdate: () => undefined } as never);
    const say = (colour: string, ...texts: string[]) => texts.map((text) => ({ text, colour }));
    // As Wikingerschafe's board says them: a roll and the turn's end are steps on the way.
    const step = (colour: string, text: string) => [{ text, colour, minor: true }];
    recent.record(say('red', 'Freya ended the turn.'), 0, false);
    // Each bot's turn as several moves, as Wikingerschafe's: a roll, a placement, a reward, the turn's end.
    for (const [colour, who] of [
      ['blue', 'Leif'],
      ['green', 'Sigrun'],
    ]) {
      recent.record(step(colour, `${who} rolled 2, 1, 1, 6 and kept the die showing 6.`), undefined, false);
      recent.record(say(colour, `${who} placed 2 dice on Location 5 (one 6 as reinforcement).`), undefined, false);
      recent.record(say(colour, `${who} sent one of Freya's dice from Location 5 to Wollhalla.`), undefined, false);
      recent.record(step(colour, `${who} ended the turn.`), undefined, false);
    }
    const shown = recent.linesFor(0);
    const sigrun = shown.turns.at(-1)!;
    expect(
      sigrun.lines.map((l) => l.text),
      "her placement and its reward (her turn's end, a step, left out for room)",
    ).to.deep.equal(['Sigrun placed 2 dice on Location 5 (one 6 as reinforcement).', "Sigrun sent one of Freya's dice from Location 5 to Wollhalla."]);
    // Leif's turn: as much as fits of what it did, from its placement on, and each line left out counted.
    expect(shown.more, "Leif's turn: too long to show beside hers, counted").to.equal(5);
    for (const turn of shown.turns) expect(turn.lines[0].text, 'a turn starts with its placement, never with its reward').to.not.match(/sent one/);
    expect(charsOf(shown)).to.be.at.most(RECENT_CHARS);
    // Many long turns: the oldest go, and the count says how many lines.
    for (let i = 0; i < 8; i++)
      recent.record(say(i % 2 ? 'blue' : 'green', `Björn moved the ${i}th time, a long sentence to fill the summary quickly.`), undefined, false);
    const long = recent.linesFor(0);
    expect(long.more).to.be.greaterThan(0);
    expect(long.more + long.turns.reduce((n, turn) => n + turn.before + turn.after + turn.lines.length, 0)).to.equal(16);
    expect(long.lines.at(-1)!.text).to.match(/7th time/);
    expect(charsOf(long)).to.be.at.most(RECENT_CHARS);
  });

  it('what concerned the person stands first, since their last move (their own move too), until they act again; the rest is counted (issue 26 follow-up)', () => {
    const recent = new RecentMoves({ requestUpdate: () => undefined } as never);
    const say = (colour: string, ...texts: string[]) => texts.map((text) => ({ text, colour }));
    const everyone = [0, 1, 2];
    // Freya lays the last face-down bid: the reveal comes with her move, and concerns everyone.
    recent.record(
      [...say('red', 'Freya puts cards face down.'), { text: 'The bids are revealed. Freya draws a pirate tile: −2.', concerns: everyone }],
      0,
      false,
    );
    // The computers play on: six moves of long sentences, one of them sending a die of Freya's to Wollhalla.
    for (let i = 0; i < 6; i++) {
      recent.record(say('blue', `Leif moved the ${i}th time, a long sentence to fill the summary quickly.`), undefined, false);
      if (i === 2) recent.record([{ text: 'Leif sent a die of Freya from Location 3 to Wollhalla.', colour: 'blue', concerns: [0] }], undefined, false);
    }
    const shown = recent.linesFor(0);
    expect(
      shown.concerning.map((l) => l.text),
      'first, oldest first',
    ).to.deep.equal(['The bids are revealed. Freya draws a pirate tile: −2.', 'Leif sent a die of Freya from Location 3 to Wollhalla.']);
    expect(shown.lines.slice(0, 2), 'the lines shown begin with them').to.deep.equal(shown.concerning);
    // Within the room of four lines; every other line since her move (not her own) shown or counted.
    expect(charsOf(shown)).to.be.at.most(RECENT_CHARS);
    expect(shown.more + shown.turns.reduce((n, turn) => n + turn.before + turn.lines.length + turn.after, 0), 'the six moves, shown or counted').to.equal(6);
    // Leif: the Wollhalla line is not about him (he made it); the reveal is.
    expect(recent.linesFor(1).concerning.map((l) => l.text)).to.deep.equal(['The bids are revealed. Freya draws a pirate tile: −2.']);
    // Freya acts again: nothing concerns her any more.
    recent.record(say('red', 'Freya rolls.'), 0, false);
    expect(recent.linesFor(0).concerning).to.deep.equal([]);
  });

  it("the guided game's step 10 (issue 26): the shield shows with the placement it came from, and the five lines between are counted, not joined over", () => {
    const recent = new RecentMoves({ requestUpdate: () => undefined } as never);
    const leif = (text: string, minor = false) => [{ text, colour: 'blue', minor }];
    recent.record([{ text: 'Freya ended the turn.', colour: 'red', minor: true }], 0, false);
    recent.record(leif('Leif rolled 6, 6 and kept the dice showing 6, 6.', true), undefined, false);
    recent.record(leif('Leif placed 2 dice on Location 1 (one 6 as reinforcement).'), undefined, false);
    recent.record(leif('Leif looted 1 Coin.'), undefined, false);
    recent.record(leif('Leif ended the turn.', true), undefined, false);
    recent.record(leif('Leif rolled 3 and kept the die showing 3.', true), undefined, false);
    recent.record(leif('Leif placed 1 die on Location 2.'), undefined, false);
    recent.record(leif('Leif unlocked a shield.'), undefined, false);
    recent.record(
      [...leif('Leif ended the turn.', true), { text: 'Round 1 scored: Freya +6 influence, Leif +9 influence, Björn Blökson +4 influence.' }],
      undefined,
      false,
    );
    const shown = recent.linesFor(0);
    // The round's scoring came with Leif's last move: one turn.
    const [turn] = shown.turns;
    expect(turn.lines.map((l) => l.text)).to.deep.equal([
      'Leif placed 1 die on Location 2.',
      'Leif unlocked a shield.',
      'Round 1 scored: Freya +6 influence, Leif +9 influence, Björn Blökson +4 influence.',
    ]);
    expect(turn.before + shown.more, 'the lines before, counted').to.equal(5);
  });

  it('a game that sums its turns up (Wilde Wikinger): one line per turn since the person’s move, the turns that concerned them first, each whole (issue 26)', () => {
    const recent = new RecentMoves({ requestUpdate: () => undefined } as never);
    /** Lines of turn `turn`, each with what the turn came to so far (as the game says it after the move). */
    const said = (turn: string, colour: string, summary: string, ...texts: (string | { text: string; concerns: number[] })[]) =>
      texts.map((text) => ({ ...(typeof text === 'string' ? { text } : text), colour, turn, summary: { text: summary, colour } }));
    const shown = (seat: number) => recent.linesFor(seat).turns.map((turn) => `${turn.concern ? '!' : ''}${turn.lines.map((l) => l.text).join(' ')}`);
    // Freya's own turn: she rolled; it was hers alone.
    recent.record(said('1', 'red', 'Freya: a white jewel onto the red ship.', 'Freya rolls.', 'A white jewel goes onto the red ship.'), 0, false);
    expect(shown(0), 'her own turn, until another follows').to.deep.equal(['Freya: a white jewel onto the red ship.']);
    // Leif's turn: his roll (the draws of every seat in their colours are his turn too), then the auction Freya bids in.
    recent.record(
      [
        ...said('2', 'blue', 'Leif: everyone draws 2 cards; the red ship reaches the village.', 'Leif rolls.'),
        ...said('2', 'red', 'Leif: everyone draws 2 cards; the red ship reaches the village.', 'Freya draws 2 cards.'),
      ],
      undefined,
      false,
    );
    expect(shown(0), 'his turn so far in one line; hers gone').to.deep.equal(['Leif: everyone draws 2 cards; the red ship reaches the village.']);
    recent.record(said('2', 'red', 'Leif: everyone draws 2 cards; the red ship reaches the village.', 'Freya passes.'), 0, false);
    recent.record(
      said('2', 'blue', 'Leif: everyone draws 2 cards; Leif wins the red ship with 3: 1 white.', 'Leif bids 3.', {
        text: 'Leif wins the red ship with 3.',
        concerns: [0, 1, 2],
      }),
      undefined,
      false,
    );
    // Sigrun's turn, and Björn's under way.
    recent.record(
      said(
        '3',
        'green',
        'Sigrun: a green jewel onto the blue ship; the blue ship sails on.',
        'Sigrun rolls.',
        'A green jewel goes onto the blue ship.',
        'The blue ship sails on.',
      ),
      undefined,
      false,
    );
    recent.record(said('4', 'grey', 'Björn: rolled grey chest + red ship.', 'Björn rolls.'), undefined, false);
    expect(shown(0), 'the auction’s turn first (it concerned her), whole, then the others in their order, the newest last').to.deep.equal([
      '!Leif: everyone draws 2 cards; Leif wins the red ship with 3: 1 white.',
      'Sigrun: a green jewel onto the blue ship; the blue ship sails on.',
      'Björn: rolled grey chest + red ship.',
    ]);
    const mine = recent.linesFor(0);
    expect(mine.concerning, 'no line torn out of its turn').to.deep.equal([]);
    expect(
      mine.turns.map((turn) => turn.colour),
      'each in the colour of the player whose turn it is',
    ).to.deep.equal(['blue', 'green', 'grey']);
    expect(mine.turns.every((turn) => turn.summary && !turn.before && !turn.after)).to.equal(true);
    // Many long turns: the oldest that did not concern her go, counted in their place; what concerned her stays.
    for (let i = 5; i < 12; i++)
      recent.record(
        said(String(i), 'green', `Sigrun: turn ${i}, a long summary of what the turn came to, jewels and ships.`, 'Sigrun rolls.', 'More.'),
        undefined,
        false,
      );
    const long = recent.linesFor(0);
    expect(long.turns[0].lines[0].text).to.match(/^Leif: .*wins the red ship/);
    expect(long.turns.at(-1)!.lines[0].text).to.match(/turn 11,/);
    expect(long.turns[1].before, 'the lines of the turns left out, before the first of the others').to.be.greaterThan(0);
    const chars = long.lines.reduce((n, line) => n + line.text.length, 0) + 20;
    expect(chars).to.be.at.most(SUMMARY_CHARS);
  });
});

/** The characters a summary takes, as the board shows it: its sentences and a mark per count ("… 3 more in the log"). */
function charsOf(recent: Recent): number {
  const marks = Number(recent.more > 0) + recent.turns.reduce((n, turn) => n + Number(turn.before > 0) + Number(turn.after > 0), 0);
  return recent.lines.reduce((n, line) => n + line.text.length, 0) + marks * 20;
}
