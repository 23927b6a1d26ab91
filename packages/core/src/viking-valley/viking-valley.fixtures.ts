/**
 * Test fixtures for Valley of the Vikings: tables built from a real setup with chosen dock, ships, hoard,
 * flags and barrels, so each rule is tested without the physics' uncertainty. Not exported from index.ts.
 */
import { createActor } from 'xstate';
import type { Seat } from '../kit/seats.js';
import { COINS_TOTAL, VIKINGS, type Flag, type VikingId } from './viking-valley.components.js';
import { createVikingValleyInput } from './index.js';
import { vikingValleyMachine } from './viking-valley.headless.js';
import { createContext, tablePhase } from './viking-valley.rules.js';
import type { DockPosition, VikingValleyContext, VikingValleyPhase } from './viking-valley.types.js';

export const RANDOM: Seat = { kind: 'bot', bot: 'random', level: 2 };
export const randoms = (n: number): Seat[] => Array.from({ length: n }, () => RANDOM);

/**
 * A known dock, left to right: 1 coin, 2 coins, Finn, Magnus, 4 coins, Tjarne, 3 coins, Inga.
 * (Spaces 3, 4 and 5 are the rulebook's example: Magnus's own portrait, 4 coins, Tjarne's portrait.)
 */
export const KNOWN_FLAGS: readonly Flag[] = [
  { kind: 'coins', coins: 1 },
  { kind: 'coins', coins: 2 },
  { kind: 'portrait', viking: 'finn' },
  { kind: 'portrait', viking: 'magnus' },
  { kind: 'coins', coins: 4 },
  { kind: 'portrait', viking: 'tjarne' },
  { kind: 'coins', coins: 3 },
  { kind: 'portrait', viking: 'inga' },
];

export interface TableOptions {
  players?: number;
  vikings?: readonly VikingId[];
  dock?: Partial<Record<VikingId, DockPosition>>;
  /** Coins per ship; the hoard gets the rest of the 24 unless `hoard` is given. */
  ships?: Partial<Record<VikingId, number>>;
  hoard?: number;
  flags?: readonly Flag[];
  barrels?: Partial<Record<VikingId, number | null>>;
  current?: number;
}

/** A table from a real setup (seed 1) with the given pieces moved: by default the known flags, 1 coin a ship, seat 0 to bowl. */
export function table(options: TableOptions = {}): VikingValleyContext {
  const players = options.players ?? 2;
  const base = createContext(createVikingValleyInput({ players, seed: 1, seats: randoms(players), vikings: options.vikings }));
  const ships = { ...base.ships, ...options.ships };
  const inShips = VIKINGS.reduce((sum, v) => sum + ships[v], 0);
  return {
    ...base,
    flags: options.flags ?? KNOWN_FLAGS,
    dock: { ...base.dock, ...options.dock },
    ships,
    hoard: options.hoard ?? COINS_TOTAL - inShips,
    barrels: { ...base.barrels, ...options.barrels },
    current: options.current ?? 0,
    startSeat: options.current ?? 0,
  };
}

/** The machine state of a phase. */
export function stateOf(phase: VikingValleyPhase): string {
  return phase === 'over' ? 'gameOver' : phase;
}

/** An actor resumed at `context`, in the state of its phase (the rules' {@link tablePhase}). */
export function actorAt(context: VikingValleyContext) {
  const snapshot = vikingValleyMachine.resolveState({ value: stateOf(tablePhase(context)), context });
  // XState's types ask for the input as well; a given snapshot takes precedence over it.
  return createActor(vikingValleyMachine, {
    snapshot,
    input: createVikingValleyInput({ players: context.players.length, seed: 1, seats: randoms(context.players.length) }),
  }).start();
}
