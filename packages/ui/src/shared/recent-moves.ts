import type { ReactiveControllerHost } from 'lit';
import type { LogLine } from './vg-game-log.js';

/** How many lines "Just now" shows at most: the newest, as the log words them. */
export const RECENT_LINES = 4;
/**
 * ...and how many characters they may take together (the newest line is always shown): about three lines of
 * text on a 360 px phone, so the summary never pushes the board's table out of the first view.
 */
export const RECENT_CHARS = 170;

/** The newest of `lines` that fit {@link RECENT_LINES} and {@link RECENT_CHARS}, oldest first. */
function newest(lines: readonly LogLine[]): LogLine[] {
  const kept: LogLine[] = [];
  let chars = 0;
  for (const line of [...lines].reverse()) {
    if (kept.length === RECENT_LINES || (kept.length > 0 && chars + line.text.length > RECENT_CHARS)) break;
    kept.unshift(line);
    chars += line.text.length;
  }
  return kept;
}

/**
 * What just happened, where the eyes are: the log's lines since the person at this screen last acted (their
 * own move's, then every bot's and other person's), shown under the prompt until they act again, so a reader
 * on a phone sees an auction won, a die sent to Wollhalla or a raid's result without scrolling to the log.
 * A move that plays as an animation (a physics game's placement or bowl) adds its lines when it has been
 * shown, never before: the words would spoil what the ship or the ball is about to do.
 */
export class RecentMoves {
  /** The lines shown, oldest first: the newest that fit {@link RECENT_LINES} and {@link RECENT_CHARS}. */
  lines: readonly LogLine[] = [];
  /** Lines of the move that plays now, added when it has been shown. */
  private held: LogLine[] = [];

  constructor(private readonly host: ReactiveControllerHost) {}

  /**
   * A move was made: a person's at this screen starts a new "just now" with its own lines.
   * @param playing the move plays as an animation: its lines wait for {@link shown}
   */
  record(lines: readonly LogLine[], by: 'human' | 'bot' | 'external', playing: boolean): void {
    if (by === 'human') {
      this.lines = [];
      this.held = [];
    }
    if (playing) this.held.push(...lines);
    else this.lines = newest([...this.lines, ...lines]);
    this.host.requestUpdate();
  }

  /** The move that played has been shown: its lines appear. */
  shown(): void {
    if (!this.held.length) return;
    this.lines = newest([...this.lines, ...this.held]);
    this.held = [];
    this.host.requestUpdate();
  }

  /** A new game, or a take-back: nothing just happened. */
  clear(): void {
    this.lines = [];
    this.held = [];
    this.host.requestUpdate();
  }
}
