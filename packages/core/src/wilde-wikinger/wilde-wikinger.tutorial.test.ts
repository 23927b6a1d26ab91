import { expect } from '@esm-bundle/chai';
import { checkTutorial } from '../kit/tutorial-check.js';
import { wildeWikinger } from './index.js';

describe('Tutorial', () => {
  it('plays its script through the machine: every scripted move legal, the reader’s moves legal and unambiguous', async () => {
    const { snapshot, problems } = checkTutorial(wildeWikinger, await wildeWikinger.loadTutorial!());
    expect(problems).to.deep.equal([]);
    expect(wildeWikinger.invariants(snapshot)).to.deep.equal([]);
  });

  it('meets a roll of the card symbol, an auction the reader wins, Nessie and a raid (RULES.md "Treasure Die", "Ship Reaches the Viking Village", "Ship Die", "Pirate Ship Reaches the Viking Village")', async () => {
    const { snapshot } = checkTutorial(wildeWikinger, await wildeWikinger.loadTutorial!());
    const log = snapshot.context.log;
    expect(log.some((e) => e.kind === 'roll' && e.who === 0 && e.treasure === 'cards')).to.equal(true);
    expect(log.some((e) => e.kind === 'auction' && e.result.winner === 0)).to.equal(true);
    expect(log.some((e) => e.kind === 'nessie')).to.equal(true);
    const raid = log.find((e) => e.kind === 'raid');
    // The opponent laid less than the reader and took the pirate tile.
    expect(raid?.kind === 'raid' && raid.result.lowest).to.deep.equal([1]);
  });
});
