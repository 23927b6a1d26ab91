/**
 * The Viking See-Saw statechart. One event, `player.place { piece, x, rotation }` (x in cm from the pivot
 * along the raised deck, 4 to 9; rotation in degrees, one of the piece's rotations). The physics outcome
 * is computed inside the transition's action (pure and deterministic).
 *
 * States: `placing` (a turn starts), `retrying` (the placed piece fell off: same player, same piece),
 * `gameOver` (final). After each placement, eventless transitions route by the outcome stored in the
 * context. Tags: `toAct` while a seat may place, `gameOver`.
 *
 * Frames are not kept in the snapshot (it stays small): `context.lastPlacement` holds the ship before the
 * placement and the move, from which `recordingOf` recomputes the very same frames.
 * @see ./RULINGS.md
 */
import { assign, not, setup } from 'xstate';
import { applyPlacement, createContext, isLegalPlacement, type VikingSeesawContext, type VikingSeesawEvent, type VikingSeesawInput } from './viking-seesaw.rules.js';

export const vikingSeesawMachine = setup({
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
    placeCargo: assign(({ context, event }) => applyPlacement(context, event)),
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

export type VikingSeesawMachine = typeof vikingSeesawMachine;
