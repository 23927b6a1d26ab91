/** Words of <viking-valley-board> in German: loaded only when a board speaks German, so this module imports nothing at run time (the helpers are copies). */
import type { VikingValleyMessages } from './viking-valley.messages.js';

/** A name's genitive: an apostrophe after s, x or z (Magnus’ Fass), else -s (Finns Fass). */
const genitive = (name: string): string => (/[sxzß]$/i.test(name) ? `${name}’` : `${name}s`);

/** The language's plural categories (Intl.PluralRules): `one` for 1 only. */
const plurals = new Intl.PluralRules('de');
const plural = (n: number, one: string, many: string) => `${n} ${plurals.select(n) === 'one' ? one : many}`;
const list = (items: readonly string[], and: string) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
const clock = (hour: number) => `${hour} Uhr`;

const de: VikingValleyMessages = {
  title: 'Das Tal der Wikinger',
  defaultNames: ['Astrid', 'Bjarne', 'Sigrid', 'Torvald'] as readonly string[],
  seatName: (n: number) => `Wikinger ${n}`,
  subtitle: 'Kegle die Fässer, lauf den Steg entlang, füll dein Schiff',
  help: 'Regeln',
  helpTitle: 'So spielt man Das Tal der Wikinger',
  newGame: 'Neues Spiel',
  endTitle: 'Der Schatz ist leer',
  rules: [
    'Jede Person spielt einen der vier Wikinger: Finn (blau), Tjarne (orange), Magnus (rot) und Inga (grün). Ein Wikinger, den niemand gewählt hat, spielt trotzdem mit: Seine Figur zieht, sein Schiff bekommt Münzen.',
    'Stelle in deinem Zug zuerst jedes umgefallene Fass auf ein freies Loch des Dorfplatzes. Dann kegelst du die Kugel deine Rampe hinunter auf die Fässer, so oft, bis mindestens ein Fass fällt.',
    'Für jedes gefallene Fass zieht der Wikinger seiner Farbe ein Feld nach rechts den Steg entlang; besetzte Felder werden übersprungen. Fallen mehrere, bestimmst du die Reihenfolge.',
    'Muss ein Wikinger ziehen und rechts ist kein Feld frei, fällt er ins Wasser. Dein Zug endet sofort (weitere Züge verfallen), und jeder Wikinger auf dem Steg wird belohnt, vom rechten Ende zurück zum Anfang.',
    'Eine Münzflagge zahlt ihre Münzen aus dem Schatz (soweit vorhanden). Ein Wikinger auf seinem eigenen Porträt stiehlt jedem anderen Schiff eine Münze, auf dem Porträt eines anderen Wikingers diesem eine Münze. Ein leeres Schiff gibt nichts. Der Wikinger im Wasser geht zurück an den Anfang.',
    'Ist der Schatz leer, wird der Zug zu Ende gespielt, dann endet das Spiel. Die meisten Münzen gewinnen; bei Gleichstand gewinnt, wer näher am Anfang des Stegs steht. Ist ein Wikinger ohne Spieler der reichste, haben alle verloren!',
  ],
  helpKeys:
    'Auf dem Platz: von der Kugel zurückziehen wie eine Schleuder, oder von ihr aus dorthin ziehen, wohin sie rollen soll, und loslassen, um zu kegeln (eine Hilfslinie zeigt Richtung und Stärke), oder mit den Tasten: Links und Rechts drehen, Hoch und Runter stellen die Stärke ein, Enter oder Leertaste kegelt. Ein Fass zurückstellen: ein freies Loch wählen (die Pfeiltasten springen von Loch zu Loch).',
  legend:
    'Startlöcher sind umrandet und mit einem Stern markiert. Jeder Wikinger hat eine Farbe und einen Anfangsbuchstaben auf Fass, Figur, Flagge und Schiff.',
  viking: { finn: 'Finn', tjarne: 'Tjarne', magnus: 'Magnus', inga: 'Inga' },
  vikingOf: (viking: string, player: string | null) => (player ? `${viking} (${player})` : `${viking} (ohne Spieler)`),
  barrelOf: (viking: string) => `${genitive(viking)} Fass`,
  you: 'du',
  and: 'und',
  square: 'Dorfplatz',
  squareLabel: (standing: string, lying: string) => `Dorfplatz. ${standing}${lying ? ` ${lying}` : ''}`,
  standsIn: (barrel: string, hole: string) => `${barrel} steht im ${hole}`,
  lies: (barrels: string) => `Umgefallen: ${barrels}.`,
  hole: (_index: number, ring: 'centre' | 'inner' | 'outer', hour: number, start: boolean) =>
    `${ring === 'centre' ? 'Loch in der Mitte' : `${ring === 'inner' ? 'inneren' : 'äußeren'} Loch bei ${clock(hour)}`}${start ? ', ein Startloch' : ''}`,
  holeButton: (hole: string, barrel: string) => `${barrel} ins ${hole} stellen`,
  grab: 'Die Kugel: zurückziehen oder in Rollrichtung ziehen, um zu zielen und zu kegeln',
  aim: 'Zielen',
  aimLabel: 'Wurf zielen: Links und Rechts drehen, Hoch und Runter stellen die Stärke ein, Enter kegelt',
  aimWords: (angle: number, strength: number) =>
    `${Math.round(angle) === 0 ? 'gerade auf die Mitte' : `${Math.abs(Math.round(angle))}° nach ${angle > 0 ? 'links' : 'rechts'}`}, Stärke ${Math.round(strength * 100)} %`,
  strength: 'Stärke',
  turnLeft: 'Nach links',
  turnRight: 'Nach rechts',
  softer: 'Sanfter',
  harder: 'Kräftiger',
  bowl: 'Kegeln!',
  keysHint: '← → drehen · ↑ ↓ Stärke · Enter kegelt',
  dragHint: 'Von der Kugel zurückziehen oder in Rollrichtung ziehen und loslassen, oder die Knöpfe nutzen.',
  barrelToPlace: 'Fass zum Zurückstellen',
  placeHint: (barrel: string) => `Tippe auf ein freies Loch für ${barrel}.`,
  moveOrder: 'Welcher Wikinger zieht zuerst?',
  moveOrderNext: 'Welcher Wikinger zieht als Nächstes?',
  moveButton: (viking: string) => `${viking} ziehen`,
  whyNotMove: (names: string, many: boolean) =>
    `Nur Wikinger, deren Fass fiel, ziehen: ${names} ${many ? 'bleiben, ihre Fässer stehen' : 'bleibt, sein Fass steht'}.`,
  dock: 'Der Steg',
  dockList: 'Der Steg, Feld für Feld',
  coinFlag: (n: number) => `eine Flagge mit ${plural(n, 'Münze', 'Münzen')}`,
  portraitFlag: (viking: string) => `${genitive(viking)} Porträt`,
  space: (n: number, flag: string, who: string | null) => `Feld ${n}: ${flag}${who ? `; hier steht ${who}` : ''}`,
  shore: (who: string) => (who ? `Vor dem ersten Feld: ${who}` : 'Vor dem ersten Feld steht niemand'),
  ships: 'Schiffe',
  shipLabel: (viking: string, owner: string | null, coins: number) =>
    `${genitive(viking)} Schiff${owner ? `, gesegelt von ${owner}` : ', ohne Spieler'}: ${plural(coins, 'Münze', 'Münzen')}`,
  unclaimed: 'ohne Spieler',
  hoard: 'Schatz',
  hoardLabel: (n: number) => `Der Schatz: noch ${plural(n, 'Münze', 'Münzen')}`,
  promptBowl: (name: string, viking: string) => `${name}: kegle für ${viking} auf die Fässer`,
  promptBowlAgain: (name: string) => `${name}: Nichts ist gefallen. Noch einmal!`,
  promptPlace: (name: string, n: number) =>
    `${name}: stelle ${n === 1 ? 'das umgefallene Fass auf ein freies Loch' : `die ${n} umgefallenen Fässer auf freie Löcher`}`,
  promptBotNext: (name: string) => `${name} kegelt als Nächstes`,
  promptMove: (name: string) => `${name}: wähle, welcher Wikinger als Nächstes zieht`,
  promptBot: (name: string) => `${name} zielt…`,
  promptBotMoves: (name: string) => `${name} hat gekegelt: Die Wikinger der gefallenen Fässer ziehen…`,
  promptBotPlaces: (name: string) => `${name} stellt die gefallenen Fässer zurück…`,
  promptWatch: 'Schau auf den Platz…',
  promptOver: (winners: string) => `Spielende: ${winners} hat gewonnen.`,
  promptAllLose: (viking: string) => `Spielende: ${viking}, den niemand gespielt hat, ist am reichsten. Alle haben verloren!`,
  placed: (name: string, barrel: string, hole: string) => `${name} stellt ${barrel} ins ${hole}.`,
  bowled: (name: string, aim: string, fallen: string) => `${name} kegelt (${aim}): ${fallen} fällt!`,
  missed: (name: string, aim: string) => `${name} kegelt (${aim}) und trifft nichts: noch einmal.`,
  moved: (viking: string, space: number, skipped: string) => `${viking} zieht auf Feld ${space}${skipped ? `, an ${skipped} vorbei` : ''}.`,
  splash: (viking: string, lost: string) =>
    `Platsch! ${viking} fällt ins Wasser. Der Zug endet${lost ? `; ${lost} zieht nicht mehr` : ''}, und die Wikinger auf dem Steg werden belohnt.`,
  paid: (viking: string, coins: number, flagCoins: number, space: number) =>
    coins === 0
      ? `${viking} auf Feld ${space} bekäme ${plural(flagCoins, 'Münze', 'Münzen')}, aber der Schatz ist leer.`
      : `${viking} nimmt ${plural(coins, 'Münze', 'Münzen')} aus dem Schatz (Flagge auf Feld ${space})${coins < flagCoins ? ', alles, was übrig war' : ''}.`,
  stole: (thief: string, from: string, coins: number, own: boolean, space: number) =>
    coins
      ? `${thief} stiehlt ${from} eine Münze (${own ? 'eigenes Porträt' : 'Porträt'} auf Feld ${space}).`
      : `${thief} würde ${from} bestehlen, aber dieses Schiff ist leer.`,
  payouts: (viking: string, parts: string, ships: string) =>
    `Platsch! ${viking} fällt ins Wasser.${parts ? ` Belohnt: ${parts}. Schiffe jetzt: ${ships}.` : ''}`,
  paidShort: (viking: string, coins: number) => (coins ? `${viking} +${coins} aus dem Schatz` : `${viking} nichts (Schatz leer)`),
  stoleShort: (thief: string, from: string, coins: number) => (coins ? `${thief} nimmt ${from} 1 ab` : `${thief} nichts (Schiff von ${from} leer)`),
  shipShort: (viking: string, coins: number) => `${viking} ${coins}`,
  backToStart: (viking: string) => `${viking} klettert heraus und geht zurück vor das erste Feld.`,
  turnEnded: (name: string) => `${name} ist am Zug.`,
  endWins: (names: string) => `${names} gewinnt!`,
  endShared: (names: string) => `${names} teilen sich den Sieg!`,
  endTie: (winners: string, others: string, coins: number, several: boolean, water: string) =>
    `Gleichstand mit ${others} bei ${coins === 1 ? '1 Münze' : `${coins} Münzen`}: ${winners} ${several ? 'stehen' : 'steht'} näher am Anfang des Stegs${water ? ` (${water} ist noch im Wasser, und das zählt als hinter dem Ende des Stegs)` : ''}, und wer näher steht, gewinnt den Gleichstand.`,
  endAllLose: (viking: string) => `${viking}, den niemand gespielt hat, hat die meisten Münzen: Alle haben verloren!`,
  rank: 'Platz',
  player: 'Person',
  coins: 'Münzen',
  dockPosition: 'Steg',
  dockAt: (position: number) => (position === 0 ? 'Anfang' : `Feld ${position}`),
  dockInWater: 'im Wasser',
  winner: 'Sieg',
  tieNote: 'Bei Gleichstand gewinnt, wer näher am Anfang des Stegs steht; wer noch im Wasser ist, steht am weitesten weg.',
  unclaimedNote: '(ohne Spieler)',
  tutorial: {
    intro:
      'Du spielst Finn (blau), kurz vor Spielende: Im Schatz liegen noch 3 Münzen. Jedes Fass, das eine Kugel umwirft, bringt seinen Wikinger ein Feld weiter den Steg entlang; besetzte Felder werden übersprungen.',
    botBowl: 'Der Computer kegelt zuerst, für Tjarne (orange): Schau auf den Dorfplatz. Seine Kugel wirft Tjarnes Fass und deins um.',
    bowl: 'Kegle auf die Fässer: Zieh von der Kugel zurück und lass los, oder ziele mit den Knöpfen und drücke „Kegeln!“. Daneben: noch einmal.',
    move: 'Mehrere Fässer sind gefallen: Du bestimmst die Reihenfolge. Tippe auf einen Wikinger, um ihn zu ziehen; ohne freies Feld vor sich fällt er ins Wasser.',
    oneFell: 'Deine Kugel hat ein Fass umgeworfen: Bei nur einem gibt es keine Reihenfolge zu wählen, also ist sein Wikinger von selbst gezogen.',
    botMoves: 'Jedes gefallene Fass zieht seinen eigenen Wikinger, egal wer gekegelt hat: erst Tjarnes, dann deinen. Jetzt stehen alle vier am Ende des Stegs.',
    place: 'Du bist dran: Stell zuerst die gefallenen Fässer zurück. Tippe für jedes auf ein freies Loch.',
    water:
      'Ein Wikinger ohne freies Feld vor sich ist ins Wasser gefallen, und der Zug ist zu Ende. Dann hat jeder Wikinger auf dem Steg bekommen, was seine Flagge zeigt, von rechts nach links: Münzen aus dem Schatz oder eine aus einem Schiff.',
    end: 'Damit ist der Schatz leer und das Spiel vorbei: Das reichste Schiff gewinnt, deins. Im ganzen Spiel gilt: Steh auf einer guten Flagge, wenn ein Wikinger ins Wasser fällt!',
  },
  list: (items: readonly string[]) => list(items, 'und'),
};

export default de;
