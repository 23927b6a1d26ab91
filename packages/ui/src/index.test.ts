import { expect } from '@open-wc/testing';
import { gameRegistry } from '@viking-games/core/registry';
import * as ui from './index.js';

/** Each game element and the class the entry exports for it. */
const GAMES = [
  ['wikingerschafe-board', 'WikingerschafeBoard'],
  ['wilde-wikinger-board', 'WildeWikingerBoard'],
  ['viking-seesaw', 'VikingSeesaw'],
  ['viking-valley-board', 'VikingValleyBoard'],
] as const;

describe('The package entry (the one-script-tag bundle)', () => {
  it('defines every game of the registry', () => {
    for (const { tag } of gameRegistry) expect(customElements.get(tag), tag).to.be.a('function');
    expect(GAMES.map(([tag]) => tag)).to.deep.equal(gameRegistry.map((game) => game.tag));
  });

  for (const [tag, name] of GAMES) {
    it(`defines <${tag}> with the class it exports as ${name}`, () => {
      expect(customElements.get(tag), tag).to.be.a('function');
      expect(customElements.get(tag)).to.equal(ui[name]);
    });
  }

  it('defines the child elements of Valley of the Vikings', () => {
    expect(customElements.get('viking-valley-square')).to.equal(ui.VikingValleySquare);
    expect(customElements.get('viking-valley-dock')).to.equal(ui.VikingValleyDock);
    expect(customElements.get('viking-valley-ship')).to.equal(ui.VikingValleyShip);
  });
});
