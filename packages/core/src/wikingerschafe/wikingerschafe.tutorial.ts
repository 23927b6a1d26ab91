/**
 * The guided first game of Wikingerschafe ("Learn to play"): two players (the reader and a bot; Björn Blökson
 * joins), seed 109, one round. The reader re-rolls, places three 2s on Location 2 and takes Mead, watches the
 * opponent send one of Björn's dice to Wollhalla, places three 4s (the Great Celebration), and sees the round
 * scored (a tie that drops out) and how influence becomes glory. The sentences are the ui's `tutorial` messages.
 * @see ./RULES.md "Wikinger Turn"
 */
import type { Tutorial } from '../kit/tutorial.js';
import type { WikingerschafeMove } from './wikingerschafe.types.js';

const opponent = (...moves: WikingerschafeMove[]) => moves.map((bot) => ({ bot }));
const endTurn: WikingerschafeMove = { type: 'player.endTurn' };
/** The buttons under the reader's dice (Roll, Roll all, End turn). */
const buttons = 'section[part~="action"] > .buttons';
/** Where the reader places on Location `n`: the Place group once chosen, else its button in the panel (phones), else its card. */
const location = (n: number) => ['.place-group', `[data-place="${n}"]`, `wikingerschafe-location[value="${n}"]`];
/** What just happened (under the prompt), else the prompt. */
const recent = ['[part~="recent"]', '[part~="prompt"]'];

export const wikingerschafeTutorial: Tutorial<WikingerschafeMove> = {
  table: { players: 2, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic', level: 2 }], seed: 109 },
  steps: [
    { say: 'intro', point: '[part~="tray"]', next: true },
    { say: 'reroll', point: buttons, expect: { type: 'player.roll', dice: [0, 1, 2, 3, 4, 5] } },
    { say: 'place2', point: location(2), expect: { type: 'player.place', value: 2, sixes: 0, shields: 0 } },
    { say: 'mead', point: 'wikingerschafe-reward-picker', expect: { type: 'player.reward', option: 'mead' } },
    { say: 'endTurn', point: buttons, expect: endTurn },
    { say: 'opponent', point: recent, bot: { type: 'player.roll', dice: [0, 1, 2, 3, 5] } },
    ...opponent(
      { type: 'player.roll', dice: [0, 1, 2, 3, 5] },
      { type: 'player.place', value: 3, sixes: 1, shields: 0 },
      { type: 'player.reward', option: 'relocate', die: 1, location: 5 },
      { type: 'player.reward', option: 'wollhalla', target: 2, die: 5 },
      endTurn,
    ),
    { say: 'wollhalla', point: 'wikingerschafe-round-board', next: true },
    { say: 'place4', point: location(4), expect: { type: 'player.place', value: 4, sixes: 0, shields: 0 } },
    { say: 'endTurn2', point: buttons, expect: endTurn },
    // Once the round is scored, the bubble moves beside the scoring (issue 26: under "Just now" it covered the table's top).
    { say: 'watch', point: ['.score-cards', ...recent], bot: { type: 'player.roll', dice: [0, 4, 5] } },
    ...opponent(
      { type: 'player.roll', dice: [0, 4] },
      { type: 'player.place', value: 1, sixes: 1, shields: 0 },
      { type: 'player.reward', option: 'destiny', die: 0, face: 6 },
      endTurn,
      { type: 'player.roll', dice: [4] },
      { type: 'player.roll', dice: [4] },
      { type: 'player.place', value: 1, sixes: 0, shields: 0 },
      { type: 'player.reward', option: 'loot' },
      endTurn,
      { type: 'player.roll', dice: [0] },
      { type: 'player.place', value: 2, sixes: 0, shields: 0 },
      { type: 'player.reward', option: 'shield' },
      endTurn,
    ),
    { say: 'scoring', point: '.score-cards', next: true },
    { say: 'glory', point: 'wikingerschafe-location[value="2"]', next: true },
  ],
};
