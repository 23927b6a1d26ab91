/**
 * The See-Saw element's physics worker (a module worker): resolves placements and runs the bots'
 * look-ahead off the main thread, so no task there takes long. Created by {@link SeesawPhysics} with
 * `new Worker(new URL('./viking-seesaw.worker.js', import.meta.url), { type: 'module' })`; in the
 * script-tag build it is `viking-seesaw.worker.js` next to the game's file.
 */
import { runPhysicsJob, type PhysicsReply, type PhysicsRequest } from './viking-seesaw.physics-jobs.js';

const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<PhysicsRequest>) => void) | null; postMessage(reply: PhysicsReply): void };

scope.onmessage = ({ data }) => {
  try {
    scope.postMessage({ id: data.id, answer: runPhysicsJob(data.job) });
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
};
