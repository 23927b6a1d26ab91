import { expect } from '@esm-bundle/chai';
import { createActor } from 'xstate';
import { wikingerschafe, wikingerschafeMachine } from './index.js';
import { countOn, legalRewards, startRound, supplyDice, whyNotRetrieve, whyNotUnlock } from './wikingerschafe.rules.js';
import { gloryBreakdown } from './wikingerschafe.scoring.js';
import { extraActions, legalPlacements, playerView, rewardChoices, rollableDice, sixesActions, wollhallaFull } from './wikingerschafe.view.js';
import { at, B, L, newGame, othersDone, play, refuses, S, W, withWikinger, type Snapshot } from './wikingerschafe.test-helpers.js';
import type { WikingerschafeContext, WikingerschafeEvent } from './wikingerschafe.types.js';

/** A 3-player game (seed 1) whose current Wikinger has the given dice and goods; the others keep theirs. */
function position(patch: Parameters<typeof withWikinger>[2], players = 3, seed = 1): WikingerschafeContext {
  const base = newGame(players, seed);
  return withWikinger(base, base.current, patch);
}
const me = (s: Snapshot) => s.context.wikinger[s.context.current];
const lastLog = (s: Snapshot) => s.context.log[s.context.log.length - 1];
const place = (value: 1 | 2 | 3 | 4 | 5, sixes = 0, shields = 0): WikingerschafeEvent => ({ type: 'player.place', value, sixes, shields });
const reward = (e: Omit<Extract<WikingerschafeEvent, { type: 'player.reward' }>, 'type'>): WikingerschafeEvent => ({ type: 'player.reward', ...e });

describe('Setup', () => {
  it('gives each of 3 Wikinger 6 rolled dice, the 7th on the round board, 2 locked shields, nothing else', () => {
    const context = newGame(3, 5);
    expect(context.wikinger).to.have.length(3);
    for (const w of context.wikinger) {
      expect(w.dice.map((d) => d.place)).to.deep.equal(['supply', 'supply', 'supply', 'supply', 'supply', 'supply', 'board']);
      expect(w.shields).to.deep.equal(['board', 'board']);
      expect([w.mead, w.coins, w.glory]).to.deep.equal([0, 0, 0]);
      expect(w.influence).to.deep.equal([0, 0, 0, 0, 0]);
    }
    expect(context.round).to.equal(1);
  });

  it('draws the start player with the seeded generator (RULINGS 1): same seed same seat, several seats over seeds', () => {
    expect(newGame(3, 9).startSeat).to.equal(newGame(3, 9).startSeat);
    const seats = new Set(Array.from({ length: 20 }, (_, seed) => newGame(3, seed).startSeat));
    expect(seats.size).to.equal(3);
    const context = newGame(4, 3);
    expect(context.current).to.equal(context.startSeat);
  });

  it('rolls the dice for the first round from the seed', () => {
    const faces = (seed: number) => newGame(2, seed).wikinger[0].dice.map((d) => d.face);
    expect(faces(21)).to.deep.equal(faces(21));
    expect(Array.from({ length: 5 }, (_, i) => faces(i).join())).to.satisfy((all: string[]) => new Set(all).size > 1);
  });

  it('refuses 1 or 5 players', () => {
    expect(() => wikingerschafe.createInput({ players: 1, seed: 1 })).to.throw(RangeError);
    expect(() => wikingerschafe.createInput({ players: 5, seed: 1 })).to.throw(RangeError);
  });
});

