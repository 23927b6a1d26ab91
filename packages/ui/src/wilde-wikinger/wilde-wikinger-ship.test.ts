import { expect, fixture, html } from '@open-wc/testing';
import './wilde-wikinger-ship.js';
import type { WildeWikingerShip } from './wilde-wikinger-ship.js';

describe('<wilde-wikinger-ship>', () => {
  it('keeps its drawing when it becomes a ship to choose and when it stops being one (issue 27, moves)', async () => {
    const el = await fixture<WildeWikingerShip>(html`<wilde-wikinger-ship ship="red" .jewels=${['green', 'white']} label="Red ship"></wilde-wikinger-ship>`);
    const picture = el.shadowRoot!.querySelector('svg')!;
    el.state = 'selectable';
    await el.updateComplete;
    const button = el.shadowRoot!.querySelector('button.ship')!;
    expect(button.querySelector('svg')).to.equal(picture);
    el.jewels = ['green', 'white', 'purple'];
    await el.updateComplete;
    expect(picture.querySelectorAll('.fine > g').length, 'the new jewel drawn on the same picture').to.equal(3);
    el.state = 'idle';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('button')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="ship"][role="img"] svg')).to.equal(picture);
  });
});
