/**
 * What a seat may see, and selectors for the element. Valley of the Vikings has no hidden information:
 * flags lie face up, coins sit in open ships, so every seat sees the whole public table, plus which Viking
 * it plays and the ramp it bowls from.
 * @see ./RULES.md
 */
import type { SnapshotFrom } from 'xstate';
import type { VikingId } from './viking-valley.components.js';
import type { VikingValleyMachine } from './viking-valley.machine.js';
import type { VikingValleyContext, VikingValleyPhase } from './viking-valley.types.js';
import { MASKED_RNG } from '../kit/redact.js';

export type VikingValleySnapshot = SnapshotFrom<VikingValleyMachine>;

/** The phase of each state: every state carries its own name as a tag. */
const PHASES: readonly (readonly [tag: string, phase: VikingValleyPhase])[] = [
  ['placingBarrels', 'placingBarrels'],
  ['bowling', 'bowling'],
  ['moving', 'moving'],
  ['gameOver', 'over'],
];

/**
 * The phase of a snapshot, read from its tags: what the element shows and offers (aim, put a barrel back,
 * pick the next Viking, the end).
 */
export function phaseOf(snapshot: Pick<VikingValleySnapshot, 'hasTag'>): VikingValleyPhase {
  const found = PHASES.find(([tag]) => snapshot.hasTag(tag));
  if (!found) throw new Error('viking-valley: a snapshot in no known state');
  return found[1];
}

/**
 * While the player orders the moves of the Vikings their bowl knocked over: true until the first of them has moved
 * (the element asks "Which Viking moves first?"), false once one has ("... next?").
 */
export function choosingFirstMove(context: Pick<VikingValleyContext, 'lastBowl' | 'pendingMoves'>): boolean {
  return (context.lastBowl?.result.fallen.length ?? 0) <= context.pendingMoves.length;
}

/** The public table as seen from one seat: the context without the generator's state, plus the seat's own facts. */
export interface VikingValleyView extends Omit<VikingValleyContext, 'rng'> {
  /** The seat this view is for (0-based). */
  readonly seat: number;
  /** The Viking that seat plays. */
  readonly viking: VikingId;
  /** The ramp that seat bowls from (index into RAMP_ANGLES). */
  readonly ramp: number;
}

/**
 * The view for `seat`. The generator's state is left out: it decides nothing after setup, and a bot has no
 * business with it.
 * @throws {RangeError} when `seat` is not at the table.
 */
export function playerView(context: VikingValleyContext, seat: number): VikingValleyView {
  if (!Number.isInteger(seat) || seat < 0 || seat >= context.players.length)
    throw new RangeError(`Valley of the Vikings: no seat ${seat} at a table of ${context.players.length}`);
  const { rng: _rng, ...table } = context;
  return { ...table, seat, viking: context.vikings[seat], ramp: context.ramps[seat] };
}

/**
 * The context as any seat (or a spectator) may see it (`GameModule.redact`): everything but the generator state,
 * as {@link playerView}; the same for every seat, since nothing else is hidden.
 */
export function redact(context: VikingValleyContext): VikingValleyContext {
  return { ...context, rng: MASKED_RNG };
}
