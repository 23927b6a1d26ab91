/**
 * Wikingerschafe: the numbers of the game, as pure data.
 * @see ./RULES.md "Components", "Setup", "Locations", "Special Rules: 6s", "Special Rules: shields"
 * @see ./RULINGS.md 13 and 16 (dice per player count, one shared set of Locations)
 */
import type { LocationValue, RewardOption } from './wikingerschafe.types.js';

/** Players at the table (Björn Blökson joins a 2-player game as a third, neutral Wikinger). */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** Viking dice per colour ("28 Viking dice (7 per player colour)"). Ids 0 to 6; id 6 is the additional die on the round board. */
export const DICE_PER_COLOUR = 7;
/** Dice each Wikinger starts with (Setup 7). */
export const START_DICE = 6;
/** Dice each Wikinger starts with in a 4-player game ("Four-player game"): die 5 goes to the box. */
export const START_DICE_FOUR_PLAYERS = 5;
/** Id of the additional die locked on the round board (Setup 4), in every player count. */
export const BOARD_DIE_ID = 6;
/** Dice Björn Blökson rolls and places each round: the 6 dice of an unused colour ("Two-player game with Björn"). */
export const BJORN_DICE = 6;
/** Björn Blökson's glory at the start ("He starts the game with 10 glory points"). */
export const BJORN_START_GLORY = 10;
/** Björn's name on score sheets and in the log. */
export const BJORN_NAME = 'Björn Blökson';

/** Shields per colour, locked on the round board at the start (Setup 3). */
export const SHIELDS_PER_COLOUR = 2;

/** Location values, in scoring order ("Each Location is resolved one at a time, in turn"). */
export const LOCATION_VALUES: readonly LocationValue[] = [1, 2, 3, 4, 5];
/** The face that reinforces ("Special Rules: 6s"). */
export const SIX = 6;

/** Influence counter range per Location ("Influence counter (0 to 12)"). */
export const INFLUENCE_MIN = 0;
export const INFLUENCE_MAX = 12;
/** Influence spaces that give glory once each when reached or passed ("moved to space 8, 10 or 12"). */
export const INFLUENCE_MILESTONES: readonly number[] = [8, 10, 12];
/** Glory per milestone reached. */
export const MILESTONE_GLORY = 3;

/** Rounds in a game ("played over 4 rounds"). */
export const ROUNDS = 4;
/** Rounds after which influence is scored ("after round 2 and round 4"). */
export const INFLUENCE_SCORING_ROUNDS: readonly number[] = [2, 4];
/** Rolls per turn ("Roll up to 2 times"). */
export const ROLLS_PER_TURN = 2;

/** Round scoring: influence for the 1st, 2nd and 3rd most dice on a Location. */
export const ROUND_INFLUENCE: readonly number[] = [3, 2, 1];
/** Influence scoring: glory for the 1st, 2nd and 3rd most influence on a Location. */
export const INFLUENCE_GLORY: readonly number[] = [5, 3, 1];

/** Unlock the additional die: cost and reward ("Pay 1 Mead and 6 Coins. Immediately receive 3 glory points"). */
export const UNLOCK_MEAD = 1;
export const UNLOCK_COINS = 6;
export const UNLOCK_GLORY = 3;
/** Retrieve 1 die from Wollhalla ("Pay 2 Mead"). */
export const RETRIEVE_MEAD = 2;
/** Re-roll the 6s when only 6s are left ("you may once spend 1 Mead to re-roll them"). */
export const SIXES_REROLL_MEAD = 1;
/** Dice per Wikinger that Location 5 "Wollhalla" may send there ("A maximum of 2 dice per Wikinger"). */
export const WOLLHALLA_MAX = 2;

/** Final scoring: glory per unlocked shield, per Mead, and Coins per glory point (rounded down). */
export const FINAL_SHIELD_GLORY = 2;
export const FINAL_MEAD_GLORY = 1;
export const FINAL_COINS_PER_GLORY = 2;

/** Great Celebration (Location 4): the reward, and the dice (shields counting) needed there after placing. */
export const CELEBRATION_MEAD = 1;
export const CELEBRATION_COINS = 1;
export const CELEBRATION_MIN_DICE = 2;

/**
 * The reward options of each Location, index = value - 1 ("Locations"). Location 4's Great Celebration
 * is automatic. `none` (decline) is always allowed besides these.
 */
export const LOCATION_OPTIONS: readonly (readonly RewardOption[])[] = [
  ['loot', 'destiny'],
  ['mead', 'shield'],
  ['redistribution', 'relocate'],
  ['celebration'],
  ['attack', 'wollhalla'],
];
