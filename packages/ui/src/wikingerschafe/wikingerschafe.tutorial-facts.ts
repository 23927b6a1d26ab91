/**
 * The numbers the guided game's sentences name, read from the game as it stands (issue 26: a fixed "twice on
 * Location 1" stood over three dice), for the English (`wikingerschafe.guide.ts`) and German
 * (`wikingerschafe.messages.de.ts`) words alike. The tutorial's table (core's `wikingerschafe.tutorial.ts`): the reader
 * in seat 0, the opponent in seat 1, Björn Blökson after them.
 */
import { diceOn, FINAL_SHIELD_GLORY, finalBonus, gloryBreakdown, type Wikinger, type WikingerschafeContext } from '@viking-games/core/wikingerschafe';

/** What a Wikinger holds that the final scoring pays for, and the glory it would pay now. */
export interface Holdings {
  readonly mead: number;
  readonly coins: number;
  /** Unlocked shields (not locked on the round board, not destroyed). */
  readonly shields: number;
  /** Glory the final scoring would add for them now. */
  readonly bonus: number;
}

function holdings(w: Wikinger): Holdings {
  const bonus = finalBonus(w);
  return { mead: w.mead, coins: w.coins, shields: bonus.shields / FINAL_SHIELD_GLORY, bonus: bonus.shields + bonus.mead + bonus.coins };
}

/** The opponent's dice on Location 1, as the board shows them now. */
export const opponentOnLocation1 = (context: WikingerschafeContext): number => diceOn(context.wikinger[1], 1).length;

/** The reader's and the opponent's holdings for the final scoring. */
export function finalFacts(context: WikingerschafeContext): { readonly you: Holdings; readonly opponent: Holdings } {
  return { you: holdings(context.wikinger[0]), opponent: holdings(context.wikinger[1]) };
}

/** The glory Björn Blökson started the game with (0 without him). */
export function bjornStart(context: WikingerschafeContext): number {
  const bjorn = context.wikinger.findIndex((w) => w.neutral);
  return bjorn < 0 ? 0 : gloryBreakdown(context)[bjorn].start;
}
