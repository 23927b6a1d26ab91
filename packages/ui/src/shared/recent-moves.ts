import type { ReactiveControllerHost } from 'lit';
import type { LogLine } from './vg-game-log.js';

/**
 * How many characters "Just now" may take in all: about four lines of text on a 360 px phone, so the summary
 * never pushes the board's table (or an auction's ships above its sticky panel) out of the first view. A mark of
 * lines left out ("… 3 more in the log") counts as {@link MARK_CHARS}.
 */
export const RECENT_CHARS = 170;
/**
 * How many characters "Just now" may take when the game sums each turn up in one line (`LogLine.summary`): each turn
 * on a line of its own, about eight lines of text on a 360 px phone, so the four computers' turns of a table of five
 * since the person's last move (about 65 characters each, an auction's or a raid's up to 120) stay in the first view
 * beside the prompt, above the panel of the person's choice.
 */
export const SUMMARY_CHARS = 320;
/** What a mark of lines left out takes of {@link RECENT_CHARS}. */
const MARK_CHARS = 20;
/** Lines kept to choose from (more than any one person waits through between two of their moves on a phone). */
const KEPT = 60;

/**
 * One player's turn in "Just now": a run of its sentences that stood next to each other in the log, and how many of
 * the turn's sentences before and after it were left out (the log has them; a count is 0 where none were, or only
 * steps on the way at the turn's edge, `LogLine.minor`: a roll before its placement, "ended the turn").
 */
export interface RecentTurn {
  /** Colour key of the player whose turn it was (none: a line about nobody's turn, e.g. a round scored). */
  readonly colour?: string;
  /** Sentences of this turn left out before the first shown ("… 2 more in the log"). */
  readonly before: number;
  /** The sentences shown, consecutive in the log. */
  readonly lines: readonly LogLine[];
  /** Sentences of this turn left out after the last shown. */
  readonly after: number;
  /** The turn changed the situation of the person (a line of it concerns them): it stands before the others. */
  readonly concern?: boolean;
  /** The turn summed up in one line (`LogLine.summary`), which stands for all of its sentences. */
  readonly summary?: boolean;
}

/**
 * What "Just now" shows: first what concerned the person since they last acted (`LogLine.concerns`), then each turn
 * since, and how many older lines were left out.
 */
