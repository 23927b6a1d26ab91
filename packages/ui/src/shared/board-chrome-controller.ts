import { html, type ReactiveControllerHost, type TemplateResult, type nothing } from 'lit';
import {
  chromeFrame,
  failurePanel,
  gameLog,
  scoreSheet,
  type BoardChromeMessages,
  type BoardFrame,
  type ChromeActions,
  type ScoreHeadings,
  type ScoreRow,
} from './board-chrome.js';
import type { GameFailure } from './game-failure.js';
import { sharedMessages, type Locale } from './i18n.js';
import type { Recent } from './recent-moves.js';
import type { LogLine } from './vg-game-log.js';
import { StableProps } from './stable-props.js';

/**
 * Loads `<vg-dialog>` (the rules, New game and end-screen dialogs, online play's lobby): the first view shows no dialog,
 * so in the script-tag files it is a chunk of its own (`chunks/<file>.vg-dialog-*.js`, issue 27), asked for when a
 * dialog opens, when the board goes online, or when the browser idles after the board's first paint. The browser loads
 * the module once per page, however many boards ask; a board asks again while one of its dialogs waits for it.
 */
export function loadDialogs(): Promise<void> {
  return import('./vg-dialog.js').then(
    () => undefined,
    (error: unknown) => console.warn(`<vg-dialog> could not be loaded (${String(error)}).`),
  );
}

/** Runs `then` when the browser idles after its next frame (a timer where it has no idle callbacks). */
function afterPaintIdle(then: () => void): void {
  const idle = (): unknown => (typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 200));
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(idle);
  else idle();
}

/** The board's parts whose state the chrome shows and whose actions its controls take, each held by the board as a field. */
export interface ChromeParts {
  /** Take-back's side on the board (`TakeBackLog`). */
  readonly takeBacks: {
    readonly offered: boolean;
    readonly refused: string | undefined;
    key(event: KeyboardEvent): boolean;
    weave(lines: readonly LogLine[]): readonly LogLine[];
  };
  /** "Just now" under the prompt (`RecentMoves`). */
  readonly recent: { linesFor(person: number | undefined): Recent };
  /** The error panel and the notices (`BoardAlerts`). */
  readonly alerts: {
    readonly notices: readonly string[];
    readonly failure: GameFailure | undefined;
    dismiss(index: number): void;
    continue(): void;
    rendered(error: unknown): GameFailure;
  };
  /** "New game" and its dialog (`NewGameFlow`). */
  readonly newGames: {
    readonly confirming: boolean;
    readonly confirmingLearn: boolean;
    cancel(): void;
    restart(): void;
    confirmed(): void;
    askLearn(learn: () => void): void;
    afterError(): void;
  };
  /** The end screen (`BoardEvents`). */
  readonly events: { endOpen: boolean };
  /** The guided first game (`LazyTutorial`). */
  readonly coach: {
    readonly available: boolean;
    readonly active: boolean;
    readonly finished: boolean;
    /** The tutorial's steps still run: the end screen waits for its last one. */
    readonly holdsEnd: boolean;
    render(ending: boolean): TemplateResult | typeof nothing;
    closing(): TemplateResult | typeof nothing;
  };
  /** Online play (`OnlineController`). */
  readonly online: {
    waitingFor(snapshot: unknown): string | undefined;
    view(): { readonly tools: TemplateResult; readonly panel: TemplateResult } | undefined;
    /** The log's lines from entry `from` with the computer's moves for a person away marked as its (`OnlineController.marked`). */
    marked?(lines: readonly LogLine[], from: number): readonly LogLine[];
  };
  /** The two-tab conflict of the game loop (`GameController`). */
  readonly game: {
    readonly conflict: boolean;
    /** A bot will move next (`GameController.botToAct`). */
    readonly botToAct: boolean;
    loadOther(): void;
    keepThis(): void;
  };
  /** The first view in slices (`TableSlices`). */
  readonly slices: { body(body: TemplateResult): TemplateResult; readonly shown: boolean };
  /** The person last to act at this screen (`MoveFlow`). */
  readonly moves: { readonly lastPerson: number | undefined };
}

