/**
 * Parsing of the game elements' attributes. A bad value never breaks the element: it logs a
 * `console.warn` that says what was expected and falls back to a sensible value.
 */
import { defaultSeats, HUMAN, MAX_SEED, parseSeats, SeatParseError, type Seat } from '@viking-games/core/kit';
import { isLocale, locales, type Locale } from './i18n.js';

/** Where warnings go; tests pass a spy. */
export type Warn = (message: string) => void;
const consoleWarn: Warn = (message) => console.warn(message);

/**
 * The player count, or `fallback` (the game's documented default, named in the warning) when `value` is missing
 * or not an integer in `[min, max]`.
 * @param tag the element's tag, named in the warning
 */
export function parsePlayers(value: unknown, min: number, max: number, fallback: number, tag: string, warn: Warn = consoleWarn): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  warn(`<${tag}> players="${String(value)}": expected a whole number from ${min} to ${max}; using the default, ${fallback} players.`);
  return fallback;
}

/** A random 32-bit seed from the browser's crypto generator (the UI may be random; the rules may not). */
export function randomSeed(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0];
}

/** Plain decimal digits (spaces around allowed). */
const DECIMAL = /^\s*\d+\s*$/;

/**
 * The seed, or a random one when `value` is missing or not a whole number from 0 to 4 294 967 295. Text must
 * be plain decimal digits: `0x10`, `1e3` or `12.0` are not seeds (a warning), so one seed is written one way.
 * @param random source of the fallback seed (tests pass a constant)
 */
export function parseSeed(value: unknown, tag: string, warn: Warn = consoleWarn, random: () => number = randomSeed): number {
  if (value === undefined || value === null || value === '') return random();
  const n = typeof value === 'number' ? value : DECIMAL.test(String(value)) ? Number(String(value).trim()) : NaN;
  if (Number.isInteger(n) && n >= 0 && n <= MAX_SEED) return n;
  const seed = random();
  warn(`<${tag}> seed="${String(value)}": expected a whole number from 0 to ${MAX_SEED}; using the random seed ${seed}.`);
  return seed;
}

/**
 * The language of the page around `element` when its `locale` is not set: the `lang` of its nearest ancestor
 * that has one, else the document's (`<html lang="de-AT">` is `de`); `en` for a language we do not speak (no
 * warning: the page's language is no mistake of the site owner).
 */
export function pageLocale(element: Element): Locale {
  const lang = element.closest('[lang]')?.getAttribute('lang') ?? element.ownerDocument?.documentElement.lang ?? '';
  const base = lang.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : 'en';
}

/** The locale, or `en` for anything but the built-in ones and those added with `registerLocale` (`de-DE` and `DE` are read as `de`). */
export function parseLocale(value: unknown, tag: string, warn: Warn = consoleWarn): Locale {
  if (value === undefined || value === null || value === '') return 'en';
  const base = String(value).trim().toLowerCase().split(/[-_]/)[0];
  if (isLocale(base)) return base;
  warn(`<${tag}> locale="${String(value)}": expected one of ${locales().join(', ')} (or a language added with registerLocale); using en.`);
  return 'en';
}

/** `light`, `dark`, or `auto` (follow `prefers-color-scheme`) for anything else. */
export function parseTheme(value: unknown, tag: string, warn: Warn = consoleWarn): 'light' | 'dark' | 'auto' {
  if (value === undefined || value === null || value === '' || value === 'auto') return 'auto';
  if (value === 'light' || value === 'dark') return value;
  warn(`<${tag}> theme="${String(value)}": expected light, dark or auto; following the system setting.`);
  return 'auto';
}

/**
 * The seats for `players` seats. Missing: the default (seat 0 human, the others heuristic bots).
 * Each token is read on its own: a bad one (kit `parseSeats` error) is replaced with a warning naming it,
 * and the good ones are kept. The replacement: `human` for a mis-cased `Human`, the named bot at level 2
 * for a bad level (`heuristic:7`), else the default bot (an unknown name most likely meant a bot).
 * Too few seats are filled with the default's, too many are cut, each with a warning.
 */
