import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ContextProvider } from '@lit/context';
import { createActor } from 'xstate';
import { phaseOf, wikingerschafe, type LogEntry, type WikingerschafeMove, type WikingerschafeSnapshot } from '@viking-games/core/wikingerschafe';
import { gameContext, type GameContextValue } from '../shared/game-context.js';
import { root, settle } from '../shared/test-helpers.js';
import type { WikingerschafeScoring } from './wikingerschafe-scoring.js';
import './wikingerschafe-scoring.js';

type Move = { type: string };
const NAMES = ['Freya', 'Leif', 'Björn Blökson'];

/** A 2-player game (Björn Blökson joins) from seed 42, played by real moves (every turn places at once) until `phase`. */
function playUntil(phase: string): WikingerschafeSnapshot {
  const human = { kind: 'human' } as const;
  const actor = createActor(wikingerschafe.machine, { input: wikingerschafe.createInput({ players: 2, seats: [human, human], seed: 42 }) }).start();
  for (let i = 0; i < 3000 && phaseOf(actor.getSnapshot()) !== phase; i++) {
    const moves = wikingerschafe.legalMoves(actor.getSnapshot()) as Move[];
    actor.send((moves.find((m) => m.type !== 'player.roll') ?? moves[0]) as never);
  }
  expect(phaseOf(actor.getSnapshot())).to.equal(phase);
  return actor.getSnapshot();
}

/** A scoring element under a context provider (as the board provides it); counts its `scoring-continue` events. */
async function scoring(snapshot: WikingerschafeSnapshot, final = false) {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  const value: GameContextValue<WikingerschafeSnapshot, WikingerschafeMove> = {
    actor: undefined,
    snapshot,
    locale: 'en',
    interactive: true,
    send: () => false,
  };
  new ContextProvider(host, { context: gameContext, initialValue: value as GameContextValue });
  const el: WikingerschafeScoring = document.createElement('wikingerschafe-scoring');
  el.names = NAMES;
  el.final = final;
  let continued = 0;
  el.addEventListener('scoring-continue', () => continued++);
  host.append(el);
  await settle(el);
  return { el, continued: () => continued };
}

