import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import '../wikingerschafe/index.js';
import '../wilde-wikinger/index.js';
import '../viking-seesaw/index.js';
import './vg-die.js';
import './vg-player-badge.js';

/**
 * Forced colours (Windows High Contrast) drop backgrounds and shadows and set every colour: each state a player
 * must tell apart (selected, legal, current) still differs in pixels there (issue 25, 11).
 */

/** Emulates the media feature `forced-colors` (CDP Emulation.setEmulatedMedia). */
const forcedColors = (value: 'active' | 'none') => executeServerCommand('media-features', [{ name: 'forced-colors', value }]);

/** The page's pixels in `rect` (CSS px), read from a screenshot. */
async function pixels(rect: { x: number; y: number; width: number; height: number }): Promise<Uint8ClampedArray> {
  const png = await executeServerCommand<string, typeof rect>('screenshot', rect);
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
}

/** How many pixels differ (any channel by more than 32) between the two elements, each with a margin of 8 px for an outline. */
async function differing(a: Element, b: Element): Promise<number> {
  const ra = a.getBoundingClientRect();
  const rb = b.getBoundingClientRect();
  const width = Math.ceil(Math.max(ra.width, rb.width)) + 16;
  const height = Math.ceil(Math.max(ra.height, rb.height)) + 16;
  const [pa, pb] = [await pixels({ x: ra.x - 8, y: ra.y - 8, width, height }), await pixels({ x: rb.x - 8, y: rb.y - 8, width, height })];
  let count = 0;
  for (let i = 0; i < Math.min(pa.length, pb.length); i += 4) {
    if (Math.abs(pa[i] - pb[i]) > 32 || Math.abs(pa[i + 1] - pb[i + 1]) > 32 || Math.abs(pa[i + 2] - pb[i + 2]) > 32) count++;
  }
  return count;
}

/** Pairs of the same part in two states a player must tell apart. */
const PAIRS: readonly { name: string; a: TemplateResult; b: TemplateResult }[] = [
  {
    name: 'a chosen Location and an unchosen one (Wikingerschafe)',
    a: html`<wikingerschafe-location value="3" legal></wikingerschafe-location>`,
    b: html`<wikingerschafe-location value="3" legal selected></wikingerschafe-location>`,
  },
  {
    name: 'a legal Location and another (Wikingerschafe)',
    a: html`<wikingerschafe-location value="3"></wikingerschafe-location>`,
    b: html`<wikingerschafe-location value="3" legal></wikingerschafe-location>`,
  },
  { name: 'a selected die and a selectable one', a: html`<vg-die face="4" state="selectable"></vg-die>`, b: html`<vg-die face="4" state="selected"></vg-die>` },
  {
    name: 'a picked piece and one that may be picked (See-Saw)',
    a: html`<viking-seesaw-piece kind="gold" state="selectable"></viking-seesaw-piece>`,
    b: html`<viking-seesaw-piece kind="gold" state="selected"></viking-seesaw-piece>`,
  },
  {
    name: 'a piece that may be picked and one that may not (See-Saw)',
    a: html`<viking-seesaw-piece kind="gold" state="idle"></viking-seesaw-piece>`,
    b: html`<viking-seesaw-piece kind="gold" state="selectable"></viking-seesaw-piece>`,
  },
  {
    name: 'a card chosen for a bid and one that may be (Wilde Wikinger)',
    a: html`<wilde-wikinger-card card="3" state="selectable"></wilde-wikinger-card>`,
    b: html`<wilde-wikinger-card card="3" state="selected"></wilde-wikinger-card>`,
  },
  {
    name: 'a ship chosen and one that may be (Wilde Wikinger)',
    a: html`<wilde-wikinger-ship ship="red" state="selectable"></wilde-wikinger-ship>`,
    b: html`<wilde-wikinger-ship ship="red" state="selected"></wilde-wikinger-ship>`,
  },
  {
    name: 'the current player and another',
    a: html`<vg-player-badge name="Astrid" colour="red"></vg-player-badge>`,
    b: html`<vg-player-badge name="Astrid" colour="red" active></vg-player-badge>`,
  },
];

describe('States under forced colours', () => {
  afterEach(() => forcedColors('none'));

  for (const { name, a, b } of PAIRS) {
    it(`${name} differ in pixels`, async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div class="pair" style="display: flex; gap: 40px; padding: 20px; inline-size: 700px">${a}${b}</div>`);
      const [ea, eb] = [...wrap.children] as (HTMLElement & { updateComplete: Promise<unknown> })[];
      await Promise.all([ea.updateComplete, eb.updateComplete]);
      await forcedColors('active');
      expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
      expect(await differing(ea, eb)).to.be.greaterThan(200);
    });
  }
});
