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
export type Flag =
  | { readonly kind: 'coins'; readonly coins: 1 | 2 | 3 | 4 }
  | { readonly kind: 'portrait'; readonly viking: VikingId };

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
/** DEFAULT radii of the inner and outer hole rings (60 mm and 120 mm). */
export const INNER_RING_RADIUS = 6;
export const OUTER_RING_RADIUS = 12;

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
