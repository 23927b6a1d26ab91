/**
 * Viking See-Saw: pieces, counts, ship geometry and physics settings. Pure data, one place to tune.
 *
 * Units, chosen once: **1 world unit = 1 cm** (Box2D likes bodies of 0.1 to 10 units; our pieces are
 * 1 to 1.6 cm and the ship 20 cm), masses in **grams**, angles in **radians** inside the physics and
 * **degrees** in events. Gravity is 10 units/s² (see {@link PHYSICS}), so simulated time runs about ten
 * times slower than a real toy: the recorded frames look like a big ship rocking, which reads well.
 *
 * Every number marked DEFAULT is our own choice (nothing public says), recorded in RULINGS.md.
 * @see ./RULES.md "Contents"; ./RULINGS.md "Physics (DEFAULT)"
 */

/** Kinds of cargo. `chest` is the 7th chest and every penalty chest once it is in a storage. */
export const PIECE_KINDS = ['gold', 'silver', 'iron', 'glass', 'gem', 'viking', 'chest'] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

/** The outline of a piece in its own frame (cm), centred on its centre of mass. */
export type PieceShape =
  | { readonly kind: 'box'; readonly halfWidth: number; readonly halfHeight: number }
  | { readonly kind: 'ball'; readonly radius: number }
  /** Convex outlines (cm, counter-clockwise), one fixture each; a compound body when several. */
  | {
      readonly kind: 'polygons';
      readonly polygons: readonly (readonly (readonly [number, number])[])[];
      readonly circles?: readonly { readonly x: number; readonly y: number; readonly r: number }[];
    };

export interface PieceSpec {
  /** DEFAULT mass in grams. Hidden from players: never shown, never in a view. */
  readonly mass: number;
  readonly shape: PieceShape;
  /** Coulomb friction (Box2D mixes two fixtures by the geometric mean). */
  readonly friction: number;
  readonly restitution: number;
  /** Angular damping (1/s): stands in for rolling resistance, which Box2D lacks. */
  readonly angularDamping: number;
  /** Rotations a player may choose, in degrees counter-clockwise relative to the deck. */
  readonly rotations: readonly number[];
  /** Material, as a player sees it (the only hint to the weight). */
  readonly material: 'brass' | 'aluminium' | 'steel' | 'glass' | 'acrylic' | 'wood';
}

/**
 * The pieces. Masses (g) and sizes (mm in the component sheet, cm here) are DEFAULTs of the component sheet:
 * Gold 8.5, Iron 7.1, Silver 2.7, Glass 2.3, Chest 1.2, Gem 1.0, Viking 0.9; cubes 10 mm, balls 12 mm,
 * gem about 14 mm with no flat face, viking 16 mm tall, chest 15x10x10 mm.
 */
export const PIECES: Readonly<Record<PieceKind, PieceSpec>> = {
  gold: {
    mass: 8.5,
    shape: { kind: 'box', halfWidth: 0.5, halfHeight: 0.5 },
    friction: 0.45,
    restitution: 0.05,
    angularDamping: 0.5,
    rotations: [0, 45],
    material: 'brass',
  },
  silver: {
    mass: 2.7,
    shape: { kind: 'box', halfWidth: 0.5, halfHeight: 0.5 },
    friction: 0.4,
    restitution: 0.05,
    angularDamping: 0.5,
    rotations: [0, 45],
    material: 'aluminium',
  },
  iron: { mass: 7.1, shape: { kind: 'ball', radius: 0.6 }, friction: 0.4, restitution: 0.05, angularDamping: 0.6, rotations: [0], material: 'steel' },
  glass: { mass: 2.3, shape: { kind: 'ball', radius: 0.6 }, friction: 0.4, restitution: 0.1, angularDamping: 0.6, rotations: [0], material: 'glass' },
  /** A faceted stone with no flat face: in side view an elongated hexagon standing on a point. */
  gem: {
    mass: 1.0,
    shape: {
      kind: 'polygons',
      polygons: [
        [
          [0, -0.7],
          [0.5, -0.25],
          [0.5, 0.25],
          [0, 0.7],
          [-0.5, 0.25],
          [-0.5, -0.25],
        ],
      ],
    },
    friction: 0.3,
    restitution: 0.1,
    angularDamping: 0.3,
    rotations: [0, 90],
    material: 'acrylic',
  },
  /** A wooden meeple: a tapering body with a round head, 1.6 cm tall. */
  viking: {
    mass: 0.9,
    shape: {
      kind: 'polygons',
      polygons: [
        [
          [-0.55, -0.8],
          [0.55, -0.8],
          [0.3, 0.3],
          [-0.3, 0.3],
        ],
      ],
      circles: [{ x: 0, y: 0.45, r: 0.35 }],
    },
    friction: 0.6,
    restitution: 0.05,
    angularDamping: 0.5,
    rotations: [0],
    material: 'wood',
  },
  chest: {
    mass: 1.2,
    shape: { kind: 'box', halfWidth: 0.75, halfHeight: 0.5 },
    friction: 0.6,
    restitution: 0.05,
    angularDamping: 0.5,
    rotations: [0, 90],
    material: 'wood',
  },
};

