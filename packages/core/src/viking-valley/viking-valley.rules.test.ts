import { expect } from '@esm-bundle/chai';
import { FLAGS, HOARD_AT_START, HOLES, RAMPS_BY_PLAYERS, START_HOLES, VIKINGS, type VikingId } from './viking-valley.components.js';
import { createVikingValleyInput } from './index.js';
import { KNOWN_FLAGS, randoms, table } from './viking-valley.fixtures.js';
import {
  IllegalMoveError,
  applyFallen,
  createContext,
  vikingInWater,
  decideWinners,
  richestUnclaimed,
  freeHoles,
  isResolutionOf,
  legalMovesOf,
  moveViking,
  nextSpace,
  payout,
  placeBarrel,
  standings,
  tablePhase,
  whyNotMove,
} from './viking-valley.rules.js';
import { checkInvariants, phaseProblems } from './viking-valley.invariants.js';
import type { Happening, VikingValleyContext } from './viking-valley.types.js';

const setup = (players: number, seed = 1, vikings?: readonly VikingId[]) =>
  createContext(createVikingValleyInput({ players, seed, seats: randoms(players), vikings }));
const move = (context: VikingValleyContext, viking: VikingId) => moveViking(context, { type: 'player.moveViking', viking });
const kinds = (happenings: readonly Happening[]) => happenings.map((h) => h.kind);

describe('Setup', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: one coin in each of the 4 ships, 20 in the hoard, every token in front of the dock, the seat's ramps`, () => {
      const context = setup(players);
      expect(context.ships).to.deep.equal({ finn: 1, tjarne: 1, magnus: 1, inga: 1 });
      expect(context.hoard).to.equal(HOARD_AT_START).and.to.equal(20);
      expect(context.dock).to.deep.equal({ finn: null, tjarne: null, magnus: null, inga: null });
      expect(context.ramps).to.deep.equal(RAMPS_BY_PLAYERS[players]);
      expect(context.vikings).to.have.length(players);
      expect(tablePhase(context)).to.equal('bowling');
      expect(context.current).to.equal(context.startSeat);
      expect(checkInvariants(context)).to.deep.equal([]);
    });
  }

  it('deals the 8 flags, one per dock space, and stands the 4 barrels on the 4 starting holes', () => {
    const context = setup(3, 7);
    expect(context.flags).to.have.length(8);
    expect(context.flags).to.have.deep.members([...FLAGS]);
    expect(VIKINGS.map((v) => context.barrels[v])).to.have.members([...START_HOLES]);
  });

  it('the seed shuffles flags and barrels: the same seed the same table, other seeds other tables', () => {
    expect(setup(2, 5)).to.deep.equal(setup(2, 5));
    const flagOrders = new Set<string>();
    const barrelOrders = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const c = setup(2, seed);
      flagOrders.add(JSON.stringify(c.flags));
      barrelOrders.add(JSON.stringify(c.barrels));
    }
    expect(flagOrders.size).to.be.above(5);
    expect(barrelOrders.size).to.be.above(3);
  });

  it('refuses a table of 1 or 5 players', () => {
    expect(() => createVikingValleyInput({ players: 1, seed: 1 })).to.throw(RangeError);
    expect(() => createVikingValleyInput({ players: 5, seed: 1 })).to.throw(RangeError);
    expect(() => createVikingValleyInput({ players: 2, seed: 1, seats: randoms(3) })).to.throw(RangeError);
  });
});

describe('Choosing Vikings', () => {
  it('by default seats play finn, tjarne, magnus, inga in seat order', () => {
    expect(setup(3).vikings).to.deep.equal(['finn', 'tjarne', 'magnus']);
  });

  it('a table may choose any distinct Vikings; the ramps stay with the seats', () => {
    const context = setup(2, 1, ['inga', 'magnus']);
    expect(context.vikings).to.deep.equal(['inga', 'magnus']);
    expect(context.ramps).to.deep.equal([0, 2]);
  });

  it('refuses two seats with one Viking, an unknown Viking, or a count that does not match the seats', () => {
    expect(() => createVikingValleyInput({ players: 2, seed: 1, vikings: ['finn', 'finn'] })).to.throw(RangeError, /same Viking/);
    expect(() => createVikingValleyInput({ players: 2, seed: 1, vikings: ['finn', 'olaf' as VikingId] })).to.throw(RangeError, /unknown Viking/);
    expect(() => createVikingValleyInput({ players: 3, seed: 1, vikings: ['finn', 'inga'] })).to.throw(RangeError, /2 Vikings chosen for 3/);
  });
});

