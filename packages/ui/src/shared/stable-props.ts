/**
 * Plain data (numbers, strings, booleans, null, undefined, arrays and plain objects of them) that holds the same:
 * the same primitives at the same places.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((value, i) => sameData(value, b[i]));
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * Keeps a part's property the same object while what it holds stays the same (issue 27, moves). A board builds its
 * parts' arrays and objects afresh from each snapshot, and Lit updates an element whenever a property is a new
 * object, so every part re-rendered after every move, changed or not. {@link keep} hands back the value given
 * under the same key last time when the new one holds the same data ({@link sameData}), and an unchanged part is
 * left alone.
 */
export class StableProps {
  readonly #last = new Map<string, unknown>();

  /** `value`, or the equal value kept under `key` (then `value` is dropped). */
  keep<T>(key: string, value: T): T {
    const last = this.#last.get(key);
    if (this.#last.has(key) && sameData(last, value)) return last as T;
    this.#last.set(key, value);
    return value;
  }
}

/**
 * Each log entry's line, put into words once (issue 27, moves): a board's render put the whole log into words after
 * every move, though a move adds an entry or a few. The entries are the game's log objects, which a move leaves as
 * they are; the lines are made again when `key` changes (the language, the names and colours: whatever the words
 * read besides the entry).
 */
export class EntryLines<TEntry extends object, TLine> {
  #key?: string;
  #lines = new WeakMap<TEntry, TLine>();

  /** The lines of `entries`, each made by `describe` the first time it is asked for under this `key`. */
  lines(entries: readonly TEntry[], key: string, describe: (entry: TEntry) => TLine): TLine[] {
    if (key !== this.#key) {
      this.#key = key;
      this.#lines = new WeakMap();
    }
    return entries.map((entry) => {
      let line = this.#lines.get(entry);
      if (line === undefined) this.#lines.set(entry, (line = describe(entry)));
      return line;
    });
  }
}