export interface Recent {
  /** The lines since the person's last move (their own move's too) that changed their situation, oldest first: shown first. */
  readonly concerning: readonly LogLine[];
  /** The turns, oldest first: one per player's turn (a run of the log's lines about the same player). */
  readonly turns: readonly RecentTurn[];
  /** Every sentence shown: the concerning ones, then the turns' (oldest first). */
  readonly lines: readonly LogLine[];
  /** Lines since the person's last move (their own move's not counted) before the first turn shown: the log has them. */
  readonly more: number;
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

/**
 * A turn cut into what it did: each placement (or raid, or bid) with the sentences right after it that are not steps
 * on the way (its rewards, its result), as `[from, to)` indices into the turn. The steps on the way between them (a
 * roll, "ended the turn": `LogLine.minor`) belong to none and are left out without a mark; a turn of steps alone is
 * its newest step, and the newest turn keeps its steps after the last (a new roll: what happens now).
 */
function unitsOf(turn: readonly Kept[], newest: boolean): [number, number][] {
  const units: [number, number][] = [];
  turn.forEach((entry, i) => {
    const last = units.at(-1);
    if (entry.line.minor) return;
    if (last && last[1] === i) last[1] = i + 1;
    else units.push([i, i + 1]);
  });
  const end = units.at(-1)?.[1] ?? turn.length - 1;
  if (end < turn.length && (newest || !units.length)) units.push([newest ? end : turn.length - 1, turn.length]);
  return units;
}

/** A turn's window in "Just now": its units `units[from]` up to (not including) `units[to]`. */
interface Window {
  readonly turn: readonly Kept[];
  readonly units: readonly [number, number][];
  from: number;
  to: number;
}

/** The window's turn in words: the lines shown and the counts of those left out before and after them (0 when only steps were). */
function shapeOf({ turn, units, from, to }: Window): RecentTurn {
  const first = units[from][0];
  const last = units[to - 1][1];
  const counted = (entries: readonly Kept[]) => (entries.every((entry) => entry.line.minor) ? 0 : entries.length);
  return {
    colour: turn[0].line.colour,
    before: counted(turn.slice(0, first)),
    lines: units.slice(from, to).flatMap(([a, b]) => turn.slice(a, b).map((entry) => entry.line)),
    after: counted(turn.slice(last)),
  };
}

/**
 * The windows in words after the `concerning` lines, with `dropped` lines before the first window (which then takes the
 * count of its own left out before it).
 */
function recentOf(concerning: readonly LogLine[], windows: readonly Window[], dropped: number): Recent {
  const turns = windows.map(shapeOf);
  const more = dropped && dropped + (windows[0] ? windows[0].units[windows[0].from][0] : 0);
  if (more && turns[0]) turns[0] = { ...turns[0], before: 0 };
  return { concerning, turns, lines: [...concerning, ...turns.flatMap((turn) => turn.lines)], more };
}

/** The characters "Just now" takes: its sentences and a {@link MARK_CHARS} per mark of lines left out. */
function charsOf({ turns, lines, more }: Recent): number {
  const marks = Number(more > 0) + turns.reduce((n, turn) => n + Number(turn.before > 0) + Number(turn.after > 0), 0);
  return marks * MARK_CHARS + lines.reduce((n, line) => n + line.text.length, 0);
}

/** What concerned the person: the newest of `entries` that fit {@link RECENT_CHARS} together (the newest always), oldest first. */
function concerningOf(entries: readonly Kept[]): Kept[] {
  const shown: Kept[] = [];
  let room = RECENT_CHARS;
  for (const entry of [...entries].reverse()) {
    const chars = entry.line.text.length;
    if (shown.length && chars > room) break;
    shown.unshift(entry);
    room -= chars;
  }
  return shown;
}

/**
 * The turns in words within `budget` characters, after the `concerning` lines (none by default): each turn shows what
 * it did last (a placement with its rewards), widened to what it did before while there is room; `lost` lines before
 * the first turn are gone from what is kept.
 * @param newestSteps the newest turn keeps its steps after what it did (a new roll: what happens now)
 * @param concerning lines that changed the person's situation, shown first; with them the turns may all go, counted
 */
function fitted(turns: readonly Kept[][], lost: number, budget: number, newestSteps = true, concerning: readonly LogLine[] = []): Recent {
  if (!turns.length) return { concerning, turns: [], lines: concerning, more: 0 };
  const windows = turns.map((turn, i): Window => {
    const units = unitsOf(turn, newestSteps && i === turns.length - 1);
    // The newest turn's steps after what it did come with it.
    const steps = units.length > 1 && turn.slice(...units[units.length - 1]).every((entry) => entry.line.minor);
    return { turn, units, from: units.length - (steps ? 2 : 1), to: units.length };
  });
  const droppedOf = () => lost + turns.slice(0, turns.length - windows.length).reduce((n, turn) => n + turn.length, 0);
  const fits = () => charsOf(recentOf(concerning, windows, droppedOf())) <= budget;
  const newest = windows[windows.length - 1];
  if (newest.to - newest.from > 1 && !fits()) newest.to--;
  // Too long together for the first view: the newest turn drops its steps after what it did, then the oldest turns
  // go (the log has them); what is left is shown even when longer, unless lines concerning the person stand first
  // (then the turns may all go, counted: the prompt says what is on now). Room left: each turn widens to what it did
  // before (the newest turn first).
  while (windows.length > (concerning.length ? 0 : 1) && !fits()) windows.shift();
  for (const window of [...windows].reverse())
    while (window.from > 0) {
      window.from--;
      if (fits()) continue;
      window.from++;
      break;
    }
  return recentOf(concerning, windows, droppedOf());
}

/**
 * "Just now" of a game that sums each turn up (`LogLine.turn`, `LogLine.summary`): one line per turn since the person's
 * last move, each the summary of its newest line (the turn under way too, so far), in the game's order; the turns that
 * changed the person's situation first (each whole and in place, never a result above the roll it came of), then the
 * others. The person's own turn, which they played and saw, goes once another follows, unless it concerned them (an
 * auction of their ship, a raid they laid last). Where the turns do not fit {@link SUMMARY_CHARS}, the oldest that did
 * not concern the person go first, counted in their place ("… 5 more in the log"); the newest always stays.
 * @param lost lines since the person's last move that are gone from what is kept
 */
function summedUp(fresh: readonly Kept[], person: number | undefined, lost: number): Recent {
  const groups: Kept[][] = [];
  for (const entry of fresh) {
    const last = groups.at(-1);
    if (last && last[0].line.turn === entry.line.turn) last.push(entry);
    else groups.push([entry]);
  }
  const turns = groups.flatMap((group, i) => {
    const concern = person !== undefined && group.some((entry) => entry.line.concerns?.includes(person));
    if (i < groups.length - 1 && !concern && person !== undefined && group.every((entry) => entry.by === person)) return [];
    const newest = group[group.length - 1].line;
    // A line without a summary (none of the game's) stands as it is.
    const line: LogLine = newest.summary ? { text: newest.summary.text, colour: newest.summary.colour } : newest;
    const turn: RecentTurn = { colour: line.colour, before: 0, lines: [line], after: 0, concern, summary: !!newest.summary };
    return [{ turn, count: group.length, newest: i === groups.length - 1 }];
  });
  let more = lost;
  const chars = () => turns.reduce((n, { turn }) => n + turn.lines[0].text.length, 0) + (more ? MARK_CHARS : 0);
  // Too long for the first view: the oldest turns go, those that did not concern the person first.
  for (const concerned of [false, true])
    for (let i = 0; i < turns.length && chars() > SUMMARY_CHARS;)
      if (turns[i].turn.concern === concerned && !turns[i].newest) more += turns.splice(i, 1)[0].count;
      else i++;
  const ordered = [...turns.filter(({ turn }) => turn.concern), ...turns.filter(({ turn }) => !turn.concern)].map(({ turn }) => turn);
  // The count of turns left out stands where they were: before the first of the others (after those shown first).
  const at = ordered.findIndex((turn) => !turn.concern);
  if (more && at >= 0) ordered[at] = { ...ordered[at], before: more };
  else if (more && ordered.length) ordered[ordered.length - 1] = { ...ordered[ordered.length - 1], after: more };
  return { concerning: [], turns: ordered, lines: ordered.flatMap((turn) => turn.lines), more: 0 };
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
  private kept: Kept[] = [];
  private count = 0;
  private moves = 0;
  /** Per person (seat): how many lines there were when they last acted. */
  private readonly actedAt = new Map<number, number>();
  /** Per person (seat): how many lines there were when their latest run of moves began (their turn, a bowl and its moves). */
  private readonly turnAt = new Map<number, number>();
  /** Who made the last move recorded (none: a bot). */
  private lastBy: number | undefined;
  /** Lines of the move that plays now, added when it has been shown. */
  private held: Omit<Kept, 'at'>[] = [];

  /**
   * @param keepsOwnTurn whether a person's own turn stays in "Just now" after others' turns follow (see
   * `BoardHooks.keepsOwnTurn`): read at each {@link linesFor}
   */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly keepsOwnTurn: () => boolean = () => false,
  ) {}

