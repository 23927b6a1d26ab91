import { expect } from '@esm-bundle/chai';
import { randomInt, rngFromState, seedRng } from '../kit/rng.js';
import { playout } from '../kit/playout.js';
import { resolveBowl } from './viking-valley.physics.js';
import { HEURISTIC_LEVELS, bestAim, chooseBarrel, chooseMove, heuristicBot, hitEase, outcomeValue, vikingValleyBots } from './viking-valley.bots.js';
import { table, type TableOptions } from './viking-valley.fixtures.js';
import { HOLES, VIKINGS, type VikingId } from './viking-valley.components.js';
import { canAimAt } from './viking-valley.geometry.js';
import { vikingValley } from './index.js';
import { applyFallen, freeHoles, legalMovesOf } from './viking-valley.rules.js';
import type { MoveVikingEvent, PlaceBarrelEvent, VikingValleyContext } from './viking-valley.types.js';
import { playerView } from './viking-valley.view.js';
import { vikingValleyBoard } from './board.js';

/** Seat 0 plays Finn from ramp 0 in these fixtures (2 players: Finn and Tjarne; Magnus and Inga are nobody's). */
const finnsTable = (options: TableOptions = {}) => table({ players: 2, current: 0, ...options });
const viewOf = (context: VikingValleyContext) => playerView(context, context.current);
const ask = (context: VikingValleyContext, name: string, level: 1 | 2 | 3 = 2, seed = 1) =>
  vikingValleyBots[name].choose({ seat: context.current, view: viewOf(context), moves: legalMovesOf(context), level, rng: rngFromState(seedRng(seed)) });

describe('Bots', () => {
  it("are named, without their code, in the board's module, whose bots think in the board's physics worker", () => {
    expect(Object.keys(vikingValleyBoard.bots)).to.deep.equal(Object.keys(vikingValleyBots));
    for (const [name, bot] of Object.entries(vikingValleyBoard.bots)) expect(bot).to.deep.equal({ name });
  });

  it('has a random and a heuristic bot', () => {
    expect(Object.keys(vikingValleyBots).sort()).to.deep.equal(['heuristic', 'random']);
  });

  it('the random bot picks uniformly among the legal moves', () => {
    const context = finnsTable();
    const moves = legalMovesOf(context);
    const rng = rngFromState(seedRng(3));
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const move = vikingValleyBots.random.choose({ seat: 0, view: viewOf(context), moves, level: 2, rng });
      expect(moves).to.deep.include(move);
      seen.add(JSON.stringify(move));
    }
    expect(seen.size).to.be.above(40);
  });

  it('the heuristic bot is deterministic for the same generator and bowls legally in every phase', () => {
    const bowling = finnsTable();
    expect(ask(bowling, 'heuristic', 2, 9)).to.deep.equal(ask(bowling, 'heuristic', 2, 9));
    const bowl = ask(bowling, 'heuristic', 1, 4);
    expect(bowl.type).to.equal('player.bowl');
    if (bowl.type === 'player.bowl') {
      expect(Math.abs(bowl.angle)).to.be.at.most(25);
      expect(bowl.strength).to.be.within(0.1, 1);
    }
    const placing = finnsTable({ barrels: { finn: null } });
    expect(legalMovesOf(placing)).to.deep.include(ask(placing, 'heuristic'));
    const moving = applyFallen(finnsTable(), ['finn', 'tjarne']);
    expect(legalMovesOf(moving)).to.deep.include(ask(moving, 'heuristic'));
  });

  it("its hand is off by at most its level's errors, and level 3 is the steadiest", () => {
    const context = finnsTable();
    const aim = bestAim(viewOf(context), 2);
    for (let seed = 1; seed <= 20; seed++) {
      const bowl = heuristicBot.choose({ seat: 0, view: viewOf(context), moves: legalMovesOf(context), level: 2, rng: rngFromState(seedRng(seed)) });
      if (bowl.type !== 'player.bowl') throw new Error('not a bowl');
      expect(Math.abs(bowl.angle - aim.angle)).to.be.at.most(HEURISTIC_LEVELS[1].angleError + 0.01);
      expect(Math.abs(bowl.strength - aim.strength)).to.be.at.most(HEURISTIC_LEVELS[1].strengthError + 0.01);
    }
    expect(HEURISTIC_LEVELS[2].angleError).to.be.below(HEURISTIC_LEVELS[1].angleError);
    expect(HEURISTIC_LEVELS[1].angleError).to.be.below(HEURISTIC_LEVELS[0].angleError);
  });
});

