/**
 * The guided first game of Wikingerschafe ("Learn to play"): two players (the reader and a bot; Björn Blökson
 * joins), seed 109, one round. The reader re-rolls, places three 2s on Location 2 and takes Mead (what Mead buys,
 * the locked extra die), watches the opponent place with a 6 as reinforcement and send one of Björn's dice to
 * Wollhalla, learns what the locked die and shields on the round board are, places three 4s (the Great Celebration),
 * watches the opponent take a shield, and sees the round scored (a tie that drops out), how influence becomes glory
 * (the 8, 10 and 12 spaces too) and where glory comes from, the final scoring's part too:
 * what a first game meets, each once (issue 26). The sentences are the ui's `tutorial` messages.
 * @see ./RULES.md "Wikinger Turn", "Special Rules: 6s", "Special Rules: shields", "Round Scoring", "Final Scoring"
 */
import type { Tutorial } from '../kit/tutorial.js';
import { BJORN_START_GLORY, FINAL_SHIELD_GLORY } from './wikingerschafe.components.js';
import { diceOn } from './wikingerschafe.rules.js';
import { finalBonus } from './wikingerschafe.scoring.js';
import type { Wikinger, WikingerschafeContext, WikingerschafeMove } from './wikingerschafe.types.js';

const opponent = (...moves: WikingerschafeMove[]) => moves.map((bot) => ({ bot }));
const endTurn: WikingerschafeMove = { type: 'player.endTurn' };
/** The buttons under the reader's dice (Roll, Roll all, End turn). */
const buttons = 'section[part~="action"] > .buttons';
/**
 * "Choose all" (the first plain button under the dice, under Roll): pointed rather than all the buttons, whose height
 * with the Unlock and Retrieve lines left no room on a phone for the dice above them and the bubble together.
 */
const chooseAll = `${buttons} > button:not(.primary):not(.small)`;
/** Where the reader places on Location `n`: the Place group once chosen, else its button in the panel (phones), else its card. */
const location = (n: number) => ['.place-group', `[data-place="${n}"]`, `wikingerschafe-location[value="${n}"]`];
/** What just happened (under the prompt), else the prompt. */
const recent = ['[part~="recent"]', '[part~="prompt"]'];
/** The players' panels: the reader's, the opponent's, then Björn Blökson's. */
const players = '[part~="players"]';
/** The reader's dice, which the re-roll and the first placement talk about: kept uncovered (issue 26: the bubble hid them). */
const tray = '[part~="tray"]';

/**
 * What a Wikinger holds that the final scoring pays for, and the glory it would pay now, under `prefix` (`youMead`,
 * `youCoins`, `youShields` unlocked, `youBonus`). @see ./RULES.md "Final Scoring"
 */
function holdings(prefix: string, w: Wikinger): Record<string, number> {
  const bonus = finalBonus(w);
  return {
    [`${prefix}Mead`]: w.mead,
    [`${prefix}Coins`]: w.coins,
    [`${prefix}Shields`]: bonus.shields / FINAL_SHIELD_GLORY,
    [`${prefix}Bonus`]: bonus.shields + bonus.mead + bonus.coins,
  };
}

// The table: the reader in seat 0, the opponent in seat 1, Björn Blökson after them.
export const wikingerschafeTutorial: Tutorial<WikingerschafeMove, WikingerschafeContext> = {
  table: { players: 2, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic', level: 2 }], seed: 109 },
  steps: [
    { say: 'intro', point: tray, next: true },
    { say: 'reroll', point: [chooseAll, buttons], keep: tray, expect: { type: 'player.roll', dice: [0, 1, 2, 3, 4, 5] } },
    { say: 'place2', point: location(2), keep: tray, expect: { type: 'player.place', value: 2, sixes: 0, shields: 0 } },
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
    // The locked die and shields, a step of their own where they lie (issue 26: an aside in "End turn" went unread).
    { say: 'locked', point: ['[data-locked]', 'wikingerschafe-round-board'], next: true },
    { say: 'place4', point: location(4), expect: { type: 'player.place', value: 4, sixes: 0, shields: 0 } },
    { say: 'endTurn2', point: buttons, expect: endTurn },
    // The opponent's last turns, each pair beside the Location it places on, so the reader sees them happen (issue 26:
    // behind one bubble under "Just now" they went by unseen, the summary showing only the last).
    // The opponent's dice on Location 1 as drawn, counted as they come (issue 26: "twice" stood over three dice).
    { say: 'watch', point: location(1), values: (c) => ({ dice: diceOn(c.wikinger[1], 1).length }), bot: { type: 'player.roll', dice: [0, 4, 5] } },
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
    ),
    // The shield beside Location 2, read before the turn's end scores the round: the end has a sentence of its own,
    // beside the scoring (issue 26: the shield's bubble stayed over the round's scoring, which the next step explains).
    { say: 'shield', point: 'wikingerschafe-location[value="2"]', bot: { type: 'player.roll', dice: [0] } },
    ...opponent({ type: 'player.place', value: 2, sixes: 0, shields: 0 }, { type: 'player.reward', option: 'shield' }),
    { say: 'scoring', point: ['.score-cards', '[part~="prompt"]'], keep: '.legend', bot: endTurn },
    { say: 'glory', point: 'wikingerschafe-location[value="2"]', next: true },
    // Where each part of a score comes from, beside the panels that show it (issue 26: Björn's 10 went unexplained):
    // Björn's panel for the glory so far, then the reader's and the opponent's for what the final scoring would add.
    { say: 'gloryNow', point: [`${players} > :last-child`, players], values: () => ({ start: BJORN_START_GLORY }), next: true },
    {
      say: 'final',
      point: [`${players} > :first-child`, players],
      keep: `${players} > :nth-child(2)`,
      values: (c) => ({ ...holdings('you', c.wikinger[0]), ...holdings('opponent', c.wikinger[1]) }),
      next: true,
    },
  ],
};
