/**
 * Viking See-Saw without the physics engine: the shapes a ship, a placement and its outcome take, which end
 * is low, where a piece may go and where it is let go, the ship at the start and the weighing of loads. The
 * rules, the element and the board's statechart need only these; the simulation itself (`resolvePlacement`
 * in viking-seesaw.physics.ts, which imports planck) runs where a placement is resolved (a worker, a bot's
 * look-ahead, the headless machine).
 *
 * Frames: the hull frame has x along the hull (cm, 0 at the pivot, + to the right) and y up from the pivot;
 * cargo poses are in that frame, so a piece keeps "its spot on the ship" whatever the tilt.
 * @see ./viking-seesaw.components.ts for units and every number; ./RULINGS.md "Physics (DEFAULT)"
 */
import { CABIN_CHESTS_PER_SIDE, PHYSICS, PIECES, PLACEMENT_GRID, SHIP, type PieceKind, type PieceShape } from './viking-seesaw.components.js';

/** One piece of cargo on the ship, at rest, in the hull frame (cm; `a` in radians relative to the hull). */
export interface CargoPose {
  /** Unique on the ship; assigned when the piece is set down. */
  readonly id: number;
  readonly kind: PieceKind;
  readonly x: number;
  readonly y: number;
  readonly a: number;
}

/** The ship between placements: plain JSON. */
export interface ShipState {
  /** Hull angle (radians, counter-clockwise): positive when the left end is low. At rest it is at a tilt limit. */
  readonly angle: number;
  /** Chests in the cabin's recesses: [left, right]. */
  readonly cabin: readonly [number, number];
  readonly cargo: readonly CargoPose[];
}

/** A move's physical part: which piece, where along the raised deck, how turned. */
export interface Placement {
  readonly piece: PieceKind;
  /** Distance from the pivot along the raised deck, in cm (the deck runs from 3.5 to 9.5). */
  readonly x: number;
  /** Degrees, counter-clockwise relative to the deck. */
  readonly rotation: number;
}

/** -1 when the left end is low, +1 when the right end is low. */
export type Side = -1 | 1;

/** Recorded animation: `frames[i] = [hullAngle, x, y, angle of ids[0], x, y, angle of ids[1], ...]`, world cm and radians, 30 per simulated second. */
export interface Recording {
  readonly fps: number;
  /** Cargo ids in the order of each frame's triples. */
  readonly ids: readonly number[];
  readonly kinds: readonly PieceKind[];
  readonly frames: readonly (readonly number[])[];
  /** Frame index at which each settle phase starts (a piece put back by hand jumps there). */
  readonly phaseStarts: readonly number[];
  /** Frame index from which a piece is off the ship (it has fallen out of view), by id. */
  readonly goneAt: Readonly<Record<number, number>>;
}

/** Id and kind of a piece. */
export interface PieceRef {
  readonly id: number;
  readonly kind: PieceKind;
}

