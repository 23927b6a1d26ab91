/**
 * Valley of the Vikings as a board plays it, with no physics engine on its import path
 * (`@viking-games/core/viking-valley/board`): the statechart without physics, {@link vikingValleyBoard}, the
 * components, geometry, types, rules and view selectors. An element imports this, so that a bundler leaves
 * planck to its physics worker. `@viking-games/core/viking-valley` adds the whole game module, the machine with
 * physics, the physics, the consistency checks and the bots.
 * @see ./RULES.md; ./RULINGS.md
 */
import type { SnapshotFrom } from 'xstate';
import { botsByName, type BoardModule, type ScoreSheet, type TableOptions } from '../kit/game-module.js';
import { tableInput } from '../kit/table.js';
import { seatsOfPlayers } from '../kit/seats.js';
import { currentSeatToAct, movesOfSeat } from '../kit/turn.js';
import { sameRngState } from '../kit/rng.js';
import type { VikingId } from './viking-valley.components.js';
import { vikingValleyBoardMachine, type VikingValleyMachine } from './viking-valley.machine.js';
import { DEFAULT_VIKINGS, MAX_PLAYERS, MIN_PLAYERS, dockDistance, legalMovesOf, standings, validateVikings } from './viking-valley.rules.js';
import type { VikingValleyInput, VikingValleyMove } from './viking-valley.types.js';
import { playerView, redact, type VikingValleyView } from './viking-valley.view.js';

type Snapshot = SnapshotFrom<VikingValleyMachine>;

/**
 * Bumped whenever the context shape or meaning changes; a save of another version is not continued. 4: the
 * context no longer keeps `phase` (the machine's state is the phase); the rules play the same. 5: `log`, every
 * happening of the game, kept by the machine instead of rebuilt by the element (issue 24). @see ./RULINGS.md "Saved games"
 */
export const VIKING_VALLEY_SNAPSHOT_VERSION = 5;

/**
 * Builds the machine input from table options, plus the Viking each seat chose (default: finn, tjarne,
 * magnus, inga in seat order).
 * @throws {RangeError} when the player count is not 2 to 4, the seats do not match it, or the Vikings are
 *   not one distinct Viking per seat.
 */
export function createVikingValleyInput(options: TableOptions & { readonly vikings?: readonly VikingId[] }): VikingValleyInput {
  const table = tableInput('Valley of the Vikings', { minPlayers: MIN_PLAYERS, maxPlayers: MAX_PLAYERS }, options);
  const vikings = options.vikings ?? DEFAULT_VIKINGS.slice(0, options.players);
  validateVikings(vikings, options.players);
  return { ...table, vikings };
}

/** The seat to act, or nobody once the game is over (the kit's {@link currentSeatToAct}). */
export function toAct(snapshot: Snapshot): number[] {
  return currentSeatToAct(snapshot);
}

/**
 * The seat that made the last move, undefined before the first: the seat whose turn it ended (`turnEnded`), else the
 * seat to act, who goes on (a placed barrel, a bowl, a Viking moved with more to move, or the game's last move).
 */
export function lastMover(snapshot: Snapshot): number | undefined {
  const { happenings, current } = snapshot.context;
  if (happenings.length === 0) return undefined;
  const ended = happenings.find((h) => h.kind === 'turnEnded');
  return ended?.kind === 'turnEnded' ? ended.seat : current;
}

/**
 * Every legal move of `seat` (default: the seat to act): while putting barrels back, every fallen barrel
 * on every free hole; while bowling, the aim grid (every 5° from -AIM_CONE to AIM_CONE x strengths 0.2 to
 * 1 by 0.2; the event also accepts any angle within the cone and any strength from MIN_STRENGTH to 1);
 * while moving, each Viking still to move. Empty for any other seat and once the game is over.
 */
export function legalMoves(snapshot: Snapshot, seat?: number): VikingValleyMove[] {
  return movesOfSeat(toAct(snapshot), seat, () => legalMovesOf(snapshot.context));
}

