/**
 * The actor controller: one XState actor per game element, driven through the game's `GameModule`.
 *
 * - Lifecycle: the actor is created on the host's first update (so every attribute and property set
 *   before then counts), subscribed while the host is connected, and stopped when it is removed; its
 *   bot timer goes with it. Putting the element back resumes the very same game (from the persisted
 *   snapshot kept in memory), so `actor` is a new object after a reconnect.
 * - Persistence: with a storage key, every snapshot is saved (kit `wrapSnapshot`) and a saved game is
 *   resumed on start; a save of another game or version, or a damaged one, starts a new game and raises
 *   a notice the element shows. Storage that throws degrades to no persistence (kit `safeStore`).
 * - Two tabs: each save carries a revision (kit `SavedGame.revision`). A board that finds a newer save of
 *   its key written elsewhere (a `storage` event, or a higher revision in storage when it is about to save)
 *   stops writing and its bots wait: {@link GameController.conflict} is true until the reader chooses
 *   {@link GameController.loadOther} or {@link GameController.keepThis}. A newer save is never overwritten unasked.
 * - Bots: when the seat to act is a bot, it moves after a pace a person can follow, choosing among
 *   `legalMoves` with its own seeded generator; a table-wide step (`game.*`) waits for a person when
 *   anyone at the table is human. When `toAct` lists several seats (simultaneous face-down bids), each
 *   bot among them moves in turn without waiting for the people listed before it.
 * - Errors: the game loop never stops silently. Each step after a move (save, the host's `onChange`, the
 *   re-render, the next bot) is guarded on its own, so one exception skips none of the others; a bot whose
 *   turn throws (here or in a worker) and an actor that fails (a rule action threw: XState's `error`
 *   status) are reported to `onError`. {@link GameController.recover} goes on from the last good snapshot.
 * - Online: {@link GameController.playRemote} holds a game a server runs (a {@link RemoteActor}) instead of the
 *   local actor: its snapshots go through the same path (`onChange`, the re-render), a person's move goes to
 *   the server, and nothing is saved, no bot moves here and nothing is taken back.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { createActor, type Actor, type AnyStateMachine, type EventFromLogic, type Snapshot, type SnapshotFrom, type Subscription } from 'xstate';
import {
  contextIssue,
  mayTakeBackMove,
  rngFromState,
  safeStore,
  savedRevision,
  seedRng,
  unwrapSnapshot,
  wrapSnapshot,
  type ContextSchema,
  type BoardModule,
  type KeyValueStore,
  type RandomGenerator,
  type RngState,
  type RestoreFailure,
  type RestoreResult,
  type Seat,
  type TableOptions,
} from '@viking-games/core/kit';
import { prefersReducedMotion } from './theme.js';
import type { RemoteActor } from './online-types.js';
import { CHUNKS_FIX, missingFile } from './i18n.js';

/** Something the element should tell the reader (it words it in the reader's language). */
export type GameNotice =
  { readonly kind: 'restore-failed'; readonly reason: RestoreFailure; readonly detail: string } | { readonly kind: 'storage-unavailable' };

/**
 * Where an exception came from: `rule` (the actor failed: a guard or action threw, the actor is stopped),
 * `bot` (a bot's turn), `view` (the host's handling of a move: its log, events, prompt), `announcer`,
 * `animation` (an animation frame) or `render`.
 */
export type ErrorSource = 'rule' | 'bot' | 'view' | 'announcer' | 'animation' | 'render';

/** An exception the game loop caught: what the host shows, and whether {@link GameController.recover} can go on. */
export interface GameFailure {
  readonly source: ErrorSource;
  readonly error: unknown;
  /** The last good snapshot is there and consistent: "Continue" goes on from it. */
  readonly canContinue: boolean;
}