/** What one placement did (`resolvePlacement` in viking-seesaw.physics.ts). */
export interface PlacementResult {
  /** Id given to the placed piece. */
  readonly placedId: number;
  /** The ship's tilt changed while the piece was set down (it passed level, even if it came back). */
  readonly tilted: boolean;
  /** Pieces that fell off the ship while the piece was set down (the placed one among them, maybe). */
  readonly fell: readonly PieceRef[];
  /** Pieces that moved into the cabin (they are put back). */
  readonly intoCabin: readonly PieceRef[];
  /**
   * Every piece that leaves the ship for the placing player's storage: the pieces that fell off, and (rare)
   * a piece to put back for which no spot on its deck held. A piece that moved into the cabin and was put
   * back is never among them.
   */
  readonly toStorage: readonly PieceRef[];
  /** The placed piece is among `toStorage`: the player picks it up and tries again. */
  readonly placedLeft: boolean;
  /** The tilt changed while cargo was put back (or the ship moved on by itself after it): a second penalty. */
  readonly tiltedPuttingBack: boolean;
  /** Pieces knocked off or into the cabin while putting cargo back: put back in turn. */
  readonly knockedOffPuttingBack: readonly number[];
  /** Put-back pieces that went on another spot of their deck than their own (their own would not hold). */
  readonly movedPuttingBack: readonly number[];
  /** Pieces still moving when a settle reached its step bound: picked up and put back by hand. */
  readonly steadied: readonly number[];
  /** Penalty chests taken (0 to 2), each from the cabin into the player's storage. */
  readonly penalties: number;
  /** The cabin is empty after this placement (one of its penalties took the last chest). */
  readonly lastChest: boolean;
  /** The resulting ship passed the at-rest test (always, but for a bot's `stopOnTilt` look-ahead). */
  readonly atRest: boolean;
  /** Held: nothing tilted, fell or moved into the cabin. */
  readonly held: boolean;
  /** The ship after the placement, its put-backs and penalty chests: at rest. */
  readonly ship: ShipState;
  readonly recording: Recording;
  /** Steps the look-ahead simulated (`stopOnTilt` only; else undefined). */
  readonly steps?: number;
  /**
   * The look-ahead reached its `maxSteps` with the ship still moving, or with a tip it was asked to follow not followed
   * all the way (`stopOnTilt` only).
   */
  readonly settling?: boolean;
}

/** Options of `resolvePlacement` (viking-seesaw.physics.ts). */
export interface ResolveOptions {
  /** Record animation frames (default true); bots trying moves in their head skip them. */
  readonly recordFrames?: boolean;
  /**
   * A bot's quick look-ahead (default false): stop as soon as the ship's tilt changes, and take no
   * penalty chest and no rest check. The result's ship is then not at rest: never use it as a game state.
   */
  readonly stopOnTilt?: boolean;
  /**
   * With `stopOnTilt`, the most steps the look-ahead may simulate (default: `PHYSICS.maxSteps`, twice over when the
   * ship is not at rest by then). At the bound the outcome is the ship as it stands, maybe still moving (`settling`
   * true): a bot's decision bounded by simulated steps, not by a clock (issue 28).
   */
  readonly maxSteps?: number;
  /**
   * With `stopOnTilt`, a look-ahead that sees the tilt change follows the tip this many steps more (within `maxSteps`,
   * all told) and reports what it throws overboard in `fell` (issue 28: a tip of a loaded ship spills cargo into the
   * tipping player's storage; a look-ahead that stops at the tilt never saw it).
   */
  readonly followTilt?: number;
}

/** Thrown for a placement the physics cannot set down (not on the raised deck, unknown piece). */
export class PlacementError extends Error {
  override name = 'PlacementError';
}

/** Masses (g) by kind, to let a bot imagine the physics with its own (mis)judged weights. */
export type MassTable = Readonly<Record<PieceKind, number>>;

/** The true masses (g) of the component sheet, by kind. */
export const TRUE_MASSES: MassTable = /* @__PURE__ */ Object.fromEntries(Object.entries(PIECES).map(([k, v]) => [k, v.mass])) as unknown as MassTable;

/** The tilt limit in radians (SHIP.tiltLimitDeg). */
export const TILT_LIMIT = (SHIP.tiltLimitDeg * Math.PI) / 180;

/** The low end of a ship at `angle`. */
export function lowSide(angle: number): Side {
  return angle > 0 ? -1 : 1;
}

/** The raised end (where the next piece goes): the other end. */
export function raisedSide(angle: number): Side {
  return lowSide(angle) === -1 ? 1 : -1;
}

/**
 * `value` rounded to `precision` (1e-3 or 1e-4): the nearest multiple, as the double nearest that decimal
 * (k / 10000, not k * 1e-4, which can be off in the last bit), and never -0. Division instead of a
 * round-trip through a decimal string (`toFixed`): the same numbers, ten times faster (frames round
 * three numbers per piece every other step).
 */
export const round = (value: number, precision: number): number => Math.round(value / precision) / Math.round(1 / precision) + 0;

