import { expect } from '@esm-bundle/chai';
import { createActor } from 'xstate';
import { HUMAN } from '@viking-games/core/kit';
import { phaseOf, wikingerschafe, type LogEntry } from '@viking-games/core/wikingerschafe';
import { wikingerschafeMessages } from './wikingerschafe.messages.js';
import de from './wikingerschafe.messages.de.js';
import { jarlSentence, logSentence, promptSentence, tagline, tieBreakSentence, turnsOf, turnSummary } from './wikingerschafe.words.js';

const en = wikingerschafeMessages('en');
const names = ['Freya', 'Leif', 'Sigrun', 'Björn Blökson'];
const name = (i: number) => names[i];
/** Three Wikinger: what a scoring entry sums over. */
const context = { wikinger: [{}, {}, {}] } as never;
const say = (entry: LogEntry, t = en) => logSentence(entry, context, t, name);

describe('Wikingerschafe words: a turn in one line (Just now, issue 26)', () => {
  const leif: LogEntry[] = [
    { kind: 'roll', round: 1, who: 1, faces: [5, 5, 2], kept: [] },
    { kind: 'place', round: 1, who: 1, location: 5, dice: 2, sixes: 0, shields: 1 },
    { kind: 'reward', round: 1, who: 1, location: 5, option: 'wollhalla', target: 0, from: 3, die: 4 },
    { kind: 'endTurn', round: 1, who: 1 },
  ];
  const sigrun: LogEntry[] = [
    { kind: 'roll', round: 1, who: 2, faces: [4, 1], kept: [4] },
    { kind: 'roll', round: 1, who: 2, faces: [4], kept: [4, 4] },
    { kind: 'place', round: 1, who: 2, location: 4, dice: 3, sixes: 0, shields: 0 },
    { kind: 'reward', round: 1, who: 2, location: 4, option: 'celebration', celebrated: true },
    { kind: 'endTurn', round: 1, who: 2 },
  ];
  const scoring: LogEntry = { kind: 'roundScoring', round: 1, influence: [[0, 1, 0]], removed: [[]], milestoneGlory: [0, 0, 0] };
  const sum = (entries: readonly LogEntry[], t = en) => turnSummary(entries, context, t, name);

  it('what the Wikinger placed where and what each reward did, the Wollhalla die and whose inside the turn; the rolls left to the log', () => {
    expect(sum(leif)).to.equal('Leif: 2 dice and 1 shield on Location 5; a die of Freya from Location 3 sent to Wollhalla.');
    expect(sum(leif, de)).to.equal('Leif: 2 Würfel und 1 Schild auf Ort 5; ein Würfel von Freya von Ort 3 nach Wollhalla.');
    expect(sum(sigrun)).to.equal('Sigrun: 3 dice on Location 4; celebrated: 1 Mead and 1 Coin.');
    expect(sum(sigrun, de)).to.equal('Sigrun: 3 Würfel auf Ort 4; gefeiert: 1 Met und 1 Münze.');
  });

  it('a turn under way that only rolled says the dice; a scoring is said as the log says it', () => {
    expect(sum(sigrun.slice(0, 2))).to.equal('Sigrun: rolled 4, 4, 4.');
    expect(sum(sigrun.slice(0, 1), de)).to.equal('Sigrun: würfelt 1, 4, 4.');
    expect(sum([scoring])).to.equal(say(scoring));
    // A Redistribution's re-rolled 6s wait for their Location until the turn puts them.
    const redistribution: LogEntry[] = [
      { kind: 'place', round: 1, who: 0, location: 3, dice: 1, sixes: 0, shields: 0 },
      { kind: 'reward', round: 1, who: 0, location: 3, option: 'redistribution', step: 'roll', from: 1, faces: [4, 6, 6, 3] },
    ];
    expect(sum(redistribution)).to.equal('Freya: 1 die on Location 3; Location 1 re-rolled: 4, 6, 6, 3, the 6s still to place.');
    expect(
      sum([...redistribution, { kind: 'reward', round: 1, who: 0, location: 3, option: 'redistribution', step: 'assign', sixes: [4, 3], shields: [3] }], de),
    ).to.equal('Freya: 1 Würfel auf Ort 3; Ort 1 neu gewürfelt: 4, 6, 6, 3; dann 6 → Ort 4, 6 → Ort 3, Schild → Ort 3.');
  });

  it("each entry's turn: a Wikinger's from the roll to the turn's end, a scoring its own", () => {
    const log = [...leif, ...sigrun, scoring, { kind: 'skipped', round: 2, who: 0 } as const, ...leif];
    expect(turnsOf(log)).to.deep.equal([0, 0, 0, 0, 4, 4, 4, 4, 4, 9, 10, 11, 11, 11, 11]);
  });
});

