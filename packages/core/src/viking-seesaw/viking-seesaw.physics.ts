/**
 * The ship as a 2D rigid-body simulation (side view) with planck, the Box2D port.
 *
 * Every call builds a fresh world from a serialisable {@link ShipState}, steps it at a fixed time step
 * with fixed solver iterations until everything rests (or a step bound), and reads the state back,
 * rounded. Same input, same output: a placement is replayable from the event log.
 *
 * Frames: the hull frame has x along the hull (cm, 0 at the pivot, + to the right) and y up from the
 * pivot; cargo poses in the state are in that frame, so a piece keeps "its spot on the ship" whatever
 * the tilt. Recorded animation frames are in world coordinates.
 */
import { Body, Box, Circle, Polygon, RevoluteJoint, Vec2, World } from 'planck';
import { PHYSICS, PIECES, PLACEMENT_GRID, SHIP, type PieceKind, type PieceShape } from './viking-seesaw.components.js';

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

/** What one placement did. */
export interface PlacementResult {
  /** Id given to the placed piece. */
  readonly placedId: number;
  /** The ship's tilt changed while the piece was set down. */
  readonly tilted: boolean;
  /** Pieces that fell off the ship while the piece was set down (the placed one among them, maybe). */
  readonly fell: readonly { readonly id: number; readonly kind: PieceKind }[];
  /** Pieces that moved into the cabin (they are put back on their spot). */
  readonly intoCabin: readonly { readonly id: number; readonly kind: PieceKind }[];
  /**
   * Every piece that leaves the ship for the placing player's storage: the pieces that fell off. A piece
   * that moved into the cabin is never among them: it is put back on its spot and stays in play.
   */
  readonly toStorage: readonly { readonly id: number; readonly kind: PieceKind }[];
  /** The placed piece is among `toStorage`: the player picks it up and tries again. */
  readonly placedLeft: boolean;
  /** The tilt changed while cargo was put back from the cabin (a second penalty). */
  readonly tiltedPuttingBack: boolean;
  /** Pieces knocked off or into the cabin (again) while putting cargo back: put back on their spot by hand. */
  readonly knockedOffPuttingBack: readonly number[];
  /** Held: nothing tilted, fell or moved into the cabin. */
  readonly held: boolean;
  readonly ship: ShipState;
  readonly recording: Recording;
}

/** Thrown for a placement the physics cannot set down (not on the raised deck, unknown piece). */
export class PlacementError extends Error {
  override name = 'PlacementError';
}

/** Masses (g) by kind, to let a bot imagine the physics with its own (mis)judged weights. */
export type MassTable = Readonly<Record<PieceKind, number>>;

export const TRUE_MASSES: MassTable = Object.fromEntries(Object.entries(PIECES).map(([k, v]) => [k, v.mass])) as unknown as MassTable;

const TILT_LIMIT = (SHIP.tiltLimitDeg * Math.PI) / 180;

/** The low end of a ship at `angle`. */
export function lowSide(angle: number): Side {
  return angle > 0 ? -1 : 1;
}

/** The raised end (where the next piece goes): the other end. */
export function raisedSide(angle: number): Side {
  return lowSide(angle) === -1 ? 1 : -1;
}

const round = (value: number, precision: number): number => {
  const r = Math.round(value / precision) * precision;
  return Number(r.toFixed(6)) + 0;
};

function shapeArea(shape: PieceShape): number {
  if (shape.kind === 'box') return 4 * shape.halfWidth * shape.halfHeight;
  if (shape.kind === 'ball') return Math.PI * shape.radius * shape.radius;
  let area = 0;
  for (const poly of shape.polygons) {
    for (let i = 0; i < poly.length; i++) {
      const [x1, y1] = poly[i];
      const [x2, y2] = poly[(i + 1) % poly.length];
      area += (x1 * y2 - x2 * y1) / 2;
    }
  }
  for (const c of shape.circles ?? []) area += Math.PI * c.r * c.r;
  return area;
}

