import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { BoardModule } from './game-module.js';
import type { Seat } from './seats.js';

/**
 * The seats a person plays (seat kind `human`) among those to act now (`GameModule.toAct`), in seat order:
 * who at the screen may move. Empty while bots act, between moves that nobody may make, and at the end.
 * @param game the game's module (its `toAct` and `seats`)
 * @returns 0-based seat indices
 */
export function peopleToAct<TMachine extends AnyStateMachine>(
  game: Pick<BoardModule<TMachine>, 'toAct' | 'seats'>,
  snapshot: SnapshotFrom<TMachine>,
): number[] {
  const seats = game.seats(snapshot);
  return game.toAct(snapshot).filter((seat) => seats[seat]?.kind === 'human');
}

/** A snapshot of a game played one seat at a time: its states that wait for a move carry the tag `toAct`, its context names the seat in `current`. */
export interface OneSeatSnapshot {
  hasTag(tag: string): boolean;
  readonly context: { readonly current: number };
}

/**
 * `GameModule.toAct` of a game played one seat at a time (See-Saw, Valley): the seat in `current` while the
 * state is tagged `toAct`, else nobody (a move being settled, the end).
 * @returns 0-based seat indices: one or none
 */
export function currentSeatToAct(snapshot: OneSeatSnapshot): number[] {
  return snapshot.hasTag('toAct') ? [snapshot.context.current] : [];
}

/**
 * `GameModule.legalMoves` from who acts: the moves open now (`movesNow`, called only then, with that seat) for `seat`
 * (default: the first seat to act) when that seat is to act; none for any other seat and while nobody acts.
 * @param acting the seats to act now (`GameModule.toAct`)
 */
export function movesOfSeat<TMove>(acting: readonly number[], seat: number | undefined, movesNow: (seat: number) => TMove[]): TMove[] {
  const who = seat ?? acting[0];
  return who !== undefined && acting.includes(who) ? movesNow(who) : [];
}

/**
 * A key that changes exactly when a turn begins: the turns played and the seats to act (`GameModule.turns`
 * and `toAct`); '' while nobody acts. A board announces the turn (`turn` event, the hand-over) when it changes.
 */
export function turnKeyOf<TMachine extends AnyStateMachine>(game: Pick<BoardModule<TMachine>, 'toAct' | 'turns'>, snapshot: SnapshotFrom<TMachine>): string {
  const acting = game.toAct(snapshot);
  return acting.length > 0 ? `${game.turns(snapshot)}:${acting.join(',')}` : '';
}

/** Who made the last move: its seat and whether a person or a bot plays that seat. */
export interface LastMover {
  readonly seat: number;
  readonly kind: Seat['kind'];
}

/**
 * The mover of the last move (`GameModule.lastMover` with the seat's kind from `seats`): one fact every board reads,
 * e.g. a physics board's pause before a bot's move, so a person reads their own result first.
 * @returns undefined before the first move, or when the game does not say (no `lastMover`)
 */
export function lastMoverOf<TMachine extends AnyStateMachine>(
  game: Pick<BoardModule<TMachine>, 'lastMover' | 'seats'>,
  snapshot: SnapshotFrom<TMachine>,
): LastMover | undefined {
  const seat = game.lastMover?.(snapshot);
  const kind = seat === undefined ? undefined : game.seats(snapshot)[seat]?.kind;
  return seat === undefined || kind === undefined ? undefined : { seat, kind };
}
