/**
 * Bots for Viking See-Saw.
 *
 * What a bot may know: everything on the table (its `playerView`: the ship, where each piece lies, every
 * storage), and the materials of the pieces (brass, aluminium, steel, glass, acrylic, wood), as a player
 * who has held them in hand knows that brass is heavy and wood light. It never reads a weight from the
 * game state (there is none there). The heuristic bot "tries placements in its head" with the same
 * physics the ship obeys (the physical ship is in front of every player), but with **its own judgement
 * of the weights**: each piece kind's mass is misjudged by a random factor per move (±45% at level 1,
 * ±20% at level 2, ±6% at level 3), and its **hand is unsteady**: the piece may land one grid step
 * (0.5 cm) from where it aimed (50% / 15% / 3% of its moves).
 *
 * How it plays (RULES.md "How to Play", "Ship's Tilt Changes", "End of Game"): the ship stays down on its
 * low end while the moment of the cargo about the pivot keeps it there (the **margin**, g·cm, in its own
 * judgement of the weights); each piece set on the raised deck uses up some of it, and the player who
 * uses up more than is left tips the ship and takes a chest. So a strong player does not just find a
 * placement that holds: it uses up the margin so that little is left, **leaving the next player a ship on
 * the knife's edge** that most of their pieces tip, while keeping enough for its own misjudgement of the
 * weights and its hand (a heavy piece far out when the margin is wide, a light one by the ridge when it
 * is thin). Near the end it counts: a tip that takes the last chest while it has the fewest pieces wins,
 * and a next player with one piece left must not be given a ship that piece can hold. Levels differ in
 * their judgement, their hand, and whether they read the next player's chances: level 1 is a beginner who
 * sets down any piece it believes holds, as it comes to hand (issue 28: when it looked for the placement most
 * likely to hold, the heavier hull of issue 29 forgave its misjudged weights and it held its own against level 3);
 * levels 2 and 3 play safe and read them only near the end (the last chest, a last piece), which beat reading
 * every move in self-play (issue 28) and, for level 2, against random once a tip hands the next player a wide
 * margin (issue 29: 8 of 8 against 5 of 8 in the bots test's duel); the 'all' reading (every move) is kept for
 * comparison but no level uses it.
 * Each decision is mostly reckoning without physics: only the best few placements (0 / 3 / 3) are simulated,
 * best first, and it stops once no further try could beat the best (a simulation costs tens of ms).
 */
import type { Bot } from '../kit/game-module.js';
import { randomInt, shuffle, type RandomGenerator } from '../kit/rng.js';
import { CABIN_CHESTS_PER_SIDE, PHYSICS, PIECE_KINDS, PIECES, PLACEMENT_GRID, SHIP, type PieceKind } from './viking-seesaw.components.js';
import { TRUE_MASSES, lowSide, placementRange, type MassTable, type Placement, type ShipState } from './viking-seesaw.geometry.js';
import { resolvePlacement } from './viking-seesaw.physics.js';
import { PLACEMENT_POSITIONS, storageCount, type PlaceEvent, type Storage, type VikingSeesawMove } from './viking-seesaw.rules.js';
import { mayRollOff, type VikingSeesawView } from './viking-seesaw.view.js';

/**
 * How likely a bot that heeds the aiming hint believes a piece stays that is set at the outer end of its range on a
 * loaded raised deck ({@link mayRollOff}: there 7 to 25% of pieces left the ship, RULINGS.md "Aiming hint"). Issue 28:
 * level 3 set a silver cube there to leave the other player a knife's edge at the last chest, one piece ahead, and
 * the ship, 24 pieces aboard, tipped and threw four back to it.
 */
const ROLL_DOUBT = 0.8;

/**
 * Per level (index 0 = level 1): placements tried in the head (each one simulation), mass misjudgement
 * (a fraction of each kind's mass), chance of a slip of the hand (one grid step), whether it reads the
 * next player's chances and the end of the game (otherwise it only looks for a placement that holds), its
 * preference for setting heavy pieces first (chests per gram: light ones are kept for thin margins),
 * whether it weighs the loads for a tie of counts at the end, and (level 1, a beginner) whether it simply takes any
 * placement it believes holds at least this likely, as it comes to hand, without trying any in its head (0: it
 * weighs them all and tries the best; RULINGS.md "Bots"); `steps` bounds its trials (below); `rim` is how likely it
 * believes a piece set at the rim of a loaded deck stays (1: it does not heed the aiming hint's warning, {@link ROLL_DOUBT}).
 */
