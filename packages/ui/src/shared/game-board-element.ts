/** The base class of the game elements: see {@link GameBoardElement}. */
import { html, type PropertyValues, type TemplateResult } from 'lit';
import { query } from 'lit/decorators.js';
import type { Actor, AnyStateMachine, SnapshotFrom } from 'xstate';
import type { BoardModule, Seat } from '@viking-games/core/kit';
import { BoardAttributes } from './board-attributes.js';
import type { BoardChromeMessages, BoardFrame, ScoreHeadings, ScoreRow } from './board-chrome.js';
import type { ErrorSource, GameController } from './game-controller.js';
import { boardParts, type BoardHooks, type BoardParts } from './board-parts.js';
import { checkAttributes } from './attribute-checks.js';
import type { GameTurnDetail, NewGameOptions } from './game-events.js';
import type { Messages, MessageTable } from './i18n.js';
import type { VgAnnouncer } from './vg-announcer.js';
import type { LoadOnline } from './online-controller.js';
import type { LogLine } from './vg-game-log.js';
import './vg-announcer.js';

/**
 * A game as the board drives it: the kit's `BoardModule` (a `GameModule` whose consistency checks load when
 * needed, e.g. `wikingerschafeBoard`) with the machine and the moves of the board.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BoardGame<TMachine extends AnyStateMachine, TMove extends { type: string }> = BoardModule<TMachine, any, TMove, any>;

export type { BoardChromeMessages, BoardFrame, ScoreRow } from './board-chrome.js';
export type { MoveChange } from './move-flow.js';
export { focusPrimary, type BoardHooks } from './board-parts.js';

/** Stops a child element's event at the board (the host) once the board's own listeners inside have heard it. */
const stopAtEdge = (event: Event): void => event.stopPropagation();

/** `turn` detail as a game words it; the base adds `game`. */
export type TurnDetailOf<T extends GameTurnDetail = GameTurnDetail> = Omit<T, 'game'>;

/**
 * The base class of every game element (`<wikingerschafe-board>`, `<wilde-wikinger-board>`, ...): the attributes
 * ({@link BoardAttributes}), the public API (`actor`, `snapshot`, `newGame`, `takeBack`, `startTutorial`) and the
 * chrome's templates. Each concern is a controller made in {@link boardParts}, which reads what the game says for itself
 * in one typed {@link BoardHooks} object, the game's `hooks` field. A game extends it, calls
 * `super(<game>Board, <game>Messages)`, fills in `t` and `renderGame` (usually with {@link GameBoardElement.renderFrame})
 * and passes its hooks (`humanMayAct`, `turnKey`, `turnDetail`, `logOf`, `describe`, `promptText`; the optional ones
 * have defaults). CONTRIBUTING.md ("A game's element") walks through it. A subclass that overrides a lifecycle method
 * calls `super`; its class JSDoc lists its own `@fires` details, `@csspart`s and `@cssprop`s (the analyzer copies this
 * class's attributes, properties and events into it).
 *
 * @fires game-start - a game began: first start, "New game", or a new `players`, `seats` or `seed` (or a game's own table attribute) mid-game. Detail `GameStartDetail`
 * @fires turn - a seat's turn began, the opening turn included (right after `game-start`). Detail `GameTurnDetail`
 * @fires game-over - the final scoring is done. Detail `GameOverDetail`
 * @fires tutorial-end - the guided first game ended: "Play a real game" after its last step (`finished: true`) or "Skip tutorial" (`finished: false`). Detail `TutorialEndDetail`
 *
 * @csspart frame - the whole board
 * @csspart header - title and tools
 * @csspart prompt - the line that says who acts and what they may do
 * @csspart log - the game log (see {@link GameBoardElement.renderLog})
 * @csspart end-screen - the final scoring dialog
 * @csspart error - the panel that says something went wrong inside the board (with "Continue" and "New game")
 * @csspart conflict - the panel that says the game continued in another tab (with "Load it" and "Keep this one")
 * @csspart take-back - the "Take back" button in the prompt, shown while the person to act may take back their last move
 * @csspart take-back-refused - under the prompt, why Ctrl+Z took nothing back (until the next move)
 * @csspart recent - under the prompt, what just happened since the person here last acted (the log's newest lines)
 * @csspart tutorial - the guided first game's bubble: the step's sentence, "Next" on an explanation, "Skip tutorial"; "Play a real game" at the end
 * @csspart tutorial-target - the ring around the control a tutorial step points at
 *
 * @typeParam TMachine the game's statechart
 * @typeParam TMove the events a person or bot sends (the game's `GameModule` moves)
 * @typeParam TEntry one entry of the game's log, as its hooks' `logOf` returns them
 */
