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
 * plays on from there. The board's new-game path and {@link checkTutorial} both start so.
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

/** Options of {@link checkTutorial}. */
export interface CheckOptions<TMove> {
  /**
   * Which of the moves matching an `any` step the reader makes (`again`: how often the step came before); the
   * first by default. A test of a physics game plays its script with many choices.
   */
  readonly pick?: (moves: readonly TMove[], again: number) => TMove;
}

/** How often a step may come again (`again`) before {@link checkTutorial} calls the script endless. */
const MAX_AGAIN = 40;

/**
 * Plays a tutorial's script through the machine, as the board would: each bot step's move must be legal for
 * a bot seat to act, each move step's pattern must match exactly one legal move of the human seat to act
 * (the one played; an `any` step: at least one, `pick`'s choice played). A step whose `when` fails is passed
 * over; one whose `again` holds after its move comes again. During an explanation nothing moves (a bot to act
 * waits for "Next").
 * @returns the snapshot at the end and one message per problem (empty when the script is sound)
 */
export function checkTutorial<TMachine extends AnyStateMachine, TMove extends { type: string }, TContext>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: BoardModule<TMachine, any, TMove, any>,
  tutorial: Tutorial<TMove, TContext>,
  { pick = (moves) => moves[0] }: CheckOptions<TMove> = {},
): { readonly snapshot: SnapshotFrom<TMachine>; readonly problems: readonly string[] } {
  const input = game.createInput(tutorial.table);
  const machine = game.machine as AnyStateMachine;
  const position = tutorial.position;
  const actor = (
    position ? createActor(machine, { input, snapshot: positionedStart(machine, input, position) as never }) : createActor(machine, { input })
  ).start();
  const problems: string[] = [];
  const seats = tutorial.table.seats;
  const context = () => (actor.getSnapshot() as { context: unknown }).context as TContext;
  /** Plays step `i` once; false when it could not. */
  const play = (step: TutorialStep<TMove, TContext>, i: number, again: number): boolean => {
    const snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
    const kind = stepKind(step);
    // Several seats may act at once (a raid's face-down bids): the step's move is of a bot, or of the person.
    const acting = game.toAct(snapshot).filter((seat) => seats[seat]?.kind === (kind === 'bot' ? 'bot' : 'human'));
    const moves = acting.flatMap((seat) => game.legalMoves(snapshot, seat));
    const where = `step ${i} (${step.say ?? 'bot'})`;
    if (acting.length === 0) {
      problems.push(`${where}: ${kind === 'bot' ? 'a bot' : 'the reader'} should move, but seats ${JSON.stringify(game.toAct(snapshot))} are to act`);
      return false;
    }
    const bot = kind === 'bot' ? botStepMove(step as BotStep<TMove, TContext>, context()) : undefined;
    const pattern = bot ? (bot as MovePattern<TMove>) : (step as MoveStep<TMove, TContext>).expect;
    // A bot's move is the whole move; the reader's pattern must leave them exactly one move (an `any` step: one or more).
    const matching = moves.filter((m) => matchesMove(pattern, m) && (!bot || matchesMove(m as MovePattern<TMove>, bot)));
    const any = !bot && !!(step as MoveStep<TMove, TContext>).any;
    if (any ? matching.length === 0 : matching.length !== 1) {
      problems.push(
        `${where}: ${matching.length} legal moves match ${JSON.stringify(pattern)} (of ${moves
          .slice(0, 12)
          .map((m) => JSON.stringify(m))
          .join(' ')})`,
      );
      return false;
    }
    actor.send((any ? pick(matching, again) : matching[0]) as EventFromLogic<AnyStateMachine>);
    return true;
  };
  tutorial.steps.forEach((step, i) => {
    if (stepKind(step) === 'next') return;
    const flow = step as StepFlow<TContext>;
    if (flow.when && !flow.when(context())) return;
    for (let again = 0; play(step, i, again) && flow.again?.(context()); again++) {
      if (again === MAX_AGAIN) {
        problems.push(`step ${i} (${step.say ?? 'bot'}): came again ${MAX_AGAIN} times`);
        return;
      }
    }
  });
  return { snapshot: actor.getSnapshot() as SnapshotFrom<TMachine>, problems };
}
