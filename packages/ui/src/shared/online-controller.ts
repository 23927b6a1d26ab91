import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import type { CreateOnline, OnlineHost, OnlinePart } from './online-types.js';
import type { LogLine } from './vg-game-log.js';

/** How a board's class loads its online part (`() => import('../shared/online.js')`, see GameBoardElement.loadOnline). */
export type LoadOnline = () => Promise<{ createOnline: CreateOnline }>;

/**
 * Online play on a board, held by `GameBoardElement` as a field: it watches the board's `server` attribute (read
 * through {@link OnlineHost.server}) as each update begins. Set, the online chunk is loaded (once, through the
 * board class's `loadOnline`: the script-tag build links a lazy part only from the game's own file) and its part
 * is made with the board as {@link OnlineHost}; cleared, the board leaves its room and plays locally again. Without
 * a `server` no network code is loaded; a board class without `loadOnline` warns instead.
 */
export class OnlineController implements ReactiveController {
  /** The online part (a chunk of its own, loaded when `server` is set). */
  private part?: OnlinePart;
  /** The online chunk is being loaded. */
  private loading = false;
  /** The `server` as last seen (trimmed): the part changes only when it does. */
  private server = '';

  /**
   * @param host the board element
   * @param load its class's `loadOnline`, undefined when this build has no online play
   * @param board the board as the online part sees it
   */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly load: LoadOnline | undefined,
    private readonly board: OnlineHost,
  ) {
    host.addController(this);
  }

  /** True while the board plays a game on the server (or waits to reconnect to one). */
  get active(): boolean {
    return !!this.part?.active;
  }

  /** The name the room gives `seat`; undefined when not online. */
  nameOf(seat: number): string | undefined {
    return this.part?.nameOf(seat);
  }

  /** "Waiting for Astrid (on their device)…" when a person on another device is to act; undefined otherwise or when not online. */
  waitingFor(snapshot: unknown): string | undefined {
    return this.part?.waitingFor(snapshot);
  }

  /** Whom the game waits for after this device took the pending table step (see {@link OnlinePart.tableStepWaiting}); undefined when not online. */
  tableStepWaiting(): string | undefined {
    return this.part?.tableStepWaiting();
  }

  /** True while this device watches a room without a seat (see {@link OnlinePart.watching}); false when not online. */
  get watching(): boolean {
    return !!this.part?.watching;
  }

  /** True when a person on another device holds `seat`; false when not online. */
  personThere(seat: number): boolean {
    return !!this.part?.personThere(seat);
  }

  /** The log's lines from entry `from` with the computer's moves for a person away marked (see {@link OnlinePart.marked}); `lines` when not online. */
  marked(lines: readonly LogLine[], from: number, count = lines.length): readonly LogLine[] {
    return this.part?.marked(lines, from, count) ?? lines;
  }

  /** Leaves the room (the board goes back to a local game); nothing when not online. */
  leave(): void {
    this.part?.leave();
  }

  /** "New game" while online: the online part asks whether to play a rematch in the room or leave it (see {@link OnlinePart.newGame}). */
  newGame(): void {
    this.part?.newGame();
  }

  /**
   * What the chrome shows: the "Play online" button, the room's line, and (a game over online) the rematch in the
   * end screen; undefined before the part has loaded.
   */
  view(): { readonly tools: TemplateResult; readonly panel: TemplateResult; readonly end: TemplateResult } | undefined {
    return this.part && { tools: this.part.tools(), panel: this.part.panel(), end: this.part.end() };
  }

  hostUpdate(): void {
    const server = this.board.server();
    if (server === this.server) return;
    this.server = server;
    this.serverChanged();
  }

  /** `server` set: the online chunk loads (once); cleared: the board leaves its room and plays locally again. */
  private serverChanged(): void {
    const written = this.host.getAttribute('server') ?? this.server;
    if (!this.server) {
      this.part?.leave();
      this.part?.dispose();
      this.part = undefined;
      return;
    }
    if (this.part || this.loading) return;
    if (!this.load) {
      console.warn(`<${this.host.localName}> server="${written}": this build has no online play (its element class sets no loadOnline).`);
      return;
    }
    this.loading = true;
    this.load().then(
      (chunk) => {
        this.loading = false;
        if (!this.board.server()) return;
        this.part = chunk.createOnline(this.board);
        this.host.requestUpdate();
      },
      (error: unknown) => {
        this.loading = false;
        console.warn(`<${this.host.localName}> server="${written}": online play could not be loaded (${String(error)}).`);
      },
    );
  }
}
