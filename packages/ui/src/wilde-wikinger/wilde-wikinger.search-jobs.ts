/**
 * Wilde Wikinger's search bot as a job: what the board's worker (`wilde-wikinger.worker.ts`) runs and, where no worker can start, the
 * main thread after a task break (imported on the first such job, so the game's file does not carry the search).
 */
import { searchBot, type WildeWikingerMove, type WildeWikingerView } from '@viking-games/core/wilde-wikinger';
import type { BotJob } from '../shared/worker-jobs.js';
import { runBotJob, type SearchAnswer } from '../shared/search-bot.js';

/** The search bot's move for one job. Pure: the same job gives the same answer. */
export function runSearchJob(job: BotJob<WildeWikingerView, WildeWikingerMove>): SearchAnswer<WildeWikingerMove> {
  return runBotJob(searchBot, job);
}