describe('Wikinger Turn', () => {
  const start = at('rolling', position({ dice: [S(2), S(2), S(6), S(3), S(5), S(1), B] }));

  it('allows at most 2 rolls, of supply dice only (RULINGS 6)', () => {
    const once = play(start, { type: 'player.roll', dice: [3, 4] });
    expect(once.context.turn.rollsLeft).to.equal(1);
    expect(lastLog(once)).to.include({ kind: 'roll' });
    // The log says what was rolled and what was kept (the faces of the supply dice not rolled, by die id).
    expect(lastLog(once)).to.deep.include({ faces: once.context.wikinger[once.context.current].dice.slice(3, 5).map((d) => d.face), kept: [2, 2, 6, 1] });
    const twice = play(once, { type: 'player.roll', dice: [0] });
    expect(twice.context.turn.rollsLeft).to.equal(0);
    expect(rollableDice(twice.context)).to.deep.equal([]);
    expect(refuses(twice, { type: 'player.roll', dice: [0] })).to.equal(true);
    expect(refuses(start, { type: 'player.roll', dice: [6] })).to.equal(true);
    expect(refuses(start, { type: 'player.roll', dice: [] })).to.equal(true);
    expect(refuses(start, { type: 'player.roll', dice: [1, 1] })).to.equal(true);
  });

  it('keeps the faces of dice not rolled', () => {
    const next = play(start, { type: 'player.roll', dice: [3] });
    expect(
      me(next)
        .dice.filter((d) => d.id !== 3)
        .map((d) => d.face),
    ).to.deep.equal([2, 2, 6, 5, 1, 1]);
  });

  it('places all dice of one value with chosen 6s on the Location of that value (RULINGS 7)', () => {
    const next = play(start, place(2, 1));
    const w = me(next);
    expect(w.dice.slice(0, 3).map((d) => [d.place, d.location, d.face])).to.deep.equal([
      ['location', 2, 2],
      ['location', 2, 2],
      ['location', 2, 2],
    ]);
    expect(next.context.turn.placedDice).to.deep.equal([0, 1, 2]);
    expect(next.context.turn.rewardLocation).to.equal(2);
    expect(next.hasTag('rewarding')).to.equal(true);
    expect(lastLog(next)).to.deep.include({ kind: 'place', location: 2, dice: 2, sixes: 1, shields: 0 });
  });

  it('refuses a value with no die, more 6s than shown, a second placement, and rolling after placing', () => {
    expect(refuses(start, place(4))).to.equal(true);
    expect(refuses(start, place(2, 2))).to.equal(true);
    const placed = play(start, place(1), reward({ option: 'loot' }));
    expect(placed.hasTag('turnEnd')).to.equal(true);
    expect(refuses(placed, place(2))).to.equal(true);
    expect(refuses(placed, { type: 'player.roll', dice: [0] })).to.equal(true);
  });

  it('lists placements per value with their 6s and shield limit', () => {
    expect(legalPlacements(start.context).map((p) => [p.value, p.dice.length, p.sixes.length, p.maxShields])).to.deep.equal([
      [1, 1, 1, 0],
      [2, 2, 1, 0],
      [3, 1, 1, 0],
      [5, 1, 1, 0],
    ]);
  });

  it('passes the turn to the left (ascending seat) and skips Wikinger with an empty supply (RULINGS 11)', () => {
    const base = position({ dice: [S(1), S(2), S(2), S(3), S(4), S(5), B] });
    const current = base.current;
    const next = (current + 1) % 3;
    const after = (current + 2) % 3;
    const done = withWikinger(base, next, { dice: [L(1), L(1), L(2), L(2), L(3), L(3), B] });
    const ended = play(at('rolling', done), place(1), reward({ option: 'loot' }), { type: 'player.endTurn' });
    expect(ended.context.current).to.equal(after);
    expect(ended.context.log.some((e) => e.kind === 'skipped' && e.who === next)).to.equal(true);
    expect(ended.context.turns).to.equal(1);
    expect(ended.context.turn.rollsLeft).to.equal(2);
  });

  it('allows the extra action once per turn, before or after placing (RULINGS 9)', () => {
    const rich = at('rolling', position({ dice: [S(2), S(2), S(3), W, L(1), L(1), B], mead: 5, coins: 6 }));
    expect(extraActions(rich.context)).to.deep.equal({ unlockDie: true, retrieveDie: true });
    const unlocked = play(rich, { type: 'player.unlockDie' });
    expect(me(unlocked).dice[6].place).to.equal('supply');
    expect([me(unlocked).mead, me(unlocked).coins, me(unlocked).glory]).to.deep.equal([4, 0, 3]);
    expect(gloryBreakdown(unlocked.context)[unlocked.context.current]).to.deep.equal({ start: 0, influence: 0, milestones: 0, unlocks: 3 });
    expect(refuses(unlocked, { type: 'player.retrieveDie' })).to.equal(true);
    const placed = play(rich, place(3), reward({ option: 'none' }));
    const retrieved = play(placed, { type: 'player.retrieveDie' });
    expect(me(retrieved).dice[3].place).to.equal('supply');
    expect(me(retrieved).mead).to.equal(3);
    expect(refuses(retrieved, { type: 'player.unlockDie' })).to.equal(true);
    expect(play(retrieved, { type: 'player.endTurn' }).hasTag('rolling')).to.equal(true);
  });

  it('unlocks the die only with 1 Mead and 6 Coins while it is on the board', () => {
    expect(refuses(at('rolling', position({ dice: [S(2), S(2), S(6), S(3), S(5), S(1), B], mead: 1, coins: 5 })), { type: 'player.unlockDie' })).to.equal(true);
    expect(refuses(at('rolling', position({ dice: [S(2), S(2), S(6), S(3), S(5), S(1), B], mead: 0, coins: 6 })), { type: 'player.unlockDie' })).to.equal(true);
    expect(refuses(at('rolling', position({ dice: [S(2), S(2), S(6), S(3), S(5), S(1), S(4)], mead: 1, coins: 6 })), { type: 'player.unlockDie' })).to.equal(
      true,
    );
  });
});

describe('Location 1', () => {
  const start = at('rolling', position({ dice: [S(1), S(2), S(4), S(4), S(6), S(5), B] }));
  it('Loot gives 1 Coin', () => {
    expect(me(play(start, place(1), reward({ option: 'loot' }))).coins).to.equal(1);
  });
  it('Destiny turns a supply die to any other face', () => {
    const next = play(start, place(1), reward({ option: 'destiny', die: 1, face: 4 }));
    expect(me(next).dice[1].face).to.equal(4);
    const placed = play(start, place(1));
    expect(refuses(placed, reward({ option: 'destiny', die: 0, face: 3 }))).to.equal(true);
    expect(refuses(placed, reward({ option: 'destiny', die: 1, face: 2 }))).to.equal(true);
  });
  it('Destiny is not offered without a supply die (RULINGS 10)', () => {
    const last = play(at('rolling', position({ dice: [S(1), L(2), L(2), L(3), L(3), L(5), B] })), place(1));
    expect(rewardChoices(last.context).map((c) => c.option)).to.deep.equal(['loot', 'none']);
  });
});

