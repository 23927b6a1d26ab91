import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { BoardModule } from './game-module.js';

/**
 * The state tag every game puts on a scoring step (a round's or the game's scoring screen, Wikingerschafe's
 * `roundScoring` and `influenceScoring`): scores shown to the table are never taken back.
 */
export const SCORING_TAG = 'scoring';

/**
 * Whether `seat`'s move `move`, which took `before` to `after`, may be taken back by that seat, the way Board
 * Game Arena's undo works. The one place every board asks (the element's "Take back", Ctrl+Z, `takeBack()`).
 * True only when all hold:
 * - the game allows take-backs for this move (`GameModule.mayTakeBack`: it revealed nothing random or hidden);
 * - `seat` was to act before the move and is still to act after it, alone: the turn did not pass to another
 *   seat, so a take-back never crosses a seat change;
 * - the move is not a step of the table (`GameModule.tableSteps`, such as "Continue" after a scoring), was not
 *   made on a scoring step and did not lead to one (a state tagged {@link SCORING_TAG}), and did not end the game:
 *   scores shown to the table stand.
 * @param game the game's module (its `toAct`, `isOver`, `mayTakeBack`)
 * @param seat 0-based seat that made the move
 */
export function mayTakeBackMove<TMachine extends AnyStateMachine, TMove extends { type: string }>(
  game: Pick<BoardModule<TMachine, unknown, TMove>, 'toAct' | 'isOver' | 'mayTakeBack' | 'tableSteps'>,
  before: SnapshotFrom<TMachine>,
  after: SnapshotFrom<TMachine>,
  move: TMove,
  seat: number,
): boolean {
  if (!game.mayTakeBack || game.isOver(after) || game.tableSteps?.includes(move.type)) return false;
  if (!game.toAct(before).includes(seat)) return false;
  const toActAfter = game.toAct(after);
  if (toActAfter.length !== 1 || toActAfter[0] !== seat) return false;
  const tagged = (snapshot: SnapshotFrom<TMachine>) => (snapshot as { hasTag?: (tag: string) => boolean }).hasTag?.(SCORING_TAG) ?? false;
  if (tagged(before) || tagged(after)) return false;
  return game.mayTakeBack(before, after, move);
}
