import { expect } from '@esm-bundle/chai';
import { wikingerschafe } from './index.js';
import { supplyDice } from './wikingerschafe.rules.js';
import { gloryBreakdown, influenceTies, rankPoints } from './wikingerschafe.scoring.js';
import { at, B, L, newGame, othersDone, play, S, W, withWikinger, type Snapshot } from './wikingerschafe.test-helpers.js';
import type { WikingerschafeEvent } from './wikingerschafe.types.js';

// Scoring played through the machine from positions built with the test helpers; each describe is a
// section of RULES.md.
const lastLog = (s: Snapshot) => s.context.log[s.context.log.length - 1];
const place = (value: 1 | 2 | 3 | 4 | 5, sixes = 0, shields = 0): WikingerschafeEvent => ({ type: 'player.place', value, sixes, shields });
const reward = (e: Omit<Extract<WikingerschafeEvent, { type: 'player.reward' }>, 'type'>): WikingerschafeEvent => ({ type: 'player.reward', ...e });

describe('Round Scoring', () => {
  it('ranks Locations 3/2/1 by dice, shields counting 2, and removes every tie (RULINGS 3)', () => {
    expect(rankPoints([3, 2, 2, 1], [3, 2, 1], true)).to.deep.equal({ points: [3, 0, 0, 2], removed: [1, 2] });
    expect(rankPoints([0, 4, 1], [3, 2, 1], true)).to.deep.equal({ points: [0, 3, 2], removed: [] });
    expect(rankPoints([2, 2], [3, 2, 1], true).points).to.deep.equal([0, 0]);
  });

  it('scores the round when every supply is empty, with ties removed and milestones (RULINGS 4)', () => {
    let context = newGame(3, 2);
    const who = context.current;
    const a = who;
    const b = (who + 1) % 3;
    const c = (who + 2) % 3;
    context = withWikinger(context, a, {
      dice: [S(5), L(1), L(1), L(2, true), L(3), L(3), B],
      shields: ['placed', 'board'],
      influence: [7, 0, 11, 0, 0],
      milestones: [[], [], [8, 10], [], []],
    });
    context = withWikinger(context, b, { dice: [L(1), L(1), L(2), L(2), L(3), L(4), B] });
    context = withWikinger(context, c, { dice: [L(1), L(2), L(3), L(3), L(3), L(3), B] });
    const scored = play(at('rolling', context), place(5), reward({ option: 'none' }), { type: 'player.endTurn' });
    expect(scored.value).to.equal('roundScoring');
    expect(scored.hasTag('scoring')).to.equal(true);
    const entry = lastLog(scored);
    expect(entry.kind).to.equal('roundScoring');
    if (entry.kind !== 'roundScoring') return;
    // Location 1: a 2, b 2, c 1 -> a and b removed, c first.
    expect(entry.removed[0]).to.deep.equal([a, b].sort());
    expect(entry.influence[0][c]).to.equal(3);
    // Location 2: a 2 (shield), b 2, c 1 -> a, b removed.
    expect(entry.influence[1][c]).to.equal(3);
    // Location 3: a 2, b 0, c 4 -> c 3, a 2 (11 + 2 capped at 12: milestone 12). Location 5: a alone.
    expect(entry.influence[2][a]).to.equal(2);
    const w = scored.context.wikinger[a];
    expect(w.influence).to.deep.equal([7, 0, 12, 0, 3]);
    expect(entry.milestoneGlory[a]).to.equal(3);
    expect(w.glory).to.equal(3);
  });

  it('gives 3 glory for every milestone passed at once (7 + 3 passes 8 and 10)', () => {
    let context = newGame(2, 4);
    const who = context.current;
    context = withWikinger(context, who, { dice: [S(5), S(5), S(5), L(1), L(1), L(1), B], influence: [0, 0, 0, 0, 7] });
    context = othersDone(context, who);
    const scored = play(at('rolling', context), place(5), reward({ option: 'none' }), { type: 'player.endTurn' });
    expect(scored.context.wikinger[who].influence[4]).to.equal(10);
    expect(scored.context.wikinger[who].milestones[4]).to.deep.equal([8, 10]);
    expect(scored.context.wikinger[who].glory).to.equal(6);
    // Björn Blökson's 10 at setup is his start glory; the milestones are the 8/10/12 part.
    expect(gloryBreakdown(scored.context)).to.deep.equal(
      [0, 1, 2].map((i) => ({ start: i === 2 ? 10 : 0, influence: 0, milestones: i === who ? 6 : 0, unlocks: 0 })),
    );
  });

  it('advances the round, returns all dice, shields and Wollhalla, rolls, and passes the Start marker', () => {
    let context = newGame(3, 6);
    const who = context.current;
    context = withWikinger(context, who, { dice: [S(4), L(2, true), W, W, L(3), L(3), B], shields: ['placed', 'ready'] });
    context = othersDone(context, who);
    const scored = play(at('rolling', context), place(4), { type: 'player.endTurn' });
    expect(scored.value).to.equal('roundScoring');
    const next = play(scored, { type: 'game.continue' });
    expect(next.hasTag('rolling')).to.equal(true);
    expect(next.context.round).to.equal(2);
    expect(next.context.startSeat).to.equal((context.startSeat + 1) % 3);
    expect(next.context.current).to.equal(next.context.startSeat);
    for (const w of next.context.wikinger) expect(supplyDice(w)).to.have.length(6);
    expect(next.context.wikinger[who].shields).to.deep.equal(['ready', 'ready']);
  });
});

