import { expect } from '@esm-bundle/chai';
import { createActor } from 'xstate';
import { checkTutorial } from '../kit/tutorial-check.js';
import { positionedStart } from '../kit/tutorial.js';
import { vikingValley } from './index.js';
import { tutorialPosition } from './viking-valley.tutorial.js';
import { phaseOf } from './viking-valley.view.js';

describe('Tutorial', function () {
  this.timeout(120_000);

  it('starts near the end, from a position the rules can reach: Tjarne to bowl, three coins left in the hoard', async () => {
    const tutorial = await vikingValley.loadTutorial!();
    expect(tutorial.position).to.equal(tutorialPosition);
    const input = vikingValley.createInput(tutorial.table);
    const snapshot = createActor(vikingValley.machine, {
      input,
      snapshot: positionedStart(vikingValley.machine, input, tutorialPosition) as never,
    }).getSnapshot();
    expect(vikingValley.invariants(snapshot)).to.deep.equal([]);
    expect(phaseOf(snapshot)).to.equal('bowling');
    expect(snapshot.context.current).to.equal(1);
    expect(snapshot.context.hoard).to.equal(3);
  });

  it('plays its script to the end of the game whatever the reader bowls: misses, one barrel or several, in any order (RULES.md "End of the Game")', async () => {
    const tutorial = await vikingValley.loadTutorial!();
    const fell = new Set<number>();
    const splashed = new Set<string>();
    for (let n = 0; n < 40; n++) {
      // The n-th run tries the grid's bowls from its own start, a different one after each miss (weak bowls miss).
      const { snapshot, problems } = checkTutorial(vikingValley, tutorial, { pick: (moves, again) => moves[(n * 7 + again * 13) % moves.length] });
      expect(problems, `run ${n}`).to.deep.equal([]);
      expect(vikingValley.invariants(snapshot), `run ${n}`).to.deep.equal([]);
      const ctx = snapshot.context;
      fell.add(ctx.outcomes.barrelsFallen - 2);
      // One Viking fell into the water, the payout emptied the hoard: the game is over, Finn's ship the richest.
      expect(ctx.outcomes.waterFalls, `run ${n}`).to.equal(1);
      splashed.add(Object.entries(ctx.dock).find(([, space]) => space === null)![0]);
      expect(phaseOf(snapshot), `run ${n}`).to.equal('over');
      expect(vikingValley.isOver(snapshot), `run ${n}`).to.equal(true);
      expect(ctx.winners, `run ${n}`).to.deep.equal([0]);
    }
    // The runs met a bowl of one barrel and one of several (the reader's choice of order), and different Vikings in the water.
    expect(fell.has(1)).to.equal(true);
    expect([...fell].some((n) => n > 1)).to.equal(true);
    expect(splashed.size).to.be.greaterThan(1);
  });
});