/** How the current game came to be. */
export type StartKind = 'new' | 'restored' | 'resumed';

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
  /** Storage key (the `persist` attribute); empty or undefined: no persistence. */
  persistKey(): string | undefined;
  /** Milliseconds a bot waits before its move; undefined: 700 to 1200 ms, 250 ms with reduced motion. */
  botDelay?(): number | undefined;
  /** The real storage; default `localStorage` (read lazily: merely touching it can throw). */
  storage?(): KeyValueStore | undefined;
  /** Called when a game starts (new, restored from storage, or resumed after a reconnect). */
  onStart?(kind: StartKind, snapshot: SnapshotFrom<TMachine>): void;
  /**
   * Called after every accepted event, with the snapshot before it. `by`: `human` for {@link GameController.send},
   * `bot` for a bot's move, `external` for an event sent to the actor by other code (then `move` is undefined).
   */
  onChange?(snapshot: SnapshotFrom<TMachine>, previous: SnapshotFrom<TMachine> | undefined, move: TMove | undefined, by: 'human' | 'bot' | 'external'): void;
  /** Called when there is something to tell the reader. */
  onNotice?(notice: GameNotice): void;
  /**
   * Chooses a bot's move elsewhere (a worker): resolves to the move and the bot's generator state after
   * its draws. Undefined (the default, or returned): the bot's `choose`, here and now.
   */
  botMove?(choice: {
    readonly seat: number;
    readonly bot: string;
    readonly level: 1 | 2 | 3;
    readonly snapshot: SnapshotFrom<TMachine>;
    readonly moves: readonly TMove[];
    readonly rng: RngState;
  }): Promise<{ move: TMove; rng: RngState }> | undefined;
  /** Bots wait while this is false (the page hidden, the board off-screen); call {@link GameController.wakeBots} when it turns true. */
  botsMayMove?(): boolean;
  /**
   * Called when the game loop caught an exception (see {@link GameFailure}); the loop itself goes on where it
   * can (a `rule` failure stops the actor: {@link GameController.recover} starts one from the last good snapshot).
   * Default: `console.error`.
   */
  onError?(failure: GameFailure): void;
}

type AnyActor = Actor<AnyStateMachine>;

/**
 * What a game loads on demand (a chunk of its own), once per page for every board of that game: `loads` keeps
 * the load under way, `loaded` the value once it has arrived (read synchronously by later boards).
 */
interface LazyPart<T> {
  readonly loads: WeakMap<object, Promise<T | undefined>>;
  readonly loaded: WeakMap<object, T>;
  /** What is not checked when it cannot be loaded, for the console. */
  readonly what: string;
}

/** Loads `part` of `game` once per page; undefined when the game has none or it cannot be loaded (a warning). */
function loadOnce<T>(part: LazyPart<T>, game: { readonly title: string }, load: (() => Promise<T>) | undefined): Promise<T | undefined> {
  let loading = part.loads.get(game);
  if (!loading) {
    loading = (load?.() ?? Promise.resolve(undefined)).then(
      (value) => {
        if (value) part.loaded.set(game, value);
        return value;
      },
      (error: unknown) => {
        console.error(`${game.title}: ${missingFile(error)}, ${part.what}, could not be loaded. ${CHUNKS_FIX}`);
        return undefined;
      },
    );
    part.loads.set(game, loading);
  }
  return loading;
}

/** Each game's context schema, loaded by the first board with a snapshot to restore. */
const schemas: LazyPart<ContextSchema> = { loads: new WeakMap(), loaded: new WeakMap(), what: 'the save schema (saves are checked by the rules only)' };
/** A game's consistency checks (`GameModule.loadInvariants`), loaded with its schema, or when a rule threw. */
type Invariants = (snapshot: never) => string[];
const invariantChecks: LazyPart<Invariants> = {
  loads: new WeakMap(),
  loaded: new WeakMap(),
  what: 'the consistency checks (saves are checked by the schema only)',
};

export class GameController<TMachine extends AnyStateMachine, TMove extends { type: string } = { type: string }> implements ReactiveController {
  private readonly host: ReactiveControllerHost;
  private readonly options: GameControllerOptions<TMachine, TMove>;
  private current?: AnyActor;
  private subscription?: Subscription;
  /** The game while the host is detached: the persisted snapshot to resume from. */
  private parked?: unknown;
  /** Who to tell when the parked snapshot, set by code, turns out not to fit the game's schema. */
  private parkedRefused?: (detail: string) => void;
  private last?: SnapshotFrom<TMachine>;
  private botTimer?: ReturnType<typeof setTimeout>;
  /** A bot's turn came while bots may not move: it waits for {@link GameController.wakeBots}. */
  private botWaiting = false;
  /** The snapshot a bot is thinking about elsewhere (a worker), until its move arrives. */
  private botThinking?: SnapshotFrom<TMachine>;
  private botRngs = new Map<number, RandomGenerator>();
  private botSeed = 0;
  private connected = false;
  private pendingMove?: { move: TMove; by: 'human' | 'bot' };
  /** The game a server runs, while the board plays online (see {@link playRemote}). */
  private remote?: RemoteActor<TMachine>;
  /** A person's move sent to the server: the next snapshot from it is that move's answer. */
  private remoteMove?: TMove;
  private store?: KeyValueStore & { readonly available: boolean };
  /** The persisted form of {@link last}, kept so a failed actor can be replaced by one from the last good snapshot. */
  private lastGood?: unknown;
  /** The actor failed (a rule threw): moves do nothing until {@link recover} or {@link newGame}. */
  private failedActor = false;
  /** The revision this board last wrote or restored under its key. */
  private revision = 0;
  /** What this board last wrote (or restored): storage still holding it means nobody else wrote since. */
  private written?: string;
  /** A newer save of the key was written elsewhere: no writes until the reader chooses. */
  private conflicted = false;
  private readonly onStorage = (event: StorageEvent): void => this.storageChanged(event);
  /**
   * Take-backs open to the person to act (see {@link takeBack}): the persisted snapshot before each of their
   * moves this turn that revealed nothing, with the snapshot that move led to (the newest last).
   */
  private takeBacks: { readonly seat: number; readonly before: unknown; after: SnapshotFrom<TMachine> }[] = [];