describe('Location 2', () => {
  it('Mead gives 1 Mead', () => {
    expect(me(play(at('rolling', position({ dice: [S(2), S(3), S(4), S(4), S(6), S(5), B] })), place(2), reward({ option: 'mead' }))).mead).to.equal(1);
  });
  it('Shield unlocks a shield usable from the next turn only, and not when none is locked (RULINGS 5)', () => {
    const got = play(at('rolling', position({ dice: [S(2), S(3), S(3), S(4), S(6), S(5), B] })), place(2), reward({ option: 'shield' }));
    expect(me(got).shields).to.deep.equal(['fresh', 'board']);
    const next = play(got, { type: 'player.endTurn' });
    const seat = got.context.current;
    expect(next.context.wikinger[seat].shields).to.deep.equal(['ready', 'board']);
    const none = play(at('rolling', position({ dice: [S(2), S(3), S(4), S(4), S(6), S(5), B], shields: ['ready', 'destroyed'] })), place(2));
    expect(rewardChoices(none.context).map((c) => c.option)).to.deep.equal(['mead', 'none']);
  });
});

describe('Location 3', () => {
  it("Relocate moves a 3 just placed to another Location, sets its face, and gives that Location's reward", () => {
    const placed = play(at('rolling', position({ dice: [S(3), S(3), S(4), S(4), S(6), S(5), B] })), place(3));
    expect(refuses(placed, reward({ option: 'relocate', die: 0, location: 3 }))).to.equal(true);
    expect(refuses(placed, reward({ option: 'relocate', die: 2, location: 1 }))).to.equal(true);
    const moved = play(placed, reward({ option: 'relocate', die: 1, location: 2 }));
    expect(me(moved).dice[1]).to.deep.include({ place: 'location', location: 2, face: 2 });
    expect(moved.context.turn.rewardLocation).to.equal(2);
    expect(moved.context.turn.rewarded).to.deep.equal([3]);
    const done = play(moved, reward({ option: 'mead' }));
    expect(me(done).mead).to.equal(1);
    expect(done.hasTag('turnEnd')).to.equal(true);
  });

  it('Relocate onto Location 4 resolves the Great Celebration at once', () => {
    const placed = play(at('rolling', position({ dice: [S(3), S(3), L(4), S(1), S(6), S(5), B] })), place(3));
    const done = play(placed, reward({ option: 'relocate', die: 0, location: 4 }));
    expect(done.hasTag('turnEnd')).to.equal(true);
    expect([me(done).mead, me(done).coins]).to.deep.equal([1, 1]);
  });

  it('Redistribution re-rolls the dice of a chosen Location onto their new values; a shield goes with a newly rolled die (RULINGS 10)', () => {
    const placed = play(at('rolling', position({ dice: [S(3), L(1, true), L(1), L(1), S(6), S(5), B], shields: ['placed', 'board'] })), place(3));
    const options = legalRewards(placed.context)
      .filter((e) => e.option === 'redistribution')
      .map((e) => e.location);
    expect(options).to.deep.equal([1, 3]);
    const next = play(placed, reward({ option: 'redistribution', location: 1 }));
    const dice = me(next).dice.slice(1, 4);
    expect(dice.every((d) => d.place === 'location' || d.place === 'supply')).to.equal(true);
    expect(wikingerschafe.invariants(next)).to.deep.equal([]);
    const done = next.hasTag('redistributing') ? play(next, wikingerschafe.legalMoves(next)[0]) : next;
    expect(done.hasTag('turnEnd')).to.equal(true);
    expect(wikingerschafe.invariants(done)).to.deep.equal([]);
    const w = me(done);
    expect(
      w.dice.filter((d) => d.shielded).length + (w.shields[0] === 'ready' ? 1 : 0),
      'the shield is on a re-rolled die, or ready when all showed 6',
    ).to.equal(1);
  });

  it('Redistribution (issue 10, item 12; 3 players, seed 31): each re-rolled 6 and the shield may go with any newly rolled die', () => {
    // Seat 0 acts first from seed 31. Its dice are set with the test helpers, not reached by real moves: a shielded
    // die needs a shield unlocked on an earlier turn. A 3 and a 5 in the supply, a shielded 1 and three more 1s on
    // Location 1, the 7th die locked. The re-roll of Location 1 shows 4, 6, 6, 3, as in the issue.
    const base = newGame(3, 31);
    expect(base.current).to.equal(0);
    const placed = play(at('rolling', withWikinger(base, 0, { dice: [S(3), L(1, true), L(1), L(1), L(1), S(5), B], shields: ['placed', 'board'] })), place(3));
    const next = play(placed, reward({ option: 'redistribution', location: 1 }));
    expect(lastLog(next)).to.deep.include({ kind: 'reward', option: 'redistribution', step: 'roll', from: 1, faces: [4, 6, 6, 3] });
    expect(next.hasTag('redistributing')).to.equal(true);
    expect(next.context.turn).to.deep.include({ pendingSixes: [2, 3], pendingShields: 1, sixesTargets: [3, 4] });
    expect(
      me(next).dice.some((d) => d.shielded),
      'the shield waits for a choice too',
    ).to.equal(false);
    const assign = (sixes: number[], shields: number[]) => ({ type: 'player.assignSixes', sixes, shields }) as WikingerschafeEvent;
    // Both 6s to 3, both to 4, or one each; the shield with the new 3 or the new 4.
    expect(wikingerschafe.legalMoves(next)).to.deep.equal([
      assign([3, 3], [3]),
      assign([3, 3], [4]),
      assign([3, 4], [3]),
      assign([3, 4], [4]),
      assign([4, 4], [3]),
      assign([4, 4], [4]),
    ]);
    for (const illegal of [assign([3, 4], []), assign([3], [3]), assign([3, 4], [5]), assign([6, 6], [3]), assign([3, 4], [3, 4])]) {
      expect(refuses(next, illegal), JSON.stringify(illegal)).to.equal(true);
    }
    const split = play(next, assign([4, 3], [3]));
    expect(split.hasTag('turnEnd')).to.equal(true);
    expect(me(split).dice[2]).to.deep.include({ place: 'location', location: 4, face: 4 });
    expect(me(split).dice[3]).to.deep.include({ place: 'location', location: 3, face: 3 });
    expect([countOn(me(split), 3), countOn(me(split), 4)], 'the 3 just placed, the new 3, a 6 and the shield; the new 4 and a 6').to.deep.equal([4, 2]);
    expect(lastLog(split)).to.deep.include({ kind: 'reward', option: 'redistribution', step: 'assign', sixes: [4, 3], shields: [3] });
    expect(wikingerschafe.invariants(split)).to.deep.equal([]);
    const shieldOnFour = play(next, assign([3, 3], [4]));
    expect([countOn(me(shieldOnFour), 3), countOn(me(shieldOnFour), 4)]).to.deep.equal([4, 2]);
    expect(me(shieldOnFour).dice[1]).to.deep.include({ location: 4, shielded: true });
  });

  it('Redistribution: a shield goes on a newly rolled die, one per die', () => {
    // Search seeds for two shielded dice re-rolled to two different values and no 6: each value takes one shield.
    let found = false;
    for (let seed = 1; seed < 400 && !found; seed++) {
      const placed = play(
        at('rolling', position({ dice: [S(3), L(2, true), L(2, true), S(4), S(1), S(5), B], shields: ['placed', 'placed'] }, 3, seed)),
        place(3),
      );
      const next = play(placed, reward({ option: 'redistribution', location: 2 }));
      const targets = next.context.turn.sixesTargets ?? [];
      if (!next.hasTag('redistributing') || next.context.turn.pendingSixes!.length > 0 || targets.length !== 2) continue;
      found = true;
      const [a, b] = targets;
      expect(wikingerschafe.legalMoves(next)).to.deep.equal([{ type: 'player.assignSixes', sixes: [], shields: [a, b] }]);
      expect(refuses(next, { type: 'player.assignSixes', sixes: [], shields: [a, a] })).to.equal(true);
      const done = play(next, { type: 'player.assignSixes', sixes: [], shields: [b, a] });
      expect([me(done).dice[1].shielded, me(done).dice[2].shielded]).to.deep.equal([true, true]);
      expect(wikingerschafe.invariants(done)).to.deep.equal([]);
    }
    expect(found).to.equal(true);
  });

  it('Redistribution: 6s and shields wait for player.assignSixes only when there is a choice; all 6s return to the supply', () => {
    // Search seeds for each outcome, so the test does not depend on one lucky roll.
    let choice = false;
    let oneValue = false;
    let allSixes = false;
    for (let seed = 1; seed < 400 && !(choice && oneValue && allSixes); seed++) {
      const placed = play(at('rolling', position({ dice: [S(3), L(2, true), L(2), S(4), S(1), S(5), B], shields: ['placed', 'board'] }, 3, seed)), place(3));
      const next = play(placed, reward({ option: 'redistribution', location: 2 }));
      const w = me(next);
      const faces = [1, 2].map((id) => (w.dice[id].place === 'location' ? w.dice[id].face : 6));
      if (next.hasTag('redistributing')) {
        choice = true;
        expect(next.context.turn.sixesTargets!.length).to.equal(2);
        expect(next.context.turn.pendingShields).to.equal(1);
        expect(next.context.turn.pendingSixes!.every((id) => w.dice[id].face === 6)).to.equal(true);
        expect(refuses(next, { type: 'player.assignSixes', sixes: [], shields: [6 as never] })).to.equal(true);
        const done = play(next, wikingerschafe.legalMoves(next).at(-1)!);
        expect(done.context.turn.pendingSixes).to.equal(undefined);
        expect(me(done).dice.filter((d) => d.shielded)).to.have.length(1);
      } else if (w.dice[1].place === 'supply') {
        allSixes = true;
        expect([w.dice[1].face, w.dice[2].face]).to.deep.equal([6, 6]);
        expect(w.dice[1].shielded).to.equal(undefined);
        expect(w.shields, 'a shield whose die returns to the supply is ready again').to.deep.equal(['ready', 'board']);
        expect(next.hasTag('turnEnd')).to.equal(true);
      } else {
        // One new value (or a 6 beside it): every die and the shield go there at once.
        oneValue = true;
        expect(next.hasTag('turnEnd')).to.equal(true);
        const value = faces.find((f) => f !== 6)!;
        expect(
          me(next)
            .dice.slice(1, 3)
            .every((d) => d.location === value),
        ).to.equal(true);
        expect(me(next).dice.filter((d) => d.shielded)).to.have.length(1);
      }
      expect(wikingerschafe.invariants(next)).to.deep.equal([]);
    }
    expect(choice && oneValue && allSixes).to.equal(true);
  });
});

