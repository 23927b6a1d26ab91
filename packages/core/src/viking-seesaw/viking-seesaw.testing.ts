/**
 * Made-up placements for tests: the rules take a resolved outcome as it is sent (`ResolvedPlacement`), so a test (core's
 * machine tests, the element's browser tests) or a page that resolves placements elsewhere may send one it wrote itself.
 * The one place that lists an outcome's every field besides `resolvePlacement` (viking-seesaw.physics.ts): a field added
 * to `PlacementResult` is added here once.
 */
import type { Placement, ShipState } from './viking-seesaw.geometry.js';
import type { PlaceEvent, ResolvedPlacement } from './viking-seesaw.rules.js';

/** What a resolved `player.place` carries as its outcome: a `PlacementResult` without its frames. */
export type PlacementOutcome = ResolvedPlacement['result'];

/**
 * A placement's outcome on `ship` (the ship after it, at rest) in which the piece `placedId` held and nothing else
 * happened: no tilt, nothing fell or moved into the cabin, no penalty. `changes` replace any field (a tip, a fall).
 */
export function placementOutcome(ship: ShipState, placedId: number, changes: Partial<PlacementOutcome> = {}): PlacementOutcome {
  return {
    placedId,
    tilted: false,
    fell: [],
    intoCabin: [],
    toStorage: [],
    placedLeft: false,
    tiltedPuttingBack: false,
    knockedOffPuttingBack: [],
    movedPuttingBack: [],
    steadied: [],
    penalties: 0,
    lastChest: false,
    atRest: true,
    held: true,
    ship,
    ...changes,
  };
}

/** The `player.place` of `placement` on the ship `before`, resolved with `result` (as a worker would send it). */
export function resolvedPlace(before: ShipState, placement: Placement, result: PlacementOutcome): PlaceEvent {
  const { piece, x, rotation } = placement;
  return { type: 'player.place', piece, x, rotation, resolved: { before, placement: { piece, x, rotation }, result } };
}
