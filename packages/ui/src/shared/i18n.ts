/**
 * Localisation: a small typed message table per game (and one for the shared pieces), looked up by
 * the element's own `locale`. We do not use @lit/localize's runtime mode because it sets ONE locale for
 * the whole page, while two game elements on one page may speak different languages; a typed table
 * also needs no build step, and a missing German string is a compile error.
 */

/** Languages the elements speak. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** A message: a plain string, a function of its parameters, a list of strings, or a nested table. */
export type Message = string | ((...args: never[]) => string) | readonly string[] | { readonly [key: string]: Message };
export type MessageTable = { readonly [key: string]: Message };

/**
 * Declares a message table in English and German. The German table must have every key of the English
 * one with the same parameters (checked by the compiler).
 * @returns a lookup `(locale) => table`
 */
export function defineMessages<T extends MessageTable>(tables: { en: T; de: { readonly [K in keyof T]: T[K] } }): (locale: Locale) => T {
  return (locale) => (locale === 'de' ? (tables.de as T) : tables.en);
}

/** Strings of the shared pieces (log, dialog, pass-the-device screen, die, notices). */
export const sharedMessages = defineMessages({
  en: {
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
  },
  de: {
    close: 'Schließen',
    log: 'Spielverlauf',
    logEmpty: 'Noch ist nichts passiert.',
    passTitle: (name: string) => `Gib das Gerät an ${name} weiter`,
    passBody: (name: string) => `Jetzt darf nur ${name} hinsehen. Wenn ${name} bereit ist, den Knopf drücken.`,
    passReady: (name: string) => `Ich bin ${name}: meinen Zug zeigen`,
    dieShowing: (face: number) => `Würfel zeigt ${face}`,
    dieRolling: 'Würfel rollt',
    you: 'du',
    bot: (name: string) => `${name} (Computer)`,
    notAvailable: 'Speichern ist in diesem Browser nicht möglich: Das Spiel bleibt nach dem Neuladen nicht erhalten.',
    restoreFailed: (why: string) => `Dein gespeichertes Spiel konnte nicht geladen werden (${why}), daher beginnt ein neues Spiel.`,
    whyCorrupt: 'der Spielstand war beschädigt',
    whyOtherGame: 'er gehört zu einem anderen Spiel',
    whyOtherVersion: 'er stammt aus einer anderen Version dieses Spiels',
    whyInvalid: 'er beschreibt kein gültiges Spiel',
    dismiss: 'Ausblenden',
    confirmNewGameTitle: 'Neues Spiel?',
    confirmNewGame: 'Dieses Spiel abbrechen und ein neues beginnen?',
    startNewGame: 'Neues Spiel beginnen',
    keepPlaying: 'Weiterspielen',
  },
});
