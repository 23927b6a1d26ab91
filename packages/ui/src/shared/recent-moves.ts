import type { ReactiveControllerHost } from 'lit';
import type { LogLine } from './vg-game-log.js';

/** How many lines "Just now" shows at most: the newest, as the log words them. */
export const RECENT_LINES = 4;
/**
 * ...and how many characters they may take together (the newest line is always shown): about three lines of
 * text on a 360 px phone, so the summary never pushes the board's table out of the first view.
 */
export const RECENT_CHARS = 170;
/** Lines kept to choose from (more than any one person waits through between two of their moves on a phone). */
const KEPT = 40;

/** What "Just now" shows: the newest lines that fit, and whether older ones since the person last acted were left out. */
export interface Recent {
  readonly lines: readonly LogLine[];
  /** Some lines since the person last acted did not fit: the log has them (the summary starts with "…"). */
  readonly more: boolean;
}

/**
 * What just happened, where the eyes are: the log's lines since the person at the screen last acted (their
 * own move's, then every bot's and other person's), shown under the prompt until they act again, so a reader
 * on a phone sees an auction won, a die sent to Wollhalla or a raid's result without scrolling to the log.
 * Several people at one screen (hot seat): each sees what happened since their own last move, not only since
 * the person before them. A move that plays as an animation (a physics game's placement or bowl) adds its lines
 * when it has been shown, never before: the words would spoil what the ship or the ball is about to do.
 */
export class RecentMoves {
  /** The newest lines of the game, each with its place in the game (`at`, counting from 1). */
  private kept: { readonly at: number; readonly line: LogLine }[] = [];
  private count = 0;
  /** Per person (seat): how many lines there were when they last acted. */
  private readonly actedAt = new Map<number, number>();
  /** Lines of the move that plays now, added when it has been shown. */
  private held: LogLine[] = [];

  constructor(private readonly host: ReactiveControllerHost) {}

  /**
   * A move was made.
   * @param person the seat of the person at this screen who made it; their "just now" starts again with its lines
   * @param playing the move plays as an animation: its lines wait for {@link shown}
   */
  record(lines: readonly LogLine[], person: number | undefined, playing: boolean): void {
    if (person !== undefined) this.actedAt.set(person, this.count + this.held.length);
    if (playing) this.held.push(...lines);
    else this.add(lines);
  }

  /** The move that played has been shown: its lines appear. */
  shown(): void {
    if (!this.held.length) return;
    const held = this.held;
    this.held = [];
    this.add(held);
  }

  /** A new game, or a take-back: nothing just happened. */
  clear(): void {
    this.kept = [];
    this.count = 0;
    this.held = [];
    this.actedAt.clear();
    this.host.requestUpdate();
  }

  /**
   * What `person` (the seat at the screen; none: a table of bots) has not seen yet: the lines since their last
   * move, the newest that fit {@link RECENT_LINES} and {@link RECENT_CHARS}, oldest first.
   */
  linesFor(person: number | undefined): Recent {
    const since = person === undefined ? 0 : (this.actedAt.get(person) ?? 0);
    const unseen = this.kept.filter(({ at }) => at > since).map(({ line }) => line);
    const lines: LogLine[] = [];
    let chars = 0;
    for (const line of [...unseen].reverse()) {
      if (lines.length === RECENT_LINES || (lines.length > 0 && chars + line.text.length > RECENT_CHARS)) break;
      lines.unshift(line);
      chars += line.text.length;
    }
    return { lines, more: lines.length < unseen.length || (this.kept[0]?.at ?? 1) > since + 1 };
  }

  private add(lines: readonly LogLine[]): void {
    for (const line of lines) this.kept.push({ at: ++this.count, line });
    this.kept = this.kept.slice(-KEPT);
    this.host.requestUpdate();
  }
}