describe('Heuristic bowl: what an outcome is worth', () => {
  it("its own Viking forward onto a coin flag is worth more than a rival's", () => {
    const context = finnsTable();
    expect(outcomeValue(context, ['finn'], 'finn')).to.be.above(outcomeValue(context, ['tjarne'], 'finn'));
  });

  it('pushing a rival into the water is worth most when it pays (Finn on the 4-coin flag)', () => {
    const context = finnsTable({ dock: { tjarne: 7, finn: 4 } });
    const push = outcomeValue(context, ['tjarne'], 'finn');
    expect(push).to.be.above(outcomeValue(context, ['finn'], 'finn'));
    expect(push).to.be.above(outcomeValue(context, ['inga'], 'finn'));
  });

  it('keeps its own Viking out of the water when that pays the others', () => {
    const context = finnsTable({ dock: { finn: 7, tjarne: 4, magnus: 6 } });
    expect(outcomeValue(context, ['finn'], 'finn')).to.be.below(outcomeValue(context, ['inga'], 'finn'));
  });

  it('but sends it in when the splash ends the game with Finn the richest', () => {
    const context = finnsTable({ dock: { finn: 7, tjarne: 0 }, ships: { finn: 12, tjarne: 4, magnus: 4, inga: 3 } });
    expect(context.hoard).to.equal(1);
    expect(outcomeValue(context, ['finn'], 'finn')).to.be.above(outcomeValue(context, ['inga'], 'finn'));
    expect(outcomeValue(context, ['finn'], 'finn')).to.be.above(100);
  });

  it('never aims to miss: the best aim knocks a barrel over', () => {
    for (const options of [{}, { dock: { finn: 7, tjarne: 4, magnus: 6 } }, { current: 1 }] as TableOptions[]) {
      const context = finnsTable(options);
      const view = viewOf(context);
      for (const level of [1, 2, 3] as const) {
        const aim = bestAim(view, level);
        expect(
          resolveBowl(context.barrels, { ramp: view.ramp, angle: aim.angle, strength: aim.strength }).fallen,
          JSON.stringify(options),
        ).to.have.length.above(0);
      }
    }
  });
});

