import { expect, fixture, html } from '@open-wc/testing';
import './wikingerschafe-location.js';
import type { InfluenceMarker, WikingerschafeLocation } from './wikingerschafe-location.js';

const herd: InfluenceMarker[] = [
  { who: 0, name: 'Freya', colour: 'red', value: 0 },
  { who: 1, name: 'Leif', colour: 'blue', value: 0 },
  { who: 2, name: 'Sigrun', colour: 'green', value: 8 },
];

/** The elements `setAttribute` was called on while `run` ran. */
async function attributeTargets(run: () => Promise<void>): Promise<Element[]> {
  const targets: Element[] = [];
  const original = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    targets.push(this);
    original.call(this, name, value);
  };
  try {
    await run();
  } finally {
    Element.prototype.setAttribute = original;
  }
  return targets;
}

describe('wikingerschafe-location', () => {
  describe('Influence track', () => {
    it('draws spaces 0 to 12 with 8, 10 and 12 on gold, and a Sheeple per Wikinger above its space', async () => {
      const el = await fixture<WikingerschafeLocation>(html`<wikingerschafe-location .influence=${herd}></wikingerschafe-location>`);
      const track = el.shadowRoot!.querySelector('.track')!;
      // The digits drawn, in any grouping of <text> elements: every space's number, and 8, 10 and 12 in light ink on gold.
      const digits = (list: readonly (string | null)[]) => [...list.join('')].sort().join('');
      const texts = [...track.querySelectorAll('text')];
      expect(digits(texts.map((t) => t.textContent))).to.equal(digits(Array.from({ length: 13 }, (_, n) => String(n))));
      expect(digits(texts.filter((t) => t.getAttribute('fill') === '#fffaf0').map((t) => t.textContent))).to.equal(digits(['8', '10', '12']));
      const sheep = [...track.querySelectorAll('.sheeple')];
      expect(sheep.map((g) => g.getAttribute('data-who'))).to.deep.equal(['0', '1', '2']);
      // Freya and Leif share space 0: Leif stands on Freya, Sigrun on space 8 in the second row.
      const [freya, leif, sigrun] = sheep.map((g) => g.getBoundingClientRect());
      expect(leif.bottom).to.be.at.most(freya.top + 0.5);
      expect(Math.abs(leif.left - freya.left)).to.be.below(0.5);
      expect(sigrun.top).to.be.above(freya.bottom);
      expect(sheep.map((g) => g.getAttribute('fill'))).to.deep.equal(['var(--vg-player-red)', 'var(--vg-player-blue)', 'var(--vg-player-green)']);
    });

    it('sets no attribute of its spaces and numbers when it renders: only where each row starts and the Sheeple', async () => {
      let el!: WikingerschafeLocation;
      const targets = await attributeTargets(async () => {
        el = await fixture<WikingerschafeLocation>(html`<wikingerschafe-location .influence=${herd}></wikingerschafe-location>`);
      });
      const track = el.shadowRoot!.querySelector('.track')!;
      const inTrack = targets.filter((t) => track.contains(t));
      expect(inTrack.filter((t) => !t.closest('.sheeple')).map((t) => t.localName)).to.deep.equal(['svg', 'g', 'g']);
      // Another position moves the Sheeple; the spaces stay as they were parsed.
      const moved = await attributeTargets(async () => {
        el.influence = herd.map((m) => ({ ...m, value: m.value + 3 }));
        await el.updateComplete;
      });
      expect(moved.filter((t) => track.contains(t) && (t.localName === 'path' || t.localName === 'text') && !t.closest('.sheeple'))).to.deep.equal([]);
    });
  });
});
