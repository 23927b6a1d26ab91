/**
 * The Valley of the Vikings statechart. Three player events: `player.placeBarrel { viking, hole }` (put a
 * fallen barrel on a free hole, index into HOLES), `player.bowl { angle, strength, resolved? }` (degrees off
 * the ramp axis, -AIM_CONE..AIM_CONE; strength MIN_STRENGTH..1) and `player.moveViking { viking }` (the
 * order of this turn's moves). The physics outcome of a bowl is taken from `resolved` when it belongs to this
 * very bowl, or computed inside the transition's action by the machine's resolver (pure and deterministic).
 *
 * Two machines from one chart: {@link vikingValleyMachine} (viking-valley.headless.ts) resolves bowls itself
 * with the planck simulation, for Node, the simulator and the bots' tests; {@link vikingValleyBoardMachine}
 * has no physics and takes only resolved bowls (an element resolves each in its worker), so the element's
 * file does not carry the engine. Same id, states and context: a persisted snapshot of one restores in the other.
 *
 * The state is the step of the turn (the rules' `tablePhase` reads the same from the table's facts; the
 * invariants check they agree): `bowling` (until a barrel falls), `moving` (the knocked-over Vikings move;
 * with several, the player picks the next; when none is left, the turn goes on: to `placingBarrels` while
 * barrels lie fallen, else `bowling`, or to `gameOver` once the payouts emptied the hoard), `placingBarrels`
 * (the fallen barrels go back, then `bowling`), `gameOver` (final). Tags: each state's own name, for the
 * view (`phaseOf` in viking-valley.view.ts), and `toAct` while a seat may move.
 * @see ./RULES.md; ./RULINGS.md
 */
import { assign, setup } from 'xstate';
import {
  applyBowl,
  createContext,
  fallenBarrels,
  isGameOver,
  isLegalBarrelPlacement,
  isLegalBowl,
  isLegalVikingMove,
  logHappenings,
  moveViking,
  placeBarrel,
  type BowlResolver,
} from './viking-valley.rules.js';
import type { VikingValleyContext, VikingValleyEvent, VikingValleyInput } from './viking-valley.types.js';

/**
 * The statechart with `resolve` deciding a bowl that comes without `resolved`; without `resolve`, such a bowl
 * throws an IllegalMoveError (the actor stops with it), which names the fix.
 */
export function createVikingValleyMachine(resolve?: BowlResolver) {
  return setup({
    types: {
      context: {} as VikingValleyContext,
      events: {} as VikingValleyEvent,
      input: {} as VikingValleyInput,
    },
    guards: {
      isLegalBarrelPlacement: ({ context, event }) => event.type === 'player.placeBarrel' && isLegalBarrelPlacement(context, event),
      isLegalBowl: ({ context, event }) => event.type === 'player.bowl' && isLegalBowl(context, event),
      isLegalVikingMove: ({ context, event }) => event.type === 'player.moveViking' && isLegalVikingMove(context, event),
      /** The last fallen barrel goes back: the player bowls next. */
      isLegalLastBarrelPlacement: ({ context, event }) =>
        event.type === 'player.placeBarrel' && isLegalBarrelPlacement(context, event) && fallenBarrels(context.barrels).length === 1,
      isGameOver: ({ context }) => isGameOver(context),
      /** Every knocked-over Viking moved (or one fell into the water) and barrels lie fallen: they go back before the next bowl. */
      hasBarrelsToPlace: ({ context }) => context.pendingMoves.length === 0 && fallenBarrels(context.barrels).length > 0,
      /** No Viking waits to move, and (after `hasBarrelsToPlace`) every barrel stands: the bowl missed, the player bowls again. */
      hasNoMovesLeft: ({ context }) => context.pendingMoves.length === 0,
    },
    // Each move's happenings go into the game's log as the move is applied (`logHappenings`).
    actions: {
      putBarrelBack: assign(({ context, event }) => (event.type === 'player.placeBarrel' ? logHappenings(placeBarrel(context, event)) : context)),
      bowl: assign(({ context, event }) => (event.type === 'player.bowl' ? logHappenings(applyBowl(context, event, resolve)) : context)),
      moveViking: assign(({ context, event }) => (event.type === 'player.moveViking' ? logHappenings(moveViking(context, event)) : context)),
    },
  }).createMachine({
    id: 'viking-valley',
    context: ({ input }) => createContext(input),
    initial: 'bowling',
    states: {
      bowling: {
        tags: ['toAct', 'bowling'],
        on: { 'player.bowl': { guard: 'isLegalBowl', target: 'moving', actions: 'bowl' } },
      },
      moving: {
        tags: ['toAct', 'moving'],
        always: [
          { guard: 'isGameOver', target: 'gameOver' },
          { guard: 'hasBarrelsToPlace', target: 'placingBarrels' },
          { guard: 'hasNoMovesLeft', target: 'bowling' },
        ],
        on: { 'player.moveViking': { guard: 'isLegalVikingMove', actions: 'moveViking' } },
      },
      placingBarrels: {
        tags: ['toAct', 'placingBarrels'],
        on: {
          'player.placeBarrel': [
            { guard: 'isLegalLastBarrelPlacement', target: 'bowling', actions: 'putBarrelBack' },
            { guard: 'isLegalBarrelPlacement', actions: 'putBarrelBack' },
          ],
        },
      },
      gameOver: { type: 'final', tags: ['gameOver'] },
    },
  });
}

/** The statechart of Valley of the Vikings, as one type for both machines. */
export type VikingValleyMachine = ReturnType<typeof createVikingValleyMachine>;

/**
 * The board's statechart: no physics, every bowl must come `resolved` (a board resolves each in its physics
 * worker, or on the main thread from a lazily loaded module where workers are unavailable). A bowl sent without
 * it throws (see {@link createVikingValleyMachine}).
 */
export const vikingValleyBoardMachine: VikingValleyMachine = /* @__PURE__ */ createVikingValleyMachine();
