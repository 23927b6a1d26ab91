import { expect } from '@esm-bundle/chai';
import { checkTutorial } from '../kit/tutorial.js';
import { vikingValley } from './index.js';
import { createContext } from './viking-valley.rules.js';
import { TUTORIAL_START_HOLES } from './viking-valley.tutorial.js';
import { phaseOf } from './viking-valley.view.js';

describe('Tutorial', function () {
  this.timeout(120_000);

  it('starts on the barrels its rule puts back (seed 5), with the reader to bowl', async () => {
    const tutorial = await vikingValley.loadTutorial!();
    const context = createContext(vikingValley.createInput(tutorial.table));
    expect(context.barrels).to.deep.equal(TUTORIAL_START_HOLES);
    expect(context.current).to.equal(0);
  });

  it('plays its script through the machine whatever the reader bowls: misses, one barrel or several, in any order', async () => {
    const tutorial = await vikingValley.loadTutorial!();
    const fell = new Set<number>();
    for (let n = 0; n < 40; n++) {
      // The n-th run tries the grid's bowls from its own start, a different one after each miss (weak bowls miss).
      const { snapshot, problems } = checkTutorial(vikingValley, tutorial, { pick: (moves, again) => moves[(n * 7 + again * 13) % moves.length] });
      expect(problems, `run ${n}`).to.deep.equal([]);
      expect(vikingValley.invariants(snapshot), `run ${n}`).to.deep.equal([]);
      const ctx = snapshot.context;
      fell.add(ctx.outcomes.barrelsFallen - 2);
      // Tjarne's bowl knocked over Finn's barrel and his own; the reader put them back and bowls next.
      expect(phaseOf(snapshot), `run ${n}`).to.equal('bowling');
      expect(ctx.current, `run ${n}`).to.equal(0);
      expect(ctx.dock.finn, `run ${n}`).to.not.equal(null);
      expect(ctx.dock.tjarne, `run ${n}`).to.not.equal(null);
    }
    // The runs met a bowl of one barrel and one of several (the reader's choice of order).
    expect(fell.has(1)).to.equal(true);
    expect([...fell].some((n) => n > 1)).to.equal(true);
  });
});