describe('Start player', () => {
  it('the seed draws the start seat: the same for the same seed, different seats over seeds', () => {
    const seats = new Set<number>();
    for (let seed = 1; seed <= 16; seed++) {
      const start = setup(4, seed).startSeat;
      expect(setup(4, seed).startSeat).to.equal(start);
      expect(start).to.be.within(0, 3);
      seats.add(start);
    }
    expect(seats.size).to.be.above(2);
  });
});

describe('How to Play', () => {
  it('a bowl that knocks nothing over: the same player bowls again, and again, with no limit', () => {
    let context = table({ current: 1 });
    for (let i = 1; i <= 12; i++) {
      context = applyFallen(context, []);
      expect(tablePhase(context)).to.equal('bowling');
      expect(context.current).to.equal(1);
      expect(context.bowlsThisTurn).to.equal(i);
    }
    expect(context.outcomes.misses).to.equal(12);
    expect(context.outcomes.bowls).to.equal(12);
    expect(context.happenings).to.deep.equal([{ kind: 'bowled', seat: 1, bowl: { ramp: 2, angle: 0, strength: 1 }, fallen: [] }]);
  });

  it('offers the aim grid: 11 angles every 5° from -25° to 25° x strengths 0.2 to 1', () => {
    const moves = legalMovesOf(table());
    expect(moves).to.have.length(55);
    expect(new Set(moves.map((m) => (m.type === 'player.bowl' ? m.angle : NaN)))).to.deep.equal(new Set([-25, -20, -15, -10, -5, 0, 5, 10, 15, 20, 25]));
    expect(new Set(moves.map((m) => (m.type === 'player.bowl' ? m.strength : NaN)))).to.deep.equal(new Set([0.2, 0.4, 0.6, 0.8, 1]));
  });

  it("the bowl comes from the seat's own ramp and the knocked-over barrels lie fallen", () => {
    const context = applyFallen(table({ current: 1, dock: { finn: 3 } }), ['finn'], { ramp: 2, angle: 5, strength: 0.6 });
    expect(context.lastBowl).to.deep.include({ seat: 1, bowl: { ramp: 2, angle: 5, strength: 0.6 } });
    expect(context.barrels.finn).to.equal(null);
    expect(context.outcomes.barrelsFallen).to.equal(1);
  });

  it('refuses to knock over a barrel that does not stand', () => {
    const context = table({ barrels: { finn: null } });
    expect(() => applyFallen(context, ['finn'])).to.throw(IllegalMoveError);
    expect(() => applyFallen(table({ barrels: { finn: null } }), ['finn'])).to.throw(IllegalMoveError);
  });
});

describe('One barrel, no choice', () => {
  it('one barrel down: its Viking moves at once and the turn passes on', () => {
    const context = applyFallen(table({ current: 0 }), ['magnus']);
    expect(context.dock.magnus).to.equal(0);
    expect(tablePhase(context)).to.equal('placingBarrels');
    expect(context.current).to.equal(1);
    expect(kinds(context.happenings)).to.deep.equal(['bowled', 'moved', 'turnEnded']);
    expect(context.turns).to.equal(1);
  });

  it("of several, the last one left moves by itself after the player's pick", () => {
    const moving = applyFallen(table(), ['finn', 'tjarne', 'inga']);
    expect(tablePhase(moving)).to.equal('moving');
    const two = move(moving, 'tjarne');
    expect(tablePhase(two)).to.equal('moving');
    expect(two.pendingMoves).to.deep.equal(['finn', 'inga']);
    const done = move(two, 'inga');
    expect(done.pendingMoves).to.deep.equal([]);
    expect(kinds(done.happenings)).to.deep.equal(['moved', 'moved', 'turnEnded']);
    expect(done.dock).to.deep.equal({ tjarne: 0, inga: 1, finn: 2, magnus: null });
  });
});