export const HEURISTIC_LEVELS = [
  { tries: 0, massNoise: 0.45, slip: 0.5, reads: 'no', heavyFirst: 0.02, weighs: false, anyThatHolds: 0.6, steps: Infinity, rim: 1 },
  { tries: 3, massNoise: 0.2, slip: 0.15, reads: 'end', heavyFirst: 0.02, weighs: false, anyThatHolds: 0, steps: Infinity, rim: ROLL_DOUBT },
  { tries: 3, massNoise: 0.06, slip: 0.03, reads: 'end', heavyFirst: 0.06, weighs: true, anyThatHolds: 0, steps: 300, rim: ROLL_DOUBT },
] as const;

/**
 * Level 3's `steps`, the physics steps (1/60 s of ship time each) its trials in the head may simulate in one decision,
 * all trials together (issue 28: the strongest level decides within 300 ms at 4x CPU, 75 ms at 1x; a step costs about
 * 0.1 to 0.25 ms of one core with a loaded ship on a busy machine, and its trials took up to 1468 steps, 175 ms,
 * unbounded; 450 steps still took up to 98 ms; 300, 5 s of ship time, fit three trials of a typical 94 steps). A trial
 * that reaches what is left stops there (the ship may still be moving: its chance of holding counts
 * {@link UNSETTLED_DOUBT}); with fewer than {@link MIN_TRIAL_STEPS} left it tries no more. Levels 1 and 2 are unbounded.
 */
const MIN_TRIAL_STEPS = 60;
/** A trial stopped at the step bound with the ship still moving: its chance of holding counts this much. */
const UNSETTLED_DOUBT = 0.75;

/** A uniform number in [-1, 1] from the bot's generator (integers only, so it stays seeded). */
function unit(rng: RandomGenerator): number {
  return randomInt(rng, -1000, 1000) / 1000;
}

/** The bot's judgement of the weights for one move: true masses, each kind off by up to ±`noise`. */
export function judgedMasses(rng: RandomGenerator, noise: number): MassTable {
  const table = {} as Record<PieceKind, number>;
  for (const kind of PIECE_KINDS) table[kind] = TRUE_MASSES[kind] * (1 + noise * unit(rng));
  return table;
}

const TILT = (SHIP.tiltLimitDeg * Math.PI) / 180;
const CHEST_Y = SHIP.deckY - SHIP.cabinDepth + SHIP.cabinChestHalf;
/** What a game won (or lost) is worth against one chest taken, in the bot's reckoning. */
const GAME = 6;
/** Spread (g·cm) the bot allows the physics beyond its misjudged weights: bounces, sliding, rolling. */
const PHYSICS_SPREAD = 1.5;
/**
 * How much wider than its reckoned spread the bot takes its doubt (a player who has tipped a ship by a
 * misjudged weight keeps a little more in hand): 1 would bet on its own judgement exactly.
 */
const CAUTION = 1.4;
/** A placement the bot holds this likely to hold is "sure"; it takes the best of those over a gamble. */
const SURE = 0.85;
/** What being left a ship it must tip costs the bot, in chests (it may still tip it well). */
const FORCED = 0.8;
/** A placement that sends cargo into the cabin leaves it to be put back by hand, where it may tip the ship: its chance of holding counts this much. */
const CABIN_DOUBT = 0.75;
/**
 * What each piece a placement pushes into the cabin costs (chests): it is put back by hand, often onto a taller
 * stack, where the next placement pushes it in again (issue 29: 0.2 let a level that plays safe send five pieces
 * in with one standing chest, the same viking three placements in a row).
 */