/**
 * How heavy a piece is as a hand feels it, never a number (RULINGS "Why it went so"): gold and iron (7 to 8.5 g)
 * heavy, silver and glass (2.3 to 2.7 g) light, chests, gems and Vikings (about 1 g) very light.
 */
export function weightClass(kind: PieceKind): 'heavy' | 'light' | 'feather' {
  const mass = PIECES[kind].mass;
  return mass >= 5 ? 'heavy' : mass >= 2 ? 'light' : 'feather';
}

/**
 * DEFAULT ship, side view, hull frame: x along the hull (cm, 0 at the pivot, + to the right), y up from
 * the pivot. The deck surface lies at `deckY`; each deck runs from `deckStart` to `deckEnd`; a rim stands
 * at each outer end, a ridge between deck and cabin, and the mast over the pivot keeps the two cabins apart.
 */
export const SHIP = {
  /** Half the length of the hull (cm): the ship is 20 cm long. */
  halfLength: 10,
  /** Height of the deck surface above the pivot (cm). */
  deckY: 0.4,
  /** Thickness of the hull plank under the decks (cm). */
  hullThickness: 0.8,
  deckStart: 3.5,
  deckEnd: 9.5,
  /** Outer rims: from `deckEnd` to `halfLength`, this high above the deck (cm). */
  rimHeight: 0.55,
  /** Ridge between deck and cabin: from x = 3.2 to 3.5, this high above the deck (cm). */
  ridgeWidth: 0.3,
  ridgeHeight: 0.7,
  /** The cabin spans |x| < cabinHalf; its floor (with the chests' recesses) lies this far below the deck. */
  cabinHalf: 3.5,
  cabinDepth: 0.6,
  /** Mast over the pivot (cm). */
  mastHalfWidth: 0.15,
  mastHeight: 4,
  /**
   * Hull mass (g), its moment of inertia about its own centre of mass (g·cm²), and the height (cm) of that
   * centre above the pivot. Tuned for issue 29 from the toy (the first guess was 12 g, 200 g·cm², on the pivot):
   * - **mass 48 g** (was 12): the toy's ship is solid wood, 20 cm long; a beech hull of about 20 x 2.5 x 1.5 cm
   *   with its mast weighs some 50 g, five times a gold cube, not 1.4 times it.
   * - **inertia 1600 g·cm²** (was 200): that mass spread along 20 cm (a bar: 48 x 20² / 12); a heavy hull turns
   *   slowly, so a piece set down with care does not rock it over by its bump.
   * - **centre 2 cm above the pivot** (was 0): the toy's ship rocks on a fulcrum under its keel, with its cabin,
   *   rims, mast and flag above the deck, so its own weight leans over whichever end is down (a hull on the
   *   pivot gave no such lean: the ship tipped at the first gram over the balance). Tilted 12°, that lean
   *   keeps the low end down by 48 x 2 x sin 12° = 20 g·cm, what a gem or a viking 4 to 5 cm out takes about
   *   four times over; after a tip the new low end has the lean twice over (the ship must pass level back),
   *   so a tip leaves room for careful stacking instead of a ship on the knife's edge at once. The drawn
   *   hull is unchanged: the pin it turns on stands for the fulcrum.
   * Measured (RULINGS "Balance"): two heuristic bots went from 13.4 placements a game (37% tipping, a gem
   * 4.5 cm out tipping 37% of the ships they left) to about 19 (25%, 16%).
   * - **centre 2.5 cm above the pivot** (was 2, second step of issue 29): with 2 cm a tip handed the next player
   *   about 40 g·cm, what one gold cube 5 cm out takes, so the ship tipped every third or fourth placement, two
   *   players' games ended after 15 to 19 placements and never with an empty storage. The toy rocks on a
   *   fulcrum under its keel (the ship stands on a base), with its mast and flag above; at 2.5 cm its lean at 12°
   *   is 48 x 2.5 x sin 12° = 25 g·cm (a tip hands the next player about 50), a few light pieces by the ridge (a
   *   gem 4.5 cm out takes 4.4). 5 cm (50 g·cm) was tried first and is too generous: with bots that play safe,
   *   36 placements a two-player game, every three-player game ended by an empty storage, and a gold cube by the
   *   ridge no longer tipped the start ship, which the guided first game shows as gold's hidden weight (at 3 cm
   *   it failed to in 3 of the tutorial test's 24 runs; at 2.5 cm it tips in all).
   * - **no pivot friction** (third step of issue 29, tried and not kept; RULINGS "Balance", README "Issue 29, third
   *   step"): a friction moment in the pin of 0.05 or 0.1 cm times the load held a ship a few g·cm past its balance,
   *   but with fewer tips the decks piled up (4-player games of 53 placements, 60% of the glass off), and one that
   *   still acts once the hull leaves its tilt can hold a ship between its limits. A damping of the hull's turn
   *   (2/s) measured worse too.
   */
  hullMass: 48,
  hullInertia: 1600,
  hullCentreY: 2.5,
  /**
   * Deck friction (issue 29, was 0.5): 0.8, mixed with the pieces' own (Box2D takes the geometric mean: brass
   * 0.6, wood 0.69, glass 0.57, the acrylic gem 0.49). Box2D has one coefficient for sticking and sliding; the
   * toy's unvarnished deck holds a piece that is set down (static friction of wood on wood up to 0.6 or so),
   * so with 0.5 cargo slid along the deck each time the ship slammed onto its other end and went over a rim or
   * into the cabin more often than a piece on a wooden deck does.
   */
  hullFriction: 0.8,
  /** Tilt limit (degrees) each way. */
  tiltLimitDeg: 12,
  /** x (hull frame, cm) of the cabin chests on the right; the left ones are mirrored. Chests stand in recesses. */
  cabinChestX: [0.9, 1.95, 3.0] as readonly number[],
  /** A cabin chest seen end-on: 1.0 wide, 1.0 tall (cm). */
  cabinChestHalf: 0.5,
  /**
   * The dragon prow over the right rim, hull frame (cm, y up), as convex outlines: the stern post on the left is
   * its mirror image. They trace the drawn prow (the element's `postsArt`: its inner face from the rim's top at
   * 9.85 cm up and out to the head at 11.25, 2.5 cm, 0.4 cm thick), so a piece meets a post where it is drawn,
   * and a piece that touches one goes past it and falls over the end (RULINGS "Prow and stern post"). Added for
   * issue 29 (a Viking drawn upside-down against the prow, a lying Viking drawn through the stern post): the
   * physics had only the 0.55 cm rims, so a piece could come to rest over a rim's outer edge, where the post is
   * drawn, leaning on nothing. The outlines stand on the rim and beyond the hull's end, never over the deck
   * (3.5 to 9.5 cm): setting a piece down never meets them.
   */
  postPolygons: [
    [
      [10.0, 0.4],
      [10.99, 0.83],
      [10.41, 1.0],
      [9.85, 0.95],
    ],
    [
      [10.99, 0.83],
      [11.05, 1.5],
      [10.66, 1.48],
      [10.41, 1.0],
    ],
    [
      [11.05, 1.5],
      [11.24, 1.73],
      [10.86, 2.08],
      [10.66, 1.48],
    ],
    [
      [11.24, 1.73],
      [11.74, 2.13],
      [11.76, 2.33],
      [11.56, 2.54],
      [11.25, 2.5],
      [10.86, 2.08],
    ],
  ] as readonly (readonly (readonly [number, number])[])[],
} as const;

