/** The base class of the game elements whose moves play as animations: see {@link PlaybackBoardElement}. */
import type { AnyStateMachine } from 'xstate';
import { GameBoardElement } from './game-board-element.js';
import { PlaybackController, type PlaybackStage } from './playback.js';

/**
 * A {@link GameBoardElement} whose moves play as animations (the physics games: See-Saw's ship, Valley's square),
 * with a {@link PlaybackController}. While the playback is busy (a move is resolved or plays) the bots wait, and
 * `game-over` and the end screen wait for the last move; when a play ends, the bots are woken and what was held
 * follows. A class of its own so that a rules game's element, whose moves show at once, carries no playback.
 *
 * A game extends it as it would `GameBoardElement` and calls {@link PlaybackBoardElement.playbackOf} once, in a
 * field initializer: `private readonly playback = this.playbackOf<Play>({ start, failed, cleared, settled });`.
 *
 * @typeParam TMachine the game's statechart
 * @typeParam TMove the events a person or bot sends (the game's `GameModule` moves)
 * @typeParam TEntry one entry of the game's log
 */
export abstract class PlaybackBoardElement<TMachine extends AnyStateMachine, TMove extends { type: string }, TEntry = unknown> extends GameBoardElement<
  TMachine,
  TMove,
  TEntry
> {
  /** The board's playback (see {@link playbackOf}). */
  private animated?: PlaybackController<unknown>;

  /**
   * The board's {@link PlaybackController}: while it is busy, bots wait (the default {@link botsMayMove}) and the
   * end screen waits for the last move; when a play ends, the bots are woken and a held end screen opens. Call
   * once, in a field initializer.
   */
  protected playbackOf<TPlay>(stage: PlaybackStage<TPlay>): PlaybackController<TPlay> {
    const playback = new PlaybackController<TPlay>(this, stage, () => this.moveShown());
    this.animated = playback as PlaybackController<unknown>;
    return playback;
  }

  /** Bots wait while a move plays or is resolved (a game may add its own condition, calling `super`). */
  protected override botsMayMove(): boolean {
    return !this.animated?.busy;
  }

  protected override get playingMove(): boolean {
    return !!this.animated?.playing;
  }
}
