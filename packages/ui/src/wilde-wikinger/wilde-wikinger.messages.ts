/**
 * Words of <wilde-wikinger-board> in English; the German table (wilde-wikinger.messages.de.ts, loaded only
 * when a board speaks German) must have every key of the English one (the compiler checks it).
 */
import type { CardKind, JewelColour, Ship, ShipFace, TreasureFace } from '@viking-games/core/wilde-wikinger';
import { defineMessages } from '../shared/i18n.js';
import type { WildeWikingerGuide } from './wilde-wikinger.guide.js';

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
  /** Why Bid is greyed out with the cards chosen (core `whyNotBid`, after the hand's own block): none chosen, or not enough. */
  bidWhyNot: (why: 'noneChosen' | 'notAbove', ship: string, total: number, high: number): string =>
    why === 'noneChosen'
      ? `Choose cards for the ${ship} (its colour or jokers) worth ${high ? `more than ${high}` : '1 or more'} to bid, or pass.`
      : `Your ${total} does not beat the highest bid of ${high}: choose more cards, or pass.`,
  /** A greyed card in an auction (core `whyNotAuctionCard`): each such card's description. */
  cardWhyNot: (ship: string) => `Only cards in the colour of the ${ship} and jokers bid for it.`,
  /** The pirate ship greyed on the track while the chest's ship is chosen (core `whyNotShip`). */
  shipWhyNot: 'The chest loads a jewel onto a Viking ship: the pirate ship carries none.',
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
  /**
   * "Just now": a turn in one line, what it came to (issue 26: a newcomer on a phone follows each computer's turn at a
   * glance; the bids and the face-down cards stay in the log). Each part after the player's name, joined by `line`.
   */
  summary: {
    line: (who: string, parts: readonly string[]) => `${who}: ${parts.join('; ')}.`,
    /** A roll that has done nothing yet (a choice of the grey chest or ship is under way). */
    rolled: (treasure: string, ship: string) => `rolled ${treasure} + ${ship}`,
    treasure: { yellow: 'yellow chest', red: 'red chest', blue: 'blue chest', grey: 'grey chest', cards: 'cards' } as Record<TreasureFace, string>,
    ship: { yellow: 'yellow ship', red: 'red ship', blue: 'blue ship', pirate: 'pirate ship', grey: 'grey ship', nessie: 'Nessie' } as Record<ShipFace, string>,
    jewel: (jewel: string, ship: string) => `a ${jewel} jewel onto the ${ship}`,
    /** Everyone drew `n` cards (null: not everyone the same, the piles ran short). */
    cards: (n: number | null) => (n === null ? 'everyone draws cards' : `everyone draws ${cards(n)}`),
    sails: (ship: string) => `the ${ship} sails on`,
    lands: (ship: string) => `the ${ship} reaches the village`,
    landsEmpty: (ship: string) => `the ${ship} lands empty and sails back`,
    nessie: (jewel: string, ship: string) => `Nessie takes a ${jewel} jewel from the ${ship}`,
    won: (who: string, ship: string, total: number, jewels: string) => `${who} wins the ${ship} with ${total}: ${jewels}`,
    noBid: (ship: string) => `nobody bids for the ${ship}`,
    /** A raid revealed: every seat's total ("Sonja 2, Michael 1"), then who drew what. */
    raid: (bids: string, tiles: readonly string[]) => `pirate raid: ${bids}${tiles.length ? `; ${tiles.join(', ')}` : ''}`,
    tile: (who: string, penalty: number) => `${who} draws −${penalty}`,
    spared: (who: string) => `${who} is spared`,
  },
  emptyShip: 'empty',
  legendPoints: 'points each',
  legend:
    'Jewels: white brilliant 3 points, green emerald 2, purple trillion 1. Ships: yellow sun, red mountain, blue waves, pirate skull; jokers have a star.',
};

export type WildeWikingerMessages = typeof en & WildeWikingerGuide;

/** The messages of <wilde-wikinger-board> for a locale. */
declare module '../shared/i18n.js' {
  /** The table of `<wilde-wikinger-board>` in a language a site adds (see registerLocale). */
  interface LocaleTables {
    'wilde-wikinger': WildeWikingerMessages;
  }
}

export const wildeWikingerMessages = defineMessages(
  'wilde-wikinger',
  en,
  () => import('./wilde-wikinger.messages.de.js'),
  () => import('./wilde-wikinger.guide.js'),
);

/** "2 white, 1 green" style list of jewels, in the reader's language. */
export function jewelSummary(t: WildeWikingerMessages, jewels: readonly JewelColour[]): string {
  const counts = (['white', 'green', 'purple'] as const).map((c) => [c, jewels.filter((j) => j === c).length] as const).filter(([, n]) => n > 0);
  return t.jewelList(counts.map(([c, n]) => `${n} ${t.jewelPoints(c)}`).join(', '));
}
