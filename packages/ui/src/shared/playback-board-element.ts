/** The base class of the game elements whose moves play as animations: see {@link PlaybackBoardElement}. */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { lastMoverOf, peopleToAct, turnKeyOf } from '@viking-games/core/kit';
import { GameBoardElement } from './game-board-element.js';
import { PlaybackController, type PlaybackStage } from './playback.js';
import { SeenController } from './seen.js';
import { readingPauseOf } from './bot-runner.js';

/**
 * A {@link GameBoardElement} whose moves play as animations (the physics games: See-Saw's ship, Valley's square),
 * with a {@link PlaybackController}. While the playback is busy (a move is resolved or plays) the bots wait, and
 * `game-over` and the end screen wait for the last move; when a play ends, the bots are woken and what was held
 * follows. A class of its own so that a rules game's element, whose moves show at once, carries no playback.
 *
 * A game extends it as it would `GameBoardElement`, calls {@link PlaybackBoardElement.playbackOf} once, in a
 * field initializer (`private readonly playback = this.playbackOf<Play>({ start, failed, cleared, settled });`), and
 * spreads {@link PlaybackBoardElement.playbackHooks} into its hooks: the turn hooks from the game's module (the kit's
 * `peopleToAct` and `turnKeyOf`: a person may act while a seat of theirs is to act and nothing plays) and the
 * playback's (bots also wait while nobody can see the board).
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
  /** Online play loads from the physics game's own file (see GameBoardElement.loadOnline). */
  protected static override loadOnline = () => import('./online.js');
  /** The board's playback (see {@link playbackOf}). */
  private animated?: PlaybackController<unknown>;
  /**
   * Whether anyone can see the board: bots wait while nobody can, and are woken when it comes into sight. While
   * nobody can, the board carries the custom state `unseen` (`:host(:state(unseen))`), under which
   * `boardChromeStyles` pause every animation of its parts (`--vg-motion: paused`): a board off screen or in a
   * hidden tab costs its page no frames.
   */
  private readonly sight = new SeenController(this, (seen) => {
    try {
      this.internals.states[seen ? 'delete' : 'add']('unseen');
    } catch {
      // A browser that knows only the older `--unseen` spelling of custom states: the animations keep running.
    }
    if (seen) this.game.wakeBots();
  });
  /** The element's internals, for its custom state `unseen`. */
  private readonly internals = this.attachInternals();

  /**
   * The hooks every physics game shares, spread into its own (`hooks = { ...this.playbackHooks, turnDetail, ... }`): a
   * person may act while a seat of theirs is to act (the kit's `peopleToAct`) and no move plays or is resolved; the
   * turns played and the seats to act make the turn key (`turnKeyOf`); bots wait while a move plays or is resolved,
   * and while nobody can see the board; `game-over` and the end screen wait for the move that plays; after a person's
   * move a bot first waits for them to read its result ({@link readingPauseAfterPerson}).
   */
  protected readonly playbackHooks = {
    humanMayAct: (snapshot: SnapshotFrom<TMachine>): boolean => peopleToAct(this.module, snapshot).length > 0 && !this.animated?.busy,
    turnKey: (snapshot: SnapshotFrom<TMachine>): string => turnKeyOf(this.module, snapshot),
    botsMayMove: (): boolean => !this.animated?.busy && this.sight.seen,
    playingMove: (): boolean => !!this.animated?.playing,
    defaultBotDelay: (): number | undefined => this.readingPauseAfterPerson(),
  };

  /**
   * True while a move is resolved (in the physics worker) or plays on the board: a page (or a benchmark) that waits
   * for a move to be shown waits until this is false. Read-only.
   */
  get busy(): boolean {
    return !!this.animated?.busy;
  }

  /**
   * The board's {@link PlaybackController}: while it is busy, bots wait (see {@link playbackHooks}) and the
   * end screen waits for the last move; when a play ends, the bots are woken and a held end screen opens. Call
   * once, in a field initializer.
   */
  protected playbackOf<TPlay>(stage: PlaybackStage<TPlay>): PlaybackController<TPlay> {
    const playback = new PlaybackController<TPlay>(this, stage, () => this.moveShown());
    this.animated = playback as PlaybackController<unknown>;
    return playback;
  }

  /**
   * A bot's pause (ms) before its move when the move before was a person's (the kit's `lastMoverOf`: See-Saw's last
   * placement, Valley's turn a person ended): 2.6 s (1.2 s with reduced motion) once that move has played, so the
   * person reads their result (See-Saw's result box, Valley's bowl, moves and payouts) before the bot's move replaces
   * it (a newcomer had 0.9 s in See-Saw, under 1.6 s in Valley); the page's `reading-pause` when set; undefined (the
   * shared pace) otherwise.
   */
  private readingPauseAfterPerson(): number | undefined {
    const snapshot = this.game.snapshot;
    if (!snapshot || lastMoverOf(this.module, snapshot)?.kind !== 'human') return undefined;
    return readingPauseOf(this.readingPause, false);
  }

  /** The seat a person at this screen plays and may move now (the first, should several act), or undefined (see the hooks' `humanMayAct`). */
  protected get acting(): number | undefined {
    const snapshot = this.game.snapshot;
    return snapshot && this.hooks.humanMayAct(snapshot) ? peopleToAct(this.module, snapshot)[0] : undefined;
  }
}