describe('Moving the Vikings', () => {
  it('a Viking moves one space to the right, jumping over occupied spaces', () => {
    const context = applyFallen(table({ dock: { tjarne: 0, magnus: 1, inga: 3 } }), ['finn']);
    expect(context.dock.finn).to.equal(2);
    expect(context.happenings[1]).to.deep.equal({ kind: 'moved', viking: 'finn', from: null, to: 2, skipped: ['tjarne', 'magnus'] });
    expect(nextSpace({ finn: 2, tjarne: 3, magnus: 4, inga: null }, 'finn')).to.deep.equal({ to: 5, skipped: ['tjarne', 'magnus'] });
  });

  it('with several barrels down the player picks the order, and the order matters', () => {
    const start = table({ dock: { finn: 0 } });
    const moving = applyFallen(start, ['finn', 'tjarne']);
    expect(tablePhase(moving)).to.equal('moving');
    expect(legalMovesOf(moving)).to.deep.equal([
      { type: 'player.moveViking', viking: 'finn' },
      { type: 'player.moveViking', viking: 'tjarne' },
    ]);
    const finnFirst = move(moving, 'finn');
    const tjarneFirst = move(moving, 'tjarne');
    expect([finnFirst.dock.finn, finnFirst.dock.tjarne]).to.deep.equal([1, 0]);
    expect([tjarneFirst.dock.finn, tjarneFirst.dock.tjarne]).to.deep.equal([2, 1]);
  });

  it('Vikings no player chose move like the others', () => {
    const context = applyFallen(table({ players: 2, dock: { magnus: 4 } }), ['magnus']);
    expect(context.vikings).to.not.include('magnus');
    expect(context.dock.magnus).to.equal(5);
  });

  it('refuses to move a Viking whose barrel was not knocked over this turn', () => {
    const moving = applyFallen(table(), ['finn', 'tjarne']);
    expect(() => move(moving, 'inga')).to.throw(IllegalMoveError);
    // And says why, beside the Vikings offered (issue 26): Inga's barrel stood; Finn, once moved, has moved.
    expect(whyNotMove(moving, 'inga')).to.equal('stood');
    expect(whyNotMove(moving, 'finn')).to.equal(null);
    // Finn moved, Tjarne still to move (the pending list as it stands between two moves; built, since with two barrels
    // down the second Viking moves by itself once the first has).
    const after = { ...moving, pendingMoves: moving.pendingMoves.filter((v) => v !== 'finn') };
    expect(whyNotMove(after, 'finn')).to.equal('moved');
    expect(whyNotMove(after, 'tjarne')).to.equal(null);
    for (const v of VIKINGS)
      expect(whyNotMove(after, v) === null, v).to.equal(legalMovesOf(after).some((m) => m.type === 'player.moveViking' && m.viking === v));
  });
});

