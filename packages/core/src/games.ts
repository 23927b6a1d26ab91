import type { GameModule } from './kit/game-module.js';
import { wikingerschafe } from './wikingerschafe/index.js';
import { wildeWikinger } from './wilde-wikinger/index.js';
import { vikingSeesaw } from './viking-seesaw/index.js';
import { vikingValley } from './viking-valley/index.js';

/**
 * Every game, by id: the simulator, the benchmarks and the story generator iterate this registry.
 * Add a game with one line.
 */
export const games: Readonly<Record<string, GameModule>> = {
  wikingerschafe,
  'wilde-wikinger': wildeWikinger,
  'viking-seesaw': vikingSeesaw,
  'viking-valley': vikingValley,
};
