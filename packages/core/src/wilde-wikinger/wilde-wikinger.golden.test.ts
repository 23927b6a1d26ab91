import { expect } from '@esm-bundle/chai';
import { goldenMismatch, replayGolden, type GoldenFile } from '../kit/golden.test-helpers.js';
import { wildeWikinger } from './index.js';

/**
 * Golden replays: seeded bot games recorded as events plus hashes of where they end
 * (wilde-wikinger.golden.json, written by tools/golden.ts). A change of golden results is never silent:
 * it needs `snapshotVersion` bumped in index.ts, a RULINGS.md entry saying why, and the fixture rewritten
 * (`npx tsx --conditions=@viking-games/source tools/golden.ts --game wilde-wikinger --write`, which refuses
 * to store changed hashes under an unchanged version).
 */
// Core is typed without the DOM; the tests run in Node, whose fetch reads the fixture beside this module (test/node-setup.mjs).
declare const fetch: (url: string) => Promise<{ json(): Promise<unknown> }>;
const golden = (await (
  await fetch((import.meta as unknown as { resolve(path: string): string }).resolve('./wilde-wikinger.golden.json'))
).json()) as GoldenFile;

describe('Golden replays', () => {
  it(`were recorded under this snapshot version (${wildeWikinger.snapshotVersion}); a change of golden results needs a version bump`, () => {
    expect(golden.game).to.equal(wildeWikinger.id);
    expect(golden.version, 'fixture version: rewrite the fixture after bumping snapshotVersion').to.equal(wildeWikinger.snapshotVersion);
    expect(golden.games.length).to.be.at.least(12);
  });

  for (const game of golden.games) {
    it(`${game.players} players, seed ${game.seed} (${game.seats}): ${game.events.length} events replay to the recorded result and snapshot`, () => {
      const replayed = replayGolden(wildeWikinger, game, golden.ignore);
      expect(goldenMismatch(wildeWikinger, golden, game, replayed)).to.equal(undefined);
    });
  }
});