describe('Location 4', () => {
  it('Great Celebration gives 1 Mead and 1 Coin with at least 2 dice there, shields counting', () => {
    const two = play(at('rolling', position({ dice: [S(4), L(4), S(1), S(1), S(6), S(5), B] })), place(4));
    expect(two.hasTag('turnEnd')).to.equal(true);
    expect([me(two).mead, me(two).coins]).to.deep.equal([1, 1]);
    const shielded = play(at('rolling', position({ dice: [S(4), S(3), S(1), S(1), S(6), S(5), B], shields: ['ready', 'board'] })), place(4, 0, 1));
    expect([me(shielded).mead, me(shielded).coins]).to.deep.equal([1, 1]);
  });
  it('gives nothing with a single unshielded die, and the turn goes straight to turnEnd', () => {
    const one = play(at('rolling', position({ dice: [S(4), S(3), S(1), S(1), S(6), S(5), B] })), place(4));
    expect(one.hasTag('turnEnd')).to.equal(true);
    expect([me(one).mead, me(one).coins]).to.deep.equal([0, 0]);
    expect(lastLog(one)).to.deep.include({ kind: 'reward', option: 'celebration', celebrated: false });
  });
});

describe('Location 5', () => {
  function withTargets() {
    let context = newGame(3, 12);
    const who = context.current;
    const other = (who + 1) % 3;
    context = withWikinger(context, who, { dice: [S(5), S(3), S(1), S(1), S(6), L(2, true), B], shields: ['placed', 'board'] });
    context = withWikinger(context, other, { dice: [L(1, true), L(1), W, S(2), S(3), S(4), B], shields: ['placed', 'ready'] });
    return { snapshot: play(at('rolling', context), place(5)), who, other };
  }
  it('Attack destroys any placed shield for the game, own included; the die stays (RULINGS 5)', () => {
    const { snapshot, other, who } = withTargets();
    const attacked = play(snapshot, reward({ option: 'attack', target: other, die: 0 }));
    expect(lastLog(attacked)).to.deep.include({ option: 'attack', target: other, from: 1 });
    const w = attacked.context.wikinger[other];
    expect(w.dice[0]).to.deep.include({ place: 'location', location: 1 });
    expect(w.dice[0].shielded).to.equal(undefined);
    expect(w.shields).to.deep.equal(['destroyed', 'ready']);
    expect(legalRewards(snapshot.context).some((e) => e.option === 'attack' && e.target === who)).to.equal(true);
    expect(refuses(snapshot, reward({ option: 'attack', target: other, die: 1 }))).to.equal(true);
  });
  it('Wollhalla sends an unshielded placed die of any Wikinger, at most 2 per Wikinger there', () => {
    const { snapshot, other } = withTargets();
    const sent = play(snapshot, reward({ option: 'wollhalla', target: other, die: 1 }));
    expect(sent.context.wikinger[other].dice[1].place).to.equal('wollhalla');
    // The log keeps the Location the die was taken from: the die itself no longer says.
    expect(lastLog(sent)).to.deep.include({ option: 'wollhalla', target: other, from: 1 });
    expect(refuses(snapshot, reward({ option: 'wollhalla', target: other, die: 0 }))).to.equal(true);
    const full = withWikinger(snapshot.context, other, { dice: [L(1, true), L(1), W, W, S(3), S(4), B] });
    expect(refuses(at('rewarding', full), reward({ option: 'wollhalla', target: other, die: 1 }))).to.equal(true);
    // The selector that says why that Wikinger is missing from the targets (issue 26).
    expect(wollhallaFull(snapshot.context)).to.deep.equal([]);
    expect(wollhallaFull(full)).to.deep.equal([other]);
    // Full, but with only shielded placed dice: not a Wollhalla target anyway, so not named.
    expect(wollhallaFull(withWikinger(snapshot.context, other, { dice: [L(1, true), S(2), W, W, S(3), S(4), B] }))).to.deep.equal([]);
  });
  it('groups every Attack and every Wollhalla target under one choice each, whatever the order of the dice', () => {
    const { snapshot, who, other } = withTargets();
    const choices = rewardChoices(snapshot.context);
    expect(choices.map((c) => c.option)).to.deep.equal(['attack', 'wollhalla', 'none']);
    const legal = legalRewards(snapshot.context);
    for (const choice of choices) expect(choice.events).to.deep.equal(legal.filter((e) => e.option === choice.option));
    // Shields of two Wikinger (the one just placed among them), unshielded dice of two Wikinger.
    expect(new Set(choices[0].events.map((e) => e.target))).to.deep.equal(new Set([who, other]));
    expect(new Set(choices[1].events.map((e) => e.target)).size).to.be.greaterThan(1);
  });
  it("offers each Location's reward once per turn, and none always", () => {
    const { snapshot } = withTargets();
    expect(rewardChoices(snapshot.context).at(-1)!.option).to.equal('none');
    const declined = play(snapshot, reward({ option: 'none' }));
    expect(declined.context.turn.rewarded).to.deep.equal([5]);
    expect(refuses(declined, reward({ option: 'none' }))).to.equal(true);
  });
});

