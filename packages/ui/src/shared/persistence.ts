/**
 * A board's save under its `persist` key, and the two-tab conflict. Every write carries the next revision (kit
 * `SavedGame.revision`); a board that finds a newer save of its key written elsewhere (a `storage` event, or a
 * higher revision in storage when it is about to write) stops writing: {@link Persistence.conflict} is true until
 * the reader chooses ("Load it": {@link Persistence.takeOther}, "Keep this one": {@link Persistence.keep}). A newer
 * save is never overwritten unasked. Storage that throws degrades to no persistence (kit `safeStore`).
 *
 * It knows nothing of the actor: it is handed persisted snapshots to write and hands back what storage holds.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { safeStore, savedRevision, unwrapSnapshot, wrapSnapshot, type KeyValueStore, type RestoreResult } from '@viking-games/core/kit';

export interface PersistenceOptions {
  /** The game whose saves these are (a save of another game or version is not this board's). */
  readonly game: { readonly id: string; readonly snapshotVersion: number };
  /** The storage key (the `persist` attribute); empty or undefined: no persistence. */
  key(): string | undefined;
  /** The real storage; default `localStorage` (read lazily: merely touching it can throw). */
  storage?(): KeyValueStore | undefined;
  /** True while the board plays a game of its own (only then does another tab's save concern it). */
  playing(): boolean;
  /** A newer save of the key was written elsewhere: the board's bots wait and it shows the choice. */
  onConflict(): void;
}

export class Persistence implements ReactiveController {
  readonly #options: PersistenceOptions;
  #store?: KeyValueStore & { readonly available: boolean };
  /** The revision this board last wrote or restored under its key. */
  #revision = 0;
  /** What this board last wrote (or restored): storage still holding it means nobody else wrote since. */
  #written?: string;
  /** A newer save of the key was written elsewhere: no writes until the reader chooses. */
  #conflicted = false;
  readonly #onStorage = (event: StorageEvent): void => this.#storageChanged(event);

  constructor(host: ReactiveControllerHost, options: PersistenceOptions) {
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    globalThis.addEventListener?.('storage', this.#onStorage);
  }

  hostDisconnected(): void {
    globalThis.removeEventListener?.('storage', this.#onStorage);
  }

  /** The key, trimmed; undefined when the board keeps no save. */
  get key(): string | undefined {
    const key = this.#options.key()?.trim();
    return key ? key : undefined;
  }

  /** False when storage cannot be used (private mode, a sandboxed frame): nothing is kept. */
  get available(): boolean {
    return this.#storage().available;
  }

  /** True while a newer save of this key, written in another tab, waits for the reader's choice. */
  get conflict(): boolean {
    return this.#conflicted;
  }

  /** What storage holds under the key (null: nothing, or no key). */
  stored(): string | null {
    const key = this.key;
    return key ? this.#storage().getItem(key) : null;
  }

  /** The snapshot inside a stored save of this game and version, or why there is none (see the kit's `unwrapSnapshot`). */
  read(text: string | null): RestoreResult {
    const { game } = this.#options;
    return unwrapSnapshot(text, game.id, game.snapshotVersion);
  }

  /** `text`, read with {@link read}, is the game the board now plays: it is not written again (a second tab opening it is no newer game). */
  restored(text: string | null, revision: number): void {
    this.#revision = revision;
    this.#written = text ?? undefined;
  }

  /** `text` could not be restored: it is this board's to replace, and its revision is no newer game from another tab. */
  unrestorable(text: string | null): void {
    this.#catchUp(text);
    this.#written = text ?? undefined;
  }

  /**
   * Writes `persisted` under the key with the next revision, unless a newer save of the key was written elsewhere
   * since this board's last write: then nothing is written and the conflict begins.
   * @param force write even over a newer save (the reader chose "Keep this one")
   */
  save(persisted: unknown, force = false): void {
    const key = this.key;
    if (!key || this.#conflicted) return;
    const { game } = this.#options;
    const store = this.#storage();
    if (!force) {
      const stored = store.getItem(key);
      const theirs = stored === null || stored === this.#written ? undefined : this.#revisionIn(stored);
      if (theirs !== undefined && theirs > this.#revision) {
        this.#beginConflict();
        return;
      }
    }
    this.#revision += 1;
    const text = JSON.stringify(wrapSnapshot(game.id, game.snapshotVersion, persisted, this.#revision));
    this.#written = text;
    store.setItem(key, text);
  }

  /** A new game: the save under the key goes; the new game goes on counting from its revision, so a tab still on the old game sees it is newer. */
  clear(): void {
    this.#conflicted = false;
    const key = this.key;
    if (!key) return;
    this.#catchUp(this.#storage().getItem(key));
    this.#written = undefined;
    this.#storage().removeItem(key);
  }

  /**
   * "Load it": ends the conflict and returns the other tab's save to restore (then {@link restored}, or
   * {@link keep} when it cannot be). Undefined when there is no conflict to end.
   */
  takeOther(): string | null | undefined {
    const key = this.key;
    if (!key || !this.#conflicted) return undefined;
    this.#conflicted = false;
    return this.#storage().getItem(key);
  }

  /** "Keep this one": ends the conflict; the board's next write ({@link save} with `force`) goes over the other tab's save. */
  keep(): void {
    this.#conflicted = false;
    const key = this.key;
    if (key) this.#catchUp(this.#storage().getItem(key));
    this.#written = undefined;
  }

  /** The board no longer plays its own game here (it plays online): the conflict ends unanswered. */
  forget(): void {
    this.#conflicted = false;
  }

  #storage(): KeyValueStore & { readonly available: boolean } {
    this.#store ??= safeStore(this.#options.storage ?? (() => globalThis.localStorage));
    return this.#store;
  }

  /** The revision of `text` if it is a save of this game (see the kit's `savedRevision`). */
  #revisionIn(text: string | null): number | undefined {
    const { game } = this.#options;
    return savedRevision(text, game.id, game.snapshotVersion);
  }

  /** This board's revision goes on from `text`'s, a save of its key, so its next write is the newest. */
  #catchUp(text: string | null): void {
    this.#revision = Math.max(this.#revision, this.#revisionIn(text) ?? 0);
  }

  /** Another tab wrote storage: a newer save of this key stops this board's writes until the reader chooses. */
  #storageChanged(event: StorageEvent): void {
    const key = this.key;
    if (!key || event.key !== key || event.newValue === null || event.newValue === this.#written || this.#conflicted || !this.#options.playing()) return;
    const theirs = this.#revisionIn(event.newValue);
    if (theirs !== undefined && theirs > this.#revision) this.#beginConflict();
  }

  #beginConflict(): void {
    this.#conflicted = true;
    this.#options.onConflict();
  }
}
