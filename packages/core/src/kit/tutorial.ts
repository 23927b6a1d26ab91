/**
 * A guided first game ("Learn to play"): a seeded table and a script of steps, pure data beside each game
 * (`<game>/<game>.tutorial.ts`, loaded by the board with `GameModule.loadTutorial`). The board's
 * `TutorialController` (ui, `shared/tutorial-controller.ts`) shows each step's sentence beside the control it
 * points at, lets through only the reader's expected move and plays the other seats' scripted moves;
 * {@link checkTutorial} plays a script through the machine in a test.
 */
import { createActor, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { BoardModule, TableOptions } from './game-module.js';
import type { Seat } from './seats.js';

/**
 * A move as a step expects it: its `type` and any of its other fields, each compared as JSON (an array as a
 * set: the cards of a bid in whatever order the reader chose them). `{ type: 'player.place', value: 5 }` matches every placement on Location 5 (whatever its 6s and
 * shields); `{ type: 'player.pass' }` any pass. {@link checkTutorial} insists that exactly one legal move
 * matches, so the script goes on the same way whatever the reader clicks.
 */
export type MovePattern<TMove extends { type: string }> = { readonly type: TMove['type'] } & Readonly<Record<string, unknown>>;

/** What a step says and where it points; the three kinds of step add what ends it. */
interface StepText {
  /**
   * The key of the step's sentence (one or two sentences) in the game's `tutorial` messages (the game's
   * `*.messages.ts` and `*.messages.de.ts`, e.g. `place5`).
   */
  readonly say: string;
  /**
   * What to point at: a CSS selector matched in the board's shadow root, then inside each nested shadow root
   * (`[part~="tray"]`, `wikingerschafe-location[value="5"]`, `[data-place="5"]`); the first visible match is
   * highlighted and scrolled into view. Several selectors: the first that matches something visible wins
   * (`['.place-group', '[data-place="5"]']`: the Place button once the Location is chosen). None: the bubble
   * stands alone (e.g. an introduction).
   */
  readonly point?: string | readonly string[];
}

/** A pure explanation: the reader reads and presses "Next". */
export interface ExplainStep extends StepText {
  readonly next: true;
}

/** The reader's move: only a move matching `expect` is let through; the step ends when the machine took it. */
export interface MoveStep<TMove extends { type: string }> extends StepText {
  readonly expect: MovePattern<TMove>;
}

/**
 * A move of another seat (a bot), played by the tutorial at the board's bot pace (bots in a tutorial play the
 * script, not their heuristic). `say` is optional: a bot step without it shows the previous step's bubble on.
 */
export interface BotStep<TMove extends { type: string }> extends Partial<StepText> {
  readonly bot: TMove;
}

export type TutorialStep<TMove extends { type: string }> = ExplainStep | MoveStep<TMove> | BotStep<TMove>;

/** A guided first game of one game: its table and its steps in order; after the last the board says "You are ready". */
export interface Tutorial<TMove extends { type: string } = { type: string }> {
  /** The table: player count, who plays each seat (the reader is the one `human` seat), seed, variants. */
  readonly table: Omit<TableOptions, 'names'> & { readonly seats: readonly Seat[] };
  readonly steps: readonly TutorialStep<TMove>[];
}

/** A value as JSON, each array's items in sorted order: a move's ids (dice, cards) are a set, in whatever order they were chosen. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).sort().join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** True when `move` has the pattern's type and every other field of the pattern (compared as JSON, arrays as sets). */
export function matchesMove<TMove extends { type: string }>(pattern: MovePattern<TMove>, move: TMove): boolean {
  const fields = move as unknown as Record<string, unknown>;
  return Object.entries(pattern).every(([key, value]) => canonical(fields[key]) === canonical(value));
}

/** The kind of a step: `next`, `move` (the reader's) or `bot`. */
export function stepKind<TMove extends { type: string }>(step: TutorialStep<TMove>): 'next' | 'move' | 'bot' {
  return 'bot' in step ? 'bot' : 'expect' in step ? 'move' : 'next';
}

/**
 * Plays a tutorial's script through the machine, as the board would: each bot step's move must be legal for
 * a bot seat to act, each move step's pattern must match exactly one legal move of the human seat to act
 * (the one played). During an explanation nothing moves (a bot to act waits for "Next").
 * @returns the snapshot at the end and one message per problem (empty when the script is sound)
 */
export function checkTutorial<TMachine extends AnyStateMachine, TMove extends { type: string }>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: BoardModule<TMachine, any, TMove, any>,
  tutorial: Tutorial<TMove>,
): { readonly snapshot: SnapshotFrom<TMachine>; readonly problems: readonly string[] } {
  const actor = createActor(game.machine as AnyStateMachine, { input: game.createInput(tutorial.table) }).start();
  const problems: string[] = [];
  const seats = tutorial.table.seats;
  tutorial.steps.forEach((step, i) => {
    const snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
    const kind = stepKind(step);
    if (kind === 'next') return;
    // Several seats may act at once (a raid's face-down bids): the step's move is of a bot, or of the person.
    const acting = game.toAct(snapshot).filter((seat) => seats[seat]?.kind === (kind === 'bot' ? 'bot' : 'human'));
    const moves = acting.flatMap((seat) => game.legalMoves(snapshot, seat));
    const where = `step ${i} (${step.say ?? 'bot'})`;
    if (acting.length === 0) {
      problems.push(`${where}: ${kind === 'bot' ? 'a bot' : 'the reader'} should move, but seats ${JSON.stringify(game.toAct(snapshot))} are to act`);
      return;
    }
    const pattern = kind === 'bot' ? ((step as BotStep<TMove>).bot as MovePattern<TMove>) : (step as MoveStep<TMove>).expect;
    // A bot's move is the whole move; the reader's pattern must leave them exactly one move.
    const matching = moves.filter((m) => matchesMove(pattern, m) && (kind === 'move' || matchesMove(m as MovePattern<TMove>, (step as BotStep<TMove>).bot)));
    if (matching.length !== 1)
      problems.push(
        `${where}: ${matching.length} legal moves match ${JSON.stringify(pattern)} (of ${moves
          .slice(0, 12)
          .map((m) => JSON.stringify(m))
          .join(' ')})`,
      );
    else actor.send(matching[0] as EventFromLogic<AnyStateMachine>);
  });
  return { snapshot: actor.getSnapshot() as SnapshotFrom<TMachine>, problems };
}
