/**
 * Bots for Viking See-Saw.
 *
 * What a bot may know: everything on the table (its `playerView`: the ship, where each piece lies, every
 * storage), and the materials of the pieces (brass, aluminium, steel, glass, acrylic, wood), as a player
 * who has held them in hand knows that brass is heavy and wood light. It never reads a weight from the
 * game state (there is none there). The heuristic bot "tries placements in its head" with the same
 * physics the ship obeys (the physical ship is in front of every player), but with **its own judgement
 * of the weights**: each piece kind's mass is misjudged by a random factor per move (±35% at level 1,
 * ±20% at level 2, ±10% at level 3), and its **hand is unsteady**: the piece may land one grid step
 * (0.5 cm) from where it aimed. Its level also sets how many placements it tries per move.
 */
import type { Bot } from '../kit/game-module.js';
import { randomInt, shuffle, type RandomGenerator } from '../kit/rng.js';
import { PIECE_KINDS, PLACEMENT_GRID, type PieceKind } from './viking-seesaw.components.js';
import { TRUE_MASSES, resolvePlacement, type MassTable, type Placement } from './viking-seesaw.physics.js';
import type { PlaceEvent, VikingSeesawMove } from './viking-seesaw.rules.js';
import type { VikingSeesawView } from './viking-seesaw.view.js';

/** Per level (index 0 = level 1): placements tried, mass misjudgement, chance of a slip of the hand (one grid step). */
export const HEURISTIC_LEVELS = [
  { tries: 4, massNoise: 0.35, slip: 0.35 },
  { tries: 8, massNoise: 0.2, slip: 0.2 },
  { tries: 14, massNoise: 0.1, slip: 0.08 },
] as const;

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

/**
 * How good a placement looks (higher is better): holding is worth most, heavier pieces placed safely are
 * preferred (they only get harder to place), and every piece coming back to the storage, a tilt or cargo
 * into the cabin costs.
 */
export function placementScore(
  outcome: { held: boolean; tilted: boolean; tiltedPuttingBack: boolean; toStorage: readonly unknown[]; intoCabin: readonly unknown[]; placedLeft: boolean },
  mass: number,
): number {
  let score = 0;
  // The piece comes back to be tried again: an attempt lost, and too many cost a chest.
  if (outcome.placedLeft) score -= 30;
  if (outcome.held) score += 100 + mass;
  if (outcome.tilted) score -= 60;
  if (outcome.tiltedPuttingBack) score -= 60;
  score -= 20 * outcome.toStorage.length;
  score -= 8 * outcome.intoCabin.length;
  return score;
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

/** The heuristic bot: tries a few placements in its head, picks the best, and sets it down with an unsteady hand. */
export const heuristicBot: Bot<VikingSeesawView, VikingSeesawMove> = {
  name: 'heuristic',
  choose({ view, moves: legal, level, rng }) {
    const { tries, massNoise, slip } = HEURISTIC_LEVELS[level - 1];
    const moves = freshMoves(view, legal);
    const masses = judgedMasses(rng, massNoise);
    const byKind = new Map<PieceKind, PlaceEvent[]>();
    for (const move of moves) byKind.set(move.piece, [...(byKind.get(move.piece) ?? []), move]);
    // Each kind it may place gets a fair share of the tries, the first one close to the pivot (where a
    // piece weighs least on the ship), the others anywhere.
    const kinds = shuffle(rng, [...byKind.keys()]);
    const candidates: PlaceEvent[] = [];
    const pools = kinds.map((kind) => {
      const pool = shuffle(rng, byKind.get(kind)!);
      const inner = pool.findIndex((m) => m.x <= PLACEMENT_GRID.min + PLACEMENT_GRID.step);
      if (inner > 0) [pool[0], pool[inner]] = [pool[inner], pool[0]];
      return pool;
    });
    // When none of the first tries holds, it keeps looking, up to twice as many (a player tries harder when it is hard).
    for (let round = 0; candidates.length < 2 * tries && pools.some((pool) => pool.length > round); round++) {
      for (const pool of pools) if (pool[round] && candidates.length < 2 * tries) candidates.push(pool[round]);
    }
    let best = candidates[0];
    let bestScore = -Infinity;
    for (const [i, move] of candidates.entries()) {
      // Good enough: a safe placement found after half the tries ends the search (players do not try everything).
      if (bestScore >= 100 && i >= tries / 2) break;
      const outcome = resolvePlacement(view.ship, move, masses, { recordFrames: false, stopOnTilt: true });
      const score = placementScore(outcome, masses[move.piece]);
      if (score > bestScore) {
        best = move;
        bestScore = score;
      }
    }
    if (randomInt(rng, 0, 999) < slip * 1000) {
      const x = best.x + (randomInt(rng, 0, 1) === 0 ? -PLACEMENT_GRID.step : PLACEMENT_GRID.step);
      const slipped = moves.find((m) => m.piece === best.piece && m.rotation === best.rotation && Math.abs(m.x - x) < 1e-9);
      if (slipped) return slipped;
    }
    return best;
  },
};

export const vikingSeesawBots: Readonly<Record<string, Bot<VikingSeesawView, VikingSeesawMove>>> = {
  random: randomSeesawBot,
  heuristic: heuristicBot,
};
