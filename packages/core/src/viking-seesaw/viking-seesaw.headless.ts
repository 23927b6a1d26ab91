/**
 * The Viking See-Saw statechart that resolves placements by itself: {@link createVikingSeesawMachine} with the
 * planck simulation ({@link resolvePlacement}) deciding every placement sent without `resolved`, and each game
 * starting from the ship the simulation lets settle ({@link initialShip}). For Node, the simulator, the bots'
 * tests and any code that drives the game headless. A board uses `vikingSeesawBoardMachine` (no physics; its
 * element resolves each placement in a worker); both take each other's persisted snapshots.
 * @see ./RULES.md "Setup", "How to Play"
 */
import { START_CHEST } from './viking-seesaw.components.js';
import type { ShipState } from './viking-seesaw.geometry.js';
import { createVikingSeesawMachine, type VikingSeesawMachine } from './viking-seesaw.machine.js';
import { initialShip, resolvePlacement } from './viking-seesaw.physics.js';

/** This engine's settle of the start ship, for each new game (START_SHIP in Chromium; RULINGS "Determinism"). */
const startShip = (): ShipState => initialShip(START_CHEST.x, START_CHEST.rotationDeg);

/** The Viking See-Saw statechart, placements resolved by the physics inside the transition (pure and deterministic). */
export const vikingSeesawMachine: VikingSeesawMachine = /* @__PURE__ */ createVikingSeesawMachine(
  (ship, placement) => resolvePlacement(ship, placement, undefined, { recordFrames: false }),
  startShip,
);
