import { expect } from '@esm-bundle/chai';
import { createActor, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { games } from '../games.js';
import { playout } from './playout.js';
import { parseSeats } from './seats.js';
import { mayTakeBackMove, SCORING_TAG } from './take-back.js';
import type { GameModule } from './game-module.js';
import type { Seat } from './seats.js';

type Move = { type: string; seat?: number };

/** Every move of a seeded game of random bots, with the snapshot before and after it. */
function eachMove(
  game: GameModule,
  options: { players: number; seed: number; seats: readonly Seat[] },
  visit: (before: SnapshotFrom<AnyStateMachine>, after: SnapshotFrom<AnyStateMachine>, move: Move) => void,
): void {
  let before = createActor(game.machine as AnyStateMachine, { input: game.createInput(options) }).getSnapshot() as SnapshotFrom<AnyStateMachine>;
  playout(game, options, {
    onMove: (after, move) => {
      visit(before, after, move);
      before = after;
    },
  });
}

/** Seeded tables of random bots, at the game's fewest players and one more: seeds 1, 2 and 3. */
const randomTables = (game: GameModule) =>
  [1, 2, 3].map((seed) => {
    const players = game.minPlayers + (seed % 2);
    return { players, seats: parseSeats(Array.from({ length: players }, () => 'random').join(','), Object.keys(game.bots)), seed };
  });

/**
 * Which moves of a seeded random game each game lets its player take back (`GameModule.mayTakeBack`): the
 * choices that reveal nothing may be taken back, a roll, a draw, a bid or a physics result never.
 */
const EXPECTED: Record<string, { readonly always: readonly string[]; readonly never: readonly string[] } | null> = {
  wikingerschafe: { always: ['player.place'], never: ['player.roll'] },
  'wilde-wikinger': { always: [], never: ['player.roll', 'player.bid', 'player.commitBid', 'player.pass'] },
  'viking-valley': { always: ['player.placeBarrel', 'player.moveViking'], never: ['player.bowl'] },
  'viking-seesaw': null,
};

describe('Taking a move back (GameModule.mayTakeBack)', () => {
  for (const game of Object.values(games)) {
    const expected = EXPECTED[game.id];
    if (expected === null) {
      it(`${game.id}: no take-backs (every move is a physics result)`, () => {
        expect(game.mayTakeBack).to.equal(undefined);
      });
      continue;
    }
    it(`${game.id}: ${[...expected.always].join(', ') || 'no move type always'} may be taken back; ${expected.never.join(', ')} never; nothing random drawn by a move that may`, function () {
      this.timeout(90_000);
      const allowed = new Map<string, number>();
      const refused = new Map<string, number>();
      for (const options of randomTables(game)) {
        eachMove(game, options, (before, after, move) => {
          const may = game.mayTakeBack!(before, after, move);
          const tally = may ? allowed : refused;
          tally.set(move.type, (tally.get(move.type) ?? 0) + 1);
          if (may) expect(JSON.stringify(after.context.rng), `${move.type} drew from the generator`).to.equal(JSON.stringify(before.context.rng));
        });
      }
      for (const type of expected.always) {
        expect(refused.get(type) ?? 0, `${type} refused`).to.equal(0);
        expect(allowed.get(type) ?? 0, `${type} never played`).to.be.greaterThan(0);
      }
      for (const type of expected.never) expect(allowed.get(type) ?? 0, `${type} allowed`).to.equal(0);
      expect(
        [...allowed.values()].reduce((a, b) => a + b, 0),
        'some move may be taken back',
      ).to.be.greaterThan(0);
    });
  }
});

describe('Taking a move back never crosses a seat change or a scoring step (mayTakeBackMove)', () => {
  for (const game of Object.values(games)) {
    if (!game.mayTakeBack) continue;
    it(`${game.id}: no move that passed the turn, was a table step, or reached or left a scoring step may be taken back`, function () {
      this.timeout(90_000);
      let checked = 0;
      for (const options of randomTables(game)) {
        eachMove(game, options, (before, after, move) => {
          const seat = move.seat ?? game.toAct(before)[0];
          const may = mayTakeBackMove(game, before, after, move, seat);
          const scoring = before.hasTag(SCORING_TAG) || after.hasTag(SCORING_TAG);
          const passed = game.toAct(after).length !== 1 || game.toAct(after)[0] !== seat;
          if (scoring || passed || game.tableSteps?.includes(move.type) || game.isOver(after)) {
            expect(may, `${move.type} by seat ${seat} (scoring ${scoring}, turn passed ${passed})`).to.equal(false);
            checked++;
          }
        });
      }
      expect(checked, 'moves that passed the turn or scored').to.be.greaterThan(0);
    });
  }

  it('wikingerschafe: the "Continue" of a round scoring, which goes on to the influence scoring with the same seat to act, may not be taken back', () => {
    const game = games.wikingerschafe;
    const options = { players: 2, seats: parseSeats('random,random', Object.keys(game.bots)), seed: 5 };
    const continues: boolean[] = [];
    eachMove(game, options, (before, after, move) => {
      if (move.type === 'game.continue' && after.hasTag('influenceScoring')) {
        // The game itself would allow it (nothing random drawn, the same seat to act): the kit refuses.
        expect(game.mayTakeBack!(before, after, move)).to.equal(true);
        continues.push(mayTakeBackMove(game, before, after, move, game.toAct(before)[0]));
      }
    });
    expect(continues.length).to.be.greaterThan(0);
    expect(continues.every((may) => may === false)).to.equal(true);
  });
});
