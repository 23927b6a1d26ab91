/** The base class of the game elements: see {@link GameBoardElement}. */
import { html, type PropertyValues, type TemplateResult } from 'lit';
import { query } from 'lit/decorators.js';
import type { Actor, AnyStateMachine, SnapshotFrom } from 'xstate';
import type { BoardModule, RngState, ScoreSheet, Seat } from '@viking-games/core/kit';
import { BoardAttributes } from './board-attributes.js';
import type { BoardChromeMessages, BoardFrame, ScoreHeadings, ScoreRow } from './board-chrome.js';
import type { ErrorSource, GameController, GameControllerOptions } from './game-controller.js';
import { boardParts, type BoardHooks, type BoardParts } from './board-parts.js';
import { checkAttributes } from './attribute-checks.js';
import type { MoveChange } from './move-flow.js';
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

/** Stops a child element's event at the board (the host) once the board's own listeners inside have heard it. */
const stopAtEdge = (event: Event): void => event.stopPropagation();

/** `turn` detail as a game words it; the base adds `game`. */
export type TurnDetailOf<T extends GameTurnDetail = GameTurnDetail> = Omit<T, 'game'>;

/**
 * The base class of every game element (`<wikingerschafe-board>`, `<wilde-wikinger-board>`, ...): the attributes
 * ({@link BoardAttributes}), the public API (`actor`, `snapshot`, `newGame`, `takeBack`, `startTutorial`) and the
 * game's hooks below. Each concern is a controller made in {@link boardParts}, which reads the hooks through one typed
 * {@link BoardHooks} object. A game extends it, calls `super(<game>Board, <game>Messages)` and fills in `t`,
 * `humanMayAct`, `turnKey`, `turnDetail`, `logOf`, `describe`, `promptText` and `renderGame` (usually with
 * {@link GameBoardElement.renderFrame}); the optional hooks have defaults. CONTRIBUTING.md ("A game's element") walks
 * through it. A subclass that overrides a lifecycle method calls `super`; its class JSDoc lists its own `@fires`
 * details, `@csspart`s and `@cssprop`s (the analyzer copies this class's attributes, properties and events into it).
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
 * @typeParam TEntry one entry of the game's log, as {@link GameBoardElement.logOf} returns them
 */
export abstract class GameBoardElement<TMachine extends AnyStateMachine, TMove extends { type: string }, TEntry = unknown> extends BoardAttributes {
  /** The game this element plays. */
  protected readonly module: BoardGame<TMachine, TMove>;
  /** Actor, persistence and bots. */
  protected readonly game: GameController<TMachine, TMove>;
  /** How many of the newest log entries a move announces (more when one move makes several entries). */
  protected announcedEntries = 3;
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
    // The element is its parts' hooks (read when a part needs them: a game's overrides are in place by then).
    const hooks = this as unknown as BoardHooks<SnapshotFrom<TMachine>, TMove, TEntry>;
    this.parts = boardParts(this, game, hooks, (this.constructor as typeof GameBoardElement).loadOnline);
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

  // Hooks: what each game says for itself

  /** A person at this screen may act now (the child elements' `interactive`). */
  protected abstract humanMayAct(snapshot: SnapshotFrom<TMachine>): boolean;

  /** A key that changes exactly when a new turn begins (`turn` fires then); empty while no turn is on. */
  protected abstract turnKey(snapshot: SnapshotFrom<TMachine>): string;

  /** The detail of `turn` for the turn that began in `snapshot` (the base adds `game`). */
  protected abstract turnDetail(snapshot: SnapshotFrom<TMachine>): TurnDetailOf;

  /** The game's log, oldest entry first, as far as the screen may show it. */
  protected abstract logOf(snapshot: SnapshotFrom<TMachine>): readonly TEntry[];

  /** One log entry in the reader's words, with the colour of the player it is about. */
  protected abstract describe(entry: TEntry, snapshot: SnapshotFrom<TMachine>): LogLine;

  /**
   * The sentences "Just now" under the prompt shows of a move's new log entries (`snapshot`: the game after the
   * move): their log lines by default; a game may sum several up in one (Valley: a splash and its payouts).
   */
  protected recentLines(entries: readonly TEntry[], snapshot: SnapshotFrom<TMachine>): LogLine[] {
    return entries.map((entry) => this.describe(entry, snapshot));
  }

  /** The prompt: who acts and what they may do, or who won. */
  protected abstract promptText(snapshot: SnapshotFrom<TMachine>): string;

  /** The whole board for a running game: usually `this.renderFrame(snapshot, { ... })`. */
  protected abstract renderGame(snapshot: SnapshotFrom<TMachine>): TemplateResult;

  /** Table variants from the game's own attributes (e.g. `{ friendly: true }`); none by default. */
  protected variants(): Readonly<Record<string, boolean>> | undefined {
    return undefined;
  }

