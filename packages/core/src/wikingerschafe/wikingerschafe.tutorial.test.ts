import { expect } from '@esm-bundle/chai';
import { checkTutorial } from '../kit/tutorial-check.js';
import { wikingerschafe } from './index.js';
import { phaseOf } from './wikingerschafe.view.js';

describe('Tutorial', () => {
  it('plays its script through the machine: every scripted move legal, the reader’s moves legal and unambiguous', async () => {
    const tutorial = await wikingerschafe.loadTutorial!();
    const { snapshot, problems } = checkTutorial(wikingerschafe, tutorial);
    expect(problems).to.deep.equal([]);
    expect(wikingerschafe.invariants(snapshot)).to.deep.equal([]);
  });

  it('ends on the first round’s scoring, where a tie dropped out (RULES.md "Round Scoring")', async () => {
    const { snapshot } = checkTutorial(wikingerschafe, await wikingerschafe.loadTutorial!());
    expect(phaseOf(snapshot)).to.equal('roundScoring');
    const scoring = snapshot.context.log.at(-1);
    expect(scoring?.kind).to.equal('roundScoring');
    // Location 2: the opponent and Björn tied with one die each and dropped out; the reader's three dice gained 3.
    expect(scoring?.kind === 'roundScoring' && scoring.removed[1]).to.deep.equal([1, 2]);
    expect(snapshot.context.wikinger[0].influence[1]).to.equal(3);
    // The reader took Mead (Location 2) and the Great Celebration (Location 4: 1 Mead, 1 Coin).
    expect(snapshot.context.wikinger[0].mead).to.equal(2);
  });

  it('reads the numbers its sentences name from the game: the dice drawn on Location 1, what the final scoring would add (issue 26)', async () => {
    const tutorial = await wikingerschafe.loadTutorial!();
    const { snapshot } = checkTutorial(wikingerschafe, tutorial);
    const values = (say: string) => tutorial.steps.find((step) => step.say === say)!.values!(snapshot.context);
    // The opponent placed twice on Location 1, three dice: the words say the dice, not the placements.
    expect(values('watch')).to.deep.equal({ dice: 3 });
    // The reader: 2 Mead and 1 Coin, +2; the opponent: 1 Coin and the shield from Location 2, +2 (RULES.md "Final Scoring").
    expect(values('final')).to.deep.equal({
      youMead: 2,
      youCoins: 1,
      youShields: 0,
      youBonus: 2,
      opponentMead: 0,
      opponentCoins: 1,
      opponentShields: 1,
      opponentBonus: 2,
    });
    expect(values('gloryNow')).to.deep.equal({ start: snapshot.context.wikinger[2].glory });
  });
});
