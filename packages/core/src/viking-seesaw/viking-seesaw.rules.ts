/**
 * Viking See-Saw rules as pure functions over a plain JSON context: setup, legality, one placement
 * applied (physics outcome, spills, cabin, penalty chests, turn order, end of game), scores and checks.
 * The machine calls these; nothing here knows about XState.
 * @see ./RULES.md
 */
import { IllegalMoveError } from '../kit/errors.js';
import type { Player } from '../kit/seats.js';
import { randomInt, seedRng, withRng, type RngState } from '../kit/rng.js';
import { CABIN_CHESTS_PER_SIDE, PIECES, PIECE_KINDS, PLACEMENT_GRID, STARTING_STORAGE, TRIES_PER_TURN, type PieceKind } from './viking-seesaw.components.js';
import { START_SHIP, compareLoads, placementRange, type PieceRef, type Placement, type PlacementResult, type ShipState } from './viking-seesaw.geometry.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** Pieces in a storage area, by kind. */
export type Storage = Record<PieceKind, number>;

/** What the last placement did, for the log, the live region and the animation. */
export interface LastPlacement {
  readonly seat: number;
  readonly placement: Placement;
  /** The ship before the placement: with `placement` it recomputes the animation ({@link recordingOf}). */
  readonly before: ShipState;
  readonly held: boolean;
  readonly tilted: boolean;
  /** Kinds that left the ship for the player's storage (fell off, or would not stay out of the cabin). */
  readonly spilled: readonly PieceKind[];
  readonly intoCabin: readonly PieceKind[];
  /** Penalty chests taken this attempt (0 to 2). */
  readonly penalties: number;
  /** The placed piece left the ship: the same player tries again with it. */
  readonly retry: boolean;
}

/** Counters over the game (the simulator's `outcomes`). Each placement attempt counts once in `placements`. */
export interface Outcomes {
  placements: number;
  held: number;
  tilted: number;
  spilled: number;
  intoCabin: number;
  penalties: number;
  retries: number;
}

export type EndReason = 'emptyStorage' | 'lastChest';

/**
 * A piece named in the log so that a reader can tell which one it was: the piece being set down (`at` null),
 * or cargo by where it stood before the placement (`at`: cm from the mast along the hull, negative on the
 * left deck, to 0.1 cm). Never a weight. @see ./RULINGS.md "The log"
 */
export interface LoggedPiece {
  readonly kind: PieceKind;
  readonly at: number | null;
}

/**
 * One entry of the game log: a placement attempt and what came of it; the element words it in the reader's
 * language. Appended by the machine's `placeCargo` ({@link applyPlacement}); nothing in it is hidden from any seat.
 * @see ./RULINGS.md "The log"
 */
export interface VikingSeesawLogEntry {
  /** 1-based number of the placement attempt in the game (`outcomes.placements` after it). */
  readonly n: number;
  readonly seat: number;
  readonly placement: Placement;
  readonly held: boolean;
  /** The tilt changed (while setting down, or while putting cargo back). */
  readonly tilted: boolean;
  /** Pieces that left the ship for the placer's storage. */
  readonly spilled: readonly LoggedPiece[];
  /** Pieces that slid into the cabin and were put back on deck (one that then left the ship is in `spilled` only). */
  readonly intoCabin: readonly LoggedPiece[];
  /** Penalty chests taken (0 to 2). */
  readonly penalties: number;
  /** The placed piece left the ship: the same player tries again with it. */
  readonly retry: boolean;
  /** Set on the placement that ended the game: how, who won, whose loads were weighed, and whether it ended while the placed piece would have been tried again (RULINGS "Last chest mid-turn"). */
  readonly end: { readonly reason: EndReason; readonly winners: readonly number[]; readonly weighedOff: readonly number[]; readonly cutShort: boolean } | null;
}