const CABIN_COST = 0.6;
/** After a trial that pushed cargo into the cabin, placements nearer it than this (cm) are not tried. */
const CROWDED = 1.5;
/** A placement tried in the head that is worth this little less (chests) than the next one's reckoning is taken without trying that one. */
const ENOUGH = 0.05;
/**
 * A tip throws cargo overboard, into the tipping player's storage, the more the more cargo the ship carries: about
 * {@link TIP_SPILL_PER_PIECE} of a piece for each piece on board beyond {@link TIP_SPILL_FREE} (issue 28: 96 tips in 16
 * seeded games of level 2 against random, its 9 losses of 48 and 7 others: with under 12 pieces aboard a tip spilled 0
 * to 0.4 pieces, with 16 to 19 about 0.9, 20 to 23 about 2.7, 24 and more 4 to 8; the rule lies near these: above them
 * at 16 to 19 pieces, below at 24 and more, where the losses, which weigh towards costly tips, count most). Level 2 reckoned a tip a chest and no more, so it tipped loaded
 * ships on purpose to take the last chest while it had the fewest pieces and took five to nine pieces back with it
 * (6 of its 9 losses in 48 games).
 */
const TIP_SPILL_FREE = 12;
const TIP_SPILL_PER_PIECE = 0.3;
/** Steps a trial in the head follows a tip (2 s of ship time) to see what it throws overboard. */
const FOLLOW_TIP = 120;

/** The pieces a tip of a ship with `aboard` pieces of cargo is expected to throw overboard (see {@link TIP_SPILL_FREE}). */
export function tipSpill(aboard: number): number {
  return Math.max(0, aboard - TIP_SPILL_FREE) * TIP_SPILL_PER_PIECE;
}

/** `value(k)` averaged over k pieces spilled, k Poisson-distributed with mean `mean` (to 12 pieces). */
function overSpills(mean: number, value: (k: number) => number): number {
  if (mean <= 0) return value(0);
  let p = Math.exp(-mean);
  let sum = 0;
  let total = 0;
  for (let k = 0; k <= 12; k++) {
    sum += p * value(k);
    total += p;
    p *= mean / (k + 1);
  }
  return sum / total;
}

/**
 * The static moments (g·cm) about the pivot that keep the ship's low end down, by kind of piece (cargo
 * and cabin chests, the bot's weights; positive = keeps the tilt). Their sum is the **margin**: what the
 * raised end may still take before the ship tips. Sliding and rolling are not in it (the simulation
 * decides those).
 * @see ./RULES.md "Ship's Tilt Changes"
 */
export function keepingMoments(ship: ShipState, masses: MassTable): Record<PieceKind, number> {
  const moments = Object.fromEntries(PIECE_KINDS.map((k) => [k, 0])) as Record<PieceKind, number>;
  const c = Math.cos(ship.angle);
  const s = Math.sin(ship.angle);
  const low = lowSide(ship.angle);
  for (const p of ship.cargo) moments[p.kind] += masses[p.kind] * (p.x * c - p.y * s) * low;
  for (const [index, side] of [
    [0, -1],
    [1, 1],
  ] as const) {
    for (let i = 0; i < Math.min(ship.cabin[index], CABIN_CHESTS_PER_SIDE); i++) {
      moments.chest += masses.chest * (side * SHIP.cabinChestX[i] * c - CHEST_Y * s) * low;
    }
  }
  return moments;
}

/**
 * The moment (g·cm) of the hull itself that keeps the low end down: its centre of mass stands
 * `SHIP.hullCentreY` above the pivot, so tilted it leans over the low side (the same on either side; the
 * ship is in front of every player, and its weight is no hidden number to misjudge).
 */
export function hullMoment(ship: ShipState): number {
  return SHIP.hullMass * SHIP.hullCentreY * Math.abs(Math.sin(ship.angle));
}

/** The margin (g·cm): the sum of {@link keepingMoments} and the {@link hullMoment}; below 0 the ship tips. */
export function shipMargin(ship: ShipState, masses: MassTable): number {
  return Object.values(keepingMoments(ship, masses)).reduce((a, b) => a + b, 0) + hullMoment(ship);
}

/**
 * The moment (g·cm) a piece set on the raised deck at `x` cm takes from the margin, in the bot's weights,
 * standing on the deck (a ball rolls down the raised deck to the ridge, so it counts from there).
 */
export function pieceMoment(piece: PieceKind, x: number, rotation: number, masses: MassTable): number {
  const spec = PIECES[piece];
  const at = spec.shape.kind === 'ball' ? placementRange(piece, rotation).min : x;
  const height = SHIP.deckY + (spec.shape.kind === 'ball' ? spec.shape.radius : 0.5);
  return masses[piece] * (at * Math.cos(TILT) - height * Math.sin(TILT));
}

