/**
 * Words of <wilde-wikinger-board> in English; the German table (wilde-wikinger.messages.de.ts, loaded only
 * when a board speaks German) must have every key of the English one (the compiler checks it).
 */
import type { CardKind, JewelColour, Ship, ShipFace, TreasureFace } from '@viking-games/core/wilde-wikinger';
import { defineMessages } from '../shared/i18n.js';

/** English's plural categories (Intl.PluralRules): `one` for 1 only. */
const plurals = new Intl.PluralRules('en');
const plural = (n: number, one: string, many: string) => `${n} ${plurals.select(n) === 'one' ? one : many}`;

/** A number as shown: a negative one with the minus sign U+2212 (not a hyphen), as on the pirate tiles. */
export function signed(n: number): string {
  return n < 0 ? `\u2212${-n}` : String(n);
}

/** A number in screen-reader text: a negative one as the word "minus", which every reader says the same way. */
const spoken = (n: number) => (n < 0 ? `minus ${-n}` : String(n));

const cards = (n: number) => plural(n, 'card', 'cards');
const shipName = { yellow: 'yellow ship', red: 'red ship', blue: 'blue ship', pirate: 'pirate ship' } as Record<Ship, string>;
const shipTitle = { yellow: 'Yellow ship', red: 'Red ship', blue: 'Blue ship', pirate: 'Pirate ship' } as Record<Ship, string>;

