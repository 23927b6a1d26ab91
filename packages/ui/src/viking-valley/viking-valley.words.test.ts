import { expect } from '@esm-bundle/chai';
import { createActor } from 'xstate';
import { HUMAN, type Seat } from '@viking-games/core/kit';
import { vikingValley, type Happening, type VikingValleyContext } from '@viking-games/core/viking-valley';
import { vikingValleyMessages } from './viking-valley.messages.js';
import de from './viking-valley.messages.de.js';
import {
  endSentence,
  entryViking,
  flagWords,
  holeWords,
  logSentence,
  payoutSentence,
  promptSentence,
  squareWords,
  tieSentence,
  vikingWords,
} from './viking-valley.words.js';

const en = vikingValleyMessages('en');
const names = ['Astrid', 'Bjarne', 'Sigrid'];
const name = (seat: number) => names[seat];
const bot: Seat = { kind: 'bot', bot: 'random', level: 1 };

/** A fresh game's context: Astrid plays Finn, Bjarne Tjarne (Magnus and Inga unclaimed). */
const start = (seats: Seat[] = [HUMAN, HUMAN]): VikingValleyContext =>
  createActor(vikingValley.machine, { input: vikingValley.createInput({ players: seats.length, seats, seed: 3, names }) })
    .start()
    .getSnapshot().context;

describe('Valley words: log sentences', () => {
  const context = start();
  const say = (happening: Happening, t = en) => logSentence(happening, context, t, name);

  it('a barrel put back and a bowl, in English and German', () => {
    expect(say({ kind: 'barrelPlaced', seat: 0, viking: 'inga', hole: 0 })).to.equal('Astrid put Inga’s barrel in the centre hole.');
    expect(say({ kind: 'barrelPlaced', seat: 0, viking: 'inga', hole: 0 }, de)).to.match(/^Astrid stellt Ingas Fass ins /);
    expect(say({ kind: 'bowled', seat: 1, bowl: { ramp: 0, angle: 0, strength: 0.6 }, fallen: ['finn', 'magnus'] })).to.equal(
      'Bjarne bowled (straight at the centre, strength 60%): Finn’s barrel and Magnus’s barrel fell!',
    );
    expect(say({ kind: 'bowled', seat: 1, bowl: { ramp: 0, angle: -10, strength: 1 }, fallen: [] }, de)).to.equal(
      'Bjarne kegelt (10° nach rechts, Stärke 100 %) und trifft nichts: noch einmal.',
    );
    // A bot's aim between two steps of the control reads in whole degrees, like a person's.
    expect(say({ kind: 'bowled', seat: 1, bowl: { ramp: 0, angle: 10.35, strength: 1 }, fallen: [] })).to.match(/\(10° to the left, strength 100%\)/);
    expect(say({ kind: 'bowled', seat: 1, bowl: { ramp: 0, angle: -0.4, strength: 1 }, fallen: [] }, de)).to.match(/\(gerade auf die Mitte, Stärke 100 %\)/);
  });

  it('Vikings named with their players: moving, a splash, payouts, a steal, the next turn', () => {
    expect(say({ kind: 'moved', viking: 'finn', from: null, to: 2, skipped: ['magnus'] })).to.equal('Finn (Astrid) moves to space 3, past Magnus.');
    expect(say({ kind: 'splash', viking: 'inga', from: 7, lostMoves: [] })).to.match(/^Splash! Inga \(unclaimed\) falls into the water\. The turn ends, and/);
    expect(say({ kind: 'paid', viking: 'tjarne', space: 3, flagCoins: 4, coins: 2 })).to.equal(
      'Tjarne (Bjarne) takes 2 coins from the hoard (flag on space 4), all that was left.',
    );
    expect(say({ kind: 'stole', thief: 'finn', space: 6, from: 'tjarne', coins: 0 })).to.equal(
      'Finn (Astrid) would steal from Tjarne (Bjarne), but that ship is empty.',
    );
    expect(say({ kind: 'turnEnded', seat: 0, next: 1 }, de)).to.equal('Bjarne ist am Zug.');
    expect(say({ kind: 'backToStart', viking: 'finn' })).to.equal('Finn (Astrid) climbs out and goes back in front of the first space.');
  });

  it("a steal on the thief's own portrait says so", () => {
    const own = context.flags.findIndex((f) => f.kind === 'portrait' && f.viking === 'finn');
    expect(own).to.be.greaterThan(-1);
    expect(say({ kind: 'stole', thief: 'finn', space: own, from: 'tjarne', coins: 1 })).to.equal(
      `Finn (Astrid) steals a coin from Tjarne (Bjarne) (own portrait on space ${own + 1}).`,
    );
  });

  it("the colour's Viking of each line", () => {
    expect(entryViking({ kind: 'bowled', seat: 1, bowl: { ramp: 0, angle: 0, strength: 1 }, fallen: [] }, context)).to.equal(context.vikings[1]);
    expect(entryViking({ kind: 'stole', thief: 'inga', space: 1, from: 'finn', coins: 1 }, context)).to.equal('inga');
    expect(entryViking({ kind: 'gameOver', winners: [], allLose: true }, context)).to.equal(undefined);
  });
});

