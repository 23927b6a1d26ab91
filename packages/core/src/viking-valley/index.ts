/**
 * Valley of the Vikings for 2 to 4 players: the statechart (with and without its physics), its `GameModule` for the simulator, elements
 * and other frameworks, the physics, the view selectors and the bots. Everything of `./board.js`
 * (`@viking-games/core/viking-valley/board`, what a board imports: no physics engine) and what needs the physics engine (planck).
 * @see ./RULES.md; ./RULINGS.md
 */
import type { GameModule } from '../kit/game-module.js';
import { vikingValleyBoard } from './board.js';
import { vikingValleyBots } from './viking-valley.bots.js';
import type { VikingValleyMachine } from './viking-valley.machine.js';
import { vikingValleyMachine } from './viking-valley.headless.js';
import { invariants } from './viking-valley.invariants.js';
import type { VikingValleyInput, VikingValleyMove } from './viking-valley.types.js';
import type { VikingValleyView } from './viking-valley.view.js';

/**
 * The game module of Valley of the Vikings: {@link vikingValleyBoard} with the machine that resolves bowls itself
 * ({@link vikingValleyMachine}, the planck physics), the bots (`random`, `heuristic`) and the consistency checks (the simulator and the tests run
 * them after every move).
 */
// Built in a pure function so that a bundle using only the board module drops it, and the physics and checks with it.
export const vikingValley: GameModule<VikingValleyMachine, VikingValleyInput, VikingValleyMove, VikingValleyView> = /* @__PURE__ */ (() => ({
  ...vikingValleyBoard,
  machine: vikingValleyMachine,
  bots: vikingValleyBots,
  invariants,
}))();

export * from './board.js';
export { vikingValleyMachine } from './viking-valley.headless.js';
export * from './viking-valley.physics.js';
export * from './viking-valley.invariants.js';
export * from './viking-valley.bots.js';
