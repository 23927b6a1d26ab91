/**
 * Wilde Wikinger machen fette Beute (2 to 5 players): the statechart, its rules, the per-seat view and the
 * bots, bundled as a {@link GameModule}.
 * @see ./RULES.md
 */
import type { SnapshotFrom } from 'xstate';
import type { BoardModule, GameModule, TableOptions } from '../kit/game-module.js';
import { tableInput } from '../kit/table.js';
import { seatsOfPlayers } from '../kit/seats.js';
import { sameRngState } from '../kit/rng.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './wilde-wikinger.components.js';
import { wildeWikingerBots } from './wilde-wikinger.bots.js';
import { searchBot } from './wilde-wikinger.search.js';
import { wildeWikingerMachine, type WildeWikingerMachine } from './wilde-wikinger.machine.js';
import { checkInvariants } from './wilde-wikinger.invariants.js';
import { legalMoves } from './wilde-wikinger.legal-moves.js';
import { phaseOf, scoreSheet, seatsToAct } from './wilde-wikinger.rules.js';
import type { WildeWikingerInput, WildeWikingerMove } from './wilde-wikinger.types.js';
import { playerView, redact, type WildeWikingerView } from './wilde-wikinger.view.js';

export * from './wilde-wikinger.components.js';
export * from './wilde-wikinger.types.js';
export * from './wilde-wikinger.rules.js';
export * from './wilde-wikinger.legal-moves.js';
export * from './wilde-wikinger.invariants.js';
export * from './wilde-wikinger.machine.js';
export * from './wilde-wikinger.view.js';
export * from './wilde-wikinger.bots.js';
export * from './wilde-wikinger.search.js';

type Snapshot = SnapshotFrom<WildeWikingerMachine>;

/**
 * The version of the persisted snapshot (saved games of another version are not restored).
 * 1: the first release. 2: the phase is the machine state only (`pending` and `over` left the context).
 * 3: Nessie's jewels go to every seat when every hand is empty (RULINGS R16), so a finished game's
 * `nessieWinners` and scores mean something else.
 */
export const WILDE_WIKINGER_SNAPSHOT_VERSION = 3;

/**
 * Builds the machine input from table options.
 * @throws {RangeError} when `players` is not 2 to 5 or `seats` has another length.
 */
export function createWildeWikingerInput(options: TableOptions): WildeWikingerInput {
  return tableInput('Wilde Wikinger', { minPlayers: MIN_PLAYERS, maxPlayers: MAX_PLAYERS }, options);
}

/**
 * A take-back is allowed for a move that revealed nothing: no dice rolled, no card or pirate tile drawn, and
 * never a bid (bids are secret, and the auction goes on to others). @see ./RULINGS.md "Taking a move back"
 */
export function mayTakeBack(before: Snapshot, after: Snapshot, move: WildeWikingerMove): boolean {
  const [a, b] = [before.context, after.context];
  return (
    move.type !== 'player.bid' &&
    move.type !== 'player.commitBid' &&
    move.type !== 'player.pass' &&
    sameRngState(a.rng, b.rng) &&
    a.provision.length === b.provision.length &&
    a.pirateTiles.length === b.pirateTiles.length
  );
}

/**
 * Wilde Wikinger as an element plays it: the game module without `invariants`, which it loads when it needs them
 * (`loadInvariants`: restoring a save, recovering from an error). {@link wildeWikinger} is the whole module.
 */
export const wildeWikingerBoard: BoardModule<WildeWikingerMachine, WildeWikingerInput, WildeWikingerMove, WildeWikingerView> = {
  id: 'wilde-wikinger',
  title: 'Wilde Wikinger machen fette Beute',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  snapshotVersion: WILDE_WIKINGER_SNAPSHOT_VERSION,
  loadContextSchema: () => import('./wilde-wikinger.schema.js').then((schema) => schema.wildeWikingerContextSchema),
  loadTutorial: () => import('./wilde-wikinger.tutorial.js').then((tutorial) => tutorial.wildeWikingerTutorial),
  machine: wildeWikingerMachine,
  createInput: createWildeWikingerInput,
  seats: seatsOfPlayers,
  toAct: (snapshot: Snapshot) => seatsToAct(snapshot.context, phaseOf(snapshot)),
  legalMoves: (snapshot: Snapshot, seat?: number) => legalMoves(snapshot, seat),
  playerView: (snapshot: Snapshot, seat: number) => playerView(snapshot, seat),
  redact: (snapshot: Snapshot, seat: number | null) => redact(snapshot, seat),
  scores: (snapshot: Snapshot) => scoreSheet(snapshot),
  isOver: (snapshot: Snapshot) => snapshot.status === 'done',
  bots: wildeWikingerBots,
  loadInvariants: () =>
    import('./wilde-wikinger.invariants.js').then((module) => (snapshot: Snapshot) => module.checkInvariants(snapshot.context, phaseOf(snapshot))),
  outcomes: (snapshot: Snapshot) => ({ ...snapshot.context.stats }),
  mayTakeBack,
  turns: (snapshot: Snapshot) => snapshot.context.turn,
};

/**
 * The game module of Wilde Wikinger: {@link wildeWikingerBoard} with its consistency checks (the simulator and the tests run them after
 * every move) and the strongest bot, `search` (Monte Carlo search, ./wilde-wikinger.search.ts), which a board runs in its
 * worker and so does not carry.
 */
// Built in a pure function so that a bundle using only the board module drops it, and the checks and the search with it.
export const wildeWikinger: GameModule<WildeWikingerMachine, WildeWikingerInput, WildeWikingerMove, WildeWikingerView> = /* @__PURE__ */ (() => ({
  ...wildeWikingerBoard,
  bots: { ...wildeWikingerBots, search: searchBot },
  invariants: (snapshot: Snapshot) => checkInvariants(snapshot.context, phaseOf(snapshot)),
}))();