  constructor(host: ReactiveControllerHost, options: GameControllerOptions<TMachine, TMove>) {
    this.host = host;
    this.options = options;
    host.addController(this);
  }

  /** The running actor (undefined before the host's first update and while it is detached). */
  get actor(): Actor<TMachine> | undefined {
    return this.current as Actor<TMachine> | undefined;
  }

  /** The latest snapshot (kept while detached, so a detached element still renders its game). */
  get snapshot(): SnapshotFrom<TMachine> | undefined {
    return this.last;
  }

  /** Seats of the running game. */
  get seats(): readonly Seat[] {
    return this.last ? this.options.game.seats(this.last) : [];
  }

  /** True when a bot will move next (the element disables its controls). */
  get botToAct(): boolean {
    const seat = this.last ? this.options.game.toAct(this.last)[0] : undefined;
    return seat !== undefined && this.seats[seat]?.kind === 'bot' && !this.waitingForHuman(seat);
  }

  /** True while the actor has failed (a rule threw) and the game waits for {@link recover} or {@link newGame}. */
  get failed(): boolean {
    return this.failedActor;
  }

  /**
   * Goes on after a caught exception: a failed actor is replaced by one started from the last good
   * snapshot (the game as it was before the failing event; kind `resumed`); otherwise the next bot is
   * scheduled again (a bot whose turn threw tries again).
   * @returns false when there is nothing good to go on from (start a new game instead)
   */
  recover(): boolean {
    if (this.remote) return !!this.current;
    if (this.failedActor) {
      if (this.lastGood === undefined || !this.connected) return false;
      this.failedActor = false;
      return this.startActor(this.lastGood, 'resumed');
    }
    if (!this.current) return false;
    this.scheduleBot();
    return true;
  }

  /** True while a newer save of this board's key, written in another tab, waits for the reader's choice. */
  get conflict(): boolean {
    return this.conflicted;
  }

  /**
   * "Load it": continues the game the other tab saved (kind `restored`). A save that cannot be restored
   * raises the usual notice and keeps this game, which may then save again.
   */
  loadOther(): void {
    const key = this.key();
    if (!key || !this.conflicted) return;
    this.conflicted = false;
    if (!this.restore(this.storage().getItem(key))) this.keepThis();
  }

  /** "Keep this one": this game goes on and is saved over the other tab's save (the reader chose so). */
  keepThis(): void {
    const key = this.key();
    this.conflicted = false;
    if (key) this.catchUp(this.storage().getItem(key));
    this.written = undefined;
    this.guard('view', () => this.save(true));
    this.host.requestUpdate();
    this.guard('bot', () => this.scheduleBot());
  }

  hostConnected(): void {
    globalThis.addEventListener?.('storage', this.onStorage);
    this.connected = true;
    if (this.remote && !this.current) {
      this.playRemote(this.remote, 'resumed');
      return;
    }
    if (this.parked !== undefined) {
      const persisted = this.parked;
      const refused = this.parkedRefused;
      this.parked = undefined;
      this.parkedRefused = undefined;
      this.startActor(
        persisted,
        'resumed',
        true,
        refused &&
          ((issue) => {
            this.startActor(undefined, 'new');
            refused(issue);
          }),
      );
    }
  }

  hostUpdate(): void {
    if (this.connected && !this.current && this.parked === undefined) this.startFromStorageOrNew();
  }

