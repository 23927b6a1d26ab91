/**
 * Wilde Wikinger machen fette Beute as an XState v5 statechart.
 *
 * One state per thing the table waits for: a roll, a ship choice (grey chest, grey ship), Nessie's jewel,
 * the next auction bid, the face-down raid bids, or nothing (game over). Everything that happens without a
 * choice (dice, bag draws, card draws, arrivals, auction and raid results, the next turn) happens inside
 * the transition, in the pure rules; each transition's target is the state the resulting context belongs
 * in ({@link phaseOf}), so the machine has no transient states and `@xstate/graph` can walk it.
 * An illegal event matches no guard and leaves the snapshot unchanged.
 * @see ./wilde-wikinger.rules.ts
 */
import { assign, setup } from 'xstate';
import { applyEvent, legalityError, phaseOf, setupGame } from './wilde-wikinger.rules.js';
import type { Phase, WildeWikingerContext, WildeWikingerEvent, WildeWikingerInput } from './wilde-wikinger.types.js';

/** Every state of the machine, in the order of a turn. */
export const PHASES: readonly Phase[] = ['rolling', 'choosingChestShip', 'choosingShip', 'feedingNessie', 'auction', 'raid', 'gameOver'];

let memo: { context: WildeWikingerContext; event: WildeWikingerEvent; next: WildeWikingerContext | null } | null = null;

/**
 * The context after a legal event, or `null` for an illegal one. Each routing guard asks for the same
 * (context, event) pair, so the last answer is kept; both are immutable, so identity is a safe key.
 */
function nextContext(context: WildeWikingerContext, event: WildeWikingerEvent): WildeWikingerContext | null {
  if (memo?.context === context && memo.event === event) return memo.next;
  const next = legalityError(context, event) === null ? applyEvent(context, event) : null;
  memo = { context, event, next };
  return next;
}

/** A transition per possible destination, guarded by where the event leads. */
const routes = PHASES.map((phase) => ({
  guard: { type: 'leadsTo', params: { phase } } as const,
  target: `#wilde-wikinger.${phase}`,
  actions: 'apply' as const,
}));

export const wildeWikingerMachine = setup({
  types: {
    context: {} as WildeWikingerContext,
    events: {} as WildeWikingerEvent,
    input: {} as WildeWikingerInput,
  },
  guards: {
    /** The event is legal and the game is then waiting in `phase`. */
    leadsTo: ({ context, event }, params: { phase: Phase }) => {
      const next = nextContext(context, event);
      return next !== null && phaseOf(next) === params.phase;
    },
  },
  actions: {
    /** The move and everything that follows from it without a choice. */
    apply: assign(({ context, event }) => nextContext(context, event) ?? context),
  },
}).createMachine({
  id: 'wilde-wikinger',
  context: ({ input }) => setupGame(input),
  initial: 'rolling',
  states: {
    rolling: { on: { 'player.roll': routes } },
    choosingChestShip: { tags: ['choosing'], on: { 'player.chooseShip': routes } },
    choosingShip: { tags: ['choosing'], on: { 'player.chooseShip': routes } },
    feedingNessie: { tags: ['choosing'], on: { 'player.feedNessie': routes } },
    auction: { tags: ['bidding'], on: { 'player.bid': routes, 'player.pass': routes } },
    /** Every seat yet to commit acts at once; the reveal happens inside the last commit. */
    raid: { tags: ['bidding', 'simultaneous'], on: { 'player.commitBid': routes } },
    gameOver: { type: 'final', tags: ['gameOver'] },
  },
});

export type WildeWikingerMachine = typeof wildeWikingerMachine;