/** Probability that a quantity with this estimate and spread is above 0 (a logistic stand-in for the normal curve). */
function above(estimate: number, spread: number): number {
  return 1 / (1 + Math.exp((-1.702 * estimate) / Math.max(spread, 1e-6)));
}

/**
 * The spread (g·cm) of the bot's margin estimate: each kind's weight is off by a uniform factor within
 * ±`noise` (standard deviation noise/√3), so the error of the margin is that of the sum of the kinds'
 * moments; plus the hand's slip (half a grid step of the piece) and the physics' own spread.
 */
function marginSpread(moments: Record<PieceKind, number>, noise: number, slip: number, pieceMass: number): number {
  let sum = 0;
  for (const kind of PIECE_KINDS) sum += moments[kind] ** 2;
  return CAUTION * Math.sqrt(((noise * noise) / 3) * sum + slip * (pieceMass * PLACEMENT_GRID.step) ** 2 + PHYSICS_SPREAD ** 2);
}

/**
 * The share of the next player's placements (every kind they have, every rotation and grid position, as
 * a player who picks at random would) that would hold on a ship with this margin: 0 = the ship is on the
 * knife's edge for them, 1 = anything holds.
 */
function holdShare(moments: readonly number[], margin: number): number {
  if (moments.length === 0) return 0;
  let hold = 0;
  for (const t of moments) hold += above(margin - t, 1);
  return hold / moments.length;
}

/** The moments (g·cm) of every placement a storage allows, one per kind, rotation and grid position. */
function placementMoments(storage: Storage, masses: MassTable): number[] {
  const moments: number[] = [];
  for (const piece of PIECE_KINDS) {
    if (storage[piece] <= 0) continue;
    for (const rotation of PIECES[piece].rotations) {
      const range = placementRange(piece, rotation);
      const xs = new Set([range.min, ...PLACEMENT_POSITIONS.filter((x) => x >= range.min && x <= range.max), range.max]);
      for (const x of xs) moments.push(pieceMoment(piece, x, rotation, masses));
    }
  }
  return moments;
}

/** Was this move tried in this turn and did its piece fall off? (The same try on the same ship would fail again.) */
function hasFailed(failed: readonly Placement[], move: PlaceEvent): boolean {
  return failed.some((f) => f.piece === move.piece && f.rotation === move.rotation && Math.abs(f.x - move.x) < 1e-9);
}

/**
 * The moves a bot considers: never a placement that already failed this turn. When every one has
 * failed (never seen), the safe spots: each rotation's innermost position, next to the ridge, where the
 * piece weighs least on the ship and the ridge holds it.
 * @see RULINGS.md "Try again"
 */
export function freshMoves(view: VikingSeesawView, moves: readonly PlaceEvent[]): PlaceEvent[] {
  const fresh = moves.filter((m) => !hasFailed(view.failed ?? [], m));
  if (fresh.length > 0) return fresh;
  const inner = new Map<string, PlaceEvent>();
  for (const m of moves) {
    const key = `${m.piece}/${m.rotation}`;
    if (!inner.has(key) || m.x < inner.get(key)!.x) inner.set(key, m);
  }
  return [...inner.values()];
}

/** The random bot: any legal placement it has not seen fail this turn. */
export const randomSeesawBot: Bot<VikingSeesawView, VikingSeesawMove> = {
  name: 'random',
  choose({ view, moves, rng }) {
    const pool = freshMoves(view, moves);
    return pool[randomInt(rng, 0, pool.length - 1)];
  },
};

