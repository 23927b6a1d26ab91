/**
 * A guided first game ("Learn to play"): a seeded table and a script of steps, pure data beside each game
 * (`<game>/<game>.tutorial.ts`, loaded by the board with `GameModule.loadTutorial`). The board's
 * `TutorialController` (ui, `shared/tutorial-controller.ts`) shows each step's sentence beside the control it
 * points at, lets through only the reader's expected move and plays the other seats' scripted moves;
 * `checkTutorial` (`tutorial-check.ts`) plays a script through the machine in a test.
 */
import { createActor, type AnyStateMachine } from 'xstate';
import type { TableOptions } from './table.js';
import type { Seat } from './seats.js';

/**
 * A move as a step expects it: its `type` and any of its other fields, each compared as JSON (an array as a
 * set: the cards of a bid in whatever order the reader chose them). `{ type: 'player.place', value: 5 }` matches every placement on Location 5 (whatever its 6s and
 * shields); `{ type: 'player.pass' }` any pass. `checkTutorial` insists that exactly one legal move
 * matches, so the script goes on the same way whatever the reader clicks.
 */
export type MovePattern<TMove extends { type: string }> = { readonly type: TMove['type'] } & Readonly<Record<string, unknown>>;

/** What a step says and where it points; the three kinds of step add what ends it. */
interface StepText {
  /**
   * The key of the step's sentence (one or two sentences) in the game's `tutorial` messages (the game's
   * English `*.guide.ts` and German `*.messages.de.ts` in the ui package, e.g. `place5`); a sentence there that
   * names a count is worded from the step's `values` ({@link StepFlow.values}), as the board shows it.
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
  /**
   * What the bubble must also leave uncovered, in view with the pointed control (selectors as `point`'s): See-Saw's
   * ship, whose deck the reader aims on while the aiming bar is pointed at. The bubble goes beside the two together
   * when the screen has room for them and it (a phone's 740 px), else beside the pointed control alone.
   */
  readonly keep?: string | readonly string[];
}

/** A pure explanation: the reader reads and presses "Next". */
export interface ExplainStep<TContext = AnyContext> extends StepText, Pick<StepFlow<TContext>, 'when' | 'instead' | 'values'> {
  readonly next: true;
}

/**
 * The context a step's rules read when none is named (`Tutorial<TMove>`, as `GameModule.loadTutorial` gives it):
 * any, so that a game's tutorial typed with its own context fits there (a rule's parameter is checked the other way round).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContext = any;

/**
 * What a step of a game with physics may add, whose outcome (a placement's, a bowl's) depends on where the reader
 * aimed: the script goes on whatever it was. `TContext` is the game's machine context.
 */
export interface StepFlow<TContext> {
  /** Shown only when this holds as the step comes (else it is passed over), e.g. a choice only some outcomes leave. */
  when?(context: TContext): boolean;
  /** After its move, the step comes again while this holds (a bowl that missed: bowl again). */
  again?(context: TContext): boolean;
  /**
   * The step is shown instead of the one before it, when that one's `when` failed (the two `when`s exclusive): both
   * count as one in the bubble's "step n of m", so no number is skipped whatever the reader's outcome (Valley's bowl
   * that felled several barrels, the order to choose, or one, which moved its Viking by itself).
   */
  readonly instead?: boolean;
  /**
   * The numbers the step's sentence names, read from the game as it stands (a pure selector over the context), so
   * that the words match the board (issue 26: a fixed "twice on Location 1" stood over three dice): the ui's sentence
   * is then a function of them (`TutorialSentence`), worded again as the board changes. A bot step without a sentence
   * keeps the values of the step whose sentence it keeps, read anew.
   */
  values?(context: TContext): Readonly<Record<string, number>>;
}

/** The reader's move: only a move matching `expect` is let through; the step ends when the machine took it. */
export interface MoveStep<TMove extends { type: string }, TContext = AnyContext> extends StepText, StepFlow<TContext> {
  readonly expect: MovePattern<TMove>;
  /**
   * Every legal move matching `expect` goes through, not exactly one: a move aimed where the reader likes (a
   * placement on the ship, a bowl), whose outcome the rest of the script must not depend on.
   */
  readonly any?: boolean;
}

/**
 * A move of another seat (a bot), played by the tutorial at the board's bot pace (bots in a tutorial play the
 * script, not their heuristic). `say` is optional: a bot step without it shows the previous step's bubble on.
 */
export interface BotStep<TMove extends { type: string }, TContext = AnyContext> extends Partial<StepText>, StepFlow<TContext> {
  /** The move, or a rule that chooses it from the game as it stands (when the reader's outcomes decide what is legal). */
  readonly bot: TMove | ((context: TContext) => TMove);
}

export type TutorialStep<TMove extends { type: string }, TContext = AnyContext> = ExplainStep<TContext> | MoveStep<TMove, TContext> | BotStep<TMove, TContext>;

/** A guided first game of one game: its table and its steps in order; after the last the board says "You are ready". */
export interface Tutorial<TMove extends { type: string } = { type: string }, TContext = AnyContext> {
  /** The table: player count, who plays each seat (the reader is the one `human` seat), seed, variants. */
  readonly table: Omit<TableOptions, 'names'> & { readonly seats: readonly Seat[] };
  /**
   * The position the lesson starts from: the table's first context changed (pure), e.g. a game near its end, so the
   * reader makes its last moves and sees its end screen within minutes (See-Saw's last chest in the cabin, Valley's
   * last coins in the hoard). It must be a position the rules can reach (the game's `invariants` hold). None: the
   * table's first position.
   */
  readonly position?: (context: TContext) => TContext;
  readonly steps: readonly TutorialStep<TMove, TContext>[];
}

/**
 * The persisted snapshot a lesson starts from: the machine's first snapshot for `input`, its context changed by
 * `position` ({@link Tutorial.position}); an actor created with it (`createActor(machine, { snapshot, input })`)
 * plays on from there. The board's new-game path and `checkTutorial` both start so.
 */
export function positionedStart<TContext>(machine: AnyStateMachine, input: unknown, position: (context: TContext) => TContext): unknown {
  const first = createActor(machine, { input }).getPersistedSnapshot() as unknown as { readonly context: TContext };
  return { ...first, context: position(first.context) };
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

/**
 * The steps the bubble counts ("step n of m"): each with a sentence, a step shown {@link StepFlow.instead} of the one
 * before it not counted again. `upTo`: only the steps up to this index (the current step's number).
 */
export function countedSteps(steps: readonly TutorialStep<{ type: string }>[], upTo = steps.length - 1): number {
  return steps.slice(0, upTo + 1).filter((step) => step.say && !(step as StepFlow<unknown>).instead).length;
}

/** The kind of a step: `next`, `move` (the reader's) or `bot`. */
export function stepKind<TMove extends { type: string }, TContext = AnyContext>(step: TutorialStep<TMove, TContext>): 'next' | 'move' | 'bot' {
  return 'bot' in step ? 'bot' : 'expect' in step ? 'move' : 'next';
}

/** A bot step's move now: the script's, or its rule's choice for `context`. */
export function botStepMove<TMove extends { type: string }, TContext>(step: BotStep<TMove, TContext>, context: TContext): TMove {
  return typeof step.bot === 'function' ? step.bot(context) : step.bot;
}
