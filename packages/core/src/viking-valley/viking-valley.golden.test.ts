import { expect } from '@esm-bundle/chai';
import { goldenMismatch, replayGolden, type GoldenFile } from '../kit/golden.test-helpers.js';
import { vikingValley } from './index.js';

/**
 * Golden replays: seeded bot games recorded as events plus hashes of where they end
 * (viking-valley.golden.json, written by tools/golden.ts). Every bowl event carries its outcome
 * (`resolved`), so these pin the rules whatever the physics decides. A change of golden results is never
 * silent: it needs `snapshotVersion` bumped in index.ts, a RULINGS.md entry saying why, and the fixture
 * rewritten (`npx tsx --conditions=@viking-games/source tools/golden.ts --game viking-valley --write`).
 */
// Core is typed without the DOM; the tests run in Chromium, which has fetch and a URL for this module.
declare const fetch: (url: string) => Promise<{ json(): Promise<unknown> }>;
const golden = (await (await fetch((import.meta as unknown as { resolve(path: string): string }).resolve('./viking-valley.golden.json'))).json()) as GoldenFile;

describe('Golden replays', () => {
  it(`were recorded under this snapshot version (${vikingValley.snapshotVersion}); a change of golden results needs a version bump`, () => {
    expect(golden.game).to.equal(vikingValley.id);
    expect(golden.version, 'fixture version: rewrite the fixture after bumping snapshotVersion').to.equal(vikingValley.snapshotVersion);
    expect(golden.games.length).to.be.at.least(6);
  });

  for (const game of golden.games) {
    it(`${game.players} players, seed ${game.seed} (${game.seats}): ${game.events.length} events replay to the recorded result and snapshot`, () => {
      expect(game.events.filter((e) => e.type === 'player.bowl').every((e) => 'resolved' in e)).to.equal(true);
      const replayed = replayGolden(vikingValley, game, golden.ignore);
      expect(goldenMismatch(vikingValley, golden, game, replayed)).to.equal(undefined);
    });
  }
});
