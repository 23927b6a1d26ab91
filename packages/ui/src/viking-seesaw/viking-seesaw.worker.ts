/**
 * The See-Saw element's physics worker (a module worker): resolves placements and runs the bots'
 * look-ahead off the main thread, so no task there takes long. Created by {@link SeesawPhysics} with
 * `new Worker(new URL('./viking-seesaw.worker.js', import.meta.url), { type: 'module' })`; in the
 * script-tag build it is `viking-seesaw.worker.js` next to the game's file.
 */
import { serveJobs } from '../shared/worker-jobs.js';
import { runPhysicsJob } from './viking-seesaw.physics-jobs.js';

serveJobs(runPhysicsJob);
