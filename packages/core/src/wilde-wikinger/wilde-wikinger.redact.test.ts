import { expect } from '@esm-bundle/chai';
import { MASKED_ID } from '../kit/redact.js';
import { checkRedaction } from '../kit/redact.test-helpers.js';
import { wildeWikinger } from './index.js';
import { at, newGame, redeal, step } from './wilde-wikinger.fixtures.js';
import { legalMoves } from './wilde-wikinger.legal-moves.js';
import { phaseOf, seatsToAct } from './wilde-wikinger.rules.js';
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

describe("Online: a seat's view answers for every seat", () => {
  it('offers another seat in an auction or a raid only what needs no card, and never throws on its masked hand', () => {
    // Online, a board asks its view whether a computer at the table is to act; an auction's computer then crashed the
    // render (reading a masked card). Seeded whole games of first legal moves, every auction and raid position checked.
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      let position = at(newGame(3, seed));
      for (let moves = 0; moves < 400 && position.status !== 'done'; moves++) {
        const phase = String(position.value);
        if (phase === 'auction' || phase === 'raid') {
          for (const viewer of [0, 1, 2]) {
            const view = { value: position.value, context: redact(position, viewer) };
            for (const seat of [0, 1, 2]) {
              const moves = legalMoves(view, seat);
              if (seat === viewer) expect(moves).to.deep.equal(legalMoves(position, seat));
              else expect(moves.every((move) => move.type === 'player.pass')).to.equal(true);
              checked += 1;
            }
          }
        }
        const seat = seatsToAct(position.context, phaseOf(position))[0];
        if (seat === undefined) break;
        position = step(position, legalMoves(position, seat).at(-1)!);
      }
    }
    expect(checked).to.be.greaterThan(50);
  });
});
