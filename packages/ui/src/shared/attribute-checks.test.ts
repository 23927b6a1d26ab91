import { expect } from '@open-wc/testing';
import { checkAttributes, type CheckedBoard } from './attribute-checks.js';

/** A board's attributes as plain values, and what `changed` would hold for all of them. */
function board(values: Partial<CheckedBoard> & Record<string, unknown>): CheckedBoard {
  return { localName: 'test-board', theme: 'auto', names: '', persist: '', getAttribute: () => null, ...values };
}
const changedAll = (b: CheckedBoard) => new Map(Object.keys(b).map((key) => [key, undefined]));

function check(values: Partial<CheckedBoard> & Record<string, unknown>, flags: readonly string[] = []): string[] {
  const seen: string[] = [];
  const b = board(values);
  checkAttributes(b, changedAll(b), flags, (text) => seen.push(text));
  return seen;
}

describe('checkAttributes (a board warns of attribute values it cannot use)', () => {
  it('good values: no warning', () => {
    expect(check({ locale: 'de', theme: 'dark', botDelay: 0, names: 'Ada,,Bo', persist: 'game-1', friendly: '' }, ['friendly'])).to.deep.equal([]);
  });

  it('one warning for each bad value, naming the tag and the value as written', () => {
    const seen = check({ locale: 'xx', theme: 'pink', botDelay: -5, names: ' , ,', persist: 'true', friendly: 'maybe' }, ['friendly']);
    expect(seen).to.have.length(6);
    expect(seen.every((text) => text.startsWith('<test-board> '))).to.equal(true);
    for (const part of ['locale="xx"', 'theme="pink"', 'bot-delay="-5"', 'names=" , ,"', 'persist="true"', 'friendly']) {
      expect(
        seen.some((text) => text.includes(part)),
        part,
      ).to.equal(true);
    }
  });

  it('only changed attributes are checked', () => {
    const seen: string[] = [];
    checkAttributes(board({ theme: 'pink', botDelay: -5 }), new Map([['botDelay', undefined]]), [], (text) => seen.push(text));
    expect(seen).to.have.length(1);
    expect(seen[0]).to.contain('bot-delay');
  });
});
