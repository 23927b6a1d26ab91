/**
 * The Valley of the Vikings element's physics worker (a module worker): resolves bowls and runs the bots'
 * look-ahead (a bowl searches the aim grid with the physics) off the main thread. Created by
 * {@link ValleyPhysics} with `new Worker(new URL('./viking-valley.worker.js', import.meta.url), { type: 'module' })`;
 * in the script-tag build it is `viking-valley.worker.js` next to the game's file.
 */
import { serveJobs } from '../shared/worker-jobs.js';
import { runValleyJob } from './viking-valley.physics-jobs.js';

serveJobs(runValleyJob);
