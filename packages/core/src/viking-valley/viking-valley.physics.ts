/**
 * Valley of the Vikings bowling as a 2D rigid-body simulation (top view) with planck, the Box2D port.
 *
 * Every bowl builds a fresh world from the serialisable {@link BarrelHoles} (barrels stand at the rounded
 * centres of their holes) and steps it at a fixed time step with fixed solver iterations until everything
 * rests or the step cap ({@link BOWLING}), recording frames on the way: one simulation gives both the
 * outcome and the animation. No gravity (we look down on the square): the grass's rolling resistance is
 * linear damping, the ramps' slope a force along their axis. Bodies are circles that do not turn (a spin
 * about the vertical axis means nothing here), so no sine or cosine is taken while stepping and every
 * input is rounded: the same barrels and bowl give the same result in any engine.
 *
 * The board: the round village square (radius SQUARE_RADIUS) walled at its rim but for the mouths of the
 * 4 ramps; each ramp is a walled chute from the ball's hole at its top (LAUNCH_DISTANCE from the centre)
 * widening into the square just enough to let every aim in the cone through. Barrels stand in their holes;
 * a barrel falls when a hit changes its speed by more than `BOWLING.toppleSpeed` in one step or when it is
 * pushed out of its hole; a falling barrel moves on for `BOWLING.fallSeconds` (it can knock others over),
 * then lies still and leaves the world.
 * The shapes of a bowl and its result, and the checks of a bowl and a layout, are in viking-valley.geometry.ts
 * (no planck), so the rules and the element's file need not carry the engine.
 * @see ./viking-valley.components.ts for units (cm, y up, degrees) and every number;
 *   ./RULINGS.md "Geometry (DEFAULT)" and "Bowling physics (DEFAULT)"
 */
import { Chain, Circle, Vec2, World, type Body, type Contact, type ContactImpulse } from 'planck';
import {
  AIM_CONE,
  BALL_RADIUS,
  BARREL_RADIUS,
  BOWLING,
  HOLES,
  LAUNCH_DISTANCE,
  MIN_STRENGTH,
  RAMP_ANGLES,
  SQUARE_RADIUS,
  VIKINGS,
  type Point,
  type VikingId,
} from './viking-valley.components.js';
import {
  FRAME_SECONDS,
  isLegalLayout,
  isValidBowl,
  launchPoint,
  round,
  unit,
  type BarrelHoles,
  type BarrelPose,
  type Bowl,
  type BowlFrame,
  type BowlResult,
  type ResolveOptions,
} from './viking-valley.geometry.js';
import type { ResolvedBowl } from './viking-valley.types.js';

/** Steps between two recorded frames. */
const FRAME_STEPS = Math.round(FRAME_SECONDS / BOWLING.dt);

/**
 * The shape of each ramp's chute in the ramp's own frame: `a` cm from the square's centre along the ramp's
 * axis (outwards), `b` cm across it (counter-clockwise positive). Derived once from the components.
 */
interface Chute {
  /** Half-width of the chute at the ball's hole (and behind it). */
  readonly holeHalf: number;
  /** `a` of the chute's back wall, just behind the ball's hole. */
  readonly backA: number;
  /** The mouth's corners on the rim: (`mouthA`, ±`mouthHalf`). */
  readonly mouthA: number;
  readonly mouthHalf: number;
  /** Half the angle the mouth takes out of the rim, degrees. */
  readonly mouthDegrees: number;
}

/**
 * The chute: `holeHalf` wide around the hole, walls running straight from there to the rim, the mouth as
 * narrow as lets the ball bowled at the edge of the aim cone pass its corner with `chuteClearance` to spare.
 */
