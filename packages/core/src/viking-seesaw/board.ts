/**
 * Viking See-Saw as a board plays it, with no physics engine on its import path
 * (`@viking-games/core/viking-seesaw/board`): the statechart without physics, {@link vikingSeesawBoard}, the
 * components, geometry, rules and view selectors, and the types of the physics' results (`PlacementResult`,
 * `Recording`, ...). An element imports this, so that a bundler leaves planck to its physics worker.
 * `@viking-games/core/viking-seesaw` adds the whole game module, the machine with physics, the physics and the bots.
 * @see ./RULES.md; ./RULINGS.md
 */
import type { SnapshotFrom } from 'xstate';
import { botsByName, type BoardModule, type ScoreSheet, type TableOptions } from '../kit/game-module.js';
import { tableInput } from '../kit/table.js';
import { seatsOfPlayers } from '../kit/seats.js';
import { currentSeatToAct, movesOfSeat } from '../kit/turn.js';
import { vikingSeesawBoardMachine, type VikingSeesawMachine } from './viking-seesaw.machine.js';
import { MAX_PLAYERS, MIN_PLAYERS, legalPlacements, standings, type VikingSeesawInput, type VikingSeesawMove } from './viking-seesaw.rules.js';
import { playerView, redact, type VikingSeesawView } from './viking-seesaw.view.js';

type Snapshot = SnapshotFrom<VikingSeesawMachine>;

/**
 * Bumped whenever the context shape or meaning changes. 2: `failed` (this turn's failed placements), no
 * retry limit, and every stored ship at rest (issue 9); a version-1 save is not continued. 3: `log`, every
 * placement attempt as a typed entry, kept by the machine instead of rebuilt by the element (issue 24).
 */
export const VIKING_SEESAW_SNAPSHOT_VERSION = 3;

/**
 * Builds the machine input from table options (no variants).
 * @throws {RangeError} when the player count is not 2 to 4 or the seats do not match it.
 */
export function createVikingSeesawInput(options: TableOptions): VikingSeesawInput {
  return tableInput('Viking See-Saw', { minPlayers: MIN_PLAYERS, maxPlayers: MAX_PLAYERS }, options);
}

/** The seat to act, or nobody once the game is over (the kit's {@link currentSeatToAct}). */
export function toAct(snapshot: Snapshot): number[] {
  return currentSeatToAct(snapshot);
}

/** The seat that made the last placement (`lastPlacement`), undefined before the first. */
export function lastMover(snapshot: Snapshot): number | undefined {
  return snapshot.context.lastPlacement?.seat;
}

/** Every placement on the grid (every 0.5 cm from 4 to 9 cm, times the piece's rotations) for the seat to act. */
export function legalMoves(snapshot: Snapshot, seat?: number): VikingSeesawMove[] {
  return movesOfSeat(toAct(snapshot), seat, () => legalPlacements(snapshot.context));
}

/** Score sheet: `total` = pieces left in storage (fewer is better), broken down by kind; winners once over. */
export function scores(snapshot: Snapshot): ScoreSheet {
  const context = snapshot.context;
  const over = snapshot.status === 'done';
  const lines = standings(context).map((s) => ({
    seat: s.seat,
    name: context.players[s.seat].name,
    total: s.piecesLeft,
    breakdown: { ...s.byKind, piecesLeft: s.piecesLeft, weighedOff: context.weighedOff.includes(s.seat) ? 1 : 0 },
    rank: s.rank,
  }));
  return { lines, winners: over ? [...context.winners] : [], final: over };
}

/** Counters of the game so far: placements and how each went (held, tilted, spilled, intoCabin), penalties, retries, turns. */
export function outcomes(snapshot: Snapshot): Record<string, number> {
  return { ...snapshot.context.outcomes, turns: snapshot.context.turns };
}

/**
 * Viking See-Saw as an element plays it, with no physics engine in it: the machine without physics
 * ({@link vikingSeesawBoardMachine}: every placement sent `resolved`, which the element's physics worker
 * computes; a placement without it throws), with its bots by name only (they think in the board's physics
 * worker), and with the consistency checks behind `loadInvariants` (a chunk of their own,
 * loaded when restoring a save or recovering from an error: the ship's at-rest check steps the physics).
 * `vikingSeesaw` (from `@viking-games/core/viking-seesaw`) is the whole module, whose machine resolves placements itself.
 */
export const vikingSeesawBoard: BoardModule<VikingSeesawMachine, VikingSeesawInput, VikingSeesawMove, VikingSeesawView> = {
  id: 'viking-seesaw',
  title: 'Viking See-Saw',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  snapshotVersion: VIKING_SEESAW_SNAPSHOT_VERSION,
  loadContextSchema: () => import('./viking-seesaw.schema.js').then((schema) => schema.vikingSeesawContextSchema),
  loadTutorial: () => import('./viking-seesaw.tutorial.js').then((tutorial) => tutorial.vikingSeesawTutorial),
  machine: vikingSeesawBoardMachine,
  createInput: createVikingSeesawInput,
  seats: seatsOfPlayers,
  toAct,
  lastMover,
  legalMoves,
  playerView: (snapshot, seat) => playerView(snapshot.context, seat),
  redact: (snapshot) => redact(snapshot.context),
  scores,
  isOver: (snapshot) => snapshot.status === 'done',
  bots: botsByName(['random', 'heuristic']),
  loadInvariants: () => import('./viking-seesaw.invariants.js').then((module) => module.invariants),
  outcomes,
  turns: (snapshot) => snapshot.context.turns,
  ending: (snapshot) => snapshot.context.endReason ?? undefined,
};

/**
 * The former name of {@link vikingSeesawBoard}, kept for code written against a published 0.1 version.
 * @deprecated use `vikingSeesawBoard` (the scheme of `wikingerschafeBoard` and `vikingValleyBoard`).
 */
export const vikingSeesawRules = vikingSeesawBoard;

export { createVikingSeesawMachine, vikingSeesawBoardMachine, type VikingSeesawMachine } from './viking-seesaw.machine.js';
export * from './viking-seesaw.components.js';
export * from './viking-seesaw.geometry.js';
export * from './viking-seesaw.rules.js';
export * from './viking-seesaw.view.js';
