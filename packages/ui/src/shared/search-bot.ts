/**
 * The rules games' strongest bot, `search` (Monte Carlo search in core: `<game>.search.ts`), thinks in a worker of
 * its board, so that its playouts (tens of ms, hundreds on a slow phone) never block the page: the same
 * `WorkerJobs` and 'bot' job the physics games' bots use (./worker-jobs.ts), with the game's search as the job's
 * runner. The board's module names the bot for its seats ({@link thinksInWorker}) without carrying its code; the
 * worker's client (./search-client.ts) is loaded on the search bot's first move, so a board without one pays
 * nothing for it; where no worker can start, the jobs run on the main thread after a task break, their code
 * imported on the first one.
 */
import { rngFromState, type BoardBot, type Bot } from '@viking-games/core/kit';
import type { BotAnswer, BotJob } from './worker-jobs.js';

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
export function thinksInWorker<TView, TMove>(name: string): BoardBot<TView, TMove> {
  return { name };
}

/**
 * The game's board module with its search bot named for the seats ({@link thinksInWorker}): what a rules game's board
 * passes to `super`, its strongest bot thinking in the board's worker (a `SearchBotController`), without its code.
 */
export function withSearchBot<TModule extends { readonly bots: Readonly<Record<string, { readonly name: string }>> }>(module: TModule): TModule {
  return { ...module, bots: { ...module.bots, [SEARCH_BOT]: thinksInWorker(SEARCH_BOT) } };
}