  hostDisconnected(): void {
    globalThis.removeEventListener?.('storage', this.onStorage);
    this.connected = false;
    this.clearBotTimer();
    if (this.remote) {
      // Online, the game goes on at the server: the board follows it again when it is back on the page.
      this.subscription?.unsubscribe();
      this.subscription = undefined;
      this.current = undefined;
      return;
    }
    if (this.current) {
      this.parked = this.current.getPersistedSnapshot();
      this.parkedRefused = undefined;
      this.subscription?.unsubscribe();
      this.subscription = undefined;
      this.current.stop();
      this.current = undefined;
    }
  }

  /**
   * Sends a person's move. Returns true when the machine accepted it (an illegal move changes nothing).
   */
  send(move: TMove): boolean {
    return this.dispatch(move, 'human');
  }

  /** Legal moves of `seat` (default: the seat to act) in the latest snapshot. */
  moves(seat?: number): TMove[] {
    return this.last ? this.options.game.legalMoves(this.last, seat) : [];
  }

  /**
   * Starts a new game from the host's current table options (dropping any save under the key).
   * `kind` is passed to `onStart`.
   */
  newGame(): void {
    this.remote = undefined;
    this.remoteMove = undefined;
    this.failedActor = false;
    this.conflicted = false;
    const key = this.key();
    if (key) {
      // The new game goes on counting from the newest save of the key, so a tab still on the old game sees it is newer.
      this.catchUp(this.storage().getItem(key));
      this.written = undefined;
      this.storage().removeItem(key);
    }
    this.startActor(undefined, 'new');
  }

  /** True while the board plays a game a server runs (see {@link playRemote}). */
  get online(): boolean {
    return !!this.remote;
  }

  /**
   * Plays a game a server runs: `remote` takes the local actor's place (which stops; `onStart` hears `kind`).
   * Its snapshots go through the same path as the local actor's; nothing is saved, no bot moves here (the
   * server's bots do), nothing is taken back. {@link stopRemote} goes back to a local game.
   */
  playRemote(remote: RemoteActor<TMachine>, kind: StartKind = 'new'): void {
    this.clearBotTimer();
    this.takeBacks = [];
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    if (this.current !== (remote as unknown)) this.current?.stop();
    this.remote = remote;
    this.remoteMove = undefined;
    this.failedActor = false;
    this.conflicted = false;
    if (!this.connected) return;
    this.current = remote as unknown as AnyActor;
    const first = remote.getSnapshot();
    this.last = first;
    this.subscription = remote.subscribe({
      next: (snapshot) => this.onSnapshot(snapshot),
      error: (error) => this.report({ source: 'rule', error, canContinue: false }),
    });
    this.guard('view', () => this.options.onStart?.(kind, first));
    this.host.requestUpdate();
  }

  /** Back from a game on a server to a local one: the saved game under the key, else a new one. */
  stopRemote(): void {
    if (!this.remote) return;
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.remote = undefined;
    this.remoteMove = undefined;
    this.current = undefined;
    if (this.connected) this.startFromStorageOrNew();
  }

  /**
   * Continues the game from a snapshot: a persisted one (`actor.getPersistedSnapshot()`, what the
   * `persist` key stores inside its wrapper) or another board's `snapshot`. While the host is detached it
   * is kept and started when the host is attached.
   * The snapshot is checked against the game's schema too; while the schema is still loading (the first
   * restore of a page, a few milliseconds) that check follows the start: a snapshot it refuses is dropped
   * again for the game that ran before, and `refused` is told why.
   * @returns false, and the running game goes on, when the snapshot does not describe a game of this machine
   */
  load(persisted: unknown, refused?: (detail: string) => void): boolean {
    if (this.remote) return false;
    if (!this.connected) {
      this.parked = persisted;
      this.parkedRefused = refused;
      return true;
    }
    const running = this.current?.getPersistedSnapshot();
    const goBack = () => (running !== undefined ? this.startActor(running, 'resumed') : this.startActor(undefined, 'new'));
    if (
      this.startActor(persisted, 'restored', true, (issue) => {
        goBack();
        refused?.(issue);
      })
    )
      return true;
    if (running !== undefined) this.startActor(running, 'resumed');
    return false;
  }

  /**
   * True when the person to act may take back their last move (the board shows "Take back"): it was theirs,
   * this turn, and it revealed nothing (the game's `mayTakeBack`), and nothing has happened since.
   */
  get canTakeBack(): boolean {
    const top = this.takeBacks.at(-1);
    return !!top && top.after === this.last && !this.failedActor && !this.conflicted && !this.remote && this.seats[top.seat]?.kind === 'human';
  }

