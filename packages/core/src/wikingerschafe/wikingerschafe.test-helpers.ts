/**
 * Fixtures for the Wikingerschafe tests: a real game from a seed, then one Wikinger's dice, shields and
 * goods set to the position a rule needs, and a snapshot of the machine in a chosen state.
 * Used only by the co-located `*.test.ts` files.
 */
import { createActor, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { createContext, type WikingerschafePhase } from './wikingerschafe.rules.js';
import { wikingerschafeMachine } from './wikingerschafe.machine.js';
import { createWikingerschafeInput } from './index.js';
import type { Die, Face, LocationValue, ShieldState, Wikinger, WikingerschafeContext, WikingerschafeEvent } from './wikingerschafe.types.js';

export type Snapshot = SnapshotFrom<typeof wikingerschafeMachine>;

/** A supply die showing `face`. */
export const S = (face: number): Omit<Die, 'id'> => ({ place: 'supply', face: face as Face });
/** A die placed on Location `location`, optionally shielded. */
export const L = (location: number, shielded = false): Omit<Die, 'id'> => ({
  place: 'location',
  face: location as Face,
  location: location as LocationValue,
  ...(shielded ? { shielded: true } : {}),
});
/** A die in Wollhalla, on the round board, in the box. */
export const W: Omit<Die, 'id'> = { place: 'wollhalla', face: 1 };
export const B: Omit<Die, 'id'> = { place: 'board', face: 1 };
export const X: Omit<Die, 'id'> = { place: 'box', face: 1 };

/** The context of a new seeded game. */
export function newGame(players: number, seed = 1, friendly = false): WikingerschafeContext {
  return createContext(createWikingerschafeInput({ players, seed, variants: { friendly } }));
}

/** Options for {@link withWikinger}: 7 dice (ids given by position), shields, goods, influence. */
export interface WikingerPatch {
  dice?: readonly Omit<Die, 'id'>[];
  shields?: readonly [ShieldState, ShieldState];
  mead?: number;
  coins?: number;
  glory?: number;
  influence?: readonly number[];
  milestones?: readonly (readonly number[])[];
}

/** The context with Wikinger `who` changed. */
export function withWikinger(context: WikingerschafeContext, who: number, patch: WikingerPatch): WikingerschafeContext {
  const wikinger = context.wikinger.map((w, i): Wikinger => {
    if (i !== who) return w;
    return {
      ...w,
      ...(patch.dice ? { dice: patch.dice.map((d, id) => ({ ...d, id })) } : {}),
      ...(patch.shields ? { shields: patch.shields } : {}),
      ...(patch.mead !== undefined ? { mead: patch.mead } : {}),
      ...(patch.coins !== undefined ? { coins: patch.coins } : {}),
      ...(patch.glory !== undefined ? { glory: patch.glory } : {}),
      ...(patch.influence ? { influence: patch.influence } : {}),
      ...(patch.milestones ? { milestones: patch.milestones } : {}),
    };
  });
  return { ...context, wikinger };
}

/** Every non-neutral Wikinger except `who` with all dice placed (so the round goes on only with `who`). */
export function othersDone(context: WikingerschafeContext, who: number): WikingerschafeContext {
  let out = context;
  context.wikinger.forEach((w, i) => {
    if (i === who || w.neutral) return;
    out = withWikinger(out, i, { dice: w.dice.map((d) => (d.place === 'supply' ? L(1) : d)) });
  });
  return out;
}

const VALUES: Record<WikingerschafePhase, unknown> = {
  rolling: { turn: 'rolling' },
  rewarding: { turn: 'rewarding' },
  redistributing: { turn: 'redistributing' },
  turnEnd: { turn: 'turnEnd' },
  roundScoring: 'roundScoring',
  influenceScoring: 'influenceScoring',
  gameOver: 'gameOver',
};

/** A snapshot of the machine in `phase` with `context`. */
export function at(phase: WikingerschafePhase, context: WikingerschafeContext): Snapshot {
  return wikingerschafeMachine.resolveState({ value: VALUES[phase] as never, context });
}

/** The snapshot after `events` (each must be accepted). @throws {Error} naming the refused event. */
export function play(snapshot: Snapshot, ...events: WikingerschafeEvent[]): Snapshot {
  let current = snapshot;
  for (const event of events) {
    const next = getNextSnapshot(wikingerschafeMachine, current, event);
    if (next.context === current.context && JSON.stringify(next.value) === JSON.stringify(current.value)) {
      throw new Error(`refused: ${JSON.stringify(event)} in ${JSON.stringify(current.value)}`);
    }
    current = next;
  }
  return current;
}

/** True when the machine, started at `snapshot`, refuses `event` and keeps the very same snapshot object. */
export function refuses(snapshot: Snapshot, event: WikingerschafeEvent): boolean {
  const input = { players: snapshot.context.players, seed: snapshot.context.seed, friendly: snapshot.context.friendly };
  const actor = createActor(wikingerschafeMachine, { snapshot, input }).start();
  const before = actor.getSnapshot();
  actor.send(event);
  const same = actor.getSnapshot() === before;
  actor.stop();
  return same;
}