describe('Influence Scoring', () => {
  it('follows round 2 and 4 only, 5/3/1 glory, ties share and the next takes the rank after them (RULINGS 3)', () => {
    expect(rankPoints([6, 6, 2], [5, 3, 1], false).points).to.deep.equal([5, 5, 1]);
    expect(rankPoints([0, 3, 0], [5, 3, 1], false).points).to.deep.equal([0, 5, 0]);
    let context = { ...newGame(3, 3), round: 2 };
    const who = context.current;
    context = withWikinger(context, who, { dice: [S(5), L(1), L(1), L(1), L(1), L(1), B], influence: [4, 0, 0, 0, 0] });
    context = withWikinger(context, (who + 1) % 3, { influence: [4, 0, 0, 0, 0], dice: [L(2), L(2), L(2), L(2), L(2), L(2), B] });
    context = othersDone(context, who);
    const scored = play(at('rolling', context), place(5), reward({ option: 'none' }), { type: 'player.endTurn' }, { type: 'game.continue' });
    expect(scored.value).to.equal('influenceScoring');
    const entry = lastLog(scored);
    if (entry.kind !== 'influenceScoring') throw new Error('no influence scoring');
    expect(entry.glory[4][who]).to.equal(5);
    // Glory from play by where it came from: this scoring's glory is influence glory, nothing else.
    const breakdown = gloryBreakdown(scored.context);
    expect(breakdown.map((b) => b.influence)).to.deep.equal(entry.glory.reduce((sum, row) => sum.map((g, i) => g + row[i]), [0, 0, 0]));
    expect(breakdown[who]).to.deep.include({ start: 0, unlocks: 0, influence: scored.context.wikinger[who].glory - breakdown[who].milestones });
    expect(play(scored, { type: 'game.continue' }).context.round).to.equal(3);
    const round3 = { ...context, round: 3 };
    expect(play(at('rolling', round3), place(5), reward({ option: 'none' }), { type: 'player.endTurn' }, { type: 'game.continue' }).context.round).to.equal(4);
  });

  it('names each tie it scores: the tied Wikinger, the shared glory and the rank after them (RULINGS 3)', () => {
    let context = newGame(3, 3);
    context = withWikinger(context, 0, { influence: [6, 2, 0, 4, 0] });
    context = withWikinger(context, 1, { influence: [6, 2, 0, 1, 0] });
    context = withWikinger(context, 2, { influence: [2, 5, 0, 4, 3] });
    expect(influenceTies(context)).to.deep.equal([
      // Two tie for first at Location 1: 5 each, and the next gets 1, not 3.
      { location: 1, who: [0, 1], influence: 6, glory: 5, next: 1 },
      { location: 2, who: [0, 1], influence: 2, glory: 3, next: null },
      { location: 4, who: [0, 2], influence: 4, glory: 5, next: 1 },
    ]);
    expect(influenceTies(withWikinger(context, 1, { influence: [5, 1, 0, 2, 0] }))).to.deep.equal([
      { location: 4, who: [0, 2], influence: 4, glory: 5, next: 1 },
    ]);
  });
});

