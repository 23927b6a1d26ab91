/**
 * The ship as a 2D rigid-body simulation (side view) with planck, the Box2D port.
 *
 * Every call builds a fresh world from a serialisable {@link ShipState}, steps it at a fixed time step
 * with fixed solver iterations until everything rests (or a step bound), and reads the state back,
 * rounded. Same input, same output: a placement is replayable from the event log.
 *
 * Frames: the hull frame has x along the hull (cm, 0 at the pivot, + to the right) and y up from the
 * pivot; cargo poses in the state are in that frame, so a piece keeps "its spot on the ship" whatever
 * the tilt. Recorded animation frames are in world coordinates. The shapes of a ship, a placement and its
 * outcome, and what needs no simulation (the ghost's drop pose, the start ship, the weighing of loads), are in
 * viking-seesaw.geometry.ts, so that code without this module (a board's file) carries no physics engine.
 */
import { Body, Box, Circle, Polygon, RevoluteJoint, Vec2, World } from 'planck';
import { PHYSICS, PIECES, SHIP, type PieceKind, type PieceShape } from './viking-seesaw.components.js';
import {
  CABIN_CHEST_Y,
  HULL_BOXES,
  HULL_POSTS,
  PlacementError,
  TILT_LIMIT,
  TRUE_MASSES,
  halfExtents,
  isInCabin,
  lowSide,
  raisedSide,
  round,
  type CargoPose,
  type MassTable,
  type PieceRef,
  type Placement,
  type PlacementResult,
  type Recording,
  type ResolveOptions,
  type ShipState,
  type Side,
} from './viking-seesaw.geometry.js';
import type { LastPlacement } from './viking-seesaw.rules.js';

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

