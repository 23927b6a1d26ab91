import { expect } from '@esm-bundle/chai';
import { rngFromState, seedRng } from '../kit/rng.js';
import type { Seat } from '../kit/seats.js';
import { playout } from '../kit/playout.js';
import { wildeWikinger } from './index.js';
import { at, cards, emptyBag, giveHand, newGame, placeShip, redeal, rigDice, step } from './wilde-wikinger.fixtures.js';
import { concernsOf, playerView } from './wilde-wikinger.view.js';
import type { LogEntry } from './wilde-wikinger.types.js';

const bots = (...names: string[]): Seat[] => names.map((bot) => ({ kind: 'bot', bot, level: 2 }));

describe('Player view', () => {
  it("never shows another seat's cards: re-dealing what a seat may not see leaves its view unchanged", () => {
    const rng = rngFromState(seedRng(4));
    let checked = 0;
    for (const n of [2, 3, 4, 5]) {
      for (let seed = 1; seed <= 2; seed++) {
        playout(
          wildeWikinger,
          { players: n, seats: bots(...Array.from({ length: n }, (_, i) => (i === 0 ? 'random' : 'heuristic'))), seed },
          {
            onMove: (snapshot) => {
              const seat = checked % n;
              const context = snapshot.context;
              const other = { value: snapshot.value, context: redeal(context, seat, rng) };
              // Once the game is over the hand totals are shown (R19): the rest must still not move.
              const secret = (view: ReturnType<typeof playerView>) => ({ ...view, handTotals: null });
              expect(secret(playerView(other, seat)), `seat ${seat}, turn ${context.turn}`).to.deep.equal(secret(playerView(snapshot, seat)));
              if (snapshot.status !== 'done') expect(playerView(snapshot, seat).handTotals).to.equal(null);
              expect(playerView(snapshot, seat).hand).to.deep.equal(context.hands[seat]);
              checked += 1;
            },
          },
        );
      }
    }
    expect(checked).to.be.greaterThan(300);
  });

  it('the redeal really changes the hidden cards (so the property above can fail)', () => {
    const context = newGame(3, 5);
    const other = redeal(context, 0, rngFromState(seedRng(1)));
    expect(other.hands[1]).to.not.deep.equal(context.hands[1]);
    expect(playerView(at(other), 1)).to.not.deep.equal(playerView(at(context), 1));
  });

  it('a face-down bid is seen by its own seat only, and hand sizes do not give it away (R11)', () => {
    let ctx = step(at(rigDice(placeShip(newGame(3), 'pirate', 2), 'red', 'pirate')), { type: 'player.roll', seat: 0 });
    const sizes = playerView(ctx, 2).handSizes;
    const bid = ctx.context.hands[1].slice(0, 3);
    ctx = step(ctx, { type: 'player.commitBid', seat: 1, cards: bid });
    expect(playerView(ctx, 1).raid).to.deep.equal({ committed: [false, true, false], ownBid: bid });
    expect(playerView(ctx, 1).hand).to.not.include.members(bid);
    expect(playerView(ctx, 2).raid).to.deep.equal({ committed: [false, true, false], ownBid: null });
    expect(playerView(ctx, 2).handSizes).to.deep.equal(sizes);
    expect(JSON.stringify(playerView(ctx, 2))).to.not.match(/"rng"|"provision"|"hands"|"pirateTiles"/);
  });

  it('after the reveal, the pirate tiles taken and the discarded bids are public; the tile pile shows its size only (R14, R18)', () => {
    let ctx = step(at(rigDice(placeShip(newGame(3), 'pirate', 2), 'red', 'pirate')), { type: 'player.roll', seat: 0 });
    const bids = [ctx.context.hands[0].slice(0, 1), ctx.context.hands[1].slice(0, 2), ctx.context.hands[2].slice(0, 3)];
    for (const seat of [0, 1, 2]) ctx = step(ctx, { type: 'player.commitBid', seat, cards: bids[seat] });
    const view = playerView(ctx, 2);
    expect(view.tiles).to.deep.equal(ctx.context.tiles);
    expect(view.tiles.flat()).to.have.length.greaterThan(0);
    expect(view.discard).to.have.members(bids.flat());
    expect(view.lastRaid!.bids).to.deep.equal(bids);
    expect(view.pirateTilesLeft).to.equal(ctx.context.pirateTiles.length);
    expect(view.provisionSize).to.equal(ctx.context.provision.length);
  });

  it("the hand totals that decided Nessie's award are shown once the game is over, never before (R19)", () => {
    const ctx = rigDice(emptyBag(giveHand(giveHand(giveHand(newGame(3), 0, cards('red', 3, 2)), 1, cards('blue', 1, 1)), 2, [])), 'yellow', 'blue');
    expect(playerView(at(ctx), 1).handTotals).to.equal(null);
    const over = step(at(ctx), { type: 'player.roll', seat: 0 });
    expect(over.status).to.equal('done');
    expect(playerView(over, 1).handTotals).to.deep.equal([6, 1, 0]);
    expect(playerView(over, 1).nessieWinners).to.deep.equal([0]);
  });

  it('refuses a seat that is not at the table', () => {
    expect(() => playerView(at(newGame(2)), 2)).to.throw(RangeError, /no seat 2/);
  });
});

describe('Log lines that concern a seat (concernsOf)', () => {
  /** Every log entry of a whole bots' game of `players` seats. */
  const logOf = (players: number, seed: number) => {
    let log: readonly LogEntry[] = [];
    playout(
      wildeWikinger,
      { players, seats: bots(...Array.from({ length: players }, () => 'heuristic')), seed },
      { onMove: (snapshot) => void (log = snapshot.context.log) },
    );
    return log;
  };

  it('Ship Reaches the Viking Village, Pirate Ship Reaches the Viking Village: an auction result and a raid reveal concern every seat', () => {
    for (const players of [2, 3, 5]) {
      const log = logOf(players, 7);
      const results = log.filter((entry) => entry.kind === 'auction' || entry.kind === 'raid');
      expect(results.length, `${players} seats: results met`).to.be.greaterThan(0);
      for (const entry of results) expect(concernsOf(entry, players), entry.kind).to.deep.equal(Array.from({ length: players }, (_, seat) => seat));
    }
  });

  it("every other entry (a roll, a jewel, a ship's move, a bid, a pass, a face-down bid, Nessie, the end) concerns only its mover", () => {
    const log = logOf(3, 11);
    const others = log.filter((entry) => entry.kind !== 'auction' && entry.kind !== 'raid');
    expect(new Set(others.map((entry) => entry.kind)).size, 'kinds met').to.be.greaterThan(5);
    for (const entry of others) expect(concernsOf(entry, 3), entry.kind).to.equal(undefined);
  });
});
