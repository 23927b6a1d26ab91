/**
 * The guided first game of Wilde Wikinger ("Learn to play"): two players (the reader and a bot), seed 2730,
 * seven turns. The reader rolls the card symbol (everyone draws two), wins the red ship's auction with two red
 * cards, sees the opponent feed Nessie and, when pirate Lars lands, lays a card face down in the raid. The end
 * (Nessie's jewels to the biggest hand, the scoring) is explained. The sentences are the ui's `tutorial` messages.
 * @see ./RULES.md "How to Play"
 */
import type { Tutorial } from '../kit/tutorial.js';
import type { WildeWikingerMove } from './wilde-wikinger.types.js';

const roll = (seat: number): WildeWikingerMove => ({ type: 'player.roll', seat });
/** The panel of the choice under way (Roll, a bid, a raid). */
const action = 'section[part~="action"]';
/** What just happened (under the prompt), else the prompt. */
const recent = ['[part~="recent"]', '[part~="prompt"]'];

export const wildeWikingerTutorial: Tutorial<WildeWikingerMove> = {
  table: { players: 2, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic', level: 2 }], seed: 2730 },
  steps: [
    { say: 'intro', point: '[part~="board"]', next: true },
    { say: 'roll', point: action, expect: roll(0) },
    { say: 'cards', point: '[part~="hand"]', next: true },
    { say: 'opponent', point: recent, bot: roll(1) },
    { say: 'rollAgain', point: action, expect: roll(0) },
    // The ships kept uncovered: the sentence speaks of the red one landing (issue 26: the bubble hid it at the landing stage).
    { say: 'grey', point: recent, keep: '[part~="track"]', bot: roll(1) },
    { bot: { type: 'player.chooseShip', seat: 1, ship: 'red' } },
    { bot: { type: 'player.bid', seat: 1, cards: [66] } },
    { say: 'auction', point: action, expect: { type: 'player.bid', seat: 0, cards: [23, 25] } },
    // The sentence ends on the ship sailing back: the ring on the ships (the jewel won is in "Just now" above).
    { say: 'won', point: '[part~="track"]', next: true },
    { say: 'rollThird', point: action, expect: roll(0) },
    { say: 'opponentAgain', point: recent, bot: roll(1) },
    { bot: { type: 'player.feedNessie', seat: 1, ship: 'blue', jewel: 'green' } },
    { say: 'nessie', point: '[part~="nessie"]', next: true },
    { say: 'rollPirate', point: action, expect: roll(0) },
    { bot: { type: 'player.commitBid', seat: 1, cards: [0] } },
    { say: 'raid', point: action, expect: { type: 'player.commitBid', seat: 0, cards: [11] } },
    { say: 'raidResult', point: '[part~="result"]', next: true },
    { say: 'end', point: '[part~="bag"]', next: true },
  ],
};
