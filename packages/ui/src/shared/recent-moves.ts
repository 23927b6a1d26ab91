import type { ReactiveControllerHost } from 'lit';
import type { LogLine } from './vg-game-log.js';

/**
 * How many characters "Just now" may take in all: about four lines of text on a 360 px phone, so the summary
 * never pushes the board's table (or an auction's ships above its sticky panel) out of the first view. Every turn
 * since the person last acted keeps its longest sentence that is not a step on the way (`LogLine.minor`; only when
 * those alone are too long do the oldest turns go); the other sentences fill what is left, the steps last, longest first.
 */
export const RECENT_CHARS = 170;
/** Lines kept to choose from (more than any one person waits through between two of their moves on a phone). */
const KEPT = 60;

/** One player's turn in "Just now": the sentences shown of it, in the log's order. */
export interface RecentTurn {
  /** Colour key of the player whose turn it was (none: a line about nobody's turn, e.g. a round scored). */
  readonly colour?: string;
  /** The sentences shown; `cut` before a sentence means some of this turn's were left out there (the log has them). */
  readonly lines: readonly { readonly line: LogLine; readonly cut: boolean }[];
  /** Sentences of this turn after the last one shown were left out. */
  readonly cutAtEnd: boolean;
}

/** What "Just now" shows: each turn since the person last acted, and whether older lines were left out. */
export interface Recent {
  /** The turns, oldest first: one per player's turn (a run of the log's lines about the same player). */
  readonly turns: readonly RecentTurn[];
  /** Every sentence shown, oldest first. */
  readonly lines: readonly LogLine[];
  /** Lines before the first turn shown did not fit: the log has them (the summary starts with "…"). */
  readonly more: boolean;
}

/** A line kept for "Just now": its place in the game (`at`, from 1), the move it came with, and the person who made that move. */
interface Kept {
  readonly at: number;
  readonly line: LogLine;
  /** The move's number (counting the moves recorded, from 1): the lines of one move stay together. */
  readonly move: number;
  /** The seat of the person at this screen who made the move; none for a bot's move. */
  readonly by: number | undefined;
}

/**
 * The lines cut into turns: a move's lines stay together (a bowl, what fell and who was paid), and the moves
 * that follow join it while their first line is about the same player (a roll, a placement, a reward, the turn's end).
 */
function turnsOf(entries: readonly Kept[]): Kept[][] {
  const turns: Kept[][] = [];
  for (const [i, entry] of entries.entries()) {
    const last = turns.at(-1);
    if (last && (entry.move === entries[i - 1].move || entry.line.colour === last[0].line.colour)) last.push(entry);
    else turns.push([entry]);
  }
  return turns;
}

/** How many characters the entries' sentences take. */
const charsOf = (entries: Iterable<Kept>): number => [...entries].reduce((n, e) => n + e.line.text.length, 0);

/** Which of two sentences "Just now" keeps first: what the turn came to ({@link LogLine.main}), what a turn did (not {@link LogLine.minor}), then the longer. */
const before = (a: Kept, b: Kept): number =>
  Number(!!b.line.main) - Number(!!a.line.main) || Number(!!a.line.minor) - Number(!!b.line.minor) || b.line.text.length - a.line.text.length;
/**
 * The sentence that stands for a turn (the first of equals): its longest that is not a step on the way, usually
 * what the turn did, as a placement or a raid's result.
 */
const longest = (turn: readonly Kept[]): Kept => turn.reduce((best, entry) => (before(entry, best) < 0 ? entry : best));

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
  private kept: Kept[] = [];
  private count = 0;
  private moves = 0;
  /** Per person (seat): how many lines there were when they last acted. */
  private readonly actedAt = new Map<number, number>();
  /** Lines of the move that plays now, added when it has been shown. */
  private held: Omit<Kept, 'at'>[] = [];

  constructor(private readonly host: ReactiveControllerHost) {}

  /**
   * A move was made.
   * @param person the seat of the person at this screen who made it; their "just now" starts again with its lines
   * @param playing the move plays as an animation: its lines wait for {@link shown}
   */
  record(lines: readonly LogLine[], person: number | undefined, playing: boolean): void {
    if (person !== undefined) this.actedAt.set(person, this.count + this.held.length);
    const move = ++this.moves;
    const entries = lines.map((line) => ({ line, move, by: person }));
    if (playing) this.held.push(...entries);
    else this.add(entries);
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
    this.moves = 0;
    this.held = [];
    this.actedAt.clear();
    this.host.requestUpdate();
  }

  /**
   * What `person` (the seat at the screen; none: a table of bots) has not seen yet: the lines since their last
   * move, grouped into turns (one per player's turn, so a turn never drops out because the next one was long),
   * within {@link RECENT_CHARS}. Their own move's lines show only until another turn follows
   * (they made it and saw it; the log keeps it).
   */
  linesFor(person: number | undefined): Recent {
    const since = person === undefined ? 0 : (this.actedAt.get(person) ?? 0);
    const all = turnsOf(this.kept.filter(({ at }) => at > since));
    const own = person !== undefined && all.length > 1 && all[0].every((entry) => entry.by === person) ? 1 : 0;
    const turns = all.slice(own);
    // Each turn's longest sentence; too long together for the first view, the oldest turns go (the log has them).
    while (turns.length > 1 && charsOf(turns.map(longest)) > RECENT_CHARS) turns.shift();
    const kept = new Set(turns.map(longest));
    let used = charsOf(kept);
    for (const entry of turns.flat().sort(before)) {
      if (kept.has(entry) || used + entry.line.text.length > RECENT_CHARS) continue;
      kept.add(entry);
      used += entry.line.text.length;
    }
    const result = turns.map((turn): RecentTurn => {
      const lines = turn.flatMap((entry, j) => (kept.has(entry) ? [{ line: entry.line, cut: j > 0 && !kept.has(turn[j - 1]) }] : []));
      return { colour: turn[0].line.colour, lines, cutAtEnd: !kept.has(turn[turn.length - 1]) };
    });
    return {
      turns: result,
      lines: result.flatMap((turn) => turn.lines.map(({ line }) => line)),
      more: result.length < all.length || (this.kept[0]?.at ?? 1) > since + 1,
    };
  }

  private add(entries: readonly Omit<Kept, 'at'>[]): void {
    for (const entry of entries) this.kept.push({ ...entry, at: ++this.count });
    this.kept = this.kept.slice(-KEPT);
    this.host.requestUpdate();
  }
}
