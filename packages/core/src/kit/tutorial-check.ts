/**
 * Plays a guided first game's script (`tutorial.ts`) through the machine in a test, as the board would. A module of its
 * own: it reads the game's module (`game-module.ts`), which names the script's type, so the two do not import each other.
 */
import { createActor, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { BoardModule } from './game-module.js';
import {
  botStepMove,
  matchesMove,
  positionedStart,
  stepKind,
  type BotStep,
  type MovePattern,
  type MoveStep,
  type StepFlow,
  type Tutorial,
  type TutorialStep,
} from './tutorial.js';

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
