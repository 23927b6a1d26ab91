/**
 * The Viking See-Saw statechart. One event, `player.place { piece, x, rotation, resolved? }` (x in cm from the
 * pivot along the raised deck, 4 to 9; rotation in degrees, one of the piece's rotations). The physics outcome
 * is taken from `resolved` when it belongs to this very ship and move, or computed inside the transition's
 * action by the machine's resolver (pure and deterministic).
 *
 * Two machines from one chart: {@link vikingSeesawMachine} (viking-seesaw.headless.ts) resolves placements
 * itself with the planck simulation, for Node, the simulator and the bots' tests; {@link vikingSeesawBoardMachine}
 * has no physics and takes only resolved placements (an element resolves each in its worker), so the element's
 * file does not carry the engine. Same id, states and context: a persisted snapshot of one restores in the other.
 *
 * States: `placing` (a turn starts), `retrying` (the placed piece fell off: same player, same piece),
 * `gameOver` (final). After each placement, eventless transitions route by the outcome stored in the
 * context. Tags: `toAct` while a seat may place, `gameOver`.
 *
 * Frames are not kept in the snapshot (it stays small): `context.lastPlacement` holds the ship before the
 * placement and the move, from which `recordingOf` (viking-seesaw.physics.ts) recomputes the very same frames.
 * @see ./RULINGS.md
 */
import { assign, not, setup } from 'xstate';
import {
  applyPlacement,
  createContext,
  isLegalPlacement,
  type PlacementResolver,
  type VikingSeesawContext,
  type VikingSeesawEvent,
  type VikingSeesawInput,
} from './viking-seesaw.rules.js';

/**
 * The statechart with `resolve` deciding a placement that comes without `resolved`; without `resolve`, such a
 * placement throws an IllegalMoveError (the actor stops with it), which names the fix. Each game starts from
 * START_SHIP, the start ship computed ahead (RULINGS "Start ship").
 */
export function createVikingSeesawMachine(resolve?: PlacementResolver) {
  return setup({
    types: {
      context: {} as VikingSeesawContext,
      events: {} as VikingSeesawEvent,
      input: {} as VikingSeesawInput,
    },
    guards: {
      isLegalPlacement: ({ context, event }) => isLegalPlacement(context, event),
      isOver: ({ context }) => context.endReason !== null,
      mustRetry: ({ context }) => context.retry !== null,
    },
    actions: {
      placeCargo: assign(({ context, event }) => applyPlacement(context, event, resolve)),
    },
  }).createMachine({
    id: 'viking-seesaw',
    context: ({ input }) => createContext(input),
    initial: 'placing',
    states: {
      placing: {
        tags: ['toAct'],
        always: [
          { guard: 'isOver', target: 'gameOver' },
          { guard: 'mustRetry', target: 'retrying' },
        ],
        on: { 'player.place': { guard: 'isLegalPlacement', actions: 'placeCargo' } },
      },
      retrying: {
        tags: ['toAct'],
        always: [
          { guard: 'isOver', target: 'gameOver' },
          { guard: not('mustRetry'), target: 'placing' },
        ],
        on: { 'player.place': { guard: 'isLegalPlacement', actions: 'placeCargo' } },
      },
      gameOver: { type: 'final', tags: ['gameOver'] },
    },
  });
}

/** The statechart of Viking See-Saw, as one type for both machines. */
export type VikingSeesawMachine = ReturnType<typeof createVikingSeesawMachine>;

/**
 * The board's statechart: no physics, every placement must come `resolved` (a board resolves each in its
 * physics worker, or on the main thread from a lazily loaded module where workers are unavailable). A placement
 * sent without it throws (see {@link createVikingSeesawMachine}).
 */
export const vikingSeesawBoardMachine: VikingSeesawMachine = /* @__PURE__ */ createVikingSeesawMachine();