  /**
   * Takes back the last move of the person to act, the way Board Game Arena's undo works: the game goes
   * back to the snapshot before it (saved so). Several moves of one turn come back one by one; never a
   * bot's move or another player's, never past a roll, a draw or a physics result (see {@link canTakeBack}).
   * @returns the seat whose move was taken back; undefined when none may be
   */
  takeBack(): number | undefined {
    if (!this.canTakeBack) return undefined;
    const rest = [...this.takeBacks];
    const top = rest.pop()!;
    if (!this.startActor(top.before, 'resumed')) return undefined;
    const previous = rest.at(-1);
    if (previous) previous.after = this.last!;
    this.takeBacks = rest;
    return top.seat;
  }

  private dispatch(move: TMove, by: 'human' | 'bot'): boolean {
    if (this.remote) {
      // The server decides: its answer is the next snapshot (or a refusal the online part shows).
      if (!this.current) return false;
      this.remoteMove = move;
      this.remote.send(move);
      return true;
    }
    const actor = this.current;
    if (!actor || this.failedActor) return false;
    const before = actor.getSnapshot() as SnapshotFrom<TMachine>;
    const { game } = this.options;
    const persistedBefore = by === 'human' && game.mayTakeBack ? actor.getPersistedSnapshot() : undefined;
    this.pendingMove = { move, by };
    try {
      actor.send(move as EventFromLogic<AnyStateMachine>);
    } finally {
      this.pendingMove = undefined;
    }
    const after = actor.getSnapshot() as SnapshotFrom<TMachine>;
    const accepted = after !== before && (after as { status?: string }).status !== 'error';
    if (accepted && by === 'human') {
      // A move that revealed nothing, with its player still to act, may be taken back; any other ends the chain.
      const seat = (move as { seat?: number }).seat ?? game.toAct(before)[0];
      const open = persistedBefore !== undefined && seat !== undefined && this.current === actor && mayTakeBackMove(game, before, after, move, seat);
      if (open) this.takeBacks.push({ seat, before: persistedBefore, after });
      else this.takeBacks = [];
    }
    return accepted;
  }

  private key(): string | undefined {
    const key = this.options.persistKey()?.trim();
    return key ? key : undefined;
  }

  private storage(): KeyValueStore & { readonly available: boolean } {
    this.store ??= safeStore(this.options.storage ?? (() => globalThis.localStorage));
    return this.store;
  }

  private startFromStorageOrNew(): void {
    const key = this.key();
    if (!key) {
      this.startActor(undefined, 'new');
      return;
    }
    const store = this.storage();
    if (!store.available) this.options.onNotice?.({ kind: 'storage-unavailable' });
    const text = store.getItem(key);
    if (this.restore(text)) return;
    // A save that could not be restored is this board's to replace: the new game is written over it, and its
    // revision is no newer game from another tab.
    this.catchUp(text);
    this.written = text ?? undefined;
    this.startActor(undefined, 'new');
  }

  /**
   * Continues the save `text`, what storage holds under the key (kind `restored`): it is not written again (a
   * second tab opening it is no newer game).
   * @returns false when it could not be restored: the reader is told why (unless there was no save)
   */
  private restore(text: string | null): boolean {
    const result = this.readSave(text);
    if (result.ok && this.startActor(result.snapshot, 'restored', false, (issue) => this.refuseSave(issue))) {
      this.revision = result.revision;
      this.written = text ?? undefined;
      return true;
    }
    if (result.ok) this.options.onNotice?.({ kind: 'restore-failed', reason: 'invalid', detail: 'the saved snapshot does not fit the game machine' });
    else if (result.reason !== 'missing') this.options.onNotice?.({ kind: 'restore-failed', reason: result.reason, detail: result.detail });
    return false;
  }

  /** The revision of `text` if it is a save of this game (see the kit's `savedRevision`). */
  private revisionIn(text: string | null): number | undefined {
    const { game } = this.options;
    return savedRevision(text, game.id, game.snapshotVersion);
  }

  /** This board's revision goes on from `text`'s, a save of its key, so its next write is the newest. */
  private catchUp(text: string | null): void {
    this.revision = Math.max(this.revision, this.revisionIn(text) ?? 0);
  }

