import { expect } from '@esm-bundle/chai';
import { MASKED_ID } from '../kit/redact.js';
import { checkRedaction } from '../kit/redact.test-helpers.js';
import { wildeWikinger } from './index.js';
import { at, newGame, redeal } from './wilde-wikinger.fixtures.js';
import { redact } from './wilde-wikinger.view.js';

describe('Online: redact', () => {
  it("sends a seat no other seat's hand or face-down bid, no pile order, no generator state; a spectator no hand", () => {
    const { checked, changed } = checkRedaction(wildeWikinger, (snapshot, seat, rng) => {
      const other = redeal(snapshot.context, seat ?? -1, rng);
      // Once the game is over the hands are shown (RULINGS R19): only the piles and the generator stay secret.
      return snapshot.status === 'done' ? { ...other, hands: snapshot.context.hands, raid: snapshot.context.raid } : other;
    });
    expect(checked).to.be.greaterThan(300);
    expect(changed).to.equal(checked);
  });

  it("keeps each list's length, so the element counts cards as before", () => {
    const state = at(newGame(3, 5));
    const context = redact(state, 1);
    expect(context.hands[1]).to.deep.equal(state.context.hands[1]);
    expect(context.hands[0]).to.deep.equal(state.context.hands[0].map(() => MASKED_ID));
    expect(context.provision).to.have.length(state.context.provision.length);
    expect(
      redact(state, null)
        .hands.flat()
        .every((card) => card === MASKED_ID),
    ).to.equal(true);
  });
});
