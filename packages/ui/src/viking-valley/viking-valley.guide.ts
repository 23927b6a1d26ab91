/**
 * What <viking-valley-board> says only when asked, in English: the rules in short (the Rules dialog) and the guided first game's
 * sentences. The first view shows neither, so the script-tag file leaves them to a chunk of their own, loaded with
 * the dialogs or on "Learn to play" (issue 27; see `defineMessages`). German has them in viking-valley.messages.de.ts.
 */
const guide = {
  rules: [
    'Each player is one of the four Vikings: Finn (blue), Tjarne (orange), Magnus (red) and Inga (green). A Viking nobody chose still plays along: its token moves and its ship takes coins.',
    'On your turn, first put every fallen barrel back on any free hole of the village square. Then bowl the ball down your ramp at the barrels. Bowl again until at least one barrel falls.',
    'For each fallen barrel, the Viking of its colour moves one space to the right along the dock, skipping occupied spaces. When several fell, you choose the order.',
    'A Viking that has to move with no free space to its right falls into the water. Your turn ends at once (other moves are lost), and every Viking on the dock is paid, from the right end back to the start.',
    'A coin flag pays its coins from the hoard (what is left). A Viking on their own portrait steals a coin from every other ship; on another Viking’s portrait, a coin from that Viking. An empty ship gives nothing. The Viking in the water goes back to the start.',
    'When the hoard is empty, the turn is finished and the game ends. Most coins wins; a tie goes to the Viking nearer the start of the dock. If an unclaimed Viking is richest, every player has lost!',
  ],
  /** The guided first game's sentences, by step (`viking-valley.tutorial.ts` in core). */
  tutorial: {
    intro:
      'You play Finn (blue), near the end of a game: 3 coins are left in the hoard. Each barrel a ball knocks over moves its Viking one space along the dock, jumping over occupied spaces.',
    botBowl: 'The computer bowls first, for Tjarne (orange): watch the square. Its ball knocks over Tjarne’s barrel and yours.',
    bowl: 'Bowl at the barrels: drag back from the ball and let go, or aim with the buttons and press “Bowl!”. A miss: bowl again.',
    move: 'Several barrels fell: you choose the order. Tap a Viking to move it; with no free space ahead it falls into the water.',
    oneFell: 'Your ball knocked over one barrel: with one down there is no order to choose, so its Viking moved by itself.',
    botMoves: 'Every fallen barrel moves its own Viking, whoever bowled: Tjarne’s, then yours. Now the four stand at the end of the dock.',
    place: 'Your turn: put the fallen barrels back first. Tap a free hole for each.',
    water:
      'A Viking with no free space ahead fell into the water, and the turn ended. Then every Viking on the dock took what its flag says, from the rightmost: coins from the hoard, or one from a ship.',
    end: 'That emptied the hoard, so the game is over, and the richest ship wins: yours. In a whole game, stand on a good flag when a Viking falls in!',
  } as Record<string, string>,
};

/** The late keys of the table of <viking-valley-board> (see vikingValleyMessages). */
export type VikingValleyGuide = typeof guide;

export default guide;