describe('Special Rules: 6s', () => {
  const sixes = (mead: number) =>
    at('rolling', { ...position({ dice: [S(6), S(6), S(6), L(1), L(2), L(3), B], mead }), turn: { ...newGame(3).turn, rollsLeft: 0 } });
  it('6s alone cannot be placed; with rolls left the player must roll (RULINGS 8)', () => {
    const withRolls = at('rolling', position({ dice: [S(6), S(6), L(1), L(1), L(2), L(3), B], mead: 1 }));
    const moves = wikingerschafe.legalMoves(withRolls);
    expect(moves.every((m) => m.type === 'player.roll')).to.equal(true);
    expect(refuses(withRolls, { type: 'player.forfeitSixes' })).to.equal(true);
    expect(refuses(withRolls, { type: 'player.rerollSixes' })).to.equal(true);
  });
  it('re-rolls only 6s for 1 Mead once per turn; 6s again go to Wollhalla ignoring the limit', () => {
    const start = sixes(2);
    const next = play(start, { type: 'player.rerollSixes' });
    expect(me(next).mead).to.equal(1);
    const faces = (next.context.log.find((e) => e.kind === 'rerollSixes') as unknown as { faces: number[] }).faces;
    expect(
      me(next)
        .dice.slice(0, 3)
        .map((d) => (d.place === 'wollhalla' ? 6 : d.face)),
    ).to.deep.equal(faces);
    if (supplyDice(me(next)).length > 0) expect(refuses(next, { type: 'player.rerollSixes' })).to.equal(true);
    expect(refuses(sixes(0), { type: 'player.rerollSixes' })).to.equal(true);
  });
  it('with no re-roll wanted or possible, the 6s go to Wollhalla and the turn ends unplaced', () => {
    expect(sixesActions(sixes(0).context)).to.deep.equal({ rerollSixes: false, forfeitSixes: true });
    expect(sixesActions(sixes(1).context)).to.deep.equal({ rerollSixes: true, forfeitSixes: true });
    const next = play(sixes(0), { type: 'player.forfeitSixes' });
    expect(next.hasTag('turnEnd')).to.equal(true);
    expect(
      me(next)
        .dice.slice(0, 3)
        .every((d) => d.place === 'wollhalla'),
    ).to.equal(true);
    expect(next.context.turn.placed).to.equal(false);
  });
});

