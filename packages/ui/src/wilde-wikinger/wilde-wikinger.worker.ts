/**
 * The Wilde Wikinger board's worker (a module worker): its strongest bot, `search`, thinks here, off the main thread.
 * Started by the board with `new Worker(new URL('./wilde-wikinger.worker.js', import.meta.url), { type: 'module' })` on the
 * first move of a search bot; in the script-tag build it is `wilde-wikinger.worker.js` next to the game's file.
 */
import { serveJobs } from '../shared/worker-jobs.js';
import { runSearchJob } from './wilde-wikinger.search-jobs.js';

serveJobs(runSearchJob);