function chuteShape(): Chute {
  const holeHalf = BALL_RADIUS + BOWLING.chuteClearance;
  const c = (AIM_CONE * Math.PI) / 180;
  // Distance from the mouth's corner to the line of the ball's centre bowled at the cone's edge.
  const clearance = (half: number) => (Math.sqrt(SQUARE_RADIUS ** 2 - half ** 2) - LAUNCH_DISTANCE) * Math.sin(c) + half * Math.cos(c);
  let lo = holeHalf;
  let hi = SQUARE_RADIUS / 2;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (clearance(mid) < holeHalf) lo = mid;
    else hi = mid;
  }
  const mouthHalf = round(hi, 1e-3);
  const mouthA = round(Math.sqrt(SQUARE_RADIUS ** 2 - mouthHalf ** 2), 1e-3);
  return {
    holeHalf,
    backA: LAUNCH_DISTANCE + holeHalf,
    mouthA,
    mouthHalf,
    mouthDegrees: round((Math.atan2(mouthHalf, mouthA) * 180) / Math.PI, 1e-3),
  };
}

const CHUTE = chuteShape();

/**
 * The walls of the board as one closed loop of points (cm, counter-clockwise, rounded to 1/1000 cm): the
 * rim of the square in straight pieces of at most `BOWLING.rimSegmentDegrees`, broken at each ramp's mouth
 * by that ramp's chute (out along one wall, across the back behind the ball's hole, in along the other).
 * The ball and the barrels stay inside it.
 */
export function boardOutline(): Point[] {
  const points: Point[] = [];
  const at = (ramp: number, a: number, b: number): Point => {
    const u = unit(RAMP_ANGLES[ramp]);
    return { x: round(a * u.x - b * u.y, 1e-3), y: round(a * u.y + b * u.x, 1e-3) };
  };
  const order = RAMP_ANGLES.map((angle, ramp) => ({ angle, ramp })).sort((p, q) => p.angle - q.angle);
  order.forEach(({ angle, ramp }, i) => {
    const { mouthA, mouthHalf, holeHalf, backA } = CHUTE;
    points.push(at(ramp, mouthA, -mouthHalf), at(ramp, LAUNCH_DISTANCE, -holeHalf), at(ramp, backA, -holeHalf));
    points.push(at(ramp, backA, holeHalf), at(ramp, LAUNCH_DISTANCE, holeHalf), at(ramp, mouthA, mouthHalf));
    const next = order[(i + 1) % order.length].angle + (i + 1 === order.length ? 360 : 0);
    const from = angle + CHUTE.mouthDegrees;
    const to = next - CHUTE.mouthDegrees;
    const pieces = Math.ceil((to - from) / BOWLING.rimSegmentDegrees);
    for (let k = 1; k < pieces; k++) {
      const u = unit(from + ((to - from) * k) / pieces);
      points.push({ x: round(SQUARE_RADIUS * u.x, 1e-3), y: round(SQUARE_RADIUS * u.y, 1e-3) });
    }
  });
  return points;
}

const OUTLINE = boardOutline();
const RAMP_AXES = RAMP_ANGLES.map((angle) => unit(angle));

/** The ramp (index into RAMP_ANGLES) whose chute holds point `p`, or null for a point on the square (within SQUARE_RADIUS). */
export function rampAt(p: Point): number | null {
  if (p.x * p.x + p.y * p.y <= SQUARE_RADIUS * SQUARE_RADIUS) return null;
  let best = 0;
  for (let ramp = 1; ramp < RAMP_AXES.length; ramp++) {
    const u = RAMP_AXES[ramp];
    const v = RAMP_AXES[best];
    if (p.x * u.x + p.y * u.y > p.x * v.x + p.y * v.y) best = ramp;
  }
  return best;
}

type BarrelState = 'standing' | 'falling' | 'lying';

interface SimBarrel {
  readonly viking: VikingId;
  readonly hole: number;
  body: Body | null;
  state: BarrelState;
  /** Step at which it began to fall. */
  fellAt: number;
  /** Degrees counter-clockwise from +x: the way it falls (knocked, or pushed out of its hole). */
  heading: number;
  /** The hardest knock of the current step as a multiple of that contact's topple threshold: above 1 it falls. */
  hit: number;
  /** Its centre (cm), kept after it leaves the world. */
  x: number;
  y: number;
}

interface Sim {
  readonly world: World;
  ball: Body | null;
  ballState: 'rolling' | 'resting' | 'caught';
  /** The ball's centre has been on the square (inside the rim) at some step. */
  onSquare: boolean;
  ballAt: Point;
  readonly barrels: SimBarrel[];
  readonly fallen: VikingId[];
  step: number;
}

