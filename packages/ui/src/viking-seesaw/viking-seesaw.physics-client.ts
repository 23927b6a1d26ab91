/**
 * Physics off the main thread for a See-Saw element: the shared {@link WorkerJobs} with See-Saw's jobs,
 * one module worker per element, created on first use and ended by `dispose()`. Where workers are
 * unavailable the same jobs run on the main thread, after a task break, so the game still plays.
 */
import { WorkerJobs, startModuleWorker, type WorkerFactory } from '../shared/worker-jobs.js';
import { runPhysicsJob, type PhysicsAnswer, type PhysicsJob } from './viking-seesaw.physics-jobs.js';

export type { WorkerFactory };

/** The standard factory: a module worker from the file beside this module (bundlers follow this pattern). */
export const moduleWorker: WorkerFactory = () => startModuleWorker(() => new Worker(new URL('./viking-seesaw.worker.js', import.meta.url), { type: 'module' }));

export class SeesawPhysics extends WorkerJobs<PhysicsJob, PhysicsAnswer> {
  constructor(factory: WorkerFactory = moduleWorker) {
    super(runPhysicsJob, factory);
  }
}