  /** A stored save of this game, checked (see the kit's `unwrapSnapshot`; against the schema once it is loaded). */
  private readSave(text: string | null): RestoreResult {
    const { game } = this.options;
    if (text !== null) {
      void this.loadSchema();
      void this.loadInvariants();
    }
    return unwrapSnapshot(text, game.id, game.snapshotVersion, this.schema);
  }

  /** The game's context schema, once a board of the page has loaded it (see {@link loadSchema}). */
  private get schema(): ContextSchema | undefined {
    return schemas.loaded.get(this.options.game);
  }

  /** Loads the game's context schema (a chunk of its own) once per page, the first time a board has a snapshot to restore. */
  private loadSchema(): Promise<ContextSchema | undefined> {
    const { game } = this.options;
    return loadOnce(schemas, game, game.loadContextSchema && (() => game.loadContextSchema!()));
  }

  /** The game's consistency checks, once a board of the page has loaded them (see {@link loadInvariants}). */
  private get invariants(): ((snapshot: SnapshotFrom<TMachine>) => string[]) | undefined {
    return invariantChecks.loaded.get(this.options.game);
  }

  /**
   * Loads the game's consistency checks (`GameModule.loadInvariants`, a chunk of their own) once per page: with
   * the schema when a board has a snapshot to restore, or when a rule threw.
   */
  private loadInvariants(): Promise<Invariants | undefined> {
    const { game } = this.options;
    return loadOnce(invariantChecks, game, game.loadInvariants && (() => game.loadInvariants!() as Promise<Invariants>));
  }

  /** A restored save the schema refused after it started: the reader is told, and a new game replaces it. */
  private refuseSave(issue: string): void {
    this.options.onNotice?.({ kind: 'restore-failed', reason: 'invalid', detail: `saved game does not describe a game: ${issue}` });
    this.startActor(undefined, 'new');
  }

  /**
   * Creates and starts an actor; false (and nothing started) when a persisted snapshot is unusable.
   * @param write false when the snapshot is what storage holds already
   * @param refused called when the game's schema, still loading at the start, then refuses `persisted`
   *   (while that game still runs); default: a game started from our own snapshot is not checked again
   */
  private startActor(persisted: unknown, kind: StartKind, write = true, refused?: (issue: string) => void): boolean {
    const { game } = this.options;
    this.clearBotTimer();
    this.takeBacks = [];
    this.subscription?.unsubscribe();
    this.current?.stop();
    this.current = undefined;
    const table = this.options.table();
    // A snapshot set by code is checked as a save is (the context against the game's schema), at once when
    // the schema is loaded, else when it arrives (below).
    if (persisted !== undefined && this.schema && contextIssue(this.schema, persisted)) return false;
    if (persisted !== undefined) void this.loadInvariants();
    let actor: AnyActor;
    try {
      actor = (
        persisted === undefined
          ? createActor(game.machine as AnyStateMachine, { input: game.createInput(table) })
          : createActor(game.machine as AnyStateMachine, { snapshot: persisted as never, input: game.createInput(table) })
      ) as AnyActor;
      // A snapshot that does not fit the machine leaves the actor in `error` before it starts; starting it
      // would report the error as uncaught.
      if ((actor.getSnapshot() as { status?: string }).status === 'error') throw new Error('invalid');
      actor.start();
      const snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
      if (persisted !== undefined) {
        // A tampered save may parse but not describe a game: check it before trusting it.
        if ((snapshot as { status?: string }).status === 'error' || (this.invariants?.(snapshot).length ?? 0) > 0) throw new Error('invalid');
        game.toAct(snapshot);
        game.scores(snapshot);
      }
    } catch (error) {
      if (persisted === undefined) throw error;
      return false;
    }
    this.current = actor;
    this.failedActor = false;
    const first = actor.getSnapshot() as SnapshotFrom<TMachine>;
    this.last = first;
    this.botSeed = (table.seed ^ 0x5eed5eed) >>> 0;
    this.botRngs.clear();
    if (write) this.guard('view', () => this.save());
    else this.lastGood = actor.getPersistedSnapshot();
    this.subscription = actor.subscribe({
      next: (snapshot) => this.onSnapshot(snapshot as SnapshotFrom<TMachine>),
      error: (error) => this.onActorError(actor, error),
    });
    this.guard('view', () => this.options.onStart?.(kind, first));
    this.host.requestUpdate();
    this.guard('bot', () => this.scheduleBot());
    if (persisted !== undefined && refused && (!this.schema || !this.invariants)) {
      // The checks still loading at the start (the first restore of a page) follow it: the schema on the save,
      // the invariants on the position it started from.
      const checked = !!this.invariants;
      void Promise.all([this.loadSchema(), this.loadInvariants()]).then(([schema, invariants]) => {
        if (this.current !== actor) return;
        const issue = (schema && contextIssue(schema, persisted)) || (!checked && invariants?.(first as never).join('; ')) || undefined;
        if (issue) refused(issue);
      });
    }
    return true;
  }