function buildWorld(barrels: BarrelHoles): Sim {
  const world = new World({ gravity: Vec2(0, 0), allowSleep: false });
  const ground = world.createBody({ type: 'static' });
  ground.createFixture(
    new Chain(
      OUTLINE.map((p) => Vec2(p.x, p.y)),
      true,
    ),
    { friction: BOWLING.friction, restitution: BOWLING.wallRestitution },
  );
  const sim: Sim = { world, ball: null, ballState: 'resting', onSquare: false, ballAt: { x: 0, y: 0 }, barrels: [], fallen: [], step: 0 };
  for (const viking of VIKINGS) {
    const hole = barrels[viking];
    if (hole === null) continue;
    const { x, y } = HOLES[hole];
    const body = world.createBody({ type: 'dynamic', position: Vec2(x, y), fixedRotation: true, linearDamping: BOWLING.standingDamping });
    body.createFixture(new Circle(BARREL_RADIUS), {
      density: BOWLING.barrelMass / (Math.PI * BARREL_RADIUS * BARREL_RADIUS),
      friction: BOWLING.friction,
      restitution: BOWLING.restitution,
    });
    sim.barrels.push({ viking, hole, body, state: 'standing', fellAt: 0, heading: 0, hit: 0, x, y });
  }
  const byBody = new Map(sim.barrels.map((b) => [b.body!, b] as const));
  world.on('post-solve', (contact: Contact, impulse: ContactImpulse) => {
    const total = impulse.normalImpulses.reduce((sum, n) => sum + n, 0);
    const a = contact.getFixtureA().getBody();
    const b = contact.getFixtureB().getBody();
    for (const [body, other] of [
      [a, b],
      [b, a],
    ]) {
      const barrel = byBody.get(body);
      if (!barrel || barrel.state !== 'standing') continue;
      // A falling barrel topples onto its neighbour like a domino: a smaller knock suffices.
      const threshold = byBody.get(other)?.state === 'falling' ? BOWLING.chainToppleSpeed : BOWLING.toppleSpeed;
      barrel.hit = Math.max(barrel.hit, total / BOWLING.barrelMass / threshold);
    }
  });
  return sim;
}

/** Puts the ball in the hole on top of `bowl.ramp` and gives it the bat's push. */
function addBall(sim: Sim, bowl: Bowl): void {
  const start = launchPoint(bowl.ramp);
  const ball = sim.world.createBody({
    type: 'dynamic',
    position: Vec2(start.x, start.y),
    fixedRotation: true,
    linearDamping: BOWLING.ballDamping,
    bullet: true,
  });
  ball.createFixture(new Circle(BALL_RADIUS), {
    density: BOWLING.ballMass / (Math.PI * BALL_RADIUS * BALL_RADIUS),
    friction: BOWLING.friction,
    restitution: BOWLING.restitution,
  });
  const speed = BOWLING.minSpeed + ((BOWLING.maxSpeed - BOWLING.minSpeed) * (bowl.strength - MIN_STRENGTH)) / (1 - MIN_STRENGTH);
  const d = unit(RAMP_ANGLES[bowl.ramp] + 180 + bowl.angle);
  ball.setLinearVelocity(Vec2(round(speed * d.x, 1e-6), round(speed * d.y, 1e-6)));
  sim.ball = ball;
  sim.ballState = 'rolling';
  sim.ballAt = start;
}