/** What the bot knows of the table for one move, in its own weights. */
interface Reading {
  /** 'no': only whether it holds; 'all': the next player's chances every move; 'end': only near the end (the last chest, a last piece). */
  readonly reads: 'no' | 'all' | 'end';
  /** Pieces in the bot's storage, the one it places among them. */
  readonly mine: number;
  /** Pieces in every other storage, and in the next player's (the index of it in `others`). */
  readonly others: readonly number[];
  readonly nextCount: number;
  readonly nextIndex: number;
  /** Pieces a tip is expected to throw overboard once this placement is aboard ({@link tipSpill}). */
  readonly tipSpill: number;
  /** Moments (g·cm) of the next player's placements. */
  readonly nextMoments: readonly number[];
  /** The bot's own lightest placement (g·cm): a ship left with less than this, it must tip. */
  readonly lightest: number;
  /** A tip now takes the last cabin chest (the game ends). */
  readonly lastChest: boolean;
  /** Margin (g·cm) a tip gives the next player back by the chest taken from the raised cabin. */
  readonly chestRelief: number;
  /** It weighs the loads for a tie at the end (level 3): its own load and the others' (g, its weights), as `others`. */
  readonly weighs: boolean;
  readonly myLoad: number;
  readonly otherLoads: readonly number[];
  readonly chestMass: number;
}

/**
 * What the end by the last chest is worth to the bot with `mine` pieces left: +GAME won, -GAME lost; a tie of
 * counts is a weighing: 0, or (a bot that `weighs`, given its load `myLoad` in its own weights) won when its
 * load is lighter than every tied player's and lost when heavier (its judgement may be off: not all of GAME).
 */
function endValue(mine: number, others: readonly number[], r?: Reading, myLoad?: number): number {
  const fewest = Math.min(...others);
  if (mine !== fewest) return mine < fewest ? GAME : -GAME;
  if (!r?.weighs || myLoad === undefined) return 0;
  const tied = r.otherLoads.filter((_, i) => others[i] === fewest);
  const lightest = Math.min(...tied);
  return myLoad < lightest ? 0.7 * GAME : myLoad > lightest ? -0.7 * GAME : 0;
}

/**
 * The value of a placement in chests (what a strong player weighs, one move ahead): with probability
 * `hold` it holds and the next player faces the margin `left` (they tip with the share of their
 * placements that do not hold, taking a chest, or ending the game if it was the last); otherwise it tips,
 * the bot takes a chest (or ends the game) and the next player gets back the margin it went over by.
 */
function placementValue(r: Reading, hold: number, left: number, spilled: number, placed = 0, tipSpill = r.tipSpill): number {
  const endNear = r.lastChest || r.mine === 1 || r.nextCount === 1;
  if (r.reads === 'no' || (r.reads === 'end' && !endNear)) return 2 * hold - 1 - (1 - hold) * tipSpill + (r.mine === 1 ? hold * GAME : 0) - spilled;
  let held = 0;
  if (r.mine === 1 && spilled === 0) held = GAME;
  else if (r.nextMoments.length > 0) {
    // A tip of theirs takes a chest (their count stays: one piece placed, one chest taken) and what it spills, or ends
    // the game.
    const theirs = (k: number) => r.others.map((n, i) => (i === r.nextIndex ? n + k : n));
    const theirTip = r.lastChest ? overSpills(r.tipSpill, (k) => endValue(r.mine - 1 + spilled, theirs(k), r, r.myLoad - placed)) : 1 + r.tipSpill;
    // Where they hold, what they leave may be less than the bot's lightest placement: then it must tip.
    const theirHold = r.nextCount === 1 ? -GAME : 0;
    for (const t of r.nextMoments) {
      const theyHold = above(left - t, 1);
      held += (1 - theyHold) * theirTip + theyHold * (theirHold - FORCED * above(r.lightest - (left - t), 1));
    }
    held /= r.nextMoments.length;
  }
  const tipped = r.lastChest
    ? overSpills(tipSpill, (k) => endValue(r.mine + spilled + k, r.others, r, r.myLoad - placed + r.chestMass))
    : -1 - tipSpill + 0.5 * (1 - holdShare(r.nextMoments, Math.max(0, -left) + r.chestRelief));
  return hold * held + (1 - hold) * tipped - spilled;
}

/** A placement weighed by the margin it would leave, before any trial in the head. */
interface Weighed {
  readonly move: PlaceEvent;
  readonly left: number;
  readonly hold: number;
  readonly value: number;
}

