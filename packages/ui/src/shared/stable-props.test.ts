import { expect } from '@open-wc/testing';
import { EntryLines, StableProps, sameData } from './stable-props.js';

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

describe('EntryLines', () => {
  it('puts each entry into words once, and all of them again when the key changes', () => {
    const lines = new EntryLines<{ n: number }, string>();
    const asked: number[] = [];
    const words = (prefix: string) => (entry: { n: number }) => (asked.push(entry.n), `${prefix}${entry.n}`);
    const [a, b, c] = [{ n: 1 }, { n: 2 }, { n: 3 }];
    expect(lines.lines([a, b], 'en', words('en '))).to.deep.equal(['en 1', 'en 2']);
    expect(lines.lines([a, b, c], 'en', words('en '))).to.deep.equal(['en 1', 'en 2', 'en 3']);
    expect(asked).to.deep.equal([1, 2, 3]);
    expect(lines.lines([a, b, c], 'de', words('de '))).to.deep.equal(['de 1', 'de 2', 'de 3']);
    expect(asked).to.deep.equal([1, 2, 3, 1, 2, 3]);
  });
});