describe('Into the Water', () => {
  it("the rulebook's example: Tjarne jumps Magnus, Finn falls in, then Inga, Tjarne and Magnus are paid from the right", () => {
    // 3 players chose Tjarne, Finn and Inga; Magnus is nobody's. Tjarne's player knocked over orange and blue.
    const start = table({
      players: 3,
      vikings: ['tjarne', 'finn', 'inga'],
      dock: { tjarne: 2, magnus: 3, inga: 5, finn: 7 },
      ships: { finn: 2, tjarne: 2, magnus: 2, inga: 2 },
    });
    const moving = applyFallen(start, ['tjarne', 'finn']);
    const after = move(moving, 'tjarne');
    expect(after.happenings).to.deep.equal([
      { kind: 'moved', viking: 'tjarne', from: 2, to: 4, skipped: ['magnus'] },
      { kind: 'splash', viking: 'finn', from: 7, lostMoves: [] },
      { kind: 'stole', thief: 'inga', space: 5, from: 'tjarne', coins: 1 },
      { kind: 'paid', viking: 'tjarne', space: 4, flagCoins: 4, coins: 4 },
      { kind: 'stole', thief: 'magnus', space: 3, from: 'finn', coins: 1 },
      { kind: 'stole', thief: 'magnus', space: 3, from: 'tjarne', coins: 1 },
      { kind: 'stole', thief: 'magnus', space: 3, from: 'inga', coins: 1 },
      { kind: 'backToStart', viking: 'finn' },
      { kind: 'turnEnded', seat: 0, next: 1 },
    ]);
    expect(after.ships).to.deep.equal({ finn: 1, tjarne: 4, magnus: 5, inga: 2 });
    expect(after.hoard).to.equal(12);
    expect(after.dock).to.deep.equal({ tjarne: 4, magnus: 3, inga: 5, finn: null });
    expect(after.outcomes).to.deep.include({ waterFalls: 1, coinsFromHoard: 4, steals: 4 });
  });

  it('the turn ends at once: moves still to make are lost, their barrels stay fallen for the next player', () => {
    const moving = applyFallen(table({ dock: { finn: 7, tjarne: 1 } }), ['finn', 'tjarne']);
    const after = move(moving, 'finn');
    expect(after.happenings[0]).to.deep.equal({ kind: 'splash', viking: 'finn', from: 7, lostMoves: ['tjarne'] });
    expect(after.dock.tjarne).to.equal(1);
    expect(after.pendingMoves).to.deep.equal([]);
    expect(after.current).to.equal(1);
    expect(tablePhase(after)).to.equal('placingBarrels');
    expect(after.barrels.tjarne).to.equal(null);
    expect(after.barrels.finn).to.equal(null);
  });

  it('a Viking falls in when every space to its right is taken, not only from the last space', () => {
    const after = applyFallen(table({ dock: { finn: 4, tjarne: 5, magnus: 6, inga: 7 } }), ['finn']);
    expect(kinds(after.happenings).slice(0, 2)).to.deep.equal(['bowled', 'splash']);
    expect(after.dock.finn).to.equal(null);
  });

  it('the Viking in the water gets nothing, but its portrait still takes a coin from its ship', () => {
    // Finn falls from space 7; Tjarne on space 2 (Finn's portrait) takes a coin from Finn's ship.
    const after = applyFallen(table({ dock: { finn: 7, tjarne: 2 }, ships: { finn: 3 } }), ['finn']);
    expect(after.happenings.filter((h) => h.kind === 'paid' || h.kind === 'stole')).to.deep.equal([
      { kind: 'stole', thief: 'tjarne', space: 2, from: 'finn', coins: 1 },
    ]);
    expect(after.ships.finn).to.equal(2);
    expect(after.dock.finn).to.equal(null);
  });
});

