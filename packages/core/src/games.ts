import type { GameModule } from './kit/game-module.js';
import type { GameId } from './registry.js';
import { wikingerschafe } from './wikingerschafe/index.js';
import { wildeWikinger } from './wilde-wikinger/index.js';
import { vikingSeesaw } from './viking-seesaw/index.js';
import { vikingValley } from './viking-valley/index.js';

/**
 * Every game's rules module, by id: the simulator, the benchmarks, the golden replays and the story generator
 * iterate this. Its keys are the registry's ids ({@link GameId}): a game added to `registry.ts` is a type error
 * here until its module is added.
 */
export const games: Readonly<Record<GameId, GameModule>> = {
  wikingerschafe,
  'wilde-wikinger': wildeWikinger,
  'viking-seesaw': vikingSeesaw,
  'viking-valley': vikingValley,
};

/**
 * The rules module of the game `id` (a command line's `--game`, a saved table's id).
 * @returns undefined when no game of the registry has that id
 */
export function findGame(id: string): GameModule | undefined {
  return Object.hasOwn(games, id) ? games[id as GameId] : undefined;
}
