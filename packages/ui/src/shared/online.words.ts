/**
 * The sentences of online play that depend on the room (who is waited for, how a seat is doing): pure functions of
 * the room's seats and a message table, apart from the Colyseus client so they are tested on their own.
 */
import type { OnlineSeat, OnlineState, OnlineStoodIn } from '@viking-games/core/online';
import type { OnlineMessages } from './online.messages.js';
import type { LogLine } from './vg-game-log.js';

/**
 * The prompt while people on other devices are to act and nobody here is: whom the game waits for, and whether
 * they are connected, away, not joined yet, or played by a bot for now. Undefined when this device's seat is to
 * act, or only bots are (the game's own prompt says "… is thinking" then).
 * @param locale the reader's language (several names are joined into a list in it)
 */
export function waitingLine(t: OnlineMessages, locale: string, seats: readonly OnlineSeat[], toAct: readonly number[], you: number | null): string | undefined {
  if (you !== null && toAct.includes(you)) return undefined;
  const people = toAct.filter((seat) => seats[seat]?.kind === 'person');
  if (people.length === 0) return undefined;
  if (people.length > 1) return t.waitingForMany(new Intl.ListFormat(locale, { type: 'conjunction' }).format(people.map((seat) => seats[seat].name)));
  const seat = seats[people[0]];
  if (seat.botStandIn) return t.standIn(seat.name);
  if (seat.open) return t.waitingJoin(seat.name);
  return seat.connected ? t.waitingFor(seat.name) : t.waitingAway(seat.name);
}

/**
 * The prompt after this device's person took the pending table step (pressed Continue on a scoring) while others
 * still read it on their devices, or while a spectator (`you` null) watches a pending one: whom the game waits for.
 * Undefined when this seat has not taken it (it is theirs to press), or nobody is left to wait for.
 * @param locale the reader's language (several names are joined into a list in it)
 */
export function readingLine(t: OnlineMessages, locale: string, state: Pick<OnlineState, 'seats' | 'you' | 'stepTaken'>): string | undefined {
  const taken = state.stepTaken ?? [];
  if (state.you !== null && !taken.includes(state.you)) return undefined;
  const reading = state.seats.flatMap((seat, i) =>
    seat.kind === 'person' && seat.connected && !seat.botStandIn && !seat.open && !taken.includes(i) ? [seat.name] : [],
  );
  if (reading.length === 0) return undefined;
  return t.waitingRead(new Intl.ListFormat(locale, { type: 'conjunction' }).format(reading), reading.length > 1);
}

/**
 * Who moved the shared game on: a table step ("Continue" after a scoring) another device took since `seen` (the
 * revision this board showed last), said to this device's person; undefined when there was none, or it was theirs.
 */
export function movedOnLine(t: OnlineMessages, seen: number, state: Pick<OnlineState, 'tableStep' | 'seats' | 'you'>): string | undefined {
  const step = state.tableStep;
  if (!step || step.revision <= seen || step.seat === state.you) return undefined;
  return t.movedOn(state.seats[step.seat]?.name ?? t.seat(step.seat + 1));
}

/**
 * The words of the log's entries from `from` (`count` of them), with each line of a move the computer made for a person
 * away ({@link OnlineState.stoodIn}) marked where it names them: "Astrid (played by the computer while away) bid 7".
 * A line that does not name them (an auction's result) stays as it is, unless no line of that run of the computer's
 * moves names them (a ship chosen for them: "The red ship sails on"): then its first line says whose move it was,
 * "Astrid (played by the computer while away): The red ship sails on". Where the lines are not one per entry (Valley's
 * "Just now" tells a splash and its payouts in one), they are marked when all the entries are one stand-in's.
 * @param nameOf the name the room gives a seat
 */
export function markStandIns(
  t: OnlineMessages,
  lines: readonly LogLine[],
  from: number,
  count: number,
  runs: readonly OnlineStoodIn[],
  nameOf: (seat: number) => string | undefined,
): readonly LogLine[] {
  if (!runs.length || !lines.length) return lines;
  const runAt = (index: number) => runs.find((run) => index >= run.log && index < run.end);
  // Each line's run of the computer's moves (none: the person's own, or another seat's).
  const entries = new Set(Array.from({ length: count }, (_, i) => runAt(from + i)));
  const runOf: (OnlineStoodIn | undefined)[] =
    lines.length === count ? lines.map((_, i) => runAt(from + i)) : lines.map(() => (entries.size === 1 ? [...entries][0] : undefined));
  const marked = lines.map((line, i) => {
    const name = runOf[i] && nameOf(runOf[i].seat);
    return name ? namedLine(line, name, t.standInName(name)) : line;
  });
  for (const run of new Set(runOf)) {
    const name = run && nameOf(run.seat);
    const at = runOf.flatMap((of, i) => (of === run ? [i] : []));
    // No line of the run names them (a ship chosen for them): its first line says whose move it was.
    if (name && at.every((i) => marked[i].text === lines[i].text)) marked[at[0]] = { ...marked[at[0]], text: `${t.standInName(name)}: ${lines[at[0]].text}` };
  }
  return marked;
}

/**
 * `line` with the first mention of `name` as a word of its own (not "Astrids") written `marked`, in its text and in its
 * turn's summary ("Just now" shows that: "Gudrun (played by the computer while away): …"); as it is without one.
 */
function namedLine(line: LogLine, name: string, marked: string): LogLine {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const named = (text: string) => {
    const match = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').exec(text);
    return match ? text.slice(0, match.index) + marked + text.slice(match.index + name.length) : text;
  };
  return { ...line, text: named(line.text), ...(line.summary && { summary: { ...line.summary, text: named(line.summary.text) } }) };
}

/** What the room's line says of a seat: a bot, free, a bot standing in, connected or away. */
export function seatStatus(t: OnlineMessages, seat: OnlineSeat): string {
  if (seat.kind === 'bot') return t.botSeat;
  if (seat.open) return t.openSeat;
  if (seat.botStandIn) return t.botStandIn;
  return seat.connected ? t.connected : t.away;
}