describe('Special Rules: 6s (dice sent to Wollhalla)', () => {
  // Issue 10, item 13: 3 players, seed 7. Seat 0 is set to act with the test helpers (seed 7 starts with seat 2),
  // its rolls used up: 6, 6 in the supply, two 1s, a 2 and a 3 placed, the 7th die locked, 3 Mead.
  function sevens(patch: Parameters<typeof withWikinger>[2] = {}): Snapshot {
    const base = newGame(3, 7);
    const context = withWikinger(base, 0, { dice: [S(6), S(6), L(1), L(1), L(2), L(3), B], mead: 3, ...patch });
    return at('rolling', { ...context, current: 0, turn: { ...base.turn, rollsLeft: 0 } });
  }

  it('a die whose 6 is re-rolled again stays in Wollhalla: retrieving it is refused for the rest of the round', () => {
    const rerolled = play(sevens(), { type: 'player.rerollSixes' });
    expect(lastLog(rerolled)).to.deep.include({ kind: 'sixesToWollhalla', faces: [6] });
    expect(me(rerolled).dice[0]).to.deep.include({ place: 'wollhalla', banished: true });
    expect(me(rerolled).dice[1]).to.deep.include({ place: 'supply', face: 4 });
    expect(me(rerolled).mead).to.equal(2);
    // Before the fix the very die came back here, rolled to 6, placeable with the 4.
    expect(extraActions(rerolled.context).retrieveDie).to.equal(false);
    expect(refuses(rerolled, { type: 'player.retrieveDie' })).to.equal(true);
    expect(wikingerschafe.legalMoves(rerolled).some((m) => m.type === 'player.retrieveDie')).to.equal(false);
    expect(wikingerschafe.invariants(rerolled)).to.deep.equal([]);
  });

  it('a die sent by Location 5 comes back as usual beside one kept there by 6s', () => {
    const rerolled = play(sevens({ dice: [S(6), S(6), W, L(1), L(2), L(3), B] }), { type: 'player.rerollSixes' });
    expect(me(rerolled).dice[0].banished).to.equal(true);
    const back = play(rerolled, { type: 'player.retrieveDie' });
    expect(me(back).dice[2].place, 'the die Location 5 sent').to.equal('supply');
    expect(me(back).dice[0]).to.deep.include({ place: 'wollhalla', banished: true });
    expect(wikingerschafe.invariants(back)).to.deep.equal([]);
  });

  it('forfeited 6s stay in Wollhalla until the round ends, even on a later turn with dice to place', () => {
    const forfeited = play(at('rolling', othersDone(sevens({ coins: 6 }).context, 0)), { type: 'player.forfeitSixes' }, { type: 'player.unlockDie' });
    expect(
      me(forfeited)
        .dice.slice(0, 2)
        .every((d) => d.place === 'wollhalla' && d.banished),
    ).to.equal(true);
    // The others have placed everything: seat 0 is up again in the same round, the unlocked die in its supply.
    const later = play(forfeited, { type: 'player.endTurn' });
    expect([later.context.current, later.context.round, later.hasTag('rolling')]).to.deep.equal([0, 1, true]);
    expect(me(later).mead).to.equal(2);
    expect(refuses(later, { type: 'player.retrieveDie' })).to.equal(true);
    // At the next round every die comes back, the mark gone.
    const next = startRound(later.context).wikinger[0].dice;
    expect(next.every((d) => d.place === 'supply' && d.banished === undefined)).to.equal(true);
  });
});

