/**
 * What a seat may see, and selectors for the element. Valley of the Vikings has no hidden information:
 * flags lie face up, coins sit in open ships, so every seat sees the whole public table, plus which Viking
 * it plays and the ramp it bowls from.
 * @see ./RULES.md
 */
import type { VikingId } from './viking-valley.components.js';
import type { VikingValleyContext } from './viking-valley.types.js';

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
  if (!Number.isInteger(seat) || seat < 0 || seat >= context.players.length) throw new RangeError(`Valley of the Vikings: no seat ${seat} at a table of ${context.players.length}`);
  const { rng: _rng, ...table } = context;
  return { ...table, seat, viking: context.vikings[seat], ramp: context.ramps[seat] };
}
