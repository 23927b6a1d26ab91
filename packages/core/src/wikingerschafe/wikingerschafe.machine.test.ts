import { expect } from '@esm-bundle/chai';
import { getStateNodes } from '@xstate/graph';
import { createActor, getNextSnapshot, type StateValue } from 'xstate';
import type { Seat } from '../kit/seats.js';
import { playout } from '../kit/playout.js';
import { wikingerschafe, wikingerschafeMachine } from './index.js';
import { gloryBreakdown, gloryFromLog, standings } from './wikingerschafe.scoring.js';
import type { WikingerschafeEvent } from './wikingerschafe.types.js';

const bot = (name: string): Seat => ({ kind: 'bot', bot: name, level: 2 });
/** Mixed tables: random bots explore odd corners, heuristic bots play real games. */
const mixed = (n: number, seed: number): Seat[] => Array.from({ length: n }, (_, i) => bot((i + seed) % 2 === 0 ? 'random' : 'heuristic'));

/** State node ids of a snapshot value, e.g. `{ turn: 'rolling' }` -> wikingerschafe.turn, wikingerschafe.turn.rolling. */
function idsOf(value: StateValue, prefix = 'wikingerschafe'): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => [`${prefix}.${key}`, ...(child ? idsOf(child as StateValue, `${prefix}.${key}`) : [])]);
}

describe('Wikingerschafe machine', () => {
  it('starts in turn.rolling with the start seat to act, tagged for the view', () => {
    const actor = createActor(wikingerschafeMachine, { input: wikingerschafe.createInput({ players: 3, seed: 4 }) }).start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ turn: 'rolling' })).to.equal(true);
    expect(snapshot.hasTag('rolling') && snapshot.hasTag('turn')).to.equal(true);
    expect(wikingerschafe.toAct(snapshot)).to.deep.equal([snapshot.context.startSeat]);
    actor.stop();
  });

  for (const players of [2, 3, 4]) {
    it(`plays a whole seeded ${players}-player game with heuristic bots to gameOver`, () => {
      const result = playout(wikingerschafe, { players, seed: 11, seats: Array.from({ length: players }, () => bot('heuristic')) });
      expect(result.snapshot.hasTag('gameOver')).to.equal(true);
      expect(result.snapshot.context.round).to.equal(4);
      expect(wikingerschafe.invariants(result.snapshot)).to.deep.equal([]);
      expect(wikingerschafe.scores(result.snapshot).winners.length).to.be.greaterThan(0);
      expect(wikingerschafe.toAct(result.snapshot)).to.deep.equal([]);
    });
  }

  it('lets the start seat continue on scoring screens', () => {
    const result = playout(
      wikingerschafe,
      { players: 3, seed: 5, seats: mixed(3, 5) },
      {
        onMove: (snapshot, move) => {
          if (move.type === 'game.continue') return;
          if (snapshot.hasTag('scoring')) {
            expect(wikingerschafe.toAct(snapshot)).to.deep.equal([snapshot.context.startSeat]);
            expect(wikingerschafe.legalMoves(snapshot)).to.deep.equal([{ type: 'game.continue' }]);
          }
        },
      },
    );
    expect(result.events.filter((e) => e.type === 'game.continue')).to.have.length(6);
  });
});

