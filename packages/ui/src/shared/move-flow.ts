import type { ErrorSource, MoveSource, StartKind } from './game-controller.js';
import type { LogLine } from './vg-game-log.js';

/** What {@link MoveFlow} hears about an accepted move, and hands the game's `onMove`. */
export interface MoveChange<TSnapshot, TMove, TEntry> {
  readonly snapshot: TSnapshot;
  /** The snapshot before the move. */
  readonly previous?: TSnapshot;
  /** The move; undefined when other code sent an event to the actor. */
  readonly move?: TMove;
  /** True when the move began a new game in the same actor (the game's `isRestart`). */
  readonly restarted: boolean;
  /** The log entries the move added (the whole log after a restart). */
  readonly entries: readonly TEntry[];
}

/** The board's other parts that a start or a move reaches, each held by the board as a field. */
export interface MoveFlowParts<TSnapshot, TMove> {
  /** The error panel and the notices (`BoardAlerts`): every step is guarded on its own. */
  readonly alerts: { clear(): void; guard(source: ErrorSource, step: () => void): void };
  /** Take-back's side on the board (`TakeBackLog`). */
  readonly takeBacks: { clear(): void; moved(): void };
  /** "Just now" under the prompt (`RecentMoves`). */
  readonly recent: { clear(): void; record(lines: readonly LogLine[], person: number | undefined, playing: boolean): void };
  /** Hot seat's guard against input meant for the person before (`HandoverGuard`). */
  readonly handover: { handover(): void };
  /** `game-start`, `turn`, `game-over` and the end screen (`BoardEvents`). */
  readonly events: {
    current(snapshot: TSnapshot): void;
    started(snapshot: TSnapshot): void;
    moved(snapshot: TSnapshot, previous?: TSnapshot): void;
    endOpen: boolean;
  };
  /** The `gameContext` of the child elements (`BoardContext`). */
  readonly context: { refresh(): void };
  /** The guided first game (`LazyTutorial`). */
  readonly coach: { moved(move: TMove | undefined, by: MoveSource): void };
  /** The table from the attributes (`BoardTable`): a restored save of another player count warns. */
  readonly table: { restored(savedPlayers: number): void };
}

/** What {@link MoveFlow} asks of the game on the board (its element's hooks). */
export interface MoveFlowGame<TSnapshot, TMove, TEntry> {
  /** The person (seat) to act at this screen first; undefined when none is. */
  personToAct(snapshot: TSnapshot): number | undefined;
  /** Number of seats of the running game. */
  players(): number;
  /** True when a person at this screen plays `seat` (a bot waits for them to read what concerned them). */
  isPerson(seat: number): boolean;
  logOf(snapshot: TSnapshot): readonly TEntry[];
  describe(entry: TEntry, snapshot: TSnapshot): LogLine;
  /** The sentences "Just now" shows of a move's new entries (default: their log lines); `snapshot` is the game after the move. */
  recentLines?(entries: readonly TEntry[], snapshot: TSnapshot): LogLine[];
  /**
   * The words of the log's entries from index `from` (`count` of them) as the board says them: online, the moves the
   * computer made for a person away marked as its. Default: as they are.
   */
  marked?(lines: readonly LogLine[], from: number, count: number): readonly LogLine[];
  isRestart(snapshot: TSnapshot, previous: TSnapshot | undefined, move: TMove | undefined): boolean;
  /** A new turn began with the move that led from `previous` to `snapshot` (the game's `turnKey` changed to a turn's). */
  turnBegan?(snapshot: TSnapshot, previous: TSnapshot): boolean;
  onMove(change: MoveChange<TSnapshot, TMove, TEntry>): void;
  resetView(): void;
  /** The prompt said after a move's entries; empty: none. */
  prompt(snapshot: TSnapshot): string;
  /** A move plays as an animation now. */
  playing(): boolean;
  /** How many of the newest log entries a move announces. */
  announced(): number;
  /** A person's move: focus goes to the next sensible control. */
  focus(): void;
  /** Says `text` in the live region. */
  announce(text: string): void;
}

/**
 * What follows a game's start and each accepted move on the board, held by `GameBoardElement` as a field: the
 * take-backs, "Just now", hot seat's hand-over, the game's own view (`onMove`, `resetView`), the tutorial, focus,
 * the events and the live region's announcement, in that order, each step guarded on its own so one exception
 * skips none of the others. It remembers the person last to act at this screen.
 */
export class MoveFlow<TSnapshot, TMove, TEntry> {
  #lastPerson?: number;
  /** A person at this screen has moved in this game since it started here. */
  #personMoved = false;
  /** The last move changed the situation of a person at this screen: see {@link concerned}. */
  #concerned = false;
  /** The summary of the turn the last move ended: see {@link ended}. */
  #ended?: string;

  readonly #parts: MoveFlowParts<TSnapshot, TMove>;
  readonly #game: MoveFlowGame<TSnapshot, TMove, TEntry>;

  constructor(parts: MoveFlowParts<TSnapshot, TMove>, game: MoveFlowGame<TSnapshot, TMove, TEntry>) {
    this.#parts = parts;
    this.#game = game;
  }

  /** The person (seat) last to act at this screen: whose "Just now" shows while nobody here is to act. */
  get lastPerson(): number | undefined {
    return this.#lastPerson;
  }

  /**
   * The last move changed the situation of a person at this screen: it was theirs (more than a step on the way, as a
   * roll before a placement or "ended the turn"), or one of its lines concerns them (`LogLine.concerns`: their dice,
   * a raid's or an auction's result, a scoring). The bot to move next gives them a reading pause first.
   */
  get concerned(): boolean {
    return this.#concerned;
  }

