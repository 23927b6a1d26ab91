/**
 * The board's side of a rules game's search bot (see ./search-bot.ts): one controller held as a field, whose
 * {@link SearchBotController.botMove} is the game's `botMove` hook. Wikingerschafe's and Wilde Wikinger's boards
 * hold one each; all that differs is the game's view, its jobs on the main thread and its worker.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { RngState } from '@viking-games/core/kit';
import { SEARCH_BOT, type SearchAnswer } from './search-bot.js';
import type { SearchClient } from './search-client.js';
import type { BotJob } from './worker-jobs.js';

/** What the search bot is asked: a bot's turn (the hooks' `botMove` choice). */
export interface SearchChoice<TSnapshot, TMove> {
  readonly seat: number;
  readonly bot: string;
  readonly level: 1 | 2 | 3;
  readonly snapshot: TSnapshot;
  readonly moves: readonly TMove[];
  readonly rng: RngState;
}

export interface SearchBotOptions<TSnapshot, TView, TMove> {
  /** What the bot's seat may see (the game's `playerView`): all the worker is sent. */
  playerView(snapshot: TSnapshot, seat: number): TView;
  /** A job on the main thread, its module imported on first use: `(job) => import('./<game>.search-jobs.js').then((m) => m.runSearchJob(job))`. */
  runHere(job: BotJob<TView, TMove>): Promise<SearchAnswer<TMove>>;
  /**
   * Starts the game's worker, written out in the board's own module so bundlers find it:
   * `() => new Worker(new URL('./<game>.worker.js', import.meta.url), { type: 'module' })`.
   */
  start(): Worker;
}

/**
 * The search bot's worker for one board: started on the search bot's first move (its client, ./search-client.ts,
 * loaded then too, so a board without a search bot pays nothing for it) and ended when the board leaves the page.
 */
export class SearchBotController<TSnapshot, TView, TMove> implements ReactiveController {
  readonly #options: SearchBotOptions<TSnapshot, TView, TMove>;
  #client?: Promise<SearchClient<TView, TMove>>;

  constructor(host: ReactiveControllerHost, options: SearchBotOptions<TSnapshot, TView, TMove>) {
    this.#options = options;
    host.addController(this);
  }

  /**
   * The game's `botMove` hook: the search bot thinks in the worker; every other bot on this thread (undefined: its
   * `choose`, here and now).
   */
  botMove(choice: SearchChoice<TSnapshot, TMove>): Promise<{ move: TMove; rng: RngState }> | undefined {
    if (choice.bot !== SEARCH_BOT) return undefined;
    const { runHere, start, playerView } = this.#options;
    this.#client ??= import('./search-client.js').then(({ searchClient }) => searchClient<TView, TMove>(runHere, start));
    const view = playerView(choice.snapshot, choice.seat);
    return this.#client.then((client) => client.move(choice, view));
  }

  hostDisconnected(): void {
    void this.#client?.then((client) => client.dispose());
    this.#client = undefined;
  }
}
