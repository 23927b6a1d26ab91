/**
 * Valley of the Vikings' guided first game (kit `tutorial.ts`): the last two turns of a game, so the reader meets
 * its end within minutes. The reader plays Finn (seat 0) against Tjarne, a scripted bot, on seed 5's square
 * (every barrel on its starting hole), from a {@link position} near the end: three coins left in the hoard, the
 * four Vikings far along the dock, the coin flags on its last four spaces, Finn's ship the richest.
 * - Tjarne bowls straight, which on seed 5's square knocks over his barrel and Finn's: Tjarne moves first, then
 *   Finn (the last Viking to move moves by itself), and the four Vikings stand on the dock's last four spaces.
 * - The reader puts those two barrels back where they like and bowls, aimed where they like (a miss: again). Every
 *   Viking whose barrel fell must move with no free space ahead: the first to move (the reader's choice when
 *   several fell) falls into the water, the turn ends, and the Vikings on the dock are paid from the rightmost:
 *   its coin flag empties the hoard, so the game ends with Finn's ship the richest, whatever the reader bowled.
 * When one barrel fell, an explanation in the place of the choice of order says what the bowl did (its Viking moved
 * by itself). Two explanations then tell the payout and the end, over the final table; the end screen follows.
 * The core test plays it with many different bowls.
 * @see ./RULES.md "How to Play", "Moving the Vikings", "Into the Water", "Scoring and Gaining Coins", "Next Turn", "End of the Game"
 */
import type { Tutorial } from '../kit/tutorial.js';
import { FLAGS } from './viking-valley.components.js';
import { tablePhase } from './viking-valley.rules.js';
import type { VikingValleyContext, VikingValleyMove } from './viking-valley.types.js';

/** The coin flags, 1 to 4 coins. */
const COIN_FLAGS = FLAGS.filter((flag) => flag.kind === 'coins');

const phase = (context: VikingValleyContext) => tablePhase(context);

/**
 * Late in a game, Tjarne to bowl: 3 coins left in the hoard (21 in the ships, Finn's 9 the most), the portrait flags
 * on the dock's first four spaces and the coin flags (1 to 4 coins) on its last four, the Vikings on spaces 3, 4, 6
 * and 7 (0-based), nine turns played. Barrels, ramps and the generator stay seed 5's.
 */
export function tutorialPosition(context: VikingValleyContext): VikingValleyContext {
  return {
    ...context,
    current: 1,
    turns: 9,
    flags: [...context.flags.filter((flag) => flag.kind === 'portrait'), ...COIN_FLAGS],
    dock: { finn: 3, tjarne: 4, magnus: 6, inga: 7 },
    ships: { finn: 9, tjarne: 5, magnus: 4, inga: 3 },
    hoard: 3,
  };
}

export const vikingValleyTutorial: Tutorial<VikingValleyMove, VikingValleyContext> = {
  table: {
    players: 2,
    seed: 5,
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic', level: 2 }],
  },
  position: tutorialPosition,
  steps: [
    { say: 'intro', point: ['[part~="hoard"]', '[part~="dock"]'], next: true },
    // Tjarne's straight bowl, watched on the square.
    { say: 'botBowl', point: '[part~="square"]', bot: { type: 'player.bowl', angle: 0, strength: 1 } },
    // Finn's barrel and Tjarne's fell: Tjarne moves first, then Finn (the last one moves by itself).
    { say: 'botMoves', point: '[part~="dock"]', bot: { type: 'player.moveViking', viking: 'tjarne' } },
    // The barrel chooser under the square ("Finn's barrel", "Tjarne's barrel") and its line kept uncovered with the holes.
    {
      say: 'place',
      point: '[part~="holes"]',
      keep: '[part~="controls"]',
      expect: { type: 'player.placeBarrel' },
      any: true,
      again: (c) => phase(c) === 'placingBarrels',
    },
    // A miss: the reader bowls again. The square with its aiming bar: the bubble stands beside both, never over the ball or "Bowl!".
    { say: 'bowl', point: '[part~="square"]', expect: { type: 'player.bowl' }, any: true, again: (c) => phase(c) === 'bowling' },
    // Two or more barrels fell: the reader picks which Viking moves first (and falls into the water). The dock stays
    // uncovered with the buttons: the reader reads the order there.
    {
      say: 'move',
      point: '[part~="controls"]',
      keep: '[part~="dock"]',
      expect: { type: 'player.moveViking' },
      any: true,
      when: (c) => phase(c) === 'moving',
      again: (c) => phase(c) === 'moving',
    },
    // Instead, when one barrel fell: what the reader's bowl did (its Viking moved by itself), before the water and the payout.
    { say: 'oneFell', point: '[part~="dock"]', next: true, when: (c) => phase(c) !== 'moving', instead: true },
    { say: 'water', point: '[part~="dock"]', next: true },
    { say: 'end', point: ['[part~="ships"]', '[part~="hoard"]'], next: true },
  ],
};
