/**
 * Persistence: a versioned wrapper around XState's `actor.getPersistedSnapshot()`.
 * A saved game that is from another game, another snapshot version, or not readable is never restored:
 * the caller starts a new game and tells the player why. Storage that throws (private mode, a sandboxed
 * iframe, a full quota) degrades to no persistence.
 */

/** What is written to storage under the key. */
export interface SavedGame {
  readonly format: typeof SAVE_FORMAT;
  /** The game id, e.g. `wikingerschafe`. */
  readonly game: string;
  /** The game's snapshot version ({@link GameModule.snapshotVersion}); bumped when the context shape changes. */
  readonly version: number;
  /** The persisted snapshot exactly as `getPersistedSnapshot()` returned it. */
  readonly snapshot: unknown;
  /**
   * How many times a game was written under this key (1 for the first write; a new game under the same key
   * goes on counting). A board that finds a higher revision than its own knows another tab (or window)
   * wrote the key since, and must not overwrite it unasked. Missing in saves made before it existed: 0.
   */
  readonly revision?: number;
}

export const SAVE_FORMAT = 'viking-games/saved-game';

import { contextIssue, type ContextSchema } from './context-issue.js';

/** Why a saved game was not restored (`invalid`: readable, but its context does not match the game's schema). */
export type RestoreFailure = 'missing' | 'corrupt' | 'other-game' | 'other-version' | 'storage-unavailable' | 'invalid';

/** A restorable save: its snapshot and {@link SavedGame.revision} (0 when the save has none). */
export type RestoreResult = { ok: true; snapshot: unknown; revision: number } | { ok: false; reason: RestoreFailure; detail: string };

/** The subset of the Web Storage API we use, so tests and Node can pass a Map-backed store. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Wraps a persisted snapshot for storage (`JSON.stringify` it).
 * @param revision see {@link SavedGame.revision}; left out when undefined
 */
export function wrapSnapshot(game: string, version: number, snapshot: unknown, revision?: number): SavedGame {
  return revision === undefined ? { format: SAVE_FORMAT, game, version, snapshot } : { format: SAVE_FORMAT, game, version, snapshot, revision };
}

/** The revision of a whole number 0 or more; anything else (none, a string, a fraction) counts as 0. */
function revisionOf(saved: Partial<SavedGame>): number {
  const revision = saved.revision;
  return typeof revision === 'number' && Number.isInteger(revision) && revision >= 0 ? revision : 0;
}

/**
 * The {@link SavedGame.revision} of a stored save of `game` at `version`, read without checking its snapshot;
 * undefined when `text` is no such save (nothing, not JSON, another game or version).
 */
export function savedRevision(text: string | null, game: string, version: number): number | undefined {
  if (text === null) return undefined;
  try {
    const saved = JSON.parse(text) as Partial<SavedGame> | null;
    if (saved === null || typeof saved !== 'object' || saved.format !== SAVE_FORMAT || saved.game !== game || saved.version !== version) return undefined;
    return revisionOf(saved);
  } catch {
    return undefined;
  }
}

/**
 * Checks a stored string and returns the snapshot inside, or why it cannot be used.
 * @param text what storage held (`null` when nothing)
 * @param contextSchema the game's schema (`await game.loadContextSchema()`): a snapshot whose context does not match it is `invalid`
 */
export function unwrapSnapshot(text: string | null, game: string, version: number, contextSchema?: ContextSchema): RestoreResult {
  if (text === null) return { ok: false, reason: 'missing', detail: 'no saved game' };
  let saved: Partial<SavedGame>;
  try {
    saved = JSON.parse(text) as Partial<SavedGame>;
  } catch (error) {
    return { ok: false, reason: 'corrupt', detail: `saved game is not JSON: ${(error as Error).message}` };
  }
  if (saved === null || typeof saved !== 'object' || saved.format !== SAVE_FORMAT) {
    return { ok: false, reason: 'corrupt', detail: 'saved game has no viking-games header' };
  }
  if (saved.game !== game) {
    return { ok: false, reason: 'other-game', detail: `saved game is ${String(saved.game)}, not ${game}` };
  }
  if (saved.version !== version) {
    return { ok: false, reason: 'other-version', detail: `saved game is version ${String(saved.version)}, this is version ${version}` };
  }
  if (saved.snapshot === null || typeof saved.snapshot !== 'object') {
    return { ok: false, reason: 'corrupt', detail: 'saved game holds no snapshot' };
  }
  const issue = contextSchema ? contextIssue(contextSchema, saved.snapshot) : undefined;
  if (issue) return { ok: false, reason: 'invalid', detail: `saved game does not describe a game: ${issue}` };
  return { ok: true, snapshot: saved.snapshot, revision: revisionOf(saved) };
}

/**
 * A store that never throws: every failure of the underlying storage (SecurityError in a sandboxed
 * iframe, QuotaExceededError, no `localStorage` at all) turns into "nothing stored".
 * @param getStorage returns the real storage; called lazily because merely reading `localStorage` can throw.
 */
export function safeStore(getStorage: () => KeyValueStore | undefined): KeyValueStore & { readonly available: boolean } {
  let storage: KeyValueStore | undefined;
  try {
    storage = getStorage();
    if (storage) {
      const probe = '__viking-games-probe__';
      storage.setItem(probe, '1');
      storage.removeItem(probe);
    }
  } catch {
    storage = undefined;
  }
  return {
    available: storage !== undefined,
    getItem(key) {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage?.setItem(key, value);
      } catch {
        // Quota or security errors: the game goes on without saving.
      }
    },
    removeItem(key) {
      try {
        storage?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

/** A Map-backed store for tests and Node. */
export function memoryStore(): KeyValueStore & { readonly data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
