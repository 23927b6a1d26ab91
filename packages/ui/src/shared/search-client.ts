/**
 * A board's search bot in its worker (see ./search-bot.ts): imported by the board on the search bot's first move
 * (`import('../shared/search-client.js')`), so the game's file does not carry the worker machinery.
 */
import type { RngState } from '@viking-games/core/kit';
import { WorkerJobs, botMoveInWorker, startModuleWorker, type BotJob } from './worker-jobs.js';
import type { SearchAnswer } from './search-bot.js';

/** One board's search bot: its moves thought out in the board's worker, started on the first. */
export interface SearchClient<TView, TMove> {
  /** The search bot's move for `choice`, from `view` (its seat's), with the generator after its draws. */
  move(
    choice: { readonly seat: number; readonly bot: string; readonly level: 1 | 2 | 3; readonly moves: readonly TMove[]; readonly rng: RngState },
    view: TView,
  ): Promise<{ move: TMove; rng: RngState }>;
  /** Ends the worker (a move still thought out is answered on the main thread). */
  dispose(): void;
}

/**
 * @param runHere the job on the main thread, its module imported on first use (`import('./<game>.search-jobs.js')`)
 * @param start starts the game's worker, written out in the board's own module so bundlers find it:
 *   `() => new Worker(new URL('./<game>.worker.js', import.meta.url), { type: 'module' })`
 */
export function searchClient<TView, TMove>(
  runHere: (job: BotJob<TView, TMove>) => Promise<SearchAnswer<TMove>>,
  start: () => Worker,
): SearchClient<TView, TMove> {
  const jobs = new WorkerJobs<BotJob<TView, TMove>, SearchAnswer<TMove>>(runHere, () => startModuleWorker(start));
  return {
    move: (choice, view) => botMoveInWorker<TView, TMove, null>(jobs, choice, view, ({ move }) => move),
    dispose: () => jobs.dispose(),
  };
}
