/**
 * Physics off the main thread for a See-Saw element: the shared {@link WorkerJobs} with See-Saw's jobs,
 * one module worker per element, created on first use and ended by `dispose()`. Where workers are
 * unavailable the same jobs run on the main thread, after a task break, so the game still plays: their code
 * (the bots' look-ahead among it) is then imported on first use, so the element's own file does not carry it.
 */
import { WorkerJobs, startModuleWorker, type WorkerFactory } from '../shared/worker-jobs.js';
import type { PhysicsAnswer, PhysicsJob } from './viking-seesaw.physics-jobs.js';

export type { WorkerFactory };

/** The standard factory: a module worker from the file beside this module (bundlers follow this pattern). */
export const moduleWorker: WorkerFactory = () => startModuleWorker(() => new Worker(new URL('./viking-seesaw.worker.js', import.meta.url), { type: 'module' }));

/** The jobs on the main thread (no worker): their module loaded once, on the first such job. */
const runHere = (job: PhysicsJob): Promise<PhysicsAnswer> => import('./viking-seesaw.physics-jobs.js').then((jobs) => jobs.runPhysicsJob(job));

export class SeesawPhysics extends WorkerJobs<PhysicsJob, PhysicsAnswer> {
  constructor(factory: WorkerFactory = moduleWorker) {
    super(runHere, factory);
  }
}