const en = {
  title: 'Wilde Wikinger',
  /** Names by seat when the `names` attribute gives none (the base element reads them). */
  defaultNames: ['Sonja', 'Michael', 'Sebastian', 'Luisa', 'Ingrid'] as readonly string[],
  /** The name of seat `n` (1-based) past the default names. */
  seatName: (n: number) => `Viking ${n}`,
  subtitle: 'machen fette Beute',
  help: 'Rules',
  helpTitle: 'How to play Wilde Wikinger',
  newGame: 'New game',
  board: 'The sea, the ships and the village',
  track: 'Track to the Viking village',
  start: 'Start',
  village: 'Village',
  square: (n: number) =>
    n === 0 ? 'on the start square' : n >= 3 ? 'at the landing stage' : `${3 - n} ${3 - n === 1 ? 'square' : 'squares'} from the village`,
  ship: shipName,
  Ship: shipTitle,
  /** The ship after "from the" / "on the" (German dative). */
  shipDat: shipName,
  jewel: { white: 'white', green: 'green', purple: 'purple' } as Record<JewelColour, string>,
  jewelPoints: (colour: JewelColour) => ({ white: 'white (3 points)', green: 'green (2 points)', purple: 'purple (1 point)' })[colour],
  jewels: (n: number) => plural(n, 'jewel', 'jewels'),
  jewelList: (parts: string) => parts || 'no jewels',
  nessieLabel: (cargo: string) => `Nessie, the lake monster, holds ${cargo}`,
  bagLabel: (n: number) => `${plural(n, 'jewel', 'jewels')} left in the bag`,
  provision: (n: number) => `Draw pile: ${cards(n)}`,
  discard: (n: number) => `Discard pile: ${cards(n)}`,
  tilesLeft: (n: number) => `Pirate tiles left: ${n}`,
  treasureDie: 'Treasure die',
  shipDie: 'Ship die',
  notRolled: 'not rolled yet',
  treasureFace: { yellow: 'Yellow chest', red: 'Red chest', blue: 'Blue chest', grey: 'Grey chest: any ship', cards: 'Cards: everyone draws 2' } as Record<
    TreasureFace,
    string
  >,
  shipFace: { ...shipTitle, grey: 'Grey ship: any ship', nessie: 'Nessie' } as Record<ShipFace, string>,
  dieLabel: (die: string, face: string) => `${die}: ${face}`,
  rolling: 'rolling',
  card: (kind: CardKind, value: number) => `${kind === 'joker' ? 'joker' : kind} card, value ${value}`,
  cardKind: { yellow: 'yellow', red: 'red', blue: 'blue', joker: 'joker' } as Record<CardKind, string>,
  faceDown: 'face-down card',
  hand: 'Your hand',
  handOf: (name: string) => `Hand of ${name}`,
  handHidden: 'Hands stay hidden while the next player takes the device.',
  noCards: 'No cards in hand.',
  handTotal: (n: number) => `Card values add up to ${n}`,
  players: 'Players',
  you: 'you',
  computer: 'computer',
  cardsInHand: cards,
  scoreSoFar: (n: number) => `${spoken(n)} ${Math.abs(n) === 1 ? 'point' : 'points'}`,
  /** Pirate tiles in screen-reader text: "minus 2, minus 3". */
  tilesSpoken: (penalties: readonly number[]) => penalties.map((p) => spoken(-p)).join(', '),
  pirateTiles: 'pirate tiles',
  noTiles: 'no pirate tiles',
  playerSummary: (cards: string, jewels: string, tiles: string, points: string) => `${cards}; ${jewels}; ${tiles}; ${points}`,
  roll: 'Roll the dice',
  rollKey: 'or press R',
  chooseChestShip: 'Which Viking ship gets the jewel?',
  chooseShip: 'Which ship sails one square?',
  chooseShipButton: (ship: string) => `Choose the ${ship}`,
  feedNessie: 'Which jewel does Nessie take?',
  feedButton: (jewel: string, ship: string) => `${jewel} jewel from the ${ship}`,
  /** The heading of the bid panel (the ship as `Ship`, capitalised). */
  auctionShort: (ship: string) => `Auction: ${ship}`,
  auctionCargo: 'On board',
  highBid: (name: string, total: number) => `Highest bid: ${name} with ${total}`,
  noBidYet: 'No bid yet: any bid of 1 or more opens.',
  bidsSoFar: 'Bids',
  waiting: 'waiting',
  passed: 'passed',
  bidOf: (total: number) => `bid ${total}`,
  bidHint: (ship: string) => `Choose ${ship} cards and jokers; your total must beat the highest bid.`,
  /** Why this hand cannot bid (core `auctionBidBlock`): `ship` as after "the" (red ship), `best` the most it can bid. */
  bidBlocked: (block: 'noCards' | 'noShipCards' | 'tooLow', ship: string, best: number, high: number): string =>
    block === 'noCards'
      ? 'You have no cards to bid with: you can only pass.'
      : block === 'noShipCards'
        ? `Only cards in the colour of the ${ship} and jokers bid for it, and you have none: you can only pass.`
        : `Your cards for the ${ship} and jokers add up to ${best}, not more than the highest bid of ${high}: you can only pass.`,
  selected: (n: number, total: number) => `${cards(n)} chosen, total ${total}`,
  bid: (total: number) => `Bid ${total}`,
  pass: 'Pass',
  raidTitle: 'Pirate Lars attacks the village!',
  raidHint: 'Everyone puts at least one card face down at once. The lowest total draws a pirate tile.',
  commit: (n: number, total: number) => (n === 0 ? 'Choose at least one card' : `Put ${cards(n)} face down (total ${total})`),
  committed: 'cards face down',
  notCommitted: 'choosing',
  yourRaidBid: (total: number) => `Your face-down bid: total ${total}. Waiting for the others.`,
  lastAuction: (ship: string) => `The ${ship} came home`,
  lastRaid: 'The raid is revealed',
  raidTotal: (total: number) => `total ${total}`,
  drewTile: (penalty: number) => `draws −${penalty}`,
  spared: 'lowest, but too few tiles left: spared',
  waitingFor: (names: string) => `Waiting for ${names}.`,
  thinking: (name: string) => `${name} is thinking…`,
  promptRoll: (name: string) => `${name}: roll the dice.`,
  promptChest: (name: string) => `${name}: the grey chest! Put the jewel on any Viking ship.`,
  promptShip: (name: string) => `${name}: the grey ship! Sail any ship one square.`,
  promptNessie: (name: string) => `${name}: Nessie is hungry. Give her a jewel from a Viking ship.`,
  promptBid: (name: string, ship: string) => `${name}: bid for the ${ship}, or pass.`,
  promptRaid: (name: string) => `${name}: put cards face down against the pirate.`,
  promptWaitRaid: 'Waiting for the other face-down bids…',
  promptOver: (names: string) => `Game over: ${names} won!`,
  promptPass: (name: string) => `Pass the device to ${name}.`,
  and: 'and',
  endTitle: 'The booty is counted',
  winner: 'Winner',
  wins: (names: string) => `${names} won the fattest booty!`,
  rank: 'Rank',
  player: 'Player',
  /** The end screen's columns hold points, not jewels (issue 26: "White ×3" over a 9 read as 9 white jewels). */
  white: 'White points (3 each)',
  green: 'Green points (2 each)',
  purple: 'Purple points (1 each)',
  /** Under a jewel's icon where the column's name is hidden (a phone): the column holds points. */
  pointsEach: (n: number) => plural(n, 'pt', 'pts'),
  nessieCol: 'Nessie',
  tilesCol: 'Pirate tiles',
  total: 'Total',
  nessieWent: (names: string, points: number) =>
    `Nessie's jewels (${plural(points, 'point', 'points')}) went to ${names}, who kept the most card value in hand.`,
  /** The end screen: each seat's card value left in hand, which Nessie's award compared (`list`: "Sonja 6, Michael 1"). */
  handTotalsEnd: (list: string) => `Card value left in hand, which decided Nessie's award: ${list}.`,
  nessieNobody: 'Nobody kept cards in hand, so Nessie kept her jewels.',
  /** The end screen: how ties were scored (RULINGS R16, R17). */
  endTies: 'Ties: players tied on points share the win; players tied for the most card value in hand each score Nessie’s jewels in full.',
  log: {
    roll: (who: string, treasure: string, ship: string) => `${who} rolls: ${treasure} and ${ship}.`,
    jewel: (jewel: string, ship: string) => `A ${jewel} jewel goes onto the ${ship}.`,
    draw: (who: string, n: number) => (n === 0 ? `${who} draws no card: both piles are empty.` : `${who} draws ${cards(n)}.`),
    reshuffle: 'The discard pile is shuffled into a new draw pile.',
    move: (ship: string, where: string) => `The ${ship} sails on: ${where}.`,
    nessie: (who: string, jewel: string, ship: string) => `${who} feeds Nessie a ${jewel} jewel from the ${ship}.`,
    emptyArrival: (ship: string) => `The ${ship} arrives empty and sails back to the start.`,
    bid: (who: string, total: number, cards: string) => `${who} bids ${total} (${cards}).`,
    pass: (who: string) => `${who} passes.`,
    won: (who: string, ship: string, jewels: string, total: number) => `${who} wins the ${ship} with ${total} and takes ${jewels}.`,
    noBid: (ship: string) => `Nobody bids: the jewels stay on the ${ship}, which sails back to the start.`,
    commit: (who: string) => `${who} puts cards face down.`,
    raid: (bids: string) => `The pirate bids are revealed: ${bids}.`,
    tile: (who: string, penalty: number) => `${who} draws a pirate tile: −${penalty}.`,
    spared: (who: string) => `${who} is lowest, but too few pirate tiles are left: spared.`,
    gameOver: (nessie: string) => `A chest with an empty bag: the game is over. ${nessie}`,
  },
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
  emptyShip: 'empty',
  legendPoints: 'points each',
  legend:
    'Jewels: white brilliant 3 points, green emerald 2, purple trillion 1. Ships: yellow sun, red mountain, blue waves, pirate skull; jokers have a star.',
};

export type WildeWikingerMessages = typeof en;

/** The messages of <wilde-wikinger-board> for a locale. */
declare module '../shared/i18n.js' {
  /** The table of `<wilde-wikinger-board>` in a language a site adds (see registerLocale). */
  interface LocaleTables {
    'wilde-wikinger': WildeWikingerMessages;
  }
}

export const wildeWikingerMessages = defineMessages('wilde-wikinger', en, () => import('./wilde-wikinger.messages.de.js'));

/** "2 white, 1 green" style list of jewels, in the reader's language. */
export function jewelSummary(t: WildeWikingerMessages, jewels: readonly JewelColour[]): string {
  const counts = (['white', 'green', 'purple'] as const).map((c) => [c, jewels.filter((j) => j === c).length] as const).filter(([, n]) => n > 0);
  return t.jewelList(counts.map(([c, n]) => `${n} ${t.jewelPoints(c)}`).join(', '));
}