/**
 * Score sheet: `total` = coins in the seat's ship; breakdown `coins` and `dockPosition` (0 in front of the
 * first space, 1 to 8 the spaces: lower wins a tie). `rank` counts unclaimed Vikings too (a seat behind an
 * unclaimed Viking is not first). Winners once over; empty when every player lost.
 * @see ./RULES.md "End of the Game"
 */
export function scores(snapshot: Snapshot): ScoreSheet {
  const context = snapshot.context;
  const over = snapshot.status === 'done';
  const all = standings(context);
  const lines = context.vikings.map((viking, seat) => {
    const s = all.find((x) => x.viking === viking)!;
    return {
      seat,
      name: context.players[seat].name,
      total: s.coins,
      breakdown: { coins: s.coins, dockPosition: dockDistance(s.position) + 1 },
      rank: s.rank,
    };
  });
  return { lines, winners: over ? [...context.winners] : [], final: over };
}

/** Counters of the game so far (bowls, misses, barrels fallen, moves, water falls, coins from the hoard, steals, all-lose) and turns. */
export function outcomes(snapshot: Snapshot): Record<string, number> {
  return { ...snapshot.context.outcomes, turns: snapshot.context.turns };
}

/**
 * A take-back is allowed for placing a fallen barrel and for moving a Viking: choices that reveal nothing.
 * Never for a bowl (its physics decides what falls). @see ./RULINGS.md "Taking a move back"
 */
export function mayTakeBack(before: Snapshot, after: Snapshot, move: VikingValleyMove): boolean {
  return move.type !== 'player.bowl' && sameRngState(before.context.rng, after.context.rng);
}

/**
 * Valley of the Vikings as an element plays it, with no physics engine in it: the game module without
 * `invariants`, which it loads when it needs them (`loadInvariants`: restoring a save, recovering from an error),
 * with its bots by name only (they think in the board's physics worker), and with the
 * machine without physics ({@link vikingValleyBoardMachine}: every bowl sent `resolved`, which the element's
 * physics worker computes; a bowl without it throws). `vikingValley` (from `@viking-games/core/viking-valley`)
 * is the whole module, whose machine resolves bowls itself.
 */
export const vikingValleyBoard: BoardModule<VikingValleyMachine, VikingValleyInput, VikingValleyMove, VikingValleyView> = {
  id: 'viking-valley',
  title: 'Valley of the Vikings',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  snapshotVersion: VIKING_VALLEY_SNAPSHOT_VERSION,
  loadContextSchema: () => import('./viking-valley.schema.js').then((schema) => schema.vikingValleyContextSchema),
  loadTutorial: () => import('./viking-valley.tutorial.js').then((tutorial) => tutorial.vikingValleyTutorial),
  machine: vikingValleyBoardMachine,
  createInput: createVikingValleyInput,
  seats: seatsOfPlayers,
  toAct,
  lastMover,
  legalMoves,
  playerView: (snapshot, seat) => playerView(snapshot.context, seat),
  redact: (snapshot) => redact(snapshot.context),
  scores,
  isOver: (snapshot) => snapshot.status === 'done',
  bots: botsByName(['random', 'heuristic']),
  loadInvariants: () => import('./viking-valley.invariants.js').then((module) => module.invariants),
  outcomes,
  mayTakeBack,
  turns: (snapshot) => snapshot.context.turns,
};

export { createVikingValleyMachine, vikingValleyBoardMachine, type VikingValleyMachine } from './viking-valley.machine.js';
export * from './viking-valley.components.js';
export {
  FRAME_SECONDS,
  aimGrid,
  canAimAt,
  isLegalLayout,
  isValidBowl,
  launchPoint,
  offAxis,
  type BarrelHoles,
  type BarrelPose,
  type Bowl,
  type BowlFrame,
  type BowlResult,
  type ResolveOptions,
} from './viking-valley.geometry.js';
export * from './viking-valley.types.js';
export * from './viking-valley.rules.js';
export * from './viking-valley.view.js';
