/**
 * What a seat may see, and selectors for the element. There are no hidden cards in Viking See-Saw; the
 * hidden part is the weights, and they are never in the state at all (only the ship's behaviour shows
 * them, as in the box). So every seat sees the same public table.
 */
import type { Player } from '../kit/seats.js';
import { resolvePlacement, type Recording, type ShipState } from './viking-seesaw.physics.js';
import { type PieceKind } from './viking-seesaw.components.js';
import type { EndReason, LastPlacement, Storage, VikingSeesawContext } from './viking-seesaw.rules.js';

export interface VikingSeesawView {
  /** The seat this view is for. */
  readonly seat: number;
  readonly players: readonly Player[];
  readonly ship: ShipState;
  readonly storage: readonly Storage[];
  readonly current: number;
  readonly retry: PieceKind | null;
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
    turns: context.turns,
    lastPlacement: context.lastPlacement,
    endReason: context.endReason,
    winners: context.winners,
  };
}

/**
 * The frames of the last placement, recomputed from the ship before it and the move (the same
 * deterministic physics that decided it), for the element to animate. Null before the first placement.
 */
export function recordingOf(last: LastPlacement | null): Recording | null {
  if (!last) return null;
  return resolvePlacement(last.before, last.placement).recording;
}