describe('Final Scoring', () => {
  function endOfGame(patchMe: Parameters<typeof withWikinger>[2], patchOther: Parameters<typeof withWikinger>[2], players = 3) {
    let context = { ...newGame(players, 8), round: 4 };
    const who = context.current;
    const other = (who + 1) % players;
    context = withWikinger(context, who, { dice: [S(5), L(1), L(1), L(1), L(1), L(1), B], ...patchMe });
    context = withWikinger(context, other, patchOther);
    context = othersDone(context, who);
    const over = play(
      at('rolling', context),
      place(5),
      reward({ option: 'none' }),
      { type: 'player.endTurn' },
      { type: 'game.continue' },
      { type: 'game.continue' },
    );
    return { over, who, other };
  }

  it('adds 2 per shield neither destroyed nor locked, 1 per Mead, 1 per 2 Coins (RULINGS 12)', () => {
    const { over, who } = endOfGame({ shields: ['ready', 'destroyed'], mead: 3, coins: 5 }, {});
    expect(over.hasTag('gameOver')).to.equal(true);
    const line = wikingerschafe.scores(over).lines.find((l) => l.seat === who)!;
    expect(line.breakdown).to.include({ shields: 2, mead: 3, coins: 2 });
    expect(line.total).to.equal(line.breakdown.glory + 7);
    expect(over.context.wikinger[who].glory).to.equal(line.total);
  });

  it('breaks a tie by fewest Mead and Coins, and shares a win still tied', () => {
    const base = newGame(3, 8);
    const over = (a: Parameters<typeof withWikinger>[2], b: Parameters<typeof withWikinger>[2]) => at('gameOver', withWikinger(withWikinger(base, 0, a), 1, b));
    const broken = wikingerschafe.scores(over({ glory: 12, mead: 2 }, { glory: 12, mead: 1 }));
    expect(broken.lines.map((l) => l.total)).to.deep.equal([12, 12, 0]);
    expect(broken.winners).to.deep.equal([1]);
    expect(broken.lines.map((l) => l.rank)).to.deep.equal([2, 1, 3]);
    const shared = wikingerschafe.scores(over({ glory: 12, mead: 1 }, { glory: 12, coins: 1 }));
    expect(shared.winners).to.deep.equal([0, 1]);
    expect(shared.final).to.equal(true);
    expect(wikingerschafe.scores(at('rolling', base)).winners).to.deep.equal([]);
  });
});

describe('Friendly Game', () => {
  it("keeps tied Wikinger: they share the rank's influence and the next takes the rank after them (RULINGS 3)", () => {
    expect(rankPoints([2, 2, 1], [3, 2, 1], false).points).to.deep.equal([3, 3, 1]);
    let context = newGame(3, 2, true);
    const who = context.current;
    context = withWikinger(context, who, { dice: [S(5), L(1), L(1), L(2), L(2), L(3), B] });
    context = withWikinger(context, (who + 1) % 3, { dice: [L(1), L(1), L(2), L(4), L(4), L(4), B] });
    context = withWikinger(context, (who + 2) % 3, { dice: [L(1), L(4), L(4), L(4), L(3), L(3), B] });
    const scored = play(at('rolling', context), place(5), reward({ option: 'none' }), { type: 'player.endTurn' });
    const entry = lastLog(scored);
    if (entry.kind !== 'roundScoring') throw new Error('no round scoring');
    expect(entry.removed.flat()).to.deep.equal([]);
    expect(entry.influence[0][who]).to.equal(3);
    expect(entry.influence[0][(who + 1) % 3]).to.equal(3);
    expect(entry.influence[0][(who + 2) % 3]).to.equal(1);
    expect(entry.influence[3][(who + 1) % 3]).to.equal(3);
  });
  it('is taken from variants.friendly', () => {
    expect(wikingerschafe.createInput({ players: 2, seed: 1, variants: { friendly: true } }).friendly).to.equal(true);
    expect(wikingerschafe.createInput({ players: 2, seed: 1 }).friendly).to.equal(false);
  });
});
