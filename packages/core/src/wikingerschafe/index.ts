/**
 * Wikingerschafe for 2 to 4 players (Björn Blökson joins a 2-player game): the statechart, its
 * `GameModule` for the simulator, elements and other frameworks, the view selectors and the bots.
 * @see ./RULINGS.md
 */
import type { SnapshotFrom } from 'xstate';
import type { BoardModule, GameModule, ScoreSheet, TableOptions } from '../kit/game-module.js';
import { tableInput } from '../kit/table.js';
import { movesOfSeat } from '../kit/turn.js';
import { seatsOfPlayers } from '../kit/seats.js';
import { sameRngState } from '../kit/rng.js';
import { BJORN_NAME, MAX_PLAYERS, MIN_PLAYERS } from './wikingerschafe.components.js';
import { wikingerschafeBots } from './wikingerschafe.bots.js';
import { searchBot } from './wikingerschafe.search.js';
import { wikingerschafeMachine, type WikingerschafeMachine } from './wikingerschafe.machine.js';
import { checkInvariants } from './wikingerschafe.invariants.js';
import { legalEvents } from './wikingerschafe.legal-moves.js';
import { standings } from './wikingerschafe.scoring.js';
import type { WikingerschafeInput, WikingerschafeMove } from './wikingerschafe.types.js';
import { phaseOf, playerView, redact, type WikingerschafeView } from './wikingerschafe.view.js';

type Snapshot = SnapshotFrom<WikingerschafeMachine>;

/**
 * Bumped whenever the context shape changes (2: dice kept in Wollhalla by 6s, shields waiting after a
 * Redistribution; 3: the log says which dice a roll kept and from which Location an Attack or Wollhalla took its die;
 * 4: a reward's log entry is typed by its option instead of a `detail` string).
 */
export const WIKINGERSCHAFE_SNAPSHOT_VERSION = 4;

/**
 * Builds the machine input from table options (`variants.friendly` turns on the Friendly Game).
 * @throws {RangeError} when the player count is not 2 to 4 or the seats do not match it.
 */
export function createWikingerschafeInput(options: TableOptions): WikingerschafeInput {
  return { ...tableInput('Wikingerschafe', { minPlayers: MIN_PLAYERS, maxPlayers: MAX_PLAYERS }, options), friendly: options.variants?.friendly ?? false };
}

/** Seats that act now: the current Wikinger during a turn, the start seat on scoring screens, nobody at the end. */
export function toAct(snapshot: Snapshot): number[] {
  const phase = phaseOf(snapshot);
  if (phase === 'gameOver') return [];
  if (phase === 'roundScoring' || phase === 'influenceScoring') return [snapshot.context.startSeat];
  return [snapshot.context.current];
}

/** Every legal move of `seat` (default: the seat to act). `game.restart` is never listed (it is always accepted). */
export function legalMoves(snapshot: Snapshot, seat?: number): WikingerschafeMove[] {
  return movesOfSeat(toAct(snapshot), seat, () => legalEvents(snapshot.context, phaseOf(snapshot)));
}

/** Score sheet: one line per Wikinger (Björn's seat is -1); winners only when the game is over. */
export function scores(snapshot: Snapshot): ScoreSheet {
  const over = snapshot.hasTag('gameOver');
  const context = snapshot.context;
  const lines = standings(context, over).map((s) => {
    const w = context.wikinger[s.index];
    return {
      seat: w.seat,
      name: w.neutral ? BJORN_NAME : context.players[s.index].name,
      total: s.total,
      breakdown: { glory: s.glory, shields: s.shields, mead: s.mead, coins: s.coins, total: s.total },
      rank: s.rank,
    };
  });
  return { lines, winners: over ? lines.filter((l) => l.rank === 1).map((l) => l.seat) : [], final: over };
}

