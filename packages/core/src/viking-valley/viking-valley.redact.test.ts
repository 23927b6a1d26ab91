import { expect } from '@esm-bundle/chai';
import { checkRedaction, otherRng } from '../kit/redact.test-helpers.js';
import { vikingValley } from './index.js';

describe('Online: redact', () => {
  it('sends no seat the generator state (nothing else is hidden)', function () {
    this.timeout(60_000);
    const { checked, changed } = checkRedaction(vikingValley, (snapshot, _seat, rng) => ({ ...snapshot.context, rng: otherRng(rng) }), { numRuns: 1 });
    expect(checked).to.be.greaterThan(20);
    expect(changed).to.equal(checked);
  });
});
