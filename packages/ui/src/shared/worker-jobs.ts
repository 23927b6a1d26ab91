/**
 * Work off the main thread for a game element: one module worker per element, created on first use and
 * ended by {@link WorkerJobs.dispose}. Where workers are unavailable (no `Worker`, a CSP without
 * `worker-src 'self'`, the worker file not served next to the script) the same jobs run on the main thread
 * through the same job runner, after a task break, so the game still plays.
 *
 * The physics games use it: See-Saw (viking-seesaw.physics-client.ts) and Valley of the Vikings
 * (viking-valley.physics-client.ts); so does the rules games' search bot (search-client.ts). A game gives the
 * runner (a pure function from job to answer, the same code its worker runs, see {@link serveJobs}) and the
 * factory of its worker.
 */
import type { RngState } from '@viking-games/core/kit';

/** A bot's move as a job (the physics games': its look-ahead simulates, so it thinks in the worker). */
export interface BotJob<TView, TMove> {
  readonly kind: 'bot';
  readonly bot: string;
  readonly level: 1 | 2 | 3;
  readonly seat: number;
  readonly view: TView;
  readonly moves: readonly TMove[];
  /** The bot's generator state; the answer carries the state after its draws. */
  readonly rng: RngState;
}

/** The answer to a {@link BotJob}: the move, the generator after it, and what the game's job worked out with it (e.g. the chosen bowl simulated). */
export interface BotAnswer<TMove, TResult> {
  readonly kind: 'bot';
  readonly move: TMove;
  readonly rng: RngState;
  readonly result: TResult;
}

/**
 * A bot's move thought out by a worker (a board's `botMove`): `view` sent as a {@link BotJob}, the answer
 * checked, and the move to send made from it by `toMove` (a physics move with the outcome the same job
 * simulated, so a bot's move costs one simulation).
 * @param jobs the game's jobs (its `WorkerJobs`), which answer a 'bot' job with a {@link BotAnswer}
 */
export function botMoveInWorker<TView, TMove, TResult>(
  jobs: { run(job: BotJob<TView, TMove>): Promise<{ readonly kind: string }> },
  choice: { readonly seat: number; readonly bot: string; readonly level: 1 | 2 | 3; readonly moves: readonly TMove[]; readonly rng: RngState },
  view: TView,
  toMove: (answer: BotAnswer<TMove, TResult>) => TMove,
): Promise<{ move: TMove; rng: RngState }> {
  return jobs.run({ kind: 'bot', bot: choice.bot, level: choice.level, seat: choice.seat, view, moves: choice.moves, rng: choice.rng }).then((answer) => {
    if (answer.kind !== 'bot') throw new Error('physics worker: a bot job answered as another');
    const bot = answer as BotAnswer<TMove, TResult>;
    return { move: toMove(bot), rng: bot.rng };
  });
}

/** Message to the worker: a job with its id. */
export interface JobRequest<TJob> {
  readonly id: number;
  readonly job: TJob;
}

/** Message from the worker: the answer (or what went wrong) to the request with this id. */
export type JobReply<TAnswer> = { readonly id: number; readonly answer: TAnswer } | { readonly id: number; readonly error: string };

/** Creates the element's worker; undefined where that is impossible. Replaceable in tests. */
export type WorkerFactory = () => Worker | undefined;

/** A pure job runner: the same job gives the same answer in the worker and on the main thread. */
export type JobRunner<TJob, TAnswer> = (job: TJob) => TAnswer;

type Pending<TJob, TAnswer> = { job: TJob; resolve: (answer: TAnswer | PromiseLike<TAnswer>) => void; reject: (error: Error) => void };

/** Causes already told, so each fallback to the main thread is said once per page. */
// eslint-disable-next-line no-restricted-syntax -- page-wide by nature: each cause said once per page, whichever board meets it
const told = new Set<string>();

/**
 * Says once per page (per cause) that a game's worker's work (the physics, a bot's search) runs on the main thread,
 * why, and what fixes it.
 * @param cause what went wrong and the fix, a sentence
 */
export function toldMainThread(cause: string): void {
  if (told.has(cause)) return;
  told.add(cause);
  console.warn(
    `viking-games: ${cause} Its work (the physics, or a computer player's search) runs on the main thread instead (a move may pause the page briefly).`,
  );
}

/** What a worker that could not load most likely lacks, from its URL: the fix a site owner can make. */
export function workerFix(url: string, error?: unknown): string {
  if (/TrustedScriptURL|Trusted ?Types/i.test(String(error)))
    return `The page requires Trusted Types: allow the policy "viking-games" in its trusted-types directive (README, "Trusted Types").`;
  if (url.includes('/.vite/deps/'))
    return `Vite's dev server pre-bundled @viking-games/ui, so ${url} is not served: add optimizeDeps: { exclude: ['@viking-games/ui'] } to vite.config (README, "Vite").`;
  return `Serve ${url.replace(/^blob:.*/, 'the worker file')} next to the game's script (Angular: copy node_modules/@viking-games/ui/dist/**/viking-*.worker.js with an assets glob in angular.json; README, "Angular").`;
}

/** The Trusted Types policy the worker URLs go through, once made; null where none may be made. */
// eslint-disable-next-line no-restricted-syntax -- page-wide by nature: a Trusted Types policy name can be created once per page
let policy: { createScriptURL(url: string): unknown } | null | undefined;

/**
 * Our Trusted Types policy (`viking-games`), which passes only our worker scripts: under
 * `require-trusted-types-for 'script'` a Worker URL must be a TrustedScriptURL. Null where the browser has no
 * Trusted Types, or the page's `trusted-types` directive does not list `viking-games` (told once).
 */