describe('Special Rules: shields', () => {
  const start = at('rolling', position({ dice: [S(2), S(2), S(6), S(3), S(5), S(1), B], shields: ['ready', 'ready'] }));
  it('puts at most one shield per die, up to the ready shields; a shielded die counts 2', () => {
    expect(refuses(start, place(3, 0, 2))).to.equal(true);
    const next = play(start, place(3, 1, 2));
    expect(countOn(me(next), 3)).to.equal(4);
    expect(me(next).shields).to.deep.equal(['placed', 'placed']);
  });
  it('refuses shields not ready (fresh this turn or locked)', () => {
    expect(refuses(at('rolling', position({ dice: [S(2), S(2), S(6), S(3), S(5), S(1), B], shields: ['fresh', 'board'] })), place(2, 0, 1))).to.equal(true);
  });
});

describe('Special Rules: Wollhalla retrieval', () => {
  it('needs 2 Mead, a die in Wollhalla and a die in the supply; the die is rolled into the supply', () => {
    const ok = at('rolling', position({ dice: [S(2), W, W, L(3), L(5), L(1), B], mead: 2 }));
    const next = play(ok, { type: 'player.retrieveDie' });
    expect(me(next).dice[1].place).to.equal('supply');
    expect(me(next).mead).to.equal(0);
    expect(lastLog(next)).to.deep.include({ kind: 'retrieveDie', faces: [me(next).dice[1].face] });
    expect(refuses(at('rolling', position({ dice: [S(2), W, W, L(3), L(5), L(1), B], mead: 1 })), { type: 'player.retrieveDie' })).to.equal(true);
    expect(refuses(at('rolling', position({ dice: [S(2), L(3), L(3), L(3), L(5), L(1), B], mead: 3 })), { type: 'player.retrieveDie' })).to.equal(true);
    const empty = play(at('rolling', position({ dice: [S(2), W, L(3), L(3), L(5), L(1), B], mead: 3 })), place(2), reward({ option: 'none' }));
    expect(refuses(empty, { type: 'player.retrieveDie' })).to.equal(true);
  });

  it('says why an extra action is refused, the reason the player can act on first (issue 26: greyed out with no hint)', () => {
    const why = (patch: Parameters<typeof withWikinger>[2]) => {
      const context = position(patch);
      return { unlock: whyNotUnlock(context), retrieve: whyNotRetrieve(context) };
    };
    expect(why({ dice: [S(2), S(3), L(3), L(3), L(5), L(1), B], mead: 0, coins: 2 })).to.deep.equal({
      unlock: {
        kind: 'cost',
        lacking: [
          { marker: 'mead', need: 1, have: 0 },
          { marker: 'coins', need: 6, have: 2 },
        ],
      },
      retrieve: { kind: 'empty' },
    });
    expect(why({ dice: [S(2), W, L(3), L(3), L(5), L(1), S(4)], mead: 1, coins: 9 })).to.deep.equal({
      unlock: { kind: 'unlocked' },
      retrieve: { kind: 'cost', lacking: [{ marker: 'mead', need: 2, have: 1 }] },
    });
    expect(why({ dice: [S(2), { ...W, banished: true }, L(3), L(3), L(5), L(1), B], mead: 1, coins: 6 })).to.deep.equal({
      unlock: undefined,
      retrieve: { kind: 'sixes' },
    });
    const used = { ...position({ dice: [S(2), W, L(3), L(3), L(5), L(1), B], mead: 5, coins: 9 }) };
    const taken = { ...used, turn: { ...used.turn, extraUsed: true } };
    expect([whyNotUnlock(taken), whyNotRetrieve(taken)]).to.deep.equal([{ kind: 'used' }, { kind: 'used' }]);
  });
});

