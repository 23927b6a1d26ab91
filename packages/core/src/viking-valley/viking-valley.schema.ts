/**
 * The schema of {@link VikingValleyContext} (valibot), checked when a saved game is restored: a save that
 * does not match is refused. Kept to the types in viking-valley.types.ts and viking-valley.physics.ts; a
 * test checks every snapshot of seeded bot games against it.
 */
import * as v from 'valibot';
import { count, finite, keyed, playerSchema, rngState, seatIndex, seed } from '../kit/schema.js';
import { VIKINGS } from './viking-valley.components.js';
import type { VikingValleyContext } from './viking-valley.types.js';

const viking = v.picklist(VIKINGS);
const vikings = v.array(viking);
const dockPosition = v.nullable(count);
const barrelHoles = keyed(VIKINGS, v.nullable(count));
const bowl = v.object({ ramp: count, angle: finite, strength: finite });

const flag = v.variant('kind', [v.object({ kind: v.literal('coins'), coins: v.picklist([1, 2, 3, 4]) }), v.object({ kind: v.literal('portrait'), viking })]);

const happening = v.variant('kind', [
  v.object({ kind: v.literal('barrelPlaced'), seat: seatIndex, viking, hole: count }),
  v.object({ kind: v.literal('bowled'), seat: seatIndex, bowl, fallen: vikings }),
  v.object({ kind: v.literal('moved'), viking, from: dockPosition, to: count, skipped: vikings }),
  v.object({ kind: v.literal('splash'), viking, from: dockPosition, lostMoves: vikings }),
  v.object({ kind: v.literal('paid'), viking, space: count, flagCoins: count, coins: count }),
  v.object({ kind: v.literal('stole'), thief: viking, space: count, from: viking, coins: v.picklist([0, 1]) }),
  v.object({ kind: v.literal('backToStart'), viking }),
  v.object({ kind: v.literal('turnEnded'), seat: seatIndex, next: seatIndex }),
  v.object({ kind: v.literal('gameOver'), winners: v.array(seatIndex), allLose: v.boolean() }),
]);

/** {@link VikingValleyContext} as a schema. */
export const vikingValleyContextSchema = v.object({
  players: v.array(playerSchema),
  seed,
  rng: rngState,
  vikings,
  ramps: v.array(count),
  flags: v.array(flag),
  dock: keyed(VIKINGS, dockPosition),
  ships: keyed(VIKINGS, count),
  hoard: count,
  barrels: barrelHoles,
  current: seatIndex,
  startSeat: seatIndex,
  pendingMoves: vikings,
  bowlsThisTurn: count,
  turns: count,
  lastBowl: v.nullable(v.object({ seat: seatIndex, before: barrelHoles, bowl, result: v.object({ fallen: vikings, barrels: barrelHoles }) })),
  happenings: v.array(happening),
  log: v.array(happening),
  outcomes: v.object({
    bowls: count,
    misses: count,
    barrelsFallen: count,
    moves: count,
    waterFalls: count,
    coinsFromHoard: count,
    steals: count,
    allLose: count,
  }),
  winners: v.array(seatIndex),
  allLose: v.boolean(),
});

// The schema's output must be a context: a field the types gain and the schema lacks fails the typecheck here.
export type VikingValleyContextFromSchema = v.InferOutput<typeof vikingValleyContextSchema>;
const _typesAgree: (c: VikingValleyContextFromSchema) => VikingValleyContext = (c) => c;
void _typesAgree;