/** One fixed step: forces (ramp slope, holes' pull), the solver, then the rules of rest, ramps and falling. */
function step(sim: Sim): void {
  const { ball } = sim;
  if (ball && sim.ballState === 'rolling') {
    const p = ball.getPosition();
    const ramp = rampAt(p);
    if (ramp !== null) {
      const u = RAMP_AXES[ramp];
      const f = BOWLING.ballMass * BOWLING.rampSlope;
      ball.applyForceToCenter(Vec2(-f * u.x, -f * u.y), true);
    }
  }
  for (const barrel of sim.barrels) {
    barrel.hit = 0;
    if (barrel.state !== 'standing' || !barrel.body) continue;
    const p = barrel.body.getPosition();
    const { x, y } = HOLES[barrel.hole];
    const k = BOWLING.barrelMass * BOWLING.holePull;
    barrel.body.applyForceToCenter(Vec2(-k * (p.x - x), -k * (p.y - y)), true);
  }
  sim.world.step(BOWLING.dt, BOWLING.velocityIterations, BOWLING.positionIterations);
  sim.step += 1;

  if (ball && sim.ballState !== 'caught') {
    const p = ball.getPosition();
    const v = ball.getLinearVelocity();
    sim.ballAt = { x: p.x, y: p.y };
    const ramp = rampAt(p);
    if (ramp === null) sim.onSquare = true;
    const speed = Math.sqrt(v.x * v.x + v.y * v.y);
    if (ramp !== null && sim.onSquare) {
      // Rolled back up a ramp: caught once it stops climbing (the player picks it up); it leaves the world.
      const u = RAMP_AXES[ramp];
      if (v.x * u.x + v.y * u.y <= 0) {
        sim.world.destroyBody(ball);
        sim.ball = null;
        sim.ballState = 'caught';
      }
    } else if (ramp === null && speed < BOWLING.restSpeed) {
      ball.setLinearVelocity(Vec2(0, 0));
      sim.ballState = 'resting';
    } else {
      sim.ballState = 'rolling';
    }
  }

  for (const barrel of sim.barrels) {
    const body = barrel.body;
    if (!body) continue;
    const p = body.getPosition();
    barrel.x = p.x;
    barrel.y = p.y;
    if (barrel.state === 'standing') {
      const hole = HOLES[barrel.hole];
      const dx = p.x - hole.x;
      const dy = p.y - hole.y;
      const out = dx * dx + dy * dy > BOWLING.holeTolerance * BOWLING.holeTolerance;
      if (barrel.hit > 1 || out) {
        const v = body.getLinearVelocity();
        const [hx, hy] = v.x * v.x + v.y * v.y > 1e-9 ? [v.x, v.y] : [dx, dy];
        barrel.heading = round(normaliseDegrees((Math.atan2(hy, hx) * 180) / Math.PI), 0.1);
        barrel.state = 'falling';
        barrel.fellAt = sim.step;
        body.setLinearDamping(BOWLING.fallingDamping);
        sim.fallen.push(barrel.viking);
      }
    } else if (barrel.state === 'falling' && (sim.step - barrel.fellAt) * BOWLING.dt >= BOWLING.fallSeconds - 1e-9) {
      sim.world.destroyBody(body);
      barrel.body = null;
      barrel.state = 'lying';
    }
  }
}

/** Everything rests: the ball stopped on the square or caught on a ramp, no barrel falling, every standing barrel still. */
function atRest(sim: Sim): boolean {
  if (sim.ballState === 'rolling') return false;
  for (const barrel of sim.barrels) {
    if (barrel.state === 'falling') return false;
    if (barrel.state === 'standing') {
      const v = barrel.body!.getLinearVelocity();
      if (v.x * v.x + v.y * v.y >= BOWLING.restSpeed * BOWLING.restSpeed) return false;
    }
  }
  return true;
}

function frameOf(sim: Sim, final: boolean): BowlFrame {
  const poses: Partial<Record<VikingId, BarrelPose>> = {};
  for (const barrel of sim.barrels) {
    if (barrel.state === 'standing') {
      const at = final ? HOLES[barrel.hole] : barrel;
      poses[barrel.viking] = { x: round(at.x, BOWLING.precision), y: round(at.y, BOWLING.precision), tilt: 0, heading: 0 };
    } else {
      const tilt = barrel.state === 'lying' || final ? 1 : Math.min(1, ((sim.step - barrel.fellAt) * BOWLING.dt) / BOWLING.fallSeconds);
      poses[barrel.viking] = { x: round(barrel.x, BOWLING.precision), y: round(barrel.y, BOWLING.precision), tilt: round(tilt, 0.01), heading: barrel.heading };
    }
  }
  return { ball: { x: round(sim.ballAt.x, BOWLING.precision), y: round(sim.ballAt.y, BOWLING.precision) }, barrels: poses };
}