/** Where the 7th chest starts: on the left deck end, lying, so the left end is low (hull frame, cm). */
export const START_CHEST = { x: -8.9, rotationDeg: 0 } as const;

/** Chests in the cabin at the start, per side (left, right): 6 in all. @see ./RULES.md "Setup" */
export const CABIN_CHESTS_PER_SIDE = 3;

/**
 * Cargo per player. @see ./RULES.md "Setup"
 *
 * Not ours to tune (issue 29, the two-player empty-storage ending): the rulebook gives both counts, 16 pieces each
 * with 2 players and six chests whose last one ends the game, and says nothing that would change them for two. So
 * with 2 players a storage empties only after its owner has set down 16 pieces, plus every chest they took and every
 * piece that fell off during their placements: at least 31 turns of the two (the other player has had 15), with at
 * most five tips among them. With the balance above (2.5 cm, 0.8) heuristic two-player games last 25.8 turns on
 * average (at most 33) with 14.3% of placements tipping and 14% spilling (README "Issue 29, second step"), so the
 * sixth tip has always come first; a physics retune that lets it happen (fewer tips and spills) lengthens every
 * game past the 15 to 35 placements the balance aims for. Left open, with the figures, for the designer's call.
 */
export const STARTING_STORAGE: Readonly<Record<'small' | 'large', Readonly<Record<PieceKind, number>>>> = {
  /** 3 or 4 players. */
  small: { gold: 2, silver: 2, iron: 1, glass: 1, gem: 1, viking: 1, chest: 0 },
  /** 2 players. */
  large: { gold: 4, silver: 4, iron: 2, glass: 2, gem: 2, viking: 2, chest: 0 },
};

