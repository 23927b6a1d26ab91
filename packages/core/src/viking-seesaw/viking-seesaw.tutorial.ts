/**
 * Viking See-Saw's guided first game (kit `tutorial.ts`): the reader (Astrid, seat 0, who starts on seed 2)
 * against one scripted bot, late in a game ({@link tutorialPosition}): one chest is left in the cabin, so the
 * reader's tipping placement takes it and ends the game, which the reader wins with the fewer pieces in storage. The reader's placements are real physics, aimed where the reader likes, so each
 * of their steps accepts any placement of the piece it names (`any`); the script is chosen so that it goes on
 * the same way wherever the piece was set (the core test plays it with every spot the grid offers):
 * - the silver cube holds anywhere on the raised deck of the start ship: picking, aiming, "Set it down";
 * - the bot sets its Viking by the ridge (it holds, or slides into the cabin and is put back: never a tilt);
 * - the gold cube, the same size as silver but three times its weight, tips the ship wherever it is set (the
 *   hidden weights; a tipped ship costs a chest from the cabin). Rarely it also falls off: then the reader sets
 *   it again (the next explanation says so), which the game goes on with once the tutorial ends.
 * Then three explanations over the final table (what the tilt cost, what falls off, how the game ended); the end screen follows.
 * @see ./RULES.md "How to Play", "Ship's Tilt Changes", "Spilling the Ship's Cargo", "End of Game"
 */
import type { Tutorial } from '../kit/tutorial.js';
import type { VikingSeesawContext, VikingSeesawMove } from './viking-seesaw.rules.js';

/**
 * Late in a game: five of the cabin's six chests went to the players' storages as penalties (one to the reader,
 * four to the bot), one is left on the cabin's left side. The ship, its cargo and the seat to act stay seed 2's.
 */
export function tutorialPosition(context: VikingSeesawContext): VikingSeesawContext {
  return {
    ...context,
    ship: { ...context.ship, cabin: [1, 0] },
    storage: context.storage.map((storage, seat) => ({ ...storage, chest: storage.chest + (seat === 0 ? 1 : 4) })),
  };
}

/**
 * The reader's storage piece of a kind; once a piece is picked, its aiming bar, which opens under the tray (the
 * bubble then stands beside the bar, never over the deck the reader taps nor over "Set it down": the steps keep the
 * ship uncovered, the bubble beside the ship and the bar together, under them on a phone).
 */
const pieceOrAim = (kind: string): readonly string[] => ['[part~="aim"]', `viking-seesaw-piece[kind="${kind}"]`];

export const vikingSeesawTutorial: Tutorial<VikingSeesawMove, VikingSeesawContext> = {
  table: {
    players: 2,
    seed: 2,
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic', level: 2 }],
  },
  position: tutorialPosition,
  steps: [
    { say: 'intro', point: '[part~="ship"]', next: true },
    { say: 'silver', point: pieceOrAim('silver'), keep: '[part~="ship"]', expect: { type: 'player.place', piece: 'silver' }, any: true },
    // The computer's placement and its result under the ship, the bubble clear of both (issue 29, fourth pass: under the
    // ship it covered the result that says what the computer did).
    { say: 'botTurn', point: '[part~="ship"]', keep: '[part~="result"]', bot: { type: 'player.place', piece: 'viking', x: 4.5, rotation: 0 } },
    { say: 'gold', point: pieceOrAim('gold'), keep: '[part~="ship"]', expect: { type: 'player.place', piece: 'gold' }, any: true },
    // The last placement's result in words (tipped, the chest to the reader's storage), with the tipped ship above it
    // in view on a phone (pointing at the storage below scrolled the ship off the screen).
    { say: 'tipped', point: '[part~="result"]', next: true },
    // The reader's own storage, where the chest went and where fallen cargo goes (issue 29, fourth pass: pointed at the
    // ship, the bubble under it covered the result and the storage the sentence talks about).
    { say: 'fall', point: 'viking-seesaw-tray[data-you]', next: true },
    { say: 'end', point: '[part~="trays"]', next: true },
  ],
};
