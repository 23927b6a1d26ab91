/**
 * Viking See-Saw for 2 to 4 players: the statechart (with and without its physics), its `GameModule` for the
 * simulator, elements and other frameworks, the physics, the view selectors and the bots. Everything of
 * `./board.js` (`@viking-games/core/viking-seesaw/board`, what a board imports: no physics engine) and what
 * needs the physics engine (planck).
 * @see ./RULES.md; ./RULINGS.md
 */
import type { GameModule } from '../kit/game-module.js';
import { vikingSeesawBoard } from './board.js';
import { vikingSeesawBots } from './viking-seesaw.bots.js';
import type { VikingSeesawMachine } from './viking-seesaw.machine.js';
import { vikingSeesawMachine } from './viking-seesaw.headless.js';
import { invariants } from './viking-seesaw.invariants.js';
import type { VikingSeesawInput, VikingSeesawMove } from './viking-seesaw.rules.js';
import type { VikingSeesawView } from './viking-seesaw.view.js';

type VikingSeesawModule = GameModule<VikingSeesawMachine, VikingSeesawInput, VikingSeesawMove, VikingSeesawView>;

/**
 * Viking See-Saw's GameModule: {@link vikingSeesawBoard} with the machine that resolves placements itself
 * ({@link vikingSeesawMachine}, the planck physics), the bots (`random`, `heuristic`) and the consistency checks
 * (the simulator and the tests run them after every move). Marked pure so that a bundle which does not use it
 * drops it, and the physics, bots and checks with it (a bare object spread counts as a possible side effect to esbuild).
 */
export const vikingSeesaw: VikingSeesawModule = /* @__PURE__ */ (() => ({
  ...vikingSeesawBoard,
  machine: vikingSeesawMachine,
  bots: vikingSeesawBots,
  invariants,
}))();

export * from './board.js';
export { vikingSeesawMachine } from './viking-seesaw.headless.js';
export * from './viking-seesaw.physics.js';
export * from './viking-seesaw.invariants.js';
export * from './viking-seesaw.bots.js';
export * from './viking-seesaw.testing.js';
