/**
 * The actor of a board's game, and the errors of its loop.
 *
 * - Lifecycle: the actor is created on the host's first update (so every attribute and property set before then
 *   counts: the composition's `begin` starts it), subscribed while the host is connected, and stopped when it is
 *   removed. Putting the element back resumes the very same game (from the persisted snapshot kept in memory), so
 *   `actor` is a new object after a reconnect.
 * - Starting from a snapshot: it is checked first ({@link checkSave}) and played only when it passes; the running
 *   game goes on untouched when it does not.
 * - Errors: the game loop never stops silently. {@link ActorController.guard} runs a step on its own, so one
 *   exception skips none of the others; an actor that fails (a rule action threw: XState's `error` status) is
 *   reported with whether the last good snapshot is there and consistent. {@link ActorController.restartFromLastGood}
 *   goes on from it.
 * - Online: {@link ActorController.playRemote} holds a game a server runs (a {@link RemoteActor}) instead of the
 *   local actor: its snapshots go through the same path, and a move goes to the server.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { createActor, type Actor, type AnyStateMachine, type EventFromLogic, type SnapshotFrom, type Subscription } from 'xstate';
import { positionedStart, type BoardModule, type TableOptions } from '@viking-games/core/kit';
import type { RemoteActor } from './online-types.js';
import { reportFailure, type ErrorSource, type GameFailure } from './game-failure.js';
import { checkSave, whenChecked, type SaveRefusal, type SaveSource, type SaveVerdict } from './save-check.js';

/** How the current game came to be. */
export type StartKind = 'new' | 'restored' | 'resumed';

/** Who made a change: a person ({@link ActorController.send} by `human`), a bot, or other code sending to the actor. */
export type MoveSource = 'human' | 'bot' | 'external';

/** A game that started: how, its first snapshot, and whether it is to be saved (false: storage holds it already). */
export interface GameStart<TMachine extends AnyStateMachine> {
  readonly kind: StartKind;
  readonly first: SnapshotFrom<TMachine>;
  readonly write: boolean;
  /** The table it was created with (undefined online: the server's game). */
  readonly table?: TableOptions;
}

/** What the board's composition does as the game goes (each step is guarded by the caller's own `guard`). */
export interface ActorSteps<TMachine extends AnyStateMachine, TMove> {
  /** The host needs a game and has none (its first update, back from online): start one (from storage, or new). */
  begin(): void;
  /** The game stands still (it is replaced, it failed, the host left): its bots stop. */
  halted(): void;
  /** A game started (new, restored, resumed; online too). */
  started(start: GameStart<TMachine>): void;
  /** After every accepted snapshot, with the one before it and the move that led to it (undefined: `external`). */
  changed(snapshot: SnapshotFrom<TMachine>, previous: SnapshotFrom<TMachine> | undefined, move: TMove | undefined, by: MoveSource): void;
}

export interface ActorControllerOptions<TMachine extends AnyStateMachine, TMove extends { type: string }> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly game: BoardModule<TMachine, any, TMove, any>;
  /** Table options for a new game, read when a game starts. */
  table(): TableOptions;
  /**
   * The position a new game starts from: its first context changed (a guided first game near its end, the kit's
   * `Tutorial.position`); undefined: the table's first position. Read when a new game starts.
   */
  position?(): ((context: never) => unknown) | undefined;
  readonly steps: ActorSteps<TMachine, TMove>;
  /** Called when the loop caught an exception; default: `console.error`. */
  onError?(failure: GameFailure): void;
}

/** How a start from a snapshot is made. */
export interface StartOptions {
  /** False when storage holds the snapshot already (default true: the composition saves it). */
  readonly write?: boolean;
  /** Where the snapshot comes from (see {@link SaveSource}); default `own`. */
  readonly source?: SaveSource;
  /** The checks still loading at the start refused the snapshot later, while its game still runs. */
  readonly refused?: (refusal: SaveRefusal) => void;
}

type AnyActor = Actor<AnyStateMachine>;

