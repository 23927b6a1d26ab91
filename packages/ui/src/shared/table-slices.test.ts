import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, html as lit } from 'lit';
import '../wilde-wikinger/index.js';
import type { WildeWikingerBoard } from '../wilde-wikinger/wilde-wikinger-board.js';
import { TableSlices } from './table-slices.js';
import { root } from './test-helpers.js';

/** A host that records what each of its updates drew: the placeholder or the table. */
class SlicedHost extends LitElement {
  readonly slices = new TableSlices(this);
  readonly drawn: string[] = [];
  protected override render() {
    return this.slices.body(lit`<p class="table">table</p>`);
  }
  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.slices.schedule(() => super.scheduleUpdate());
  }
  protected override updated(): void {
    this.drawn.push(this.renderRoot.querySelector('.table') ? 'table' : 'due');
  }
  protected override getUpdateComplete(): Promise<boolean> {
    return this.slices.complete(() => super.getUpdateComplete());
  }
}
customElements.define('sliced-host', SlicedHost);

describe('TableSlices (the first view in slices)', () => {
  it('draws the placeholder first and the table in a later task, after a frame; updateComplete waits for the table', async () => {
    const el = document.createElement('sliced-host') as SlicedHost;
    let frames = 0;
    const count = () => requestAnimationFrame(() => frames++);
    document.body.append(el);
    count();
    expect(await el.updateComplete).to.equal(true);
    expect(el.drawn).to.deep.equal(['due', 'table']);
    // The table came after the frame that painted the placeholder.
    expect(frames).to.be.greaterThan(0);
    el.requestUpdate();
    await el.updateComplete;
    expect(el.drawn).to.deep.equal(['due', 'table', 'table']);
    el.remove();
  });

  it('makes its first update in a task of its own, not in the one that added the host', async () => {
    const el = document.createElement('sliced-host') as SlicedHost;
    document.body.append(el);
    await Promise.resolve();
    await Promise.resolve();
    expect(el.hasUpdated).to.equal(false);
    await el.updateComplete;
    expect(el.drawn).to.deep.equal(['due', 'table']);
    el.remove();
  });

  it("a board's updateComplete resolves with its table drawn, never the placeholder", async () => {
    const el = await fixture<WildeWikingerBoard>(html`<wilde-wikinger-board players="2"></wilde-wikinger-board>`);
    expect(root(el).querySelector('.table-due')).to.equal(null);
    expect(root(el).querySelector('wilde-wikinger-track')).to.not.equal(null);
  });
});