function buildWorld(ship: ShipState, masses: MassTable): Sim {
  const world = new World({ gravity: Vec2(0, -PHYSICS.gravity), allowSleep: true });
  const ground = world.createBody({ type: 'static', position: Vec2(0, 0) });
  const hull = world.createBody({ type: 'dynamic', position: Vec2(0, 0), angle: ship.angle });
  const fixture = { density: 0, friction: SHIP.hullFriction, restitution: 0 };
  for (const [x, y, hw, hh] of HULL_BOXES) hull.createFixture(new Box(hw, hh, Vec2(x, y)), fixture);
  for (const poly of HULL_POSTS) hull.createFixture(new Polygon(poly.map(([x, y]) => Vec2(x, y))), { ...fixture, userData: POST });
  let mass = SHIP.hullMass;
  let mx = 0;
  let my = SHIP.hullMass * SHIP.hullCentreY;
  // hullInertia is about the hull's own centre of mass; Box2D takes the inertia about the body's origin (the pivot).
  let inertia = SHIP.hullInertia + SHIP.hullMass * SHIP.hullCentreY * SHIP.hullCentreY;
  const chestMass = masses.chest;
  const chestHalf = SHIP.cabinChestHalf;
  for (const [index, side] of [
    [0, -1],
    [1, 1],
  ] as const) {
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
      bodyA: ground,
      bodyB: hull,
      localAnchorA: Vec2(0, 0),
      localAnchorB: Vec2(0, 0),
      referenceAngle: 0,
      enableLimit: true,
      lowerAngle: -TILT_LIMIT,
      upperAngle: TILT_LIMIT,
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
  /** False for a bot's look-ahead: nothing is recorded. */
  on: boolean;
}

function newRecorder(sim: Sim, on: boolean): Recorder {
  return { ids: [...sim.order], kinds: sim.order.map((id) => sim.kinds.get(id)!), frames: [], phaseStarts: [], goneAt: {}, last: new Map(), on };
}

/** A recorder for a trial (a put-back that may not hold): joined to `rec` only if kept. */
function fork(rec: Recorder): Recorder {
  return { ...rec, frames: [], phaseStarts: [], goneAt: {}, last: new Map(rec.last) };
}

function join(rec: Recorder, trial: Recorder): void {
  const offset = rec.frames.length;
  rec.frames.push(...trial.frames);
  rec.phaseStarts.push(...trial.phaseStarts.map((i) => i + offset));
  for (const [id, at] of Object.entries(trial.goneAt)) rec.goneAt[Number(id)] = at + offset;
  rec.last = trial.last;
}

function record(sim: Sim, rec: Recorder): void {
  if (!rec.on) return;
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

/** How one settle phase ended. */
interface Settled {
  /** Ids that fell off, in order. */
  readonly fell: number[];
  /**
   * Everything came to rest: every body asleep in Box2D's sense (slower than 0.01 cm/s and 2°/s for half a
   * simulated second) and the hull against a tilt limit. False when the step bound was reached first.
   */
  readonly atRest: boolean;
  /** The hull passed level to the other side at some step (even if it came back). */
  readonly flipped: boolean;
  /** Steps simulated. */
  readonly steps?: number;
}

/** The `userData` of the prow's and the stern post's fixtures. */
const POST = 'post';

/**
 * A piece that touches the prow or the stern post goes past it: the post stands on the ship's centre line,
 * narrower than the deck, so a piece pushed against it turns aside and falls over the end beside it (RULINGS.md
 * "Physics"). From then on it meets nothing (it is drawn behind the post) and falls into the sea, where
 * {@link settle} takes it off as any piece that falls. So no piece rests against a post or inside one.
 */
function passPost(body: Body): void {
  for (let edge = body.getContactList(); edge; edge = edge.next) {
    const contact = edge.contact;
    if (contact.isTouching() && (contact.getFixtureA().getUserData() === POST || contact.getFixtureB().getUserData() === POST)) {
      for (let fixture = body.getFixtureList(); fixture; fixture = fixture.getNext()) fixture.setFilterMaskBits(0);
      body.setAwake(true);
      return;
    }
  }
}

/** A hull this far (radians) past level on the other side counts as a change of tilt. */
const FLIP_MARGIN = (1 * Math.PI) / 180;

/**
 * Steps until everything rests or `PHYSICS.maxSteps`; pieces whose centre drops below `PHYSICS.fallY` are
 * taken out of the world. Rest is Box2D's own sleep (not a speed threshold over a few steps): a piece
 * creeping at 0.04 cm/s passes a threshold but would move 0.4 cm in 10 s, so the stored ship would not
 * be at rest.
 */
function settle(sim: Sim, rec: Recorder, { stopOnTilt = false, maxSteps = PHYSICS.maxSteps as number, stopWhenAsleep = true } = {}): Settled {
  const fell: number[] = [];
  const startLow = lowSide(sim.hull.getAngle());
  let flipped = false;
  let atRest = false;
  let steps = 0;
  rec.phaseStarts.push(rec.frames.length);
  record(sim, rec);
  for (let step = 1; step <= maxSteps; step++) {
    steps = step;
    sim.world.step(PHYSICS.dt, PHYSICS.velocityIterations, PHYSICS.positionIterations);
    const angle = sim.hull.getAngle();
    if (startLow * angle > FLIP_MARGIN) flipped = true;
    // A ship rests only against a tilt limit: balanced in between, it is still tipping (cargo sits above the pivot).
    let moving = sim.hull.isAwake() || Math.abs(angle) < TILT_LIMIT - 0.01;
    // Deleting the entry just visited is safe while iterating a Map (the order stays insertion order).
    for (const [id, body] of sim.bodies) {
      passPost(body);
      if (body.getPosition().y < PHYSICS.fallY) {
        fell.push(id);
        sim.world.destroyBody(body);
        sim.bodies.delete(id);
        rec.goneAt[id] = rec.frames.length;
        continue;
      }
      if (body.isAwake()) moving = true;
    }
    if (step % PHYSICS.frameEvery === 0) record(sim, rec);
    if (stopOnTilt && flipped) break;
    atRest = !moving;
    if (atRest && stopWhenAsleep) break;
  }
  return { fell, atRest, flipped, steps };
}

/**
 * Pieces on their way overboard, not yet below `PHYSICS.fallY`: past either end of the hull, or turned aside by a post
 * (they meet nothing any more). A followed tip stops before they land in the sea.
 */
function overboard(sim: Sim): number[] {
  const angle = sim.hull.getAngle();
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const going: number[] = [];
  for (const [id, body] of sim.bodies) {
    const p = body.getPosition();
    const free = body.getFixtureList()?.getFilterMaskBits() === 0;
    if (free || Math.abs(p.x * c + p.y * s) > SHIP.halfLength) going.push(id);
  }
  return going;
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
      id,
      kind: sim.kinds.get(id)!,
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
 * Where {@link resolvePlacement} sets a piece down (hull frame, cm and radians), found with the physics' own
 * rays: over the raised deck at `x`, turned by `rotation`, just above whatever is highest under it. The
 * reference for the geometry's `dropPose` (no physics engine), which the element's ghost uses.
 * @throws {PlacementError} when `x` is not over the deck or the piece is unknown.
 */
export function simulatedDropPose(ship: ShipState, placement: Placement): Omit<CargoPose, 'id'> {
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
 * Settles a rebuilt world again after a change by hand (cargo put back, a cabin chest taken, the ship
 * steadied) and reads it back.
 */
function settleShip(
  ship: ShipState,
  masses: MassTable,
  rec: Recorder,
  maxSteps: number = PHYSICS.maxSteps,
  stopWhenAsleep = true,
): { ship: ShipState; settled: Settled; sim: Sim } {
  const sim = buildWorld(ship, masses);
  const settled = settle(sim, rec, { maxSteps, stopWhenAsleep });
  return { ship: readShip(sim, ship.cabin), settled, sim };
}

/**
 * Spots to set a put-back piece down on, best first: its own spot (kept within its deck), then the
 * nearest spots on the same deck every `PHYSICS.putBackStep` cm, the outer one first on a tie (further
 * from the cabin). Deterministic: a function of the pose alone.
 */
function putBackSpots(pose: CargoPose): number[] {
  const side = pose.x < 0 ? -1 : 1;
  const { half } = halfExtents(PIECES[pose.kind].shape, pose.a);
  const min = SHIP.deckStart + half + 0.01;
  const max = SHIP.deckEnd - half - 0.01;
  const own = Math.min(max, Math.max(min, Math.abs(pose.x)));
  const spots = [own];
  for (let k = 1; spots.length < PHYSICS.putBackSpots && (own + k * PHYSICS.putBackStep <= max || own - k * PHYSICS.putBackStep >= min); k++) {
    for (const d of [k * PHYSICS.putBackStep, -k * PHYSICS.putBackStep]) {
      const x = own + d;
      if (x >= min && x <= max && spots.length < PHYSICS.putBackSpots) spots.push(x);
    }
  }
  return spots.map((x) => side * x);
}

/** Bound on put-back trials in one placement (each a settle): beyond it a piece counts as without a spot. */
const MAX_PUT_BACK_TRIALS = 40;

interface PutBack {
  readonly ship: ShipState;
  /** The tilt changed while putting back. */
  readonly flipped: boolean;
  /** Other pieces knocked off or into the cabin by a put-back, put back in turn. */
  readonly knocked: number[];
  /** Pieces set down on another spot than their own (their own would not hold). */
  readonly moved: number[];
  /** Pieces for which no spot on their deck held within the bound. */
  readonly stranded: CargoPose[];
  /** `ship` passed {@link restTest} as it stands (its last put-back was checked so). */
  readonly verified: boolean;
}

/**
 * Puts pieces back by hand, one at a time in id order: each is set down (just above whatever is under
 * it, turned as it was) on its own spot if it rests there, else on the nearest spot of the same deck
 * where it does; the ship settles after each. A piece that rests counts as "holds" (it may have slid a
 * little); one that goes into the cabin again or falls off does not, and the next spot is tried. Pieces
 * the put-back knocks off or into the cabin are put back the same way (rulebook: "simply place it back").
 * @see ./RULES.md "Cargo Moves Into Cabin"; RULINGS.md "Cargo into the cabin"
 */
function putBackAll(ship: ShipState, pieces: readonly CargoPose[], masses: MassTable, rec: Recorder): PutBack {
  let current = ship;
  const queue = [...pieces].sort((a, b) => a.id - b.id);
  const knocked: number[] = [];
  const moved: number[] = [];
  const stranded: CargoPose[] = [];
  let flipped = false;
  let trials = 0;
  let verified = false;
  while (queue.length > 0) {
    const piece = queue.shift()!;
    let kept = false;
    for (const [n, x] of putBackSpots(piece).entries()) {
      if (trials++ >= MAX_PUT_BACK_TRIALS) break;
      const sim = buildWorld(current, masses);
      const { below, half } = halfExtents(PIECES[piece.kind].shape, piece.a);
      const y = surfaceBelow(sim, x, half) + below + PHYSICS.dropGap;
      addPiece(sim, { ...piece, x: round(x, PHYSICS.precision), y: round(y, PHYSICS.precision) }, masses);
      const trial = fork(rec);
      const settled = settle(sim, trial);
      const after = readShip(sim, current.cabin);
      const mine = after.cargo.find((p) => p.id === piece.id);
      // Holds = rests there, and still does when the ship is rebuilt (as every stored ship must).
      if (!settled.atRest || !mine || isInCabin(mine) || !restTest(after, { masses }).atRest) continue;
      join(rec, trial);
      if (settled.flipped || lowSide(after.angle) !== lowSide(current.angle)) flipped = true;
      if (n > 0) moved.push(piece.id);
      const others = [...settled.fell, ...after.cargo.filter((p) => p.id !== piece.id && isInCabin(p)).map((p) => p.id)];
      for (const id of others) queue.push(current.cargo.find((p) => p.id === id)!);
      knocked.push(...others);
      current = { ...after, cargo: after.cargo.filter((p) => !others.includes(p.id)) };
      verified = others.length === 0;
      kept = true;
      break;
    }
    if (!kept) {
      stranded.push(piece);
      verified = false;
    }
  }
  return { ship: current, flipped, knocked, moved, stranded, verified };
}

/** Result of {@link restTest}. */
export interface RestTest {
  /** Nothing moved more than `PHYSICS.restTolerance` cm, nothing fell, the tilt stayed. */
  readonly atRest: boolean;
  /** Largest move of a piece (cm, world frame; Infinity for a piece that fell off). */
  readonly maxMove: number;
  /** The hull angle changed by more than 0.005 rad (or passed level). */
  readonly tiltChanged: boolean;
  readonly fell: readonly number[];
  /** Ids of the pieces that moved more than the tolerance (or fell). */
  readonly moved: readonly number[];
  /** The ship after the test (what it became). */
  readonly ship: ShipState;
}

/**
 * The at-rest test: rebuilds `ship` from its JSON, steps it with no input for `seconds` simulated seconds
 * and measures how far each piece moved. A world whose bodies have all gone to sleep cannot move again
 * without input, so the test stops there unless `untilAsleep` is false (then it steps the full time).
 * @see RULINGS.md "At rest between turns"
 */
export function restTest(
  ship: ShipState,
  { masses = TRUE_MASSES, seconds = PHYSICS.restTestSeconds, untilAsleep = true }: { masses?: MassTable; seconds?: number; untilAsleep?: boolean } = {},
  rec?: Recorder,
): RestTest {
  const recorder = rec ?? { ids: [], kinds: [], frames: [], phaseStarts: [], goneAt: {}, last: new Map(), on: false };
  const { ship: after, settled, sim } = settleShip(ship, masses, recorder, Math.round(seconds / PHYSICS.dt), untilAsleep);
  const c = Math.cos(ship.angle);
  const s = Math.sin(ship.angle);
  let maxMove = 0;
  const moved: number[] = [];
  for (const p of ship.cargo) {
    const body = sim.bodies.get(p.id);
    const q = body?.getPosition();
    const move = q ? Math.hypot(q.x - (p.x * c - p.y * s), q.y - (p.x * s + p.y * c)) : Infinity;
    if (move > PHYSICS.restTolerance) moved.push(p.id);
    maxMove = Math.max(maxMove, move);
  }
  const tiltChanged = settled.flipped || Math.abs(sim.hull.getAngle() - ship.angle) > 0.005;
  return {
    atRest: maxMove <= PHYSICS.restTolerance && !tiltChanged && settled.fell.length === 0,
    maxMove,
    tiltChanged,
    fell: settled.fell,
    moved,
    ship: after,
  };
}

/** Chests left in the cabin. */
function cabinCount(ship: ShipState): number {
  return ship.cabin[0] + ship.cabin[1];
}

/**
 * Takes one chest out of the cabin (see {@link takeCabinChest}) and, when it came from the low side, lets
 * the ship settle; pieces that fall or slide into the cabin meanwhile are put back. Recorded into `rec`.
 */
function takeChest(ship: ShipState, masses: MassTable, rec: Recorder): { ship: ShipState; from: Side; tilted: boolean } {
  if (cabinCount(ship) === 0) throw new PlacementError('the cabin has no chest left');
  const raised = raisedSide(ship.angle);
  const index = (side: Side) => (side === -1 ? 0 : 1);
  const from: Side = ship.cabin[index(raised)] > 0 ? raised : (-raised as Side);
  const cabin: [number, number] = [ship.cabin[0], ship.cabin[1]];
  cabin[index(from)] -= 1;
  const before: ShipState = { ...ship, cabin };
  if (from === raised) return { ship: before, from, tilted: false };
  const { ship: after, settled } = settleShip(before, masses, rec);
  const back = [...settled.fell, ...after.cargo.filter(isInCabin).map((p) => p.id)];
  const kept = { ...after, cargo: after.cargo.filter((p) => !back.includes(p.id)) };
  const put = putBackAll(
    kept,
    back.map((id) => before.cargo.find((p) => p.id === id)!),
    masses,
    rec,
  );
  const strandedIds = put.stranded.map((p) => p.id);
  // A piece with no spot left on its deck (never seen) goes back where it was; the rest check below catches it.
  const final = { ...put.ship, cargo: [...put.ship.cargo, ...before.cargo.filter((p) => strandedIds.includes(p.id))] };
  return { ship: final, from, tilted: settled.flipped || put.flipped || lowSide(final.angle) !== lowSide(ship.angle) };
}

/**
 * Resolves one placement attempt from start to a ship at rest, in one simulation that yields both the
 * outcome and the frames:
 * 1. the piece is set down over the raised deck and the ship settles (a tilt = the hull passed level);
 * 2. cargo that moved into the cabin is put back (its spot if it rests there, else the nearest spot of its
 *    deck that holds), the ship settling after each; a tilt meanwhile is a second penalty;
 * 3. a penalty chest is taken for each tilt (while the cabin has one);
 * 4. the ship is rebuilt and stepped with no input ({@link restTest}); if it moves on by itself, that is
 *    the same placement going on: what falls goes to the player's storage, what slides into the cabin is
 *    put back, a tilt is charged, and the test runs again.
 * A settle that reaches its step bound is not at rest: the ship settles one more bound, then every piece
 * still moving is picked up and put back like cargo from the cabin.
 *
 * @param ship the ship before the move (at rest)
 * @param placement piece, `x` in cm from the pivot along the raised deck, rotation in degrees
 * @param masses the masses to simulate with (default the true ones; a bot passes its own judgement)
 * @throws {PlacementError} when `x` is not over the raised deck or the piece is unknown.
 * @see ./RULES.md "How to Play", "Ship's Tilt Changes", "Spilling the Ship's Cargo", "Cargo Moves Into Cabin"
 */
export function resolvePlacement(
  ship: ShipState,
  placement: Placement,
  masses: MassTable = TRUE_MASSES,
  { recordFrames = true, stopOnTilt = false, maxSteps, followTilt = 0 }: ResolveOptions = {},
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
  const dropPose: CargoPose = {
    id: placedId,
    kind: placement.piece,
    x: round(hx, PHYSICS.precision),
    y: round(hy, PHYSICS.precision),
    a: round(rotation, PHYSICS.precision),
  };
  addPiece(sim, dropPose, masses);
  const rec = newRecorder(sim, recordFrames);
  const kindOf = new Map(sim.kinds);
  const ref = (id: number): PieceRef => ({ id, kind: kindOf.get(id)! });

  const bounded = stopOnTilt && maxSteps !== undefined;
  let settled = settle(sim, rec, { stopOnTilt, ...(bounded ? { maxSteps } : {}) });
  if (!settled.atRest && !(stopOnTilt && settled.flipped) && !bounded) {
    const more = settle(sim, rec);
    settled = {
      fell: [...settled.fell, ...more.fell],
      atRest: more.atRest,
      flipped: settled.flipped || more.flipped,
      steps: (settled.steps ?? 0) + (more.steps ?? 0),
    };
  }
  const after1 = readShip(sim, ship.cabin);
  const tilted = settled.flipped || lowSide(after1.angle) !== startSide;
  const fell = settled.fell.map(ref);
  const cabinIds = after1.cargo.filter(isInCabin).map((p) => p.id);
  const held = !tilted && fell.length === 0 && cabinIds.length === 0;
  if (stopOnTilt) {
    // The look-ahead's answer: the outcome of setting the piece down, nothing put back, no chest, no check; a tip
    // followed `followTilt` steps more (within the bound) for what it throws overboard.
    const follow = settled.flipped ? Math.min(followTilt, (maxSteps ?? Infinity) - (settled.steps ?? 0)) : 0;
    const tipped = follow > 0 ? settle(sim, rec, { maxSteps: follow }) : undefined;
    if (tipped) {
      fell.push(...tipped.fell.map(ref), ...overboard(sim).map(ref));
      settled = { ...settled, fell: [...settled.fell, ...tipped.fell], steps: (settled.steps ?? 0) + (tipped.steps ?? 0) };
    }
    return {
      placedId,
      tilted,
      fell,
      intoCabin: cabinIds.map(ref),
      toStorage: fell,
      placedLeft: settled.fell.includes(placedId),
      tiltedPuttingBack: false,
      knockedOffPuttingBack: [],
      movedPuttingBack: [],
      steadied: [],
      penalties: 0,
      lastChest: false,
      atRest: false,
      held,
      ship: after1,
      recording: finish(rec),
      steps: settled.steps,
      // A tip asked to be followed and cut short by the bound: what it throws overboard is not all seen.
      settling: settled.flipped ? followTilt > 0 && follow < followTilt && !tipped?.atRest : !settled.atRest,
    };
  }
  const steadied = settled.atRest ? [] : [...sim.bodies.entries()].filter(([id, body]) => body.isAwake() && !cabinIds.includes(id)).map(([id]) => id);
  const origin = new Map(ship.cargo.map((p) => [p.id, p] as const));
  origin.set(placedId, dropPose);
  const toPut = [...cabinIds, ...steadied];
  let current: ShipState = { ...after1, cargo: after1.cargo.filter((p) => !toPut.includes(p.id)) };
  const put = putBackAll(
    current,
    toPut.map((id) => origin.get(id)!),
    masses,
    rec,
  );
  current = put.ship;
  const toStorage = [...fell, ...put.stranded.map((p) => ref(p.id))];
  let tiltedPuttingBack = put.flipped;
  const knocked = [...put.knocked];
  const movedSpot = [...put.moved];
  let penalties = 0;
  // A ship already checked at rest as it stands needs no second check (each costs a rebuild and steps).
  let verified = toPut.length > 0 && put.verified;
  const charge = () => {
    if (cabinCount(current) === 0) return;
    current = takeChest(current, masses, rec).ship;
    verified = false;
    penalties += 1;
  };
  if (tilted) charge();
  if (tiltedPuttingBack) charge();
  // The stored ship must be at rest: whatever it still does by itself belongs to this placement.
  const steadiedAll = [...steadied];
  let atRest = verified;
  for (let round = 0; round < 4 && !atRest; round++) {
    const check = restTest(current, { masses }, rec);
    if (check.atRest) {
      atRest = true;
      break;
    }
    toStorage.push(...check.fell.map(ref));
    // From the second round on, a ship that keeps moving once rebuilt (a leaning stack) is steadied by
    // hand: the pieces that moved are picked up and put back where they rest.
    const back = check.ship.cargo.filter((p) => isInCabin(p) || (round > 0 && check.moved.includes(p.id)));
    const again = putBackAll(
      { ...check.ship, cargo: check.ship.cargo.filter((p) => !back.includes(p)) },
      back.map((p) => current.cargo.find((q) => q.id === p.id)!),
      masses,
      rec,
    );
    toStorage.push(...again.stranded.map((p) => ref(p.id)));
    knocked.push(...back.filter(isInCabin).map((p) => p.id), ...again.knocked);
    steadiedAll.push(...back.filter((p) => !isInCabin(p)).map((p) => p.id));
    movedSpot.push(...again.moved);
    const moved = check.tiltChanged && lowSide(again.ship.angle) !== lowSide(current.angle);
    current = again.ship;
    if (moved || again.flipped) {
      tiltedPuttingBack = true;
      charge();
    }
  }
  const ids = new Set(current.cargo.map((p) => p.id));
  const goneAt = Object.fromEntries(Object.entries(rec.goneAt).filter(([id]) => !ids.has(Number(id))));
  rec.goneAt = goneAt;
  return {
    placedId,
    tilted,
    fell,
    intoCabin: cabinIds.map(ref),
    toStorage,
    placedLeft: toStorage.some((p) => p.id === placedId),
    tiltedPuttingBack,
    knockedOffPuttingBack: knocked,
    movedPuttingBack: movedSpot,
    steadied: steadiedAll,
    penalties,
    lastChest: penalties > 0 && cabinCount(current) === 0,
    atRest,
    held,
    ship: current,
    recording: finish(rec),
  };
}

function finish(rec: Recorder): Recording {
  if (!rec.on) return { fps: 0, ids: [], kinds: [], frames: [], phaseStarts: [], goneAt: {} };
  return {
    fps: Math.round(1 / (PHYSICS.frameEvery * PHYSICS.dt)),
    ids: rec.ids,
    kinds: rec.kinds,
    frames: rec.frames,
    phaseStarts: rec.phaseStarts,
    goneAt: rec.goneAt,
  };
}

/**
 * Takes one chest out of the cabin (a penalty): from the raised side's cabin when it has one, else from
 * the low side's, outermost recess first; then lets the ship settle (pieces that fall or slide into the
 * cabin meanwhile are put back where they rest).
 * @throws {PlacementError} when the cabin is empty.
 * @see ./RULES.md "Ship's Tilt Changes"; RULINGS.md "Which cabin chest"
 */
export function takeCabinChest(ship: ShipState): { ship: ShipState; from: Side; tilted: boolean } {
  return takeChest(ship, TRUE_MASSES, { ids: [], kinds: [], frames: [], phaseStarts: [], goneAt: {}, last: new Map(), on: false });
}

/**
 * The ship at the start of a game: 6 chests in the cabin, the 7th on the left deck end (left end low).
 * Computed by letting the ship settle, so it is a true rest state.
 * @see ./RULES.md "Setup"
 */
export function initialShip(startChestX: number, rotationDeg = 0): ShipState {
  const spec = PIECES.chest;
  const a = (rotationDeg * Math.PI) / 180;
  const { below } = halfExtents(spec.shape, a);
  let ship: ShipState = {
    angle: TILT_LIMIT * (startChestX < 0 ? 1 : -1),
    cabin: [3, 3],
    cargo: [{ id: 1, kind: 'chest', x: startChestX, y: SHIP.deckY + below + PHYSICS.dropGap, a }],
  };
  for (let round = 0; round < 3; round++) {
    const check = restTest(ship);
    ship = check.ship;
    if (check.atRest) break;
  }
  return ship;
}

/**
 * Which of two loads is lighter, decided by the ship: an empty ship (no cargo, no cabin chests) held
 * level, each load as one tray of its total mass in the middle of a deck (left: `a`, right: `b`), then
 * released. @returns -1 when `a` is lighter (the right end goes down), 1 when `b` is lighter, 0 when the
 * ship stays level (equal weights).
 * @see ./RULES.md "End of Game"; RULINGS.md "Tie-break by the ship"
 */
export function compareLoadsOnShip(a: readonly PieceKind[], b: readonly PieceKind[]): -1 | 0 | 1 {
  const total = (load: readonly PieceKind[]) => load.reduce((sum, kind) => sum + PIECES[kind].mass, 0);
  const world = new World({ gravity: Vec2(0, -PHYSICS.gravity) });
  const ground = world.createBody({ type: 'static' });
  const hull = world.createBody({ type: 'dynamic', angle: 0 });
  for (const [x, y, hw, hh] of HULL_BOXES) hull.createFixture(new Box(hw, hh, Vec2(x, y)), { density: 0, friction: SHIP.hullFriction });
  hull.setMassData({ mass: SHIP.hullMass, center: Vec2(0, 0), I: SHIP.hullInertia });
  world.createJoint(
    new RevoluteJoint({
      bodyA: ground,
      bodyB: hull,
      localAnchorA: Vec2(0, 0),
      localAnchorB: Vec2(0, 0),
      referenceAngle: 0,
      enableLimit: true,
      lowerAngle: -TILT_LIMIT,
      upperAngle: TILT_LIMIT,
    }),
  );
  const mid = (SHIP.deckStart + SHIP.deckEnd) / 2;
  const trayHalf = 1.5;
  for (const [side, load] of [
    [-1, a],
    [1, b],
  ] as const) {
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

/**
 * The frames of the last placement, recomputed from the ship before it and the move (the same
 * deterministic physics that decided it), for an animation. Null before the first placement.
 */
export function recordingOf(last: LastPlacement | null): Recording | null {
  if (!last) return null;
  return resolvePlacement(last.before, last.placement).recording;
}
