/**
 * Moves and positions the Wikingerschafe tests and stories share (`*.fixtures.ts`: not part of the package).
 * A move is an event of the machine, written short: `place(3, 1)` puts the dice of value 3 on Location 3 with
 * one 6; `reward('shield')`, `roll(0, 4)` (die ids to roll), `endTurn`.
 */
export type Move = { type: string; [key: string]: unknown };
export const place = (value: number, sixes = 0, shields = 0): Move => ({ type: 'player.place', value, sixes, shields });
export const reward = (option: string, extra: Record<string, unknown> = {}): Move => ({ type: 'player.reward', option, ...extra });
export const roll = (...dice: number[]): Move => ({ type: 'player.roll', dice });
export const endTurn: Move = { type: 'player.endTurn' };

/** Seed 227, 3 players: Location 5 just taken, with dice of all three Wikinger to attack or send to Wollhalla. */
export const LOCATION_5: readonly Move[] = [
  place(3, 1),
  reward('relocate', { die: 3, location: 2 }),
  reward('shield'),
  endTurn,
  roll(0, 1, 2, 3, 4, 5),
  roll(0, 4),
  place(2),
  reward('shield'),
  endTurn,
  roll(4, 5),
  place(2, 3),
  reward('shield'),
  endTurn,
  place(1, 0, 1),
  reward('loot'),
  endTurn,
  roll(2, 5),
  roll(0, 5),
  place(5, 0, 1),
];