/**
 * How far a piece turned by `angle` (radians) reaches below its centre (`below`, cm: for setting it down)
 * and to either side of it (`half`, cm: for keeping it on the deck).
 */
export function halfExtents(shape: PieceShape, angle: number): { below: number; half: number } {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const points: [number, number][] = [];
  if (shape.kind === 'box') {
    for (const [sx, sy] of [
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ])
      points.push([sx * shape.halfWidth, sy * shape.halfHeight]);
  } else if (shape.kind === 'ball') {
    return { below: shape.radius, half: shape.radius };
  } else {
    for (const poly of shape.polygons) for (const [x, y] of poly) points.push([x, y]);
    for (const c of shape.circles ?? []) {
      for (const [sx, sy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ])
        points.push([c.x + sx * c.r, c.y + sy * c.r]);
    }
  }
  let below = 0;
  let half = 0;
  for (const [x, y] of points) {
    const ry = x * sin + y * cos;
    const rx = x * cos - y * sin;
    below = Math.max(below, -ry);
    half = Math.max(half, Math.abs(rx));
  }
  return { below, half };
}

/** True when a piece's centre (hull frame) is over the cabin. */
export function isInCabin(pose: { readonly x: number }): boolean {
  return Math.abs(pose.x) < SHIP.cabinHalf;
}

/**
 * The legal range of `x` (cm from the pivot along the raised deck) for a piece turned by `rotation`
 * degrees: within the placement grid's 4 to 9 cm, and with the whole piece over the deck, clear of the
 * ridge and the rim (`x - half >= deckStart`, `x + half <= deckEnd`), in tenths of a cm. The rules'
 * legality, the legal-move list and the element's ghost all use it.
 * @see RULINGS.md "Move units"
 */
export function placementRange(piece: PieceKind, rotation: number): { readonly min: number; readonly max: number } {
  const { half } = halfExtents(PIECES[piece].shape, (rotation * Math.PI) / 180);
  const min = Math.max(PLACEMENT_GRID.min, Math.ceil((SHIP.deckStart + half) * 10 - 1e-6) / 10);
  const max = Math.min(PLACEMENT_GRID.max, Math.floor((SHIP.deckEnd - half) * 10 + 1e-6) / 10);
  return { min, max };
}

/**
 * The hull's parts, hull frame, as boxes `[centreX, centreY, halfWidth, halfHeight]` (cm): each deck's plank,
 * rim, ridge and cabin floor, and the mast. The physics builds the hull from them; {@link dropPose} looks down on them.
 */
export const HULL_BOXES: readonly (readonly [number, number, number, number])[] = /* @__PURE__ */ (() => {
  const { halfLength, deckY, hullThickness, deckStart, deckEnd, rimHeight, ridgeWidth, ridgeHeight, cabinHalf, cabinDepth, mastHalfWidth, mastHeight } = SHIP;
  const boxes: [number, number, number, number][] = [];
  for (const side of [-1, 1]) {
    const deckHalf = (halfLength - deckStart) / 2;
    boxes.push([side * (deckStart + deckHalf), deckY - hullThickness / 2, deckHalf, hullThickness / 2]);
    const rimHalf = (halfLength - deckEnd) / 2;
    boxes.push([side * (deckEnd + rimHalf), deckY + rimHeight / 2, rimHalf, rimHeight / 2]);
    boxes.push([side * (cabinHalf - ridgeWidth / 2), deckY + ridgeHeight / 2, ridgeWidth / 2, ridgeHeight / 2]);
    const floorTop = deckY - cabinDepth;
    boxes.push([side * (cabinHalf / 2), floorTop - hullThickness / 2, cabinHalf / 2, hullThickness / 2]);
  }
  boxes.push([0, deckY + mastHeight / 2 - SHIP.cabinDepth, mastHalfWidth, mastHeight / 2]);
  return boxes;
})();

/**
 * The prow (right) and the stern post (left) as convex outlines, hull frame (cm, y up, counter-clockwise): the
 * prow's `SHIP.postPolygons` and their mirror image. Part of the hull in the physics, beyond the decks' ends.
 */
