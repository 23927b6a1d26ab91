import { expect } from '@open-wc/testing';
import { StableProps, sameData } from './stable-props.js';

describe('StableProps', () => {
  it('hands back the value kept under a key while the new one holds the same data', () => {
    const stable = new StableProps();
    const first = stable.keep('a', [{ who: 0, dice: [1, 2] }]);
    expect(stable.keep('a', [{ who: 0, dice: [1, 2] }])).to.equal(first);
    const changed = stable.keep('a', [{ who: 0, dice: [1, 3] }]);
    expect(changed).to.not.equal(first);
    expect(stable.keep('a', [{ who: 0, dice: [1, 3] }])).to.equal(changed);
    // Each key keeps its own value.
    expect(stable.keep('b', [{ who: 0, dice: [1, 2] }])).to.not.equal(first);
  });

  it('compares plain data: primitives, arrays and objects, key by key', () => {
    expect(sameData({ a: 1, b: [true, 'x'] }, { b: [true, 'x'], a: 1 })).to.equal(true);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).to.equal(false);
    expect(sameData([1, 2], [1, 2, 3])).to.equal(false);
    expect(sameData([1], { 0: 1 })).to.equal(false);
    expect(sameData(null, {})).to.equal(false);
    expect(sameData(new Set([1]), {})).to.equal(false);
  });
});
