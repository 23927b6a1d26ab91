/**
 * The Valley of the Vikings statechart that resolves bowls by itself: {@link createVikingValleyMachine} with the
 * planck simulation ({@link resolveBowl}) deciding every bowl sent without `resolved`. For Node, the simulator,
 * the bots' tests and any code that drives the game headless. A board uses `vikingValleyBoardMachine` (no
 * physics; its element resolves each bowl in a worker); both take each other's persisted snapshots.
 * @see ./RULES.md "How to Play"
 */
import { createVikingValleyMachine, type VikingValleyMachine } from './viking-valley.machine.js';
import { resolveBowl } from './viking-valley.physics.js';

/** The Valley of the Vikings statechart, bowls resolved by the physics inside the transition (pure and deterministic). */
export const vikingValleyMachine: VikingValleyMachine = /* @__PURE__ */ createVikingValleyMachine(resolveBowl);
