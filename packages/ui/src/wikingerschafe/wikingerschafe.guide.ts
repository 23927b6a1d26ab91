/**
 * What <wikingerschafe-board> says only when asked, in English: the rules in short (the Rules dialog) and the guided first game's
 * sentences. The first view shows neither, so the script-tag file leaves them to a chunk of their own, loaded with
 * the dialogs or on "Learn to play" (issue 27; see `defineMessages`). German has them in wikingerschafe.messages.de.ts.
 */
/**
 * The numbers the final-scoring step names (its `values` in core's wikingerschafe.tutorial.ts): for the reader (`you…`)
 * and the opponent, the Mead, Coins and unlocked shields they hold and the glory the final scoring would add now.
 */
export type FinalValues = Readonly<Record<`${'you' | 'opponent'}${'Mead' | 'Coins' | 'Shields' | 'Bonus'}`, number>>;

const guide = {
  /** The guided first game: one entry per step's `say` in core's wikingerschafe.tutorial.ts (worded from the game where it names a count). */
  tutorial: {
    intro: 'These are your six dice. On your turn you place ALL your dice of one value on the Location of that number, and take its reward.',
    reroll: 'Before you place, you may re-roll any of your dice, twice per turn. Tap “Choose all”, then “Roll chosen dice”.',
    place2: 'Three 2s! Choose Location 2, then tap “Place”. Dice on a Location win influence there when the round is scored.',
    mead: 'Each Location pays a reward. Take 1 Mead: 2 Mead bring a die back from Wollhalla, and when only 6s are left and your rolls are used up, 1 Mead re-rolls them once. Each Mead counts 1 glory at the end.',
    endTurn: 'One value per turn: tap “End turn”. Your three 4s keep their values for your next turn.',
    opponent:
      'Your opponent re-rolls and places. A 6 is never placed alone: it joins a placement as reinforcement and takes its value. What just happened is always written here, under the prompt.',
    wollhalla:
      'Location 5 let your opponent send one of Björn’s dice to Wollhalla, at the foot of the round board: it counts for nothing this round. Björn Blökson is the neutral third Wikinger of a two-player game.',
    locked:
      'Under the lock wait each player’s seventh die and 2 shields. Once per turn “Unlock a die”, under your dice, frees yours for 1 Mead and 6 Coins: +3 glory at once, and the die is rolled and joins your dice. Location 2’s reward unlocks a shield.',
    place4: 'Choose Location 4, then tap “Place”: your three 4s go there. With two dice or more, its Great Celebration pays 1 Mead and 1 Coin at once.',
    endTurn2: 'Tap “End turn”. All your dice are placed now.',
    watch: ({ dice: n }: { readonly dice: number }) => {
      return `Your opponent places the rest of their dice on Location 1${n ? `, where they have ${n === 1 ? '1 die' : `${n} dice`} now` : ''}. When nobody has dice left, the round is scored.`;
    },
    shield:
      'On Location 2 your opponent takes a shield: from their next turn it goes on a placed die, which then counts as two and cannot be sent to Wollhalla.',
    scoring:
      'Nobody has dice left: the round is scored. On each Location the most dice gain 3 influence, the next 2, the next 1. Ties drop out first (“=”): your opponent and Björn tied on Location 2.',
    glory:
      'Influence stays on the Locations. After rounds 2 and 4 it turns into glory: 5 for the most on a Location, 3 for the next, 1 for the third. Reaching a purple 8, 10 or 12 on a track pays 3 glory at once.',
    gloryNow: ({ start }: { readonly start: number }) =>
      `The ★ on each panel is glory so far. Björn Blökson starts the game with ${start}; all other glory comes from unlocking dice, from 8, 10 and 12 on the tracks and from the influence scorings.`,
    final: (v: FinalValues) => {
      const has = (who: 'you' | 'opponent') =>
        [
          v[`${who}Mead`] && `${v[`${who}Mead`]} Mead`,
          v[`${who}Coins`] && (v[`${who}Coins`] === 1 ? '1 Coin' : `${v[`${who}Coins`]} Coins`),
          v[`${who}Shields`] && (v[`${who}Shields`] === 1 ? '1 shield' : `${v[`${who}Shields`]} shields`),
        ]
          .filter(Boolean)
          .join(', ') || 'nothing yet';
      return `After round 4 the final scoring adds 2 glory per unlocked shield, 1 per Mead and 1 per 2 Coins, as the panels show them: now +${v.youBonus} for you (${has('you')}), +${v.opponentBonus} for your opponent (${has('opponent')}). Most glory wins.`;
    },
  },
  rules: [
    'Four rounds. Influence is scored after rounds 2 and 4; then the final scoring.',
    'On your turn, roll any of your dice up to 2 times. Then place ALL your dice of one value on the Location with that value, and take its reward once.',
    '6s join a placement as reinforcements and take its value. A shield on a placed die makes it count as 2 dice and protects it from Wollhalla.',
    'Once per turn you may unlock your extra die (1 Mead, 6 Coins, +3 glory) or retrieve a die from Wollhalla (2 Mead).',
    'When everyone has placed all dice, each Location is scored: tied Wikinger are removed (unless playing the Friendly Game), then most dice +3 influence, second +2, third +1. Influence 8, 10 and 12 give 3 glory each.',
    'Influence scoring: most influence at a Location 5 glory, second 3, third 1; ties share.',
    'Final scoring: 2 glory per unlocked shield, 1 per Mead, 1 per 2 Coins. Most glory wins; a tie goes to fewer Mead and Coins.',
    'With 2 players, Björn Blökson (neutral, starts with 10 glory) places 6 dice at the start of each round.',
  ] as readonly string[],
};

/** The late keys of the table of <wikingerschafe-board> (see wikingerschafeMessages). */
export type WikingerschafeGuide = typeof guide;

export default guide;
