/**
 * Localisation: a small typed message table per game (and one for the shared pieces), looked up by
 * the element's own `locale`. We do not use @lit/localize's runtime mode because it sets ONE locale for
 * the whole page, while two game elements on one page may speak different languages; a typed table
 * also needs no build step, and a missing German string is a compile error.
 *
 * German tables are modules of their own, loaded only when a board speaks German (see {@link defineMessages});
 * a site adds any other language with {@link registerLocale}.
 */
import type { ReactiveControllerHost } from 'lit';

/** What a site owner does about a file of ours that did not load. */
export const CHUNKS_FIX = "Copy the chunks/ folder beside the game's file (or reload the page after a deploy replaced it).";

/** The file a failed `import()` asked for, from the browser's message (Chromium and Firefox name its URL), else the message. */
export function missingFile(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return /(?:https?|file|blob):\/\/\S+/.exec(text)?.[0] ?? `a file of the game (${text})`;
}

/** Languages built into the elements: English in every bundle, German loaded when a board speaks it. */
export const LOCALES = ['en', 'de'] as const;
/** A language: `en`, `de`, or one a site added with {@link registerLocale} (a lower-case code such as `fr`). */
export type Locale = string;

/** A message: a plain string, a function of its parameters, a list of strings, or a nested table. */
export type Message = string | ((...args: never[]) => string) | readonly string[] | { readonly [key: string]: Message };
export type MessageTable = { readonly [key: string]: Message };

/** A table's German module: its default export is the table (a module that imports nothing at run time). */
export type MessageLoader<T> = () => Promise<{ readonly default: T }>;

/**
 * A message table: `(locale, host?)` gives the table of `locale`. English is in the bundle; German is a
 * separate module, loaded the first time it is asked for, so an English page never downloads it. Until it
 * has arrived the lookup gives English, and `host` (if given) re-renders once it is here. A language added
 * with {@link registerLocale} is there at once; a locale nobody added gives English.
 */
export interface Messages<T extends MessageTable> {
  (locale: Locale, host?: ReactiveControllerHost): T;
  /** The table of `locale`, once it is here. @throws when its module cannot be loaded */
  load(locale: Locale): Promise<T>;
  /** True when the table of `locale` is here (English and added languages always are). */
  loaded(locale: Locale): boolean;
  /**
   * English's late keys (see {@link defineMessages}: the rules in short and the guided game's sentences, which the
   * first view does not show), a chunk of their own in the script-tag files; resolves at once for a table without them.
   */
  loadLate(): Promise<void>;
}

/** A table's late English keys: its default export holds them (a module that imports nothing at run time). */
export type LateLoader<L> = () => Promise<{ readonly default: L }>;

/**
 * Every table a language needs, by name: `shared` for the pieces every board uses (log, dialogs, die),
 * and one per game, e.g. `wikingerschafe`, each typed as that game's English table (each game's messages
 * module adds its entry to this interface, so a bundle of one game asks only for its own).
 */
export interface LocaleTables {
  shared: SharedMessages;
}

/** What {@link registerLocale} takes: the shared table, and the table of each game the site shows. */
export type AddedLocale = Pick<LocaleTables, 'shared'> & Partial<LocaleTables>;

/** Hosts already waiting for a locale: one re-render each, however often they ask. */
// eslint-disable-next-line no-restricted-syntax -- a note per element, held weakly: nothing is shared between boards
const waiting = new WeakSet<ReactiveControllerHost>();
/** Languages a site added, by code: its tables by name, as given (completed on first use). */
// eslint-disable-next-line no-restricted-syntax -- page-wide by design: registerLocale adds a language for every board on the page
const added = new Map<string, Partial<Record<string, unknown>>>();
/** Hosts that asked for a locale nobody had added yet: re-rendered when one is added. */
// eslint-disable-next-line no-restricted-syntax -- page-wide by design, as `added`: the boards waiting for a site's registerLocale
const unheard = new Set<ReactiveControllerHost>();
/**
 * A site's table of `name` in `locale`, completed from English (see {@link registerLocale}). Set by
 * registerLocale, so a bundle that never adds a language carries none of the checking code.
 */
// eslint-disable-next-line no-restricted-syntax -- page-wide by design, as `added`; made on the first registerLocale so a page that adds no language carries none of it
let addedTable: (<T extends MessageTable>(locale: string, name: string, en: T) => T) | undefined;

