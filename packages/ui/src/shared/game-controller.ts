/**
 * A board's game, composed of one controller per concern, each held as a field and tested on its own:
 *
 * - {@link ActorController}: the actor's lifecycle (created on the host's first update, stopped when it is removed,
 *   the same game resumed when it is put back), moves, online play and the errors of the loop.
 * - {@link Persistence}: the save under the `persist` key and the two-tab conflict.
 * - {@link BotRunner}: the bots' pace, their seeded choices (here or in a worker) and their waiting while nobody watches.
 * - {@link TakeBacks}: the moves the person to act may take back (the kit's `mayTakeBackMove`).
 * - {@link checkSave}: the one check of every save, whatever brings it (storage, code, the board itself).
 *
 * This class wires them in the order a move's consequences go: after each accepted snapshot the take-backs, the
 * save, the `change` event ({@link GameEvents}: what the board's parts hear, instead of callbacks into the host), the
 * re-render and the next bot, each step (each listener) guarded on its own so one exception skips none of the others.
 * A save from storage that cannot be restored starts a new game and raises a `notice` the element shows; a newer save of the key written in another tab stops this board's writes and bots until the reader chooses
 * ({@link GameController.loadOther} or {@link GameController.keepThis}). Online ({@link GameController.playRemote}) a
 * server's game takes the actor's place: nothing is saved, no bot moves here and nothing is taken back.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Actor, AnyStateMachine, Snapshot, SnapshotFrom } from 'xstate';
import type { BoardModule, KeyValueStore, RestoreFailure, RngState, Seat, TableOptions } from '@viking-games/core/kit';
import { ActorController, type GameStart, type MoveSource, type StartKind } from './actor-controller.js';
import { reportFailure, type GameFailure } from './game-failure.js';
import { BotRunner, type BotChoice } from './bot-runner.js';
import { Persistence } from './persistence.js';
import { TakeBacks } from './take-backs.js';
import type { SaveRefusal } from './save-check.js';
import type { RemoteActor } from './online-types.js';

export type { MoveSource, StartKind } from './actor-controller.js';
export type { ErrorSource, GameFailure } from './game-failure.js';
export type { BotChoice } from './bot-runner.js';

/** Something the element should tell the reader (it words it in the reader's language). */
export type GameNotice =
  { readonly kind: 'restore-failed'; readonly reason: RestoreFailure; readonly detail: string } | { readonly kind: 'storage-unavailable' };

/**
 * A saved game as XState gives it: what `actor.getPersistedSnapshot()` returns (`Snapshot<unknown>`), kept
 * by an app (for instance in its state or storage as JSON) and handed back to an element's `snapshot`
 * property, which checks it against the game's save schema before continuing from it.
 */
export type PersistedSnapshot = Snapshot<unknown>;

export interface GameControllerOptions<TMachine extends AnyStateMachine, TMove extends { type: string }> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly game: BoardModule<TMachine, any, TMove, any>;
  /** Table options for a new game, read from the host's attributes when a game starts. */
  table(): TableOptions;
  /** The position a new game starts from (see `ActorControllerOptions.position`); undefined: the table's first. */
  position?(): ((context: never) => unknown) | undefined;
  /** Storage key (the `persist` attribute); empty or undefined: no persistence. */
  persistKey(): string | undefined;
  /** Milliseconds a bot waits before its move; undefined: 700 to 1200 ms, 250 ms with reduced motion. */
  botDelay?(): number | undefined;
  /** The real storage; default `localStorage` (read lazily: merely touching it can throw). */
  storage?(): KeyValueStore | undefined;
  /**
   * Chooses a bot's move elsewhere (a worker): resolves to the move and the bot's generator state after
   * its draws. Undefined (the default, or returned): the bot's `choose`, here and now.
   */
  botMove?(choice: BotChoice<TMachine, TMove>): Promise<{ move: TMove; rng: RngState }> | undefined;
  /** Bots wait while this is false (the page hidden, the board off-screen); call {@link GameController.wakeBots} when it turns true. */
  botsMayMove?(): boolean;
}

/**
 * What a {@link GameController} tells whoever listens ({@link GameController.on}): the element's parts (what follows a
 * move, the notices, the error panel) and tests alike, so the controller needs nothing of its host but a re-render.
 */
