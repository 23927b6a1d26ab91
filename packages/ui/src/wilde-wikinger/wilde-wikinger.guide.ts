/**
 * What <wilde-wikinger-board> says only when asked, in English: the rules in short (the Rules dialog) and the guided first game's
 * sentences. The first view shows neither, so the script-tag file leaves them to a chunk of their own, loaded with
 * the dialogs or on "Learn to play" (issue 27; see `defineMessages`). German has them in wilde-wikinger.messages.de.ts.
 */
const guide = {
  /** The guided first game: one entry per step's `say` in core's wilde-wikinger.tutorial.ts. */
  tutorial: {
    intro:
      'Three Viking ships bring jewels home. When one lands, its jewels are auctioned: the players bid with cards of its colour. The most valuable jewels win.',
    roll: 'Your turn: tap “Roll the dice”. The chest die loads a jewel or deals cards; the ship die moves a ship one square.',
    cards:
      'The card symbol: everyone took two cards, you first. Your hand is here; cards are your bids. Cards with a star are jokers: they count as any colour.',
    opponent: 'Your opponent rolls. What just happened is always written here, under the prompt.',
    rollAgain: 'Roll again: the red ship is nearing the village.',
    grey: 'The grey ship lets your opponent sail any ship: the red one lands, and they open its auction.',
    auction: 'An auction! Each player bids once, more than the highest bid, with red cards or jokers. Beat 1: tap your two red 1s, then “Bid 2”.',
    won: 'You won the red ship’s jewel. The cards you bid are gone; the ship sails back to the start, empty.',
    rollThird: 'Roll. The black ship is pirate Lars: when he reaches the village, everyone pays.',
    opponentAgain: 'Your opponent’s roll: a ship die can also show Nessie instead of a ship. Watch what it does this time.',
    nessie: 'Nessie on the ship die: your opponent moved a jewel onto Nessie. At the end her jewels go to whoever holds the most card points in hand.',
    rollPirate: 'Roll: Lars is one square from the village.',
    raid: 'A raid! Everyone lays at least one card face down at once; the lowest total takes a pirate tile (−2 to −6). Tap your yellow 2, then put it face down.',
    raidResult: 'Your opponent laid only 1 and takes a pirate tile. All cards laid are gone.',
    end: 'The game ends when a chest is rolled and the bag is empty. Then jewels score: white 3, green 2, purple 1, minus pirate tiles.',
  },
  rules: [
    'On your turn roll both dice. Look at the treasure die first.',
    'A coloured chest: a jewel from the bag goes onto that ship. The grey chest: you put it on any Viking ship. The card symbol: everyone draws two cards, starting with you.',
    'Then the ship die: that ship sails one square towards the village. The grey ship: you sail any ship, the pirate too. Nessie: you move a jewel from any Viking ship onto Nessie.',
    'A Viking ship reaching the village is auctioned. From the mover on, each player bids once, with cards of the ship’s colour and jokers, more than the highest bid so far, or passes. The highest bid wins all its jewels and discards those cards; the others take theirs back.',
    'The pirate ship reaching the village: everyone puts at least one card of any colour face down at once. The lowest total draws a pirate tile (−2 to −6). Ties all draw; if too few tiles are left for them, none does. All those cards are discarded.',
    'The game ends when someone rolls a chest and the bag is empty. Nessie’s jewels go to whoever holds the highest card value in hand.',
    'Score white 3, green 2, purple 1, minus your pirate tiles. Most points wins; ties share the win.',
    'Keyboard: Tab to any control, Enter or Space to use it, R to roll.',
  ],
};

/** The late keys of the table of <wilde-wikinger-board> (see wildeWikingerMessages). */
export type WildeWikingerGuide = typeof guide;

export default guide;
