/**
 * Physics off the main thread for a Valley of the Vikings element: the shared {@link WorkerJobs} with the
 * game's jobs (a bowl resolved; a bot's move with its look-ahead), one module worker per element, created on
 * first use and ended by `dispose()`. Where workers are unavailable the same jobs run on the main thread,
 * after a task break, so the game still plays: their code (the physics engine and the bots' look-ahead) is
 * then imported on first use, so the element's own file does not carry it.
 */
import { WorkerJobs, startModuleWorker, type WorkerFactory } from '../shared/worker-jobs.js';
import type { ValleyAnswer, ValleyJob } from './viking-valley.physics-jobs.js';

/** The standard factory: a module worker from the file beside this module (bundlers follow this pattern). */
export const valleyWorker: WorkerFactory = () => startModuleWorker(() => new Worker(new URL('./viking-valley.worker.js', import.meta.url), { type: 'module' }));

/** The jobs on the main thread (no worker): their module loaded once, on the first such job. */
const runHere = (job: ValleyJob): Promise<ValleyAnswer> => import('./viking-valley.physics-jobs.js').then((jobs) => jobs.runValleyJob(job));

export class ValleyPhysics extends WorkerJobs<ValleyJob, ValleyAnswer> {
  constructor(factory: WorkerFactory = valleyWorker) {
    super(runHere, factory);
  }
}