export interface GameEvents<TMachine extends AnyStateMachine, TMove> {
  /** A game started: new, restored from storage, or resumed (a take-back, a recovery, a reconnect). */
  readonly start: { readonly kind: StartKind; readonly snapshot: SnapshotFrom<TMachine> };
  /**
   * An event was accepted, with the snapshot before it. `by`: `human` for {@link GameController.send}, `bot` for a
   * bot's move, `external` for an event sent to the actor by other code (then `move` is undefined).
   */
  readonly change: {
    readonly snapshot: SnapshotFrom<TMachine>;
    readonly previous: SnapshotFrom<TMachine> | undefined;
    readonly move: TMove | undefined;
    readonly by: MoveSource;
  };
  /** Something to tell the reader (a save that could not be restored, storage that cannot be used). */
  readonly notice: GameNotice;
  /**
   * The game loop caught an exception (see {@link GameFailure}); the loop itself goes on where it can (a `rule`
   * failure stops the actor: {@link GameController.recover} starts one from the last good snapshot). Nobody
   * listening: `console.error`.
   */
  readonly failure: GameFailure;
}

/** A listener of one of the {@link GameEvents}. */
export type GameListener<TMachine extends AnyStateMachine, TMove, K extends keyof GameEvents<TMachine, TMove>> = (
  event: GameEvents<TMachine, TMove>[K],
) => void;

