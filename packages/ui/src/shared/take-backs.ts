/**
 * The moves the person to act may take back, the way Board Game Arena's undo works: each of their moves this
 * turn that revealed nothing (the kit's `mayTakeBackMove`: the game's `mayTakeBack`, no seat change, no scoring,
 * not the end) keeps the persisted snapshot before it; several come back one by one, the newest first. A bot's
 * move, another seat's, a move that revealed something, or any change not made by the person ends the chain.
 *
 * A plain class: the board's composition tells it of each person's move and of every other change, and restarts
 * the game from the snapshot it hands back.
 */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { mayTakeBackMove, type BoardModule, type Seat } from '@viking-games/core/kit';

/** What a take-back needs of the game: its take-back rule and the selectors the kit's limits read. */
export type TakeBackGame<TMachine extends AnyStateMachine, TMove extends { type: string }> = Pick<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  BoardModule<TMachine, any, TMove, any>,
  'toAct' | 'isOver' | 'mayTakeBack' | 'tableSteps'
>;

interface Entry<TMachine extends AnyStateMachine> {
  /** 0-based seat whose move this was. */
  readonly seat: number;
  /** The persisted snapshot before the move (what a take-back restarts from). */
  readonly before: unknown;
  /** The snapshot the move led to: the take-back is open only while the game still stands there. */
  after: SnapshotFrom<TMachine>;
}

export class TakeBacks<TMachine extends AnyStateMachine, TMove extends { type: string } = { type: string }> {
  readonly #game: TakeBackGame<TMachine, TMove>;
  /** The open take-backs, the newest last. */
  #entries: Entry<TMachine>[] = [];

  constructor(game: TakeBackGame<TMachine, TMove>) {
    this.#game = game;
  }

  /** What a person's move would go back to: the persisted snapshot now, or undefined when this game takes nothing back. */
  capture(persisted: () => unknown): unknown {
    return this.#game.mayTakeBack ? persisted() : undefined;
  }

  /**
   * A person's move was accepted: it is open to a take-back when it revealed nothing and its player is still to
   * act alone; otherwise the chain ends.
   * @param persistedBefore what {@link capture} returned before the move (undefined: nothing to go back to)
   */
  record(move: TMove, before: SnapshotFrom<TMachine>, after: SnapshotFrom<TMachine>, persistedBefore: unknown): void {
    const seat = (move as { seat?: number }).seat ?? this.#game.toAct(before)[0];
    if (persistedBefore !== undefined && seat !== undefined && mayTakeBackMove(this.#game, before, after, move, seat)) {
      this.#entries.push({ seat, before: persistedBefore, after });
    } else this.#entries = [];
  }

  /** Nothing may be taken back any more (a bot moved, other code sent an event, a game started). */
  clear(): void {
    this.#entries = [];
  }

  /** True when the newest take-back is open: the game stands where that move led, and its seat is a person's. */
  open(now: SnapshotFrom<TMachine> | undefined, seats: readonly Seat[]): boolean {
    const top = this.#entries.at(-1);
    return !!top && top.after === now && seats[top.seat]?.kind === 'human';
  }

  /**
   * Takes back the newest move (check {@link open} first).
   * @param restart starts the game from the persisted snapshot it is given and returns the position it stands
   *   at, or undefined when it could not (then nothing changes)
   * @returns the seat whose move was taken back; undefined when there was none or the restart failed
   */
  takeBack(restart: (persisted: unknown) => SnapshotFrom<TMachine> | undefined): number | undefined {
    const rest = [...this.#entries];
    const top = rest.pop();
    if (!top) return undefined;
    const now = restart(top.before);
    if (now === undefined) return undefined;
    // The move before it (one more take-back of the same turn) now leads to where the game stands again.
    const previous = rest.at(-1);
    if (previous) previous.after = now;
    this.#entries = rest;
    return top.seat;
  }
}
