/**
 * Schemas (valibot) of what every game's context shares, and the check a restored save's context passes:
 * a save that is well-formed JSON but does not describe a game (a round written as "three", a piece with
 * no position) is refused as `invalid` before any machine sees it.
 */
import * as v from 'valibot';
import { PLAYER_COLOURS } from './seats.js';

/** A whole number, 0 or more. */
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A finite number (no NaN, no Infinity; JSON turns those into null anyway). */
export const finite = v.pipe(v.number(), v.finite());
/** A 0-based seat index. */
export const seatIndex = count;
/** A seed: a whole number 0 to 4 294 967 295. */
export const seed = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff));
/** A generator's state (`RngState`): whole numbers. */
export const rngState = v.array(v.pipe(v.number(), v.integer()));

/** A seat (`Seat`): a person or a bot of level 1 to 3. */
export const seatSchema = v.variant('kind', [
  v.object({ kind: v.literal('human') }),
  v.object({ kind: v.literal('bot'), bot: v.string(), level: v.picklist([1, 2, 3]) }),
]);

/** A player (`Player`): name, colour, seat. */
export const playerSchema = v.object({ name: v.string(), colour: v.picklist(PLAYER_COLOURS), seat: seatSchema });

/** A record with exactly these keys (each `value`), e.g. one entry per ship. */
export function keyed<const K extends string, S extends v.GenericSchema>(keys: readonly K[], value: S) {
  return v.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, S>);
}

export type { ContextSchema } from './context-issue.js';