  /** True when a property change asks for a new table; a game with {@link variants} adds its attributes. */
  protected tableChanged(changed: PropertyValues<this>): boolean {
    return changed.has('players') || changed.has('seats') || changed.has('seed');
  }

  /** After each accepted move, before its words and events: clear stale choices, start animations (see {@link BoardHooks}). */
  protected onMove(_change: MoveChange<SnapshotFrom<TMachine>, TMove, TEntry>): void {}

  /** A bot's pause in ms when the page set no `bot-delay`; undefined: the shared pace (see {@link BoardHooks}). */
  protected defaultBotDelay(): number | undefined {
    return undefined;
  }

  /** Forgets what the reader was in the middle of (choices, steps): a game started, was resumed or restarted. */
  protected resetView(): void {}

  /** A game may choose a bot's move elsewhere (a worker); undefined: the bot's `choose` on this thread. */
  protected botMove(
    _choice: Parameters<NonNullable<GameControllerOptions<TMachine, TMove>['botMove']>>[0],
  ): Promise<{ move: TMove; rng: RngState }> | undefined {
    return undefined;
  }

  /** A tutorial's scripted bot move made ready to send: as it is by default (see {@link BoardHooks}). */
  protected scriptedMove(move: TMove): Promise<TMove> {
    return Promise.resolve(move);
  }

  /** Bots wait while this is false (a game calls `this.game.wakeBots()` when it turns true); always by default. */
  protected botsMayMove(): boolean {
    return true;
  }

  /** True while a move plays as an animation: `game-over` and the end screen wait for {@link moveShown}. Never, by default. */
  /** A tutorial holds the bots (an explanation is read): a bot to act waits, and its prompt may say so. */
  protected get botsHeld(): boolean {
    return !this.parts.coach.botsMayMove();
  }

  protected get playingMove(): boolean {
    return false;
  }

  /** The move that played has been shown (or its play was stopped): a held `game-over` fires, a held end screen opens, the bots are woken. */
  protected moveShown(): void {
    this.parts.shown();
  }

  /** `snapshot` is a new game in the same actor: a `game.restart` move or a shorter log (see {@link BoardHooks}). */
  protected isRestart(snapshot: SnapshotFrom<TMachine>, previous: SnapshotFrom<TMachine> | undefined, move: TMove | undefined): boolean {
    return move?.type === 'game.restart' || (!!previous && this.logOf(snapshot).length < this.logOf(previous).length);
  }

  /** The seed `game-start` reports: the table's; a game whose context keeps its seed reports that one. */
  protected seedOf(_snapshot: SnapshotFrom<TMachine>): number {
    return this.parts.table.seed;
  }

  /** The game's additions to the `game-start` detail (e.g. its variants). */
  protected startDetail(_snapshot: SnapshotFrom<TMachine>): Readonly<Record<string, unknown>> {
    return {};
  }

  /** The winners' names for `game-over`. */
  protected winnerNames(scores: ScoreSheet, snapshot: SnapshotFrom<TMachine>): string[] {
    return scores.winners.map((seat) => this.nameOf(seat, snapshot));
  }

  /** True when a move's announcement ends with the prompt (by default: when a person may act). */
  protected announcesPrompt(snapshot: SnapshotFrom<TMachine>): boolean {
    return this.humanMayAct(snapshot);
  }

  // Lifecycle

  protected override willUpdate(changed: PropertyValues<this>): void {
    checkAttributes(this, changed, this.flags);
    // A new table mid-game is a new game: it starts as "New game" does (`game-start`, then the opening `turn`).
    this.parts.newGames.update(this.hasUpdated && this.tableChanged(changed));
    this.parts.context.refresh();
  }

  protected override updated(changed: PropertyValues<this>): void {
    // The `tutorial` attribute set or removed by the page: the tutorial starts or is skipped.
    if (changed.has('tutorial') && this.tutorial !== this.parts.coach.active) {
      if (this.tutorial) void this.parts.coach.start().then((started) => (started ? undefined : (this.tutorial = false)));
      else this.parts.coach.skip();
    }
  }

  /** Puts focus on the next sensible control: the first enabled `[data-primary]`, else the prompt. */
  protected moveFocus(preventScroll: boolean): void {
    const target = this.renderRoot.querySelector<HTMLElement>('[data-primary]:not([disabled])') ?? this.renderRoot.querySelector<HTMLElement>('#prompt');
    target?.focus({ preventScroll });
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

  /** Name of `seat` when the `names` attribute gives none: the messages' default names (e.g. the rulebook's example names). */
  protected defaultName(seat: number): string {
    return this.t.defaultNames[seat] ?? this.t.seatName(seat + 1);
  }

  // Handlers

  /** Keys for the whole board (e.g. R to roll); nothing by default. */
  protected onKey(_event: KeyboardEvent): void {}

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

  /** True once someone has made a move in this game (by default: the log is not empty). */
  protected hasMoved(snapshot: SnapshotFrom<TMachine>): boolean {
    return this.logOf(snapshot).length > 0;
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