describe('Scoring and Gaining Coins', () => {
  it('a coin flag pays its coins from the hoard', () => {
    const after = payout(table({ dock: { inga: 6 }, ships: { inga: 0 } }));
    expect(after.ships.inga).to.equal(3);
    expect(after.hoard).to.equal(18);
  });

  it('a short hoard pays what is left, an empty one nothing', () => {
    const after = payout(table({ dock: { inga: 6, finn: 4, tjarne: 1 }, ships: { finn: 5, tjarne: 5, magnus: 5, inga: 5 }, hoard: 4 }));
    expect(after.happenings).to.deep.equal([
      { kind: 'paid', viking: 'inga', space: 6, flagCoins: 3, coins: 3 },
      { kind: 'paid', viking: 'finn', space: 4, flagCoins: 4, coins: 1 },
      { kind: 'paid', viking: 'tjarne', space: 1, flagCoins: 2, coins: 0 },
    ]);
    expect(after.hoard).to.equal(0);
    expect(after.ships).to.deep.include({ inga: 8, finn: 6, tjarne: 5 });
  });

  it('the own portrait takes a coin from every other ship, claimed or not; an empty ship gives nothing', () => {
    const after = payout(table({ players: 2, dock: { magnus: 3 }, ships: { finn: 2, tjarne: 0, magnus: 1, inga: 1 } }));
    expect(after.happenings).to.deep.equal([
      { kind: 'stole', thief: 'magnus', space: 3, from: 'finn', coins: 1 },
      { kind: 'stole', thief: 'magnus', space: 3, from: 'tjarne', coins: 0 },
      { kind: 'stole', thief: 'magnus', space: 3, from: 'inga', coins: 1 },
    ]);
    expect(after.ships).to.deep.equal({ finn: 1, tjarne: 0, magnus: 3, inga: 0 });
    expect(after.outcomes.steals).to.equal(2);
  });

  it("another Viking's portrait takes one coin from that Viking's ship, none if it is empty", () => {
    const full = payout(table({ dock: { inga: 5 }, ships: { tjarne: 2, inga: 0 } }));
    expect(full.ships).to.deep.include({ tjarne: 1, inga: 1 });
    const empty = payout(table({ dock: { inga: 5 }, ships: { tjarne: 0, inga: 0 } }));
    expect(empty.happenings).to.deep.equal([{ kind: 'stole', thief: 'inga', space: 5, from: 'tjarne', coins: 0 }]);
    expect(empty.ships).to.deep.include({ tjarne: 0, inga: 0 });
    expect(empty.outcomes.steals).to.equal(0);
  });

  it('one payout after another, from the right: a coin won earlier in the round can be stolen later', () => {
    // Every ship empty. Tjarne (space 4) takes 4 coins from the hoard first; then Finn, on his own
    // portrait (space 2), takes one coin from each ship that now has one: only Tjarne's.
    const after = payout(table({ dock: { tjarne: 4, finn: 2 }, ships: { finn: 0, tjarne: 0, magnus: 0, inga: 0 } }));
    expect(after.happenings).to.deep.equal([
      { kind: 'paid', viking: 'tjarne', space: 4, flagCoins: 4, coins: 4 },
      { kind: 'stole', thief: 'finn', space: 2, from: 'tjarne', coins: 1 },
      { kind: 'stole', thief: 'finn', space: 2, from: 'magnus', coins: 0 },
      { kind: 'stole', thief: 'finn', space: 2, from: 'inga', coins: 0 },
    ]);
    expect(after.ships).to.deep.equal({ finn: 1, tjarne: 3, magnus: 0, inga: 0 });
  });

  it('Vikings in front of the first space get nothing; unclaimed Vikings on the dock collect like the others', () => {
    const after = payout(table({ players: 2, dock: { magnus: 0 }, ships: { magnus: 0 } }));
    expect(after.ships).to.deep.equal({ finn: 1, tjarne: 1, magnus: 1, inga: 1 });
    expect(after.happenings).to.deep.equal([{ kind: 'paid', viking: 'magnus', space: 0, flagCoins: 1, coins: 1 }]);
  });
});

describe('Next Turn', () => {
  const afterTurn = () => applyFallen(table({ players: 3, current: 2, dock: { finn: 7, tjarne: 1 } }), ['finn', 'tjarne']);

  it('the next player clockwise (seat + 1, after the last seat the first) puts every fallen barrel back on a free hole of their choice', () => {
    const after = move(afterTurn(), 'tjarne');
    expect(after.current).to.equal(0);
    expect(tablePhase(after)).to.equal('placingBarrels');
    const moves = legalMovesOf(after);
    const free = freeHoles(after.barrels);
    expect(free).to.have.length(HOLES.length - 2);
    expect(moves).to.have.length(2 * free.length);
    expect(moves).to.deep.include({ type: 'player.placeBarrel', viking: 'finn', hole: 0 });
    expect(moves.every((m) => m.type === 'player.placeBarrel' && (m.viking === 'finn' || m.viking === 'tjarne'))).to.equal(true);
  });

  it('one barrel per move, in any order; standing barrels stay; then the player bowls', () => {
    const start = afterTurn();
    const after = move(start, 'finn');
    const standing = { magnus: after.barrels.magnus, inga: after.barrels.inga };
    const one = placeBarrel(after, { type: 'player.placeBarrel', viking: 'tjarne', hole: 0 });
    expect(tablePhase(one)).to.equal('placingBarrels');
    expect(one.happenings).to.deep.equal([{ kind: 'barrelPlaced', seat: 0, viking: 'tjarne', hole: 0 }]);
    const two = placeBarrel(one, { type: 'player.placeBarrel', viking: 'finn', hole: 12 });
    expect(tablePhase(two)).to.equal('bowling');
    expect(two.barrels).to.deep.equal({ ...standing, tjarne: 0, finn: 12 });
    expect(checkInvariants(two)).to.deep.equal([]);
  });

  it('a Viking that fell into the water is back in front of the first space; the others stay on the dock', () => {
    const after = move(afterTurn(), 'finn');
    expect(after.dock).to.deep.equal({ finn: null, tjarne: 1, magnus: null, inga: null });
  });

  it('refuses a barrel on a taken hole, a standing barrel, and barrels while Vikings wait to move', () => {
    const after = move(afterTurn(), 'finn');
    const taken = after.barrels.magnus!;
    expect(() => placeBarrel(after, { type: 'player.placeBarrel', viking: 'finn', hole: taken })).to.throw(IllegalMoveError);
    expect(() => placeBarrel(after, { type: 'player.placeBarrel', viking: 'magnus', hole: 0 })).to.throw(IllegalMoveError);
    expect(() => placeBarrel(after, { type: 'player.placeBarrel', viking: 'finn', hole: 13 })).to.throw(IllegalMoveError);
    const moving: VikingValleyContext = { ...table({ barrels: { finn: null, inga: null } }), pendingMoves: ['finn', 'inga'] };
    expect(() => placeBarrel(moving, { type: 'player.placeBarrel', viking: 'finn', hole: freeHoles(moving.barrels)[0] })).to.throw(IllegalMoveError);
  });
});

