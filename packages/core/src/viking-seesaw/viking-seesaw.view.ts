/**
 * What a seat may see, and selectors for the element. There are no hidden cards in Viking See-Saw; the
 * hidden part is the weights, and they are never in the state at all (only the ship's behaviour shows
 * them, as in the box). So every seat sees the same public table.
 */
import type { Player } from '../kit/seats.js';
import { dropPose, halfExtents, lowSide, placementRange, type Placement, type PlacementResult, type ShipState } from './viking-seesaw.geometry.js';
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
 * What a hand feels while setting a piece down here (issue 29, graded so that a heavy piece can be placed with care):
 * - `steady`: the low end stays down with room to spare: the placement holds (measured: none of 1,100 light and very
 *   light placements with that room tipped, and heavy pieces on a bare raised deck hold where it says so);
 * - `trembles`: close: it may tip (about half do);
 * - `lifts`: the piece outweighs what keeps the low end down: it will tip (92 to 98% did).
 * From the static moments about the pivot ({@link keepingAfter}); the room it takes to be steady is {@link steadyRoom}.
 * Sliding, rolling and stacking are not in it (the physics decides those). Never a number, never a weight.
 * @see RULINGS.md "Aiming hint"
 */
export type BalanceFeel = 'steady' | 'trembles' | 'lifts';

export function balanceFeel(ship: ShipState, placement: Placement): BalanceFeel {
  const keeping = keepingAfter(ship, placement);
  return keeping <= 0 ? 'lifts' : keeping >= steadyRoom(ship, placement.piece) ? 'steady' : 'trembles';
}

/**
 * The room (g·cm left keeping the low end down once the piece rests) a placement needs to be `steady`
 * ({@link balanceFeel}). On a bare raised deck the static moments tell the outcome to about 1 g·cm (the start ship:
 * a gold cube holds 4.0 and 4.25 cm from the mast, with 4.3 and 2.3 g·cm left, and tips at 4.5 with 0.3), so
 * {@link STEADY_BARE} is enough. With cargo on the raised deck a piece may land on it, push it or set it rolling,
 * so it takes more, and more for a heavier piece: {@link STEADY_LOADED} plus the piece's weight 1 cm out.
 */
export function steadyRoom(ship: ShipState, piece: PieceKind): number {
  const raised = -lowSide(ship.angle);
  const bare = !ship.cargo.some((p) => Math.sign(p.x) === raised);
  return bare ? STEADY_BARE : STEADY_LOADED + PIECES[piece].mass;
}

/**
 * cm: a piece aimed this close to the outer end of its range, with cargo on the raised deck, may roll or be pushed
 * off the ship ({@link mayRollOff}).
 */
export const ROLL_OFF_REACH = 0.25;

/**
 * A piece set down here may leave the ship over the rim (issue 29: a silver cube at 9.0 cm was called steady and
 * fell off 7 of 8 times): it is aimed at the outer end of its range (within {@link ROLL_OFF_REACH}) while the raised
 * deck holds cargo (it may land on it or be pushed off). Measured with the physics on 32 ships of the golden games,
 * where `balanceFeel` said steady: on a loaded raised deck at the outer end 7 to 25% of the pieces left the ship
 * (silver 5 of 27, glass 5 of 28, Viking 5 of 28, iron 3 of 12), 2 cm further in 0 to 11%; on a bare raised deck
 * none (4 ships). So the hint is not "steady" there. @see RULINGS.md "Aiming hint"
 */
export function mayRollOff(ship: ShipState, placement: Placement): boolean {
  const raised = -lowSide(ship.angle);
  if (!ship.cargo.some((p) => Math.sign(p.x) === raised)) return false;
  return placement.x > placementRange(placement.piece, placement.rotation).max - ROLL_OFF_REACH;
}

/**
 * What the physics check of an aim (the element's `resolvePlacement` in its worker, the placement as it would be
 * set down) found, first of: the ship `tips` (a chest), the piece `falls` off (tried again, the third time the turn
 * is lost), other cargo is `knocksOff` (into the placer's storage), cargo `slidesIn` to the cabin (put back), or it
 * `holds`. The aiming hint says which (issue 29, second pass: "the ship trembles" covered a harmless slide-in, a fall
 * and a tip alike). @see RULINGS.md "Aiming hint"
 */
export type PlacementRisk = 'holds' | 'tips' | 'falls' | 'knocksOff' | 'slidesIn';

export function placementRisk(
  result: Pick<PlacementResult, 'held' | 'tilted' | 'tiltedPuttingBack' | 'penalties' | 'placedLeft' | 'placedId' | 'fell' | 'toStorage' | 'intoCabin'>,
): PlacementRisk {
  if (result.tilted || result.tiltedPuttingBack || result.penalties > 0) return 'tips';
  if (result.placedLeft || result.fell.some((p) => p.id === result.placedId)) return 'falls';
  if (result.fell.length > 0 || result.toStorage.length > 0) return 'knocksOff';
  if (result.intoCabin.length > 0) return 'slidesIn';
  return result.held ? 'holds' : 'tips';
}

