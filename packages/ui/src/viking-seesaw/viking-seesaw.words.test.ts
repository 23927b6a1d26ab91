import { expect } from '@esm-bundle/chai';
import { HUMAN, type Seat } from '@viking-games/core/kit';
import type { LoggedPiece } from '@viking-games/core/viking-seesaw';
import { vikingSeesawMessages } from './viking-seesaw.messages.js';
import de from './viking-seesaw.messages.de.js';
import vikingSeesawGuide from './viking-seesaw.guide.js';
import { logSentence, promptSentence, whereWords, whySentence, type VikingSeesawLogEntry } from './viking-seesaw.words.js';

// English's rules in short come late, with the dialogs (viking-seesaw.guide.ts).
const en = { ...vikingSeesawMessages('en'), ...vikingSeesawGuide };
const names = ['Astrid', 'Bjarne', 'Sigrid'];
const name = (seat: number) => names[seat];
const say = (entry: VikingSeesawLogEntry, t = en) => logSentence(entry, t, name);

/** A placement attempt by `seat` of `piece` at `x` cm; what followed it as given. */
const placed = (
  seat: number,
  piece: VikingSeesawLogEntry['placement']['piece'],
  x: number,
  followed: Partial<VikingSeesawLogEntry> = {},
): VikingSeesawLogEntry => ({
  n: 1,
  seat,
  placement: { piece, x, rotation: 0 },
  held: true,
  tilted: false,
  spilled: [],
  intoCabin: [],
  penalties: 0,
  retry: false,
  end: null,
  ...followed,
});
/** The piece being set down, and cargo by where it stood (cm from the mast, negative on the left). */
const setDown = (kind: LoggedPiece['kind']): LoggedPiece => ({ kind, at: null });
const cargo = (kind: LoggedPiece['kind'], at: number): LoggedPiece => ({ kind, at });
const ended = (reason: 'emptyStorage' | 'lastChest', winners: number[], extra: { weighedOff?: number[]; cutShort?: boolean } = {}) => ({
  end: { reason, winners, weighedOff: extra.weighedOff ?? [], cutShort: extra.cutShort ?? false },
});