  /**
   * What the turn that the last move ended came to, when the game sums its turns up (`LogLine.summary`) and a new turn
   * began with the move: the bot to begin it gives a person here time to read it first. Undefined otherwise.
   */
  get ended(): string | undefined {
    return this.#ended;
  }

  /**
   * A person at this screen has moved since the page opened the game (a game restored from storage counts once
   * they move again): "Learn to play" asks before leaving it, not for a fresh game a bot opened.
   */
  get personMoved(): boolean {
    return this.#personMoved;
  }

  /** A game started: new, restored from storage, or resumed (a take-back, a recovery, a reconnect). */
  started(kind: StartKind, snapshot: TSnapshot): void {
    if (kind === 'new') this.#personMoved = false;
    this.#concerned = false;
    this.#ended = undefined;
    const { alerts, takeBacks, recent, events, context, table } = this.#parts;
    // A failure belonged to the game that ended, whatever started the next one: "New game" (in the error
    // panel or not), or a refused save (the render of a tampered save, started while the save schema was still
    // loading, which the schema then refused: its notice says so; the panel would be a false alarm).
    if (kind !== 'resumed') alerts.clear();
    if (kind === 'restored') table.restored(this.#game.players());
    if (kind !== 'resumed') takeBacks.clear();
    recent.clear();
    // The game's own view first (a game whose element keeps its log, as Valley's, starts it afresh here): reading the
    // new game's log before would add it to the last game's.
    this.#game.resetView();
    // A new game may open with moves of its own (Björn Blökson's first roll): they just happened.
    if (kind === 'new') alerts.guard('view', () => recent.record(this.#recent(this.#game.logOf(snapshot), snapshot), undefined, false));
    events.current(snapshot);
    this.#lastPerson = this.#game.personToAct(snapshot);
    context.refresh();
    if (kind !== 'resumed') events.started(snapshot);
  }

  /**
   * A game joined under way (online: a reload, a late arrival): "Just now" from the moves the server kept, as if this
   * board had seen them (each move's lines; `person` the seat at this screen that made it).
   * @param moves where each move's lines begin in the log of `snapshot`, oldest first
   */
  recall(snapshot: TSnapshot, moves: readonly { readonly log: number; readonly person?: number }[]): void {
    const { alerts, recent } = this.#parts;
    alerts.guard('view', () => {
      const log = this.#game.logOf(snapshot);
      moves.forEach((move, i) => {
        const end = Math.min(moves[i + 1]?.log ?? log.length, log.length);
        // The sentences "Just now" shows of each move, as after a move here (a game's turn summaries with them).
        if (move.log <= end) recent.record(this.#marked(this.#recent(log.slice(move.log, end), snapshot), move.log, end - move.log), move.person, false);
      });
    });
  }

  /** A move was accepted (`by` whom: a person here, a bot, or other code that sent the actor an event). */
  changed(snapshot: TSnapshot, previous: TSnapshot | undefined, move: TMove | undefined, by: MoveSource): void {
    const { alerts, takeBacks, recent, events, context, handover, coach } = this.#parts;
    const game = this.#game;
    if (by === 'human') this.#personMoved = true;
    context.refresh();
    takeBacks.moved();
    // A restart may also come from code that sends `game.restart` to the actor directly.
    const restarted = game.isRestart(snapshot, previous, move);
    const person = game.personToAct(snapshot);
    if (person !== undefined) {
      if (!restarted && this.#lastPerson !== undefined && person !== this.#lastPerson) handover.handover();
      this.#lastPerson = person;
    }
    const log = game.logOf(snapshot);
    const seen = previous && !restarted ? game.logOf(previous).length : 0;
    const entries = log.slice(seen <= log.length ? seen : 0);
    alerts.guard('view', () => game.onMove({ snapshot, previous, move, restarted, entries }));
    alerts.guard('view', () => coach.moved(move, by));
    if (by === 'human') game.focus();
    // Words for the new log entries: announced and shown in the log.
    const from = log.length - entries.length;
    const lines = this.#marked(this.#lines(entries, snapshot), from, entries.length);
    this.#concerned = false;
    this.#ended = undefined;
    if (restarted) recent.clear();
    else if (previous) {
      // The person who made it (a bid of a raid names its seat), whose "just now" starts again.
      const mover = by === 'human' ? ((move as { seat?: number } | undefined)?.seat ?? game.personToAct(previous)) : undefined;
      const said = this.#marked(this.#recent(entries, snapshot), from, entries.length);
      this.#concerned = (mover !== undefined && said.some((line) => !line.minor)) || said.some((line) => line.concerns?.some((seat) => game.isPerson(seat)));
      const summary = said.at(-1)?.summary;
      if (summary && game.turnBegan?.(snapshot, previous)) this.#ended = summary.text;
      recent.record(said, mover, game.playing());
    }
    if (restarted) {
      takeBacks.clear();
      game.resetView();
      events.endOpen = false;
      events.started(snapshot);
    }
    events.moved(snapshot, previous);
    const prompt = game.prompt(snapshot);
    alerts.guard('announcer', () => game.announce([...lines.slice(-game.announced()).map((line) => line.text), prompt].filter(Boolean).join(' ')));
  }

  #recent(entries: readonly TEntry[], snapshot: TSnapshot): LogLine[] {
    return this.#game.recentLines ? this.#game.recentLines(entries, snapshot) : this.#lines(entries, snapshot);
  }

  #marked(lines: LogLine[], from: number, count: number): LogLine[] {
    return this.#game.marked ? [...this.#game.marked(lines, from, count)] : lines;
  }

  #lines(entries: readonly TEntry[], snapshot: TSnapshot): LogLine[] {
    return entries.map((entry) => this.#game.describe(entry, snapshot));
  }
}