describe('Valley words: the end and the prompt', () => {
  it('names the winner, the shared winners, or the richest unclaimed Viking when every player lost', () => {
    const context = start();
    expect(endSentence({ ...context, winners: [1], allLose: false }, en, name)).to.equal('Bjarne wins!');
    expect(endSentence({ ...context, winners: [0, 1], allLose: false }, de, name)).to.equal('Astrid und Bjarne teilen sich den Sieg!');
    const richInga = { ...context, ships: { finn: 2, tjarne: 3, magnus: 1, inga: 9 }, winners: [], allLose: true };
    expect(endSentence(richInga, en, name)).to.equal('Inga, whom nobody played, has the most coins: every player has lost!');
    expect(promptSentence(richInga, 'over', false, en, name, name)).to.equal('Game over: Inga, whom nobody played, is richest. Every player has lost!');
  });

  it('says when the dock decided a tie on coins: the Viking nearer its start wins (RULES "End of the Game")', () => {
    const context = start();
    // Finn (Astrid) and Tjarne (Bjarne) on 5 coins; Finn on space 2, Tjarne on space 4.
    const tied = {
      ...context,
      ships: { finn: 5, tjarne: 5, magnus: 1, inga: 0 },
      dock: { finn: 1, tjarne: 3, magnus: 0, inga: 2 },
      winners: [0],
      allLose: false,
    };
    expect(tieSentence(tied, en, name)).to.equal(
      `Tied on 5 coins with ${vikingWords('tjarne', tied, en, name)}: ${vikingWords('finn', tied, en, name)} stands nearer the start of the dock, and the nearer wins the tie.`,
    );
    expect(tieSentence(tied, de, name)).to.match(/^Gleichstand mit .* bei 5 Münzen: .* steht näher am Anfang des Stegs/);
    expect(tieSentence({ ...tied, ships: { ...tied.ships, finn: 6 } }, en, name), 'the most coins alone decided').to.equal(undefined);
  });

  it('sums a splash and its payouts up in one short sentence for "Just now", with the ships’ coins, in English and German', () => {
    const context = { ...start(), ships: { finn: 5, tjarne: 0, magnus: 7, inga: 2 } };
    const splash = { kind: 'splash' as const, viking: 'tjarne' as const, from: 7, lostMoves: [] };
    const payouts = [
      { kind: 'paid' as const, viking: 'magnus' as const, space: 4, flagCoins: 4, coins: 4 },
      { kind: 'stole' as const, thief: 'finn' as const, from: 'inga' as const, space: 2, coins: 1 as const },
      { kind: 'stole' as const, thief: 'inga' as const, from: 'tjarne' as const, space: 1, coins: 0 as const },
    ];
    expect(payoutSentence(splash, payouts, context, en, name)).to.equal(
      `Splash! ${vikingWords('tjarne', context, en, name)} falls into the water. Paid: Magnus +4 from the hoard, Finn took 1 from Inga, Inga nothing (Tjarne’s ship empty). Ships now: Magnus 7, Finn 5, Inga 2, Tjarne 0.`,
    );
    expect(payoutSentence(splash, payouts, context, de, name)).to.match(
      /^Platsch! .* fällt ins Wasser\. Belohnt: Magnus \+4 aus dem Schatz, Finn nimmt Inga 1 ab, Inga nichts \(Schiff von Tjarne leer\)\. Schiffe jetzt: Magnus 7, Finn 5, Inga 2, Tjarne 0\.$/,
    );
  });

  it('a tie lost by the Viking still in the water says why: it counts as beyond the dock’s end (RULINGS "The Viking in the water")', () => {
    const context = start();
    // The game ended with Tjarne's splash: Finn on space 8 and Tjarne (in the water) on 8 coins each.
    const tied = {
      ...context,
      hoard: 0,
      ships: { finn: 8, tjarne: 8, magnus: 1, inga: 0 },
      dock: { finn: 7, tjarne: null, magnus: 0, inga: 2 },
      happenings: [{ kind: 'splash' as const, viking: 'tjarne' as const, from: 7, lostMoves: [] }],
      winners: [0],
      allLose: false,
    };
    expect(tieSentence(tied, en, name)).to.equal(
      `Tied on 8 coins with ${vikingWords('tjarne', tied, en, name)}: ${vikingWords('finn', tied, en, name)} stands nearer the start of the dock (Tjarne is still in the water, which counts as beyond the dock’s end), and the nearer wins the tie.`,
    );
    expect(tieSentence(tied, de, name)).to.match(/\(Tjarne ist noch im Wasser, und das zählt als hinter dem Ende des Stegs\)/);
  });

  it('asks the player to act to bowl, tells a bot is aiming, and says to watch while a move plays', () => {
    const context = start([HUMAN, bot]);
    const seat = context.current;
    const prompt = (t = en) => promptSentence(context, 'bowling', false, t, name, (s) => `${name(s)} (you)`);
    if (seat === 0) expect(prompt()).to.equal(`Astrid (you): bowl at the barrels for ${en.viking[context.vikings[0]]}`);
    else expect(prompt()).to.equal('Bjarne (you) is taking aim…');
    expect(promptSentence({ ...context, current: 0 }, 'bowling', false, de, name, name)).to.equal(
      `Astrid: kegle für ${de.viking[context.vikings[0]]} auf die Fässer`,
    );
    expect(promptSentence({ ...context, current: 1 }, 'bowling', false, en, name, name)).to.equal('Bjarne is taking aim…');
    // After its bowl (the banner says it bowled), no longer 'taking aim' (issue 26).
    expect(promptSentence({ ...context, current: 1 }, 'moving', false, en, name, name)).to.equal('Bjarne has bowled: the Vikings whose barrels fell move…');
    expect(promptSentence({ ...context, current: 1 }, 'placingBarrels', false, de, name, name)).to.equal('Bjarne stellt die gefallenen Fässer zurück…');
    expect(promptSentence(context, 'over', true, de, name, name)).to.equal('Schau auf den Platz…');
    // A tutorial's explanation holds the bot: nothing moves yet, so not 'taking aim' (issue 29.9).
    expect(promptSentence({ ...context, current: 1 }, 'bowling', false, en, name, name, true)).to.equal('Bjarne bowls next');
    expect(promptSentence({ ...context, current: 1 }, 'bowling', false, de, name, name, true)).to.equal('Bjarne kegelt als Nächstes');
  });

  it('asks for one fallen barrel on a free hole, several on free holes', () => {
    const context = { ...start([HUMAN, bot]), current: 0 };
    const one = { ...context, barrels: { ...context.barrels, finn: null } };
    const two = { ...one, barrels: { ...one.barrels, tjarne: null } };
    expect(promptSentence(one, 'placingBarrels', false, en, name, name)).to.equal('Astrid: put the fallen barrel back on a free hole');
    expect(promptSentence(two, 'placingBarrels', false, en, name, name)).to.equal('Astrid: put the 2 fallen barrels back on free holes');
    expect(promptSentence(one, 'placingBarrels', false, de, name, name)).to.equal('Astrid: stelle das umgefallene Fass auf ein freies Loch');
  });
});

