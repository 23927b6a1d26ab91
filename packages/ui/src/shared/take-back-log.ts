import type { ReactiveControllerHost } from 'lit';
import { sharedMessages, type Locale } from './i18n.js';
import type { LogLine } from './vg-game-log.js';

/** What {@link TakeBackLog} needs of its board. */
export interface TakeBackBoard<TSnapshot, TEntry> {
  snapshot(): TSnapshot | undefined;
  /** The game lets the person to act take back a move now. */
  available(): boolean;
  /** Take-backs are off for now (the tutorial runs its script). */
  paused(): boolean;
  /** Takes back the last move; the seat whose move it was, undefined when none was. */
  takeBack(): number | undefined;
  isOver(snapshot: TSnapshot): boolean;
  logOf(snapshot: TSnapshot): readonly TEntry[];
  describe(entry: TEntry, snapshot: TSnapshot): LogLine;
  nameOf(seat: number, snapshot: TSnapshot): string;
  promptText(snapshot: TSnapshot): string;
  /** Tells a screen reader (guarded by the board). */
  announce(text: string): void;
  locale(): Locale;
  /** A move was taken back: focus goes to the next sensible control. */
  moved(): void;
  /** A move of `seat`'s was taken back, in words for them ("You took back: …"): shown where the eyes are ("Just now"). */
  told(line: LogLine, seat: number): void;
}

/**
 * Take-backs on a board, held by `GameBoardElement` as a field: the "Take back" button and Ctrl+Z (Cmd+Z) take back
 * the last move of the person to act where the game allows it (the game controller keeps the snapshots); each
 * take-back is told in a log line of its own, where it happened, and announced; a Ctrl+Z that took nothing back says
 * why under the prompt until the next move.
 */
export class TakeBackLog<TSnapshot, TEntry> {
  /** Take-backs of this game for the log: each line shown after the first `at` entries of the game's log. */
  private lines: readonly { readonly at: number; readonly line: LogLine }[] = [];
  /** Why the latest Ctrl+Z took nothing back; cleared by the next move. */
  private why?: string;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly board: TakeBackBoard<TSnapshot, TEntry>,
  ) {}

  /** The "Take back" button is offered. */
  get offered(): boolean {
    return this.board.available() && !this.board.paused();
  }

  /** Why the latest Ctrl+Z took nothing back (until the next move). */
  get refused(): string | undefined {
    return this.why;
  }

  /**
   * Takes back the last move of the person to act, told in the log and announced.
   * @returns false when no move may be taken back now
   */
  takeBack(): boolean {
    const snapshot = this.board.snapshot();
    if (!snapshot || !this.offered) return false;
    // The log before: the entries the undone move added are told in the take-back's line.
    const before = this.board.logOf(snapshot);
    const seat = this.board.takeBack();
    if (seat === undefined) return false;
    const now = this.board.snapshot()!;
    const undone = before.slice(this.board.logOf(now).length).map((entry) => this.board.describe(entry, snapshot).text);
    const line: LogLine = {
      text: sharedMessages(this.board.locale()).tookBack(this.board.nameOf(seat, now), undone.join(' ')),
      colour: (now as { context?: { players?: readonly { colour?: string }[] } }).context?.players?.[seat]?.colour,
    };
    const at = this.board.logOf(now).length;
    // Earlier take-backs whose entries are gone now stand at the same place, in the order they happened.
    this.lines = [...this.lines.map((t) => (t.at > at ? { ...t, at } : t)), { at, line }];
    this.host.requestUpdate();
    this.board.told({ ...line, text: sharedMessages(this.board.locale()).youTookBack(undone.join(' ')) }, seat);
    this.board.announce([line.text, this.board.promptText(now)].filter(Boolean).join(' '));
    this.board.moved();
    return true;
  }

  /** A key on the board: Ctrl+Z (Cmd+Z) takes back; true when it was that key (the board's other keys go elsewhere). */
  key(event: KeyboardEvent): boolean {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'z') return false;
    const snapshot = this.board.snapshot();
    if (this.board.available()) {
      event.preventDefault();
      this.takeBack();
    } else if (snapshot && !this.board.isOver(snapshot)) {
      // Said where the eyes are and to a screen reader: a key that does nothing silently looks broken.
      this.why = sharedMessages(this.board.locale()).nothingToTakeBack;
      this.host.requestUpdate();
      this.board.announce(this.why);
    }
    return true;
  }

  /** A move was made: the refusal is old news. */
  moved(): void {
    if (this.why === undefined) return;
    this.why = undefined;
    this.host.requestUpdate();
  }

  /** A new game: no take-backs to tell. */
  clear(): void {
    this.lines = [];
    this.host.requestUpdate();
  }

  /** The game's log lines with this game's take-backs where they happened (one line each, after the entry before them). */
  weave(lines: readonly LogLine[]): readonly LogLine[] {
    if (this.lines.length === 0) return lines;
    const out: LogLine[] = [];
    let next = 0;
    lines.forEach((line, i) => {
      while (next < this.lines.length && this.lines[next].at <= i) out.push(this.lines[next++].line);
      out.push(line);
    });
    while (next < this.lines.length) out.push(this.lines[next++].line);
    return out;
  }
}