describe('Two-player game with Björn', () => {
  it('adds Björn as index 2, seat -1, neutral, 10 glory, 6 dice placed on their Locations, no 6s (RULINGS 2)', () => {
    const context = newGame(2, 7);
    const bjorn = context.wikinger[2];
    expect([bjorn.seat, bjorn.neutral, bjorn.glory, bjorn.mead, bjorn.coins]).to.deep.equal([-1, true, 10, 0, 0]);
    expect(bjorn.dice.filter((d) => d.place === 'location')).to.have.length(6);
    expect(bjorn.dice[6].place).to.equal('box');
    for (const d of bjorn.dice.slice(0, 6)) expect(d.face).to.equal(d.location);
    expect(context.log[0]).to.deep.include({ kind: 'bjorn', who: 2 });
  });
  it('never takes a turn and places again each round', () => {
    const actor = createActor(wikingerschafeMachine, { input: wikingerschafe.createInput({ players: 2, seed: 3 }) }).start();
    let rounds = 0;
    for (let i = 0; i < 400 && !actor.getSnapshot().hasTag('gameOver'); i++) {
      const snapshot = actor.getSnapshot();
      expect(snapshot.context.current).to.be.lessThan(2);
      if (snapshot.hasTag('roundScoring')) rounds++;
      actor.send(wikingerschafe.legalMoves(snapshot).at(-1)!);
    }
    expect(rounds).to.equal(4);
    expect(actor.getSnapshot().context.log.filter((e) => e.kind === 'bjorn')).to.have.length(4);
  });
  it('lets Björn win; his dice are targets of Location 5', () => {
    let context = { ...newGame(2, 8), round: 4 };
    const who = context.current;
    context = withWikinger(context, who, { dice: [S(5), L(1), L(1), L(1), L(1), L(1), B] });
    context = othersDone(context, who);
    context = withWikinger(context, 2, { glory: 99 });
    const placed = play(at('rolling', context), place(5));
    expect(legalRewards(placed.context).some((e) => e.option === 'wollhalla' && e.target === 2)).to.equal(true);
    const over = play(placed, reward({ option: 'none' }), { type: 'player.endTurn' }, { type: 'game.continue' }, { type: 'game.continue' });
    expect(wikingerschafe.scores(over).winners).to.deep.equal([-1]);
    expect(wikingerschafe.outcomes(over).bjornWins).to.equal(1);
  });
});

describe('Four-player game', () => {
  it('gives each Wikinger 5 dice, the 6th in the box, the 7th on the board (RULINGS 13)', () => {
    const context = newGame(4, 1);
    expect(context.wikinger).to.have.length(4);
    for (const w of context.wikinger) expect(w.dice.map((d) => d.place)).to.deep.equal(['supply', 'supply', 'supply', 'supply', 'supply', 'box', 'board']);
  });
});

describe('Player view and moves', () => {
  it('hides the generator and lists moves only for the seat to act', () => {
    const actor = createActor(wikingerschafeMachine, { input: wikingerschafe.createInput({ players: 3, seed: 2 }) }).start();
    const snapshot = actor.getSnapshot();
    const view = playerView(snapshot, 0);
    expect(view).to.not.have.property('rng');
    expect(view.phase).to.equal('rolling');
    const other = (snapshot.context.current + 1) % 3;
    expect(wikingerschafe.legalMoves(snapshot, other)).to.deep.equal([]);
    const moves = wikingerschafe.legalMoves(snapshot);
    expect(moves.filter((m) => m.type === 'player.roll')).to.have.length(63);
    actor.stop();
  });

  it('refuses illegal events of every kind and keeps the same snapshot', () => {
    const start = at('rolling', position({ dice: [S(2), S(2), S(6), S(3), S(5), S(1), B] }));
    const illegal: WikingerschafeEvent[] = [
      { type: 'player.endTurn' },
      { type: 'game.continue' },
      { type: 'player.reward', option: 'loot' },
      { type: 'player.assignSixes', sixes: [2], shields: [] },
      { type: 'player.place', value: 6 as never, sixes: 0, shields: 0 },
      { type: 'player.place', value: 2, sixes: -1, shields: 0 },
      { type: 'player.place', value: 2, sixes: 0.5, shields: 0 },
      { type: 'player.roll', dice: [99] },
      { type: 'player.rerollSixes' },
      { type: 'player.forfeitSixes' },
      { type: 'player.unlockDie' },
      { type: 'player.retrieveDie' },
    ];
    expect(refuses(start, place(2)), 'a legal placement is accepted').to.equal(false);
    for (const event of illegal) expect(refuses(start, event), JSON.stringify(event)).to.equal(true);
    const rewarding = play(start, place(1));
    for (const event of [
      place(2),
      { type: 'player.endTurn' },
      reward({ option: 'mead' }),
      reward({ option: 'destiny', die: 0, face: 9 as never }),
    ] as WikingerschafeEvent[]) {
      expect(refuses(rewarding, event), JSON.stringify(event)).to.equal(true);
    }
  });

  it('accepts game.restart from anywhere, with a new seed', () => {
    const over = at('gameOver', newGame(3, 1));
    const restarted = play(over, { type: 'game.restart', seed: 42 });
    expect(restarted.hasTag('rolling')).to.equal(true);
    expect(restarted.context).to.deep.equal(newGame(3, 42));
    const fresh = play(at('rewarding', { ...newGame(2, 1), turn: { ...newGame(2, 1).turn, rewardLocation: 1 } }), { type: 'game.restart' });
    expect(fresh.context.round).to.equal(1);
    expect(fresh.context.log.length).to.equal(1);
    expect(refuses(over, { type: 'game.restart', seed: Number.NaN })).to.equal(true);
    expect(refuses(over, { type: 'game.restart', seed: 'x' as never })).to.equal(true);
  });
});