export const HULL_POSTS: readonly (readonly (readonly [number, number])[])[] = /* @__PURE__ */ (() => [
  ...SHIP.postPolygons,
  // Mirrored, the outline runs clockwise: reversed, it is counter-clockwise again.
  ...SHIP.postPolygons.map((poly) => poly.map(([x, y]) => [-x, y] as const).reverse()),
])();

/** Height (hull frame y, cm) of the centre of a chest in a cabin recess. */
export const CABIN_CHEST_Y = SHIP.deckY - SHIP.cabinDepth + SHIP.cabinChestHalf;

/** Where the rays that find the surface under a piece start and end (hull frame y, cm): as the physics casts them. */
const RAY_TOP = 20;
const RAY_BOTTOM = -2;

/** Highest y of a convex polygon (points in order) on the vertical line at `x`, or -Infinity when the line misses it. */
function polygonTopAt(points: readonly (readonly [number, number])[], x: number): number {
  let top = -Infinity;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i];
    const [x2, y2] = points[(i + 1) % points.length];
    if (x < Math.min(x1, x2) || x > Math.max(x1, x2)) continue;
    const y = x1 === x2 ? Math.max(y1, y2) : y1 + ((x - x1) * (y2 - y1)) / (x2 - x1);
    if (y > top) top = y;
  }
  return top;
}

/** Highest y of a circle on the vertical line at `x`, or -Infinity when the line misses it. */
function circleTopAt(cx: number, cy: number, r: number, x: number): number {
  const dx = x - cx;
  return Math.abs(dx) <= r ? cy + Math.sqrt(r * r - dx * dx) : -Infinity;
}

/** Highest y (hull frame, cm) of a piece at `pose` on the vertical line at `x`, or -Infinity. */
function pieceTopAt(pose: Omit<CargoPose, 'id'>, x: number): number {
  const shape = PIECES[pose.kind].shape;
  const c = Math.cos(pose.a);
  const s = Math.sin(pose.a);
  const place = ([px, py]: readonly [number, number]): [number, number] => [pose.x + px * c - py * s, pose.y + px * s + py * c];
  if (shape.kind === 'ball') return circleTopAt(pose.x, pose.y, shape.radius, x);
  if (shape.kind === 'box') {
    const { halfWidth: w, halfHeight: h } = shape;
    return polygonTopAt(
      (
        [
          [-w, -h],
          [w, -h],
          [w, h],
          [-w, h],
        ] as const
      ).map(place),
      x,
    );
  }
  let top = -Infinity;
  for (const poly of shape.polygons) top = Math.max(top, polygonTopAt(poly.map(place), x));
  for (const circle of shape.circles ?? []) {
    const [cx, cy] = place([circle.x, circle.y]);
    top = Math.max(top, circleTopAt(cx, cy, circle.r, x));
  }
  return top;
}

/**
 * Height (hull frame y, cm) of the highest surface under `[x - half, x + half]` (hull frame): five lines straight
 * down the hull's y axis, as the physics casts its rays (viking-seesaw.physics.ts), met against the hull's boxes,
 * the cabin chests and the cargo's outlines. Never below the deck.
 */
export function surfaceUnder(ship: ShipState, x: number, half: number): number {
  const boxes: (readonly [number, number, number, number])[] = [...HULL_BOXES];
  for (const [index, side] of [
    [0, -1],
    [1, 1],
  ] as const) {
    for (let i = 0; i < ship.cabin[index]; i++) boxes.push([side * SHIP.cabinChestX[i], CABIN_CHEST_Y, SHIP.cabinChestHalf, SHIP.cabinChestHalf]);
  }
  let top: number = SHIP.deckY;
  const seen = (y: number) => {
    if (y > top && y >= RAY_BOTTOM && y <= RAY_TOP) top = y;
  };
  for (const dx of [-0.95 * half, -half / 2, 0, half / 2, 0.95 * half]) {
    const hx = x + dx;
    for (const [cx, cy, hw, hh] of boxes) if (Math.abs(hx - cx) <= hw) seen(cy + hh);
    for (const pose of ship.cargo) seen(pieceTopAt(pose, hx));
  }
  return top;
}