describe('Valley words: the square, holes, Vikings and flags', () => {
  it("reads a hole's ring and whether a barrel starts there", () => {
    expect(holeWords(0, en)).to.equal('centre hole');
    expect(holeWords(5, en)).to.match(/^inner ring hole at \d+ o'clock, a start hole$/);
    expect(holeWords(8, en)).to.match(/^outer ring hole at \d+ o'clock$/);
  });

  it('names a Viking with its player or as unclaimed, and a flag by its coins or portrait', () => {
    const context = start();
    expect(vikingWords('finn', context, en, name)).to.equal('Finn (Astrid)');
    expect(vikingWords('inga', context, de, name)).to.equal('Inga (ohne Spieler)');
    expect(flagWords({ kind: 'coins', coins: 1 }, en)).to.equal('a flag with 1 coin');
    expect(flagWords({ kind: 'portrait', viking: 'magnus' }, en)).to.equal('Magnus’s portrait');
  });

  it('reads the square: the standing barrels and the fallen ones', () => {
    const context = start();
    const text = squareWords({ barrels: { ...context.barrels, inga: null } }, en);
    expect(text).to.match(/^Village square\. Finn’s barrel stands in the /);
    expect(text).to.match(/ Fallen: Inga’s barrel\.$/);
  });
});
