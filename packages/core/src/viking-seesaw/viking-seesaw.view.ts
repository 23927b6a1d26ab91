/**
 * What a seat may see, and selectors for the element. There are no hidden cards in Viking See-Saw; the
 * hidden part is the weights, and they are never in the state at all (only the ship's behaviour shows
 * them, as in the box). So every seat sees the same public table.
 */
import type { Player } from '../kit/seats.js';
import { dropPose, lowSide, type Placement, type ShipState } from './viking-seesaw.geometry.js';
import { CABIN_CHESTS_PER_SIDE, PIECES, SHIP, type PieceKind } from './viking-seesaw.components.js';
import type { EndReason, LastPlacement, Storage, VikingSeesawContext } from './viking-seesaw.rules.js';
import { MASKED_RNG } from '../kit/redact.js';

export interface VikingSeesawView {
  /** The seat this view is for. */
  readonly seat: number;
  readonly players: readonly Player[];
  readonly ship: ShipState;
  readonly storage: readonly Storage[];
  readonly current: number;
  readonly retry: PieceKind | null;
  /** Placements of this turn whose piece fell off: bots never repeat one. */
  readonly failed: readonly Placement[];
  readonly turns: number;
  readonly lastPlacement: LastPlacement | null;
  readonly endReason: EndReason | null;
  readonly winners: readonly number[];
}

/** The public table as seen from `seat` (no weights: they are not numbers anyone at the table sees). */
export function playerView(context: VikingSeesawContext, seat: number): VikingSeesawView {
  return {
    seat,
    players: context.players,
    ship: context.ship,
    storage: context.storage,
    current: context.current,
    retry: context.retry,
    failed: context.failed,
    turns: context.turns,
    lastPlacement: context.lastPlacement,
    endReason: context.endReason,
    winners: context.winners,
  };
}

/**
 * The context as any seat (or a spectator) may see it (`GameModule.redact`): everything but the generator state
 * and the seed, which {@link playerView} leaves out; the same for every seat (the weights are never in the state,
 * nor in the log: its entries name pieces by kind and position only).
 */
export function redact(context: VikingSeesawContext): VikingSeesawContext {
  return { ...context, rng: MASKED_RNG, seed: 0 };
}

/**
 * How close a placement is to tipping the ship, as the hand feels it while setting a piece down: 0 (the low
 * end stays down with room to spare) to 1 (on the knife's edge, or past it: the piece would lift the low end).
 * From the static moments about the pivot of the cargo, the cabin chests, the hull (its centre of mass above the
 * pivot) and the piece at its drop pose. It says "close or over", never by how much nor any weight: the
 * element turns it into a wobble of the ship. Sliding, rolling and stacking are not in it (the physics
 * decides those).
 * @see RULINGS.md "Aiming hint"
 */
export function balanceHint(ship: ShipState, placement: Placement): number {
  const pose = dropPose(ship, placement);
  const c = Math.cos(ship.angle);
  const s = Math.sin(ship.angle);
  const worldX = (x: number, y: number) => x * c - y * s;
  const chestY = SHIP.deckY - SHIP.cabinDepth + SHIP.cabinChestHalf;
  let moment = 0;
  for (const p of ship.cargo) moment += PIECES[p.kind].mass * worldX(p.x, p.y);
  for (const [index, side] of [
    [0, -1],
    [1, 1],
  ] as const) {
    for (let i = 0; i < Math.min(ship.cabin[index], CABIN_CHESTS_PER_SIDE); i++) moment += PIECES.chest.mass * worldX(side * SHIP.cabinChestX[i], chestY);
  }
  // The hull's own weight, its centre above the pivot, leans over the low end (issue 29).
  moment += SHIP.hullMass * worldX(0, SHIP.hullCentreY);
  const mass = PIECES[placement.piece].mass;
  moment += mass * worldX(pose.x, pose.y);
  // Moment that keeps the low end down (g·cm), against a scale of the piece itself 3 cm along the deck.
  const keeping = moment * lowSide(ship.angle);
  // A piece that would lift the low end trembles the ship fully, as a hand feels it lift (issue 29: a far spot that
  // certainly tips showed no tremble, a near one that might did).
  return keeping <= 0 ? 1 : Math.max(0, 1 - keeping / (mass * 3));
}

/**
 * The placed piece of `last` is not on `ship` (the ship after the placement): it fell off, or would not stay out
 * of the cabin, and went back to the storage. It is the piece with the next free id of the ship before it.
 */
export function placedPieceLeft(last: LastPlacement, ship: ShipState): boolean {
  const placedId = last.before.cargo.reduce((max, p) => Math.max(max, p.id), 0) + 1;
  return !ship.cargo.some((p) => p.id === placedId);
}

/**
 * The game ended on the last chest while the placer's own piece had fallen off: it would have been tried
 * again, but the last chest ends the turn and the game at once. The end screen says so.
 * @see RULINGS.md "Last chest mid-turn"
 */
export function endedMidRetry(context: Pick<VikingSeesawContext, 'endReason' | 'lastPlacement' | 'ship'>): boolean {
  const last = context.lastPlacement;
  return context.endReason === 'lastChest' && !!last && placedPieceLeft(last, context.ship);
}