/** Re-renders `host` once `arrival` resolves (once per host); a failed load keeps English, with one warning. */
function whenHere(arrival: Promise<unknown>, host?: ReactiveControllerHost): void {
  // Every promise handed here is handled, even when the host already waits: a failed load is told once, in load().
  arrival.catch(() => undefined);
  if (host && waiting.has(host)) return;
  if (host) waiting.add(host);
  arrival.then(
    () => {
      if (!host) return;
      waiting.delete(host);
      host.requestUpdate();
    },
    () => undefined, // warned in load(); the host stays in English (and in `waiting`: no retry on every render)
  );
}

/** What kind of message a value is, to compare a site's table with the English one. */
function kindOf(value: unknown): string {
  if (Array.isArray(value)) return `list of ${value.length}`;
  return value === null ? 'null' : typeof value;
}

/**
 * `given` completed from `en`: every key of the English table, nested tables key by key; a key that is
 * missing, or of another kind (text for a function, a list of another length), is English's, and its
 * path goes into `missing`. Keys English does not have are left out.
 */
function complete(en: MessageTable, given: unknown, path: string, missing: string[]): MessageTable {
  const source = (given !== null && typeof given === 'object' && !Array.isArray(given) ? given : {}) as Record<string, unknown>;
  const out: Record<string, Message> = {};
  for (const [key, value] of Object.entries(en)) {
    const where = path ? `${path}.${key}` : key;
    const mine = source[key];
    if (kindOf(value) === 'object') out[key] = complete(value as MessageTable, mine, where, missing);
    else if (kindOf(mine) === kindOf(value)) out[key] = mine as Message;
    else {
      missing.push(where);
      out[key] = value;
    }
  }
  return out;
}

/**
 * The lookup of added tables: each site table completed from English once (again when it is replaced),
 * with one warning per language and table for what it lacks; a game without a table speaks English.
 */
function completer(): <T extends MessageTable>(locale: string, name: string, en: T) => T {
  const done = new Map<string, { from: unknown; size: number; table: MessageTable; warned: Set<string> }>();
  return <T extends MessageTable>(locale: string, name: string, en: T): T => {
    const key = `${locale}:${name}`;
    const given = added.get(locale)?.[name];
    let entry = done.get(key);
    // English grows once its late keys arrive (defineMessages): a site's table is completed again then, and only what
    // it lacks that was not named before is warned of (the same table again warned twice, as the late keys came).
    const size = Object.keys(en).length;
    if (!entry || entry.from !== given || entry.size !== size) {
      const missing: string[] = [];
      const warned = entry && entry.from === given ? entry.warned : new Set<string>();
      entry = { from: given, size, table: given === undefined ? en : complete(en, given, '', missing), warned };
      done.set(key, entry);
      const fresh = missing.filter((where) => !warned.has(where));
      if (given === undefined) {
        if (!warned.has('')) console.warn(`viking-games: the "${locale}" messages have no ${name} table (registerLocale); showing ${name} in English.`);
        warned.add('');
      } else if (fresh.length)
        console.warn(`viking-games: the "${locale}" ${name} messages lack ${fresh.join(', ')}; showing ${fresh.length === 1 ? 'it' : 'them'} in English.`);
      for (const where of fresh) warned.add(where);
    }
    return entry.table as T;
  };
}

/**
 * Adds a language for every board on the page: afterwards `locale="fr"` (or `<html lang="fr">`) makes a
 * board speak it, with no release of ours. Give the `shared` table and the table of each game the site
 * shows, each typed as the English one (`SharedMessages`, `WikingerschafeMessages`, ...), so TypeScript
 * names a missing string or a parameter of another type. At run time too: a missing key (or one of another
 * kind) warns once and is shown in English; a game without a table warns once and speaks English. Call it
 * before the boards first render (e.g. in the module that imports them); a board that already asked for
 * the language renders again. Calling it again for the same code adds or replaces tables.
 * @param locale a language code, two or three letters (`fr`, `nds`); `locale="fr-CA"` on a board reads as `fr`
 * @param localeTables the tables by name (see {@link LocaleTables})
 * @throws {RangeError} for `en` and `de`, which are built in, and for a code that is not two or three letters
 * @example
 * import { registerLocale, type SharedMessages, type WikingerschafeMessages } from '@viking-games/ui';
 * registerLocale('fr', { shared: { close: 'Fermer', ... } satisfies SharedMessages, wikingerschafe: { ... } });
 */
