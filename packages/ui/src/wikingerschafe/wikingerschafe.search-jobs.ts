/**
 * Wikingerschafe's search bot as a job: what the board's worker (`wikingerschafe.worker.ts`) runs and, where no worker can start, the
 * main thread after a task break (imported on the first such job, so the game's file does not carry the search).
 */
import { searchBot, type WikingerschafeMove, type WikingerschafeView } from '@viking-games/core/wikingerschafe';
import type { BotJob } from '../shared/worker-jobs.js';
import { runBotJob, type SearchAnswer } from '../shared/search-bot.js';

/** The search bot's move for one job. Pure: the same job gives the same answer. */
export function runSearchJob(job: BotJob<WikingerschafeView, WikingerschafeMove>): SearchAnswer<WikingerschafeMove> {
  return runBotJob(searchBot, job);
}