describe('See-Saw words: log sentences', () => {
  it('a placement that held, in English and German', () => {
    expect(say(placed(0, 'gold', 6.5))).to.equal('Astrid set the gold cube down 6.5 cm from the mast. The ship held.');
    expect(say(placed(0, 'gold', 6.5), de)).to.equal('Astrid setzt den Goldwürfel ab, 6,5 cm vom Mast. Das Schiff hält.');
  });

  it('a tip: the pieces that fell, the chest taken, the retry', () => {
    const entry = placed(1, 'glass', 9, { held: false, tilted: true, spilled: [setDown('glass'), cargo('iron', 8.3)], penalties: 1, retry: true });
    expect(say(entry)).to.equal(
      "Bjarne set the glass ball down 9.0 cm from the mast. The ship tipped over! Bjarne takes a chest from the cabin. The glass ball just set down and the iron ball (8.3 cm right of the mast) fell off the ship into Bjarne's storage. Bjarne tries the glass ball again.",
    );
    expect(say(entry, de)).to.match(/Die eben abgesetzte Glaskugel und die Eisenkugel \(8,3 cm rechts vom Mast\) fallen vom Schiff in das Lager von Bjarne\./);
  });

  it('a ship that held at first and tipped while cargo was steadied is told in that order, never "held" then "tipped over", naming the placer', () => {
    // The physics' first settle held, then cargo still moving was put back and the ship tipped (tiltedPuttingBack): g3-log of issue 29.
    const entry = placed(1, 'gem', 5.5, { held: true, tilted: true, penalties: 1 });
    expect(say(entry)).to.equal(
      'Bjarne set the gem down 5.5 cm from the mast. The ship held at first, then tipped over as the cargo was steadied! Bjarne takes a chest from the cabin.',
    );
    expect(say(entry)).to.not.contain('The ship held.');
    expect(say(entry, de)).to.equal(
      'Bjarne setzt den Edelstein ab, 5,5 cm vom Mast. Das Schiff hält zuerst, kippt dann aber, als die Ladung gerichtet wird! Bjarne nimmt eine Truhe aus der Kajüte.',
    );
  });

  it("pieces into the cabin, and chests beyond the tip's one", () => {
    const entry = placed(2, 'viking', 4, { intoCabin: [cargo('gem', -4.2)], penalties: 2, tilted: true, held: false });
    expect(say(entry)).to.match(/The gem \(4\.2 cm left of the mast\) slid into the cabin and was put back on deck\. Sigrid takes 1 chest from the cabin\.$/);
  });

  it('the end: an empty storage, or the last chest with the loads weighed and the winners', () => {
    expect(say(placed(0, 'chest', 5, ended('emptyStorage', [0])))).to.match(/Astrid's storage is empty: Astrid wins!$/);
    expect(say(placed(1, 'chest', 5, ended('lastChest', [0, 2], { weighedOff: [0, 2] })))).to.match(
      /The last chest has left the cabin\. Astrid and Sigrid had as many pieces left: the ship weighed their loads\. Astrid and Sigrid share the win!$/,
    );
    expect(say(placed(1, 'chest', 5, ended('lastChest', [2])), de)).to.match(/Die letzte Truhe hat die Kajüte verlassen\. Sigrid gewinnt!$/);
  });

  it('two pieces of a kind are told apart, never "the gem and the gem": the one just set down, the others by where they stood', () => {
    const entry = placed(0, 'gem', 4, {
      intoCabin: [cargo('gem', 4.3), setDown('gem'), cargo('viking', -4.6)],
      spilled: [cargo('iron', -7.8), cargo('iron', -6.5)],
      held: false,
    });
    expect(say(entry)).to.match(
      /The iron ball \(7\.8 cm left of the mast\) and the iron ball \(6\.5 cm left of the mast\) fell off the ship into Astrid's storage\. The gem \(4\.3 cm right of the mast\), the gem just set down and the Viking \(4\.6 cm left of the mast\) slid into the cabin and were put back on deck\./,
    );
    expect(say(entry, de)).to.match(
      /Die Eisenkugel \(7,8 cm links vom Mast\) und die Eisenkugel \(6,5 cm links vom Mast\) fallen vom Schiff in das Lager von Astrid\. Der Edelstein \(4,3 cm rechts vom Mast\), der eben abgesetzte Edelstein und der Wikinger \(4,6 cm links vom Mast\) rutschen in die Kajüte/,
    );
  });

  it('the third try that fell off: the piece stays in the storage and the turn passes (RULINGS "Try again")', () => {
    const entry = placed(0, 'silver', 6, { held: false, spilled: [setDown('silver')] });
    expect(say(entry)).to.match(
      /fell off the ship into Astrid's storage\. That was the third try: the silver cube stays in the storage of Astrid, and the turn passes\.$/,
    );
    expect(say(entry, de)).to.match(/Das war der dritte Versuch: der Silberwürfel bleibt im Lager von Astrid, und der Zug geht weiter\.$/);
    // Cargo that fell while the piece set down stayed is no third try.
    expect(say(placed(0, 'silver', 6, { spilled: [cargo('gem', 7)] }))).to.not.match(/third try/);
  });

  it('the end on the last chest while the placed piece had fallen off: it is not tried again', () => {
    const entry = placed(1, 'gem', 9, { held: false, tilted: true, spilled: [setDown('gem')], penalties: 1, ...ended('lastChest', [0], { cutShort: true }) });
    expect(say(entry)).to.match(
      /The last chest has left the cabin\. The gem had fallen off, but the game ends with the last chest: Bjarne does not try it again\. Astrid wins!$/,
    );
    expect(say(entry, de)).to.match(/Der Edelstein war heruntergefallen, aber mit der letzten Truhe endet das Spiel: Bjarne versucht es nicht noch einmal\./);
  });
});

describe('See-Saw words: prompt and aim', () => {
  const bot: Seat = { kind: 'bot', bot: 'random', level: 1 };
  const context = (seats: Seat[], extra: { retry?: 'glass' | null; winners?: number[]; current?: number } = {}) => ({
    players: seats.map((seat, i) => ({ name: names[i], colour: 'red' as const, seat })),
    current: extra.current ?? 0,
    retry: extra.retry ?? null,
    winners: extra.winners ?? [],
  });
  const idle = { over: false, watching: false, picked: null };

  it('asks the person to pick, to set the piece they hold down, or to try again', () => {
    expect(promptSentence(context([HUMAN, bot]), en, name, (s) => `${name(s)} (you)`, idle)).to.equal(
      'Astrid (you): pick a piece to set down on the raised deck',
    );
    expect(promptSentence(context([HUMAN, bot]), de, name, name, { ...idle, picked: 'gem' })).to.equal('Astrid: Setze den Edelstein auf das angehobene Deck');
    expect(promptSentence(context([HUMAN, HUMAN], { retry: 'glass' }), en, name, name, idle)).to.equal('Astrid: the glass ball fell off. Try again with it!');
  });

  it('a bot choosing, the ship to watch, the winners', () => {
    expect(promptSentence(context([HUMAN, bot], { current: 1 }), en, name, name, idle)).to.equal('Bjarne is choosing a piece…');
    expect(promptSentence(context([HUMAN, bot]), de, name, name, { ...idle, watching: true })).to.equal('Schau aufs Schiff …');
    expect(promptSentence(context([HUMAN, bot], { current: 1 }), en, name, name, { ...idle, watching: true, placer: { seat: 2, piece: 'gem' } })).to.equal(
      'Sigrid sets the gem down: watch the ship…',
    );
    expect(promptSentence(context([HUMAN, bot]), de, name, name, { ...idle, watching: true, placer: { seat: 2, piece: 'gem' } })).to.equal(
      'Sigrid setzt den Edelstein ab: Schau aufs Schiff …',
    );
    expect(promptSentence(context([HUMAN, bot], { winners: [0, 1] }), en, name, name, { ...idle, over: true })).to.equal('Game over: Astrid and Bjarne won.');
  });

  it('says where a piece is aimed, naming the ends of the grid', () => {
    expect(whereWords(6.5, en)).to.equal('6.5 cm from the mast');
    expect(whereWords(4, en)).to.equal('4.0 cm from the mast, near the cabin');
    expect(whereWords(9, de)).to.equal('9,0 cm vom Mast, nahe dem Rand');
  });
});

describe('See-Saw words: why a placement went as it did', () => {
  // The right end raised (the left end low), as at the start.
  const before = { angle: 0.2, cabin: [3, 3] as const, cargo: [] };
  const last = (piece: 'gold' | 'gem', tilted: boolean) => ({
    seat: 0,
    placement: { piece, x: 7, rotation: 0 },
    before,
    held: !tilted,
    tilted,
    spilled: [],
    intoCabin: [],
    penalties: tilted ? 1 : 0,
    retry: false,
  });
  it('names how heavy the piece is (never a number), how far out on which deck, and which way the ship went, in English and German', () => {
    expect(whySentence(last('gold', true), en)).to.equal(
      'The gold cube, heavy, 7.0 cm out on the right deck, outweighed the other end: the ship tipped to the right.',
    );
    expect(whySentence(last('gem', false), en)).to.equal(
      'The gem, very light, 7.0 cm out on the right deck: the left end still weighed more, so it stayed down.',
    );
    expect(whySentence(last('gold', true), de)).to.equal(
      'Der Goldwürfel, schwer, 7,0 cm weit draußen auf dem rechten Deck, wog mehr als das andere Ende: Das Schiff kippte nach rechts.',
    );
    expect(whySentence(last('gem', false), de)).to.equal(
      'Der Edelstein, sehr leicht, 7,0 cm weit draußen auf dem rechten Deck: Das linke Ende wog noch mehr und blieb unten.',
    );
  });
  it('the rules in the help name each piece as heavy as the result does (a chest, like the gem and the Viking, very light), in English and German', () => {
    for (const t of [en, de]) {
      const line = t.rules.find((l) => l.includes(t.weightClass.heavy))!;
      // The help's weights sentence: gold and iron heavy, silver and glass light, gem, Viking and chests very light.
      const lightOnes = line.slice(line.lastIndexOf(';') + 1);
      expect(lightOnes, 'gem, Viking and chests').to.include(t.weightClass.feather);
      expect(whySentence({ ...last('gem', false), placement: { piece: 'chest', x: 7, rotation: 0 } }, t)).to.include(t.weightClass.feather);
    }
  });
});
