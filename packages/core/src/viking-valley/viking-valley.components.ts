/**
 * Valley of the Vikings: Vikings, flags, coins, the village square's geometry and the bowling physics
 * settings. Pure data, one place to tune.
 *
 * Units, chosen once (as in See-Saw): **1 world unit = 1 cm**, top view, origin at the centre of the
 * round village square, **x to the right, y up** (the element flips y to draw). Angles are **degrees**
 * in events and components, radians only inside the physics. Time in seconds.
 *
 * Every number marked DEFAULT is our own choice (the rulebook gives none), recorded in RULINGS.md.
 * @see ./RULES.md "Contents"; ./RULINGS.md "Geometry (DEFAULT)" and "Bowling physics (DEFAULT)"
 */

/** The four Vikings, in the order of the rulebook's colours. Also the order of ramps and barrels. */
export const VIKINGS = ['finn', 'tjarne', 'magnus', 'inga'] as const;
export type VikingId = (typeof VIKINGS)[number];

/** Display names (the rulebook's). */
export const VIKING_NAMES: Readonly<Record<VikingId, string>> = { finn: 'Finn', tjarne: 'Tjarne', magnus: 'Magnus', inga: 'Inga' };

/** Colours (the rulebook's): token, ship, barrel and portrait flag share it. */
export const VIKING_COLOURS: Readonly<Record<VikingId, 'blue' | 'orange' | 'red' | 'green'>> = {
  finn: 'blue',
  tjarne: 'orange',
  magnus: 'red',
  inga: 'green',
};

/** Spaces on the dock, numbered 0 (first, leftmost) to 7 (last, rightmost). @see ./RULES.md "The dock" */
export const DOCK_SPACES = 8;

/** A Viking flag: coins from the hoard, or a Viking's portrait (a steal). */
export type Flag = { readonly kind: 'coins'; readonly coins: 1 | 2 | 3 | 4 } | { readonly kind: 'portrait'; readonly viking: VikingId };

/** The 8 flags: four coin flags (1 to 4 coins) and one portrait per Viking. Shuffled onto the dock each game. */
export const FLAGS: readonly Flag[] = [
  { kind: 'coins', coins: 1 },
  { kind: 'coins', coins: 2 },
  { kind: 'coins', coins: 3 },
  { kind: 'coins', coins: 4 },
  ...VIKINGS.map((viking) => ({ kind: 'portrait', viking }) as const),
];

/** Coins in the game: 24 in all, 1 in each ship at the start and 20 in the hoard. */
export const COINS_TOTAL = 24;
export const COINS_PER_SHIP_AT_START = 1;
export const HOARD_AT_START = COINS_TOTAL - VIKINGS.length * COINS_PER_SHIP_AT_START;

/** A point of the square, cm. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** DEFAULT radius of the round village square (300 mm across). */
export const SQUARE_RADIUS = 15;
/**
 * DEFAULT radii of the inner and outer hole rings (60 mm and 90 mm). The outer ring is close enough that every
 * hole lies within the aim cone from every ramp (at most 23.8 degrees off the axis; at 120 mm two were 32 degrees off).
 * @see ./RULINGS.md "Every hole within the aim cone"
 */
export const INNER_RING_RADIUS = 6;
export const OUTER_RING_RADIUS = 9;

/**
 * The 13 barrel holes (DEFAULT): index 0 the centre, 1 to 6 the inner ring at 0, 60, ... 300 degrees,
 * 7 to 12 the outer ring turned 30 degrees (30, 90, ... 330 degrees).
 */
export const HOLES: readonly Point[] = [
  { x: 0, y: 0 },
  ...Array.from({ length: 6 }, (_, i) => polar(INNER_RING_RADIUS, i * 60)),
  ...Array.from({ length: 6 }, (_, i) => polar(OUTER_RING_RADIUS, 30 + i * 60)),
];

/**
 * Ramp directions in seat order (DEFAULT), degrees counter-clockwise from +x: the corner where the ramp
 * stands, seen from the centre. Seat 0 sits at the bottom left, and play goes clockwise: bottom left, top
 * left, top right, bottom right. @see ./RULINGS.md "Ramps and seats"
 */
export const RAMP_ANGLES = [225, 135, 45, 315] as const;

/** DEFAULT distance from the centre to the ball's hole at the top of each ramp (220 mm). */
export const LAUNCH_DISTANCE = 22;

/**
 * The 4 starting holes (the grass-circled ones): the inner holes nearest the ramps, in ramp order
 * (240, 120, 60 and 300 degrees).
 */
export const START_HOLES = [5, 3, 2, 6] as const;

/** DEFAULT sizes: ball 50 mm across, barrels 20 mm across. */
export const BALL_RADIUS = 2.5;
export const BARREL_RADIUS = 1;

/** DEFAULT aim: the bowl's angle off the ramp axis, degrees, either way. Positive turns counter-clockwise. */
export const AIM_CONE = 25;
/** DEFAULT least strength of a bowl (0..1): a push too weak to leave the ramp is not a bowl. */
export const MIN_STRENGTH = 0.1;

