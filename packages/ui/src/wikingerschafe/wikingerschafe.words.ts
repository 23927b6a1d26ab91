/**
 * What `<wikingerschafe-board>` says in sentences: a log entry, the prompt, the winners' line. Pure functions
 * of the game's data, a message table and the names: no element, no DOM, so each sentence can be tested on
 * its own in every language.
 */
import {
  legalPlacements,
  phaseOf,
  standings,
  wikingerschafeBoard,
  type ExtraBlock,
  type LocationValue,
  type LogEntry,
  type WikingerschafeContext,
  type WikingerschafeSnapshot,
} from '@viking-games/core/wikingerschafe';
import type { WikingerschafeMessages } from './wikingerschafe.messages.js';

/** A Wikinger's name by index (0-based; the index after the players is Björn Blökson). */
export type NameOf = (index: number) => string;

/**
 * One log entry as a sentence, e.g. "Freya placed 3 dice on Location 2 and 1 shield." Scoring entries list
 * each Wikinger's gain ("Freya 3 influence, Leif 1 influence") or say nobody scored.
 * @param context the game the entry belongs to (for the number of Wikinger a scoring sums over)
 * @see ../../../core/src/wikingerschafe/RULES.md "Wikinger Turn", "Locations", "Round Scoring", "Influence Scoring", "Final Scoring"
 */
export function logSentence(entry: LogEntry, context: Pick<WikingerschafeContext, 'wikinger'>, t: WikingerschafeMessages, name: NameOf): string {
  const who = 'who' in entry ? name(entry.who) : '';
  const faces = (list?: readonly number[]) => (list ?? []).join(', ');
  const sum = (rows: readonly (readonly number[])[], what: string) => {
    const totals = context.wikinger.map((_, i) => rows.reduce((s, row) => s + (row[i] ?? 0), 0));
    const parts = totals.flatMap((n, i) => (n > 0 ? [t.log.gained(name(i), n, what)] : []));
    return parts.length ? parts.join(', ') : t.log.nobody;
  };
  switch (entry.kind) {
    case 'roll':
      return t.log.roll(who, faces(entry.faces), faces(entry.kept), entry.faces.length);
    case 'place':
      return t.log.place(who, entry.location, entry.dice, entry.sixes, entry.shields);
    case 'reward':
      switch (entry.option) {
        case 'destiny':
          return t.log.destiny(who, String(entry.face));
        case 'redistribution':
          return entry.step === 'assign'
            ? t.log.redistribution(who, [...entry.sixes.map((n) => t.assignedSix(n)), ...entry.shields.map((n) => t.assignedShield(n))].join(', '))
            : t.log.redistributionRoll(
                who,
                entry.from,
                faces(entry.faces),
                [...new Set((entry.faces ?? []).filter((f) => f !== 6))].sort((a, b) => a - b),
                (entry.faces ?? []).filter((f) => f === 6).length,
              );
        case 'relocate':
          return t.log.relocate(who, String(entry.to));
        case 'celebration':
          return t.log.celebration(who, entry.celebrated);
        case 'wollhalla':
          if (entry.target === entry.who) return t.log.wollhallaOwn(who, entry.from);
          return t.log.wollhalla(who, name(entry.target), entry.from);
        case 'attack':
          return t.log.attack(who, name(entry.target), entry.from);
        default:
          return t.log[entry.option](who);
      }
    case 'unlockDie':
    case 'retrieveDie':
    case 'rerollSixes':
    case 'bjorn':
      return t.log[entry.kind](who, faces(entry.faces));
    case 'endTurn':
    case 'skipped':
      return t.log[entry.kind](who);
    case 'sixesToWollhalla':
      return t.log.sixesToWollhalla(who, entry.faces?.length ?? 0);
    case 'roundScoring':
      return t.log.roundScoring(entry.round, sum(entry.influence, t.influenceWord));
    case 'influenceScoring':
      return t.log.influenceScoring(sum(entry.glory, t.gloryWord));
    case 'finalScoring':
      return t.log.finalScoring(sum([entry.glory], t.gloryWord));
  }
}

/**
 * The prompt: who acts and what they may do now, or what is being scored, or who won.
 * @param display the name of the Wikinger to act as the prompt shows it (with "(you)" against bots)
 * @param botToAct a bot is about to move ("Leif is thinking…")
 * @param placing the Location a person has chosen to place on, its Place button waiting (the board's inline step)
 * @param rewardStep the reward's second step a person has opened in the picker (the Location to re-roll, the die to turn...)
 * @see ../../../core/src/wikingerschafe/RULES.md "Wikinger Turn"
 */