/**
 * Every spot (each tenth of a cm of its range, each way it turns) of every piece in `kinds` lifts the low end
 * ({@link balanceFeel}): whatever the player sets down, the ship tips. The hint then says so once, with what
 * costs least (RULINGS "Aiming hint"). False for no kinds.
 */
export function everySpotLifts(ship: ShipState, kinds: readonly PieceKind[]): boolean {
  if (kinds.length === 0) return false;
  return kinds.every((piece) =>
    PIECES[piece].rotations.every((rotation) => {
      const { min, max } = placementRange(piece, rotation);
      for (let tenth = Math.ceil(min * 10 - 1e-6); tenth <= Math.floor(max * 10 + 1e-6); tenth++)
        if (balanceFeel(ship, { piece, x: tenth / 10, rotation }) !== 'lifts') return false;
      return true;
    }),
  );
}

/** How far (cm) from the inner end of its range a piece set on other cargo is likely to slide into the cabin ({@link maySlideIn}). */
export const SLIDE_REACH = 1.5;

/**
 * The piece would come to rest on other cargo near the inner end of its range: from there it slides into the cabin
 * more often than not (measured on the physics of issue 29: on cargo within 1 cm of the inner end 43 to 83% of the
 * placements that did not tip slid in, never one set on the bare deck), so the hint never calls it steady there.
 * @see RULINGS.md "Aiming hint"
 */
export function maySlideIn(ship: ShipState, placement: Placement): boolean {
  if (placement.x - placementRange(placement.piece, placement.rotation).min > SLIDE_REACH) return false;
  const pose = dropPose(ship, placement);
  const { below } = halfExtents(PIECES[placement.piece].shape, pose.a);
  return pose.y - below - SHIP.deckY > 0.3;
}

/** What the aiming hint says of a spot ({@link aimVerdict}): one verdict, every word and mark of the aim from it. */
export type AimVerdict = 'steady' | 'trembles' | 'lifts' | 'everySpotLifts' | 'rollsOff' | Exclude<PlacementRisk, 'holds'>;

/**
 * The aiming hint's one verdict on a spot, the only source of every word, mark and wobble the aim shows (issue 29,
 * fourth pass: a spot first said "steady", the static estimate, and on a second look "it may tip the ship", the
 * physics; and two lines of the hint said different things). A function of the ship, the piece, its turn and its
 * spot, and of the physics' check of that very placement (`felt`: {@link placementRisk} of `resolvePlacement`,
 * deterministic), so the same spot always gets the same answer:
 * - the piece lifts the low end ({@link balanceFeel}): `lifts`, or `everySpotLifts` when every spot of every piece
 *   the player may set down does ({@link everySpotLifts}); the physics is not asked;
 * - else, until the physics has answered: undefined (the element says it is checking, and nothing else);
 * - the physics finds trouble: what goes wrong first (`tips`, `falls`, `knocksOff`, `slidesIn`);
 * - it holds: `rollsOff` at a loaded rim ({@link mayRollOff}), `slidesIn` on cargo by the cabin ({@link maySlideIn}),
 *   `steady` where the estimate has room to spare, else `trembles` (the hand's word: it may tip).
 * @param everyLifts {@link everySpotLifts} for the pieces the player may set down (asked only where the piece lifts)
 * @see RULINGS.md "Aiming hint"
 */
export function aimVerdict(ship: ShipState, placement: Placement, felt: PlacementRisk | undefined, everyLifts: () => boolean): AimVerdict | undefined {
  const feel = balanceFeel(ship, placement);
  if (feel === 'lifts') return everyLifts() ? 'everySpotLifts' : 'lifts';
  if (felt === undefined) return undefined;
  if (felt !== 'holds') return felt;
  if (mayRollOff(ship, placement)) return 'rollsOff';
  if (maySlideIn(ship, placement)) return 'slidesIn';
  return feel === 'steady' ? 'steady' : 'trembles';
}

/** The physics must be asked before {@link aimVerdict} can say anything of this spot (it does not lift the low end). */
export function aimNeedsPhysics(ship: ShipState, placement: Placement): boolean {
  return balanceFeel(ship, placement) !== 'lifts';
}

/** g·cm: see {@link steadyRoom}. */
export const STEADY_BARE = 2;
export const STEADY_LOADED = 4;

/**
 * How strongly the ship trembles while the piece is held here, for the element's wobble: 0 when `steady`, 1 when
 * the piece `lifts` the low end, and in between (0.25 to 0.9) the closer to the edge the stronger.
 * @see RULINGS.md "Aiming hint"
 */
export function balanceHint(ship: ShipState, placement: Placement): number {
  const keeping = keepingAfter(ship, placement);
  if (keeping <= 0) return 1;
  const room = steadyRoom(ship, placement.piece);
  return keeping >= room ? 0 : 0.25 + 0.65 * (1 - keeping / room);
}

/**
 * The static moment about the pivot (g·cm) that keeps the low end down once the piece rests at its drop pose:
 * cargo, cabin chests, the hull's lean and the piece. Negative: the piece outweighs it and lifts the low end.
 */
export function keepingAfter(ship: ShipState, placement: Placement): number {
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
  return moment * lowSide(ship.angle);
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
