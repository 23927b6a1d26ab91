/** German strings of the shared pieces, loaded only when a board speaks German (see ./i18n.ts). */
import type { SharedMessages } from './i18n.js';

const de: SharedMessages = {
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
  errorPassing: 'Auf diesem Spielbrett ist etwas schiefgegangen. Das Spiel selbst ist in Ordnung: weiterspielen oder ein neues Spiel beginnen.',
  errorStopped: 'Etwas ist schiefgegangen und das Spiel wurde angehalten. Ab dem letzten gelungenen Zug weiterspielen oder ein neues Spiel beginnen.',
  errorLost: 'Etwas ist schiefgegangen und dieses Spiel kann nicht weitergehen. Bitte beginne ein neues Spiel.',
  continueGame: 'Weiter',
  continuedElsewhere: 'Dieses Spiel wurde in einem anderen Tab weitergespielt. Dieser Tab speichert es nicht mehr.',
  loadOther: 'Laden',
  keepThis: 'Dieses behalten',
  takeBack: 'Zurücknehmen',
  recent: 'Gerade eben',
  recentMore: 'Mehr im Spielprotokoll',
  takeBackHint: 'Deinen letzten Zug zurücknehmen (Strg+Z)',
  tookBack: (name: string, what: string) => (what ? `${name} nimmt zurück: ${what}` : `${name} nimmt einen Zug zurück.`),
  nothingToTakeBack:
    'Nichts zurückzunehmen: nur deine eigenen Züge dieses Zugs, und nie ein Wurf, eine gezogene Karte, ein Gebot, ein Ergebnis oder eine Wertung.',
};

export default de;