/** Counters over a game so far (the simulator sums them over finished games). */
export function outcomes(snapshot: Snapshot): Record<string, number> {
  const counters: Record<string, number> = {
    unlocks: 0,
    retrievals: 0,
    wollhallaSends: 0,
    attacks: 0,
    redistributions: 0,
    relocations: 0,
    destinies: 0,
    shieldsUnlocked: 0,
    sixesRerolls: 0,
    sixesForfeits: 0,
    tiesRemoved: 0,
    milestoneAwards: 0,
    skips: 0,
    bjornWins: 0,
  };
  for (const entry of snapshot.context.log) {
    if (entry.kind === 'unlockDie') counters.unlocks++;
    else if (entry.kind === 'retrieveDie') counters.retrievals++;
    else if (entry.kind === 'rerollSixes') counters.sixesRerolls++;
    else if (entry.kind === 'skipped') counters.skips++;
    else if (entry.kind === 'sixesToWollhalla') counters.sixesForfeits++;
    else if (entry.kind === 'roundScoring') {
      counters.tiesRemoved += entry.removed.reduce((sum, r) => sum + r.length, 0);
      counters.milestoneAwards += entry.milestoneGlory.reduce((sum, g) => sum + g, 0) / 3;
    } else if (entry.kind === 'reward') {
      if (entry.option === 'wollhalla') counters.wollhallaSends++;
      else if (entry.option === 'attack') counters.attacks++;
      else if (entry.option === 'redistribution' && entry.step === 'roll') counters.redistributions++;
      else if (entry.option === 'relocate') counters.relocations++;
      else if (entry.option === 'destiny') counters.destinies++;
      else if (entry.option === 'shield') counters.shieldsUnlocked++;
    }
  }
  if (snapshot.hasTag('gameOver') && scores(snapshot).winners.includes(-1)) counters.bjornWins = 1;
  return counters;
}

/**
 * A take-back is allowed for any move that drew nothing from the dice (placing dice, a reward, assigning
 * 6s and shields); never once a roll or a re-roll showed new faces. @see ./RULINGS.md "Taking a move back"
 */
export function mayTakeBack(before: Snapshot, after: Snapshot): boolean {
  return sameRngState(before.context.rng, after.context.rng);
}

/**
 * Wikingerschafe as an element plays it: the game module without `invariants`, which it loads when it needs them
 * (`loadInvariants`: restoring a save, recovering from an error). {@link wikingerschafe} is the whole module.
 */
export const wikingerschafeBoard: BoardModule<WikingerschafeMachine, WikingerschafeInput, WikingerschafeMove, WikingerschafeView> = {
  id: 'wikingerschafe',
  title: 'Wikingerschafe',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  snapshotVersion: WIKINGERSCHAFE_SNAPSHOT_VERSION,
  loadContextSchema: () => import('./wikingerschafe.schema.js').then((schema) => schema.wikingerschafeContextSchema),
  loadTutorial: () => import('./wikingerschafe.tutorial.js').then((tutorial) => tutorial.wikingerschafeTutorial),
  machine: wikingerschafeMachine,
  createInput: createWikingerschafeInput,
  seats: seatsOfPlayers,
  tableSteps: ['game.continue'],
  toAct,
  legalMoves,
  playerView,
  redact,
  scores,
  isOver: (snapshot) => snapshot.hasTag('gameOver'),
  bots: wikingerschafeBots,
  loadInvariants: () =>
    import('./wikingerschafe.invariants.js').then((module) => (snapshot: Snapshot) => module.checkInvariants(snapshot.context, phaseOf(snapshot))),
  outcomes,
  mayTakeBack,
  turns: (snapshot) => snapshot.context.turns,
};

/**
 * The game module of Wikingerschafe: {@link wikingerschafeBoard} with its consistency checks (the simulator and the tests run them after
 * every move) and the strongest bot, `search` (Monte Carlo search, ./wikingerschafe.search.ts), which a board runs in its
 * worker and so does not carry.
 */
// Built in a pure function so that a bundle using only the board module drops it, and the checks and the search with it.
export const wikingerschafe: GameModule<WikingerschafeMachine, WikingerschafeInput, WikingerschafeMove, WikingerschafeView> = /* @__PURE__ */ (() => ({
  ...wikingerschafeBoard,
  bots: { ...wikingerschafeBots, search: searchBot },
  invariants: (snapshot: Snapshot) => checkInvariants(snapshot.context, phaseOf(snapshot)),
}))();

export { wikingerschafeMachine, type WikingerschafeMachine } from './wikingerschafe.machine.js';
export * from './wikingerschafe.components.js';
export * from './wikingerschafe.rules.js';
export * from './wikingerschafe.moves.js';
export * from './wikingerschafe.scoring.js';
export * from './wikingerschafe.legal-moves.js';
export * from './wikingerschafe.invariants.js';
export * from './wikingerschafe.view.js';
export * from './wikingerschafe.bots.js';
export * from './wikingerschafe.search.js';
export type * from './wikingerschafe.types.js';
