/** Words of <viking-seesaw> in German: loaded only when a board speaks German, so this module imports nothing at run time (the two helpers are copies). */
import type { VikingSeesawMessages } from './viking-seesaw.messages.js';

/** The language's plural categories (Intl.PluralRules): `one` for 1 only. */
const plurals = new Intl.PluralRules('de');
const plural = (n: number, one: string, many: string) => `${n} ${plurals.select(n) === 'one' ? one : many}`;
const list = (items: readonly string[], and: string) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;

const de: VikingSeesawMessages = {
  title: 'Viking See-Saw',
  defaultNames: ['Astrid', 'Bjarne', 'Sigrid', 'Torvald'] as readonly string[],
  seatName: (n: number) => `Wikinger ${n}`,
  subtitle: 'Belade das Schiff, halte es ruhig',
  help: 'Regeln',
  helpTitle: 'So spielt man Viking See-Saw',
  newGame: 'Neues Spiel',
  endTitle: 'Das Schiff ist beladen',
  endTitleLastChest: 'Die letzte Truhe ist fort',
  rules: [
    'Das Schiff ist eine Wippe: Ein Ende liegt unten, das andere ist angehoben. Nimm in deinem Zug ein Teil aus deinem Lager und setze es auf das Deck des angehobenen Endes.',
    'Kippt das Schiff nicht, ist dein Zug geglückt und vorbei. Niemand kennt die Gewichte: Gold ist Messing und schwer, Silber leichtes Aluminium; Eisen ist eine Stahlkugel, Glas eine leichte; Edelstein, Wikinger und Truhen sind sehr leicht.',
    'Kippt das Schiff zum anderen Ende, bleibt deine Ladung liegen, aber du nimmst zur Strafe eine Truhe aus der Kajüte in dein Lager.',
    'Was herunterfällt, kommt in dein Lager. Fällt dein eigenes Teil herunter, nimm es und versuche es noch einmal, bis es auf dem Schiff bleibt, mit drei Versuchen insgesamt: Fällt es zum dritten Mal herunter, bleibt es in deinem Lager und dein Zug endet. Das Misslingen kostet nichts weiter.',
    'Ladung, die in die Kajüte rutscht, kommt zurück an ihren Platz oder, wo sie dort nicht liegen bleibt, an den nächsten Platz auf diesem Deck, wo sie liegen bleibt; kippt das Schiff dabei, kostet das eine weitere Truhe.',
    'Das Spiel endet, wenn jemand keine Ladung mehr hat (diese Person gewinnt) oder wenn die letzte Truhe die Kajüte verlässt: Dann gewinnen die wenigsten Teile im Lager, und bei Gleichstand entscheidet das Schiff, wessen Ladung leichter ist.',
  ],
  helpKeys:
    'Wähle ein Teil aus deinem Lager, ziele, indem du es am angehobenen Deck entlangziehst oder antippst, wohin es soll, und drücke dann „Absetzen“: Vorher wird nichts abgesetzt. Oder nutze die Tasten: Die Pfeile verschieben es in ihre Richtung, R dreht, Enter setzt ab, Escape legt zurück. Das Schiff zeigt, wie es sich dort anfühlt, wo du zielst: ruhig (es hält: Das Schiff hat es mitsamt Stapel gespürt), zitternd (es kann das Schiff kippen, herunterfallen, Fracht herunterstoßen oder in die Kajüte rutschen: der Hinweis sagt, was) oder mit gehobenem tiefen Ende (es kippt). Ein schweres Teil liegt höchstens nah am Mast ruhig.',
  piece: { gold: 'Goldwürfel', silver: 'Silberwürfel', iron: 'Eisenkugel', glass: 'Glaskugel', gem: 'Edelstein', viking: 'Wikinger', chest: 'Truhe' },
  the: {
    gold: 'der Goldwürfel',
    silver: 'der Silberwürfel',
    iron: 'die Eisenkugel',
    glass: 'die Glaskugel',
    gem: 'der Edelstein',
    viking: 'der Wikinger',
    chest: 'die Truhe',
  },
  theDat: {
    gold: 'dem Goldwürfel',
    silver: 'dem Silberwürfel',
    iron: 'der Eisenkugel',
    glass: 'der Glaskugel',
    gem: 'dem Edelstein',
    viking: 'dem Wikinger',
    chest: 'der Truhe',
  },
  // "der Goldwürfel" -> "der eben abgesetzte Goldwürfel": the nominative takes "-e" after every article.
  theSetDown: (the: string) => the.replace(' ', ' eben abgesetzte '),
  cargoAt: (piece: string, cm: number) => `${piece} (${Math.abs(cm).toFixed(1).replace('.', ',')} cm ${cm < 0 ? 'links' : 'rechts'} vom Mast)`,
  theAcc: {
    gold: 'den Goldwürfel',
    silver: 'den Silberwürfel',
    iron: 'die Eisenkugel',
    glass: 'die Glaskugel',
    gem: 'den Edelstein',
    viking: 'den Wikinger',
    chest: 'die Truhe',
  },
  pieceCount: (kind: string, n: number) => `${kind}, ${n} im Lager`,
  pieces: (n: number) => plural(n, 'Teil', 'Teile'),
  and: 'und',
  ship: 'Das Schiff',
  shipLabel: (low: string, cargo: number, cabin: number) =>
    `Das Schiff: Das ${low} Ende liegt unten; ${plural(cargo, 'Teil', 'Teile')} Ladung an Deck; ${plural(cabin, 'Truhe', 'Truhen')} in der Kajüte`,
  left: 'linke',
  right: 'rechte',
  storage: 'Lager',
  storageOf: (name: string) => `Lager von ${name}`,
  storageEmpty: 'Leer',
  you: 'du',
  players: 'Mitspielende',
  aim: 'Zielen',
  aimLabel: (piece: string) => `Wohin ${piece} auf das angehobene Deck kommt`,
  where: (cm: number) => `${cm.toFixed(1).replace('.', ',')} cm vom Mast`,
  turnedBy: (deg: number) => (deg === 0 ? '' : deg === 90 ? ', hochkant' : `, um ${deg}° gedreht`),
  nearCabin: 'nahe der Kajüte',
  nearRim: 'nahe dem Rand',
  checking: 'Wie nimmt das Schiff es hier auf? Einen Moment…',
  trembles: 'Das Schiff zittert: hier abgesetzt kann es kippen.',
  steady: 'Das Schiff liegt ruhig: hier abgesetzt sollte es halten.',
  lifts: 'Das Schiff hebt sein tiefes Ende: hier abgesetzt kippt es.',
  rollsOff: 'Nah am Rand, mit Fracht an Deck: hier abgesetzt kann es herunterrollen.',
  risk: {
    tips: 'Das Schiff zittert: hier abgesetzt kann es das Schiff kippen.',
    falls: 'Das Schiff zittert: hier abgesetzt kann es herunterfallen.',
    knocksOff: 'Das Schiff zittert: hier abgesetzt kann es Fracht herunterstoßen.',
    slidesIn: 'Das Schiff zittert: hier abgesetzt kann es in die Kajüte rutschen.',
  },
  allLift: 'Jeder Platz kippt das Schiff: Setz dein leichtestes Teil nah am Mast ab, dann kippt es sanft und wirft weniger über Bord.',
  dragHint:
    'Zum Zielen am angehobenen Deck entlangziehen oder antippen, wohin es soll; abgesetzt wird erst mit „Absetzen“ (oder Enter). Vom Schiff ziehen legt es zurück.',
  moveLeft: 'Nach links',
  moveRight: 'Nach rechts',
  rotate: 'Drehen',
  setDown: 'Absetzen',
  cancel: 'Zurücklegen',
  keysHint: '← → verschieben in Pfeilrichtung · R dreht · Enter setzt ab · Esc legt zurück',
  prompt: (name: string, piece?: string) => (piece ? `${name}: Setze ${piece} auf das angehobene Deck` : `${name}: Wähle ein Teil für das angehobene Deck`),
  promptRetry: (name: string, piece: string) => `${name}: Versuch es noch einmal mit ${piece}!`,
  whyNotPick: (piece: string, attempt: number, tries: number) => `${piece}: heruntergefallen, kommt zuerst wieder an Bord (Versuch ${attempt} von ${tries}).`,
  promptBot: (name: string) => `${name} wählt ein Teil …`,
  promptWatch: 'Schau aufs Schiff …',
  promptWatching: (name: string, piece: string) => `${name} setzt ${piece} ab: Schau aufs Schiff …`,
  promptOver: (winners: string) => `Spielende: ${winners} hat gewonnen.`,
  placed: (name: string, piece: string, where: string) => `${name} setzt ${piece} ab, ${where}.`,
  held: 'Das Schiff hält.',
  tilted: (name: string) => `Das Schiff kippt! ${name} nimmt eine Truhe aus der Kajüte.`,
  tiltedLater: (name: string) => `Das Schiff hält zuerst, kippt dann aber, als die Ladung gerichtet wird! ${name} nimmt eine Truhe aus der Kajüte.`,
  spilled: (pieces: string, name: string, many: boolean) => `${pieces} ${many ? 'fallen' : 'fällt'} vom Schiff in das Lager von ${name}.`,
  intoCabin: (pieces: string, many: boolean) =>
    `${pieces} ${many ? 'rutschen in die Kajüte und kommen' : 'rutscht in die Kajüte und kommt'} zurück an ${many ? 'ihre Plätze' : 'den Platz'}.`,
  penalty: (name: string, n: number) => `${name} nimmt ${plural(n, 'Truhe', 'Truhen')} aus der Kajüte.`,
  retry: (name: string, piece: string) => `${name} versucht es noch einmal mit ${piece}.`,
  triesUsed: (name: string, piece: string) => `Das war der dritte Versuch: ${piece} bleibt im Lager von ${name}, und der Zug geht weiter.`,
  endEmpty: (name: string) => `Das Lager von ${name} ist leer: ${name} gewinnt!`,
  endLastChest: 'Die letzte Truhe hat die Kajüte verlassen.',
  endMidRetry: (name: string, piece: string) =>
    `${piece} war heruntergefallen, aber mit der letzten Truhe endet das Spiel: ${name} versucht es nicht noch einmal.`,
  weighed: (names: string) => `${names} hatten gleich viele Teile übrig: Das Schiff hat ihre Ladungen gewogen.`,
  wins: (names: string) => `${names} gewinnt!`,
  winShared: (names: string) => `${names} teilen sich den Sieg!`,
  rank: 'Platz',
  player: 'Name',
  left_: 'Teile übrig',
  inStorage: 'Im Lager',
  winner: 'Sieg',
  byWeight: 'leichtere Ladung auf dem Schiff',
  scoresNote:
    'Weniger übrige Teile sind besser. Gleichstand: Die Ladungen werden auf dem Schiff gewogen, die leichtere gewinnt; bleibt das Schiff waagerecht, wird der Sieg geteilt.',
  more: 'Mehr im Spielverlauf',
  result: 'Letzte Platzierung',
  weightClass: { heavy: 'schwer', light: 'leicht', feather: 'sehr leicht' },
  whyHeld: (piece: string, weight: string, cm: string, side: string, low: string) =>
    `${piece}, ${weight}, ${cm} weit draußen auf dem ${side}n Deck: Das ${low} Ende wog noch mehr und blieb unten.`,
  whyTipped: (piece: string, weight: string, cm: string, side: string) =>
    `${piece}, ${weight}, ${cm} weit draußen auf dem ${side}n Deck, wog mehr als das andere Ende: Das Schiff kippte nach ${side === 'linke' ? 'links' : 'rechts'}.`,
  cmOut: (cm: number) => `${cm.toFixed(1).replace('.', ',')} cm`,
  tutorial: {
    intro:
      'Das Schiff ist eine Wippe: Ein Ende liegt unten, das andere ist angehoben. Setzt abwechselnd ein Teil auf das angehobene Deck, ohne dass es kippt. Dieses Spiel ist fast vorbei: In der Kajüte liegt nur noch eine Truhe.',
    silver: 'Tippe in deinem Lager auf den Silberwürfel, tippe oder ziehe auf dem angehobenen Deck zum Zielen und drücke dann „Absetzen“.',
    botTurn: 'Dein Silberwürfel hält. Jetzt setzt der Computer ein Teil ab: Schau auf das Schiff.',
    gold: 'Tippe jetzt den Goldwürfel an. Er hat Größe und Form des silbernen; nur sein Gewicht kann anders sein. Der Hinweis des Schiffs unter dem Zielen ist, wie eine Hand dieses Gewicht spürt: Er sagt, ob eine Stelle kippt. Setze ihn hier trotzdem ab, um es zu sehen.',
    tipped:
      'Das Schiff ist gekippt: Gold ist viel schwerer als Silber, und die Gewichte verrät niemand. Kippen kostet eine Truhe aus der Kajüte: Du hast die letzte genommen.',
    fall: 'Diese Truhe kam in dein Lager, und dorthin kommt auch Ladung, die ins Meer fällt, während du setzt. Dein eigenes Teil setzt du noch einmal, bis es an Bord bleibt; hier höchstens dreimal, damit jeder Zug endet (fällt es zum dritten Mal, bleibt es in deinem Lager).',
    end: 'Das Spiel endet, wenn ein Lager leer ist (dessen Besitzer gewinnt) oder die letzte Truhe die Kajüte verlässt: Dann gewinnen die wenigsten Teile im Lager, und das bist du.',
  },
  list: (items: readonly string[]) => list(items, 'und'),
};

export default de;