export class GameController<TMachine extends AnyStateMachine, TMove extends { type: string } = { type: string }> {
  readonly #host: ReactiveControllerHost;
  readonly #options: GameControllerOptions<TMachine, TMove>;
  /** The save and the two-tab conflict (added to the host first: it hears another tab before the game starts). */
  readonly #persistence: Persistence;
  readonly #play: ActorController<TMachine, TMove>;
  readonly #bots: BotRunner<TMachine, TMove>;
  readonly #takeBacks: TakeBacks<TMachine, TMove>;
  /** Who listens to each of the {@link GameEvents}. */
  readonly #listeners: { readonly [K in keyof GameEvents<TMachine, TMove>]: Set<GameListener<TMachine, TMove, K>> } = {
    start: new Set(),
    change: new Set(),
    notice: new Set(),
    failure: new Set(),
  };

  constructor(host: ReactiveControllerHost, options: GameControllerOptions<TMachine, TMove>) {
    this.#host = host;
    this.#options = options;
    const { game } = options;
    this.#persistence = new Persistence(host, {
      game,
      key: options.persistKey,
      storage: options.storage,
      playing: () => !!this.#play.actor,
      onConflict: () => {
        this.#bots.stop();
        host.requestUpdate();
      },
    });
    this.#takeBacks = new TakeBacks(game);
    this.#play = new ActorController(host, {
      game,
      table: options.table,
      position: options.position,
      onError: (failure) => (this.#listeners.failure.size ? this.#emit('failure', failure) : reportFailure(failure, undefined, game.id)),
      steps: {
        begin: () => this.#startFromStorageOrNew(),
        halted: () => this.#bots.stop(),
        started: (start) => this.#started(start),
        changed: (snapshot, previous, move, by) => this.#changed(snapshot, previous, move, by),
      },
    });
    this.#bots = new BotRunner({
      game,
      snapshot: () => this.#play.snapshot,
      active: () => this.#play.playing && !this.#persistence.conflict,
      play: (move) => void this.#play.send(move, 'bot'),
      onError: (error) => this.#play.report({ source: 'bot', error, canContinue: !this.#play.failed && !!this.#play.actor }),
      botDelay: options.botDelay,
      botsMayMove: options.botsMayMove,
      botMove: options.botMove,
    });
  }

  /**
   * Listens to one of the {@link GameEvents} (a listener added before the host's first update hears the first start).
   * @returns a function that stops listening
   */
  on<K extends keyof GameEvents<TMachine, TMove>>(type: K, listener: GameListener<TMachine, TMove, K>): () => void {
    const listeners = this.#listeners[type] as Set<GameListener<TMachine, TMove, K>>;
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  /** The running actor (undefined before the host's first update and while it is detached). */
  get actor(): Actor<TMachine> | undefined {
    return this.#play.actor;
  }

  /** The latest snapshot (kept while detached, so a detached element still renders its game). */
  get snapshot(): SnapshotFrom<TMachine> | undefined {
    return this.#play.snapshot;
  }

  /** Seats of the running game. */
  get seats(): readonly Seat[] {
    const snapshot = this.#play.snapshot;
    return snapshot ? this.#options.game.seats(snapshot) : [];
  }

  /** True when a bot will move next (the element disables its controls). */
  get botToAct(): boolean {
    return this.#bots.toAct;
  }

  /** True while the actor has failed (a rule threw) and the game waits for {@link recover} or {@link newGame}. */
  get failed(): boolean {
    return this.#play.failed;
  }

  /** True while a newer save of this board's key, written in another tab, waits for the reader's choice. */
  get conflict(): boolean {
    return this.#persistence.conflict;
  }

  /** True while the board plays a game a server runs (see {@link playRemote}). */
  get online(): boolean {
    return this.#play.online;
  }

  /**
   * True when the person to act may take back their last move (the board shows "Take back"): it was theirs,
   * this turn, and it revealed nothing (the game's `mayTakeBack`), and nothing has happened since.
   */
  get canTakeBack(): boolean {
    return !this.#play.failed && !this.#persistence.conflict && !this.#play.online && this.#takeBacks.open(this.#play.snapshot, this.seats);
  }

  /**
   * Goes on after a caught exception: a failed actor is replaced by one started from the last good
   * snapshot (the game as it was before the failing event; kind `resumed`); otherwise the next bot is
   * scheduled again (a bot whose turn threw tries again).
   * @returns false when there is nothing good to go on from (start a new game instead)
   */
  recover(): boolean {
    if (this.#play.failed) return this.#play.restartFromLastGood();
    if (!this.#play.actor) return false;
    this.#bots.schedule();
    return true;
  }

  /**
   * "Load it": continues the game the other tab saved (kind `restored`). A save that cannot be restored
   * raises the usual notice and keeps this game, which may then save again.
   */
  loadOther(): void {
    const text = this.#persistence.takeOther();
    if (text !== undefined && !this.#restore(text)) this.keepThis();
  }

  /** "Keep this one": this game goes on and is saved over the other tab's save (the reader chose so). */
  keepThis(): void {
    this.#persistence.keep();
    this.#play.guard('view', () => this.#save(true));
    this.#host.requestUpdate();
    this.#play.guard('bot', () => this.#bots.schedule());
  }

  /** Sends a person's move. Returns true when the machine accepted it (an illegal move changes nothing). */
  send(move: TMove): boolean {
    const actor = this.#play.actor;
    if (this.#play.online || !actor) return this.#play.send(move, 'human');
    const before = actor.getSnapshot() as SnapshotFrom<TMachine>;
    const persistedBefore = this.#play.failed ? undefined : this.#takeBacks.capture(() => actor.getPersistedSnapshot());
    const accepted = this.#play.send(move, 'human');
    // A move that revealed nothing, with its player still to act, may be taken back; any other ends the chain.
    if (accepted) this.#takeBacks.record(move, before, actor.getSnapshot() as SnapshotFrom<TMachine>, this.#play.actor === actor ? persistedBefore : undefined);
    return accepted;
  }

  /** Legal moves of `seat` (default: the seat to act) in the latest snapshot. */
  moves(seat?: number): TMove[] {
    const snapshot = this.#play.snapshot;
    return snapshot ? this.#options.game.legalMoves(snapshot, seat) : [];
  }

  /** Starts a new game from the host's current table options (dropping any save under the key). */
  newGame(): void {
    this.#play.leaveRemote();
    this.#persistence.clear();
    this.#play.start(undefined, 'new');
  }

  /**
   * Plays a game a server runs: `remote` takes the local actor's place (which stops; `start` tells `kind`).
   * Its snapshots go through the same path as the local actor's; nothing is saved, no bot moves here (the
   * server's bots do), nothing is taken back. {@link stopRemote} goes back to a local game.
   */
  playRemote(remote: RemoteActor<TMachine>, kind: StartKind = 'new'): void {
    this.#persistence.forget();
    this.#play.playRemote(remote, kind);
  }

  /** Back from a game on a server to a local one: the saved game under the key, else a new one. */
  stopRemote(): void {
    this.#play.stopRemote();
  }

  /**
   * Continues the game from a snapshot: a persisted one (`actor.getPersistedSnapshot()`, what the
   * `persist` key stores inside its wrapper) or another board's `snapshot`. While the host is detached it
   * is kept and started when the host is attached.
   * The snapshot is checked as every save is ({@link checkSave}); while the save schema is still loading (the first
   * restore of a page, a few milliseconds) that check follows the start: a snapshot it refuses is dropped
   * again for the game that ran before, and `refused` is told why.
   * @returns false, and the running game goes on, when the snapshot does not describe a game of this machine
   */
  load(persisted: unknown, refused?: (detail: string) => void): boolean {
    return this.#play.load(persisted, refused && ((refusal) => refused(refusal.issue ?? refusal.detail)));
  }

  /**
   * Takes back the last move of the person to act, the way Board Game Arena's undo works: the game goes
   * back to the snapshot before it (saved so). Several moves of one turn come back one by one; never a
   * bot's move or another player's, never past a roll, a draw or a physics result (see {@link canTakeBack}).
   * @returns the seat whose move was taken back; undefined when none may be
   */
  takeBack(): number | undefined {
    if (!this.canTakeBack) return undefined;
    return this.#takeBacks.takeBack((persisted) => (this.#play.start(persisted, 'resumed').ok ? this.#play.snapshot : undefined));
  }

  /** Bots may move again (the board is seen again): a bot that waited moves after its usual pause. */
  wakeBots(): void {
    this.#bots.wake();
  }

  /** A game started: the take-backs and the bots' generators start afresh, it is saved, the host hears of it, the next bot is due. */
  #started({ kind, first, write, table }: GameStart<TMachine>): void {
    this.#takeBacks.clear();
    if (table) this.#bots.reset(table.seed);
    if (write) this.#play.guard('view', () => this.#save());
    this.#emit('start', { kind, snapshot: first });
    this.#host.requestUpdate();
    this.#play.guard('bot', () => this.#bots.schedule());
  }

  /** Each step on its own: one that throws (the host's view, an announcer) skips none of the others. */
  #changed(snapshot: SnapshotFrom<TMachine>, previous: SnapshotFrom<TMachine> | undefined, move: TMove | undefined, by: MoveSource): void {
    // A bot's move or an event from other code ends the take-backs (a person's move decides in `send`).
    if (by !== 'human') this.#takeBacks.clear();
    this.#play.guard('view', () => this.#save());
    this.#emit('change', { snapshot, previous, move, by });
    this.#host.requestUpdate();
    this.#play.guard('bot', () => this.#bots.schedule());
  }

  /**
   * Tells the listeners of `type`, in the order they began to listen, each guarded on its own (a `view` failure); a
   * `failure` listener that throws is told to the console instead (see `reportFailure`).
   */
  #emit<K extends keyof GameEvents<TMachine, TMove>>(type: K, event: GameEvents<TMachine, TMove>[K]): void {
    for (const listener of this.#listeners[type] as Set<GameListener<TMachine, TMove, K>>) {
      if (type === 'failure') listener(event);
      else this.#play.guard('view', () => listener(event));
    }
  }

  /** Saves the running game under the key (a game of this board's own: never a server's). */
  #save(force = false): void {
    const actor = this.#play.actor;
    if (!actor || this.#play.online) return;
    this.#persistence.save(actor.getPersistedSnapshot(), force);
  }

  /** The host needs a game: the saved one under the key if it can be restored, else a new one written over it. */
  #startFromStorageOrNew(): void {
    if (!this.#persistence.key) {
      this.#play.start(undefined, 'new');
      return;
    }
    if (!this.#persistence.available) this.#emit('notice', { kind: 'storage-unavailable' });
    const text = this.#persistence.stored();
    if (this.#restore(text)) return;
    this.#persistence.unrestorable(text);
    this.#play.start(undefined, 'new');
  }

  /**
   * Continues the save `text`, what storage holds under the key (kind `restored`): it is not written again (a
   * second tab opening it is no newer game).
   * @returns false when it could not be restored: the reader is told why (unless there was no save)
   */
  #restore(text: string | null): boolean {
    const read = this.#persistence.read(text);
    if (!read.ok) {
      if (read.reason !== 'missing') this.#emit('notice', { kind: 'restore-failed', reason: read.reason, detail: read.detail });
      return false;
    }
    const verdict = this.#play.start(read.snapshot, 'restored', { write: false, source: 'outside', refused: (refusal) => this.#refuseSave(refusal) });
    if (!verdict.ok) {
      this.#emit('notice', { kind: 'restore-failed', reason: verdict.reason, detail: verdict.detail });
      return false;
    }
    this.#persistence.restored(text, read.revision);
    return true;
  }

  /** A restored save the checks refused after it started: the reader is told, and a new game replaces it. */
  #refuseSave(refusal: SaveRefusal): void {
    this.#emit('notice', { kind: 'restore-failed', reason: refusal.reason, detail: refusal.detail });
    this.#play.start(undefined, 'new');
  }
}
