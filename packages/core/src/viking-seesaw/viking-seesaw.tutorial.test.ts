import { expect } from '@esm-bundle/chai';
import { checkTutorial } from '../kit/tutorial.js';
import { vikingSeesaw } from './index.js';
import { storageCount } from './viking-seesaw.rules.js';
import type { PlaceEvent } from './viking-seesaw.rules.js';

describe('Tutorial', function () {
  // Real physics for every placement, over every spot the grid offers the reader.
  this.timeout(120_000);

  it('plays its script through the machine wherever the reader sets each piece (every spot and turn of the grid)', async () => {
    const tutorial = await vikingSeesaw.loadTutorial!();
    // Each run sets the silver and the gold cube on the n-th spot the grid offers them (turns included).
    for (let n = 0; n < 24; n++) {
      const { snapshot, problems } = checkTutorial(vikingSeesaw, tutorial, { pick: (moves) => moves[(n * 5) % moves.length] });
      expect(problems, `run ${n}`).to.deep.equal([]);
      expect(vikingSeesaw.invariants(snapshot), `run ${n}`).to.deep.equal([]);
      const ctx = snapshot.context;
      // Silver held, the bot's Viking held (or was put back from the cabin), the gold tipped the ship: one chest.
      expect(ctx.outcomes.tilted, `run ${n}`).to.equal(1);
      expect(ctx.outcomes.penalties, `run ${n}`).to.equal(1);
      expect(ctx.storage[0].chest, `run ${n}`).to.equal(1);
      expect(ctx.storage[1].chest, `run ${n}`).to.equal(0);
      expect(storageCount(ctx.storage[1]), `run ${n}`).to.equal(15);
    }
  });

  it('the gold tips the ship at every spot of the grid after any silver (RULES.md "Ship\'s Tilt Changes")', async () => {
    const tutorial = await vikingSeesaw.loadTutorial!();
    const tipped = new Set<boolean>();
    for (let n = 0; n < 8; n++) {
      let gold = 0;
      const { snapshot } = checkTutorial(vikingSeesaw, tutorial, {
        pick: (moves: readonly PlaceEvent[]) => (moves[0].piece === 'gold' ? moves[(gold++ * 7 + n * 3) % moves.length] : moves[(n * 11) % moves.length]),
      });
      tipped.add(snapshot.context.lastPlacement!.tilted);
    }
    expect([...tipped]).to.deep.equal([true]);
  });
});