/** What the chrome asks of the game on the board (its element's hooks and public methods). */
export interface ChromeBoard<TSnapshot> {
  locale(): Locale;
  t(): BoardChromeMessages;
  /** Brings the game's late English words: the rules list (see `Messages.loadLate`); loaded with the dialogs. */
  lateWords(): Promise<void>;
  isOver(snapshot: TSnapshot): boolean;
  /** A person at this screen may act now. */
  humanMayAct(snapshot: TSnapshot): boolean;
  /** A move plays as an animation now. */
  playing(): boolean;
  promptText(snapshot: TSnapshot): string;
  /** The person (seat) to act at this screen first; undefined when none is. */
  personToAct(snapshot: TSnapshot): number | undefined;
  /** The game's own keys (every key Ctrl+Z does not take). */
  onKey(event: KeyboardEvent): void;
  askNewGame(): void;
  takeBack(): void;
  startTutorial(): void;
}

/**
 * The chrome around a game's table, held by `GameBoardElement` as a field: it gathers what the chrome shows from the
 * board's parts (the prompt, Take back, Just now, the notices and panels, the rules, confirm and end-screen dialogs,
 * Learn to play, the online part) and wires its controls to them; the templates are in board-chrome.ts. It holds the
 * one state of its own, whether the rules dialog is open.
 */
export class BoardChromeController<TSnapshot> {
  #helpOpen = false;
  /** The last frame showed a dialog (or online play's panel): `<vg-dialog>` is needed now (see {@link loadDialogs}). */
  #needsDialogs = false;
  /** The dialogs' load is asked for (now, or when the browser idles after the first paint). */
  #dialogsAsked = false;

  readonly #host: ReactiveControllerHost;
  readonly #parts: ChromeParts;
  readonly #board: ChromeBoard<TSnapshot>;
  /** The log's lines, the same array while they read the same: the log is not drawn again for a move that adds no line. */
  readonly #stable = new StableProps();

  constructor(host: ReactiveControllerHost, parts: ChromeParts, board: ChromeBoard<TSnapshot>) {
    this.#host = host;
    this.#parts = parts;
    this.#board = board;
  }

  /** The rules dialog is open. */
  get helpOpen(): boolean {
    return this.#helpOpen;
  }