describe('End of the Game', () => {
  it('the hoard runs out mid-round: the steals after it still happen, then the game is over', () => {
    // Inga falls in; Finn (space 4) empties the hoard of its last 2 coins, then Magnus (space 3, own portrait) steals.
    const start = table({ players: 2, dock: { inga: 7, finn: 4, magnus: 3 }, ships: { finn: 8, tjarne: 6, magnus: 4, inga: 4 }, hoard: 2 });
    const after = applyFallen(start, ['inga']);
    // No next turn: Inga does not climb out (no backToStart); she ends the game in the water.
    expect(kinds(after.happenings)).to.deep.equal(['bowled', 'splash', 'paid', 'stole', 'stole', 'stole', 'gameOver']);
    expect(vikingInWater(after)).to.equal('inga');
    expect(after.hoard).to.equal(0);
    expect(after.ships).to.deep.equal({ finn: 9, tjarne: 5, magnus: 7, inga: 3 });
    expect(tablePhase(after)).to.equal('over');
    expect(after.winners).to.deep.equal([0]);
    expect(after.allLose).to.equal(false);
    expect(after.turns).to.equal(1);
    expect(checkInvariants(after)).to.deep.equal([]);
  });

  it('a splash that leaves coins in the hoard does not end the game', () => {
    const after = applyFallen(table({ dock: { inga: 7, finn: 4 }, ships: { finn: 10, tjarne: 3, magnus: 3, inga: 3 }, hoard: 5 }), ['inga']);
    expect(after.hoard).to.equal(1);
    expect(tablePhase(after)).to.equal('placingBarrels');
  });

  it('the most coins wins', () => {
    const context = table({ players: 3, ships: { finn: 3, tjarne: 9, magnus: 6, inga: 6 }, hoard: 0 });
    expect(decideWinners(context)).to.deep.equal({ winners: [1], allLose: false });
  });
});

describe('Tie-break in front of the dock', () => {
  it('equal coins: the Viking closest to the start of the dock wins', () => {
    const context = table({ players: 2, ships: { finn: 8, tjarne: 8, magnus: 4, inga: 4 }, dock: { finn: 5, tjarne: 2 }, hoard: 0 });
    expect(decideWinners(context)).to.deep.equal({ winners: [1], allLose: false });
  });

  it('in front of the first space is closer than any dock space', () => {
    const context = table({ players: 2, ships: { finn: 8, tjarne: 8, magnus: 4, inga: 4 }, dock: { finn: null, tjarne: 0 }, hoard: 0 });
    expect(decideWinners(context).winners).to.deep.equal([0]);
  });

  it('the Viking whose fall ended the game is still in the water, beyond the end of the dock: the farthest from its start', () => {
    // Tjarne (seat 1) falls in; Finn (seat 0, space 4) takes the last 2 coins from the hoard: 9 each, and the
    // tie goes to Finn on the dock, not to Tjarne as if he had already climbed out in front of the first space.
    const start = table({ players: 2, dock: { tjarne: 7, finn: 4 }, ships: { finn: 7, tjarne: 9, magnus: 1, inga: 1 }, hoard: 2 });
    const after = applyFallen(start, ['tjarne']);
    expect(tablePhase(after)).to.equal('over');
    expect(after.ships.finn).to.equal(9);
    expect(after.ships.tjarne).to.equal(9);
    expect(vikingInWater(after)).to.equal('tjarne');
    expect(after.winners).to.deep.equal([0]);
    expect(standings(after).find((s) => s.viking === 'tjarne')).to.include({ inWater: true, rank: 2 });
    // Before the end nobody is in the water: a Viking that fell climbs out at the start of the next turn.
    expect(vikingInWater(applyFallen(table({ dock: { inga: 7, finn: 4 }, ships: { finn: 10, tjarne: 3, magnus: 3, inga: 3 }, hoard: 5 }), ['inga']))).to.equal(
      null,
    );
  });

  it('Vikings in front of the first space are equally close: tied players share the win', () => {
    const context = table({ players: 3, ships: { finn: 7, tjarne: 7, magnus: 7, inga: 3 }, dock: { finn: null, tjarne: null, magnus: 1 }, hoard: 0 });
    expect(decideWinners(context)).to.deep.equal({ winners: [0, 1], allLose: false });
    expect(standings(context).map((s) => s.rank)).to.deep.equal([1, 1, 3, 4]);
  });
});

