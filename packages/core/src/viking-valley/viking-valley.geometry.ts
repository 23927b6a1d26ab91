/**
 * Valley of the Vikings' bowling without the physics engine: the shapes a bowl and its outcome take, what
 * makes a bowl or a barrel layout valid, where the ball starts and the aims the bots sample. The rules, the
 * element and the board's statechart need only these; the simulation itself (`resolveBowl` in
 * viking-valley.physics.ts, which imports planck) runs where a bowl is resolved (a worker, a bot's look-ahead,
 * the headless machine).
 * @see ./viking-valley.components.ts for units (cm, y up, degrees) and every number;
 *   ./RULINGS.md "Geometry (DEFAULT)" and "Bowling physics (DEFAULT)"
 */
import { AIM_CONE, HOLES, LAUNCH_DISTANCE, MIN_STRENGTH, RAMP_ANGLES, VIKINGS, type Point, type VikingId } from './viking-valley.components.js';

/** Where each barrel is between bowls: the index of the hole it stands in (into HOLES), or null when it lies fallen. */
export type BarrelHoles = Readonly<Record<VikingId, number | null>>;

/**
 * One bowl: from the hole at the top of ramp `ramp` (index into RAMP_ANGLES), `angle` degrees off the ramp
 * axis (-AIM_CONE..AIM_CONE, positive counter-clockwise), `strength` MIN_STRENGTH..1 (the bat's push).
 */
export interface Bowl {
  readonly ramp: number;
  readonly angle: number;
  readonly strength: number;
}

/** A barrel in a frame: centre (cm), and how far it has toppled, 0 standing to 1 lying, towards `heading` degrees. */
export interface BarrelPose {
  readonly x: number;
  readonly y: number;
  readonly tilt: number;
  readonly heading: number;
}

/** One recorded frame: the ball's centre and every barrel that stood when the bowl began. Coordinates rounded to 1/100 cm. */
export interface BowlFrame {
  readonly ball: Point;
  readonly barrels: Readonly<Partial<Record<VikingId, BarrelPose>>>;
}

/** What a bowl did. */
export interface BowlResult {
  /** Barrels knocked over by this bowl, in the order they fell. Empty for a miss. */
  readonly fallen: readonly VikingId[];
  /** The barrels after the bowl: standing ones keep their hole, fallen ones are null. */
  readonly barrels: BarrelHoles;
  /**
   * Frames to animate, one per FRAME_SECONDS of simulated time from the push (frame 0) on, the last at rest:
   * in it every standing barrel is back at its hole's centre and tilt 0, every fallen one lies (tilt 1).
   * A ball that rolled back up a ramp stays where it stopped there. Empty when `recordFrames` is false.
   */
  readonly frames: readonly BowlFrame[];
}

/** Options of `resolveBowl` (viking-valley.physics.ts). */
export interface ResolveOptions {
  /** Record the frames (default true). A bot's look-ahead passes false: same outcome, no frames. */
  readonly recordFrames?: boolean;
}

/** Simulated seconds between two recorded frames. */
export const FRAME_SECONDS = 1 / 30;

/** True when `bowl` is a bowl a player may make: a ramp index, angle within the cone, strength in range. */
export function isValidBowl(bowl: Bowl): boolean {
  return (
    Number.isInteger(bowl.ramp) &&
    bowl.ramp >= 0 &&
    bowl.ramp < RAMP_ANGLES.length &&
    Number.isFinite(bowl.angle) &&
    Math.abs(bowl.angle) <= AIM_CONE &&
    Number.isFinite(bowl.strength) &&
    bowl.strength >= MIN_STRENGTH &&
    bowl.strength <= 1
  );
}

/**
 * True when `barrels` is a layout the square can hold: an entry for every Viking, each a hole index
 * (0..HOLES.length - 1) or null, no two barrels in one hole.
 */
export function isLegalLayout(barrels: BarrelHoles): boolean {
  const used = new Set<number>();
  for (const viking of VIKINGS) {
    const hole = barrels[viking];
    if (hole === null) continue;
    if (!Number.isInteger(hole) || hole < 0 || hole >= HOLES.length || used.has(hole)) return false;
    used.add(hole);
  }
  return true;
}

/** The ball's start: the hole at the top of ramp `ramp` (index into RAMP_ANGLES), cm, rounded to 1/1000 cm. */
export function launchPoint(ramp: number): Point {
  const u = unit(RAMP_ANGLES[ramp]);
  return { x: round(LAUNCH_DISTANCE * u.x, 1e-3), y: round(LAUNCH_DISTANCE * u.y, 1e-3) };
}

/**
 * Degrees the direction from the ball's hole on top of ramp `ramp` to point `p` lies off that ramp's axis
 * (positive counter-clockwise, as a bowl's angle): a bowl with this angle rolls straight at `p`, so `p` can be
 * aimed at when its magnitude is at most AIM_CONE. @see ./RULINGS.md "Every hole within the aim cone"
 */
export function offAxis(ramp: number, p: Point): number {
  const from = launchPoint(ramp);
  const direction = (Math.atan2(p.y - from.y, p.x - from.x) * 180) / Math.PI;
  const off = ((((direction - RAMP_ANGLES[ramp] - 180) % 360) + 540) % 360) - 180;
  return off;
}

/** True when a bowl from ramp `ramp` (index into RAMP_ANGLES) can be aimed straight at hole `hole` (index into HOLES). */
export function canAimAt(ramp: number, hole: number): boolean {
  return Math.abs(offAxis(ramp, HOLES[hole])) <= AIM_CONE;
}

/**
 * The aims the bots and `legalMoves` sample: angles every 5 degrees from -AIM_CONE to AIM_CONE, each with
 * strengths 0.2, 0.4, 0.6, 0.8 and 1 (55 bowls). Angle-major order.
 */
export function aimGrid(): { readonly angle: number; readonly strength: number }[] {
  const grid: { angle: number; strength: number }[] = [];
  for (let angle = -AIM_CONE; angle <= AIM_CONE; angle += 5) {
    for (const strength of [0.2, 0.4, 0.6, 0.8, 1]) grid.push({ angle, strength });
  }
  return grid;
}

/** A unit vector `degrees` counter-clockwise from +x, rounded to 1e-12 so that every engine's sine agrees. */
export function unit(degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  return { x: round(Math.cos(a), 1e-12), y: round(Math.sin(a), 1e-12) };
}

/** `v` rounded to a multiple of `precision`, the last float noise cut off (12 decimals), never -0. */
export function round(v: number, precision: number): number {
  const r = Math.round(v / precision) * precision;
  return Number(r.toFixed(12)) + 0;
}