export abstract class GameBoardElement<TMachine extends AnyStateMachine, TMove extends { type: string }, TEntry = unknown> extends BoardAttributes {
  /** The game this element plays. */
  protected readonly module: BoardGame<TMachine, TMove>;
  /** Actor, persistence and bots. */
  protected readonly game: GameController<TMachine, TMove>;
  /**
   * Events of the board's own child elements (e.g. Wikingerschafe's `location-select`): composed, so they
   * reach the board from inside nested shadow roots, and stopped at the board's edge, so a page listening on
   * `document` hears only the board's documented events (`game-start`, `turn`, `game-over`).
   */
  protected static innerEvents: readonly string[] = [];
  /**
   * How this board loads its online part, `() => import('../shared/online.js')`, set by each game's element class
   * (PlaybackBoardElement for the physics games): the script-tag build links a lazy part only from the game's own
   * file, not from this base class (see LAZY_PARTS in scripts/build-cdn.mjs). Without it a board with `server` warns.
   */
  protected static loadOnline?: LoadOnline;
  /** What the game says for itself, in one typed object read by the board's parts (see {@link BoardHooks}). */
  protected abstract readonly hooks: BoardHooks<SnapshotFrom<TMachine>, TMove, TEntry>;
  /** The board's controllers, each held here and tested on its own (see {@link boardParts}). */
  private readonly parts: BoardParts<TMachine, TMove, TEntry>;
  /** Set by a person's move: the next update puts focus on the next sensible control, scrolling to it. */
  protected get focusAfterMove(): boolean {
    return this.parts.focusKeeper.pending;
  }
  protected set focusAfterMove(value: boolean) {
    this.parts.focusKeeper.pending = value;
  }
  /** Setting `actor` warned already (once per element, not once per render of a framework that sets it). */
  private actorWarned = false;

  @query('vg-announcer') protected announcer?: VgAnnouncer;

  /** The end screen is open (it opens when the game ends; closing it leaves the final table in view). */
  protected get endOpen(): boolean {
    return this.parts.events.endOpen;
  }
  protected set endOpen(open: boolean) {
    this.parts.events.endOpen = open;
  }

  /**
   * @param game the game this element plays (its `GameModule`)
   * @param messages the game's message table (`defineMessages`), which the board waits for with the shared one
   */
  constructor(game: BoardGame<TMachine, TMove>, messages: Messages<MessageTable>) {
    super(messages);
    // The child elements' own events serve the board: they stop at its edge (see innerEvents).
    for (const name of (this.constructor as { innerEvents?: readonly string[] }).innerEvents ?? []) this.addEventListener(name, stopAtEdge);
    this.module = game;
    // The parts read the game's hooks when they need them: the game's `hooks` field is set by then.
    const side = {
      hooks: () => this.hooks,
      t: () => this.t,
      language: () => this.language,
      announcer: () => this.announcer,
      lateWords: () => messages.loadLate(),
    };
    this.parts = boardParts(this, game, side, (this.constructor as typeof GameBoardElement).loadOnline);
    this.game = this.parts.loop;
  }

