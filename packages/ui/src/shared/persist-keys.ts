import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The boards of this page attached under each `persist` key. */
// eslint-disable-next-line no-restricted-syntax -- page-wide by nature: which boards of the page share a key
const boards = new Map<string, Set<object>>();
/** Keys already warned about on this page (once each). */
// eslint-disable-next-line no-restricted-syntax -- page-wide by nature: one warning per key and page
const warned = new Set<string>();

/**
 * Warns once per key when two boards attached to one page save under the same `persist` key: each would
 * overwrite the other's save without a word (the storage event that tells tabs apart never fires within a
 * page). Claims the key while the host is attached; follows a change of the key.
 */
export class PersistKeyWatch implements ReactiveController {
  private claimed?: string;

  /**
   * @param host the board
   * @param key the board's storage key now (undefined: it does not save)
   */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly key: () => string | undefined,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.claim();
  }

  hostUpdate(): void {
    if (this.host.isConnected && this.key() !== this.claimed) this.claim();
  }

  hostDisconnected(): void {
    this.release();
  }

  private claim(): void {
    this.release();
    const key = this.key();
    if (!key) return;
    const holders = boards.get(key) ?? new Set<object>();
    boards.set(key, holders);
    holders.add(this);
    this.claimed = key;
    if (holders.size > 1 && !warned.has(key)) {
      warned.add(key);
      console.warn(
        `<${this.host.localName}> persist="${key}": another board on this page saves under the same key, so each overwrites the other's game. Give each board its own persist key.`,
      );
    }
  }

  private release(): void {
    if (this.claimed === undefined) return;
    const holders = boards.get(this.claimed);
    holders?.delete(this);
    if (holders?.size === 0) boards.delete(this.claimed);
    this.claimed = undefined;
  }
}
