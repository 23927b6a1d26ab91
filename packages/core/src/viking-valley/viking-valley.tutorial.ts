/**
 * Valley of the Vikings' guided first game (kit `tutorial.ts`): the reader plays Finn (seat 0, who starts on
 * seed 5) against Tjarne, a scripted bot. The reader's bowl is real physics, aimed where the reader likes: the
 * step takes any bowl and comes again after a miss (`again`), and the reader moves whichever Vikings it knocked
 * over, in any order. Tjarne then puts every fallen barrel back on its starting hole (a rule chosen at run
 * time: which barrels fell depends on the reader's bowl), so the square is the start's again and Tjarne's
 * straight bowl knocks over Finn's barrel and his own, whatever the reader did: Finn moves on Tjarne's turn
 * too (the last Viking to move moves by itself). The reader puts those two barrels back where they like; two explanations tell the payout (a Viking
 * into the water) and the end (an empty hoard). The core test plays it with many different bowls.
 * @see ./RULES.md "How to Play", "Moving the Vikings", "Into the Water", "Scoring and Gaining Coins", "Next Turn", "End of the Game"
 */
import type { Tutorial } from '../kit/tutorial.js';
import { VIKINGS } from './viking-valley.components.js';
import { fallenBarrels, tablePhase } from './viking-valley.rules.js';
import type { VikingValleyContext, VikingValleyMove } from './viking-valley.types.js';

/** The starting holes of seed 5's barrels (checked by the test against the setup). */
export const TUTORIAL_START_HOLES = { finn: 2, tjarne: 5, magnus: 6, inga: 3 } as const;

/** Tjarne's rule for the fallen barrels: the first one (in Viking order) back on its starting hole. */
function barrelBack(context: VikingValleyContext): VikingValleyMove {
  const viking = VIKINGS.find((v) => fallenBarrels(context.barrels).includes(v))!;
  return { type: 'player.placeBarrel', viking, hole: TUTORIAL_START_HOLES[viking] };
}

const phase = (context: VikingValleyContext) => tablePhase(context);

export const vikingValleyTutorial: Tutorial<VikingValleyMove, VikingValleyContext> = {
  table: {
    players: 2,
    seed: 5,
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic', level: 2 }],
  },
  steps: [
    { say: 'intro', point: '[part~="dock"]', next: true },
    // A miss: the reader bowls again.
    // The square with its aiming bar: the bubble stands beside both (below, or to the side on a wide screen), never over the ball or "Bowl!".
    { say: 'bowl', point: '[part~="square"]', expect: { type: 'player.bowl' }, any: true, again: (c) => phase(c) === 'bowling' },
    // Two or more barrels fell: the reader picks the order (one fallen barrel's Viking moves by itself).
    {
      say: 'move',
      point: '[part~="controls"]',
      expect: { type: 'player.moveViking' },
      any: true,
      when: (c) => phase(c) === 'moving',
      again: (c) => phase(c) === 'moving',
    },
    { say: 'botBarrels', point: '[part~="square"]', bot: barrelBack, again: (c) => phase(c) === 'placingBarrels' },
    { bot: { type: 'player.bowl', angle: 0, strength: 1 } },
    // Finn's barrel and Tjarne's fell: Tjarne moves first, then Finn (the last one moves by itself).
    { say: 'botMoves', point: '[part~="dock"]', bot: { type: 'player.moveViking', viking: 'tjarne' } },
    { say: 'place', point: '[part~="holes"]', expect: { type: 'player.placeBarrel' }, any: true, again: (c) => phase(c) === 'placingBarrels' },
    { say: 'water', point: '[part~="dock"]', next: true },
    { say: 'end', point: ['[part~="hoard"]', '[part~="ships"]'], next: true },
  ],
};
