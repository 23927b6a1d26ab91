/**
 * A tiny real game for the board's controllers' own tests (`*.test.ts` only: nothing in the package imports this
 * file). Seats take turns of three steps each; the game ends after nine steps. A step reveals nothing, so the person
 * to act may take it back (`mayTakeBack`) until their turn passes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { assign, setup } from 'xstate';
import { randomBot, type GameModule, type Seat } from '@viking-games/core/kit';

export type StepEvent = { type: 'player.step' };

export const stepMachine = setup({
  types: {
    context: {} as { steps: number; current: number; players: { seat: Seat }[] },
    events: {} as StepEvent,
    input: {} as { seats: Seat[] },
  },
  actions: {
    /** One step; the turn passes after every third one. */
    step: assign({
      steps: ({ context }) => context.steps + 1,
      current: ({ context }) => (context.steps % 3 === 2 ? (context.current + 1) % context.players.length : context.current),
    }),
  },
}).createMachine({
  id: 'step',
  context: ({ input }) => ({ steps: 0, current: 0, players: input.seats.map((seat) => ({ seat })) }),
  initial: 'playing',
  states: {
    playing: {
      always: { guard: ({ context }) => context.steps >= 9, target: 'over' },
      on: { 'player.step': { actions: 'step' } },
    },
    over: { type: 'final' },
  },
});

export type StepSnapshot = ReturnType<typeof stepMachine.getInitialSnapshot>;

export const stepGame: GameModule<typeof stepMachine, { seats: Seat[] }, StepEvent, number> = {
  id: 'step',
  title: 'Step',
  minPlayers: 1,
  maxPlayers: 4,
  snapshotVersion: 1,
  machine: stepMachine,
  createInput: ({ seats, players }) => ({ seats: [...(seats ?? Array.from({ length: players }, (): Seat => ({ kind: 'human' })))] }),
  seats: (s: StepSnapshot) => s.context.players.map((p) => p.seat),
  toAct: (s: StepSnapshot) => (s.status === 'done' ? [] : [s.context.current]),
  legalMoves: (s: StepSnapshot) => (s.status === 'done' ? [] : [{ type: 'player.step' }]),
  playerView: (s: StepSnapshot) => s.context.steps,
  scores: () => ({ lines: [], winners: [], final: false }),
  isOver: (s: StepSnapshot) => s.status === 'done',
  bots: { random: randomBot(), heuristic: randomBot() },
  invariants: (s: StepSnapshot) => (s.context.steps >= 0 && s.context.steps <= 9 ? [] : ['steps out of range']),
  outcomes: () => ({}),
  turns: (s: StepSnapshot) => Math.floor(s.context.steps / 3),
  mayTakeBack: () => true,
};

export const HUMAN: Seat = { kind: 'human' };
export const BOT: Seat = { kind: 'bot', bot: 'random', level: 2 };

/** A host without an element: the test runs the lifecycle (`connect`, `update`, `updated`, `disconnect`) and counts re-renders. */
export class TestHost implements ReactiveControllerHost {
  readonly controllers: ReactiveController[] = [];
  updates = 0;
  addController(controller: ReactiveController): void {
    this.controllers.push(controller);
  }
  removeController(): void {}
  requestUpdate(): void {
    this.updates += 1;
  }
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }
  connect(): void {
    for (const controller of this.controllers) controller.hostConnected?.();
  }
  update(): void {
    for (const controller of this.controllers) controller.hostUpdate?.();
  }
  /** What Lit does after a render: the controllers' hostUpdated. */
  updated(): void {
    for (const controller of this.controllers) controller.hostUpdated?.();
  }
  disconnect(): void {
    for (const controller of this.controllers) controller.hostDisconnected?.();
  }
}
