/**
 * The schema of {@link VikingSeesawContext} (valibot), checked when a saved game is restored: a save that
 * does not match (a piece with no position, a count that is not a number) is refused. Kept to the types
 * in viking-seesaw.rules.ts and viking-seesaw.physics.ts; a test checks every snapshot of seeded bot games
 * against it. (Whether the ship is at rest is for the restore's invariants, not the schema.)
 */
import * as v from 'valibot';
import { count, finite, keyed, playerSchema, rngState, seatIndex, seed } from '../kit/schema.js';
import { PIECE_KINDS } from './viking-seesaw.components.js';
import type { VikingSeesawContext } from './viking-seesaw.rules.js';

const pieceKind = v.picklist(PIECE_KINDS);
const storage = keyed(PIECE_KINDS, count);

const shipState = v.object({
  angle: finite,
  cabin: v.tuple([count, count]),
  cargo: v.array(v.object({ id: count, kind: pieceKind, x: finite, y: finite, a: finite })),
});

const placement = v.object({ piece: pieceKind, x: finite, rotation: finite });

const lastPlacement = v.object({
  seat: seatIndex,
  placement,
  before: shipState,
  held: v.boolean(),
  tilted: v.boolean(),
  spilled: v.array(pieceKind),
  intoCabin: v.array(pieceKind),
  penalties: count,
  retry: v.boolean(),
});

const loggedPiece = v.object({ kind: pieceKind, at: v.nullable(finite) });

const logEntry = v.object({
  n: count,
  seat: seatIndex,
  placement,
  held: v.boolean(),
  tilted: v.boolean(),
  spilled: v.array(loggedPiece),
  intoCabin: v.array(loggedPiece),
  penalties: count,
  retry: v.boolean(),
  end: v.nullable(
    v.object({ reason: v.picklist(['emptyStorage', 'lastChest']), winners: v.array(seatIndex), weighedOff: v.array(seatIndex), cutShort: v.boolean() }),
  ),
});

/** {@link VikingSeesawContext} as a schema. */
export const vikingSeesawContextSchema = v.object({
  players: v.array(playerSchema),
  seed,
  rng: rngState,
  ship: shipState,
  storage: v.array(storage),
  current: seatIndex,
  startSeat: seatIndex,
  retry: v.nullable(pieceKind),
  attempts: count,
  failed: v.array(placement),
  turns: count,
  outcomes: v.object({ placements: count, held: count, tilted: count, spilled: count, intoCabin: count, penalties: count, retries: count }),
  lastPlacement: v.nullable(lastPlacement),
  endReason: v.nullable(v.picklist(['emptyStorage', 'lastChest'])),
  winners: v.array(seatIndex),
  weighedOff: v.array(seatIndex),
  log: v.array(logEntry),
});

// The schema's output must be a context: a field the types gain and the schema lacks fails the typecheck here.
export type VikingSeesawContextFromSchema = v.InferOutput<typeof vikingSeesawContextSchema>;
const _typesAgree: (c: VikingSeesawContextFromSchema) => VikingSeesawContext = (c) => c;
void _typesAgree;