/**
 * Where a piece would be set down (hull frame, cm and radians), as `resolvePlacement` sets it: over the raised
 * deck at `x`, turned by `rotation`, `PHYSICS.dropGap` above whatever is highest under it. Pure geometry (no
 * physics engine), for the element's ghost that shows where a piece will land; a test pins it to the physics'
 * own drop pose over many ships and placements.
 * @throws {PlacementError} when `x` is not over the deck or the piece is unknown.
 */
export function dropPose(ship: ShipState, placement: Placement): Omit<CargoPose, 'id'> {
  const spec = PIECES[placement.piece];
  if (!spec) throw new PlacementError(`unknown piece "${placement.piece}"`);
  if (!(placement.x >= SHIP.deckStart && placement.x <= SHIP.deckEnd)) {
    throw new PlacementError(`x = ${placement.x} cm is not over the deck (${SHIP.deckStart} to ${SHIP.deckEnd} cm from the pivot)`);
  }
  const rotation = (placement.rotation * Math.PI) / 180;
  const { below, half } = halfExtents(spec.shape, rotation);
  const hx = raisedSide(ship.angle) * placement.x;
  const hy = surfaceUnder(ship, hx, half) + below + PHYSICS.dropGap;
  return { kind: placement.piece, x: round(hx, PHYSICS.precision), y: round(hy, PHYSICS.precision), a: round(rotation, PHYSICS.precision) };
}

/**
 * The ship at the start of every game (the board's and the headless machine's): 6 chests in the cabin, the 7th on
 * the left deck end (left end low), at rest. The physics' `initialShip(START_CHEST.x, START_CHEST.rotationDeg)`
 * computes it by letting the ship settle; this is that settle as Chromium 156 computes it, fixed here so that a
 * game starts without the physics engine and alike in every engine. The settle amplifies an engine's last bits of
 * trigonometry: Node 20 ends 0.0001 cm and 0.0001 rad away (x -8.7302, y 0.915, angle 0.2096), and finds this ship
 * at rest too (a test in each engine checks both). Regenerated for issue 29's hull (48 g, its centre 2 cm above
 * the pivot; before: angle 0.2104, x -8.734, y 0.9159, a 0.0012). @see ./RULES.md "Setup"; RULINGS.md "Start ship"
 */
export const START_SHIP: ShipState = {
  angle: 0.2097,
  cabin: [CABIN_CHESTS_PER_SIDE, CABIN_CHESTS_PER_SIDE],
  cargo: [{ id: 1, kind: 'chest', x: -8.7303, y: 0.915, a: 0 }],
};

/** Total mass of a load in tenths of a gram (an integer: every mass of the component sheet is in tenths). */
function tenthsOfGrams(load: readonly PieceKind[]): number {
  return load.reduce((sum, kind) => sum + Math.round(PIECES[kind].mass * 10), 0);
}

/**
 * Which of two loads is lighter, as the ship weighs them (`compareLoadsOnShip` in viking-seesaw.physics.ts: an
 * empty ship, each load as one tray in the middle of a deck): the heavier end goes down. The ship tells any
 * difference of the component sheet's masses (0.1 g and up) and stays level for equal ones, so the verdict is
 * the total masses'; a test compares both over thousands of loads.
 * @returns -1 when `a` is lighter, 1 when `b` is lighter, 0 for equal weights.
 * @see ./RULES.md "End of Game"; RULINGS.md "Tie-break by the ship"
 */
export function compareLoads(a: readonly PieceKind[], b: readonly PieceKind[]): -1 | 0 | 1 {
  const difference = tenthsOfGrams(a) - tenthsOfGrams(b);
  return difference === 0 ? 0 : difference < 0 ? -1 : 1;
}