/**
 * Resolves one bowl to rest, in one simulation that gives the outcome and the frames. Pure and
 * deterministic: the same barrels and bowl give the same result in every engine.
 *
 * The bowl ends when everything rests (the ball stopped on the square or caught after rolling back up a
 * ramp, no barrel falling, the standing ones still) or at `BOWLING.maxSteps`: then the ball stops where it
 * is and a falling barrel counts as fallen. Standing barrels keep their hole (a nudged one is back at its
 * centre), so the layout after the bowl is at rest by construction ({@link restTest}).
 *
 * @param barrels the layout before the bowl (a legal one: {@link isLegalLayout})
 * @param bowl ramp, angle (degrees off the ramp's axis, positive counter-clockwise) and strength
 * @throws {RangeError} when the bowl is not valid ({@link isValidBowl}) or the layout is not legal.
 * @see ./RULES.md "How to Play"; ./RULINGS.md "Bowling physics (DEFAULT)"
 */
export function resolveBowl(barrels: BarrelHoles, bowl: Bowl, { recordFrames = true }: ResolveOptions = {}): BowlResult {
  if (!isValidBowl(bowl)) throw new RangeError(`resolveBowl: not a valid bowl ${JSON.stringify(bowl)}`);
  if (!isLegalLayout(barrels)) throw new RangeError(`resolveBowl: not a legal barrel layout ${JSON.stringify(barrels)}`);
  const sim = buildWorld(barrels);
  addBall(sim, bowl);
  const frames: BowlFrame[] = [];
  if (recordFrames) frames.push(frameOf(sim, false));
  while (sim.step < BOWLING.maxSteps) {
    step(sim);
    const done = atRest(sim);
    if (done) break;
    if (recordFrames && sim.step % FRAME_STEPS === 0) frames.push(frameOf(sim, false));
  }
  if (recordFrames) frames.push(frameOf(sim, true));
  const after = { ...barrels } as Record<VikingId, number | null>;
  for (const viking of sim.fallen) after[viking] = null;
  return { fallen: [...sim.fallen], barrels: after, frames };
}

/** What {@link restTest} saw. */
export interface RestCheck {
  /** Nothing moved more than 0.01 cm and nothing fell. */
  readonly atRest: boolean;
  /** The largest distance (cm) a barrel's centre moved from its hole. */
  readonly maxMove: number;
  /** Barrels that fell (none for a layout at rest). */
  readonly fallen: readonly VikingId[];
}

/**
 * The at-rest test of a stored layout: builds the world from `barrels` with no ball and steps it
 * `seconds` (simulated) with no input.
 * @throws {RangeError} when the layout is not legal ({@link isLegalLayout}).
 */
export function restTest(barrels: BarrelHoles, seconds = 5): RestCheck {
  if (!isLegalLayout(barrels)) throw new RangeError(`restTest: not a legal barrel layout ${JSON.stringify(barrels)}`);
  const sim = buildWorld(barrels);
  const steps = Math.round(seconds / BOWLING.dt);
  let maxMove = 0;
  for (let i = 0; i < steps; i++) {
    step(sim);
    for (const barrel of sim.barrels) {
      const hole = HOLES[barrel.hole];
      maxMove = Math.max(maxMove, Math.hypot(barrel.x - hole.x, barrel.y - hole.y));
    }
  }
  return { atRest: maxMove <= 0.01 && sim.fallen.length === 0, maxMove, fallen: [...sim.fallen] };
}

function normaliseDegrees(d: number): number {
  const r = d % 360;
  return r < 0 ? r + 360 : r;
}

/**
 * The frames of the last bowl, recomputed from the barrels before it and the bowl (the same deterministic
 * physics that decided it), for the element to animate. Null before the first bowl.
 */
export function recordingOf(last: ResolvedBowl | null): BowlResult | null {
  return last ? resolveBowl(last.before, last.bowl) : null;
}
