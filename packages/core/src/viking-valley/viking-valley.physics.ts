/**
 * Valley of the Vikings bowling, top view. CONTRACT STUB: the types and `resolveBowl`'s signature are the
 * contract the rules, bots and element build on; the body is a straight-line approximation until the planck
 * world replaces it (same signature, same types).
 * @see ./viking-valley.components.ts for units (cm, y up, degrees)
 */
import {
  AIM_CONE, BALL_RADIUS, BARREL_RADIUS, HOLES, LAUNCH_DISTANCE, MIN_STRENGTH, RAMP_ANGLES, VIKINGS, type Point, type VikingId,
} from './viking-valley.components.js';

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
  /** Frames to animate, one per FRAME_SECONDS of simulated time, the last at rest. */
  readonly frames: readonly BowlFrame[];
}

/** Simulated seconds between two recorded frames. */
export const FRAME_SECONDS = 1 / 30;

/** True when `bowl` is a bowl a player may make: a ramp index, angle within the cone, strength in range. */
export function isValidBowl(bowl: Bowl): boolean {
  return (
    Number.isInteger(bowl.ramp) && bowl.ramp >= 0 && bowl.ramp < RAMP_ANGLES.length &&
    Number.isFinite(bowl.angle) && Math.abs(bowl.angle) <= AIM_CONE &&
    Number.isFinite(bowl.strength) && bowl.strength >= MIN_STRENGTH && bowl.strength <= 1
  );
}

/** The ball's start: the hole at the top of the ramp, cm. */
export function launchPoint(ramp: number): Point {
  const a = (RAMP_ANGLES[ramp] * Math.PI) / 180;
  return { x: LAUNCH_DISTANCE * Math.cos(a), y: LAUNCH_DISTANCE * Math.sin(a) };
}

/**
 * Resolves one bowl to rest. Pure and deterministic: the same barrels and bowl give the same result in
 * every engine.
 * @throws {RangeError} when the bowl is not valid ({@link isValidBowl}).
 */
export function resolveBowl(barrels: BarrelHoles, bowl: Bowl): BowlResult {
  if (!isValidBowl(bowl)) throw new RangeError(`resolveBowl: not a valid bowl ${JSON.stringify(bowl)}`);
  // STUB: the ball rolls straight towards the centre turned by `angle`, as far as strength carries it.
  const start = launchPoint(bowl.ramp);
  const heading = ((RAMP_ANGLES[bowl.ramp] + 180 + bowl.angle) * Math.PI) / 180;
  const reach = 10 + 40 * bowl.strength;
  const dx = Math.cos(heading);
  const dy = Math.sin(heading);
  const fallen: VikingId[] = [];
  const hits: { viking: VikingId; along: number }[] = [];
  for (const viking of VIKINGS) {
    const hole = barrels[viking];
    if (hole === null) continue;
    const p = HOLES[hole];
    const along = (p.x - start.x) * dx + (p.y - start.y) * dy;
    const across = Math.abs((p.x - start.x) * dy - (p.y - start.y) * dx);
    if (along > 0 && along < reach && across < BALL_RADIUS + BARREL_RADIUS) hits.push({ viking, along });
  }
  hits.sort((a, b) => a.along - b.along);
  fallen.push(...hits.map((h) => h.viking));
  const after = { ...barrels } as Record<VikingId, number | null>;
  for (const viking of fallen) after[viking] = null;
  const frames: BowlFrame[] = [];
  const steps = 30;
  for (let i = 0; i <= steps; i++) {
    const d = (reach * i) / steps;
    const poses: Partial<Record<VikingId, BarrelPose>> = {};
    for (const viking of VIKINGS) {
      const hole = barrels[viking];
      if (hole === null) continue;
      const hit = hits.find((h) => h.viking === viking);
      const tilt = hit && d >= hit.along ? 1 : 0;
      poses[viking] = { x: HOLES[hole].x, y: HOLES[hole].y, tilt, heading: (heading * 180) / Math.PI };
    }
    frames.push({ ball: { x: round2(start.x + dx * d), y: round2(start.y + dy * d) }, barrels: poses });
  }
  return { fallen, barrels: after, frames };
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