export function promptSentence(
  snapshot: WikingerschafeSnapshot,
  t: WikingerschafeMessages,
  name: NameOf,
  display: NameOf,
  botToAct: boolean,
  placing?: LocationValue,
  rewardStep?: keyof WikingerschafeMessages['promptRewardStep'],
): string {
  const ctx = snapshot.context;
  const phase = phaseOf(snapshot);
  if (phase === 'gameOver') {
    const over = t.promptGameOver(
      wikingerschafeBoard
        .scores(snapshot)
        .lines.filter((l) => l.rank === 1)
        .map((l) => (l.seat < 0 ? t.bjorn : name(l.seat)))
        .join(` ${t.and} `),
    );
    const tie = tieBreakSentence(ctx, t, name);
    return tie ? `${over} ${tie}` : over;
  }
  if (phase === 'roundScoring') return t.promptRoundScoring(ctx.round);
  if (phase === 'influenceScoring') return t.promptInfluenceScoring;
  const who = display(ctx.current);
  if (botToAct) return t.promptBot(who);
  if (phase === 'rewarding') return rewardStep ? t.promptRewardStep[rewardStep](who) : t.promptReward(who, ctx.turn.rewardLocation ?? 1);
  if (phase === 'redistributing') return t.promptRedistribute(who);
  if (phase === 'turnEnd') return t.promptTurnEnd(who);
  const option = placing === undefined ? undefined : legalPlacements(ctx).find((p) => p.value === placing);
  if (option) return t.promptPlacing(who, option.value, option.sixes.length > 0 || option.maxShields > 0);
  if (snapshot.can({ type: 'player.forfeitSixes' }))
    return snapshot.can({ type: 'player.rerollSixes' }) ? t.promptOnlySixes(who) : t.promptOnlySixesNoMead(who);
  // Only 6s and a roll left: no Location is highlighted, so the prompt must not point at one.
  if (ctx.turn.rollsLeft > 0 && legalPlacements(ctx).length === 0) return t.promptRollSixes(who, ctx.turn.rollsLeft);
  return t.promptRoll(who, ctx.turn.rollsLeft);
}

/**
 * What decided the Jarl when glory alone did not: the tie-break (fewest Mead and Coins left), or a tie that stayed
 * and is shared; undefined when the most glory alone decided (or the game is not over).
 * @see ../../../core/src/wikingerschafe/RULES.md "Final Scoring"
 */
export function tieBreakSentence(context: WikingerschafeContext, t: WikingerschafeMessages, name: NameOf): string | undefined {
  const lines = standings(context, true);
  const winners = lines.filter((l) => l.rank === 1);
  if (winners.length === 0) return undefined;
  const glory = winners[0].total;
  const beaten = lines.filter((l) => l.rank > 1 && l.total === glory);
  const names = (of: typeof lines) => of.map((l) => name(l.index)).join(` ${t.and} `);
  if (beaten.length) return t.tieBroken(names(winners), names(beaten), glory, winners[0].markers, beaten.map((l) => l.markers).join(', '));
  return winners.length > 1 ? t.tieShared(glory, winners[0].markers) : undefined;
}

/** The end screen's headline: the new Jarl, or the Jarls who share the herd. @param winners their names */
export function jarlSentence(winners: readonly string[], t: WikingerschafeMessages): string {
  return winners.length > 1 ? t.jarls(winners.join(` ${t.and} `)) : t.jarl(winners[0] ?? '');
}

/** The header's line under the title: the round, and the variant when it is the Friendly Game. */
export function tagline(context: Pick<WikingerschafeContext, 'round' | 'friendly'>, t: WikingerschafeMessages): string {
  return context.friendly ? t.roundFriendly(context.round) : t.round(context.round);
}

/** Why an extra action (unlocking or retrieving a die) is greyed out, in a few words under its button ("needs 6 Coins (you have 2)"). */
export function whyNotSentence(block: ExtraBlock, t: WikingerschafeMessages): string {
  return block.kind === 'cost'
    ? t.whyNeeds(block.lacking.map(({ marker, need, have }) => t.lack(need, marker === 'mead' ? t.mead : t.coins, have)))
    : t.whyNot[block.kind];
}
