import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { BoardModule } from './game-module.js';

/**
 * The seats a person plays (seat kind `human`) among those to act now (`GameModule.toAct`), in seat order:
 * who at the screen may move. Empty while bots act, between moves that nobody may make, and at the end.
 * @param game the game's module (its `toAct` and `seats`)
 * @returns 0-based seat indices
 */
export function peopleToAct<TMachine extends AnyStateMachine>(game: Pick<BoardModule<TMachine>, 'toAct' | 'seats'>, snapshot: SnapshotFrom<TMachine>): number[] {
  const seats = game.seats(snapshot);
  return game.toAct(snapshot).filter((seat) => seats[seat]?.kind === 'human');
}
