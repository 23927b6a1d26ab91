import { expect } from '@esm-bundle/chai';
import { goldenMismatch, replayGolden, type GoldenFile } from '../kit/golden.test-helpers.js';
import { vikingSeesaw } from './index.js';

/**
 * Golden replays: seeded bot games recorded as events plus hashes of where they end
 * (viking-seesaw.golden.json, written by tools/golden.ts). Every placement carries its outcome
 * (`resolved`): the physics is exact within one engine only (RULINGS "Determinism"; the fixture is written
 * in Node, replayed in Chromium), so these pin the rules; the physics has its own tests. A change of golden results is never
 * silent: it needs `snapshotVersion` bumped in index.ts, a RULINGS.md entry saying why, and the fixture
 * rewritten (`npx tsx --conditions=@viking-games/source tools/golden.ts --game viking-seesaw --write`, which refuses
 * to store changed hashes under an unchanged version).
 */
// Core is typed without the DOM; the tests run in Chromium, which has fetch and a URL for this module.
declare const fetch: (url: string) => Promise<{ json(): Promise<unknown> }>;
const golden = (await (await fetch((import.meta as unknown as { resolve(path: string): string }).resolve('./viking-seesaw.golden.json'))).json()) as GoldenFile;

describe('Golden replays', () => {
  it(`were recorded under this snapshot version (${vikingSeesaw.snapshotVersion}); a change of golden results needs a version bump`, () => {
    expect(golden.game).to.equal(vikingSeesaw.id);
    expect(
      golden.version,
      `viking-seesaw's snapshotVersion is ${vikingSeesaw.snapshotVersion}, the fixture was made under ${golden.version}: rewrite the fixture`,
    ).to.equal(vikingSeesaw.snapshotVersion);
    expect(new Set(golden.games.map((g) => g.players))).to.deep.equal(new Set([2, 3, 4]));
    expect(golden.games.length).to.be.at.least(6);
  });

  for (const game of golden.games) {
    it(`${game.players} players, seed ${game.seed} (${game.seats}): ${game.events.length} events replay to the recorded result and snapshot`, function () {
      this.timeout(60000);
      expect(game.events.every((e) => 'resolved' in e)).to.equal(true);
      const replayed = replayGolden(vikingSeesaw, game, golden.ignore);
      expect(goldenMismatch(vikingSeesaw, golden, game, replayed)).to.equal(undefined);
    });
  }
});