/**
 * How many times the piece being placed may leave the ship in one turn (RULINGS "Try again", DEFAULT, issue 29): the
 * third time it falls off (or will not stay out of the cabin) the turn ends with it in the storage, no chest. The
 * rulebook says to keep placing it until it stays, and is silent on a ship where it stays nowhere: a raised deck
 * piled high sends every piece into the cabin or over the rim (a seeded two-player game retried a silver cube 22
 * times in one turn, 64 retries in all; before, only a piece that had failed at every spot the grid offers, some
 * 20 to 24 of them, ended the turn, and a person's spots off the grid never counted, so a person could loop for ever).
 */
export const TRIES_PER_TURN = 3;

/** Placement positions offered: `x` (cm from the pivot along the raised deck) from `min` to `max` by `step`. */
export const PLACEMENT_GRID = { min: 4.0, max: 9.0, step: 0.5 } as const;

/** Fixed-step simulation settings: identical everywhere, never tied to a display's frame rate. */
export const PHYSICS = {
  /** Gravity, world units (cm) per s². */
  gravity: 40,
  /** Fixed time step (s). */
  dt: 1 / 60,
  velocityIterations: 8,
  positionIterations: 3,
  /**
   * Bound on steps per settle phase (10 simulated seconds). A phase that reaches it has not come to rest:
   * the placement steadies the ship by hand (RULINGS.md "At rest between turns").
   */
  maxSteps: 600,
  /**
   * The at-rest test every stored ship passes: rebuilt from its JSON and stepped with no input for
   * `restTestSeconds`, no piece moves more than `restTolerance` cm and the tilt stays.
   */
  restTestSeconds: 10,
  restTolerance: 0.1,
  /** Put-back tries per piece (its spot, then the nearest spots on the same deck, `putBackStep` cm apart). */
  putBackSpots: 12,
  putBackStep: 0.5,
  /** Record a frame every this many steps: 30 frames per simulated second. */
  frameEvery: 2,
  /** Gap (cm) between the piece's lowest point and what is below it when it is set down. */
  dropGap: 0.05,
  /** A piece whose centre falls this far below the pivot (cm) has fallen off the ship. */
  fallY: -4,
  /** Poses are rounded to this (cm, rad) in the ship state, so it stays small and exact in JSON. */
  precision: 1e-4,
} as const;