  /**
   * Starts the guided first game ("Learn to play"): a seeded game in which the reader makes the real moves,
   * each step pointing at the control to use; the other seats play a script. The game in progress waits: "Skip
   * tutorial" goes back to it, "Play a real game" at the end starts a new one. `tutorial-end` fires at the end.
   * @returns false when this game has no tutorial (or it could not be loaded)
   */
  startTutorial(): Promise<boolean> {
    return this.parts.coach.start();
  }

  /** True once the reader has finished this game's tutorial in this browser (remembered in localStorage). */
  get tutorialFinished(): boolean {
    return this.parts.coach.finished;
  }

  // Each game's class JSDoc names the concrete types of `actor` and `snapshot` for the manifest
  // (`@prop {Actor<WikingerschafeMachine> | undefined} actor`).

  /**
   * The running actor (advanced use: `board.actor.subscribe(...)`); a new one after the element is re-attached.
   * Read-only: setting it (as React does for every prop it can) warns once and changes nothing.
   */
  get actor(): Actor<TMachine> | undefined {
    return this.game.actor;
  }

  set actor(_value: unknown) {
    if (this.actorWarned) return;
    this.actorWarned = true;
    console.warn(`<${this.localName}>: actor is read-only; set snapshot to continue a saved game.`);
  }

  /**
   * The latest snapshot of the game (all of it, hidden information included: for code, not for the screen).
   * Setting it continues the game from that snapshot: one from `actor.getPersistedSnapshot()` (for instance
   * kept by your app) or another board's `snapshot`. One that does not describe a game of this element
   * leaves the game as it was, with a console warning (when the save schema is still loading, the first time a
   * page restores a game, the game goes back to where it was a moment later); `undefined`, `null` or the
   * current snapshot change nothing.
   */
  get snapshot(): SnapshotFrom<TMachine> | undefined {
    return this.game.snapshot;
  }

  set snapshot(value: unknown) {
    this.parts.load(value);
  }

  /** The game's messages in the reader's language (the chrome reads {@link BoardChromeMessages} from them). */
  protected abstract get t(): BoardChromeMessages;

  /** A player's badge after the name: "computer · level 2" for a bot seat, empty for a person (here or, online, elsewhere). */
  protected botNote(seat: number, info: Seat): string {
    return this.parts.botNote(seat, info);
  }

  /** Online, whom a table step this screen took waits for, shown where its Continue was (see OnlineHost); else undefined. */
  protected tableStepWaiting(): string | undefined {
    return this.parts.online.tableStepWaiting();
  }

  /** Online without a seat (a full table's spectator): no table step (Continue on a scoring) is this screen's to take. */
  protected watching(): boolean {
    return this.parts.online.watching;
  }

  /** A tutorial holds the bots (an explanation is read): a bot to act waits, and its prompt may say so. */
  protected get botsHeld(): boolean {
    return !this.parts.coach.botsMayMove();
  }

  /** The whole board for a running game: usually `this.renderFrame(snapshot, { ... })`. */
  protected abstract renderGame(snapshot: SnapshotFrom<TMachine>): TemplateResult;

  /** The move that played has been shown (or its play was stopped): a held `game-over` fires, a held end screen opens, the bots are woken. */
  protected moveShown(): void {
    this.parts.shown();
  }

  // Lifecycle

  protected override willUpdate(changed: PropertyValues<this>): void {
    checkAttributes(this, changed, this.flags);
    // A new table mid-game is a new game: it starts as "New game" does (`game-start`, then the opening `turn`).
    const table = ['players', 'seats', 'seed', ...(this.hooks.tableAttributes ?? [])];
    this.parts.newGames.update(this.hasUpdated && table.some((name) => (changed as Map<PropertyKey, unknown>).has(name)));
    this.parts.context.refresh();
  }

  protected override updated(changed: PropertyValues<this>): void {
    // The `tutorial` attribute set or removed by the page: the tutorial starts or is skipped.
    if (changed.has('tutorial') && this.tutorial !== this.parts.coach.active) {
      if (this.tutorial) void this.parts.coach.start().then((started) => (started ? undefined : (this.tutorial = false)));
      else this.parts.coach.skip();
    }
  }

