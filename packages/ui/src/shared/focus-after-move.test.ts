import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, html as lit } from 'lit';
import { FocusAfterMove } from './focus-after-move.js';

/** A host with two buttons; `off` disables the first; each call of moveFocus is recorded. */
class FocusHost extends LitElement {
  static override properties = { off: { type: Boolean } };
  off = false;
  readonly moved: boolean[] = [];
  readonly keeper = new FocusAfterMove(this, (preventScroll) => {
    this.moved.push(preventScroll);
    this.renderRoot.querySelector<HTMLElement>('#second')?.focus({ preventScroll });
  });
  protected override render() {
    return lit`<button id="first" ?disabled=${this.off}>first</button><button id="second">second</button>`;
  }
}
customElements.define('focus-host', FocusHost);

/** A part of a board: draws its `label` in a button of its own, in its own update after the host's. */
class FocusPart extends LitElement {
  static override properties = { label: {} };
  label = '';
  protected override render() {
    return lit`${this.label ? lit`<button>${this.label}</button>` : ''}`;
  }
}
customElements.define('focus-part', FocusPart);

/** A host whose next control is drawn by its part; moveFocus records what it found there. */
class PartHost extends LitElement {
  static override properties = { label: {} };
  label = '';
  readonly found: (string | undefined)[] = [];
  readonly keeper = new FocusAfterMove(this, () => {
    const button = this.renderRoot.querySelector('focus-part')?.shadowRoot?.querySelector('button');
    this.found.push(button?.textContent ?? undefined);
    button?.focus();
  });
  protected override render() {
    return lit`<focus-part .label=${this.label}></focus-part>`;
  }
}
customElements.define('focus-part-host', PartHost);

const inHost = (el: FocusHost) => el.shadowRoot!.activeElement?.id;

describe('FocusAfterMove (focus is never lost)', () => {
  it("after a person's move, the next update moves focus, scrolling to it; once", async () => {
    const el = await fixture<FocusHost>(html`<focus-host></focus-host>`);
    el.keeper.pending = true;
    el.requestUpdate();
    await el.updateComplete;
    expect(el.moved).to.deep.equal([false]);
    expect(inHost(el)).to.equal('second');
    el.requestUpdate();
    await el.updateComplete;
    expect(el.moved).to.deep.equal([false]);
  });

  it('a focused control disabled by an update: focus moves on without scrolling', async () => {
    const el = await fixture<FocusHost>(html`<focus-host></focus-host>`);
    el.shadowRoot!.querySelector<HTMLButtonElement>('#first')!.focus();
    el.off = true;
    await el.updateComplete;
    expect(el.moved).to.deep.equal([true]);
    expect(inHost(el)).to.equal('second');
  });

  it('focus the reader took elsewhere on the page stays there', async () => {
    const page = await fixture<HTMLDivElement>(html`<div><focus-host></focus-host><input id="outside" /></div>`);
    const el = page.querySelector<FocusHost>('focus-host')!;
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('#first')!.focus();
    page.querySelector<HTMLInputElement>('#outside')!.focus();
    el.off = true;
    await el.updateComplete;
    expect(el.moved).to.deep.equal([]);
    expect(document.activeElement?.id).to.equal('outside');
  });

  it('focus moves once the parts the update changed have drawn (one layout for the move, issue 27)', async () => {
    const el = await fixture<PartHost>(html`<focus-part-host></focus-part-host>`);
    el.keeper.pending = true;
    el.label = 'Place';
    await el.updateComplete;
    expect(el.found).to.deep.equal(['Place']);
    expect(el.shadowRoot!.querySelector('focus-part')!.shadowRoot!.activeElement?.textContent).to.equal('Place');
  });

  it('a focused control a part removes as it draws, after the host: focus moves on, not to the page', async () => {
    const el = await fixture<PartHost>(html`<focus-part-host label="Continue"></focus-part-host>`);
    await el.updateComplete;
    el.shadowRoot!.querySelector('focus-part')!.shadowRoot!.querySelector('button')!.focus();
    // Online, this device's Continue became whom the game waits for: the part draws no button now.
    el.label = '';
    await el.updateComplete;
    expect(el.found).to.deep.equal([undefined]);
  });
});