describe('Properties over seeded games', () => {
  const reached = new Set<string>(['wikingerschafe']);
  for (const players of [2, 3, 4]) {
    it(`${players} players: 20 games end within the bound, invariants hold after every move, scores match a recomputation`, () => {
      for (let seed = 1; seed <= 20; seed++) {
        const result = playout(
          wikingerschafe,
          { players, seed, seats: mixed(players, seed) },
          {
            maxMoves: 1500,
            onMove: (snapshot) => {
              for (const id of idsOf(snapshot.value)) reached.add(id);
              const violations = wikingerschafe.invariants(snapshot);
              if (violations.length) throw new Error(`seed ${seed}: ${violations.join('; ')}`);
            },
          },
        );
        const final = result.snapshot;
        expect(final.context.log.filter((e) => e.kind === 'roundScoring')).to.have.length(4);
        expect(final.context.log.filter((e) => e.kind === 'influenceScoring')).to.have.length(2);
        expect(gloryFromLog(final.context)).to.deep.equal(final.context.wikinger.map((w) => w.glory));
        // Glory from play, split into Björn's start, influence scoring, milestones and unlocks, adds up to the standings' glory.
        const parts = gloryBreakdown(final.context);
        expect(parts.map((p) => p.start + p.influence + p.milestones + p.unlocks)).to.deep.equal(standings(final.context, true).map((s) => s.glory));
        expect(parts.map((p) => p.unlocks)).to.deep.equal(
          final.context.wikinger.map((_, i) => 3 * final.context.log.filter((e) => e.kind === 'unlockDie' && e.who === i).length),
        );
        const skips = final.context.log.flatMap((e) => (e.kind === 'skipped' ? [`${e.round}:${e.who}`] : []));
        expect(new Set(skips).size, 'a skip is logged once per Wikinger and round').to.equal(skips.length);
        const sheet = wikingerschafe.scores(final);
        expect(sheet.lines.map((l) => l.total)).to.deep.equal(final.context.wikinger.map((w) => w.glory));
        for (const line of sheet.lines) {
          const { glory, shields, mead, coins, total } = line.breakdown;
          expect(glory + shields + mead + coins).to.equal(total);
        }
        const best = standings(final.context, true)
          .filter((s) => s.rank === 1)
          .map((s) => final.context.wikinger[s.index].seat);
        expect(sheet.winners).to.deep.equal(best);
      }
    });
  }

  it('reaches every state node of the machine (seeded playouts)', () => {
    const all = new Set(['wikingerschafe', ...getStateNodes(wikingerschafeMachine).map((node) => node.id)]);
    expect([...reached].sort()).to.deep.equal([...all].sort());
  });

  for (const players of [2, 3, 4]) {
    it(`${players} players: a persisted snapshot, JSON round-tripped and restored, continues identically`, () => {
      const seed = 30 + players;
      const options = { players, seed, seats: mixed(players, seed) };
      const result = playout(wikingerschafe, options);
      const input = wikingerschafe.createInput(options);
      for (const cut of [1, Math.floor(result.events.length / 3), Math.floor((2 * result.events.length) / 3)]) {
        const original = createActor(wikingerschafeMachine, { input }).start();
        for (const event of result.events.slice(0, cut)) original.send(event);
        const saved = JSON.parse(JSON.stringify(original.getPersistedSnapshot()));
        const restored = createActor(wikingerschafeMachine, { snapshot: saved, input }).start();
        expect(restored.getSnapshot().value).to.deep.equal(original.getSnapshot().value);
        for (const event of result.events.slice(cut)) {
          original.send(event);
          restored.send(event);
        }
        expect(restored.getSnapshot().value).to.deep.equal('gameOver');
        expect(restored.getSnapshot().context).to.deep.equal(original.getSnapshot().context);
        expect(restored.getSnapshot().context).to.deep.equal(result.snapshot.context);
        original.stop();
        restored.stop();
      }
    });
  }

  for (const players of [2, 4]) {
    it(`${players} players: every listed move is accepted, and only listed moves of the seat to act exist`, () => {
      const seed = 50 + players;
      playout(
        wikingerschafe,
        { players, seed, seats: mixed(players, seed) },
        {
          onMove: (snapshot) => {
            const moves = wikingerschafe.legalMoves(snapshot);
            for (const move of moves) {
              const next = getNextSnapshot(wikingerschafeMachine, snapshot, move);
              expect(next.context, JSON.stringify(move)).to.not.equal(snapshot.context);
            }
            if (snapshot.hasTag('turn')) {
              const listed = new Set(moves.map((m) => JSON.stringify(m)));
              const probes: WikingerschafeEvent[] = [
                { type: 'player.endTurn' },
                { type: 'player.unlockDie' },
                { type: 'player.retrieveDie' },
                { type: 'player.rerollSixes' },
                { type: 'player.forfeitSixes' },
                { type: 'player.reward', option: 'none' },
                { type: 'player.reward', option: 'loot' },
                { type: 'player.reward', option: 'mead' },
                { type: 'player.reward', option: 'shield' },
                ...([1, 2, 3, 4, 5] as const).map((value): WikingerschafeEvent => ({ type: 'player.place', value, sixes: 0, shields: 0 })),
                ...([1, 2, 3, 4, 5] as const).map((value): WikingerschafeEvent => ({ type: 'player.assignSixes', sixes: [value], shields: [] })),
                ...([1, 2, 3, 4, 5] as const).map((value): WikingerschafeEvent => ({ type: 'player.assignSixes', sixes: [], shields: [value] })),
              ];
              for (const probe of probes) {
                const accepted = getNextSnapshot(wikingerschafeMachine, snapshot, probe).context !== snapshot.context;
                expect(accepted, JSON.stringify(probe)).to.equal(listed.has(JSON.stringify(probe)));
              }
            }
          },
        },
      );
    });
  }
});