describe('Wikingerschafe words: log sentences', () => {
  it('a roll: what was rolled and what was kept, or all the dice', () => {
    expect(say({ kind: 'roll', round: 1, who: 0, faces: [2, 5], kept: [3, 3] })).to.equal('Freya rolled 2, 5 and kept the dice showing 3, 3.');
    expect(say({ kind: 'roll', round: 1, who: 1, faces: [1, 2, 6], kept: [] })).to.equal('Leif rolled all 3 dice: 1, 2, 6.');
    expect(say({ kind: 'roll', round: 1, who: 1, faces: [2, 2], kept: [] })).to.equal('Leif rolled both dice: 2, 2.');
    expect(say({ kind: 'roll', round: 1, who: 0, faces: [2, 5], kept: [3, 3] }, de)).to.equal('Freya würfelte 2, 5 und behielt die Würfel mit 3, 3.');
  });

  it('a placement, with its 6s and shields', () => {
    expect(say({ kind: 'place', round: 1, who: 2, location: 4, dice: 2, sixes: 1, shields: 1 })).to.equal(
      'Sigrun placed 3 dice on Location 4 (one 6 as reinforcement) and 1 shield.',
    );
    expect(say({ kind: 'place', round: 1, who: 0, location: 1, dice: 1, sixes: 0, shields: 0 })).to.equal('Freya placed 1 die on Location 1.');
    expect(say({ kind: 'place', round: 1, who: 2, location: 4, dice: 2, sixes: 2, shields: 2 }, de)).to.equal(
      'Sigrun legte 4 Würfel auf Ort 4 (davon zwei 6er als Verstärkung) und 2 Schilde.',
    );
    // Never two numbers side by side ("2 6s"): the count of 6s in words (issue 26).
    expect(say({ kind: 'place', round: 1, who: 2, location: 4, dice: 1, sixes: 2, shields: 0 })).to.equal(
      'Sigrun placed 3 dice on Location 4 (two 6s as reinforcement).',
    );
  });

  it('rewards, each option in its own words, targets by name', () => {
    expect(say({ kind: 'reward', round: 1, who: 0, location: 1, option: 'loot' })).to.equal('Freya looted 1 Coin.');
    expect(say({ kind: 'reward', round: 1, who: 0, location: 1, option: 'destiny', die: 2, face: 4 })).to.equal('Freya turned a die to 4 (Destiny).');
    expect(say({ kind: 'reward', round: 1, who: 1, location: 5, option: 'attack', target: 2, from: 3, die: 0 })).to.equal(
      'Leif destroyed the shield of Sigrun on Location 3.',
    );
    expect(say({ kind: 'reward', round: 1, who: 1, location: 5, option: 'wollhalla', target: 0, from: 2, die: 1 }, de)).to.equal(
      'Leif schickte einen Würfel von Freya von Ort 2 nach Wollhalla.',
    );
    // Issue 26: "Freya sent a die of Freya".
    expect(say({ kind: 'reward', round: 1, who: 0, location: 5, option: 'wollhalla', target: 0, from: 5, die: 1 })).to.equal(
      'Freya sent one of their own dice from Location 5 to Wollhalla.',
    );
    expect(say({ kind: 'reward', round: 1, who: 0, location: 5, option: 'wollhalla', target: 0, from: 5, die: 1 }, de)).to.equal(
      'Freya schickte einen eigenen Würfel von Ort 5 nach Wollhalla.',
    );
    expect(say({ kind: 'reward', round: 1, who: 2, location: 4, option: 'celebration', celebrated: false })).to.equal(
      'Sigrun celebrated, but alone: no reward.',
    );
    expect(say({ kind: 'reward', round: 1, who: 2, location: 3, option: 'relocate', die: 1, to: 5 }, de)).to.equal('Sigrun versetzte eine 3 auf Ort 5.');
    expect(say({ kind: 'reward', round: 1, who: 0, location: 3, option: 'redistribution', step: 'roll', from: 2, faces: [6, 1] })).to.equal(
      'Freya re-rolled the dice on Location 2 (Redistribution): 6, 1, so the dice other than 6 went to Location 1; the 6 joins them where Freya chooses.',
    );
    // Where the re-rolled dice went (issue 26), in both languages, and when every die showed 6.
    expect(say({ kind: 'reward', round: 1, who: 0, location: 3, option: 'redistribution', step: 'roll', from: 2, faces: [4, 1, 4, 5] })).to.equal(
      'Freya re-rolled the dice on Location 2 (Redistribution): 4, 1, 4, 5, so they went to Locations 1, 4 and 5.',
    );
    expect(say({ kind: 'reward', round: 1, who: 0, location: 3, option: 'redistribution', step: 'roll', from: 2, faces: [6, 6] })).to.equal(
      'Freya re-rolled the dice on Location 2 (Redistribution): 6, 6, all 6s, so they went back to the supply.',
    );
    expect(say({ kind: 'reward', round: 1, who: 0, location: 3, option: 'redistribution', step: 'roll', from: 2, faces: [3, 1] }, de)).to.equal(
      'Freya würfelte die Würfel auf Ort 2 neu (Umverteilung): 3, 1, also kamen sie auf die Orte 1 und 3.',
    );
    expect(say({ kind: 'reward', round: 1, who: 0, location: 3, option: 'redistribution', step: 'assign', sixes: [4], shields: [2] })).to.equal(
      'Freya put the re-rolled 6s and shields: 6 → Location 4, shield → Location 2.',
    );
    expect(say({ kind: 'reward', round: 1, who: 0, location: 1, option: 'none' }, de)).to.equal('Freya nahm keine Belohnung.');
  });

  it('the turn-end actions, the 6s and Björn', () => {
    expect(say({ kind: 'unlockDie', round: 2, who: 1, faces: [5] })).to.equal('Leif unlocked a die (+3 glory) and rolled 5.');
    expect(say({ kind: 'retrieveDie', round: 2, who: 1 })).to.equal('Leif retrieved a die from Wollhalla.');
    expect(say({ kind: 'rerollSixes', round: 2, who: 0, faces: [1, 6] }, de)).to.equal('Freya würfelte die 6er neu: 1, 6.');
    expect(say({ kind: 'sixesToWollhalla', round: 2, who: 0, faces: [6, 6] })).to.equal('Freya sent two 6s to Wollhalla: not to be placed again this round.');
    expect(say({ kind: 'endTurn', round: 2, who: 2 }, de)).to.equal('Sigrun beendete den Zug.');
    expect(say({ kind: 'skipped', round: 2, who: 2 })).to.equal('Sigrun has placed every die and is skipped.');
    expect(say({ kind: 'bjorn', round: 1, who: 3, faces: [1, 2, 3] })).to.equal('Björn Blökson rolled 1, 2, 3 and placed them.');
  });

  it("scorings sum each Wikinger's gain over the Locations, or say nobody scored", () => {
    const influence = [
      [3, 0, 1],
      [2, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ];
    expect(say({ kind: 'roundScoring', round: 1, influence, removed: [], milestoneGlory: [0, 0, 0] })).to.equal(
      'Round 1 scored: Freya +5 influence, Sigrun +1 influence.',
    );
    expect(say({ kind: 'influenceScoring', round: 2, glory: [[0, 0, 0]] })).to.equal('Influence scored: nobody scored.');
    expect(say({ kind: 'finalScoring', round: 4, glory: [4, 0, 7] }, de)).to.equal('Schlusswertung: Freya +4 Ruhm, Sigrun +7 Ruhm.');
  });
});

describe('Wikingerschafe words: issue 26 wording', () => {
  it("names which 3 Relocate moves without two numbers side by side, and Destiny's second step asks for the new side", () => {
    expect(en.relocateDie(false, 1, 3)).to.equal('Die 1 of 3 showing 3');
    expect(de.relocateDie(true, 2, 2)).to.equal('Würfel 2 von 2 mit der 3, mit Schild');
    expect(en.chooseDestinyFace(4)).to.equal('Destiny: turn your 4 to which side?');
  });

  it('speaks plain German in the rules and the scoring hints', () => {
    const text = [...de.rules, de.influenceScoringHint, de.log.wollhalla('Leif', 'Freya', 2)].join(' ');
    for (const wrong of [/\bmeister\b/i, /Legung/, /Gleichstand teilt/, /vom Ort/]) expect(text).to.not.match(wrong);
  });
});

describe('Wikingerschafe words: prompt, headline, tagline', () => {
  const start = (players: number) => {
    const actor = createActor(wikingerschafe.machine, {
      input: wikingerschafe.createInput({ players, seats: Array(players).fill(HUMAN), seed: 5, names }),
    }).start();
    return actor;
  };

  it("asks the Wikinger to act to roll or place, in the reader's language", () => {
    const snapshot = start(3).getSnapshot();
    const who = name(snapshot.context.current);
    expect(promptSentence(snapshot, en, name, name, false)).to.equal(`${who}: choose dice to re-roll (2 rolls left), or place on a highlighted Location.`);
    expect(promptSentence(snapshot, de, name, (i) => `${name(i)} (du)`, false)).to.equal(
      `${who} (du): wähle Würfel zum Neuwürfeln (noch 2 Würfe) oder lege auf einen markierten Ort.`,
    );
    expect(promptSentence(snapshot, en, name, name, true)).to.equal(`${who} is thinking…`);
  });

  it("a reward's second step says what the person chooses there, in both languages (issue 26)", () => {
    // The first game of seed 1 that reaches a reward of Location 3 (Redistribution or Relocate) by a fixed choice of legal moves.
    const actor = start(3);
    for (let i = 0; i < 3000 && !(phaseOf(actor.getSnapshot()) === 'rewarding' && actor.getSnapshot().context.turn.rewardLocation === 3); i++) {
      const moves = wikingerschafe.legalMoves(actor.getSnapshot());
      actor.send(moves.find((m) => m.type === 'player.place' && m.value === 3) ?? moves[i % moves.length]);
    }
    const snapshot = actor.getSnapshot();
    const who = name(snapshot.context.current);
    expect(promptSentence(snapshot, en, name, name, false)).to.equal(`${who}: choose the reward of Location 3.`);
    expect(promptSentence(snapshot, en, name, name, false, undefined, 'redistribution')).to.equal(`${who}: choose the Location whose dice you re-roll.`);
    expect(promptSentence(snapshot, de, name, name, false, undefined, 'redistribution')).to.equal(`${who}: wähle den Ort, dessen Würfel du neu würfelst.`);
    expect(promptSentence(snapshot, de, name, name, false, undefined, 'relocate')).to.equal(`${who}: wähle den Ort, auf den du deine 3 versetzt.`);
    // Each step of each language has its own sentence.
    for (const t of [en, de]) expect(new Set(Object.values(t.promptRewardStep).map((f) => f(who))).size).to.equal(Object.keys(en.promptRewardStep).length);
  });

  it('only 6s left: offers their re-roll only with Mead to pay for it, else Wollhalla alone', () => {
    // Two-person games played by a fixed choice of legal moves, until only 6s are left with and without Mead.
    const seen = { mead: '', noMead: '' };
    for (let seed = 1; seed < 60 && !(seen.mead && seen.noMead); seed++) {
      const actor = createActor(wikingerschafe.machine, { input: wikingerschafe.createInput({ players: 2, seats: [HUMAN, HUMAN], seed, names }) }).start();
      for (let i = 0; i < 3000 && !wikingerschafe.isOver(actor.getSnapshot()); i++) {
        const snapshot = actor.getSnapshot();
        if (snapshot.can({ type: 'player.forfeitSixes' }))
          seen[snapshot.can({ type: 'player.rerollSixes' }) ? 'mead' : 'noMead'] ||= promptSentence(snapshot, en, name, name, false);
        const moves = wikingerschafe.legalMoves(snapshot);
        actor.send(moves[(i * 7 + seed) % moves.length]);
      }
    }
    expect(seen.mead).to.match(/: only 6s are left\. Re-roll them for 1 Mead, or send them to Wollhalla\.$/);
    expect(seen.noMead).to.match(/: only 6s are left and you have no Mead to re-roll them: send them to Wollhalla\.$/);
  });

  it('names the winners once the game is over', () => {
    const actor = start(3);
    for (let i = 0; i < 3000 && phaseOf(actor.getSnapshot()) !== 'gameOver'; i++) {
      const moves = wikingerschafe.legalMoves(actor.getSnapshot());
      actor.send(moves.find((m) => m.type !== 'player.roll') ?? moves[0]);
    }
    const snapshot = actor.getSnapshot();
    const winners = wikingerschafe
      .scores(snapshot)
      .lines.filter((l) => l.rank === 1)
      .map((l) => name(l.seat));
    expect(promptSentence(snapshot, en, name, name, false)).to.equal(
      `Game over: ${winners.join(' and ')} ${winners.length > 1 ? 'are' : 'is'} the new Jarl of the herd!`,
    );
    // Glory tied: the prompt says the tie-break decided (RULES "Final Scoring").
    const goods = [
      { glory: 30, mead: 2, coins: 1 },
      { glory: 30, mead: 1, coins: 0 },
      { glory: 12, mead: 0, coins: 0 },
    ];
    const tied = wikingerschafe.machine.resolveState({
      value: snapshot.value,
      context: { ...snapshot.context, wikinger: snapshot.context.wikinger.map((w, i) => ({ ...w, ...goods[i], shields: ['board', 'board'] as const })) },
    });
    expect(promptSentence(tied, en, name, name, false)).to.equal(
      'Game over: Leif is the new Jarl of the herd! Tied with Freya on 30 glory: Leif holds fewer Mead and Coins (1 against 3), and the fewer wins the tie.',
    );
  });

  it('says what decided the Jarl when glory tied: fewer Mead and Coins, or a tie that stays and is shared (RULES "Final Scoring")', () => {
    const wikinger = (glory: number, mead: number, coins: number, neutral = false) => ({ glory, mead, coins, neutral, shields: [] });
    const end = (...w: ReturnType<typeof wikinger>[]) => ({ wikinger: w }) as never;
    expect(tieBreakSentence(end(wikinger(30, 2, 1), wikinger(30, 1, 0), wikinger(12, 0, 0, true)), en, name)).to.equal(
      'Tied with Freya on 30 glory: Leif holds fewer Mead and Coins (1 against 3), and the fewer wins the tie.',
    );
    expect(tieBreakSentence(end(wikinger(30, 2, 1), wikinger(30, 1, 0), wikinger(30, 0, 5)), de, name)).to.equal(
      'Gleichstand mit Freya und Sigrun bei 30 Ruhm: Leif hat weniger Met und Münzen übrig (1 gegen 3, 5), und wer weniger hat, gewinnt den Gleichstand.',
    );
    expect(tieBreakSentence(end(wikinger(30, 1, 0), wikinger(30, 0, 1), wikinger(12, 0, 0)), en, name)).to.equal(
      'Tied on 30 glory and on Mead and Coins left (1 each): a tie that stays is shared.',
    );
    expect(tieBreakSentence(end(wikinger(31, 1, 0), wikinger(30, 0, 1), wikinger(12, 0, 0)), en, name), 'the most glory alone decided').to.equal(undefined);
  });

  it("the end screen's headline: one Jarl, or Jarls who share", () => {
    expect(jarlSentence(['Leif'], en)).to.equal('Leif is the new Jarl of the herd. Määäh!');
    expect(jarlSentence(['Leif', 'Freya'], de)).to.match(/^Leif und Freya /);
  });

  it('the tagline names the Friendly Game from the table, not from the element', () => {
    expect(tagline({ round: 2, friendly: false }, en)).to.equal('Round 2 of 4');
    expect(tagline({ round: 2, friendly: true }, en)).to.equal('Round 2 of 4 · Friendly Game');
    expect(tagline({ round: 3, friendly: true }, de)).to.equal('Runde 3 von 4 · Freundschaftsspiel');
  });
});