  /**
   * A move was made.
   * @param person the seat of the person at this screen who made it; their "just now" starts again with its lines
   * @param playing the move plays as an animation: its lines wait for {@link shown}
   */
  record(lines: readonly LogLine[], person: number | undefined, playing: boolean): void {
    if (person !== undefined) this.actedAt.set(person, this.count + this.held.length);
    if (person !== undefined && person !== this.lastBy) this.turnAt.set(person, this.count + this.held.length);
    this.lastBy = person;
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
    this.turnAt.clear();
    this.lastBy = undefined;
    this.host.requestUpdate();
  }

  /**
   * What `person` (the seat at the screen; none: a table of bots) has not seen yet: first the lines since their last
   * move (their own move's too: a raid they laid last revealed) that changed their situation (`LogLine.concerns`:
   * their dice sent to Wollhalla, a raid's or an auction's result, a scoring), the newest that fit; then the other
   * lines since, grouped into turns (one per player's turn), in what room is left of {@link RECENT_CHARS}. Faithful:
   * each turn shows what it did last (a placement with its rewards), widened to what it did before while there is
   * room; only steps on the way (a roll, "ended the turn") are left out unmarked, and wherever more was left out a
   * count says so, in its place (the concerning lines shown above are not counted).
   * Their own move's other lines show only until another turn follows (they made it and saw it; the log keeps it),
   * unless the game keeps a person's own turn (`keepsOwnTurn`): then their whole latest turn stays first.
   */
  linesFor(person: number | undefined): Recent {
    if (person !== undefined && this.keepsOwnTurn()) return this.withOwnTurn(person);
    const since = person === undefined ? 0 : (this.actedAt.get(person) ?? 0);
    const fresh = this.kept.filter(({ at }) => at > since);
    if (fresh.some((entry) => entry.line.summary)) return summedUp(fresh, person, fresh.length ? fresh[0].at - since - 1 : 0);
    const pinned = person === undefined ? [] : concerningOf(fresh.filter((entry) => entry.line.concerns?.includes(person)));
    const concerning = pinned.map((entry) => entry.line);
    const all = turnsOf(fresh.filter((entry) => !pinned.includes(entry)));
    const own = person !== undefined && all.length > 1 && all[0].every((entry) => entry.by === person) ? 1 : 0;
    const turns = all.slice(own);
    if (!turns.length) return { concerning, turns: [], lines: concerning, more: 0 };
    // Lines since the person's last move (not their own, nor those shown as concerning them) that are gone from what is kept.
    const start = own ? all[0][all[0].length - 1].at + 1 : since + 1;
    const lost = turns[0][0].at - start - pinned.filter(({ at }) => at >= start && at < turns[0][0].at).length;
    return fitted(turns, lost, RECENT_CHARS, true, concerning);
  }

