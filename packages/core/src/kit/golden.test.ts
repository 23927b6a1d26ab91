import { expect } from '@esm-bundle/chai';
import { canonicalJson, hash53 } from './golden.js';

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
    // Pinned: the golden fixtures were written with this function in Node; the tests run it in Chromium.
    expect(hash53('')).to.equal('0bdcb81aee8d83');
  });
});
