/**
 * Physics off the main thread for a See-Saw element: one module worker per element, created on first
 * use and ended by {@link SeesawPhysics.dispose}. Where workers are unavailable (no `Worker`, a CSP
 * without `worker-src 'self'`, the worker file not served next to the script) the same jobs run on the
 * main thread, after a task break, so the game still plays.
 */
import { runPhysicsJob, type PhysicsAnswer, type PhysicsJob, type PhysicsReply } from './viking-seesaw.physics-jobs.js';

type Pending = { job: PhysicsJob; resolve: (answer: PhysicsAnswer) => void; reject: (error: Error) => void };

/** Creates the element's worker; undefined where that is impossible. Replaceable in tests. */
export type WorkerFactory = () => Worker | undefined;

/** The standard factory: a module worker from the file beside this module (bundlers follow this pattern). */
export const moduleWorker: WorkerFactory = () => {
  if (typeof Worker !== 'function') return undefined;
  try {
    return new Worker(new URL('./viking-seesaw.worker.js', import.meta.url), { type: 'module' });
  } catch {
    return undefined;
  }
};

export class SeesawPhysics {
  private worker?: Worker | null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly factory: WorkerFactory = moduleWorker) {}

  /** True once jobs run in a worker (false before the first job and after a fallback). */
  get inWorker(): boolean {
    return !!this.worker;
  }

  /** Runs a job in the worker, or on the main thread where there is none. */
  run(job: PhysicsJob): Promise<PhysicsAnswer> {
    const worker = this.ensureWorker();
    return new Promise((resolve, reject) => {
      if (!worker) {
        setTimeout(() => this.runHere({ job, resolve, reject }), 0);
        return;
      }
      const id = this.nextId++;
      this.pending.set(id, { job, resolve, reject });
      worker.postMessage({ id, job });
    });
  }

  /** Ends the worker; jobs still running are answered on the main thread. */
  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) setTimeout(() => this.runHere(p), 0);
  }

  private runHere({ job, resolve, reject }: Pending): void {
    try {
      resolve(runPhysicsJob(job));
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private ensureWorker(): Worker | null {
    if (this.worker !== undefined) return this.worker;
    const worker = this.factory() ?? null;
    this.worker = worker;
    if (!worker) return null;
    worker.onmessage = ({ data }: MessageEvent<PhysicsReply>) => {
      const p = this.pending.get(data.id);
      if (!p) return;
      this.pending.delete(data.id);
      if ('answer' in data) p.resolve(data.answer);
      else p.reject(new Error(data.error));
    };
    // The worker could not start (its file is missing, a CSP forbids it): fall back for good, nothing lost.
    worker.onerror = (event) => {
      event.preventDefault?.();
      worker.terminate();
      this.worker = null;
      const pending = [...this.pending.values()];
      this.pending.clear();
      for (const p of pending) setTimeout(() => this.runHere(p), 0);
    };
    return worker;
  }
}