  set helpOpen(open: boolean) {
    if (open === this.#helpOpen) return;
    this.#helpOpen = open;
    this.#host.requestUpdate();
  }

  /** What the chrome's controls do. */
  readonly actions: ChromeActions = {
    // Ctrl+Z (Cmd+Z) takes a move back where the game allows it; every other key goes to the game's onKey. A key
    // typed into a text field of the board (a name in the online lobby) is text: no move (R in "Dora" rolled the
    // dice) and no sign of a keyboard (a phone's on-screen keys made it say "or press R").
    key: (event) => typing(event) || this.#parts.takeBacks.key(event) || this.#board.onKey(event),
    help: () => (this.helpOpen = true),
    askNewGame: () => this.#board.askNewGame(),
    dismiss: (index) => this.#parts.alerts.dismiss(index),
    takeBack: () => this.#board.takeBack(),
    closeHelp: () => (this.helpOpen = false),
    closeConfirm: () => this.#parts.newGames.cancel(),
    restart: () => this.#parts.newGames.confirmed(),
    closeEnd: () => (this.#parts.events.endOpen = false),
    loadOther: () => {
      this.#parts.game.loadOther();
      this.#host.requestUpdate();
    },
    keepThis: () => {
      this.#parts.game.keepThis();
      this.#host.requestUpdate();
    },
    continueGame: () => this.#parts.alerts.continue(),
    newGameAfterError: () => this.#parts.newGames.afterError(),
    learn: () => {
      this.helpOpen = false;
      // A game in progress is asked about first, as New game asks (the tutorial's end begins a new game).
      this.#parts.newGames.askLearn(() => this.#board.startTutorial());
    },
  };

  /** The chrome around the game's table (styled by `boardChromeStyles`). */
  frame(snapshot: TSnapshot, frame: BoardFrame): TemplateResult {
    const { takeBacks, recent, alerts, newGames, events, coach, online, game, slices, moves } = this.#parts;
    const board = this.#board;
    // The table's slice first (the first view draws the chrome before the table).
    const body = slices.body(frame.body);
    // A tutorial's game that ended: its end screen opens after the tutorial's last step, which it then shows.
    const endOpen = events.endOpen && !coach.holdsEnd;
    const ending = endOpen && board.isOver(snapshot);
    const onlineView = online.view();
    this.#needsDialogs = this.#helpOpen || newGames.confirming || ending || !!onlineView;
    // Unasked, they load when the browser idles after the table's first paint (not before the table, which they delayed).
    if (this.#needsDialogs && (!customElements.get('vg-dialog') || !board.t().rules)) void this.#loadDialogs();
    else if (!this.#dialogsAsked && slices.shown) afterPaintIdle(() => void this.#loadDialogs());
    this.#dialogsAsked ||= this.#needsDialogs || slices.shown;
    return chromeFrame(
      {
        locale: board.locale(),
        t: board.t(),
        over: board.isOver(snapshot),
        // Online, a person on another device to act is waited for, not "thinking" as a bot would (the online part says so).
        prompt: (!board.humanMayAct(snapshot) && !board.playing() && online.waitingFor(snapshot)) || board.promptText(snapshot),
        // One fact for every game: a bot is to act, no person at this screen is (a raid's bids) and no move plays.
        thinking: game.botToAct && board.personToAct(snapshot) === undefined && !board.playing(),
        canTakeBack: takeBacks.offered,
        takeBackRefused: takeBacks.refused,
        recent: recent.linesFor(board.personToAct(snapshot) ?? moves.lastPerson),
        notices: alerts.notices,
        failure: alerts.failure,
        conflict: game.conflict,
        helpOpen: this.#helpOpen,
        confirmingNewGame: newGames.confirming,
        confirmingLearn: newGames.confirmingLearn,
        endOpen,
        learn: coach.available && !coach.active,
        learnFirst: !coach.finished,
        coach: coach.render(ending),
        coachEnd: ending ? coach.closing() : undefined,
        online: onlineView,
      },
      this.actions,
      { ...frame, body },
    );
  }

  /**
   * The board's `updateComplete` (`done`), once the dialogs its last frame shows are drawn: where `<vg-dialog>` was
   * not loaded yet, after its chunk and the dialogs' first update.
   */
  async settle(done: boolean, root: ParentNode): Promise<boolean> {
    if (!this.#needsDialogs || (customElements.get('vg-dialog') && this.#board.t().rules)) return done;
    const words = !this.#board.t().rules;
    await this.#loadDialogs();
    // The rules list came with the late words: the board draws it (an update of its own, which settles here again).
    if (words && this.#board.t().rules) await (this.#host as ReactiveControllerHost & { updateComplete: Promise<boolean> }).updateComplete;
    await Promise.all([...root.querySelectorAll('vg-dialog')].map((dialog) => dialog.updateComplete));
    return done;
  }

  /**
   * The dialogs' element and the words only they show (the rules list). The board draws again when those arrive while
   * a dialog shows (a closed one is drawn with them when it opens), not after the idle load of the first view.
   */
  #loadDialogs(): Promise<unknown> {
    const missing = !this.#board.t().rules;
    const arrived = (): void => (missing && this.#needsDialogs && this.#board.t().rules ? this.#host.requestUpdate() : undefined);
    return Promise.all([loadDialogs(), this.#board.lateWords().then(arrived)]);
  }

  /** A render that threw: the error panel takes the board's place (a frozen old screen would hide the failure). */
  failed(error: unknown): TemplateResult {
    const failure = this.#parts.alerts.rendered(error);
    const locale = this.#board.locale();
    return html`<div part="frame" class="frame" lang=${locale}>${failurePanel(failure, locale, this.#board.t(), this.actions)}</div>`;
  }

  /**
   * The game log as a `details.log` (open), with the `log` part; the take-backs shown where they happened, and online
   * the computer's moves for a person away marked. `lines` are the log's first entries in words, one each.
   */
  log(lines: readonly LogLine[], summary: string = sharedMessages(this.#board.locale()).log): TemplateResult {
    const marked = this.#parts.online.marked?.(lines, 0) ?? lines;
    return gameLog(this.#stable.keep('log', this.#parts.takeBacks.weave(marked)), summary, this.#board.locale());
  }

  /** The score table (see `scoreSheet`), with the game's word for a winner. */
  scores(headings: ScoreHeadings, rows: readonly ScoreRow[]): TemplateResult {
    return scoreSheet(headings, rows, this.#board.t().winner);
  }
}

/** The key was typed into a text field (input of a text type, textarea, contenteditable), inside shadow roots too. */
function typing(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && /^(text|search|email|url|tel|password|number)$/.test(target.type);
}
