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

/** A part of the table that draws a part of its own (as a Location draws its dice). */
class SlicedPart extends LitElement {
  protected override render() {
    return this.localName === 'sliced-part' ? lit`<sliced-inner></sliced-inner>` : lit`<span>inner</span>`;
  }
}
customElements.define('sliced-part', SlicedPart);
customElements.define('sliced-inner', class extends SlicedPart {});

/** A host whose table holds parts; records, at the end of the task that drew the table, which parts had drawn. */
class PartsHost extends LitElement {
  readonly slices = new TableSlices(this);
  drawnInTableTask?: boolean[];
  protected override render() {
    return this.slices.body(lit`<sliced-part></sliced-part><sliced-part></sliced-part>`);
  }
  protected override updated(): void {
    const parts = Array.from(this.renderRoot.querySelectorAll<SlicedPart>('sliced-part'));
    // The task's last microtask (as far as a test can tell): one queued behind the table's update and its parts' asks.
    if (parts.length && !this.drawnInTableTask)
      void Promise.resolve()
        .then(() => Promise.resolve())
        .then(() => (this.drawnInTableTask = parts.map((p) => p.hasUpdated)));
  }
  protected override getUpdateComplete(): Promise<boolean> {
    return this.slices.complete(() => super.getUpdateComplete());
  }
}
customElements.define('parts-host', PartsHost);

describe('TableSlices (the first view in slices)', () => {
  it("draws the first table's parts, and theirs, after the table's task; updateComplete waits for them all", async () => {
    const el = document.createElement('parts-host') as PartsHost;
    document.body.append(el);
    await el.updateComplete;
    const parts = Array.from(el.renderRoot.querySelectorAll<SlicedPart>('sliced-part'));
    const inner = parts.map((p) => p.renderRoot.querySelector<SlicedPart>('sliced-inner'));
    expect(inner.map((p) => !!p?.hasUpdated && !!p.renderRoot.querySelector('span'))).to.deep.equal([true, true]);
    // In the task that drew the table, no part had drawn: they did not lengthen it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.drawnInTableTask).to.deep.equal([false, false]);
    // A part that comes later (a move's) draws with the update that made it, as Lit does.
    const later = document.createElement('sliced-part') as SlicedPart;
    el.renderRoot.append(later);
    await Promise.resolve();
    await Promise.resolve();
    expect(later.hasUpdated).to.equal(true);
    el.remove();
  });

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