export function registerLocale(locale: string, localeTables: AddedLocale): void {
  const code = String(locale).trim().toLowerCase();
  if ((LOCALES as readonly string[]).includes(code)) throw new RangeError(`registerLocale: "${code}" is built in; add another language.`);
  if (!/^[a-z]{2,3}$/.test(code)) throw new RangeError(`registerLocale: "${String(locale)}" is not a language code of two or three letters (e.g. fr).`);
  added.set(code, { ...added.get(code), ...localeTables });
  addedTable ??= completer();
  const hosts = [...unheard];
  unheard.clear();
  for (const host of hosts) host.requestUpdate();
}

/** Is `locale` a language the boards speak: built in, or added with {@link registerLocale}? */
export function isLocale(locale: string): boolean {
  return (LOCALES as readonly string[]).includes(locale) || added.has(locale);
}

/** Every language the boards speak now: the built-in ones, then those added. */
export function locales(): string[] {
  return [...LOCALES, ...added.keys()];
}

/** `host` asked for a locale nobody has added: it renders again when a language is added. */
export function awaitLocale(host: ReactiveControllerHost): void {
  unheard.add(host);
}

/**
 * Declares a message table: English here, German as a module of its own (`() => import('./x.messages.de.js')`),
 * typed as the English one, so a missing German string or a different parameter is a compile error.
 * @param name the table's name in {@link LocaleTables} (`shared`, or the game's id), where {@link registerLocale} finds it
 * @param loadLate English keys the first view never shows (a game's rules in short, its guided game's sentences), a
 *   module of their own (`() => import('./x.guide.js')`, issue 27: about 1 kB gzipped less in each game's file): until
 *   {@link Messages.loadLate} has brought them, English lacks them. The table's type has them (German and a site's
 *   tables must); their only readers, the Rules dialog and the guided game, wait for them (`BoardChromeMessages` has
 *   them optional)
 */
export function defineMessages<T extends MessageTable>(name: string, en: T, loadDe: MessageLoader<T>): Messages<T>;
export function defineMessages<T extends MessageTable, L extends MessageTable>(
  name: string,
  en: T,
  loadDe: MessageLoader<T & L>,
  loadLate: LateLoader<L>,
): Messages<T & L>;
export function defineMessages<T extends MessageTable>(name: string, en: T, loadDe: MessageLoader<T>, loadLate?: LateLoader<MessageTable>): Messages<T> {
  let de: T | undefined;
  let pending: Promise<T> | undefined;
  let late: Promise<void> | undefined;
  const loadLateKeys = (): Promise<void> =>
    (late ??= loadLate
      ? loadLate().then(
          (module) => void Object.assign(en, module.default),
          (error: unknown) => {
            late = undefined; // a later ask tries again (the chunk may come when the network does)
            console.error(`viking-games: ${missingFile(error)} (the ${name} rules and guided game's words) could not be loaded. ${CHUNKS_FIX}`);
          },
        )
      : Promise.resolve());
  const load = (locale: Locale): Promise<T> => {
    if (locale !== 'de') return Promise.resolve(lookup(locale));
    pending ??= loadDe().then(
      (module) => (de = module.default),
      (error: unknown) => {
        console.error(`viking-games: ${missingFile(error)} (the ${name} German messages) could not be loaded; showing English. ${CHUNKS_FIX}`);
        throw error;
      },
    );
    return pending;
  };
  const lookup = (locale: Locale, host?: ReactiveControllerHost): T => {
    if (locale === 'de') {
      if (de) return de;
      whenHere(load(locale), host);
      return en;
    }
    return addedTable && added.has(locale) ? addedTable(locale, name, en) : en;
  };
  return Object.assign(lookup, { load, loaded: (locale: Locale) => locale !== 'de' || de !== undefined, loadLate: loadLateKeys });
}

/**
 * The locale an element can speak now: `locale` once every table the element reads has it, else English
 * (and `host` re-renders when they have all arrived). A board speaks one language at a time, never a mix
 * (but a language added without a game's table shows that game in English: see {@link registerLocale}).
 * A board waits only for its own tables, not for those of the other games in the same bundle.
 * @param tables the tables the element reads: the shared one and its game's
 */
