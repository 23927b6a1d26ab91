/** Everything `<wikingerschafe-board>` says, in German: loaded only when a board speaks German (no run-time imports). */
import type { FinalValues } from './wikingerschafe.guide.js';
import type { WikingerschafeMessages } from './wikingerschafe.messages.js';

/** Small counts in words ("zwei 6er", nicht "2 6er"), Ziffern ab elf. */
const zahl = (n: number) => ['keine', 'eine', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'][n] ?? String(n);
const ortListe = (values: readonly number[]) =>
  values.length === 1 ? `Ort ${values[0]}` : `die Orte ${values.slice(0, -1).join(', ')} und ${values[values.length - 1]}`;

const de: WikingerschafeMessages = {
  title: 'Wikingerschafe',
  defaultNames: ['Freya', 'Leif', 'Sigrun', 'Ragnar'] as readonly string[],
  seatName: (n: number) => `Wikinger ${n}`,
  tagline: 'Gewinne die Gunst der Wikingerschafe',
  help: 'Regeln',
  helpTitle: 'So spielt man Wikingerschafe',
  logToggle: 'Spielverlauf',
  newGame: 'Neues Spiel',
  round: (n: number) => `Runde ${n} von 4`,
  roundFriendly: (n: number) => `Runde ${n} von 4 · Freundschaftsspiel`,
  roundTrack: 'Rundenleiste',
  roundShort: (n: number) => `Runde ${n}`,
  influenceScoringMark: 'nach dieser Runde wird Einfluss gewertet',
  startMarker: 'Startspielermarker',
  roundBoard: 'Rundentafel',
  boardShields: 'Noch gesperrte Schilde',
  boardDice: 'Noch gesperrte Zusatzwürfel',
  wollhalla: 'Wollhalla',
  wollhallaEmpty: 'leer',
  locations: 'Orte',
  location: (n: number) => `Ort ${n}`,
  locationNames: ['Beute oder Schicksal', 'Met oder Schild', 'Umverteilung oder Umzug', 'Großes Gelage', 'Angriff oder Wollhalla'] as readonly string[],
  locationRewards: [
    '1 Münze, oder einen deiner Würfel beliebig drehen',
    '1 Met, oder einen Schild freischalten',
    'Deine Würfel an einem Ort neu würfeln, oder eine eben gelegte 3 versetzen',
    '1 Met und 1 Münze, wenn du hier mindestens 2 Würfel hast',
    'Einen gelegten Schild zerstören, oder einen ungeschützten Würfel nach Wollhalla schicken',
  ] as readonly string[],
  influence: 'Einfluss',
  influenceOf: (name: string, n: number) => `${name}: ${n} Einfluss`,
  milestones: 'Felder 8, 10 und 12 bringen je 3 Ruhm',
  diceHere: (name: string, n: number, shields: number) => `${name}: ${n} ${n === 1 ? 'Würfel' : 'Würfel'}${shields ? `, ${shields} mit Schild` : ''}`,
  noDiceHere: 'Noch keine Würfel',
  placeHere: (n: number) => `Ort\u00a0${n} wählen`,
  placeChoices: 'Auf einen Ort legen',
  players: 'Wikinger',
  mead: 'Met',
  coins: 'Münzen',
  glory: 'Ruhm',
  shields: 'Schilde',
  dice: 'Würfel',
  supplyDice: (n: number) => `${n} Würfel im Vorrat`,
  shieldStates: {
    board: 'auf der Rundentafel gesperrt',
    fresh: 'freigeschaltet, ab dem nächsten Zug',
    ready: 'bereit',
    placed: 'auf einem gelegten Würfel',
    destroyed: 'zerstört',
  } as Readonly<Record<string, string>>,
  neutral: 'neutral',
  bjorn: 'Björn Blökson',
  computer: 'Computer',
  yourDice: 'Deine Würfel',
  diceOf: (name: string) => `Würfel von ${name}`,
  dieLabel: (face: number, selected: boolean) => `Würfel zeigt ${face}${selected ? ', zum Neuwürfeln gewählt' : ''}`,
  roll: (n: number) => `Gewählte Würfel werfen · noch ${n}`,
  rollAll: 'Alle wählen',
  rollNone: 'Keine wählen',
  noRollsLeft: 'Keine Würfe mehr',
  keyboardHint: 'Pfeiltasten wechseln den Würfel, Leertaste wählt, R würfelt.',
  placeTitle: (n: number, count: number) => (count === 1 ? `Deinen Würfel mit ${n} auf Ort ${n} legen` : `Deine ${count} Würfel mit ${n} auf Ort ${n} legen`),
  addSixes: (max: number) => `6er dazulegen (bis ${max})`,
  addShields: (max: number) => `Schilde dazulegen (bis ${max})`,
  fewer: (what: string) => `Weniger ${what}`,
  more: (what: string) => `Mehr ${what}`,
  sixesWord: '6er',
  shieldsWord: 'Schilde',
  place: 'Legen',
  cancel: 'Abbrechen',
  rerollSixes: 'Deine 6er neu würfeln (1 Met)',
  forfeitSixes: 'Deine 6er nach Wollhalla schicken',
  unlockDie: 'Würfel freischalten (1 Met, 6 Münzen, +3 Ruhm)',
  retrieveDie: 'Würfel aus Wollhalla holen (2 Met)',
  unlockShort: 'Würfel freischalten',
  unlockCost: '1 Met · 6 Münzen',
  retrieveShort: 'Würfel holen',
  retrieveCost: '2 Met',
  whyNot: {
    unlocked: 'dein Extra-Würfel ist schon frei',
    used: 'einmal pro Zug: schon genutzt',
    empty: 'keiner deiner Würfel in Wollhalla',
    sixes: 'deine Würfel dort kamen diese Runde durch 6er',
    placed: 'kein Würfel mehr in deinem Vorrat',
  },
  whyNeeds: (lacking: readonly string[]) => `braucht ${lacking.join(' und ')}`,
  lack: (need: number, marker: string, have: number) => `${need} ${marker} (du hast ${have})`,
  endTurn: 'Zug beenden',
  continue: 'Weiter',
  rewardTitle: (n: number) => `Belohnung von Ort ${n}: wähle eine`,
  options: {
    loot: 'Beute: 1 Münze nehmen',
    destiny: 'Schicksal: einen deiner Würfel drehen',
    mead: 'Met: 1 Met nehmen',
    shield: 'Schild: einen Schild freischalten (ein Würfel mit Schild zählt doppelt und ist vor Wollhalla sicher)',
    redistribution: 'Umverteilung: deine Würfel an einem Ort neu würfeln',
    relocate: 'Umzug: eine 3 an einen anderen Ort versetzen',
    celebration: 'Großes Gelage: 1 Met und 1 Münze',
    attack: 'Angriff: einen gelegten Schild zerstören',
    wollhalla: 'Wollhalla: einen Würfel dorthin schicken',
    none: 'Keine Belohnung nehmen',
  } as Readonly<Record<string, string>>,
  chooseDestinyDie: 'Schicksal: wähle den Würfel zum Drehen',
  chooseDestinyFace: (face: number) => `Schicksal: auf welche Seite soll deine ${face} gedreht werden?`,
  chooseFace: (face: number) => `Auf ${face} drehen`,
  redistributeFrom: (n: number, count: number) => `Deine ${count} Würfel auf Ort ${n} neu würfeln`,
  relocateTo: (n: number) => `Eine 3 auf Ort ${n} versetzen`,
  attackTarget: (name: string, n: number) => `Den Schild von ${name} auf Ort ${n} zerstören`,
  wollhallaTarget: (name: string, n: number) => `Einen Würfel von ${name} von Ort ${n} nach Wollhalla schicken`,
  wollhallaOwnTarget: (n: number) => `Einen eigenen Würfel von Ort ${n} nach Wollhalla schicken`,
  targetHint: 'Jeder Würfel zeigt den Ort, auf dem er liegt.',
  wollhallaFull: (names: string, many: boolean) =>
    `${names} ${many ? 'haben' : 'hat'} schon 2 Würfel in Wollhalla, mehr nimmt es von einem Wikinger nicht: ${many ? 'ihre' : 'seine'} Würfel können nicht dorthin.`,
  chooseRelocateDie: 'Versetzen: wähle die 3, die du versetzt',
  relocateDie: (shielded: boolean, k: number, n: number) => `Würfel ${k} von ${n} mit der 3${shielded ? ', mit Schild' : ''}`,
  back: 'Zurück',
  assignSixesTitle: 'Deine neu gewürfelten 6er und Schilde kommen zu den neuen Würfeln:',
  pendingSixes: (n: number) => (n === 1 ? 'Eine neu gewürfelte 6' : `${n} neu gewürfelte 6er`),
  assignSix: (k: number, n: number) => (n === 1 ? 'Neu gewürfelte 6' : `Neu gewürfelte 6, ${k} von ${n}`),
  assignShield: (k: number, n: number) => (n === 1 ? 'Schild' : `Schild ${k} von ${n}`),
  oneShieldPerDie: 'Ein Schild je Würfel: ein Ort nimmt nicht mehr Schilde auf, als er neue Würfel hat.',
  assignConfirm: 'So verteilen',
  assignedSix: (n: number) => `6 → Ort ${n}`,
  assignedShield: (n: number) => `Schild → Ort ${n}`,
  promptRoll: (name: string, rolls: number) =>
    rolls > 0
      ? `${name}: wähle Würfel zum Neuwürfeln (noch ${rolls} ${rolls === 1 ? 'Wurf' : 'Würfe'}) oder lege auf einen markierten Ort.`
      : `${name}: lege deine Würfel auf einen markierten Ort.`,
  promptPlacing: (name: string, n: number, extras: boolean) =>
    `${name}: ${extras ? `lege nach Wunsch 6er oder Schilde zu Ort ${n} dazu, dann Legen` : `Legen auf Ort ${n}`}, oder wähle einen anderen Ort, oder Abbrechen.`,
  promptRollSixes: (name: string, rolls: number) =>
    `${name}: nur noch 6er, und 6er allein darf man nicht legen. Wähle sie und würfle neu (noch ${rolls} ${rolls === 1 ? 'Wurf' : 'Würfe'}).`,
  promptOnlySixes: (name: string) => `${name}: nur noch 6er. Für 1 Met neu würfeln oder nach Wollhalla schicken.`,
  promptOnlySixesNoMead: (name: string) => `${name}: nur noch 6er und kein Met, um sie neu zu würfeln: schick sie nach Wollhalla.`,
  promptReward: (name: string, n: number) => `${name}: wähle die Belohnung von Ort ${n}.`,
  promptRewardStep: {
    destiny: (name: string) => `${name}: wähle den Würfel, den du drehst.`,
    destinyFace: (name: string) => `${name}: wähle die Seite, auf die du deinen Würfel drehst.`,
    redistribution: (name: string) => `${name}: wähle den Ort, dessen Würfel du neu würfelst.`,
    relocateDie: (name: string) => `${name}: wähle, welche deiner 3en du versetzt.`,
    relocate: (name: string) => `${name}: wähle den Ort, auf den du deine 3 versetzt.`,
    attack: (name: string) => `${name}: wähle den Schild, den du zerstörst.`,
    wollhalla: (name: string) => `${name}: wähle den Würfel, den du nach Wollhalla schickst.`,
  },
  promptRedistribute: (name: string) => `${name}: wähle, wohin deine neuen 6er und Schilde kommen.`,
  promptTurnEnd: (name: string) => `${name}: du kannst einen Würfel freischalten oder holen, dann den Zug beenden.`,
  promptBot: (name: string) => `${name} überlegt…`,
  promptRoundScoring: (n: number) => `Runde ${n} ist gewertet. Weiter, wenn ihr bereit seid.`,
  promptInfluenceScoring: 'Einflusswertung: Ruhm für den meisten Einfluss an jedem Ort.',
  promptGameOver: (names: string) => `Spielende: ${names} ${names.includes(' und ') ? 'sind' : 'ist'} neuer Jarl der Herde!`,
  roundScoringTitle: (n: number) => `Wertung der Runde ${n}`,
  influenceScoringTitle: 'Einflusswertung',
  tieRemoved: 'Gleichstand: entfernt',
  tieMark: '=',
  tieLegend: '„=“: Gleichstand mit anderen Wikingern an diesem Ort, darum punktet dort keiner von ihnen.',
  roundScoringHint: 'Einfluss an jedem Ort: meiste Würfel +3, zweitmeiste +2, drittmeiste +1.',
  roundTies: (friendly: boolean) =>
    friendly
      ? 'Gleichstand (Freundschaftsspiel): Gleichauf liegende Wikinger teilen sich den Platz und seinen Einfluss; der nächste bekommt den Platz danach.'
      : 'Gleichstand: Wer an einem Ort gleich viele Würfel wie ein anderer hat, scheidet dort aus; die anderen rücken auf.',
  influenceTiesRule:
    'Bei Gleichstand bekommt jeder der Gleichauf liegenden den Ruhm des Platzes, und der nächste bekommt den Platz danach (zwei gleichauf an der Spitze: je 5, der nächste 1, nicht 3).',
  influenceTie: (n: number, names: string, influence: number, glory: number, next: number | null) =>
    `Ort ${n}: ${names} gleichauf mit ${influence} Einfluss, je ${glory} Ruhm${next === null ? '' : `; der nächste bekam ${next}`}.`,
  influenceScoringHint: 'Ruhm für Einfluss an jedem Ort: der meiste Einfluss 5, der zweitmeiste 3, der drittmeiste 1.',
  milestoneGlory: (n: number) => `+${n} Ruhm für Einfluss 8 · 10 · 12`,
  endTitle: 'Schlusswertung',
  total: 'Summe',
  rank: 'Platz',
  winner: 'Sieg',
  jarl: (name: string) => `${name} ist neuer Jarl der Herde. Määäh!`,
  jarls: (names: string) => `${names} regieren die Herde gemeinsam. Määäh!`,
  and: 'und',
  gloryFrom: 'Ruhm aus',
  scoreMilestones: 'Einfluss 8 · 10 · 12',
  scoreUnlocks: 'Freigeschaltete Würfel',
  scoreStart: 'Vorsprung',
  scoreShields: 'Schilde (je 2 Ruhm)',
  scoreMead: 'Met (je 1 Ruhm)',
  scoreCoins: 'Münzen → Ruhm (1 je 2)',
  coinsCell: (coins: number, glory: number) => `${coins} → ${glory}`,
  shieldsCell: (shields: number, each: number) => `${shields} × ${each}`,
  tieBroken: (winners: string, others: string, glory: number, mine: number, theirs: string) =>
    `Gleichstand mit ${others} bei ${glory} Ruhm: ${winners} ${winners.includes(' und ') ? 'haben' : 'hat'} weniger Met und Münzen übrig (${mine} gegen ${theirs}), und wer weniger hat, gewinnt den Gleichstand.`,
  tieShared: (glory: number, markers: number) =>
    `Gleich viel Ruhm (${glory}) und gleich viel Met und Münzen übrig (je ${markers}): Wer dann noch gleichauf ist, teilt sich den Sieg.`,
  influenceWord: 'Einfluss',
  gloryWord: 'Ruhm',
  bjornLine: 'Björn Blökson, der entfernte Vetter des alten Jarls, spielt nur, um euch das Leben schwer zu machen.',
  youAre: 'du',
  log: {
    roll: (who: string, faces: string, kept: string, n: number) =>
      kept
        ? `${who} würfelte ${faces} und behielt ${kept.includes(',') ? 'die Würfel' : 'den Würfel'} mit ${kept}.`
        : n === 1
          ? `${who} würfelte ${faces}.`
          : n === 2
            ? `${who} würfelte beide Würfel: ${faces}.`
            : `${who} würfelte alle ${n} Würfel: ${faces}.`,
    place: (who: string, n: number, dice: number, sixes: number, shields: number) =>
      `${who} legte ${dice + sixes} Würfel auf Ort ${n}${sixes ? ` (davon ${sixes === 1 ? 'eine 6' : `${zahl(sixes)} 6er`} als Verstärkung)` : ''}${shields ? ` und ${shields} ${shields === 1 ? 'Schild' : 'Schilde'}` : ''}.`,
    loot: (who: string) => `${who} erbeutete 1 Münze.`,
    destiny: (who: string, face: string) => `${who} drehte einen Würfel auf ${face} (Schicksal).`,
    mead: (who: string) => `${who} nahm 1 Met.`,
    shield: (who: string) => `${who} schaltete einen Schild frei.`,
    redistribution: (who: string, detail: string) => `${who} verteilte die neu gewürfelten 6er und Schilde: ${detail}.`,
    redistributionRoll: (who: string, n: number, faces: string, to: readonly number[], sixes = 0) =>
      `${who} würfelte die Würfel auf Ort ${n} neu (Umverteilung): ${faces}, ${
        !to.length
          ? 'lauter 6er, also kamen sie zurück in den Vorrat'
          : sixes
            ? `also kamen die Würfel außer den 6ern auf ${ortListe(to)}; ${sixes === 1 ? 'die 6 kommt' : 'die 6er kommen'} dazu, wohin ${who} wählt`
            : `also kamen sie auf ${ortListe(to)}`
      }.`,
    relocate: (who: string, n: string) => `${who} versetzte eine 3 auf Ort ${n}.`,
    celebration: (who: string, ok: boolean) => (ok ? `${who} feierte: 1 Met und 1 Münze.` : `${who} feierte allein: keine Belohnung.`),
    attack: (who: string, target: string, from?: number) => `${who} zerstörte den Schild von ${target}${from ? ` auf Ort ${from}` : ''}.`,
    wollhalla: (who: string, target: string, from?: number) => `${who} schickte einen Würfel von ${target}${from ? ` von Ort ${from}` : ''} nach Wollhalla.`,
    wollhallaOwn: (who: string, from?: number) => `${who} schickte einen eigenen Würfel${from ? ` von Ort ${from}` : ''} nach Wollhalla.`,
    none: (who: string) => `${who} nahm keine Belohnung.`,
    unlockDie: (who: string, face: string) => `${who} schaltete einen Würfel frei (+3 Ruhm)${face ? ` und würfelte ${face}` : ''}.`,
    retrieveDie: (who: string, face: string) => `${who} holte einen Würfel aus Wollhalla${face ? ` und würfelte ${face}` : ''}.`,
    rerollSixes: (who: string, faces: string) => `${who} würfelte die 6er neu: ${faces}.`,
    sixesToWollhalla: (who: string, n: number) => `${who} schickte ${n === 1 ? 'eine 6' : `${n} 6er`} nach Wollhalla: diese Runde nicht mehr legbar.`,
    endTurn: (who: string) => `${who} beendete den Zug.`,
    skipped: (who: string) => `${who} hat alle Würfel gelegt und wird übersprungen.`,
    bjorn: (who: string, faces: string) => `${who} würfelte ${faces} und legte sie.`,
    roundScoring: (n: number, summary: string) => `Runde ${n} gewertet: ${summary}.`,
    influenceScoring: (summary: string) => `Einfluss gewertet: ${summary}.`,
    finalScoring: (summary: string) => `Schlusswertung: ${summary}.`,
    gained: (who: string, n: number, what: string) => `${who} +${n} ${what}`,
    nobody: 'niemand punktete',
  },
  notice: 'Hinweis',
  tutorial: {
    intro: 'Das sind deine sechs Würfel. In deinem Zug legst du ALLE deine Würfel eines Werts auf den Ort mit dieser Zahl und nimmst seine Belohnung.',
    reroll: 'Vor dem Legen darfst du beliebige Würfel neu würfeln, zweimal pro Zug. Tippe auf „Alle wählen“, dann auf „Gewählte Würfel werfen“.',
    place2: 'Drei 2er! Wähle Ort 2 und tippe auf „Legen“. Würfel auf einem Ort bringen dort Einfluss, wenn die Runde gewertet wird.',
    mead: 'Jeder Ort gibt eine Belohnung. Nimm 1 Met: 2 Met holen einen Würfel aus Wollhalla zurück, und sind nur noch 6er übrig und deine Würfe verbraucht, würfelt 1 Met sie einmal neu. Jeder Met zählt am Ende 1 Ruhm.',
    endTurn: 'Ein Wert pro Zug: Tippe auf „Zug beenden“. Deine drei 4er behalten ihre Werte für deinen nächsten Zug.',
    opponent:
      'Dein Gegenüber würfelt neu und legt. Eine 6 wird nie allein gelegt: Sie kommt als Verstärkung zu gelegten Würfeln und nimmt deren Wert an. Was gerade passiert ist, steht immer hier unter der Ansage.',
    wollhalla:
      'Ort 5 erlaubte deinem Gegenüber, einen Würfel von Björn nach Wollhalla zu schicken, unten auf der Rundentafel: Er zählt diese Runde nicht. Björn Blökson ist im Spiel zu zweit der neutrale dritte Wikinger.',
    locked:
      'Unter dem Schloss warten der siebte Würfel und 2 Schilde jedes Spielers. Einmal pro Zug befreit „Würfel freischalten“ unter deinen Würfeln deinen für 1 Met und 6 Münzen: sofort +3 Ruhm, und der Würfel wird geworfen und kommt zu deinen Würfeln. Die Belohnung von Ort 2 schaltet einen Schild frei.',
    place4:
      'Wähle Ort 4 und tippe auf „Legen“: Deine drei 4er kommen dorthin. Mit zwei oder mehr Würfeln dort bringt das Große Gelage sofort 1 Met und 1 Münze.',
    endTurn2: 'Tippe auf „Zug beenden“. Jetzt liegen alle deine Würfel.',
    watch: ({ dice: n }: { readonly dice: number }) => {
      return `Dein Gegenüber legt seine übrigen Würfel auf Ort 1${n ? `, wo jetzt ${n} ${n === 1 ? 'Würfel von ihm liegt' : 'Würfel von ihm liegen'}` : ''}. Hat niemand mehr Würfel, wird die Runde gewertet.`;
    },
    shield:
      'Auf Ort 2 nimmt dein Gegenüber einen Schild: Ab seinem nächsten Zug kommt er auf einen gelegten Würfel, der dann doppelt zählt und nicht nach Wollhalla geschickt werden kann.',
    scoring:
      'Niemand hat mehr Würfel: Die Runde wird gewertet. Auf jedem Ort bekommen die meisten Würfel 3 Einfluss, die nächsten 2, die nächsten 1. Gleichstände fallen vorher heraus („=“): Auf Ort 2 lagen dein Gegenüber und Björn gleichauf.',
    glory:
      'Der Einfluss bleibt auf den Orten. Nach Runde 2 und 4 wird er zu Ruhm: 5 für den meisten an einem Ort, 3 für den nächsten, 1 für den dritten. Wer auf einer Leiste ein lila Feld 8, 10 oder 12 erreicht, bekommt sofort 3 Ruhm.',
    gloryNow: ({ start }: { readonly start: number }) =>
      `Der ★ auf jeder Tafel ist der Ruhm bis jetzt. Björn Blökson beginnt das Spiel mit ${start}; aller andere Ruhm kommt vom Freischalten von Würfeln, von 8, 10 und 12 auf den Leisten und aus den Einflusswertungen.`,
    final: (v: FinalValues) => {
      const has = (who: 'you' | 'opponent') =>
        [
          v[`${who}Mead`] && `${v[`${who}Mead`]} Met`,
          v[`${who}Coins`] && (v[`${who}Coins`] === 1 ? '1 Münze' : `${v[`${who}Coins`]} Münzen`),
          v[`${who}Shields`] && (v[`${who}Shields`] === 1 ? '1 Schild' : `${v[`${who}Shields`]} Schilde`),
        ]
          .filter(Boolean)
          .join(', ') || 'noch nichts';
      return `Nach Runde 4 bringt die Schlusswertung 2 Ruhm je freigeschaltetem Schild, 1 je Met und 1 je 2 Münzen, wie die Tafeln sie zeigen: jetzt +${v.youBonus} für dich (${has('you')}), +${v.opponentBonus} für dein Gegenüber (${has('opponent')}). Der meiste Ruhm gewinnt.`;
    },
  },
  rules: [
    'Vier Runden. Nach Runde 2 und 4 wird Einfluss gewertet, danach folgt die Schlusswertung.',
    'In deinem Zug würfelst du beliebige deiner Würfel bis zu 2-mal. Dann legst du ALLE deine Würfel eines Werts auf den Ort mit diesem Wert und nimmst einmal seine Belohnung.',
    '6er verstärken die Würfel, die du legst, und nehmen ihren Wert an. Ein Schild auf einem gelegten Würfel zählt wie 2 Würfel und schützt vor Wollhalla.',
    'Einmal pro Zug darfst du deinen Zusatzwürfel freischalten (1 Met, 6 Münzen, +3 Ruhm) oder einen Würfel aus Wollhalla holen (2 Met).',
    'Haben alle ihre Würfel gelegt, wird jeder Ort gewertet: Gleichstände fallen heraus (außer im freundlichen Spiel), dann meiste Würfel +3 Einfluss, zweitmeiste +2, drittmeiste +1. Einfluss 8, 10 und 12 bringt je 3 Ruhm.',
    'Einflusswertung: Wer an einem Ort den meisten Einfluss hat, bekommt 5 Ruhm, der zweite 3, der dritte 1; bei Gleichstand bekommt jeder der Gleichauf liegenden den Ruhm des Platzes.',
    'Schlusswertung: 2 Ruhm je freigeschaltetem Schild, 1 je Met, 1 je 2 Münzen. Wer den meisten Ruhm hat, gewinnt; bei Gleichstand gewinnt, wer weniger Met und Münzen hat.',
    'Zu zweit legt Björn Blökson (neutral, beginnt mit 10 Ruhm) zu Beginn jeder Runde 6 Würfel.',
  ] as readonly string[],
};

export default de;