export class ActorController<TMachine extends AnyStateMachine, TMove extends { type: string } = { type: string }> implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: ActorControllerOptions<TMachine, TMove>;
  #current?: AnyActor;
  #subscription?: Subscription;
  #last?: SnapshotFrom<TMachine>;
  /** The persisted form of {@link last}, kept so a failed actor can be replaced by one from the last good snapshot. */
  #lastGood?: unknown;
  /** The actor failed (a rule threw): moves do nothing until a restart. */
  #failedActor = false;
  /** The game while the host is detached: the persisted snapshot to resume from, and who to tell when its checks refuse it. */
  #parked?: { readonly persisted: unknown; readonly refused?: (refusal: SaveRefusal) => void };
  #connected = false;
  #pendingMove?: { move: TMove; by: 'human' | 'bot' };
  /** The game a server runs, while the board plays online. */
  #remote?: RemoteActor<TMachine>;
  /** A person's move sent to the server: the next snapshot from it is that move's answer. */
  #remoteMove?: TMove;

  constructor(host: ReactiveControllerHost, options: ActorControllerOptions<TMachine, TMove>) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The running actor (undefined before the host's first update and while it is detached). */
  get actor(): Actor<TMachine> | undefined {
    return this.#current as Actor<TMachine> | undefined;
  }

  /** The latest snapshot (kept while detached, so a detached element still renders its game). */
  get snapshot(): SnapshotFrom<TMachine> | undefined {
    return this.#last;
  }

  /** True while the actor has failed (a rule threw) and the game waits for a restart. */
  get failed(): boolean {
    return this.#failedActor;
  }

  /** True while the board plays a game a server runs. */
  get online(): boolean {
    return !!this.#remote;
  }

  /** True while a game of this board runs here: attached, local, not failed (its bots may move, it is saved). */
  get playing(): boolean {
    return !!this.#current && this.#connected && !this.#failedActor && !this.#remote;
  }

  hostConnected(): void {
    this.#connected = true;
    if (this.#remote && !this.#current) {
      this.playRemote(this.#remote, 'resumed');
      return;
    }
    const parked = this.#parked;
    if (parked === undefined) return;
    this.#parked = undefined;
    const { refused } = parked;
    this.start(parked.persisted, 'resumed', {
      source: refused ? 'outside' : 'own',
      refused:
        refused &&
        ((refusal) => {
          this.start(undefined, 'new');
          refused(refusal);
        }),
    });
  }

  hostUpdate(): void {
    if (this.#connected && !this.#current && this.#parked === undefined) this.#options.steps.begin();
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#options.steps.halted();
    this.#subscription?.unsubscribe();
    this.#subscription = undefined;
    // Online, the game goes on at the server: the board follows it again when it is back on the page.
    if (!this.#remote && this.#current) {
      this.#parked = { persisted: this.#current.getPersistedSnapshot() };
      this.#current.stop();
    }
    this.#current = undefined;
  }

  /**
   * Starts a game: a new one (`persisted` undefined; a machine that throws at its start throws here), or one from
   * a persisted snapshot, checked first. A snapshot the checks refuse is not played: the running game goes on.
   */
  start(persisted: unknown, kind: StartKind, options: StartOptions = {}): SaveVerdict {
    const { game } = this.#options;
    const table = this.#options.table();
    const position = persisted === undefined ? this.#options.position?.() : undefined;
    const create = (): AnyActor => {
      const input = game.createInput(table);
      const machine = game.machine as AnyStateMachine;
      const snapshot = position ? positionedStart(machine, input, position as (context: unknown) => unknown) : persisted;
      return (snapshot === undefined ? createActor(machine, { input }) : createActor(machine, { snapshot: snapshot as never, input })) as AnyActor;
    };
    let actor: AnyActor | undefined;
    const verdict: SaveVerdict =
      persisted === undefined
        ? { ok: true }
        : checkSave(
            game,
            persisted,
            () => {
              actor = create();
              // A snapshot that does not fit the machine leaves the actor in `error` before it starts; starting it
              // would report the error as uncaught.
              if ((actor.getSnapshot() as { status?: string }).status === 'error') throw new Error('invalid');
              actor.start();
              return actor.getSnapshot() as SnapshotFrom<TMachine>;
            },
            options.source ?? 'own',
          );
    if (!verdict.ok) {
      actor?.stop();
      return verdict;
    }
    if (!actor) {
      actor = create();
      actor.start();
    }
    this.#replace(actor, kind, options.write ?? true, table);
    const started = actor;
    void verdict.later?.then((refusal) => {
      if (refusal && this.#current === started) options.refused?.(refusal);
    });
    return verdict;
  }

  /**
   * Goes on from the last good snapshot after the actor failed (kind `resumed`).
   * @returns false when there is none to go on from (start a new game instead)
   */
  restartFromLastGood(): boolean {
    if (this.#lastGood === undefined || !this.#connected) return false;
    return this.start(this.#lastGood, 'resumed').ok;
  }

  /**
   * Continues from a snapshot set by code (a persisted one, or another board's): while the host is detached it is
   * kept and started when the host is attached. The checks still loading at the start follow it: a snapshot they
   * refuse is dropped again for the game that ran before, and `refused` is told why.
   * @returns false, and the running game goes on, when the snapshot does not describe a game of this machine
   */
  load(persisted: unknown, refused?: (refusal: SaveRefusal) => void): boolean {
    if (this.#remote) return false;
    if (!this.#connected) {
      this.#parked = { persisted, refused };
      return true;
    }
    const running = this.#current?.getPersistedSnapshot();
    const goBack = (refusal: SaveRefusal) => {
      if (running !== undefined) this.start(running, 'resumed');
      else this.start(undefined, 'new');
      refused?.(refusal);
    };
    return this.start(persisted, 'restored', { source: 'outside', refused: goBack }).ok;
  }

  /**
   * Sends a move. Returns true when the machine accepted it (an illegal move changes nothing). Online it goes to
   * the server, whose answer is the next snapshot (or a refusal the online part shows): true when it was sent.
   */
  send(move: TMove, by: 'human' | 'bot'): boolean {
    if (this.#remote) {
      if (!this.#current) return false;
      this.#remoteMove = move;
      this.#remote.send(move);
      return true;
    }
    const actor = this.#current;
    if (!actor || this.#failedActor) return false;
    const before = actor.getSnapshot();
    this.#pendingMove = { move, by };
    try {
      actor.send(move as EventFromLogic<AnyStateMachine>);
    } finally {
      this.#pendingMove = undefined;
    }
    const after = actor.getSnapshot() as { status?: string };
    return after !== before && after.status !== 'error';
  }

  /**
   * Plays a game a server runs: `remote` takes the local actor's place (which stops; `started` hears `kind`).
   * {@link stopRemote} goes back to a local game.
   */
  playRemote(remote: RemoteActor<TMachine>, kind: StartKind = 'new'): void {
    this.#options.steps.halted();
    this.#subscription?.unsubscribe();
    this.#subscription = undefined;
    if (this.#current !== (remote as unknown)) this.#current?.stop();
    this.#remote = remote;
    this.#remoteMove = undefined;
    this.#failedActor = false;
    if (!this.#connected) return;
    this.#current = remote as unknown as AnyActor;
    const first = remote.getSnapshot();
    this.#last = first;
    this.#subscription = remote.subscribe({
      next: (snapshot) => this.#onSnapshot(snapshot),
      error: (error) => this.report({ source: 'rule', error, canContinue: false }),
    });
    this.#options.steps.started({ kind, first, write: false });
  }

  /** Back from a game on a server to a local one (the composition's `begin`: the saved game, else a new one). */
  stopRemote(): void {
    if (!this.#remote) return;
    this.#subscription?.unsubscribe();
    this.#subscription = undefined;
    this.leaveRemote();
    this.#current = undefined;
    if (this.#connected) this.#options.steps.begin();
  }

  /** Forgets the server's game without starting another (a new local game follows). */
  leaveRemote(): void {
    this.#remote = undefined;
    this.#remoteMove = undefined;
    this.#failedActor = false;
  }

  /** Runs `step`; an exception is reported (the actor and the game go on). */
  guard(source: ErrorSource, step: () => void): void {
    try {
      step();
    } catch (error) {
      this.report({ source, error, canContinue: !this.#failedActor && this.#current !== undefined });
    }
  }

  /** Tells the host of a caught exception (its `onError`, else the console). */
  report(failure: GameFailure): void {
    reportFailure(failure, this.#options.onError, this.#options.game.id);
  }

  /** `actor`, started, takes the running game's place. */
  #replace(actor: AnyActor, kind: StartKind, write: boolean, table: TableOptions): void {
    this.#options.steps.halted();
    this.#subscription?.unsubscribe();
    this.#current?.stop();
    this.#current = actor;
    this.#failedActor = false;
    const first = actor.getSnapshot() as SnapshotFrom<TMachine>;
    this.#last = first;
    this.#lastGood = actor.getPersistedSnapshot();
    this.#subscription = actor.subscribe({
      next: (snapshot) => this.#onSnapshot(snapshot as SnapshotFrom<TMachine>),
      error: (error) => this.#onActorError(actor, error),
    });
    this.#options.steps.started({ kind, first, write, table });
  }

  #onSnapshot(snapshot: SnapshotFrom<TMachine>): void {
    const previous = this.#last;
    if (snapshot === previous) return;
    this.#last = snapshot;
    if (!this.#remote) this.guard('view', () => (this.#lastGood = this.#current!.getPersistedSnapshot()));
    // Online, the server's answer to this screen's move counts as that move (focus, the hand-over, "just now").
    const remoteMove = this.#remoteMove;
    this.#remoteMove = undefined;
    const pending = remoteMove !== undefined ? { move: remoteMove, by: 'human' as const } : this.#pendingMove;
    this.#options.steps.changed(snapshot, previous, pending?.move, pending?.by ?? 'external');
  }

  /** A rule threw: the actor is stopped in `error`. The game waits for a restart or a new game. */
  #onActorError(actor: AnyActor, error: unknown): void {
    if (actor !== this.#current) return;
    this.#options.steps.halted();
    this.#failedActor = true;
    const canContinue = this.#lastGood !== undefined && this.#last !== undefined;
    // The last good position is checked too (its checks loaded now when no save brought them: a chunk of their own).
    whenChecked(this.#options.game, this.#last, (consistent) => {
      if (actor !== this.#current || !this.#failedActor) return;
      this.report({ source: 'rule', error, canContinue: canContinue && consistent });
      this.#host.requestUpdate();
    });
  }
}
