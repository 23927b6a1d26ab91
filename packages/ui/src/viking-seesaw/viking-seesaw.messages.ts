/**
 * Words of <viking-seesaw> in English; the German table (viking-seesaw.messages.de.ts, loaded only when a
 * board speaks German) must have every key of the English one (the compiler checks it). No weight and no number about the balance is ever worded: players judge
 * by look, as in the box.
 */
import type { PieceKind, PlacementRisk } from '@viking-games/core/viking-seesaw/board';
import { defineMessages } from '../shared/i18n.js';
import type { VikingSeesawGuide } from './viking-seesaw.guide.js';

/** The language's plural categories (Intl.PluralRules): `one` for 1 only. */
const plurals = new Intl.PluralRules('en');
const plural = (n: number, one: string, many: string) => `${n} ${plurals.select(n) === 'one' ? one : many}`;
const list = (items: readonly string[], and: string) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;

const en = {
  title: 'Viking See-Saw',
  /** Names by seat when the `names` attribute gives none (the base element reads them). */
  defaultNames: ['Astrid', 'Bjarne', 'Sigrid', 'Torvald'] as readonly string[],
  /** The name of seat `n` (1-based) past the default names. */
  seatName: (n: number) => `Viking ${n}`,
  subtitle: 'Load the ship, keep it still',
  help: 'Rules',
  helpTitle: 'How to play Viking See-Saw',
  newGame: 'New game',
  endTitle: 'The ship is loaded',
  /** The end screen's title when the game ended because the last chest left the cabin (no storage emptied). */
  endTitleLastChest: 'The last chest is gone',
  helpKeys:
    'Pick a piece in your storage, aim it by dragging it along the raised deck or tapping where it goes, then press “Set it down”: nothing is set down before. Or use the keys: the arrows move it the way they point, R turns it, Enter sets it down, Escape puts it back. The ship tells you how it feels where you aim: steady (it holds: the ship has felt it, pile and all), trembling (it may tip the ship, fall off, knock cargo off or slide into the cabin: the hint says which) or lifting its low end (it will tip). A heavy piece is steady only close to the mast, if anywhere.',
  piece: { gold: 'Gold cube', silver: 'Silver cube', iron: 'Iron ball', glass: 'Glass ball', gem: 'Gem', viking: 'Viking', chest: 'Chest' } as Record<
    PieceKind,
    string
  >,
  /** The piece with its article, as a subject. */
  the: {
    gold: 'the gold cube',
    silver: 'the silver cube',
    iron: 'the iron ball',
    glass: 'the glass ball',
    gem: 'the gem',
    viking: 'the Viking',
    chest: 'the chest',
  } as Record<PieceKind, string>,
  /** The piece with its article, after "with". */
  theDat: {
    gold: 'the gold cube',
    silver: 'the silver cube',
    iron: 'the iron ball',
    glass: 'the glass ball',
    gem: 'the gem',
    viking: 'the Viking',
    chest: 'the chest',
  } as Record<PieceKind, string>,
  /** The piece just set down, as a subject, from the piece with its article (`the`): the log tells it apart from cargo of its kind. */
  theSetDown: (the: string) => `${the} just set down`,
  /** Cargo by where it stood before the placement (`cm` from the mast, negative on the left), e.g. "the gem (4.2 cm left of the mast)". */
  cargoAt: (piece: string, cm: number) => `${piece} (${Math.abs(cm).toFixed(1)} cm ${cm < 0 ? 'left' : 'right'} of the mast)`,
  /** The piece with its article, as an object. */
  theAcc: {
    gold: 'the gold cube',
    silver: 'the silver cube',
    iron: 'the iron ball',
    glass: 'the glass ball',
    gem: 'the gem',
    viking: 'the Viking',
    chest: 'the chest',
  } as Record<PieceKind, string>,
  pieceCount: (kind: string, n: number) => `${kind}, ${n} in storage`,
  pieces: (n: number) => plural(n, 'piece', 'pieces'),
  and: 'and',
  ship: 'The ship',
  shipLabel: (low: string, cargo: number, cabin: number) =>
    `The ship: the ${low} end is down; ${plural(cargo, 'piece', 'pieces')} of cargo on deck; ${plural(cabin, 'chest', 'chests')} in the cabin`,
  left: 'left',
  right: 'right',
  storage: 'Storage',
  storageOf: (name: string) => `Storage of ${name}`,
  storageEmpty: 'Empty',
  you: 'you',
  players: 'Players',
  aim: 'Aim',
  aimLabel: (piece: string) => `Position of ${piece} on the raised deck`,
  where: (cm: number) => `${cm.toFixed(1)} cm from the mast`,
  turnedBy: (deg: number) => (deg === 0 ? '' : deg === 90 ? ', standing on end' : `, turned ${deg}°`),
  nearCabin: 'near the cabin',
  nearRim: 'near the rim',
  /** While the physics checks the spot aimed at (RULINGS "Aiming hint"): the hint says nothing else until it knows. */
  checking: 'Feeling how the ship takes it here…',
  /** The aiming hint (RULINGS "Aiming hint"): the ship trembles where the piece held may tip it. */
  trembles: 'The ship trembles: set down here, it may tip.',
  /** Steady: the low end stays down with room to spare, the placement should hold (RULINGS "Aiming hint"). */
  steady: 'The ship is steady: set down here, it should hold.',
  /** The piece outweighs what keeps the low end down: it will tip. */
  lifts: 'The ship lifts its low end: set down here, it will tip.',
  /** At the outer end of its range on a loaded raised deck the piece may roll off (RULINGS "Aiming hint"): never called steady there. */
  rollsOff: 'Near the rim, with cargo on the deck: set down here, it may roll off.',
  /**
   * What the physics, asked once the aim rests (wherever the estimate does not say it lifts), finds going wrong first
   * (core's `placementRisk`, RULINGS "Aiming hint"): never steady there, and no longer one word for all of them.
   */
  risk: {
    tips: 'The ship trembles: set down here, it may tip the ship.',
    falls: 'The ship trembles: set down here, it may fall off.',
    knocksOff: 'The ship trembles: set down here, it may knock cargo off.',
    slidesIn: 'The ship trembles: set down here, it may slide into the cabin.',
  } as Record<Exclude<PlacementRisk, 'holds'>, string>,
  /** Every spot of every piece the player may set down lifts the low end (RULINGS "Aiming hint"): said once, instead of "it will tip" everywhere. */
  allLift: 'Every spot tips the ship: set your lightest piece near the mast, so it tips gently and throws less overboard.',
  dragHint:
    'Drag along the raised deck or tap where it goes to aim; nothing is set down until you press “Set it down” (or Enter). Drag it off the ship to put it back.',
  moveLeft: 'Move left',
  moveRight: 'Move right',
  rotate: 'Turn',
  setDown: 'Set it down',
  cancel: 'Put back',
  keysHint: '← → move the way they point · R turns · Enter sets down · Esc puts back',
  prompt: (name: string, piece?: string) => (piece ? `${name}: set ${piece} down on the raised deck` : `${name}: pick a piece to set down on the raised deck`),
  promptRetry: (name: string, piece: string) => `${name}: ${piece} fell off. Try again with it!`,
  /** A piece greyed in the storage during a retry (core `whyNotPick`): said on each and once under the storage. */
  whyNotPick: (piece: string, attempt: number, tries: number) => `${piece} fell off: it goes on board first (try ${attempt} of ${tries}).`,
  promptBot: (name: string) => `${name} is choosing a piece…`,
  promptWatch: 'Watch the ship…',
  /** While a placement plays: whose move it is. */
  promptWatching: (name: string, piece: string) => `${name} sets ${piece} down: watch the ship…`,
  promptOver: (winners: string) => `Game over: ${winners} won.`,
  placed: (name: string, piece: string, where: string) => `${name} set ${piece} down ${where}.`,
  held: 'The ship held.',
  tilted: (name: string) => `The ship tipped over! ${name} takes a chest from the cabin.`,
  /** The ship came to rest after the piece was set down, then tipped while the cargo still moving was steadied (RULINGS "The log"). */
  tiltedLater: (name: string) => `The ship held at first, then tipped over as the cargo was steadied! ${name} takes a chest from the cabin.`,
  spilled: (pieces: string, name: string, _many: boolean) => `${pieces} fell off the ship into ${name}'s storage.`,
  intoCabin: (pieces: string, many: boolean) => `${pieces} slid into the cabin and ${many ? 'were' : 'was'} put back on deck.`,
  penalty: (name: string, n: number) => `${name} takes ${plural(n, 'chest', 'chests')} from the cabin.`,
  retry: (name: string, piece: string) => `${name} tries ${piece} again.`,
  /** The placed piece left the ship for the third time this turn (RULINGS "Try again"). */
  triesUsed: (name: string, piece: string) => `That was the third try: ${piece} stays in the storage of ${name}, and the turn passes.`,
  endEmpty: (name: string) => `${name}'s storage is empty: ${name} wins!`,
  endLastChest: 'The last chest has left the cabin.',
  /** The game ended on the last chest while the placer's own piece had fallen off (RULINGS "Last chest mid-turn"); `piece` with its article, capitalised. */
  endMidRetry: (name: string, piece: string) => `${piece} had fallen off, but the game ends with the last chest: ${name} does not try it again.`,
  weighed: (names: string) => `${names} had as many pieces left: the ship weighed their loads.`,
  wins: (names: string) => `${names} wins!`,
  winShared: (names: string) => `${names} share the win!`,
  rank: 'Rank',
  player: 'Player',
  left_: 'Pieces left',
  inStorage: 'In storage',
  winner: 'winner',
  byWeight: 'lighter load on the ship',
  scoresNote: 'Fewer pieces left is better. Ties: the tied loads are weighed on the ship and the lighter wins; a ship that stays level shares the win.',
  /** Under a result cut short (an upright phone): the log tells it whole. */
  more: 'More in the log',
  result: 'Last placement',
  /** How heavy a piece is, in words (never a number): what the hand that set it down felt. */
  weightClass: { heavy: 'heavy', light: 'light', feather: 'very light' } as Record<'heavy' | 'light' | 'feather', string>,
  /**
   * Why the last placement went as it did (the result box, in the placer's colour): the piece, how heavy, how far
   * out on which deck, and which way the ship went. `piece` with its article, capitalised; `side` the deck it was set on.
   */
  whyHeld: (piece: string, weight: string, cm: string, side: string, low: string) =>
    `${piece}, ${weight}, ${cm} out on the ${side} deck: the ${low} end still weighed more, so it stayed down.`,
  whyTipped: (piece: string, weight: string, cm: string, side: string) =>
    `${piece}, ${weight}, ${cm} out on the ${side} deck, outweighed the other end: the ship tipped to the ${side}.`,
  /** The distance in `why*`. */
  cmOut: (cm: number) => `${cm.toFixed(1)} cm`,
  list: (items: readonly string[]) => list(items, 'and'),
};

export type VikingSeesawMessages = typeof en & VikingSeesawGuide;

declare module '../shared/i18n.js' {
  /** The table of `<viking-seesaw>` in a language a site adds (see registerLocale). */
  interface LocaleTables {
    'viking-seesaw': VikingSeesawMessages;
  }
}

export const vikingSeesawMessages = defineMessages(
  'viking-seesaw',
  en,
  () => import('./viking-seesaw.messages.de.js'),
  () => import('./viking-seesaw.guide.js'),
);
