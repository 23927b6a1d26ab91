import { expect } from '@esm-bundle/chai';
import { checkRedaction, otherRng } from '../kit/redact.test-helpers.js';
import { vikingSeesaw } from './index.js';

describe('Online: redact', () => {
  it('sends no seat the generator state nor the seed (the weights are never in the state)', function () {
    this.timeout(60_000);
    const { checked, changed } = checkRedaction(vikingSeesaw, (snapshot, _seat, rng) => ({ ...snapshot.context, rng: otherRng(rng), seed: rng.next() >>> 0 }), {
      numRuns: 1,
      maxMoves: 12,
      // Random bots: a heuristic's look-ahead runs the physics many times a move.
      bots: ['random'],
    });
    expect(checked).to.be.greaterThan(20);
    expect(changed).to.equal(checked);
  });
});