export interface VikingSeesawContext {
  readonly players: readonly Player[];
  readonly seed: number;
  readonly rng: RngState;
  readonly ship: ShipState;
  /** One storage area per seat. */
  readonly storage: readonly Storage[];
  /** Seat to act. */
  readonly current: number;
  readonly startSeat: number;
  /** The piece the current player must try again after it fell off; null at the start of a turn. */
  readonly retry: PieceKind | null;
  /** Attempts made in the current turn. */
  readonly attempts: number;
  /**
   * Placements of the current turn whose piece fell off (the ship they were tried on is gone): bots never
   * repeat one. Empty at the start of a turn. @see RULINGS.md "Try again"
   */
  readonly failed: readonly Placement[];
  /** Turns finished (a turn ends after a held or tilted placement, or when the game ends). */
  readonly turns: number;
  readonly outcomes: Outcomes;
  readonly lastPlacement: LastPlacement | null;
  readonly endReason: EndReason | null;
  /** Winning seats once the game is over (several on an exact tie of weight). */
  readonly winners: readonly number[];
  /** The seats whose loads were weighed on the ship at the end, or empty. */
  readonly weighedOff: readonly number[];
  /** Every placement attempt of the game, oldest first. */
  readonly log: readonly VikingSeesawLogEntry[];
}

export interface VikingSeesawInput {
  readonly players: readonly Player[];
  readonly seed: number;
}

/**
 * A placement resolved ahead of the event (in a worker, together with its frames): the ship it was resolved
 * on, the move, and the outcome without frames. The machine takes it instead of simulating again when
 * `before` and the move are exactly the current ship and the event's.
 */
export interface ResolvedPlacement {
  readonly before: ShipState;
  readonly placement: Placement;
  readonly result: Omit<PlacementResult, 'recording'>;
}

/** The move event. `x`: cm from the pivot along the raised deck (4 to 9); `rotation`: degrees, one of the piece's rotations. */
export interface PlaceEvent {
  readonly type: 'player.place';
  readonly piece: PieceKind;
  readonly x: number;
  readonly rotation: number;
  /** The same placement already resolved (outcome and frames from one simulation, off the main thread). */
  readonly resolved?: ResolvedPlacement;
}

export type VikingSeesawMove = PlaceEvent;
export type VikingSeesawEvent = PlaceEvent;

/** Thrown when a rule function gets a move the guards should have refused (the kit's one error class for every game). */
export { IllegalMoveError };

/** Pieces of each kind in the game for `players` seats: storages plus the 7 chests. */
export function pieceTotals(players: number): Storage {
  const per = STARTING_STORAGE[players === 2 ? 'large' : 'small'];
  const totals = {} as Storage;
  for (const kind of PIECE_KINDS) totals[kind] = per[kind] * players;
  totals.chest += 2 * CABIN_CHESTS_PER_SIDE + 1;
  return totals;
}

/** Sum of a storage area. */
export function storageCount(storage: Storage): number {
  return PIECE_KINDS.reduce((sum, kind) => sum + storage[kind], 0);
}

/** The storage as a list of kinds (in {@link PIECE_KINDS} order), e.g. for weighing it. */
export function storageList(storage: Storage): PieceKind[] {
  return PIECE_KINDS.flatMap((kind) => Array.from({ length: storage[kind] }, () => kind));
}

/**
 * Setup: ship with 6 cabin chests and the 7th on the left deck end, at rest (`ship`: default {@link START_SHIP},
 * which both machines use; RULINGS "Start ship"); storages; a seeded start player.
 * @see ./RULES.md "Setup", "How to Play"
 */
export function createContext(input: VikingSeesawInput, ship: ShipState = START_SHIP): VikingSeesawContext {
  const n = input.players.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) throw new RangeError(`Viking See-Saw: 2 to 4 players, got ${n}`);
  const [startSeat, rng] = withRng(seedRng(input.seed), (g) => randomInt(g, 0, n - 1));
  const per = STARTING_STORAGE[n === 2 ? 'large' : 'small'];
  return {
    players: input.players,
    seed: input.seed,
    rng,
    ship: { ...ship, cabin: [ship.cabin[0], ship.cabin[1]], cargo: ship.cargo.map((piece) => ({ ...piece })) },
    storage: input.players.map(() => ({ ...per })),
    current: startSeat,
    startSeat,
    retry: null,
    attempts: 0,
    failed: [],
    turns: 0,
    outcomes: { placements: 0, held: 0, tilted: 0, spilled: 0, intoCabin: 0, penalties: 0, retries: 0 },
    lastPlacement: null,
    endReason: null,
    winners: [],
    weighedOff: [],
    log: [],
  };
}

