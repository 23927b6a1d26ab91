/**
 * The schema of {@link WikingerschafeContext} (valibot), checked when a saved game is restored: a save
 * that does not match is refused. Kept to the types in wikingerschafe.types.ts; a test checks every
 * snapshot of seeded bot games against it.
 */
import * as v from 'valibot';
import { count, finite, playerSchema, rngState, seatIndex, seed } from '../kit/schema.js';
import type { WikingerschafeContext } from './wikingerschafe.types.js';

const location = v.picklist([1, 2, 3, 4, 5]);
const face = v.picklist([1, 2, 3, 4, 5, 6]);
const faces = v.array(face);
const shield = v.picklist(['board', 'fresh', 'ready', 'placed', 'destroyed']);

const die = v.object({
  id: count,
  place: v.picklist(['supply', 'location', 'wollhalla', 'board', 'box']),
  face,
  location: v.optional(location),
  shielded: v.optional(v.boolean()),
  banished: v.optional(v.boolean()),
});

const wikinger = v.object({
  seat: v.pipe(v.number(), v.integer(), v.minValue(-1)),
  neutral: v.boolean(),
  dice: v.array(die),
  shields: v.tuple([shield, shield]),
  mead: count,
  coins: count,
  glory: finite,
  influence: v.array(finite),
  milestones: v.array(v.array(finite)),
});

const entry = { round: count };
const reward = { ...entry, who: seatIndex, location };
const logEntry = v.variant('kind', [
  v.object({ kind: v.literal('roll'), ...entry, who: seatIndex, faces, kept: faces }),
  v.object({ kind: v.literal('place'), ...entry, who: seatIndex, location, dice: count, sixes: count, shields: count }),
  v.variant('option', [
    v.object({ kind: v.literal('reward'), ...reward, option: v.picklist(['loot', 'mead', 'shield', 'none']) }),
    v.object({ kind: v.literal('reward'), ...reward, option: v.literal('destiny'), die: count, face }),
    v.object({ kind: v.literal('reward'), ...reward, option: v.literal('relocate'), die: count, to: location }),
    v.object({ kind: v.literal('reward'), ...reward, option: v.picklist(['attack', 'wollhalla']), target: seatIndex, from: location, die: count }),
    v.object({ kind: v.literal('reward'), ...reward, option: v.literal('celebration'), celebrated: v.boolean() }),
    v.variant('step', [
      v.object({ kind: v.literal('reward'), ...reward, option: v.literal('redistribution'), step: v.literal('roll'), from: location, faces }),
      v.object({
        kind: v.literal('reward'),
        ...reward,
        option: v.literal('redistribution'),
        step: v.literal('assign'),
        sixes: v.array(location),
        shields: v.array(location),
      }),
    ]),
  ]),
  v.object({
    kind: v.picklist(['unlockDie', 'retrieveDie', 'rerollSixes', 'sixesToWollhalla', 'endTurn', 'skipped']),
    ...entry,
    who: seatIndex,
    faces: v.optional(faces),
  }),
  v.object({ kind: v.literal('bjorn'), ...entry, who: seatIndex, faces }),
  v.object({
    kind: v.literal('roundScoring'),
    ...entry,
    influence: v.array(v.array(finite)),
    removed: v.array(v.array(finite)),
    milestoneGlory: v.array(finite),
  }),
  v.object({ kind: v.literal('influenceScoring'), ...entry, glory: v.array(v.array(finite)) }),
  v.object({ kind: v.literal('finalScoring'), ...entry, glory: v.array(finite) }),
]);

const turnState = v.object({
  rollsLeft: count,
  extraUsed: v.boolean(),
  sixesRerollUsed: v.boolean(),
  rewarded: v.array(location),
  rewardLocation: v.optional(location),
  placedDice: v.array(count),
  placed: v.boolean(),
  pendingSixes: v.optional(v.array(count)),
  pendingShields: v.optional(count),
  sixesTargets: v.optional(v.array(location)),
  rerolled: v.optional(v.array(count)),
});

/** {@link WikingerschafeContext} as a schema. */
export const wikingerschafeContextSchema = v.object({
  rng: rngState,
  seed,
  players: v.array(playerSchema),
  wikinger: v.array(wikinger),
  friendly: v.boolean(),
  round: count,
  startSeat: seatIndex,
  current: seatIndex,
  turn: turnState,
  turns: count,
  log: v.array(logEntry),
});

// The schema's output must be a context: a field the types gain and the schema lacks fails the typecheck here.
export type WikingerschafeContextFromSchema = v.InferOutput<typeof wikingerschafeContextSchema>;
const _typesAgree: (c: WikingerschafeContextFromSchema) => WikingerschafeContext = (c) => c;
void _typesAgree;