describe('An unclaimed Viking level with the best', () => {
  it('the richest ship belongs to nobody: every player loses', () => {
    const context = table({ players: 2, ships: { finn: 5, tjarne: 6, magnus: 9, inga: 4 }, hoard: 0 });
    expect(decideWinners(context)).to.deep.equal({ winners: [], allLose: true });
  });

  it("a tie on coins between a player's Viking and an unclaimed one goes by the dock first", () => {
    const claimedCloser = table({ players: 2, ships: { finn: 8, tjarne: 4, magnus: 8, inga: 4 }, dock: { finn: 1, magnus: 6 }, hoard: 0 });
    expect(decideWinners(claimedCloser)).to.deep.equal({ winners: [0], allLose: false });
    const unclaimedCloser = table({ players: 2, ships: { finn: 8, tjarne: 4, magnus: 8, inga: 4 }, dock: { finn: 6, magnus: 1 }, hoard: 0 });
    expect(decideWinners(unclaimedCloser)).to.deep.equal({ winners: [], allLose: true });
  });

  it('level on coins and dock (both in front of the first space): every player loses', () => {
    const context = table({ players: 2, ships: { finn: 8, tjarne: 4, magnus: 8, inga: 4 }, hoard: 0 });
    expect(decideWinners(context)).to.deep.equal({ winners: [], allLose: true });
  });

  it('names the richest unclaimed Viking, the one that made every player lose', () => {
    expect(richestUnclaimed(table({ players: 2, ships: { finn: 5, tjarne: 6, magnus: 9, inga: 4 }, hoard: 0 }))).to.equal('magnus');
    // Level with a player's Viking on coins, but closer to the start of the dock.
    expect(richestUnclaimed(table({ players: 2, ships: { finn: 8, tjarne: 4, magnus: 8, inga: 4 }, dock: { finn: 6, magnus: 1 }, hoard: 0 }))).to.equal(
      'magnus',
    );
    // Two unclaimed Vikings share the top: the first in the order of the Vikings.
    expect(richestUnclaimed(table({ players: 2, ships: { finn: 3, tjarne: 4, magnus: 8, inga: 8 }, hoard: 0 }))).to.equal('magnus');
  });

  it("names nobody when a player's Viking is alone at the top", () => {
    expect(richestUnclaimed(table({ players: 2, ships: { finn: 8, tjarne: 4, magnus: 8, inga: 4 }, dock: { finn: 1, magnus: 6 }, hoard: 0 }))).to.equal(null);
    expect(richestUnclaimed(table({ players: 3, ships: { finn: 3, tjarne: 9, magnus: 6, inga: 6 }, hoard: 0 }))).to.equal(null);
  });

  it('the game ends with allLose counted in the outcomes', () => {
    const start = table({ players: 2, dock: { inga: 7, magnus: 6 }, ships: { finn: 2, tjarne: 2, magnus: 15, inga: 2 }, hoard: 3 });
    const after = applyFallen(start, ['inga']);
    expect(tablePhase(after)).to.equal('over');
    expect(after.allLose).to.equal(true);
    expect(after.winners).to.deep.equal([]);
    expect(after.outcomes.allLose).to.equal(1);
    expect(after.happenings.at(-1)).to.deep.equal({ kind: 'gameOver', winners: [], allLose: true });
  });
});