describe('<wikingerschafe-scoring>', () => {
  it('shows the round scoring just done: a card per Wikinger with the influence won on each Location', async () => {
    const snapshot = playUntil('roundScoring');
    const entry = snapshot.context.log.findLast((e) => e.kind === 'roundScoring') as Extract<LogEntry, { kind: 'roundScoring' }>;
    const { el } = await scoring(snapshot);
    expect(root(el).querySelector('[part="action"] #act')!.textContent).to.equal('Round 1 scoring');
    const cards = [...root(el).querySelectorAll<HTMLElement>('.score-card')];
    expect(cards.map((c) => c.getAttribute('aria-label'))).to.deep.equal(NAMES);
    cards.forEach((card, who) => {
      const won = entry.influence.reduce((sum, row) => sum + (row[who] ?? 0), 0);
      expect(card.querySelector('.score-sum')!.textContent!.trim(), NAMES[who]).to.match(new RegExp(`^${won ? `\\+${won}` : '0'}\\b`));
      expect(card.querySelectorAll('.score-cell')).to.have.length(5);
      // A card's head is a row (name, sum), not the boxed tie line (a stray selector once gave it that box).
      const head = getComputedStyle(card.querySelector('.score-head')!);
      expect([head.display, head.borderInlineStartWidth], NAMES[who]).to.deep.equal(['flex', '0px']);
    });
    await expect(el).to.be.accessible();
  });

  it('asks to continue on click and by keyboard (Enter, Space)', async () => {
    const { el, continued } = await scoring(playUntil('roundScoring'));
    const button = root(el).querySelector<HTMLButtonElement>('button[data-primary]')!;
    expect(button.disabled).to.equal(false);
    button.click();
    expect(continued()).to.equal(1);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    expect(continued()).to.equal(3);
  });

  it('shows the final scoring best first, each total the sum of its parts', async () => {
    const snapshot = playUntil('gameOver');
    const { el } = await scoring(snapshot, true);
    expect(root(el).querySelector('[part="action"]'), 'no panel of its own').to.equal(null);
    const lines = wikingerschafe
      .scores(snapshot)
      .lines.slice()
      .sort((a, b) => a.rank - b.rank);
    const cards = [...root(el).querySelectorAll('.final-card')];
    expect(cards).to.have.length(lines.length);
    cards.forEach((card, k) => {
      const parts = [...card.querySelectorAll('.part dd')].map((d) => Number(d.textContent!.replace('+', '')));
      expect(parts.reduce((a, b) => a + b, 0)).to.equal(lines[k].total);
      expect(card.querySelector('.final-total')!.textContent!.replace(/\s+/g, ' ')).to.equal(`${lines[k].total} glory`);
    });
    expect(root(el).querySelector('.jarl')!.textContent).to.match(/of the herd/);
    await expect(el).to.be.accessible();
  });

  it('says under the headline when the tie-break (fewer Mead and Coins) decided the Jarl, or that a tie stayed and is shared (RULES "Final Scoring")', async () => {
    const over = playUntil('gameOver');
    const withGoods = (goods: readonly { glory: number; mead: number; coins: number }[]) =>
      wikingerschafe.machine.resolveState({
        value: over.value,
        context: { ...over.context, wikinger: over.context.wikinger.map((w, i) => ({ ...w, ...goods[i], shields: ['board', 'board'] as const })) },
      }) as WikingerschafeSnapshot;
    // Freya and Leif on 30 glory; Leif holds 1 Mead and Coin against Freya's 3: Leif is Jarl.
    const broken = await scoring(
      withGoods([
        { glory: 30, mead: 2, coins: 1 },
        { glory: 30, mead: 1, coins: 0 },
        { glory: 12, mead: 0, coins: 0 },
      ]),
      true,
    );
    expect(root(broken.el).querySelector('.jarl')!.textContent).to.equal('Leif is the new Jarl of the herd. Määäh!');
    const why = root(broken.el).querySelector('.jarl + .tie-decided');
    expect(why, 'right under the headline').to.not.equal(null);
    expect(why!.textContent).to.equal('Tied with Freya on 30 glory: Leif holds fewer Mead and Coins (1 against 3), and the fewer wins the tie.');
    // The boxed line every board shares (winnerStyles' .tie-decided), its bar in Mead's colour here.
    broken.el.style.setProperty('--vg-mead', 'rgb(1, 2, 3)');
    const bar = getComputedStyle(why!);
    expect([bar.borderInlineStartWidth, bar.borderInlineStartColor]).to.deep.equal(['4px', 'rgb(1, 2, 3)']);
    const shared = await scoring(
      withGoods([
        { glory: 30, mead: 1, coins: 0 },
        { glory: 30, mead: 0, coins: 1 },
        { glory: 12, mead: 0, coins: 0 },
      ]),
      true,
    );
    expect(root(shared.el).querySelector('.jarl + .tie-decided')!.textContent).to.match(/^Tied on 30 glory and on Mead and Coins left \(1 each\)/);
    const clear = await scoring(
      withGoods([
        { glory: 31, mead: 1, coins: 0 },
        { glory: 30, mead: 0, coins: 1 },
        { glory: 12, mead: 0, coins: 0 },
      ]),
      true,
    );
    expect(root(clear.el).querySelector('.tie-decided'), 'the most glory alone decided').to.equal(null);
  });

  it('says how ties were scored: removed at a round scoring, shared with the next one a place down at an influence scoring (RULINGS 3)', async () => {
    const round = await scoring(playUntil('roundScoring'));
    expect(root(round.el).querySelector('.ties')!.textContent).to.match(/are removed there/);
    const scored = playUntil('influenceScoring');
    // Freya and Leif tie for most at Location 2, Björn is next: 5 each and 1 for him, not 3.
    const wikinger = scored.context.wikinger.map((w, i) => ({ ...w, influence: w.influence.map((v, k) => (k === 1 ? [7, 7, 3][i] : v)) }));
    const tied = wikingerschafe.machine.resolveState({ value: scored.value, context: { ...scored.context, wikinger } });
    const { el } = await scoring(tied);
    expect(root(el).querySelector('.ties')!.textContent).to.match(/the next 1, not 3/);
    const lines = [...root(el).querySelectorAll('.tie-line')].map((p) => p.textContent);
    expect(lines).to.include('Location 2: Freya and Leif tied with 7 influence, 5 glory each; the next got 1.');
  });
});