export function readyLocale(locale: Locale, host: ReactiveControllerHost, tables: readonly Messages<MessageTable>[]): Locale {
  if (locale === 'en' || added.has(locale)) return locale;
  if (locale !== 'de') return 'en';
  if (tables.every((table) => table.loaded(locale))) return locale;
  whenHere(Promise.all(tables.map((table) => table.load(locale))), host);
  return 'en';
}

/** The shared pieces' strings in English. */
const sharedEn = {
  close: 'Close',
  log: 'Game log',
  logEmpty: 'Nothing has happened yet.',
  passTitle: (name: string) => `Pass the device to ${name}`,
  passBody: (name: string) => `Only ${name} should look now. When ${name} is ready, press the button.`,
  passReady: (name: string) => `I am ${name}: show my turn`,
  dieShowing: (face: number) => `die showing ${face}`,
  dieRolling: 'die rolling',
  you: 'you',
  bot: (name: string) => `${name} (computer)`,
  /** What plays a bot's seat, beside its name: `search` is the strongest level, `heuristic` has levels 1 to 3. */
  botSeat: (bot: string, level: number) => (bot === 'search' ? 'computer · strongest' : bot === 'random' ? 'computer · random' : `computer · level ${level}`),
  notAvailable: 'Saving is not available in this browser: the game will not be kept after a reload.',
  restoreFailed: (why: string) => `Your saved game could not be restored (${why}), so a new game has started.`,
  whyCorrupt: 'the save was damaged',
  whyOtherGame: 'it belongs to another game',
  whyOtherVersion: 'it was saved by another version of this game',
  whyInvalid: 'it does not describe a valid game',
  dismiss: 'Dismiss',
  confirmNewGameTitle: 'New game?',
  confirmNewGame: 'Abandon this game and start a new one?',
  /** "Learn to play" during a game asks first (the guided game's end begins a new game; Skip tutorial brings this one back). */
  confirmLearnTitle: 'Learn to play?',
  confirmLearn: 'Leave this game for the guided first game? “Skip tutorial” brings it back; at the guide’s end a new game begins.',
  startNewGame: 'Start a new game',
  keepPlaying: 'Keep playing',
  errorPassing: 'Something went wrong on this board. The game itself is fine: continue, or start a new game.',
  errorStopped: 'Something went wrong and the game stopped. Continue from the last move that worked, or start a new game.',
  errorLost: 'Something went wrong and this game cannot go on. Please start a new game.',
  continueGame: 'Continue',
  continuedElsewhere: 'This game continued in another tab. This tab no longer saves it.',
  loadOther: 'Load it',
  keepThis: 'Keep this one',
  takeBack: 'Take back',
  /** The heading (accessible name) of what just happened, under the prompt. */
  recent: 'Just now',
  /** In "Just now" where lines were left out (before, between or after those shown): the log has them. */
  recentMore: (n: number) => `… ${n} more in the log`,
  takeBackHint: 'Take back your last move (Ctrl+Z)',
  tookBack: (name: string, what: string) => (what ? `${name} took back: ${what}` : `${name} took back a move.`),
  /** Under the prompt ("Just now") after the person's take-back: what came back. */
  youTookBack: (what: string) => (what ? `You took back: ${what}` : 'You took back a move.'),
  /** Ctrl+Z with nothing to take back: only your own moves of this turn that showed nothing new. */
  nothingToTakeBack: 'Nothing to take back: only your own moves of this turn come back, and never a roll, a card drawn, a bid, a result or a scoring.',
  /** The guided first game: the button that starts it (header and rules dialog) and its bubble's name. */
  learnToPlay: 'Learn to play',
  tutorial: 'Tutorial',
  tutorialStep: (n: number, of: number) => `Tutorial, step ${n} of ${of}`,
  tutorialNext: 'Next',
  tutorialSkip: 'Skip tutorial',
  /** A move the step does not ask for. */
  tutorialNotThis: 'Not this one yet: try the highlighted place.',
  tutorialReady: 'You are ready! You have played the heart of the game; Rules has the rest. Play a real game now.',
  tutorialPlay: 'Play a real game',
  /** The first visit's suggestion, under the prompt. */
  tutorialSuggest: 'New here? A guided first game shows you how to play in three minutes.',
};

/** The shared pieces' strings (the German ones are in i18n.de.ts). */
export type SharedMessages = typeof sharedEn;

/** Strings of the shared pieces (log, dialog, pass-the-device screen, die, notices). */
export const sharedMessages = defineMessages('shared', sharedEn, () => import('./i18n.de.js'));
