import { expect } from '@esm-bundle/chai';
import { canonicalJson, goldenMismatch, hash53 } from './golden.test-helpers.js';

describe('Golden replay hashes', () => {
  it('canonical JSON sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).to.equal('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).to.equal(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson([1, 2])).to.not.equal(canonicalJson([2, 1]));
  });

  it('hash53 gives 14 hex digits, the same for the same text and different for a one-character change', () => {
    expect(hash53('wilde-wikinger')).to.match(/^[0-9a-f]{14}$/);
    expect(hash53('wilde-wikinger')).to.equal(hash53('wilde-wikinger'));
    expect(hash53('wilde-wikinger')).to.not.equal(hash53('wilde-wikingeR'));
    // Pinned: the golden fixtures were written with this function; a change to it would rewrite every recorded hash.
    expect(hash53('')).to.equal('0bdcb81aee8d83');
  });

  it("goldenMismatch: changed hashes under the fixture's own version ask for a snapshotVersion bump; under a newer one, a rewrite", () => {
    const game = { id: 'wikingerschafe', snapshotVersion: 2 };
    const recorded = { resultHash: 'a', snapshotHash: 'b' };
    expect(goldenMismatch(game, { version: 2 }, recorded, { resultHash: 'a', snapshotHash: 'b' })).to.equal(undefined);
    expect(goldenMismatch(game, { version: 2 }, recorded, { resultHash: 'x', snapshotHash: 'b' })).to.match(
      /^the result .* changed: a change that alters these must bump wikingerschafe's snapshotVersion/,
    );
    expect(goldenMismatch(game, { version: 2 }, recorded, { resultHash: 'a', snapshotHash: 'x' })).to.match(
      /^the persisted snapshot changed: .*must bump wikingerschafe's snapshotVersion/,
    );
    expect(goldenMismatch({ ...game, snapshotVersion: 3 }, { version: 2 }, recorded, { resultHash: 'x', snapshotHash: 'x' })).to.match(
      /new snapshotVersion 3 .*rewrite the fixture/,
    );
  });
});
