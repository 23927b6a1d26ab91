import type { TableOptions } from './game-module.js';
import { defaultSeats, makePlayers, type Player } from './seats.js';

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
