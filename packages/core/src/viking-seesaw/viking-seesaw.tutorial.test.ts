import { expect } from '@esm-bundle/chai';
import { createActor } from 'xstate';
import { checkTutorial } from '../kit/tutorial-check.js';
import { positionedStart } from '../kit/tutorial.js';
import { vikingSeesaw } from './index.js';
import { storageCount } from './viking-seesaw.rules.js';
import type { PlaceEvent } from './viking-seesaw.rules.js';

describe('Tutorial', function () {
  // Real physics for every placement, over every spot the grid offers the reader.
  this.timeout(120_000);

  it('starts late in a game from a position the rules can reach: one chest left in the cabin', async () => {
    const tutorial = await vikingSeesaw.loadTutorial!();
    const input = vikingSeesaw.createInput(tutorial.table);
    const snapshot = createActor(vikingSeesaw.machine, {
      input,
      snapshot: positionedStart(vikingSeesaw.machine, input, tutorial.position!) as never,
    }).getSnapshot();
    expect(vikingSeesaw.invariants(snapshot)).to.deep.equal([]);
    expect(snapshot.context.ship.cabin).to.deep.equal([1, 0]);
    expect(snapshot.context.current).to.equal(0);
  });

  it('plays its script through the machine wherever the reader sets each piece (every spot and turn of the grid)', async () => {
    const tutorial = await vikingSeesaw.loadTutorial!();
    // Each run sets the silver and the gold cube on the n-th spot the grid offers them (turns included).
    for (let n = 0; n < 24; n++) {
      const { snapshot, problems } = checkTutorial(vikingSeesaw, tutorial, { pick: (moves) => moves[(n * 5) % moves.length] });
      expect(problems, `run ${n}`).to.deep.equal([]);
      expect(vikingSeesaw.invariants(snapshot), `run ${n}`).to.deep.equal([]);
      const ctx = snapshot.context;
      // Silver held, the bot's Viking held (or was put back from the cabin), the gold tipped the ship (while set down, or while what it pushed into the cabin was put back): the cabin's
      // last chest to the reader, which ends the game; the reader holds the fewer pieces and wins.
      expect(ctx.lastPlacement?.tilted, `run ${n}`).to.equal(true);
      expect(ctx.outcomes.penalties, `run ${n}`).to.equal(1);
      expect(ctx.storage[0].chest, `run ${n}`).to.equal(2);
      expect(ctx.storage[1].chest, `run ${n}`).to.equal(4);
      expect(storageCount(ctx.storage[1]), `run ${n}`).to.equal(19);
      expect(snapshot.status, `run ${n}`).to.equal('done');
      expect(ctx.endReason, `run ${n}`).to.equal('lastChest');
      expect(ctx.winners, `run ${n}`).to.deep.equal([0]);
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
