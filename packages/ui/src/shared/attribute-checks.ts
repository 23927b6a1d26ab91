import type { PropertyValues } from 'lit';
import { booleanWarning, parseLocale, parsePersist, parseTheme, type Warn } from './attributes.js';

/** The attributes of a board that {@link checkAttributes} reads (its own boolean flags by name). */
export interface CheckedBoard {
  readonly localName: string;
  readonly locale?: string;
  readonly theme: string;
  readonly botDelay?: number;
  readonly readingPause?: number;
  readonly names: string;
  readonly persist: string;
  getAttribute(name: string): string | null;
}

/**
 * Warns of each changed attribute of a board set to a value it cannot use (once per change, in `willUpdate`):
 * `locale`, `theme`, `bot-delay`, `reading-pause`, `names`, `persist` and the board's own boolean `flags`. The value itself is read
 * where it is used, with its fallback and without a second warning.
 */
export function checkAttributes(board: CheckedBoard, changed: PropertyValues, flags: readonly string[], warn: Warn = (text) => console.warn(text)): void {
  const tag = board.localName;
  if (changed.has('locale') && board.locale) parseLocale(board.locale, tag, warn);
  if (changed.has('theme')) parseTheme(board.theme, tag, warn);
  if (changed.has('botDelay')) checkMilliseconds(board, board.botDelay, 'bot-delay', 'the default pace', warn);
  if (changed.has('readingPause')) checkMilliseconds(board, board.readingPause, 'reading-pause', 'the default pause', warn);
  if (changed.has('names')) checkNames(board, warn);
  if (changed.has('persist')) parsePersist(board.persist, tag, warn);
  for (const name of flags) {
    const warning = changed.has(name) ? booleanWarning(tag, name, (board as unknown as Record<string, unknown>)[name]) : undefined;
    if (warning) warn(warning);
  }
}

/** `bot-delay` and `reading-pause` are whole numbers of milliseconds, 0 or more; anything else: a warning and `fallback`. */
function checkMilliseconds(board: CheckedBoard, value: number | undefined, attribute: string, fallback: string, warn: Warn): void {
  if (value === undefined || value === null || (Number.isInteger(value) && value >= 0)) return;
  const written = board.getAttribute(attribute) ?? String(value);
  warn(`<${board.localName}> ${attribute}="${written}": expected a whole number of milliseconds, 0 or more; using ${fallback}.`);
}

/** `names` with no name in it (`",,,"`, spaces): a warning; the game's own names are used. */
function checkNames(board: CheckedBoard, warn: Warn): void {
  if (board.names === undefined || board.names === null || board.names === '') return;
  if (
    String(board.names)
      .split(',')
      .some((name) => name.trim())
  )
    return;
  warn(`<${board.localName}> names="${String(board.names)}": expected player names separated by commas; using the game's own names.`);
}
