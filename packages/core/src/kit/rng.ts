import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * The state of the seeded generator (xoroshiro128+ from `pure-rand`), kept in a machine's context.
 * Four 32-bit integers; plain JSON, so a persisted snapshot continues the very same sequence.
 */
export type RngState = readonly number[];

export type { RandomGenerator };

/** Largest seed accepted: seeds are 32-bit unsigned integers (0 to 4 294 967 295). */
export const MAX_SEED = 0xffffffff;

/**
 * The generator state for a seed.
 * @param seed any finite number; it is truncated to a 32-bit integer, so `seed` and `seed + 2**32` are the same game.
 * @throws {RangeError} when `seed` is not a finite number.
 */
export function seedRng(seed: number): RngState {
  if (!Number.isFinite(seed)) throw new RangeError(`seedRng: seed must be a finite number, got ${seed}`);
  // Neighbouring small seeds give correlated first draws from xoroshiro128+ (the first two dice always
  // shared their parity): scramble the seed and discard the first outputs, as the generator's authors advise.
  const rng = xoroshiro128plus(scramble(seed | 0));
  for (let i = 0; i < WARM_UP_DRAWS; i++) rng.next();
  return rng.getState();
}

/** Outputs discarded after seeding (see {@link seedRng}). */
const WARM_UP_DRAWS = 16;

/** MurmurHash3's 32-bit finaliser: spreads neighbouring seeds over the whole 32-bit range. */
function scramble(seed: number): number {
  let h = seed ^ 0x9e3779b9;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** A mutable generator that starts from `state` (the state itself is not changed). */
export function rngFromState(state: RngState): RandomGenerator {
  return xoroshiro128plusFromState(state);
}

/**
 * Runs `draw` with a generator started from `state` and returns what it drew with the next state.
 * This is how rules code stays pure: `const [dice, rng] = withRng(context.rng, (g) => rollDice(g, 5))`.
 */
export function withRng<T>(state: RngState, draw: (rng: RandomGenerator) => T): [T, RngState] {
  const rng = rngFromState(state);
  const value = draw(rng);
  return [value, rng.getState()];
}

/** A uniform integer in `[from, to]`, both included. */
export function randomInt(rng: RandomGenerator, from: number, to: number): number {
  return uniformInt(rng, from, to);
}

/** One roll of a die with `sides` faces: 1 to `sides`. */
export function rollDie(rng: RandomGenerator, sides = 6): number {
  return uniformInt(rng, 1, sides);
}

/** A uniformly chosen element of a non-empty array. @throws {RangeError} on an empty array. */
export function pick<T>(rng: RandomGenerator, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick: cannot choose from an empty array');
  return items[uniformInt(rng, 0, items.length - 1)];
}

/** A shuffled copy (Fisher–Yates); the input is not changed. */
export function shuffle<T>(rng: RandomGenerator, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A fresh seed from a generator, for a new game started from an old one (e.g. "new game"). */
export function nextSeed(rng: RandomGenerator): number {
  return uniformInt(rng, 0, 0x7fffffff);
}

/**
 * True when two generator states are the same (`RngState` arrays): nothing random was drawn between the
 * snapshots they come from (see `GameModule.mayTakeBack`).
 */
export function sameRngState(a: RngState, b: RngState): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}