/** Positions offered along the raised deck (cm from the pivot): 4.0, 4.5, ..., 9.0. */
export const PLACEMENT_POSITIONS: readonly number[] = Array.from(
  { length: Math.round((PLACEMENT_GRID.max - PLACEMENT_GRID.min) / PLACEMENT_GRID.step) + 1 },
  (_, i) => PLACEMENT_GRID.min + i * PLACEMENT_GRID.step,
);

/** Kinds the current player may place now: the retried piece, else every kind in their storage. */
export function placeableKinds(context: VikingSeesawContext): PieceKind[] {
  if (context.endReason) return [];
  if (context.retry) return [context.retry];
  return PIECE_KINDS.filter((kind) => context.storage[context.current][kind] > 0);
}

/**
 * Why the current player may not pick a `kind` of their storage now, said on the greyed piece (issue 26): their own
 * `piece` fell off and is set again first, this being try `attempt` of {@link TRIES_PER_TURN}; null when `kind` is the
 * retried piece, no retry is under way, or the game is over (nothing is greyed then: no one picks).
 * @see ./RULES.md "Spilling the Ship's Cargo"
 */
export interface PickBlock {
  readonly kind: 'retry';
  readonly piece: PieceKind;
  readonly attempt: number;
}

/** Why `kind` may not be picked now ({@link PickBlock}); null when it may (or nothing is to be picked). */
export function whyNotPick(context: VikingSeesawContext, kind: PieceKind): PickBlock | null {
  if (context.endReason || !context.retry || kind === context.retry) return null;
  return { kind: 'retry', piece: context.retry, attempt: context.failed.length + 1 };
}

/**
 * Is the move legal now? Any `x` in the piece's {@link placementRange} (4 to 9 cm, the whole piece clear of the ridge; the grid of {@link legalPlacements} is a
 * discretisation for bots and keyboards; a pointer may set any position) and one of the piece's rotations.
 * @see ./RULES.md "How to Play", "Spilling the Ship's Cargo" (try again with the same piece)
 */
export function isLegalPlacement(context: VikingSeesawContext, event: { piece?: unknown; x?: unknown; rotation?: unknown }): boolean {
  const { piece, x, rotation } = event;
  if (typeof piece !== 'string' || !(PIECE_KINDS as readonly string[]).includes(piece)) return false;
  if (!placeableKinds(context).includes(piece as PieceKind)) return false;
  if (typeof rotation !== 'number' || !PIECES[piece as PieceKind].rotations.includes(rotation)) return false;
  const range = placementRange(piece as PieceKind, rotation);
  if (!(typeof x === 'number' && Number.isFinite(x) && x >= range.min && x <= range.max)) return false;
  const resolved = (event as { resolved?: ResolvedPlacement }).resolved;
  return resolved === undefined || isResolutionOf(resolved, context.ship, { piece: piece as PieceKind, x, rotation });
}

/** Was `resolved` computed for this very ship and move? (A stale one, from an earlier ship, is refused.) */
export function isResolutionOf(resolved: ResolvedPlacement, ship: ShipState, placement: Placement): boolean {
  const p = resolved?.placement;
  return (
    !!p &&
    p.piece === placement.piece &&
    p.x === placement.x &&
    p.rotation === placement.rotation &&
    !!resolved.result &&
    JSON.stringify(resolved.before) === JSON.stringify(ship)
  );
}

/** Every placement on the grid: placeable kinds x positions x rotations. */
export function legalPlacements(context: VikingSeesawContext): PlaceEvent[] {
  return placeableKinds(context).flatMap((piece) =>
    PIECES[piece].rotations.flatMap((rotation) => {
      const range = placementRange(piece, rotation);
      // The grid, clipped to the piece's range; the range's own ends are offered too.
      const xs = [...new Set([range.min, ...PLACEMENT_POSITIONS.filter((x) => x >= range.min && x <= range.max), range.max])];
      return xs.map((x) => ({ type: 'player.place' as const, piece, x, rotation }));
    }),
  );
}

/**
 * What decides a placement that comes without its outcome: `resolvePlacement` of viking-seesaw.physics.ts (the
 * planck simulation) in the headless machine, none on a board, whose element resolves every placement in its
 * physics worker first. Given the ship before the placement and the placement; returns the outcome (frames not needed).
 */
export type PlacementResolver = (ship: ShipState, placement: Placement) => Omit<PlacementResult, 'recording'>;