/** The heuristic bot: weighs placements by the margin they leave, tries the best in its head, and sets one down with an unsteady hand. */
export const heuristicBot: Bot<VikingSeesawView, VikingSeesawMove> = {
  name: 'heuristic',
  choose({ view, moves: legal, level, rng }) {
    const { tries, massNoise, slip, reads, weighs, steps, rim } = HEURISTIC_LEVELS[level - 1];
    const heavyFirst = HEURISTIC_LEVELS[level - 1].heavyFirst;
    const moves = shuffle(rng, freshMoves(view, legal));
    const masses = judgedMasses(rng, massNoise);
    const { ship } = view;
    const seat = view.current;
    const players = view.storage.length;
    const next = (seat + 1) % players;
    const others = view.storage.flatMap((s, i) => (i === seat ? [] : [storageCount(s)]));
    const load = (storage: Storage) => PIECE_KINDS.reduce((sum, kind) => sum + storage[kind] * masses[kind], 0);
    const cabin = ship.cabin[0] + ship.cabin[1];
    const raisedIndex = lowSide(ship.angle) === -1 ? 1 : 0;
    const reading: Reading = {
      reads,
      mine: storageCount(view.storage[seat]),
      others,
      nextCount: storageCount(view.storage[next]),
      nextIndex: next > seat ? next - 1 : next,
      tipSpill: tipSpill(ship.cargo.length + 1),
      nextMoments: placementMoments(view.storage[next], masses),
      lightest: Math.min(...placementMoments(view.storage[seat], masses)),
      lastChest: cabin === 1,
      // After a tip the old low end is raised; its outermost cabin chest is the penalty.
      chestRelief: ship.cabin[1 - raisedIndex] > 0 ? masses.chest * SHIP.cabinChestX[ship.cabin[1 - raisedIndex] - 1] * Math.cos(TILT) : 0,
      weighs,
      myLoad: load(view.storage[seat]),
      otherLoads: view.storage.flatMap((s, i) => (i === seat ? [] : [load(s)])),
      chestMass: masses.chest,
    };
    // A piece set at the rim of a loaded deck may roll or be pushed off: the aiming hint says so, and levels 2 and 3 heed it.
    const rollDoubt = (move: PlaceEvent) => (rim < 1 && mayRollOff(ship, move) ? rim : 1);
    const before = keepingMoments(ship, masses);
    const margin = Object.values(before).reduce((a, b) => a + b, 0) + hullMoment(ship);
    // Every placement weighed by the margin it would leave (no simulation yet).
    const weighed = moves.map((move) => {
      const t = pieceMoment(move.piece, move.x, move.rotation, masses);
      const after = { ...before, [move.piece]: before[move.piece] - t };
      const left = margin - t;
      const hold = above(left, marginSpread(after, massNoise, slip, masses[move.piece])) * rollDoubt(move);
      return { move, left, hold, value: placementValue(reading, hold, left, 0, masses[move.piece]) + heavyFirst * masses[move.piece] };
    });
    weighed.sort((a, b) => b.value - a.value);
    // Only the best few by that reckoning are tried in the head (each a physics resolution, the costly part of a
    // decision), best first: the reckoning knows no slide, roll or spill, so a simulation only ever finds a
    // placement worse than reckoned; once the best tried is worth what the reckoning gives the next one, no
    // further try can beat it, and the bot stops (issue 28: a decision within the time budget).
    const thinkItThrough = (weighed: readonly Weighed[]): PlaceEvent => {
      let best = weighed[0].move;
      let bestValue = -Infinity;
      let bestHold = 0;
      let sure: PlaceEvent | undefined;
      let sureValue = -Infinity;
      const tried = new Set<PlaceEvent>();
      let stepsLeft: number = steps;
      const canTry = () => stepsLeft >= MIN_TRIAL_STEPS;
      // Spots where a trial pushed cargo into the cabin: the next trials look elsewhere on the deck (issue 29: the
      // best few by the reckoning are often all by the ridge, where they crowd the same pieces over it).
      const crowded: number[] = [];
      const tryInHead = (move: PlaceEvent, guess: number) => {
        tried.add(move);
        const outcome = resolvePlacement(ship, move, masses, {
          recordFrames: false,
          stopOnTilt: true,
          followTilt: FOLLOW_TIP,
          ...(Number.isFinite(stepsLeft) ? { maxSteps: Math.min(stepsLeft, PHYSICS.maxSteps) } : {}),
        });
        stepsLeft -= outcome.steps ?? 0;
        let hold: number;
        let left: number;
        if (outcome.tilted) {
          // It tips in the head: only the bot's misjudgement could save it.
          left = Math.min(guess, 0);
          hold = Math.min(above(guess, marginSpread(before, massNoise, slip, masses[move.piece])), 0.2);
        } else {
          // Cargo in the cabin will be put back on its spot (or further out): count it there.
          const cabinIds = new Set(outcome.intoCabin.map((p) => p.id));
          const back = outcome.ship.cargo.map((p) =>
            cabinIds.has(p.id) ? (ship.cargo.find((q) => q.id === p.id) ?? { ...p, x: -lowSide(ship.angle) * move.x }) : p,
          );
          const after = keepingMoments({ ...outcome.ship, cargo: back }, masses);
          left = Object.values(after).reduce((a, b) => a + b, 0) + hullMoment(outcome.ship);
          hold =
            above(left, marginSpread(after, massNoise, slip, masses[move.piece])) *
            rollDoubt(move) *
            (cabinIds.size > 0 ? CABIN_DOUBT : 1) *
            (outcome.settling ? UNSETTLED_DOUBT : 1);
        }
        if (outcome.intoCabin.length > 0) crowded.push(move.x);
        const spilled = outcome.toStorage.length + (outcome.placedLeft ? 0.5 : 0);
        // A tip followed in the head has shown what it throws overboard (`spilled`); one cut short by the bound has not.
        const followed = outcome.tilted && !outcome.settling;
        const value =
          placementValue(reading, hold, left, spilled, masses[move.piece], followed ? 0 : reading.tipSpill) -
          CABIN_COST * outcome.intoCabin.length +
          heavyFirst * masses[move.piece];
        if (value > bestValue) {
          best = move;
          bestValue = value;
          bestHold = hold;
        }
        if (hold >= SURE && spilled === 0 && value > sureValue) {
          sure = move;
          sureValue = value;
        }
      };
      for (const w of weighed) {
        if (tried.size >= tries || bestValue >= w.value - ENOUGH || !canTry()) break;
        if (crowded.some((x) => Math.abs(x - w.move.x) < CROWDED)) continue;
        tryInHead(w.move, w.left);
      }
      // Nothing tried holds in its head (and it is no tip that wins the game): the placement that leaves most margin.
      if (bestHold < 0.5 && bestValue < GAME / 2) {
        const safest = weighed.reduce((a, b) => (b.left > a.left ? b : a));
        // No steps left to try it: the safest by its reckoning, untried.
        if (!tried.has(safest.move) && !canTry()) return safest.move;
        if (!tried.has(safest.move)) tryInHead(safest.move, safest.left);
      }
      // A placement it is sure of beats a gamble, unless the gamble (likely) wins the game: a tip on the last chest.
      if (sure && bestValue < GAME / 2 && sureValue > bestValue - GAME / 4) best = sure;
      return best;
    };
    const anyThatHolds = HEURISTIC_LEVELS[level - 1].anyThatHolds as number;
    const best = anyThatHolds > 0 ? takeAnyThatHolds(weighed, anyThatHolds, rng) : thinkItThrough(weighed);
    if (randomInt(rng, 0, 999) < slip * 1000) {
      const x = best.x + (randomInt(rng, 0, 1) === 0 ? -PLACEMENT_GRID.step : PLACEMENT_GRID.step);
      const slipped = moves.find((m) => m.piece === best.piece && m.rotation === best.rotation && Math.abs(m.x - x) < 1e-9);
      if (slipped) return slipped;
    }
    return best;
  },
};

/**
 * A beginner's choice (level 1, issue 28): any placement it believes holds at least `likely` (by its own rough
 * reckoning, no trial in the head), taken as it comes to hand, whatever it leaves the next player and whatever
 * piece it may need later; when none does, the one it believes most likely to hold.
 */
function takeAnyThatHolds(weighed: readonly Weighed[], likely: number, rng: RandomGenerator): PlaceEvent {
  const fine = weighed.filter((w) => w.hold >= likely);
  return (fine.length > 0 ? fine[randomInt(rng, 0, fine.length - 1)] : weighed.reduce((a, b) => (b.hold > a.hold ? b : a))).move;
}

export const vikingSeesawBots: Readonly<Record<string, Bot<VikingSeesawView, VikingSeesawMove>>> = {
  random: randomSeesawBot,
  heuristic: heuristicBot,
};
