import { expect, fixture, html } from '@open-wc/testing';
import { phaseOf, wikingerschafe } from '@viking-games/core/wikingerschafe';
// The board's module alone, as the script-tag file holds it: nothing here imports the scoring element (index.ts
// would), so the board must import it itself. Each test file runs in a page of its own.
import './wikingerschafe-board.js';
import { buttonByText, root, settle, until } from '../shared/test-helpers.js';
import type { WikingerschafeBoard } from './wikingerschafe-board.js';

describe('<wikingerschafe-board> loads its scoring element when it is needed', () => {
  it('loads the scoring after the first move (not at the first render), and a round scoring shows it', async function () {
    this.timeout(30000);
    const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="7"></wikingerschafe-board>`);
    await settle(el);
    expect(!!customElements.get('wikingerschafe-scoring'), 'defined before any move').to.equal(false);

    // The first move, a re-roll of every die, through the board's own buttons.
    buttonByText(el, /^Choose all/)!.click();
    await settle(el);
    buttonByText(el, /^Roll chosen dice/)!.click();
    await until(() => !!customElements.get('wikingerschafe-scoring'));

    for (let i = 0; i < 3000 && phaseOf(el.snapshot!) !== 'roundScoring'; i++) {
      const moves = wikingerschafe.legalMoves(el.snapshot!);
      el.actor!.send(moves.find((m) => m.type !== 'player.roll') ?? moves[0]);
    }
    expect(phaseOf(el.snapshot!)).to.equal('roundScoring');
    await settle(el);
    const scoring = root(el).querySelector('wikingerschafe-scoring')!;
    await until(() => !!scoring.shadowRoot?.querySelector('.score-card'));
    expect(scoring.shadowRoot!.querySelectorAll('.score-card'), 'a card per Wikinger (Björn Blökson too)').to.have.length(el.snapshot!.context.wikinger.length);
    // The stand-in "Continue" inside it (shown while the element is not defined) is not shown now.
    expect(scoring.querySelector('button')!.checkVisibility(), 'the stand-in button').to.equal(false);
    expect(scoring.shadowRoot!.querySelector('[data-primary]')!.checkVisibility(), "the scoring's own Continue").to.equal(true);
  });
});
