import type { ReactiveControllerHost } from 'lit';
import type { NewGameOptions } from './game-events.js';

/** What {@link NewGameFlow} needs of its board. */
export interface NewGameBoard {
  /** A game is in progress: someone has moved and it is not over ("New game" asks first then). */
  inProgress(): boolean;
  /** A person at this screen has moved in the game in progress: "Learn to play" asks before leaving it. */
  personMoved?(): boolean;
  /** The actor failed: "New game" in the error panel needs a fresh one. */
  failed(): boolean;
  /** The guided first game runs. */
  tutorial(): boolean;
  /** Ends the guided first game, if it runs. */
  stopTutorial(): void;
  /** Leaves the online room, if the board is in one: a new game is a local one. */
  leaveOnline(): void;
  /** Closes the end screen. */
  closeEnd(): void;
  /** Starts a new game from the board's table (its attributes); `game-start` follows. */
  start(): void;
  /** Brings the new game's start into view (after the New game buttons: the page may be scrolled far down). */
  showStart?(): void;
}

/** The table options of `newGame(options)`, which set the board's properties of the same names. */
const TABLE: readonly (keyof NewGameOptions)[] = ['players', 'seats', 'names', 'seed'];

/**
 * How a board's games begin, held by `GameBoardElement` as a field: the "New game" buttons (which ask first, in a
 * dialog, when a game in progress would be thrown away), the confirm dialog, "New game" in the error panel, the
 * page's `newGame(options)`, and a new table from changed attributes mid-game (never asked). Each leaves a tutorial
 * that runs and an online room, and closes the end screen.
 */
export class NewGameFlow {
  #confirming = false;
  /** The dialog asks for "Learn to play" (run on yes), not for a new game. */
  #learn?: () => void;
  /** `newGame(options)` started the table its options ask for: the properties' update starts none. */
  #tableStarted = false;

  readonly #host: ReactiveControllerHost;
  readonly #board: NewGameBoard;

  constructor(host: ReactiveControllerHost, board: NewGameBoard) {
    this.#host = host;
    this.#board = board;
  }

  /** The dialog "Abandon this game and start a new one?" is open. */
  get confirming(): boolean {
    return this.#confirming;
  }

  /**
   * The "New game" buttons. A game in progress is not thrown away on one click: the dialog asks first. Otherwise
   * (and in the tutorial, which New game leaves for a game of the board's own table) {@link restart} at once.
   */
  ask(): void {
    if (!this.#board.tutorial() && this.#board.inProgress()) this.#confirm(true);
    else {
      this.restart();
      this.#board.showStart?.();
    }
  }

  /** The dialog asks whether to leave the game in progress for the guided first game (not for a new game). */
  get confirmingLearn(): boolean {
    return this.#confirming && !!this.#learn;
  }

  /**
   * "Learn to play": a game in progress that a person here has moved in is not left on one click (the tutorial's end
   * begins a new game), the dialog asks first, as for New game; otherwise `learn` at once.
   */
  askLearn(learn: () => void): void {
    // A fresh game a bot opened (Björn's first roll) is not asked about: a newcomer's first click is for the guide.
    if (!this.#board.tutorial() && this.#board.inProgress() && (this.#board.personMoved?.() ?? true)) {
      this.#learn = learn;
      this.#confirm(true);
    } else learn();
  }

  /** Closes the dialog without a new game. */
  cancel(): void {
    this.#learn = undefined;
    this.#confirm(false);
  }

  /** The dialog's yes: "Learn to play" when it asked for it, else a new game ({@link restart}). */
  confirmed(): void {
    const learn = this.#learn;
    this.#learn = undefined;
    if (!learn) {
      this.restart();
      this.#board.showStart?.();
      return;
    }
    this.#confirm(false);
    learn();
  }

  /** The new game "New game" asked for (the dialog's "Start a new game"): a new table from the attributes. */
  restart(): void {
    this.#learn = undefined;
    this.#board.stopTutorial();
    this.start();
  }

  /** A new table from the attributes, at once: the online room left, the end screen and the dialog closed. */
  start(): void {
    this.#board.leaveOnline();
    this.#board.closeEnd();
    this.#confirm(false);
    this.#board.start();
  }

  /** "New game" in the error panel: a fresh actor when the old one failed (it takes no events), else {@link restart}. */
  afterError(): void {
    if (this.#board.failed()) this.start();
    else this.restart();
  }

  /**
   * The page's `newGame(options)`: the options set the board's properties of the same names first (they stay set, as
   * the attributes would), then a new game starts at once, nothing asked.
   * @param board the board's properties (`players`, `seats`, `names`, `seed`)
   */
  newGame(board: { -readonly [K in keyof NewGameOptions]?: unknown }, options: NewGameOptions): void {
    let changed = false;
    for (const key of TABLE) {
      if (!(key in options) || options[key] === board[key]) continue;
      board[key] = options[key];
      changed = true;
    }
    // The properties' own update would start a new table again: this one stands for it.
    if (changed) this.#tableStarted = true;
    this.restart();
  }

  /**
   * The board's update (its `willUpdate`): a new table mid-game (`players`, `seats`, `seed` or a game's own table
   * attribute changed after the first update) is a new game, begun as "New game" begins one, unless `newGame(options)`
   * began it already.
   */
  update(tableChanged: boolean): void {
    if (tableChanged && !this.#tableStarted) this.restart();
    this.#tableStarted = false;
  }

  #confirm(open: boolean): void {
    if (open === this.#confirming) return;
    this.#confirming = open;
    this.#host.requestUpdate();
  }
}
