/**
 * What <viking-seesaw> says only when asked, in English: the rules in short (the Rules dialog) and the guided first game's
 * sentences. The first view shows neither, so the script-tag file leaves them to a chunk of their own, loaded with
 * the dialogs or on "Learn to play" (issue 27; see `defineMessages`). German has them in viking-seesaw.messages.de.ts.
 */
const guide = {
  rules: [
    'The ship is a see-saw: one end rests down, the other is raised. On your turn, take one piece from your storage and set it down on the deck of the raised end.',
    'If the ship does not tip, you did well and your turn ends. Nobody knows the weights: gold is brass and heavy, silver is light aluminium; iron is a steel ball, glass a light one; the gem, the Viking and the chests are very light.',
    'If the ship tips over to the other end, your cargo stays where it is, but you take a chest from the cabin into your storage as a penalty.',
    'Cargo that falls off goes into your storage. If your own piece falls off, pick it up and try again until it stays on the ship, three tries in all: the third time it falls off, it stays in your storage and your turn ends. Failing costs nothing more.',
    'Cargo that slides into the cabin is put back on its spot, or, where it cannot rest there, on the nearest spot of that deck where it does; if the ship tips while doing so, that is another chest.',
    'The game ends when a player has no cargo left (that player wins), or when the last chest leaves the cabin: then the fewest pieces in storage win, and a tie is settled by weighing the loads on the ship (the lighter load wins).',
  ],
  /** The guided first game's sentences, by step (`viking-seesaw.tutorial.ts` in core). */
  tutorial: {
    intro:
      'The ship is a see-saw: one end rests down, the other is raised. Take turns setting a piece on the raised deck without tipping it. This game is nearly over: one chest is left in the cabin.',
    silver: 'Tap the silver cube in your storage, tap or drag on the raised deck to aim, then press “Set it down”.',
    botTurn: 'Your silver cube held. Now the computer sets a piece down: watch the ship.',
    gold: 'Now tap the gold cube. It has the silver one’s size and shape; only its weight may differ. The ship’s hint under the aim is how a hand feels that weight: it tells you whether a spot will tip. Here, set it down anyway, to see.',
    tipped: 'The ship tipped: gold is far heavier than silver, and nobody is told the weights. Tipping costs a chest from the cabin: you took the last one.',
    fall: 'That chest went into your storage, and so does cargo that falls into the sea while you place. Your own piece you set again until it stays on board; here at most three times, so that every turn ends (the third time it falls, it stays in your storage).',
    end: 'The game ends when a storage is empty (its owner wins) or when the last chest leaves the cabin: then the fewest pieces in storage win, and that is you.',
  } as Record<string, string>,
};

/** The late keys of the table of <viking-seesaw> (see vikingSeesawMessages). */
export type VikingSeesawGuide = typeof guide;

export default guide;
