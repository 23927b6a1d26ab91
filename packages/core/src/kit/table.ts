import { defaultSeats, makePlayers, type Player, type Seat } from './seats.js';

/** Options for a table, shared by every game. */
export interface TableOptions {
  /** Number of seats. */
  readonly players: number;
  /** One per seat; default: seat 0 human, the others `heuristic` bots. */
  readonly seats?: readonly Seat[];
  /** Player names in seat order. */
  readonly names?: readonly string[];
  /** Seed of the game's generator; same seed and same moves give the same game. */
  readonly seed: number;
  /** Game variants by name, e.g. `{ friendly: true }`. */
  readonly variants?: Readonly<Record<string, boolean>>;
}

/**
 * The part of every game's machine input that comes from the table: the players (names, colours, seats) and
 * the seed, checked the same way in every game. A game's `createInput` adds its own variants to it.
 * @param title the game's title, for the error messages (`Wikingerschafe`)
 * @param limits the game's `minPlayers` and `maxPlayers`
 * @throws {RangeError} when the player count is not a whole number in `[minPlayers, maxPlayers]`, the seats
 *   do not match it, or the seed is not a finite number
 */
export function tableInput(
  title: string,
  limits: { readonly minPlayers: number; readonly maxPlayers: number },
  options: TableOptions,
): { players: Player[]; seed: number } {
  const { players, seed } = options;
  if (!Number.isInteger(players) || players < limits.minPlayers || players > limits.maxPlayers) {
    throw new RangeError(`${title}: players must be ${limits.minPlayers} to ${limits.maxPlayers}, got ${players}`);
  }
  const seats = options.seats ?? defaultSeats(players);
  if (seats.length !== players) throw new RangeError(`${title}: ${seats.length} seats for ${players} players`);
  if (!Number.isFinite(seed)) throw new RangeError(`${title}: seed must be a finite number, got ${seed}`);
  return { players: makePlayers(seats, options.names), seed };
}