describe('Heuristic barrels and order', () => {
  it('puts its own barrel where it is easiest to hit from its ramp', () => {
    const context = finnsTable({ barrels: { finn: null } });
    const move = chooseBarrel(viewOf(context), legalMovesOf(context) as PlaceBarrelEvent[]);
    expect(move.viking).to.equal('finn');
    const eases = freeHoles(context.barrels).map((hole) => hitEase(hole, 0, { ...context.barrels, finn: hole }, 'finn'));
    expect(hitEase(move.hole, 0, { ...context.barrels, finn: move.hole }, 'finn')).to.equal(Math.max(...eases));
  });

  it("puts its own barrel back before a rival's, and a rival's where it is hardest to hit", () => {
    const context = finnsTable({ barrels: { finn: null, tjarne: null } });
    expect(chooseBarrel(viewOf(context), legalMovesOf(context) as PlaceBarrelEvent[]).viking).to.equal('finn');
    const rival = finnsTable({ barrels: { tjarne: null } });
    const move = chooseBarrel(viewOf(rival), legalMovesOf(rival) as PlaceBarrelEvent[]);
    expect(move.viking).to.equal('tjarne');
    const eases = freeHoles(rival.barrels).map((hole) => hitEase(hole, 0, { ...rival.barrels, tjarne: hole }, 'tjarne'));
    expect(hitEase(move.hole, 0, { ...rival.barrels, tjarne: move.hole }, 'tjarne')).to.equal(Math.min(...eases));
    expect(Math.min(...eases)).to.be.below(Math.max(...eases) / 2);
  });

  it('orders several moves by trying every order (here the rival first, so Finn lands on the 4-coin flag)', () => {
    // Finn on 3, Tjarne on 4. Finn first: Finn 5 (Tjarne's portrait), Tjarne 6 (3 coins).
    // Tjarne first: Tjarne 5 (his own portrait), Finn 4 (4 coins): better for Finn.
    const moving = applyFallen(finnsTable({ dock: { finn: 3, tjarne: 4 } }), ['finn', 'tjarne']);
    expect(chooseMove(viewOf(moving), legalMovesOf(moving) as MoveVikingEvent[])).to.deep.equal({ type: 'player.moveViking', viking: 'tjarne' });
  });

  it('level 1 is a beginner: it moves its own Viking first, puts its own barrel back on the first free hole, and aims on a coarse grid (issue 28)', () => {
    // The same table as above: level 1 does not try the other order, and Finn misses the 4-coin flag.
    const moving = applyFallen(finnsTable({ dock: { finn: 3, tjarne: 4 } }), ['finn', 'tjarne']);
    expect(chooseMove(viewOf(moving), legalMovesOf(moving) as MoveVikingEvent[], 1)).to.deep.equal({ type: 'player.moveViking', viking: 'finn' });
    const context = finnsTable({ barrels: { finn: null, tjarne: null } });
    const placed = chooseBarrel(viewOf(context), legalMovesOf(context) as PlaceBarrelEvent[], 1);
    expect(placed).to.deep.equal({ type: 'player.placeBarrel', viking: 'finn', hole: freeHoles(context.barrels)[0] });
    const levelTwo = chooseBarrel(viewOf(context), legalMovesOf(context) as PlaceBarrelEvent[], 2);
    expect(levelTwo.hole, 'level 2 picks the easiest hole, here not the first').to.not.equal(placed.hole);
    for (const options of [{}, { dock: { finn: 3, tjarne: 4 } }, { barrels: { finn: 0, tjarne: 5, magnus: 9, inga: 12 } }]) {
      const aim = bestAim(viewOf(finnsTable(options)), 1);
      expect([-20, -10, 0, 10, 20], JSON.stringify(aim)).to.include(aim.angle);
      expect([0.2, 0.6, 1], JSON.stringify(aim)).to.include(aim.strength);
    }
  });

  describe('Bots place barrels where every player can aim at them (RULINGS.md "No barrel out of reach")', () => {
    /** Holes (index into HOLES) some ramp in play cannot aim straight at. */
    const outOfReach = (ramps: readonly number[]) => HOLES.map((_, hole) => hole).filter((hole) => ramps.some((ramp) => !canAimAt(ramp, hole)));

    it('the heuristic bot, asked to put back fallen barrels in 60 seeded positions of 2, 3 and 4 players, picks holes every ramp in play can aim at', () => {
      for (const players of [2, 3, 4]) {
        for (let seed = 1; seed <= 20; seed++) {
          const rng = rngFromState(seedRng(seed));
          const free = HOLES.map((_, hole) => hole);
          const barrels: Partial<Record<VikingId, number | null>> = {};
          for (const viking of VIKINGS) barrels[viking] = randomInt(rng, 0, 1) === 0 ? null : free.splice(randomInt(rng, 0, free.length - 1), 1)[0];
          if (VIKINGS.every((v) => barrels[v] !== null)) barrels[VIKINGS[seed % 4]] = null;
          const context = table({ players, current: seed % players, barrels });
          const move = ask(context, 'heuristic', 2, seed);
          if (move.type !== 'player.placeBarrel') throw new Error(`not a placement: ${JSON.stringify(move)}`);
          expect(outOfReach(context.ramps), `${players} players, seed ${seed}: hole ${move.hole}`).to.not.include(move.hole);
        }
      }
    });

    it('in whole heuristic games (2, 3 and 4 players, several seeds) no barrel is ever put where a ramp in play cannot aim', function () {
      this.timeout(120_000);
      for (const [players, seed] of [
        [2, 1],
        [3, 2],
        [4, 3],
      ]) {
        const seats = Array.from({ length: players }, () => ({ kind: 'bot', bot: 'heuristic', level: 2 }) as const);
        let placed = 0;
        playout(
          vikingValley,
          { players, seed, seats },
          {
            onMove: (snapshot, move) => {
              if (move.type !== 'player.placeBarrel') return;
              placed += 1;
              expect(outOfReach(snapshot.context.ramps), `${players} players, seed ${seed}`).to.not.include(move.hole);
            },
          },
        );
        expect(placed, `${players} players, seed ${seed}: barrels put back`).to.be.above(0);
      }
    });
  });
});
