/**
 * Masks for `GameModule.redact`: what stands in a redacted context for a fact the seat may not see, keeping the
 * context's shape (an array as long as the real one, a generator state of the same size), so a client rebuilds a
 * snapshot from it and renders it as a local game.
 */
import type { RngState } from './rng.js';

/** A card, tile or other id the seat may not see. No real id is negative. */
export const MASKED_ID = -1;

/** The generator's state as every client gets it: the real one would tell future rolls and draws. */
export const MASKED_RNG: RngState = [0, 0, 0, 0];

/** `ids` with every id masked: as long as the real list, nothing more. */
export function maskIds(ids: readonly number[]): number[] {
  return ids.map(() => MASKED_ID);
}