/**
 * Applies one placement attempt of the current player.
 * - The ship decides (physics, {@link resolvePlacement}): held, tilt, spill, cargo into the cabin (put back
 *   where it rests), a penalty chest from the cabin for each tilt; the ship is left at rest.
 * - Spilled cargo goes to the player's storage; if the placed piece left the ship, the player tries again
 *   with it (the box's rule; no chest for failing), up to {@link TRIES_PER_TURN} times in all: the third time it
 *   leaves the ship the turn ends with the piece in storage, so no turn loops.
 * - The game ends when the turn is over and the player's storage is empty, or when they took the last cabin chest.
 * The outcome is the event's `resolved` one when it belongs to this very ship and move, else `resolve`'s.
 * @param resolve decides a placement sent without `resolved` (the headless machine's `resolvePlacement`)
 * @throws {IllegalMoveError} when the move is not legal (the machine's guard prevents it), or it comes without
 *   `resolved` and there is no `resolve` (the board's machine, `vikingSeesawBoardMachine`).
 * @see ./RULES.md "How to Play", "Ship's Tilt Changes", "Spilling the Ship's Cargo", "Cargo Moves Into Cabin", "End of Game"
 */
export function applyPlacement(context: VikingSeesawContext, event: PlaceEvent, resolve?: PlacementResolver): VikingSeesawContext {
  if (!isLegalPlacement(context, event))
    throw new IllegalMoveError(`illegal placement ${JSON.stringify({ ...event, resolved: undefined })} for seat ${context.current}`);
  const seat = context.current;
  const placement: Placement = { piece: event.piece, x: event.x, rotation: event.rotation };
  if (!event.resolved && !resolve) {
    throw new IllegalMoveError(
      `a placement without its outcome ${JSON.stringify(event)}: this machine has no physics (a board's); send it with \`resolved\` (core's resolvePlacement), or drive vikingSeesawMachine`,
    );
  }
  const result = event.resolved?.result ?? resolve!(context.ship, placement);
  const storage = context.storage.map((s) => ({ ...s }));
  const mine = storage[seat];
  mine[event.piece] -= 1;
  for (const piece of result.toStorage) mine[piece.kind] += 1;
  mine.chest += result.penalties;
  const ship = result.ship;
  const lastChest = result.lastChest;
  const placedLeft = result.placedLeft;
  const attempts = context.attempts + 1;
  // The piece has left the ship for the third time this turn: trying again could go on for ever (a deck piled high
  // takes it nowhere), so the turn ends with the piece back in storage (RULINGS.md "Try again").
  const failedNow = [...context.failed, placement];
  const exhausted = placedLeft && failedNow.length >= TRIES_PER_TURN;
  const retry = placedLeft && !lastChest && !exhausted;
  const outcomes: Outcomes = {
    placements: context.outcomes.placements + 1,
    held: context.outcomes.held + (result.held ? 1 : 0),
    tilted: context.outcomes.tilted + (result.tilted ? 1 : 0),
    spilled: context.outcomes.spilled + (result.fell.length > 0 ? 1 : 0),
    intoCabin: context.outcomes.intoCabin + (result.intoCabin.length > 0 ? 1 : 0),
    penalties: context.outcomes.penalties + result.penalties,
    retries: context.outcomes.retries + (retry ? 1 : 0),
  };
  const lastPlacement: LastPlacement = {
    seat,
    placement,
    before: context.ship,
    held: result.held,
    tilted: result.tilted || result.tiltedPuttingBack,
    spilled: result.toStorage.map((p) => p.kind),
    intoCabin: result.intoCabin.map((p) => p.kind),
    penalties: result.penalties,
    retry,
  };
  const after = nextTurn({ ...context, ship, storage, outcomes, lastPlacement }, { retry, piece: event.piece, attempts, failed: failedNow, lastChest });
  const named = (refs: readonly PieceRef[]) => refs.map((ref) => loggedPiece(ref, result.placedId, context.ship));
  const entry: VikingSeesawLogEntry = {
    n: outcomes.placements,
    seat,
    placement,
    held: lastPlacement.held,
    tilted: lastPlacement.tilted,
    spilled: named(result.toStorage),
    // A piece that slid into the cabin and then left the ship is told once, as spilled.
    intoCabin: named(result.intoCabin.filter((piece) => !result.toStorage.some((gone) => gone.id === piece.id))),
    penalties: result.penalties,
    retry,
    end: after.endReason
      ? { reason: after.endReason, winners: after.winners, weighedOff: after.weighedOff, cutShort: after.endReason === 'lastChest' && placedLeft }
      : null,
  };
  return { ...after, log: [...context.log, entry] };
}

