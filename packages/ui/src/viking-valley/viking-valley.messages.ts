/**
 * Words of <viking-valley-board> in English; the German table (viking-valley.messages.de.ts, loaded only
 * when a board speaks German) must have every key of the English one (the compiler checks it).
 */
import { defineMessages } from '../shared/i18n.js';
import type { VikingValleyGuide } from './viking-valley.guide.js';

/** The language's plural categories (Intl.PluralRules): `one` for 1 only. */
const plurals = new Intl.PluralRules('en');
const plural = (n: number, one: string, many: string) => `${n} ${plurals.select(n) === 'one' ? one : many}`;
const list = (items: readonly string[], and: string) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
/** Clock positions of the holes, as a person standing south of the square would read them. */
const clock = (hour: number) => `${hour} o'clock`;

const en = {
  title: 'Valley of the Vikings',
  /** Names by seat when the `names` attribute gives none (the base element reads them). */
  defaultNames: ['Astrid', 'Bjarne', 'Sigrid', 'Torvald'] as readonly string[],
  /** The name of seat `n` (1-based) past the default names. */
  seatName: (n: number) => `Viking ${n}`,
  subtitle: 'Bowl the barrels, walk the dock, fill your ship',
  help: 'Rules',
  helpTitle: 'How to play Valley of the Vikings',
  newGame: 'New game',
  endTitle: 'The hoard is empty',
  helpKeys:
    'On the square: drag back from the ball like a sling, or from it towards where it should roll, and let go to bowl (a guide shows direction and strength), or use the keys: Left and Right turn, Up and Down set the strength, Enter or Space bowls. To put a barrel back, choose a free hole (arrow keys move between holes).',
  legend: 'Start holes are circled and starred. Each Viking has a colour and an initial on barrel, token, flag and ship.',
  viking: { finn: 'Finn', tjarne: 'Tjarne', magnus: 'Magnus', inga: 'Inga' } as Record<string, string>,
  /** A Viking with the player who plays it, or "unclaimed". */
  vikingOf: (viking: string, player: string | null) => (player ? `${viking} (${player})` : `${viking} (unclaimed)`),
  barrelOf: (viking: string) => `${viking}’s barrel`,
  you: 'you',
  and: 'and',
  // The square
  square: 'Village square',
  squareLabel: (standing: string, lying: string) => `Village square. ${standing}${lying ? ` ${lying}` : ''}`,
  standsIn: (barrel: string, hole: string) => `${barrel} stands in the ${hole}`,
  lies: (barrels: string) => `Fallen: ${barrels}.`,
  hole: (index: number, ring: 'centre' | 'inner' | 'outer', hour: number, start: boolean) =>
    `${ring === 'centre' ? 'centre hole' : `${ring} ring hole at ${clock(hour)}`}${start ? ', a start hole' : ''}`,
  holeButton: (hole: string, barrel: string) => `Put ${barrel} in the ${hole}`,
  grab: 'The ball: drag back from it, or towards where it should roll, to aim and bowl',
  // Aiming
  aim: 'Aim',
  aimLabel: 'Aim of the bowl: Left and Right turn, Up and Down set the strength, Enter bowls',
  // Whole degrees, as the aim control steps (a bot's aim may fall between two steps).
  aimWords: (angle: number, strength: number) =>
    `${Math.round(angle) === 0 ? 'straight at the centre' : `${Math.abs(Math.round(angle))}° to the ${angle > 0 ? 'left' : 'right'}`}, strength ${Math.round(strength * 100)}%`,
  strength: 'Strength',
  turnLeft: 'Turn left',
  turnRight: 'Turn right',
  softer: 'Softer',
  harder: 'Harder',
  bowl: 'Bowl!',
  keysHint: '← → turn · ↑ ↓ strength · Enter bowls',
  dragHint: 'Drag back from the ball, or from it towards where it should roll, and let go; or use the buttons.',
  // Placing and moving
  barrelToPlace: 'Barrel to put back',
  placeHint: (barrel: string) => `Tap a free hole for ${barrel}.`,
  moveOrder: 'Which Viking moves first?',
  moveOrderNext: 'Which Viking moves next?',
  moveButton: (viking: string) => `Move ${viking}`,
  /** Under the Vikings to move: the Vikings not offered because their barrel stood (core `whyNotMove`), `names` joined. */
  whyNotMove: (names: string, many: boolean) =>
    `Only Vikings whose barrel fell move: ${names} ${many ? 'stay, their barrels stood' : 'stays, its barrel stood'}.`,
  // The dock, ships and hoard
  dock: 'The dock',
  dockList: 'The dock, space by space',
  coinFlag: (n: number) => `a flag with ${plural(n, 'coin', 'coins')}`,
  portraitFlag: (viking: string) => `${viking}’s portrait`,
  space: (n: number, flag: string, who: string | null) => `Space ${n}: ${flag}${who ? `; ${who} stands here` : ''}`,
  shore: (who: string) => (who ? `In front of the first space: ${who}` : 'Nobody is in front of the first space'),
  ships: 'Ships',
  shipLabel: (viking: string, owner: string | null, coins: number) =>
    `${viking}’s ship${owner ? `, sailed by ${owner}` : ', unclaimed'}: ${plural(coins, 'coin', 'coins')}`,
  unclaimed: 'unclaimed',
  hoard: 'Hoard',
  hoardLabel: (n: number) => `The hoard: ${plural(n, 'coin', 'coins')} left`,
  // Prompts
  promptBowl: (name: string, viking: string) => `${name}: bowl at the barrels for ${viking}`,
  promptBowlAgain: (name: string) => `${name}: nothing fell. Bowl again!`,
  promptPlace: (name: string, n: number) => `${name}: put ${n === 1 ? 'the fallen barrel back on a free hole' : `the ${n} fallen barrels back on free holes`}`,
  /** A bot to bowl while a tutorial's explanation holds it: nothing moves yet. */
  promptBotNext: (name: string) => `${name} bowls next`,
  promptMove: (name: string) => `${name}: choose which Viking moves next`,
  promptBot: (name: string) => `${name} is taking aim…`,
  /** A bot's turn after its bowl: the Vikings whose barrels fell move (not 'taking aim' once the banner says it bowled). */
  promptBotMoves: (name: string) => `${name} has bowled: the Vikings whose barrels fell move…`,
  promptBotPlaces: (name: string) => `${name} puts the fallen barrels back…`,
  promptWatch: 'Watch the square…',
  promptOver: (winners: string) => `Game over: ${winners} won.`,
  promptAllLose: (viking: string) => `Game over: ${viking}, whom nobody played, is richest. Every player has lost!`,
  // The log
  placed: (name: string, barrel: string, hole: string) => `${name} put ${barrel} in the ${hole}.`,
  bowled: (name: string, aim: string, fallen: string) => `${name} bowled (${aim}): ${fallen} fell!`,
  missed: (name: string, aim: string) => `${name} bowled (${aim}) and missed: bowl again.`,
  moved: (viking: string, space: number, skipped: string) => `${viking} moves to space ${space}${skipped ? `, past ${skipped}` : ''}.`,
  splash: (viking: string, lost: string) =>
    `Splash! ${viking} falls into the water. The turn ends${lost ? `; ${lost} will not move` : ''}, and the Vikings on the dock are paid.`,
  paid: (viking: string, coins: number, flagCoins: number, space: number) =>
    coins === 0
      ? `${viking} on space ${space} would take ${plural(flagCoins, 'coin', 'coins')}, but the hoard is empty.`
      : `${viking} takes ${plural(coins, 'coin', 'coins')} from the hoard (flag on space ${space})${coins < flagCoins ? ', all that was left' : ''}.`,
  stole: (thief: string, from: string, coins: number, own: boolean, space: number) =>
    coins
      ? `${thief} steals a coin from ${from} (${own ? 'own portrait' : 'portrait'} on space ${space}).`
      : `${thief} would steal from ${from}, but that ship is empty.`,
  // "Just now": a splash and its payouts in one sentence (the log has each in full).
  payouts: (viking: string, parts: string, ships: string) => `Splash! ${viking} falls into the water.${parts ? ` Paid: ${parts}. Ships now: ${ships}.` : ''}`,
  paidShort: (viking: string, coins: number) => (coins ? `${viking} +${coins} from the hoard` : `${viking} nothing (hoard empty)`),
  stoleShort: (thief: string, from: string, coins: number) => (coins ? `${thief} took 1 from ${from}` : `${thief} nothing (${from}’s ship empty)`),
  shipShort: (viking: string, coins: number) => `${viking} ${coins}`,
  backToStart: (viking: string) => `${viking} climbs out and goes back in front of the first space.`,
  turnEnded: (name: string) => `${name}’s turn.`,
  endWins: (names: string) => `${names} wins!`,
  endShared: (names: string) => `${names} share the win!`,
  /**
   * The dock's tie-break decided the win: `winners` (`several`: more than one) and `others` had `coins` each;
   * `water`: the Viking among `others` still in the water (it counts as beyond the dock's end), or ''.
   */
  endTie: (winners: string, others: string, coins: number, several: boolean, water: string) =>
    `Tied on ${plural(coins, 'coin', 'coins')} with ${others}: ${winners} ${several ? 'stand' : 'stands'} nearer the start of the dock${water ? ` (${water} is still in the water, which counts as beyond the dock’s end)` : ''}, and the nearer wins the tie.`,
  endAllLose: (viking: string) => `${viking}, whom nobody played, has the most coins: every player has lost!`,
  // End screen
  rank: 'Rank',
  player: 'Player',
  coins: 'Coins',
  dockPosition: 'Dock',
  dockAt: (position: number) => (position === 0 ? 'start' : `space ${position}`),
  /** The score table's dock column for the Viking whose fall ended the game (still in the water: the farthest). */
  dockInWater: 'in the water',
  winner: 'winner',
  tieNote: 'A tie goes to the Viking nearer the start of the dock; one still in the water is the farthest.',
  /** Under an unclaimed Viking's name in the final table (on a line of its own, never broken inside a word). */
  unclaimedNote: '(unclaimed)',
  list: (items: readonly string[]) => list(items, 'and'),
};

export type VikingValleyMessages = typeof en & VikingValleyGuide;

declare module '../shared/i18n.js' {
  /** The table of `<viking-valley>` in a language a site adds (see registerLocale). */
  interface LocaleTables {
    'viking-valley': VikingValleyMessages;
  }
}

export const vikingValleyMessages = defineMessages(
  'viking-valley',
  en,
  () => import('./viking-valley.messages.de.js'),
  () => import('./viking-valley.guide.js'),
);