/**
 * DEFAULT bowling physics: the numbers of the top-view rigid-body world (planck) that decides a bowl.
 * Units: cm, g, s; speeds in cm/s. Each number is a DEFAULT of ours, recorded with why in RULINGS.md.
 * @see ./RULINGS.md "Geometry (DEFAULT)" and "Bowling physics (DEFAULT)"
 */
export const BOWLING = {
  /** Fixed time step (s): 60 steps per simulated second, whatever the display does. */
  dt: 1 / 60,
  /** Solver iterations per step (Box2D's defaults, fixed so every engine does the same sums). */
  velocityIterations: 8,
  positionIterations: 3,
  /**
   * Step cap: 10 simulated seconds (at most 300 recorded frames plus the first and the last). A bowl still moving then
   * ends where it is: the ball stops, a falling barrel lies, a standing barrel goes back to its hole.
   */
  maxSteps: 600,
  /** Mass of the ball (g): a wooden ball 50 mm across. Only the ratio to a barrel's mass matters. */
  ballMass: 30,
  /** Mass of a barrel (g): a wooden barrel 20 mm across. */
  barrelMass: 5,
  /**
   * Ball speed (cm/s) the bat gives at MIN_STRENGTH: with the ramp's slope it rolls some 4 cm into the square
   * and stops short of the inner ring (at 0.2 it just reaches it).
   */
  minSpeed: 6,
  /**
   * Ball speed (cm/s) at full strength: it crosses the square (down the axis it runs up the opposite ramp;
   * off the axis it bounces off the rim wall). Kept under planck's cap of 2 units per step (120 cm/s at 60
   * steps per second).
   */
  maxSpeed: 110,
  /** The ramps' slope as an acceleration along the ramp axis, towards the square (cm/s²), wherever the ball's centre is on a ramp. */
  rampSlope: 15,
  /** Linear damping of the rolling ball (1/s): stands in for rolling resistance on the square's grass. */
  ballDamping: 1.8,
  /**
   * Pull of its hole on a standing barrel (1/s² times cm off the hole's centre gives cm/s²): its base sits in
   * the hole, so a hit below the topple threshold only rocks it (a few mm, less than `holeTolerance`) and it settles back.
   */
  holePull: 400,
  /** Linear damping of a standing barrel (1/s): with `holePull` about critical (2 × √400), so it settles back without swinging. */
  standingDamping: 40,
  /** A standing barrel whose centre is further than this (cm) from its hole's centre has been pushed out: it falls. */
  holeTolerance: 0.5,
  /**
   * Topple threshold (cm/s): a standing barrel falls when one contact (ball or barrel) changes its speed by
   * more than this in one step (the contact's normal impulse over the barrel's mass, from post-solve).
   */
  toppleSpeed: 20,
  /**
   * Topple threshold (cm/s) for a knock by a falling barrel: it falls onto its neighbour like a domino, its
   * weight behind the knock, so less suffices than for the ball's brief hit (chain reactions).
   */
  chainToppleSpeed: 8,
  /** Seconds a falling barrel keeps moving and can knock others over; then it lies still and leaves the world. */
  fallSeconds: 0.35,
  /** Linear damping of a falling barrel (1/s): it tumbles and scrapes, so it stops far sooner than the ball (14 cm at most). */
  fallingDamping: 10,
  /** Below this speed (cm/s) a body counts as at rest (the bowl ends when all are); the ball on the grass is stopped there. */
  restSpeed: 1,
  /** Restitution of ball and barrels (bounciness of wood on wood). */
  restitution: 0.5,
  /** Restitution of the walls (rim and chutes). */
  wallRestitution: 0.6,
  /** Coulomb friction of every fixture (bodies do not spin in this top view, so it only shapes glancing hits). */
  friction: 0.2,
  /**
   * Gap (cm) between the ball and each chute wall at the hole on top of the ramp, and between the ball bowled
   * at the edge of the aim cone and the corners of the chute's mouth: every aim leaves the ramp cleanly.
   */
  chuteClearance: 0.5,
  /** Rim wall: one straight segment per this many degrees of arc at most. */
  rimSegmentDegrees: 3,
  /** Poses in the recorded frames are rounded to this (cm); tilts to 1/100, headings to 1/10 degree. */
  precision: 0.01,
} as const;

/** Players at the table (the box: 2 to 4). */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** Which ramp (index into {@link RAMP_ANGLES}) each seat bowls from, by player count: with 2, opposite corners. */
export const RAMPS_BY_PLAYERS: Readonly<Record<number, readonly number[]>> = {
  2: [0, 2],
  3: [0, 1, 2],
  4: [0, 1, 2, 3],
};

/** A point `r` cm from the centre at `degrees` counter-clockwise from +x, rounded to 1/1000 cm. */
export function polar(r: number, degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  return { x: round3(r * Math.cos(a)), y: round3(r * Math.sin(a)) };
}

function round3(v: number): number {
  const r = Math.round(v * 1000) / 1000;
  return r === 0 ? 0 : r;
}