/** The turn after a placement: the same player again (`retry`), or the turn over and the game ended or passed on. */
function nextTurn(
  next: VikingSeesawContext,
  { retry, piece, attempts, failed, lastChest }: { retry: boolean; piece: PieceKind; attempts: number; failed: readonly Placement[]; lastChest: boolean },
): VikingSeesawContext {
  if (retry) return { ...next, retry: piece, attempts, failed };
  const turnOver: VikingSeesawContext = { ...next, retry: null, attempts: 0, failed: [], turns: next.turns + 1 };
  if (storageCount(next.storage[next.current]) === 0) return { ...turnOver, endReason: 'emptyStorage', winners: [next.current] };
  if (lastChest) return endByLastChest(turnOver);
  return { ...turnOver, current: (next.current + 1) % next.players.length };
}

/** A piece as the log names it: the one set down (`placedId`), or cargo by where it stood on `before`. */
function loggedPiece(ref: PieceRef, placedId: number, before: ShipState): LoggedPiece {
  const pose = ref.id === placedId ? undefined : before.cargo.find((p) => p.id === ref.id);
  return { kind: ref.kind, at: pose ? Math.round(pose.x * 10) / 10 : null };
}

/**
 * End by the last chest: the fewest pieces in storage wins; tied players weigh their loads on the ship
 * and the lightest load wins (an exact tie of weight shares the win).
 * @see ./RULES.md "End of Game"; RULINGS.md "Tie-break by the ship"
 */
export function endByLastChest(context: VikingSeesawContext): VikingSeesawContext {
  const counts = context.storage.map(storageCount);
  const fewest = Math.min(...counts);
  const tied = counts.flatMap((count, seat) => (count === fewest ? [seat] : []));
  if (tied.length === 1) return { ...context, endReason: 'lastChest', winners: tied, weighedOff: [] };
  return { ...context, endReason: 'lastChest', winners: lightestLoads(context.storage, tied), weighedOff: tied };
}

/**
 * Seats with the lightest load among `seats`, decided by the ship ({@link compareLoads}, the ship's verdict):
 * loads are weighed two at a time, the lighter one meeting the next (a knock-out in seat order); equal weights
 * stay together.
 */
export function lightestLoads(storage: readonly Storage[], seats: readonly number[]): number[] {
  let best = [seats[0]];
  for (const seat of seats.slice(1)) {
    const verdict = compareLoads(storageList(storage[best[0]]), storageList(storage[seat]));
    if (verdict === 1) best = [seat];
    else if (verdict === 0) best = [...best, seat];
  }
  return best;
}

/** Pieces counted everywhere: storages, ship cargo, cabin chests. */
export function countPieces(context: VikingSeesawContext): Storage {
  const counts = {} as Storage;
  for (const kind of PIECE_KINDS) counts[kind] = 0;
  for (const s of context.storage) for (const kind of PIECE_KINDS) counts[kind] += s[kind];
  for (const p of context.ship.cargo) counts[p.kind] += 1;
  counts.chest += context.ship.cabin[0] + context.ship.cabin[1];
  return counts;
}

/** One seat's standing: pieces left (fewer is better), by kind; rank 1 = winner(s). */
export interface Standing {
  readonly seat: number;
  readonly piecesLeft: number;
  readonly byKind: Storage;
  readonly rank: number;
}

/** Standings: winners rank 1, then by pieces left (fewer first), equal counts share a rank. */
export function standings(context: VikingSeesawContext): Standing[] {
  const rows = context.storage.map((s, seat) => ({ seat, piecesLeft: storageCount(s), byKind: { ...s } }));
  const winners = new Set(context.winners);
  const key = (r: { seat: number; piecesLeft: number }) => (winners.has(r.seat) ? -1 : r.piecesLeft);
  return rows.map((r) => ({ ...r, rank: 1 + rows.filter((o) => key(o) < key(r)).length }));
}
