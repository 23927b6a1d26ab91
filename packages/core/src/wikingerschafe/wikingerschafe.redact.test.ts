import { expect } from '@esm-bundle/chai';
import { checkRedaction, otherRng } from '../kit/redact.test-helpers.js';
import { wikingerschafe } from './index.js';

describe('Online: redact', () => {
  it('sends no seat the generator state (nothing else is hidden)', () => {
    const { checked, changed } = checkRedaction(wikingerschafe, (snapshot, _seat, rng) => ({ ...snapshot.context, rng: otherRng(rng) }), { numRuns: 3 });
    expect(checked).to.be.greaterThan(100);
    expect(changed).to.equal(checked);
  });
});
