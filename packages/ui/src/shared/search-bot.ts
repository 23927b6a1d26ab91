/**
 * The rules games' strongest bot, `search` (Monte Carlo search in core: `<game>.search.ts`), thinks in a worker of
 * its board, so that its playouts (tens of ms, hundreds on a slow phone) never block the page: the same
 * {@link WorkerJobs} and 'bot' job the physics games' bots use, with the game's search as the job's runner. The
 * board's module names the bot for its seats ({@link thinksInWorker}) without carrying its code; where no worker
 * can start, the jobs run on the main thread after a task break, their code imported on the first one.
 */
import { rngFromState, type Bot } from '@viking-games/core/kit';
import { WorkerJobs, type BotAnswer, type BotJob, type WorkerFactory } from './worker-jobs.js';

/** The name of the search bot in a game's module and in the `seats` attribute. */
export const SEARCH_BOT = 'search';

/** A search job's answer: the move and the generator after the bot's draws (no further result). */
export type SearchAnswer<TMove> = BotAnswer<TMove, null>;

/**
 * Runs one 'bot' job with `bot`: what the worker and the main-thread fallback both do. Pure: the same job gives the
 * same answer.
 */
export function runBotJob<TView, TMove>(bot: Bot<TView, TMove>, job: BotJob<TView, TMove>): SearchAnswer<TMove> {
  const rng = rngFromState(job.rng);
  const move = bot.choose({ seat: job.seat, view: job.view, moves: job.moves, level: job.level, rng });
  return { kind: 'bot', move, rng: rng.getState(), result: null };
}

/** A bot of the board's module by name only, for the seats: it thinks in the board's worker, never on the board. */
export function thinksInWorker<TView, TMove>(name: string): Bot<TView, TMove> {
  return {
    name,
    choose() {
      throw new Error(`the ${name} bot thinks in the board's worker (a 'bot' job), not on the board`);
    },
  };
}

/** A board's search jobs: one worker, started on the first search bot's move, ended by `dispose()`. */
export class SearchJobs<TView, TMove> extends WorkerJobs<BotJob<TView, TMove>, SearchAnswer<TMove>> {
  /**
   * @param runHere the job on the main thread, its module imported on first use (`import('./<game>.search-jobs.js')`)
   * @param factory starts the game's worker (`<game>.worker.ts`)
   */
  constructor(runHere: (job: BotJob<TView, TMove>) => Promise<SearchAnswer<TMove>>, factory: WorkerFactory) {
    super(runHere, factory);
  }
}
