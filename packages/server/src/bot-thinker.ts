/**
 * Bots that think long (a rules game's strongest, `search`: Monte Carlo playouts, tens of milliseconds a move and
 * more on a busy machine) think in a worker thread, so one room's search never holds up the other rooms of the
 * process: their moves, their states and their sockets go on while it thinks. One worker per process, started on the
 * first such move, its jobs answered in order; a job is what the browser's board worker gets (the seat's view, the
 * legal moves, the level, the bot generator's state), so the move is the same wherever it is chosen.
 */
import { Worker } from 'node:worker_threads';

/** The bots of a game's module that think in the worker. */
export const THINKING_BOTS: readonly string[] = ['search'];

/** One bot's choice, as the worker takes it. */
export interface ThinkJob {
  /** The game's id (its module in `@viking-games/core`'s `games`). */
  readonly game: string;
  /** The bot's name in the game's `bots`. */
  readonly bot: string;
  readonly seat: number;
  /** `playerView` of the seat. */
  readonly view: unknown;
  readonly moves: readonly { readonly type: string }[];
  readonly level: 1 | 2 | 3;
  /** The bot generator's state before the choice. */
  readonly rng: readonly number[];
}

/** The worker's answer: the move and the generator after the bot's draws, or why it could not choose. */
export type ThinkReply =
  { readonly id: number; readonly move: { type: string }; readonly rng: readonly number[] } | { readonly id: number; readonly error: string };

/** The worker of a process's thinking bots. */
export class BotThinker {
  private worker?: Worker;
  private next = 0;
  private readonly pending = new Map<number, { resolve(reply: { move: { type: string }; rng: readonly number[] }): void; reject(error: Error): void }>();

  /** Chooses a move in the worker. @throws (rejects) when the bot fails or the worker stops */
  think(job: ThinkJob): Promise<{ move: { type: string }; rng: readonly number[] }> {
    const worker = (this.worker ??= this.start());
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, job });
    });
  }

  private start(): Worker {
    // Built, the worker is the .js beside this file. From the sources (tsx: the tests, npm start) it is the .ts, which
    // a worker thread loads only with tsx registered in it (a thread does not inherit the main thread's loader).
    const source = import.meta.url.endsWith('.ts');
    const url = new URL(source ? './bot-worker.ts' : './bot-worker.js', import.meta.url);
    const worker = source
      ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`, { eval: true })
      : new Worker(url);
    // Idle, it does not keep the process alive.
    worker.unref();
    worker.on('message', (reply: ThinkReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (!waiting) return;
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply);
    });
    const failed = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', failed);
    worker.on('exit', (code) => failed(new Error(`the bot worker stopped (exit ${code})`)));
    return worker;
  }

  /** Stops the worker (its pending jobs are refused). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}
