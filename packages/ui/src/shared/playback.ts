import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * What a board does for its {@link PlaybackController}: how a move plays on its stage, and what it shows after.
 * `TPlay` is the board's own description of one move to play (See-Saw: a placement's frames; Valley: a
 * bowl's frames and the moves and payouts after it).
 */
export interface PlaybackStage<TPlay> {
  /**
   * Starts `play` on the rendered stage; the promise settles when it has played. `undefined` while the stage
   * is not rendered yet: the controller tries again after the host's next update. `live()` turns false when the
   * play was stopped (a new game, the board taken out of the page): a play of several steps checks it between
   * them. A rejection is passed to {@link failed} and the play ends as if it had played.
   */
  start(play: TPlay, live: () => boolean): Promise<void> | undefined;
  /** The play threw (a frame, a step): the board reports it (its error panel); the game goes on. */
  failed(error: unknown): void;
  /** After a play has ended or was stopped: the stage shows the game as it is again (e.g. Valley's dock). */
  cleared?(): void;
  /** After a play has ended (not when stopped), once bots and the end screen are released: the prompt, focus. */
  settled?(play: TPlay): void;
}

/**
 * Plays a game's moves as animations, one at a time, and holds the game while one plays: the Lit
 * ReactiveController of the physics boards (See-Saw's ship, Valley's square). While it is {@link busy} (a
 * move is resolved in the physics worker, or plays), a person may not act, bots wait, and the end screen
 * waits for the last move; the board is told when the hold ends (`ended`, which releases bots and a held end
 * screen) and the stage when a play ends ({@link PlaybackStage.settled}). Taking the board out of the page
 * stops the play (no move is left half shown).
 */
export class PlaybackController<TPlay> implements ReactiveController {
  private readonly host: ReactiveControllerHost;
  private readonly stage: PlaybackStage<TPlay>;
  private readonly ended: () => void;
  /** Bumped by each play and each stop: a play whose token is old changes nothing when it finishes. */
  private token = 0;
  private queued?: TPlay;
  private playingNow = false;
  private resolvingNow = 0;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly wakers = new Set<() => void>();
  /** A start is queued for just after the host's update. */
  private starting = false;

  /**
   * @param host the board; it is updated whenever {@link busy} changes
   * @param stage how a move plays on the board's stage
   * @param ended called after a play ended or was stopped (the board releases its bots and a held end screen)
   */
  constructor(host: ReactiveControllerHost, stage: PlaybackStage<TPlay>, ended: () => void) {
    this.host = host;
    this.stage = stage;
    this.ended = ended;
    host.addController(this);
  }

  /** A move is playing: from {@link queue} until its play has ended or was stopped. */
  get playing(): boolean {
    return this.playingNow;
  }

  /** A move is being resolved (see {@link resolve}). */
  get resolving(): boolean {
    return this.resolvingNow > 0;
  }

  /** Playing or resolving: nobody acts meanwhile. */
  get busy(): boolean {
    return this.playingNow || this.resolvingNow > 0;
  }

  /** Plays `play` after the host's next update (its stage rendered), stopping a play under way. */
  queue(play: TPlay): void {
    this.cancel();
    this.token += 1;
    this.queued = play;
    this.playingNow = true;
    this.host.requestUpdate();
  }

  /**
   * Holds the game while `work` runs (a move resolved in the physics worker): {@link busy} until it settles.
   * Returns `work`, settled after the hold has ended.
   */
  resolve<T>(work: Promise<T>): Promise<T> {
    this.resolvingNow += 1;
    this.host.requestUpdate();
    const release = () => {
      this.resolvingNow = Math.max(0, this.resolvingNow - 1);
      this.host.requestUpdate();
    };
    return work.then(
      (value) => {
        release();
        return value;
      },
      (error: unknown) => {
        release();
        throw error;
      },
    );
  }

  /** A pause of `ms` between a play's steps; it ends at once when the play is stopped. */
  pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.timers.delete(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.timers.add(timer);
      this.wakers.add(wake);
    });
  }

  /** Stops the play under way (or queued) at once; the board is told, as when a play ends. No-op when none. */
  stop(): void {
    const was = this.playingNow;
    this.cancel();
    this.token += 1;
    this.playingNow = false;
    if (!was) return;
    this.stage.cleared?.();
    this.ended();
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    // Started just after the update, not inside it: a play that changes the host's state at once (Valley's dock
    // steps) would otherwise request an update within this one (Lit warns of it).
    if (this.queued === undefined || this.starting) return;
    this.starting = true;
    queueMicrotask(() => {
      this.starting = false;
      this.startQueued();
    });
  }

  private startQueued(): void {
    const play = this.queued;
    if (play === undefined) return;
    const token = this.token;
    const live = () => token === this.token;
    let started: Promise<void> | undefined;
    try {
      started = this.stage.start(play, live);
    } catch (error) {
      started = Promise.reject(error);
    }
    if (!started) return;
    this.queued = undefined;
    void started
      .catch((error: unknown) => {
        if (live()) this.stage.failed(error);
      })
      .then(() => {
        if (!live()) return;
        this.playingNow = false;
        this.stage.cleared?.();
        this.ended();
        this.stage.settled?.(play);
        this.host.requestUpdate();
      });
  }

  hostDisconnected(): void {
    this.stop();
    this.resolvingNow = 0;
  }

  /** Drops the queued play and the pauses under way (their plays see `live()` false). */
  private cancel(): void {
    this.queued = undefined;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const wakers = [...this.wakers];
    this.wakers.clear();
    for (const wake of wakers) wake();
  }
}