function trustedPolicy(): typeof policy {
  if (policy !== undefined) return policy;
  const types = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): typeof policy } }).trustedTypes;
  policy = null;
  if (!types) return policy;
  try {
    policy = types.createPolicy('viking-games', {
      createScriptURL: (url) => {
        // Ours as built (`viking-seesaw.worker.js`), as a bundler renames it (Vite: `viking-seesaw.worker-gFxVe2dG.js`), or
        // as a dev server serves the source (Vite dev: `viking-seesaw.worker.ts?worker_file&type=module`).
        if (/^blob:/.test(url) || /\.worker(?:[-.][\w-]+)?\.(?:js|ts)$/.test(new URL(url, location.href).pathname)) return url;
        throw new TypeError(`viking-games: ${url} is not one of our worker scripts`);
      },
    });
  } catch {
    // The page's trusted-types directive does not list our policy: told if the Worker then refuses the plain URL.
    policy = null;
  }
  return policy;
}

/**
 * The script a worker is started with: a file of another origin (the game's file from a CDN) through a Blob
 * URL that imports it (a browser starts no worker from another origin, but a module worker may import one
 * that allows CORS); through our Trusted Types policy where the browser has Trusted Types.
 */
function workerScript(url: string, options?: WorkerOptions): unknown {
  let script = url;
  const at = new URL(url, location.href);
  if (at.origin !== location.origin && !/^(blob|data):/.test(url) && options?.type === 'module')
    script = URL.createObjectURL(new Blob([`import ${JSON.stringify(at.href)};`], { type: 'text/javascript' }));
  const trusted = trustedPolicy();
  return trusted ? trusted.createScriptURL(script) : script;
}

/**
 * Starts a module worker, or returns undefined where workers cannot start (told once in the console, with the
 * cause and the fix). Call it with `() => new Worker(new URL('./x.worker.js', import.meta.url), { type: 'module' })`
 * written out in the game's own module: bundlers find and bundle the worker by exactly that pattern. (A bare
 * `new URL('./x.worker.js', import.meta.url)` is an asset to Vite: it inlined the worker's source as a
 * data: URL, which no strict CSP lets start, and the physics fell back to the main thread.) While `start` runs,
 * `Worker` is one that takes the URL through {@link workerScript} (another origin, Trusted Types); a worker that
 * then fails to load is told with {@link workerFix}.
 */
export function startModuleWorker(start: () => Worker): Worker | undefined {
  const scope = globalThis as { Worker?: typeof Worker };
  const Native = scope.Worker;
  if (typeof Native !== 'function') {
    toldMainThread('This browser has no Worker.');
    return undefined;
  }
  let url = '';
  scope.Worker = function (scriptURL: string | URL, options?: WorkerOptions) {
    url = String(scriptURL);
    return new Native(workerScript(url, options) as string, options);
  } as unknown as typeof Worker;
  try {
    const worker = start();
    worker.addEventListener('error', () => toldMainThread(`The worker ${url} could not start. ${workerFix(url)}`));
    return worker;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    toldMainThread(`The worker ${url} could not start (${why}). ${workerFix(url, why)}`);
    return undefined;
  } finally {
    scope.Worker = Native;
  }
}

/** Jobs of one kind run in a worker, or on the main thread where there is none. */
export class WorkerJobs<TJob, TAnswer> {
  private worker?: Worker | null;
  private readonly pending = new Map<number, Pending<TJob, TAnswer>>();
  private nextId = 1;

  /**
   * @param runner the jobs' code on the main thread (the fallback; the worker runs the same code); it may
   *   answer with a promise, to import that code only when a job first needs it
   * @param factory starts the worker; undefined from it: every job runs on the main thread
   */
  constructor(
    private readonly runner: (job: TJob) => TAnswer | PromiseLike<TAnswer>,
    private readonly factory: WorkerFactory,
  ) {}

  /** True once jobs run in a worker (false before the first job and after a fallback). */
  get inWorker(): boolean {
    return !!this.worker;
  }

  /** Runs a job in the worker, or on the main thread where there is none. */
  run(job: TJob): Promise<TAnswer> {
    const worker = this.ensureWorker();
    return new Promise((resolve, reject) => {
      if (!worker) {
        setTimeout(() => this.runHere({ job, resolve, reject }), 0);
        return;
      }
      const id = this.nextId++;
      this.pending.set(id, { job, resolve, reject });
      worker.postMessage({ id, job } satisfies JobRequest<TJob>);
    });
  }

  /** Ends the worker; jobs still running are answered on the main thread. */
  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.fallBack();
  }

  private fallBack(): void {
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) setTimeout(() => this.runHere(p), 0);
  }

  private runHere({ job, resolve, reject }: Pending<TJob, TAnswer>): void {
    try {
      resolve(this.runner(job));
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private ensureWorker(): Worker | null {
    if (this.worker !== undefined) return this.worker;
    const worker = this.factory() ?? null;
    this.worker = worker;
    if (!worker) return null;
    worker.onmessage = ({ data }: MessageEvent<JobReply<TAnswer>>) => {
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
      this.fallBack();
    };
    return worker;
  }
}

/**
 * The worker's side: answers each {@link JobRequest} with `runner`'s answer, or the error's name and
 * message. Call it once at the top of a worker module.
 */
export function serveJobs<TJob, TAnswer>(runner: JobRunner<TJob, TAnswer>): void {
  const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<JobRequest<TJob>>) => void) | null; postMessage(reply: JobReply<TAnswer>): void };
  scope.onmessage = ({ data }) => {
    try {
      scope.postMessage({ id: data.id, answer: runner(data.job) });
    } catch (error) {
      scope.postMessage({ id: data.id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    }
  };
}
