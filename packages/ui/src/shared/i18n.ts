/**
 * Localisation: a small typed message table per game (and one for the shared pieces), looked up by
 * the element's own `locale`. We do not use @lit/localize's runtime mode because it sets ONE locale for
 * the whole page, while two game elements on one page may speak different languages; a typed table
 * also needs no build step, and a missing German string is a compile error.
 *
 * German tables are modules of their own, loaded only when a board speaks German (see {@link defineMessages}).
 */
import type { ReactiveControllerHost } from 'lit';

/** Languages the elements speak. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** A message: a plain string, a function of its parameters, a list of strings, or a nested table. */
export type Message = string | ((...args: never[]) => string) | readonly string[] | { readonly [key: string]: Message };
export type MessageTable = { readonly [key: string]: Message };

/** A table's German module: its default export is the table (a module that imports nothing at run time). */
export type MessageLoader<T> = () => Promise<{ readonly default: T }>;

/**
 * A message table: `(locale, host?)` gives the table of `locale`. English is in the bundle; German is a
 * separate module, loaded the first time it is asked for, so an English page never downloads it. Until it
 * has arrived the lookup gives English, and `host` (if given) re-renders once it is here.
 */
export interface Messages<T extends MessageTable> {
  (locale: Locale, host?: ReactiveControllerHost): T;
  /** The table of `locale`, once it is here. @throws when its module cannot be loaded */
  load(locale: Locale): Promise<T>;
}

/** Every table defined in this bundle, for {@link readyLocale}. */
const tables: { loaded(): boolean; load(): Promise<unknown> }[] = [];
/** Hosts already waiting for a locale: one re-render each, however often they ask. */
const waiting = new WeakSet<ReactiveControllerHost>();

/** Re-renders `host` once `arrival` resolves (once per host); a failed load keeps English, with one warning. */
function whenHere(arrival: Promise<unknown>, host?: ReactiveControllerHost): void {
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

/**
 * Declares a message table: English here, German as a module of its own (`() => import('./x.messages.de.js')`),
 * typed as the English one, so a missing German string or a different parameter is a compile error.
 */
export function defineMessages<T extends MessageTable>(en: T, loadDe: MessageLoader<T>): Messages<T> {
  let de: T | undefined;
  let pending: Promise<T> | undefined;
  const load = (locale: Locale): Promise<T> => {
    if (locale !== 'de') return Promise.resolve(en);
    pending ??= loadDe().then(
      (module) => (de = module.default),
      (error: unknown) => {
        console.warn(`viking-games: the German messages could not be loaded (${String(error)}); showing English.`);
        throw error;
      },
    );
    return pending;
  };
  const lookup = (locale: Locale, host?: ReactiveControllerHost): T => {
    if (locale !== 'de') return en;
    if (de) return de;
    whenHere(load(locale), host);
    return en;
  };
  tables.push({ loaded: () => de !== undefined, load: () => load('de') });
  return Object.assign(lookup, { load });
}

/**
 * The locale an element can speak now: `locale` once every table of this bundle has it, else English
 * (and `host` re-renders when they have all arrived). A board speaks one language at a time, never a mix.
 */
export function readyLocale(locale: Locale, host: ReactiveControllerHost): Locale {
  if (locale === 'en' || tables.every((table) => table.loaded())) return locale;
  whenHere(Promise.all(tables.map((table) => table.load())), host);
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
  notAvailable: 'Saving is not available in this browser: the game will not be kept after a reload.',
  restoreFailed: (why: string) => `Your saved game could not be restored (${why}), so a new game has started.`,
  whyCorrupt: 'the save was damaged',
  whyOtherGame: 'it belongs to another game',
  whyOtherVersion: 'it was saved by another version of this game',
  whyInvalid: 'it does not describe a valid game',
  dismiss: 'Dismiss',
  confirmNewGameTitle: 'New game?',
  confirmNewGame: 'Abandon this game and start a new one?',
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
  takeBackHint: 'Take back your last move (Ctrl+Z)',
  tookBack: (name: string, what: string) => (what ? `${name} took back: ${what}` : `${name} took back a move.`),
};

/** The shared pieces' strings (the German ones are in i18n.de.ts). */
export type SharedMessages = typeof sharedEn;

/** Strings of the shared pieces (log, dialog, pass-the-device screen, die, notices). */
export const sharedMessages = defineMessages(sharedEn, () => import('./i18n.de.js'));