  // The game

  /**
   * Shows the error panel for an exception the game caught in its own code (e.g. an animation frame),
   * with "Continue" (the actor is still running) and "New game"; the message goes to `console.error`.
   */
  protected reportError(source: ErrorSource, error: unknown): void {
    this.parts.alerts.report(source, error);
  }

  // Helpers

  /** Sends a person's move; true when the machine took it. */
  protected send(move: TMove): boolean {
    return this.parts.send(move);
  }

  /**
   * The name of `seat`: its entry of the `names` attribute, else {@link defaultName}. Entries keep their seats:
   * in `names="Ada,,Bo"` the empty entry is seat 1's default name, and Bo is seat 2.
   */
  protected nameOf(seat: number, _snapshot?: SnapshotFrom<TMachine>): string {
    return this.parts.nameOf(seat);
  }

  // Handlers

  /**
   * Takes back the last move of the person to act, the way Board Game Arena's undo works (the "Take back"
   * button and Ctrl+Z do this): only their own moves of this turn that revealed nothing (no roll, no card
   * drawn, no physics result, no bid; each game's rules say which), newest first. The take-back is
   * announced and shown in the log.
   * @returns false when no move may be taken back now
   */
  takeBack(): boolean {
    return this.parts.takeBacks.takeBack();
  }

  /** The "New game" buttons: a game in progress is not thrown away on one click (see {@link NewGameFlow.ask}). */
  protected askNewGame(): void {
    // Online, the room's part asks: a rematch there, or leave the room (never left without a word).
    this.parts.askNewGame();
  }

  /**
   * Starts a new game at once, the same way in every game: the page asked, so nothing is confirmed, and
   * `game-start` follows (then the opening `turn`). `options` change the table first, exactly as setting the
   * attributes of the same names would (and they stay set): `players`, `seats`, `names`, `seed`. Without a
   * `seed` attribute or option each new game draws a new one.
   * @throws nothing: a bad option warns in the console and falls back to its default, as the attribute does
   */
  newGame(options: NewGameOptions = {}): void {
    this.parts.newGames.newGame(this, options);
  }

  // Rendering

  /** The chrome around the game's table (styled by `boardChromeStyles`; the templates are in board-chrome.ts). */
  protected renderFrame(snapshot: SnapshotFrom<TMachine>, frame: BoardFrame): TemplateResult {
    return this.parts.chrome.frame(snapshot, frame);
  }

  /** The game log as a `details.log` (open), with the `log` part; this game's take-backs shown where they happened. */
  protected renderLog(lines: readonly LogLine[], summary?: string): TemplateResult {
    return this.parts.chrome.log(lines, summary);
  }

  /**
   * The score table (scrolls sideways on narrow screens): rank with a crown for the winners, the player's
   * badge, one column per category, the total in bold. A category heading may be markup (e.g. an icon with
   * its name for screen readers), so a game can make its table fit a narrow column.
   */
  protected renderScoreSheet(headings: ScoreHeadings, rows: readonly ScoreRow[]): TemplateResult {
    return this.parts.chrome.scores(headings, rows);
  }

  /** Lit's `scheduleUpdate`; the first update comes in a task of its own (see {@link TableSlices}). */
  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.parts.slices.schedule(() => super.scheduleUpdate());
  }

  /** Lit's `updateComplete`, once the game's table is drawn too (see {@link TableSlices}) and any open dialog (its element may load late). */
  protected override async getUpdateComplete(): Promise<boolean> {
    return this.parts.chrome.settle(await this.parts.slices.complete(() => super.getUpdateComplete()), this.renderRoot);
  }

  protected override render(): TemplateResult {
    const snapshot = this.game.snapshot;
    if (!snapshot) return html`<div part="frame" class="frame"></div>`;
    try {
      return this.renderGame(snapshot);
    } catch (error) {
      // A render that throws would leave the old screen frozen: the panel takes the board's place instead.
      return this.parts.chrome.failed(error);
    }
  }
}