  /**
   * "Just now" of a game whose person's own turn stays (Valley: what their bowl knocked over and what their moves paid,
   * which they watched but did not choose, is lost if a reader looks away while the computer plays): their latest turn
   * first, cut to what it did last where room is short, then the turns since, in the room left.
   */
  private withOwnTurn(person: number): Recent {
    const since = this.turnAt.get(person) ?? 0;
    const entries = this.kept.filter(({ at }) => at > since);
    let k = 0;
    while (k < entries.length && entries[k].by === person) k++;
    const lost = entries.length ? entries[0].at - since - 1 : 0;
    if (k === 0 || k === entries.length) return fitted(turnsOf(entries), lost, RECENT_CHARS);
    // The own turn first, in up to one and a half rooms (Valley: what their bowl knocked over, ~90 characters, and what
    // their moves paid, ~110), then the others fitted in what it leaves, at least half the room, so the computer's
    // turn is told too.
    const mine = fitted(turnsOf(entries.slice(0, k)), lost, RECENT_CHARS * 1.5, false);
    const rest = fitted(turnsOf(entries.slice(k)), entries[k].at - entries[k - 1].at - 1, Math.max(RECENT_CHARS / 2, RECENT_CHARS - charsOf(mine)));
    const [first, ...later] = rest.turns;
    // Lines left out between the two stand in their place, before the first of the others.
    const turns = [...mine.turns, ...(first ? [{ ...first, before: first.before + rest.more }, ...later] : [])];
    return { concerning: [], turns, lines: turns.flatMap((turn) => turn.lines), more: mine.more };
  }

  private add(entries: readonly Omit<Kept, 'at'>[]): void {
    for (const entry of entries) this.kept.push({ ...entry, at: ++this.count });
    this.kept = this.kept.slice(-KEPT);
    this.host.requestUpdate();
  }
}
