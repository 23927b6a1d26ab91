/**
 * The Viking See-Saw statechart that resolves placements by itself: {@link createVikingSeesawMachine} with the
 * planck simulation ({@link resolvePlacement}) deciding every placement sent without `resolved`. Each game starts
 * from START_SHIP, as a board's does, in every engine (RULINGS "Start ship"). For Node, the simulator, the bots'
 * tests and any code that drives the game headless. A board uses `vikingSeesawBoardMachine` (no physics; its
 * element resolves each placement in a worker); both take each other's persisted snapshots.
 * @see ./RULES.md "Setup", "How to Play"
 */
import { createVikingSeesawMachine, type VikingSeesawMachine } from './viking-seesaw.machine.js';
import { resolvePlacement } from './viking-seesaw.physics.js';

/** The Viking See-Saw statechart, placements resolved by the physics inside the transition (pure and deterministic). */
export const vikingSeesawMachine: VikingSeesawMachine = /* @__PURE__ */ createVikingSeesawMachine((ship, placement) =>
  resolvePlacement(ship, placement, undefined, { recordFrames: false }),
);