/** Lowest point of a piece below its centre (cm) when turned by `angle` (radians), for setting it down. */
function halfExtents(shape: PieceShape, angle: number): { below: number; half: number } {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const points: [number, number][] = [];
  let radius = 0;
  if (shape.kind === 'box') {
    for (const [sx, sy] of [[1, 1], [1, -1], [-1, 1], [-1, -1]]) points.push([sx * shape.halfWidth, sy * shape.halfHeight]);
  } else if (shape.kind === 'ball') {
    return { below: shape.radius, half: shape.radius };
  } else {
    for (const poly of shape.polygons) for (const [x, y] of poly) points.push([x, y]);
    for (const c of shape.circles ?? []) {
      for (const [sx, sy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) points.push([c.x + sx * c.r, c.y + sy * c.r]);
    }
    radius = 0;
  }
  let below = 0;
  let half = 0;
  for (const [x, y] of points) {
    const ry = x * sin + y * cos;
    const rx = x * cos - y * sin;
    below = Math.max(below, -ry);
    half = Math.max(half, Math.abs(rx));
  }
  return { below: below + radius, half };
}

interface Sim {
  world: World;
  hull: Body;
  bodies: Map<number, Body>;
  kinds: Map<number, PieceKind>;
  order: number[];
}

function addCargoBody(world: World, hullAngle: number, pose: CargoPose, masses: MassTable): Body {
  const spec = PIECES[pose.kind];
  const c = Math.cos(hullAngle);
  const s = Math.sin(hullAngle);
  const body = world.createBody({
    type: 'dynamic',
    position: Vec2(pose.x * c - pose.y * s, pose.x * s + pose.y * c),
    angle: hullAngle + pose.a,
    angularDamping: spec.angularDamping,
    linearDamping: 0.05,
  });
  const density = masses[pose.kind] / shapeArea(spec.shape);
  const fixture = { density, friction: spec.friction, restitution: spec.restitution };
  const shape = spec.shape;
  if (shape.kind === 'box') body.createFixture(new Box(shape.halfWidth, shape.halfHeight), fixture);
  else if (shape.kind === 'ball') body.createFixture(new Circle(shape.radius), fixture);
  else {
    for (const poly of shape.polygons) body.createFixture(new Polygon(poly.map(([x, y]) => Vec2(x, y))), fixture);
    for (const circle of shape.circles ?? []) body.createFixture(new Circle(Vec2(circle.x, circle.y), circle.r), fixture);
  }
  return body;
}

/** Hull fixtures, hull frame. Boxes as [centreX, centreY, halfWidth, halfHeight]. */
function hullBoxes(): [number, number, number, number][] {
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
}

const HULL_BOXES = hullBoxes();
const CABIN_CHEST_Y = SHIP.deckY - SHIP.cabinDepth + SHIP.cabinChestHalf;

function buildWorld(ship: ShipState, masses: MassTable): Sim {
  const world = new World({ gravity: Vec2(0, -PHYSICS.gravity), allowSleep: true });
  const ground = world.createBody({ type: 'static', position: Vec2(0, 0) });
  const hull = world.createBody({ type: 'dynamic', position: Vec2(0, 0), angle: ship.angle });
  const fixture = { density: 0, friction: SHIP.hullFriction, restitution: 0 };
  for (const [x, y, hw, hh] of HULL_BOXES) hull.createFixture(new Box(hw, hh, Vec2(x, y)), fixture);
  let mass = SHIP.hullMass;
  let mx = 0;
  let my = 0;
  let inertia = SHIP.hullInertia;
  const chestMass = masses.chest;
  const chestHalf = SHIP.cabinChestHalf;
  for (const [index, side] of [[0, -1], [1, 1]] as const) {
    for (let i = 0; i < ship.cabin[index]; i++) {
      // Recesses fill from the pivot outwards; a chest is taken from the outermost filled recess.
      const x = side * SHIP.cabinChestX[i];
      hull.createFixture(new Box(chestHalf, chestHalf, Vec2(x, CABIN_CHEST_Y)), fixture);
      mass += chestMass;
      mx += chestMass * x;
      my += chestMass * CABIN_CHEST_Y;
      inertia += chestMass * (x * x + CABIN_CHEST_Y * CABIN_CHEST_Y + (2 * chestHalf * chestHalf) / 3);
    }
  }
  hull.setMassData({ mass, center: Vec2(mx / mass, my / mass), I: inertia });
  world.createJoint(
    new RevoluteJoint({
      bodyA: ground, bodyB: hull, localAnchorA: Vec2(0, 0), localAnchorB: Vec2(0, 0), referenceAngle: 0,
      enableLimit: true, lowerAngle: -TILT_LIMIT, upperAngle: TILT_LIMIT,
    }),
  );
  const sim: Sim = { world, hull, bodies: new Map(), kinds: new Map(), order: [] };
  for (const pose of ship.cargo) addPiece(sim, pose, masses);
  return sim;
}

function addPiece(sim: Sim, pose: CargoPose, masses: MassTable): void {
  sim.bodies.set(pose.id, addCargoBody(sim.world, sim.hull.getAngle(), pose, masses));
  sim.kinds.set(pose.id, pose.kind);
  sim.order.push(pose.id);
}

interface Recorder {
  ids: number[];
  kinds: PieceKind[];
  frames: number[][];
  phaseStarts: number[];
  goneAt: Record<number, number>;
  last: Map<number, [number, number, number]>;
}

function record(sim: Sim, rec: Recorder): void {
  const frame = [round(sim.hull.getAngle(), 1e-3)];
  for (const id of rec.ids) {
    const body = sim.bodies.get(id);
    if (body) {
      const p = body.getPosition();
      rec.last.set(id, [round(p.x, 1e-3), round(p.y, 1e-3), round(body.getAngle(), 1e-3)]);
    }
    frame.push(...(rec.last.get(id) ?? [0, 0, 0]));
  }
  rec.frames.push(frame);
}

/**
 * Steps until everything rests or the step bound; pieces whose centre drops below `PHYSICS.fallY` are
 * taken out of the world. @returns ids that fell, in order.
 */
function settle(sim: Sim, rec: Recorder, stopOnTilt = false): number[] {
  const fell: number[] = [];
  const startLow = lowSide(sim.hull.getAngle());
  let calm = 0;
  rec.phaseStarts.push(rec.frames.length);
  record(sim, rec);
  for (let step = 1; step <= PHYSICS.maxSteps; step++) {
    sim.world.step(PHYSICS.dt, PHYSICS.velocityIterations, PHYSICS.positionIterations);
    // A ship rests only against a tilt limit: balanced in between, it is still tipping (cargo sits above the pivot).
    let moving = Math.abs(sim.hull.getAngularVelocity()) > PHYSICS.restAngularSpeed || Math.abs(sim.hull.getAngle()) < TILT_LIMIT - 0.01;
    for (const id of [...sim.bodies.keys()]) {
      const body = sim.bodies.get(id)!;
      if (body.getPosition().y < PHYSICS.fallY) {
        fell.push(id);
        sim.world.destroyBody(body);
        sim.bodies.delete(id);
        rec.goneAt[id] = rec.frames.length;
        continue;
      }
      if (!moving && (body.getLinearVelocity().length() > PHYSICS.restSpeed || Math.abs(body.getAngularVelocity()) > PHYSICS.restAngularSpeed)) moving = true;
    }
    if (step % PHYSICS.frameEvery === 0) record(sim, rec);
    if (stopOnTilt && lowSide(sim.hull.getAngle()) !== startLow) break;
    calm = moving ? 0 : calm + 1;
    if (calm >= PHYSICS.restSteps) break;
  }
  return fell;
}

/** Reads the ship back: hull angle and cargo poses in the hull frame, rounded to `PHYSICS.precision`. */
function readShip(sim: Sim, cabin: readonly [number, number]): ShipState {
  const angle = sim.hull.getAngle();
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const cargo: CargoPose[] = [];
  for (const id of sim.order) {
    const body = sim.bodies.get(id);
    if (!body) continue;
    const p = body.getPosition();
    cargo.push({
      id, kind: sim.kinds.get(id)!,
      x: round(p.x * c + p.y * s, PHYSICS.precision),
      y: round(-p.x * s + p.y * c, PHYSICS.precision),
      a: round(normaliseAngle(body.getAngle() - angle), PHYSICS.precision),
    });
  }
  return { angle: round(angle, PHYSICS.precision), cabin: [cabin[0], cabin[1]], cargo };
}

function normaliseAngle(a: number): number {
  let r = a % (2 * Math.PI);
  if (r > Math.PI) r -= 2 * Math.PI;
  if (r <= -Math.PI) r += 2 * Math.PI;
  return r;
}

/** True when a piece's centre (hull frame) is over the cabin. */
export function isInCabin(pose: { readonly x: number }): boolean {
  return Math.abs(pose.x) < SHIP.cabinHalf;
}

/**
 * Height (hull frame y, cm) of the highest surface under `[x - half, x + half]` (hull frame), found by
 * casting rays straight down the hull's y axis onto the hull and the cargo.
 */
function surfaceBelow(sim: Sim, x: number, half: number): number {
  const angle = sim.hull.getAngle();
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const toWorld = (hx: number, hy: number) => Vec2(hx * c - hy * s, hx * s + hy * c);
  let top: number = SHIP.deckY;
  for (const dx of [-0.95 * half, -half / 2, 0, half / 2, 0.95 * half]) {
    const hx = x + dx;
    const from = toWorld(hx, 20);
    const to = toWorld(hx, -2);
    sim.world.rayCast(from, to, (_fixture, point) => {
      const hy = -point.x * s + point.y * c;
      if (hy > top) top = hy;
      return -1;
    });
  }
  return top;
}

/** The rest of the cargo's ids get the next free id. */
function nextId(ship: ShipState): number {
  return ship.cargo.reduce((max, p) => Math.max(max, p.id), 0) + 1;
}

/**
 * Where a piece would be set down (hull frame, cm and radians), exactly as {@link resolvePlacement} sets
 * it: over the raised deck at `x`, turned by `rotation`, just above whatever is highest under it. For the
 * element's ghost that shows where a piece will land; nothing is simulated.
 * @throws {PlacementError} when `x` is not over the deck or the piece is unknown.
 */
export function dropPose(ship: ShipState, placement: Placement): Omit<CargoPose, 'id'> {
  const spec = PIECES[placement.piece];
  if (!spec) throw new PlacementError(`unknown piece "${placement.piece}"`);
  if (!(placement.x >= SHIP.deckStart && placement.x <= SHIP.deckEnd)) {
    throw new PlacementError(`x = ${placement.x} cm is not over the deck (${SHIP.deckStart} to ${SHIP.deckEnd} cm from the pivot)`);
  }
  const sim = buildWorld(ship, TRUE_MASSES);
  const rotation = (placement.rotation * Math.PI) / 180;
  const { below, half } = halfExtents(spec.shape, rotation);
  const hx = raisedSide(ship.angle) * placement.x;
  const hy = surfaceBelow(sim, hx, half) + below + PHYSICS.dropGap;
  return { kind: placement.piece, x: round(hx, PHYSICS.precision), y: round(hy, PHYSICS.precision), a: round(rotation, PHYSICS.precision) };
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

/** Options of {@link resolvePlacement}. */
export interface ResolveOptions {
  /** Record animation frames (default true); bots trying moves in their head skip them. */
  readonly recordFrames?: boolean;
  /**
   * Stop as soon as the ship's tilt changes (default false): for a bot that only needs to know that
   * a move tips the ship. The result's ship is then not at rest: never use it as a game state.
   */
  readonly stopOnTilt?: boolean;
}

/**
 * Resolves one placement: sets the piece down over the raised deck, lets the ship settle, then puts back
 * every piece that moved into the cabin and lets the ship settle again.
 *
 * @param ship the ship before the move (at rest)
 * @param placement piece, `x` in cm from the pivot along the raised deck, rotation in degrees
 * @param masses the masses to simulate with (default the true ones; a bot passes its own judgement)
 * @throws {PlacementError} when `x` is not over the raised deck or the piece is unknown.
 * @see rulebook "How to Play" 2, "Ship's Tilt Changes", "Spilling the Ship's Cargo", "Cargo Moves Into Cabin"
 */
export function resolvePlacement(
  ship: ShipState,
  placement: Placement,
  masses: MassTable = TRUE_MASSES,
  { recordFrames = true, stopOnTilt = false }: ResolveOptions = {},
): PlacementResult {
  const spec = PIECES[placement.piece];
  if (!spec) throw new PlacementError(`unknown piece "${placement.piece}"`);
  if (!(placement.x >= SHIP.deckStart && placement.x <= SHIP.deckEnd)) {
    throw new PlacementError(`x = ${placement.x} cm is not over the deck (${SHIP.deckStart} to ${SHIP.deckEnd} cm from the pivot)`);
  }
  if (!Number.isFinite(placement.rotation)) throw new PlacementError(`rotation must be a number of degrees, got ${placement.rotation}`);
  const startSide = lowSide(ship.angle);
  const side = raisedSide(ship.angle);
  const sim = buildWorld(ship, masses);
  const rotation = (placement.rotation * Math.PI) / 180;
  const { below, half } = halfExtents(spec.shape, rotation);
  const hx = side * placement.x;
  const hy = surfaceBelow(sim, hx, half) + below + PHYSICS.dropGap;
  const placedId = nextId(ship);
  const dropPose: CargoPose = { id: placedId, kind: placement.piece, x: round(hx, PHYSICS.precision), y: round(hy, PHYSICS.precision), a: round(rotation, PHYSICS.precision) };
  addPiece(sim, dropPose, masses);
  const rec: Recorder = { ids: [...sim.order], kinds: sim.order.map((id) => sim.kinds.get(id)!), frames: [], phaseStarts: [], goneAt: {}, last: new Map() };

  const fellIds = settle(sim, rec, stopOnTilt);
  const after1 = readShip(sim, ship.cabin);
  const tilted = lowSide(after1.angle) !== startSide;
  const kindOf = (id: number) => sim.kinds.get(id)!;
  const fell = fellIds.map((id) => ({ id, kind: kindOf(id) }));
  const cabinIds = after1.cargo.filter(isInCabin).map((p) => p.id);
  let final = after1;
  let tiltedPuttingBack = false;
  let knockedOffPuttingBack: number[] = [];
  if (cabinIds.length > 0 && !(stopOnTilt && tilted)) {
    const original = new Map(ship.cargo.map((p) => [p.id, p] as const));
    original.set(placedId, dropPose);
    const start: ShipState = { ...after1, cargo: after1.cargo.map((p) => (cabinIds.includes(p.id) ? original.get(p.id)! : p)) };
    const phase = settleAgain(start, masses, rec);
    final = phase.ship;
    tiltedPuttingBack = lowSide(final.angle) !== lowSide(after1.angle);
    knockedOffPuttingBack = phase.putBack;
  }
  // One fate per piece (RULINGS.md "Cargo into the cabin"): into the cabin = put back, never also "fell off".
  const toStorage = fell;
  return {
    placedId,
    tilted,
    fell,
    intoCabin: cabinIds.map((id) => ({ id, kind: kindOf(id) })),
    toStorage,
    placedLeft: toStorage.some((p) => p.id === placedId),
    tiltedPuttingBack,
    knockedOffPuttingBack,
    held: !tilted && fell.length === 0 && cabinIds.length === 0,
    ship: final,
    recording: recordFrames ? finish(rec) : { fps: 0, ids: [], kinds: [], frames: [], phaseStarts: [], goneAt: {} },
  };
}

function finish(rec: Recorder): Recording {
  return { fps: Math.round(1 / (PHYSICS.frameEvery * PHYSICS.dt)), ids: rec.ids, kinds: rec.kinds, frames: rec.frames, phaseStarts: rec.phaseStarts, goneAt: rec.goneAt };
}

/**
 * Lets a ship that was changed by hand (cargo put back, a cabin chest taken) settle. Any piece that falls
 * off or moves into the cabin meanwhile is put back by hand on its spot as it was at the start, without a
 * further settle (`putBack`; the rulebook's "simply place it back on the ship in its original spot").
 */
function settleAgain(start: ShipState, masses: MassTable, rec: Recorder | undefined): { ship: ShipState; putBack: number[] } {
  const sim = buildWorld(start, masses);
  const local: Recorder = rec ?? { ids: [...sim.order], kinds: [], frames: [], phaseStarts: [], goneAt: {}, last: new Map() };
  const fell = settle(sim, local);
  const after = readShip(sim, start.cabin);
  const putBack = [...fell, ...after.cargo.filter(isInCabin).map((p) => p.id)];
  if (putBack.length === 0) return { ship: after, putBack };
  const kept = new Map(after.cargo.map((p) => [p.id, p] as const));
  const cargo = start.cargo.map((p) => (putBack.includes(p.id) ? p : kept.get(p.id)!));
  return { ship: { ...after, cargo }, putBack };
}

/**
 * Takes one chest out of the cabin (a penalty): from the raised side's cabin when it has one, else from
 * the low side's, outermost recess first; then lets the ship settle (pieces that fall or slide into the
 * cabin meanwhile are put back on their spot).
 * @throws {PlacementError} when the cabin is empty.
 * @see rulebook "Ship's Tilt Changes"; RULINGS.md "Which cabin chest"
 */
export function takeCabinChest(ship: ShipState): { ship: ShipState; from: Side; tilted: boolean } {
  if (ship.cabin[0] + ship.cabin[1] === 0) throw new PlacementError('the cabin has no chest left');
  const raised = raisedSide(ship.angle);
  const index = (side: Side) => (side === -1 ? 0 : 1);
  const from: Side = ship.cabin[index(raised)] > 0 ? raised : (-raised as Side);
  const cabin: [number, number] = [ship.cabin[0], ship.cabin[1]];
  cabin[index(from)] -= 1;
  const before: ShipState = { ...ship, cabin };
  if (from === raised) return { ship: before, from, tilted: false };
  const { ship: after } = settleAgain(before, TRUE_MASSES, undefined);
  return { ship: after, from, tilted: lowSide(after.angle) !== lowSide(ship.angle) };
}

/**
 * The ship at the start of a game: 6 chests in the cabin, the 7th on the left deck end (left end low).
 * Computed by letting the ship settle, so it is a true rest state.
 * @see rulebook "Setup" 1
 */
export function initialShip(startChestX: number, rotationDeg = 0): ShipState {
  const spec = PIECES.chest;
  const a = (rotationDeg * Math.PI) / 180;
  const { below } = halfExtents(spec.shape, a);
  const start: ShipState = {
    angle: TILT_LIMIT * (startChestX < 0 ? 1 : -1),
    cabin: [3, 3],
    cargo: [{ id: 1, kind: 'chest', x: startChestX, y: SHIP.deckY + below + PHYSICS.dropGap, a }],
  };
  return settleAgain(start, TRUE_MASSES, undefined).ship;
}

/**
 * Which of two loads is lighter, decided by the ship: an empty ship (no cargo, no cabin chests) held
 * level, each load as one tray of its total mass in the middle of a deck (left: `a`, right: `b`), then
 * released. @returns -1 when `a` is lighter (the right end goes down), 1 when `b` is lighter, 0 when the
 * ship stays level (equal weights).
 * @see rulebook "End of Game"; RULINGS.md "Tie-break by the ship"
 */
export function compareLoadsOnShip(a: readonly PieceKind[], b: readonly PieceKind[]): -1 | 0 | 1 {
  const total = (load: readonly PieceKind[]) => load.reduce((sum, kind) => sum + PIECES[kind].mass, 0);
  const world = new World({ gravity: Vec2(0, -PHYSICS.gravity) });
  const ground = world.createBody({ type: 'static' });
  const hull = world.createBody({ type: 'dynamic', angle: 0 });
  for (const [x, y, hw, hh] of HULL_BOXES) hull.createFixture(new Box(hw, hh, Vec2(x, y)), { density: 0, friction: SHIP.hullFriction });
  hull.setMassData({ mass: SHIP.hullMass, center: Vec2(0, 0), I: SHIP.hullInertia });
  world.createJoint(new RevoluteJoint({ bodyA: ground, bodyB: hull, localAnchorA: Vec2(0, 0), localAnchorB: Vec2(0, 0), referenceAngle: 0, enableLimit: true, lowerAngle: -TILT_LIMIT, upperAngle: TILT_LIMIT }));
  const mid = (SHIP.deckStart + SHIP.deckEnd) / 2;
  const trayHalf = 1.5;
  for (const [side, load] of [[-1, a], [1, b]] as const) {
    const mass = total(load);
    if (mass === 0) continue;
    const tray = world.createBody({ type: 'dynamic', position: Vec2(side * mid, SHIP.deckY + 0.25) });
    tray.createFixture(new Box(trayHalf, 0.25), { density: mass / (trayHalf * 2 * 0.5), friction: 1 });
  }
  for (let step = 0; step < 120; step++) world.step(PHYSICS.dt, PHYSICS.velocityIterations, PHYSICS.positionIterations);
  const angle = hull.getAngle();
  if (Math.abs(angle) < 1e-3) return 0;
  return angle < 0 ? -1 : 1;
}
