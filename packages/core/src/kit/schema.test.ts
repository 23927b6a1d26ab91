import { expect } from '@esm-bundle/chai';
import { createActor, type AnyStateMachine, type EventFromLogic } from 'xstate';
import { games } from '../games.js';
import type { GameModule } from './game-module.js';
import { unwrapSnapshot, wrapSnapshot } from './persistence.js';
import { playout } from './playout.js';
import { contextIssue, type ContextSchema } from './context-issue.js';
import { parseSeats } from './seats.js';

/** A JSON round trip: what a save holds. */
const stored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A persisted snapshot after `moves` moves of a seeded random game (a real position to break). */
function savedAfter(game: GameModule, moves: number): { context: Record<string, unknown> } {
  const seats = parseSeats(Array.from({ length: game.minPlayers }, () => 'random').join(','), Object.keys(game.bots));
  const { events } = playout(game, { players: game.minPlayers, seats, seed: 3 });
  const actor = createActor(game.machine as AnyStateMachine, { input: game.createInput({ players: game.minPlayers, seats, seed: 3 }) }).start();
  for (const event of events.slice(0, moves)) actor.send(event as EventFromLogic<AnyStateMachine>);
  const persisted = stored(actor.getPersistedSnapshot()) as unknown as { context: Record<string, unknown> };
  actor.stop();
  return persisted;
}

/** One broken save per game: well-formed JSON whose context is not a game's. */
const BROKEN: Record<string, (context: Record<string, unknown>) => void> = {
  wikingerschafe: (c) => (c.round = 'three'),
  'viking-seesaw': (c) => ((c.ship as { cargo: { x: unknown }[] }).cargo[0].x = null),
  'wilde-wikinger': (c) => ((c.bag as Record<string, unknown>).white = 'many'),
  'viking-valley': (c) => ((c.dock as Record<string, unknown>).finn = 'far'),
};

describe('Context schemas', () => {
  for (const game of Object.values(games)) {
    describe(game.id, () => {
      let schema: ContextSchema;
      before(async () => {
        schema = await game.loadContextSchema!();
      });

      it('has a context schema, loaded on demand', async () => {
        expect(game.loadContextSchema, `${game.id} must give a loadContextSchema in its GameModule`).to.be.a('function');
        expect(schema).to.be.an('object');
        expect(await game.loadContextSchema!(), 'loaded once, the same schema').to.equal(schema);
      });

      // Honest to the types: every position of seeded bot games, as a save holds it, matches.
      for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
        it(`every snapshot of a seeded ${players}-player bot game matches it`, () => {
          const seats = parseSeats(Array.from({ length: players }, (_, i) => (i % 2 ? 'random' : 'heuristic')).join(','), Object.keys(game.bots));
          const issues: string[] = [];
          let checked = 0;
          const check = (snapshot: unknown) => {
            checked++;
            const issue = contextIssue(schema, stored({ context: (snapshot as { context: unknown }).context }));
            if (issue && issues.length < 3) issues.push(issue);
          };
          const actor = createActor(game.machine as AnyStateMachine, { input: game.createInput({ players, seats, seed: 11 }) });
          check(actor.getSnapshot());
          playout(game, { players, seats, seed: 11 }, { onMove: check });
          expect(issues).to.deep.equal([]);
          expect(checked).to.be.greaterThan(10);
          // A whole bot game of a physics game simulates every placement: seconds on a loaded machine.
        }).timeout(90_000);
      }

      it('refuses a save whose context does not match, as invalid', () => {
        const persisted = savedAfter(game, 8);
        const text = JSON.stringify(wrapSnapshot(game.id, game.snapshotVersion, persisted, 4));
        expect(unwrapSnapshot(text, game.id, game.snapshotVersion, schema)).to.include({ ok: true });
        BROKEN[game.id](persisted.context);
        const broken = unwrapSnapshot(JSON.stringify(wrapSnapshot(game.id, game.snapshotVersion, persisted, 4)), game.id, game.snapshotVersion, schema);
        expect(broken).to.include({ ok: false, reason: 'invalid' });
        expect((broken as { detail: string }).detail).to.match(/context\.\S+/);
      });
    });
  }

  it('refuses a snapshot with no context at all', async () => {
    const schema = await games.wikingerschafe.loadContextSchema!();
    expect(contextIssue(schema, { value: 'turn' })).to.match(/^context: /);
    expect(contextIssue(schema, null)).to.match(/^context: /);
  });
});
