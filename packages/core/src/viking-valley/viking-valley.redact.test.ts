import { expect } from '@esm-bundle/chai';
import { checkRedaction, otherRng } from '../kit/redact.test-helpers.js';
import { vikingValley } from './index.js';

describe('Online: redact', () => {
  it('sends no seat the generator state (nothing else is hidden)', function () {
    this.timeout(60_000);
    const { checked, changed } = checkRedaction(vikingValley, (snapshot, _seat, rng) => ({ ...snapshot.context, rng: otherRng(rng) }), {
      numRuns: 2,
      maxMoves: 25,
      // Random bots: a heuristic's look-ahead runs the physics many times a move.
      bots: ['random'],
    });
    expect(checked).to.be.greaterThan(40);
    expect(changed).to.equal(checked);
  });
});