describe('Resolved bowls', () => {
  const context = table();
  const bowl = { ramp: 0, angle: 5, strength: 0.6 };
  const fallenFinn = { ...context.barrels, finn: null };

  it('belongs to a bowl when its barrels before, ramp, angle and strength are exactly the current ones', () => {
    expect(isResolutionOf({ before: context.barrels, bowl, result: { fallen: ['finn'], barrels: fallenFinn } }, context.barrels, bowl)).to.equal(true);
    expect(isResolutionOf({ before: context.barrels, bowl, result: { fallen: [], barrels: context.barrels } }, context.barrels, bowl)).to.equal(true);
  });

  it('refuses another bowl, other barrels, or a malformed outcome', () => {
    const ok = { before: context.barrels, bowl, result: { fallen: ['finn'] as VikingId[], barrels: fallenFinn } };
    expect(isResolutionOf({ ...ok, bowl: { ...bowl, angle: 5.01 } }, context.barrels, bowl)).to.equal(false);
    expect(isResolutionOf({ ...ok, bowl: { ...bowl, ramp: 1 } }, context.barrels, bowl)).to.equal(false);
    expect(isResolutionOf({ ...ok, before: { ...context.barrels, finn: 0 } }, context.barrels, bowl)).to.equal(false);
    expect(isResolutionOf({ ...ok, result: { fallen: ['finn'], barrels: context.barrels } }, context.barrels, bowl)).to.equal(false);
    expect(isResolutionOf({ ...ok, result: { fallen: ['finn', 'finn'], barrels: fallenFinn } }, context.barrels, bowl)).to.equal(false);
    const down = { ...context.barrels, finn: null };
    expect(isResolutionOf({ before: down, bowl, result: { fallen: ['finn'], barrels: down } }, down, bowl)).to.equal(false);
  });
});

describe('Invariants', () => {
  it('hold at setup and catch lost coins, shared holes, shared spaces and a phase out of step', () => {
    const context = table();
    expect(checkInvariants(context)).to.deep.equal([]);
    expect(checkInvariants({ ...context, hoard: context.hoard - 1 })).to.have.length(1);
    expect(checkInvariants({ ...context, barrels: { ...context.barrels, finn: context.barrels.tjarne } }).join()).to.match(/share a hole/);
    expect(checkInvariants({ ...context, dock: { ...context.dock, finn: 2, tjarne: 2 } }).join()).to.match(/share a dock space/);
    expect(phaseProblems('bowling', { ...context, barrels: { ...context.barrels, finn: null } }).join()).to.match(/bowling while finn/);
    expect(phaseProblems('gameOver', context).join()).to.match(/in gameOver with \d+ coins in the hoard/);
    expect(phaseProblems('bowling', { ...context, hoard: 0 }).join()).to.match(/in bowling with 0 coins/);
    expect(checkInvariants({ ...context, barrels: { ...context.barrels, finn: null }, pendingMoves: ['finn'] }).join()).to.match(/order of 1/);
    expect(phaseProblems('moving', { ...context, barrels: { ...context.barrels, finn: null }, pendingMoves: ['finn'] }).join()).to.match(/order of 1/);
    expect(phaseProblems('placingBarrels', context).join()).to.match(/none lies fallen/);
    expect(KNOWN_FLAGS).to.have.deep.members([...FLAGS]);
  });

  it('catch a table that is not one: a Viking played by two seats, a seat without a Viking, ramps that do not fit the player count (a tampered save)', () => {
    const context = table();
    expect(checkInvariants({ ...context, vikings: [context.vikings[0], context.vikings[0], ...context.vikings.slice(2)] }).join()).to.match(
      /played by two seats/,
    );
    expect(checkInvariants({ ...context, players: [...context.players, context.players[0]] }).join()).to.match(/for \d seats/);
    expect(checkInvariants({ ...context, ramps: [...context.ramps].reverse() }).join()).to.match(/ramps/);
  });
});