  /** Each step on its own: one that throws (the host's view, an announcer) skips none of the others. */
  private onSnapshot(snapshot: SnapshotFrom<TMachine>): void {
    const previous = this.last;
    if (snapshot === previous) return;
    this.last = snapshot;
    if (this.remoteMove !== undefined) {
      // The server's answer to this screen's move counts as that move (focus, the hand-over, "just now").
      this.pendingMove = { move: this.remoteMove, by: 'human' };
      this.remoteMove = undefined;
      try {
        this.onSnapshotSteps(snapshot, previous);
      } finally {
        this.pendingMove = undefined;
      }
      return;
    }
    this.onSnapshotSteps(snapshot, previous);
  }

  private onSnapshotSteps(snapshot: SnapshotFrom<TMachine>, previous: SnapshotFrom<TMachine> | undefined): void {
    // A bot's move or an event from other code ends the take-backs (a person's move decides in `dispatch`).
    if (this.pendingMove?.by !== 'human') this.takeBacks = [];
    this.guard('view', () => this.save());
    const pending = this.pendingMove;
    this.guard('view', () => this.options.onChange?.(snapshot, previous, pending?.move, pending?.by ?? 'external'));
    this.host.requestUpdate();
    this.guard('bot', () => this.scheduleBot());
  }

  /** A rule threw: the actor is stopped in `error`. The game waits for {@link recover} or {@link newGame}. */
  private onActorError(actor: AnyActor, error: unknown): void {
    if (actor !== this.current) return;
    this.clearBotTimer();
    this.failedActor = true;
    const last = this.last;
    const consistent = (invariants: Invariants | undefined): boolean => {
      try {
        return !last || !invariants || invariants(last as never).length === 0;
      } catch {
        return false;
      }
    };
    const canContinue = this.lastGood !== undefined && last !== undefined;
    const tell = (invariants: Invariants | undefined) => {
      if (actor !== this.current || !this.failedActor) return;
      this.report({ source: 'rule', error, canContinue: canContinue && consistent(invariants) });
      this.host.requestUpdate();
    };
    // The checks of the last good position, loaded now when no save brought them (a chunk of their own).
    const loaded = invariantChecks.loaded.get(this.options.game);
    if (loaded || !this.options.game.loadInvariants) tell(loaded);
    else void this.loadInvariants().then(tell);
  }

  /** Runs `step`; an exception is reported (the actor and the game go on). */
  private guard(source: ErrorSource, step: () => void): void {
    try {
      step();
    } catch (error) {
      this.report({ source, error, canContinue: !this.failedActor && this.current !== undefined });
    }
  }

  private report(failure: GameFailure): void {
    if (this.options.onError) {
      try {
        this.options.onError(failure);
        return;
      } catch (error) {
        console.error('viking-games: the error handler itself threw', error);
      }
    }
    console.error(`viking-games (${this.options.game.id}): an error in the ${failure.source}`, failure.error);
  }

  /**
   * Saves the running game under the key with the next revision, unless a newer save of the key was written
   * elsewhere since this board's last write: then nothing is written and the conflict begins.
   * @param force write even over a newer save (the reader chose "Keep this one")
   */
  private save(force = false): void {
    if (!this.current || this.remote) return;
    const persisted = this.current.getPersistedSnapshot();
    this.lastGood = persisted;
    const key = this.key();
    if (!key || this.conflicted) return;
    const { game } = this.options;
    const store = this.storage();
    if (!force) {
      const stored = store.getItem(key);
      const theirs = stored === null || stored === this.written ? undefined : this.revisionIn(stored);
      if (theirs !== undefined && theirs > this.revision) {
        this.beginConflict();
        return;
      }
    }
    this.revision += 1;
    const text = JSON.stringify(wrapSnapshot(game.id, game.snapshotVersion, persisted, this.revision));
    this.written = text;
    store.setItem(key, text);
  }