export function parseSeatsAttribute(value: unknown, players: number, bots: readonly string[], tag: string, warn: Warn = consoleWarn): Seat[] {
  const fallback = defaultSeats(players).map((seat) => (seat.kind === 'bot' && !bots.includes(seat.bot) ? { ...seat, bot: bots[0] } : seat));
  if (value === undefined || value === null || String(value).trim() === '') return fallback;
  const defaultBot: Seat = { kind: 'bot', bot: bots.includes('heuristic') ? 'heuristic' : bots[0], level: 2 };
  const problems: string[] = [];
  const seats = String(value)
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token.length > 0)
    .map((token): Seat => {
      try {
        return parseSeats(token, bots)[0];
      } catch (error) {
        if (!(error instanceof SeatParseError)) throw error;
        problems.push(error.message);
        const name = token.split(':')[0];
        if (name.toLowerCase() === 'human') return HUMAN;
        return bots.includes(name) ? { kind: 'bot', bot: name, level: 2 } : defaultBot;
      }
    });
  if (problems.length) warn(`<${tag}> seats="${String(value)}": ${problems.join('; ')}; using ${describe(seats)}.`);
  if (seats.length === players) return seats;
  const fixed = Array.from({ length: players }, (_, i) => seats[i] ?? fallback[i] ?? HUMAN);
  warn(`<${tag}> seats="${String(value)}": expected ${players} seats (one per player); using ${describe(fixed)}.`);
  return fixed;
}

function describe(seats: readonly Seat[]): string {
  return seats.map((seat) => (seat.kind === 'human' ? 'human' : seat.bot)).join(',');
}

/**
 * Lit converter for a numeric attribute that keeps any value but plain decimal digits as written (a string),
 * so the parser's warning can quote it: `players="9x"` warns about `9x`, not about `NaN`, and `seed="0x10"`
 * reaches the parser as written, not as 16.
 */
export const numberOrRaw = {
  fromAttribute: (value: string | null): number | string | undefined => (value === null ? undefined : DECIMAL.test(value) ? Number(value) : value),
};

/** Words read as "on" and "off" in a boolean attribute (compared lower-cased, trimmed). */
const ON = ['', 'true', 'on', 'yes', '1'];
const OFF = ['false', 'off', 'no', '0'];

/**
 * A boolean attribute as people write it: absent (null, undefined) is false; present with no value, `true`,
 * `on`, `yes`, `1` or the attribute's own name (`friendly="friendly"`) is true; `false`, `off`, `no`, `0` is
 * false. Properties set to a boolean are themselves. Anything else is not a boolean: `undefined`.
 * @param name the attribute's name, which also reads as true
 */
export function readBoolean(value: unknown, name = ''): boolean | undefined {
  if (value === undefined || value === null || value === false) return false;
  if (value === true) return true;
  const text = String(value).trim().toLowerCase();
  if (ON.includes(text) || (name && text === name.toLowerCase())) return true;
  if (OFF.includes(text)) return false;
  return undefined;
}

/** {@link readBoolean} with the default (false) for a value that is not a boolean. */
export function parseBoolean(value: unknown, name = ''): boolean {
  return readBoolean(value, name) ?? false;
}

/**
 * Lit converter for the boards' boolean attributes (`friendly`, `instant`): a value that reads as on or off
 * becomes `true` or `false`; any other text is kept as written, so the element reads it with
 * {@link parseBoolean} and warns about it ({@link booleanWarning}); a property set to `false` or `'false'` removes the attribute (Lit's own Boolean
 * type would write `friendly=""`, which reads as on).
 */
export const booleanAttribute = {
  fromAttribute: (value: string | null): string | boolean => (value === null ? false : (readBoolean(value) ?? value)),
  toAttribute: (value: unknown): string | null => (parseBoolean(value) ? '' : null),
};

/** The warning for a boolean attribute whose value is neither on nor off, or undefined when it is fine. */
export function booleanWarning(tag: string, name: string, value: unknown): string | undefined {
  if (readBoolean(value, name) !== undefined) return undefined;
  return `<${tag}> ${name}="${String(value)}": expected no value, true or false (also on/off, yes/no, 1/0); using false.`;
}

/**
 * The storage key of `persist`, or undefined for no saving. A value that reads as a boolean is most likely
 * meant as one: `persist`, `persist="true"` saves under the element's tag name, `persist="false"` / `"0"` /
 * `"off"` does not save; both warn, since two boards would share the tag-named key.
 */
export function parsePersist(value: unknown, tag: string, warn: Warn = consoleWarn): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  const flag = readBoolean(text, 'persist');
  if (flag === undefined) return text;
  warn(`<${tag}> persist="${text}": expected a storage key (e.g. my-blog-${tag}), not a yes/no; ${flag ? `saving under "${tag}"` : 'not saving'}.`);
  return flag ? tag : undefined;
}
