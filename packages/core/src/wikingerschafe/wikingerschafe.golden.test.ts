import { expect } from '@esm-bundle/chai';
import { goldenMismatch, replayGolden, type GoldenFile } from '../kit/golden.test-helpers.js';
import { wikingerschafe } from './index.js';

/**
 * Golden replays: seeded bot games recorded as events plus hashes of where they end
 * (wikingerschafe.golden.json, written by tools/golden.ts). A change of golden results is never
 * silent: it needs `snapshotVersion` bumped in index.ts, a RULINGS.md entry saying why, and the fixture
 * rewritten (`npx tsx --conditions=@viking-games/source tools/golden.ts --game wikingerschafe --write`, which refuses
 * to store changed hashes under an unchanged version).
 */
// Core is typed without the DOM; the tests run in Node, whose fetch reads the fixture beside this module (test/node-setup.mjs).
declare const fetch: (url: string) => Promise<{ json(): Promise<unknown> }>;
const golden = (await (
  await fetch((import.meta as unknown as { resolve(path: string): string }).resolve('./wikingerschafe.golden.json'))
).json()) as GoldenFile;

describe('Golden replays', () => {
  it(`were recorded under this snapshot version (${wikingerschafe.snapshotVersion}); a change of golden results needs a version bump`, () => {
    expect(golden.game).to.equal(wikingerschafe.id);
    expect(
      golden.version,
      `wikingerschafe's snapshotVersion is ${wikingerschafe.snapshotVersion}, the fixture was made under ${golden.version}: rewrite the fixture`,
    ).to.equal(wikingerschafe.snapshotVersion);
    expect(new Set(golden.games.map((g) => g.players))).to.deep.equal(new Set([2, 3, 4]));
    expect(golden.games.length).to.be.at.least(6);
  });

  for (const game of golden.games) {
    it(`${game.players} players, seed ${game.seed} (${game.seats}): ${game.events.length} events replay to the recorded result and snapshot`, function () {
      this.timeout(60000);
      const replayed = replayGolden(wikingerschafe, game, golden.ignore);
      expect(goldenMismatch(wikingerschafe, golden, game, replayed)).to.equal(undefined);
    });
  }
});
