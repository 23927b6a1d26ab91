/**
 * Everything `<wikingerschafe-board>` says, in English; German in wikingerschafe.messages.de.ts, loaded
 * only when a board speaks it (typed table: see ../shared/i18n.ts).
 * The game's own words are kept: Location, Wollhalla, Sheeple, influence, glory, Mead, Coins, shield.
 */
import { defineMessages } from '../shared/i18n.js';
import type { WikingerschafeGuide } from './wikingerschafe.guide.js';

/** Small counts in words ("two 6s", not "2 6s"), digits past ten. */
const word = (n: number) => ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] ?? String(n);
/** "Location 4", "Locations 2 and 4", "Locations 1, 2 and 4". */
const locationList = (values: readonly number[]) =>
  values.length === 1 ? `Location ${values[0]}` : `Locations ${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;

const en = {
  title: 'Wikingerschafe',
  /** Names by seat when the `names` attribute gives none (the base element reads them). */
  defaultNames: ['Freya', 'Leif', 'Sigrun', 'Ragnar'] as readonly string[],
  /** The name of seat `n` (1-based) past the default names. */
  seatName: (n: number) => `Wikinger ${n}`,
  tagline: 'Win the favour of the Viking sheep',
  help: 'Rules',
  helpTitle: 'How to play Wikingerschafe',
  logToggle: 'Game log',
  newGame: 'New game',
  round: (n: number) => `Round ${n} of 4`,
  /** The round in the header when playing the Friendly Game variant. */
  roundFriendly: (n: number) => `Round ${n} of 4 · Friendly Game`,
  roundTrack: 'Round track',
  roundShort: (n: number) => `Round ${n}`,
  influenceScoringMark: 'influence scoring after this round',
  startMarker: 'Start marker',
  roundBoard: 'Round board',
  boardShields: 'Shields still locked',
  boardDice: 'Additional dice still locked',
  wollhalla: 'Wollhalla',
  wollhallaEmpty: 'empty',
  locations: 'Locations',
  location: (n: number) => `Location ${n}`,
  locationNames: ['Loot or Destiny', 'Mead or Shield', 'Redistribution or Relocate', 'Great Celebration', 'Attack or Wollhalla'] as readonly string[],
  locationRewards: [
    '1 Coin, or turn one of your dice to any side',
    '1 Mead, or unlock a shield',
    'Re-roll your dice on a Location, or move a 3 you just placed',
    '1 Mead and 1 Coin if you have at least 2 dice here',
    'Destroy a placed shield, or send an unprotected die to Wollhalla',
  ] as readonly string[],
  influence: 'Influence',
  influenceOf: (name: string, n: number) => `${name}: ${n} influence`,
  milestones: 'Spaces 8, 10 and 12 give 3 glory each',
  diceHere: (name: string, n: number, shields: number) => `${name}: ${n} ${n === 1 ? 'die' : 'dice'}${shields ? `, ${shields} with a shield` : ''}`,
  noDiceHere: 'No dice yet',
  placeHere: (n: number) => `Choose Location\u00a0${n}`,
  /** The Locations to place on, offered in the panel where the Locations themselves are out of sight (a phone). */
  placeChoices: 'Place on a Location',
  players: 'Wikinger',
  mead: 'Mead',
  coins: 'Coins',
  glory: 'Glory',
  shields: 'Shields',
  dice: 'Dice',
  supplyDice: (n: number) => `${n} ${n === 1 ? 'die' : 'dice'} in supply`,
  shieldStates: {
    board: 'locked on the round board',
    fresh: 'unlocked, usable next turn',
    ready: 'ready',
    placed: 'on a placed die',
    destroyed: 'destroyed',
  } as Readonly<Record<string, string>>,
  neutral: 'neutral',
  bjorn: 'Björn Blökson',
  computer: 'computer',
  yourDice: 'Your dice',
  diceOf: (name: string) => `Dice of ${name}`,
  dieLabel: (face: number, selected: boolean) => `Die showing ${face}${selected ? ', chosen for re-roll' : ''}`,
  roll: (n: number) => `Roll chosen dice · ${n} left`,
  rollAll: 'Choose all',
  rollNone: 'Choose none',
  noRollsLeft: 'No rolls left',
  keyboardHint: 'Arrow keys move between dice, Space chooses, R rolls.',
  placeTitle: (n: number, count: number) => `Place your ${count} ${count === 1 ? 'die' : 'dice'} showing ${n} on Location ${n}`,
  addSixes: (max: number) => `6s to add (up to ${max})`,
  addShields: (max: number) => `Shields to add (up to ${max})`,
  fewer: (what: string) => `Fewer ${what}`,
  more: (what: string) => `More ${what}`,
  sixesWord: '6s',
  shieldsWord: 'shields',
  place: 'Place',
  cancel: 'Cancel',
  rerollSixes: 'Re-roll your 6s (1 Mead)',
  forfeitSixes: 'Send your 6s to Wollhalla',
  unlockDie: 'Unlock a die (1 Mead, 6 Coins, +3 glory)',
  retrieveDie: 'Retrieve a die from Wollhalla (2 Mead)',
  unlockShort: 'Unlock a die',
  unlockCost: '1 Mead · 6 Coins',
  retrieveShort: 'Retrieve a die',
  retrieveCost: '2 Mead',
  /** Under a greyed-out extra action, why it may not be taken now (core's `whyNotUnlock` / `whyNotRetrieve`). */
  whyNot: {
    unlocked: 'your extra die is unlocked already',
    used: 'one a turn: taken this turn',
    empty: 'none of your dice in Wollhalla',
    sixes: 'your dice there came by 6s this round',
    placed: 'no die left in your supply',
  },
  /** What a price lacks: `lacking` each "6 Coins (you have 2)" ({@link lack}). */
  whyNeeds: (lacking: readonly string[]) => `needs ${lacking.join(' and ')}`,
  lack: (need: number, marker: string, have: number) => `${need} ${marker} (you have ${have})`,
  endTurn: 'End turn',
  continue: 'Continue',
  rewardTitle: (n: number) => `Reward of Location ${n}: choose one`,
  options: {
    loot: 'Loot: take 1 Coin',
    destiny: 'Destiny: turn one of your dice',
    mead: 'Mead: take 1 Mead',
    shield: 'Shield: unlock a shield (a die with a shield counts as two and is safe from Wollhalla)',
    redistribution: 'Redistribution: re-roll your dice on a Location',
    relocate: 'Relocate: move a 3 to another Location',
    celebration: 'Great Celebration: 1 Mead and 1 Coin',
    attack: 'Attack: destroy a placed shield',
    wollhalla: 'Wollhalla: send a die there',
    none: 'Take no reward',
  } as Readonly<Record<string, string>>,
  chooseDestinyDie: 'Destiny: choose the die to turn',
  /** Destiny's second step: the die is chosen, now its new side. */
  chooseDestinyFace: (face: number) => `Destiny: turn your ${face} to which side?`,
  chooseFace: (face: number) => `Turn to ${face}`,
  redistributeFrom: (n: number, count: number) => `Re-roll your ${count} ${count === 1 ? 'die' : 'dice'} on Location ${n}`,
  relocateTo: (n: number) => `Move a 3 to Location ${n}`,
  attackTarget: (name: string, n: number) => `Destroy the shield of ${name} on Location ${n}`,
  wollhallaTarget: (name: string, n: number) => `Send a die of ${name} from Location ${n} to Wollhalla`,
  wollhallaOwnTarget: (n: number) => `Send one of your own dice from Location ${n} to Wollhalla`,
  targetHint: 'Each die shows the Location it sits on.',
  /** Why a Wikinger's dice are no Wollhalla targets: 2 of their dice are there already (`names` joined with "and"). */
  wollhallaFull: (names: string, many: boolean) =>
    `${names} ${many ? 'have' : 'has'} 2 dice in Wollhalla already, the most it takes from one Wikinger: no die of theirs can be sent there.`,
  chooseRelocateDie: 'Relocate: choose the 3 to move',
  relocateDie: (shielded: boolean, k: number, n: number) => `Die ${k} of ${n} showing 3${shielded ? ', with a shield' : ''}`,
  back: 'Back',
  assignSixesTitle: 'Your re-rolled 6s and shields go with the new dice:',
  pendingSixes: (n: number) => (n === 1 ? 'One re-rolled 6' : `${n} re-rolled 6s`),
  assignSix: (k: number, n: number) => (n === 1 ? 'Re-rolled 6' : `Re-rolled 6, ${k} of ${n}`),
  assignShield: (k: number, n: number) => (n === 1 ? 'Shield' : `Shield ${k} of ${n}`),
  oneShieldPerDie: 'One shield per die: a Location cannot take more shields than it has new dice.',
  assignConfirm: 'Put them there',
  assignedSix: (n: number) => `6 → Location ${n}`,
  assignedShield: (n: number) => `shield → Location ${n}`,
  promptRoll: (name: string, rolls: number) =>
    rolls > 0
      ? `${name}: choose dice to re-roll (${rolls} ${rolls === 1 ? 'roll' : 'rolls'} left), or place on a highlighted Location.`
      : `${name}: place your dice on a highlighted Location.`,
  /** A Location chosen to place on, its Place button waiting: `extras`, 6s or shields may be added first. */
  promptPlacing: (name: string, n: number, extras: boolean) =>
    `${name}: ${extras ? `add 6s or shields to Location ${n} if you wish, then Place` : `Place on Location ${n}`}, or choose another Location, or Cancel.`,
  /** Only 6s in the supply and a roll left: nothing can be placed, so the prompt offers no Location. */
  promptRollSixes: (name: string, rolls: number) =>
    `${name}: only 6s are left, and 6s cannot be placed alone. Choose them and roll again (${rolls} ${rolls === 1 ? 'roll' : 'rolls'} left).`,
  promptOnlySixes: (name: string) => `${name}: only 6s are left. Re-roll them for 1 Mead, or send them to Wollhalla.`,
  /** Only 6s left and no Mead to re-roll them: the one way on. */
  promptOnlySixesNoMead: (name: string) => `${name}: only 6s are left and you have no Mead to re-roll them: send them to Wollhalla.`,
  promptReward: (name: string, n: number) => `${name}: choose the reward of Location ${n}.`,
  /** The reward's second step, opened in the picker: what the person chooses there (the picker's heading says the reward). */
  promptRewardStep: {
    destiny: (name: string) => `${name}: choose the die to turn.`,
    destinyFace: (name: string) => `${name}: choose the side to turn your die to.`,
    redistribution: (name: string) => `${name}: choose the Location whose dice you re-roll.`,
    relocateDie: (name: string) => `${name}: choose which of your 3s moves.`,
    relocate: (name: string) => `${name}: choose the Location your 3 moves to.`,
    attack: (name: string) => `${name}: choose the shield to destroy.`,
    wollhalla: (name: string) => `${name}: choose the die to send to Wollhalla.`,
  },
  promptRedistribute: (name: string) => `${name}: choose where your re-rolled 6s and shields go.`,
  promptTurnEnd: (name: string) => `${name}: you may unlock or retrieve a die, then end your turn.`,
  promptBot: (name: string) => `${name} is thinking…`,
  promptRoundScoring: (n: number) => `Round ${n} is scored. Continue when you are ready.`,
  promptInfluenceScoring: 'Influence is scored: glory for the most influence at each Location.',
  promptGameOver: (names: string) => `Game over: ${names} ${names.includes(' and ') ? 'are' : 'is'} the new Jarl of the herd!`,
  roundScoringTitle: (n: number) => `Round ${n} scoring`,
  influenceScoringTitle: 'Influence scoring',
  tieRemoved: 'tie: removed',
  tieMark: '=',
  tieLegend: '“=”: tied with another Wikinger at that Location, so neither scores there.',
  roundScoringHint: 'Influence won at each Location: most dice +3, second +2, third +1.',
  /** How ties were scored at a round scoring: removed (standard) or shared (Friendly Game). */
  roundTies: (friendly: boolean): string =>
    friendly
      ? 'Ties (Friendly Game): tied Wikinger share the place and its influence; the next one takes the place after them.'
      : 'Ties: Wikinger with as many dice as another at a Location are removed there; the others move up.',
  /** How ties are scored at an influence scoring (RULINGS 3), always shown. */
  influenceTiesRule:
    'Ties share: tied Wikinger each get the place’s glory, and the next one takes the place after them (two tie for most: 5 each, the next 1, not 3).',
  /** One tie this influence scoring met: `next` the glory of the next one below (null: nobody below). */
  influenceTie: (n: number, names: string, influence: number, glory: number, next: number | null) =>
    `Location ${n}: ${names} tied with ${influence} influence, ${glory} glory each${next === null ? '' : `; the next got ${next}`}.`,
  influenceScoringHint: 'Glory for influence at each Location: most 5, second 3, third 1.',
  milestoneGlory: (n: number) => `+${n} glory for influence 8 · 10 · 12`,
  endTitle: 'Final scoring',
  total: 'Total',
  rank: 'Rank',
  winner: 'Winner',
  jarl: (name: string) => `${name} is the new Jarl of the herd. Määäh!`,
  jarls: (names: string) => `${names} share the rule of the herd. Määäh!`,
  and: 'and',
  gloryFrom: 'Glory from',
  scoreMilestones: 'Influence 8 · 10 · 12',
  scoreUnlocks: 'Unlocked dice',
  scoreStart: 'Head start',
  scoreShields: 'Shields (2 glory each)',
  scoreMead: 'Mead (1 glory each)',
  scoreCoins: 'Coins → glory (1 per 2)',
  coinsCell: (coins: number, glory: number) => `${coins} → ${glory}`,
  shieldsCell: (shields: number, each: number) => `${shields} × ${each}`,
  /**
   * The tie-break decided the Jarl (RULES "Final Scoring"): `winners` and `others` tied on `glory`; `mine` the
   * winners' Mead and Coins left, `theirs` the others' (a list).
   */
  tieBroken: (winners: string, others: string, glory: number, mine: number, theirs: string) =>
    `Tied with ${others} on ${glory} glory: ${winners} ${winners.includes(' and ') ? 'hold' : 'holds'} fewer Mead and Coins (${mine} against ${theirs}), and the fewer wins the tie.`,
  /** Tied on glory and on Mead and Coins left (`markers` each): the rule is shared. */
  tieShared: (glory: number, markers: number) => `Tied on ${glory} glory and on Mead and Coins left (${markers} each): a tie that stays is shared.`,
  influenceWord: 'influence',
  gloryWord: 'glory',
  bjornLine: 'Björn Blökson, the old Jarl’s distant cousin, plays only to make your life harder.',
  youAre: 'you',
  log: {
    /** `faces`: the new faces; `kept`: the faces of the supply dice not rolled ('' when all were rolled); `n`: dice rolled. */
    roll: (who: string, faces: string, kept: string, n: number) =>
      kept
        ? `${who} rolled ${faces} and kept the ${kept.includes(',') ? 'dice' : 'die'} showing ${kept}.`
        : n === 1
          ? `${who} rolled ${faces}.`
          : n === 2
            ? `${who} rolled both dice: ${faces}.`
            : `${who} rolled all ${n} dice: ${faces}.`,
    /** `dice`: the dice showing `n`; `sixes`: the 6s placed with them as reinforcement (all of them count). */
    place: (who: string, n: number, dice: number, sixes: number, shields: number) =>
      `${who} placed ${dice + sixes} ${dice + sixes === 1 ? 'die' : 'dice'} on Location ${n}${sixes ? ` (${word(sixes)} ${sixes === 1 ? '6' : '6s'} as reinforcement)` : ''}${shields ? ` and ${shields} ${shields === 1 ? 'shield' : 'shields'}` : ''}.`,
    loot: (who: string) => `${who} looted 1 Coin.`,
    destiny: (who: string, face: string) => `${who} turned a die to ${face} (Destiny).`,
    mead: (who: string) => `${who} took 1 Mead.`,
    shield: (who: string) => `${who} unlocked a shield.`,
    redistribution: (who: string, detail: string) => `${who} put the re-rolled 6s and shields: ${detail}.`,
    /** `to`: the Locations the new dice went to (each to its value's; none when every die showed 6: back to the supply). */
    redistributionRoll: (who: string, n: number, faces: string, to: readonly number[], sixes = 0) =>
      `${who} re-rolled the dice on Location ${n} (Redistribution): ${faces}, ${
        !to.length
          ? 'all 6s, so they went back to the supply'
          : sixes
            ? `so the dice other than 6 went to ${locationList(to)}; ${sixes === 1 ? 'the 6 joins' : 'the 6s join'} them where ${who} chooses`
            : `so they went to ${locationList(to)}`
      }.`,
    relocate: (who: string, n: string) => `${who} relocated a 3 to Location ${n}.`,
    celebration: (who: string, ok: boolean) => (ok ? `${who} celebrated: 1 Mead and 1 Coin.` : `${who} celebrated, but alone: no reward.`),
    /** `from`: the Location of the target die (undefined in a log written before it was recorded). */
    attack: (who: string, target: string, from?: number) => `${who} destroyed the shield of ${target}${from ? ` on Location ${from}` : ''}.`,
    wollhalla: (who: string, target: string, from?: number) => `${who} sent a die of ${target}${from ? ` from Location ${from}` : ''} to Wollhalla.`,
    /** Location 5's Wollhalla on the player's own die (issue 26: "Freya sent a die of Freya"). */
    wollhallaOwn: (who: string, from?: number) => `${who} sent one of their own dice${from ? ` from Location ${from}` : ''} to Wollhalla.`,
    none: (who: string) => `${who} took no reward.`,
    /** `face`: what the die rolled as it came into the supply ('' when unknown). */
    unlockDie: (who: string, face: string) => `${who} unlocked a die (+3 glory)${face ? ` and rolled ${face}` : ''}.`,
    retrieveDie: (who: string, face: string) => `${who} retrieved a die from Wollhalla${face ? ` and rolled ${face}` : ''}.`,
    rerollSixes: (who: string, faces: string) => `${who} re-rolled the 6s: ${faces}.`,
    sixesToWollhalla: (who: string, n: number) => `${who} sent ${n === 1 ? 'a 6' : `${word(n)} 6s`} to Wollhalla: not to be placed again this round.`,
    endTurn: (who: string) => `${who} ended the turn.`,
    skipped: (who: string) => `${who} has placed every die and is skipped.`,
    bjorn: (who: string, faces: string) => `${who} rolled ${faces} and placed them.`,
    roundScoring: (n: number, summary: string) => `Round ${n} scored: ${summary}.`,
    influenceScoring: (summary: string) => `Influence scored: ${summary}.`,
    finalScoring: (summary: string) => `Final scoring: ${summary}.`,
    gained: (who: string, n: number, what: string) => `${who} +${n} ${what}`,
    nobody: 'nobody scored',
  },
  notice: 'Notice',
  /**
   * "Just now": a Wikinger's turn in one line, what it came to (issue 26: a newcomer on a phone follows each computer's
   * turn at a glance, a die of theirs sent to Wollhalla inside the turn that sent it; the rolls stay in the log). Each
   * part after the Wikinger's name, joined by `line`; a turn of one line of nobody's (a scoring) is said as the log says it.
   */
  summary: {
    line: (who: string, parts: readonly string[]) => `${who}: ${parts.join('; ')}.`,
    /** A roll that has led to nothing yet (the turn under way). */
    rolled: (faces: string) => `rolled ${faces}`,
    place: (n: number, dice: number, shields: number) =>
      `${dice} ${dice === 1 ? 'die' : 'dice'}${shields ? ` and ${shields} ${shields === 1 ? 'shield' : 'shields'}` : ''} on Location ${n}`,
    loot: '1 Coin',
    destiny: (face: string) => `a die turned to ${face}`,
    mead: '1 Mead',
    shield: 'a shield unlocked',
    /** `waiting`: re-rolled 6s not yet put anywhere (the person chooses where now). */
    redistributionRoll: (n: number, faces: string, waiting: boolean) => `Location ${n} re-rolled: ${faces}${waiting ? ', the 6s still to place' : ''}`,
    redistribution: (detail: string) => `then ${detail}`,
    relocate: (n: string) => `a 3 moved to Location ${n}`,
    celebration: (ok: boolean): string => (ok ? 'celebrated: 1 Mead and 1 Coin' : 'celebrated alone'),
    attack: (target: string, from?: number) => `the shield of ${target}${from ? ` on Location ${from}` : ''} destroyed`,
    wollhalla: (target: string, from?: number) => `a die of ${target}${from ? ` from Location ${from}` : ''} sent to Wollhalla`,
    wollhallaOwn: (from?: number) => `an own die${from ? ` from Location ${from}` : ''} sent to Wollhalla`,
    none: 'no reward',
    unlockDie: 'a die unlocked (+3 glory)',
    retrieveDie: 'a die back from Wollhalla',
    rerollSixes: (faces: string) => `the 6s re-rolled: ${faces}`,
    sixesToWollhalla: (n: number) => `${n === 1 ? 'a 6' : `${word(n)} 6s`} sent to Wollhalla`,
  },
};

/** The table of `<wikingerschafe-board>` (the German one has the same keys and parameters). */
export type WikingerschafeMessages = typeof en & WikingerschafeGuide;

declare module '../shared/i18n.js' {
  /** The table of `<wikingerschafe-board>` in a language a site adds (see registerLocale). */
  interface LocaleTables {
    wikingerschafe: WikingerschafeMessages;
  }
}

export const wikingerschafeMessages = defineMessages(
  'wikingerschafe',
  en,
  () => import('./wikingerschafe.messages.de.js'),
  () => import('./wikingerschafe.guide.js'),
);