  /** Another tab wrote storage: a newer save of this key stops this board's writes until the reader chooses. */
  private storageChanged(event: StorageEvent): void {
    const key = this.key();
    if (!key || event.key !== key || event.newValue === null || event.newValue === this.written || this.conflicted || !this.current) return;
    const theirs = this.revisionIn(event.newValue);
    if (theirs !== undefined && theirs > this.revision) this.beginConflict();
  }

  private beginConflict(): void {
    this.conflicted = true;
    this.clearBotTimer();
    this.host.requestUpdate();
  }

  private waitingForHuman(seat: number): boolean {
    if (!this.last) return false;
    const moves = this.options.game.legalMoves(this.last, seat);
    const steps = this.options.game.tableSteps ?? [];
    return moves.length > 0 && moves.every((move) => steps.includes(move.type)) && this.seats.some((s) => s.kind === 'human');
  }

  private scheduleBot(): void {
    this.clearBotTimer();
    const snapshot = this.last;
    if (!snapshot || !this.current || !this.connected || this.failedActor || this.conflicted || this.remote) return;
    const { game } = this.options;
    if (game.isOver(snapshot)) return;
    // Several seats may act at once (simultaneous bids): the first bot among them moves, without waiting
    // for people listed before it; the others follow one by one, each after its own pause.
    const seat = game.toAct(snapshot).find((s: number) => this.seats[s]?.kind === 'bot' && !this.waitingForHuman(s));
    const seatInfo = seat === undefined ? undefined : this.seats[seat];
    if (seat === undefined || seatInfo?.kind !== 'bot') return;
    const delay = this.options.botDelay?.() ?? (prefersReducedMotion() ? 250 : 700 + Math.floor(Math.random() * 500));
    this.botTimer = setTimeout(
      () => {
        this.botTimer = undefined;
        if (this.last !== snapshot || !this.current) return;
        // Nobody is watching: the bot waits, and moves (after its pause) when the board is seen again.
        if (this.options.botsMayMove && !this.options.botsMayMove()) {
          this.botWaiting = true;
          return;
        }
        this.guard('bot', () => this.botTurn(snapshot, seat, seatInfo));
      },
      Math.max(0, delay),
    );
  }

  /** A bot's turn: its move chosen here or elsewhere (a worker), then sent. Throws what the bot throws. */
  private botTurn(snapshot: SnapshotFrom<TMachine>, seat: number, seatInfo: Extract<Seat, { kind: 'bot' }>): void {
    const { game } = this.options;
    const moves = game.legalMoves(snapshot, seat);
    if (moves.length === 0) return;
    const rng = this.botRng(seat);
    const elsewhere = this.options.botMove?.({ seat, bot: seatInfo.bot, level: seatInfo.level, snapshot, moves, rng: rng.getState() });
    if (elsewhere) {
      this.botThinking = snapshot;
      void elsewhere.then(
        ({ move, rng: after }) => {
          if (this.botThinking !== snapshot) return;
          this.botThinking = undefined;
          if (this.last !== snapshot || !this.current) return;
          this.botRngs.set(seat, rngFromState(after));
          this.guard('bot', () => this.dispatch(move, 'bot'));
        },
        (error: unknown) => {
          // A bot that failed elsewhere (the worker threw) is reported, unless the game moved on meanwhile.
          if (this.botThinking !== snapshot) return;
          this.botThinking = undefined;
          if (this.last === snapshot && this.current) this.report({ source: 'bot', error, canContinue: true });
        },
      );
      return;
    }
    const bot = game.bots[seatInfo.bot] ?? game.bots.heuristic ?? game.bots.random;
    const move = bot.choose({ seat, view: game.playerView(snapshot, seat), moves, level: seatInfo.level, rng });
    this.dispatch(move, 'bot');
  }

  /** Bots may move again (the board is seen again): a bot that waited moves after its usual pause. */
  wakeBots(): void {
    if (!this.botWaiting) return;
    this.botWaiting = false;
    this.scheduleBot();
  }

  /** Each bot seat has its own seeded generator (from the game's seed), never `Math.random`. */
  private botRng(seat: number): RandomGenerator {
    let rng = this.botRngs.get(seat);
    if (!rng) {
      rng = rngFromState(seedRng((this.botSeed + Math.imul(seat + 1, 0x9e3779b9)) >>> 0));
      this.botRngs.set(seat, rng);
    }
    return rng;
  }

  private clearBotTimer(): void {
    if (this.botTimer !== undefined) clearTimeout(this.botTimer);
    this.botTimer = undefined;
    this.botWaiting = false;
    this.botThinking = undefined;
  }
}
