/**
 * The property every game's `redact` must hold, over random playouts: what a seat gets from the server holds
 * nothing its `playerView` hides. Used by each game's `<game>.redact.test.ts`.
 */
import { expect } from '@esm-bundle/chai';
import fc from 'fast-check';
import type { AnyStateMachine, SnapshotFrom, StateValue } from 'xstate';
import type { GameModule } from './game-module.js';
import { playout } from './playout.js';
import { rngFromState, seedRng, type RandomGenerator } from './rng.js';
import type { Seat } from './seats.js';

/**
 * Deals anew what `seat` may not see (`null`: a spectator): a context that `seat`'s `playerView` cannot tell from
 * the real one. Checked: the view must stay the same.
 */
export type Scramble<TMachine extends AnyStateMachine> = (snapshot: SnapshotFrom<TMachine>, seat: number | null, rng: RandomGenerator) => unknown;

/**
 * Plays random bot games (player counts and seeds drawn by fast-check) and after every move checks, for every
 * seat and a spectator: the redacted context rebuilds a snapshot whose `playerView` is the seat's real view; and
 * dealing anew what the seat may not see ({@link Scramble}) leaves its redacted context unchanged, so nothing hidden
 * survives redaction.
 * @returns how many (position, seat) pairs were checked, and in how many the scramble changed the real context
 *   (so the check could fail)
 */
export function checkRedaction<TMachine extends AnyStateMachine>(
  game: GameModule<TMachine>,
  scramble: Scramble<TMachine>,
  {
    numRuns = 4,
    maxPlayers = game.maxPlayers,
    bots = ['heuristic', 'random'],
    maxMoves = Infinity,
  }: {
    numRuns?: number;
    maxPlayers?: number;
    bots?: readonly string[];
    /** Positions checked per playout (a physics game's moves are slow). */ maxMoves?: number;
  } = {},
): { checked: number; changed: number } {
  const redact = game.redact;
  if (!redact) throw new Error(`${game.id}: no redact`);
  let checked = 0;
  let changed = 0;
  fc.assert(
    fc.property(fc.integer({ min: game.minPlayers, max: maxPlayers }), fc.integer({ min: 0, max: 0xffffffff }), (players, seed) => {
      const rng = rngFromState(seedRng(seed ^ 0x2ed));
      const seats: Seat[] = Array.from({ length: players }, (_, i) => ({ kind: 'bot', bot: bots[i % bots.length], level: 1 }));
      let moves = 0;
      try {
        playout(
          game,
          { players, seats, seed },
          {
            onMove: (next) => {
              if (++moves > maxMoves) throw ENOUGH;
              const snapshot = next as SnapshotFrom<TMachine>;
              const { value, context: real } = next as unknown as { readonly value: StateValue; readonly context: unknown };
              for (const seat of [null, ...Array.from({ length: players }, (_, s) => s)]) {
                const context = redact(snapshot, seat);
                const rebuilt = game.machine.resolveState({ value, context }) as SnapshotFrom<TMachine>;
                if (seat !== null)
                  expect(game.playerView(rebuilt, seat), `seat ${seat}: the view of the redacted context`).to.deep.equal(game.playerView(snapshot, seat));
                const other = game.machine.resolveState({ value, context: scramble(snapshot, seat, rng) }) as SnapshotFrom<TMachine>;
                if (seat !== null)
                  expect(game.playerView(other, seat), `seat ${seat}: the scramble changed the view`).to.deep.equal(game.playerView(snapshot, seat));
                expect(redact(other, seat), `seat ${seat}: a hidden fact survived redaction`).to.deep.equal(context);
                checked += 1;
                if (JSON.stringify((other as { context: unknown }).context) !== JSON.stringify(real)) changed += 1;
              }
            },
          },
        );
      } catch (error) {
        if (error !== ENOUGH) throw error;
      }
    }),
    { numRuns },
  );
  return { checked, changed };
}

/** Thrown to end a playout once `maxMoves` positions are checked. */
const ENOUGH = Symbol('enough');

/** A generator state other than `rng`'s real one: what every game keeps secret. */
export function otherRng(rng: RandomGenerator): number[] {
  return [...rngFromState(seedRng(rng.next() >>> 0)).getState()];
}
