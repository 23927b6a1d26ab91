import type { ReactiveControllerHost } from 'lit';
import type { ErrorSource, GameFailure, GameNotice } from './game-controller.js';
import { sharedMessages, type Locale } from './i18n.js';

/** What {@link BoardAlerts} needs of its board's game. */
export interface AlertsBoard {
  /** The actor failed: it takes no events ("Continue" needs a fresh one). */
  failed(): boolean;
  /** An actor runs. */
  running(): boolean;
  /** Goes on from the last good snapshot; false when it cannot. */
  recover(): boolean;
  /** The reader's language. */
  locale(): Locale;
  /** The `persist` attribute as written, for the site owner's console. */
  persist(): string;
}

/**
 * What went wrong, held by `GameBoardElement` as a field: the error panel's failure (an exception in a rule, a bot's
 * turn, the handling of a move, the announcer, an animation frame or the render) and the notices at the top of the
 * board (a save that could not be restored, storage that is not there, an online refusal). The reader sees them in
 * their language; the developer or site owner finds the reason in the console. One failing step never stops the rest
 * ({@link guard}); a stopped game outranks a passing error.
 */
export class BoardAlerts {
  private latest?: GameFailure;
  private shown: readonly string[] = [];

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly board: AlertsBoard,
  ) {}

  /** The latest exception the board caught, shown in the error panel until "Continue" or "New game". */
  get failure(): GameFailure | undefined {
    return this.latest;
  }

  /** Messages shown at the top of the board, each dismissible. */
  get notices(): readonly string[] {
    return this.shown;
  }

  /** Runs one step of the board's handling; an exception is reported (see {@link report}) and the rest goes on. */
  guard(source: ErrorSource, step: () => void): void {
    try {
      step();
    } catch (error) {
      this.report(source, error);
    }
  }

  /** Shows the error panel for an exception the board caught in its own code, with "Continue" while the actor runs. */
  report(source: ErrorSource, error: unknown): void {
    this.failed({ source, error, canContinue: !this.board.failed() && this.board.running() });
  }

  /** Shows the error panel for `failure` (the game loop's or the board's); the exception goes to `console.error`. */
  failed(failure: GameFailure): void {
    const after =
      failure.source === 'rule'
        ? failure.canContinue
          ? 'the game stopped; "Continue" goes on from the last good snapshot'
          : 'the game cannot go on'
        : 'the game goes on';
    console.error(`<${this.host.localName}>: an error in the ${failure.source} (${after}).`, failure.error);
    // A stopped game outranks a passing error: a later one never hides "the game stopped".
    if (this.latest?.source === 'rule' && failure.source !== 'rule' && this.board.failed()) return;
    this.set(failure);
  }

  /**
   * The render threw: the panel stands in for the board (the caller draws it from the failure returned); recorded
   * after this update, without a new one, since this is the update.
   */
  rendered(error: unknown): GameFailure {
    console.error(`<${this.host.localName}>: an error in the render (the game goes on).`, error);
    const failure: GameFailure = { source: 'render', error, canContinue: !this.board.failed() };
    if (!this.latest) queueMicrotask(() => this.latest ?? this.set(failure));
    return failure;
  }

  /** "Continue" in the error panel: goes on from the last good snapshot, or says that it cannot. */
  continue(): void {
    const failure = this.latest;
    if (!failure) return;
    this.set(this.board.recover() ? undefined : { ...failure, canContinue: false });
  }

  /** A new game began: the failure belonged to the game that ended. */
  clear(): void {
    if (this.latest) this.set(undefined);
  }

  /** Adds a message at the top of the board. */
  notice(text: string): void {
    this.shown = [...this.shown, text];
    this.host.requestUpdate();
  }

  /** The reader closed the notice at `index`. */
  dismiss(index: number): void {
    this.shown = this.shown.filter((_, k) => k !== index);
    this.host.requestUpdate();
  }

  /** The game's persistence could not do its part: the reader sees why, the site owner the reason in the console. */
  storage(notice: GameNotice): void {
    const tag = `<${this.host.localName}> persist="${this.board.persist()}"`;
    console.warn(
      notice.kind === 'storage-unavailable'
        ? `${tag}: storage is not available; the game will not be saved.`
        : `${tag}: the saved game could not be restored (${notice.reason}: ${notice.detail}); a new game has started.`,
    );
    const s = sharedMessages(this.board.locale());
    if (notice.kind === 'storage-unavailable') return this.notice(s.notAvailable);
    const why =
      notice.reason === 'other-game'
        ? s.whyOtherGame
        : notice.reason === 'other-version'
          ? s.whyOtherVersion
          : notice.reason === 'invalid'
            ? s.whyInvalid
            : s.whyCorrupt;
    this.notice(s.restoreFailed(why));
  }

  private set(failure: GameFailure | undefined): void {
    this.latest = failure;
    this.host.requestUpdate();
  }
}
