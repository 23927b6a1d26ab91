import { expect } from '@open-wc/testing';
import { memoryStore, wrapSnapshot, type KeyValueStore } from '@viking-games/core/kit';
import { Persistence } from './persistence.js';
import { TestHost } from './controller.test-helpers.js';

const GAME = { id: 'step', snapshotVersion: 1 };

/** A board's persistence on `store` under `key`, attached to a host, recording its conflicts. */
function board(store: KeyValueStore, key = 'vg-persist', playing = () => true) {
  const host = new TestHost();
  let conflicts = 0;
  const persistence = new Persistence(host, { game: GAME, key: () => key, storage: () => store, playing, onConflict: () => void conflicts++ });
  host.connect();
  return { host, persistence, conflicts: () => conflicts };
}

/** The revision and snapshot of what `store` holds under the key. */
function stored(store: KeyValueStore, key = 'vg-persist'): { revision: number; snapshot: unknown } {
  return JSON.parse(store.getItem(key)!) as { revision: number; snapshot: unknown };
}

/** Another tab writing the key with `revision`, as the browser tells this one (a `storage` event). */
function otherTab(store: KeyValueStore, revision: number, key = 'vg-persist'): string {
  const text = JSON.stringify(wrapSnapshot(GAME.id, GAME.snapshotVersion, { theirs: true }, revision));
  store.setItem(key, text);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: text }));
  return text;
}

describe('Persistence: the save under the key', () => {
  it('writes each snapshot with the next revision, and reads back the game it wrote', () => {
    const store = memoryStore();
    const { persistence } = board(store);
    persistence.save({ n: 1 });
    persistence.save({ n: 2 });
    expect(stored(store)).to.deep.include({ revision: 2, snapshot: { n: 2 } });
    expect(persistence.read(persistence.stored())).to.deep.equal({ ok: true, snapshot: { n: 2 }, revision: 2 });
  });

  it('reads a save of another game, another version or no JSON as the kit says why', () => {
    const { persistence } = board(memoryStore());
    expect(persistence.read(null)).to.include({ ok: false, reason: 'missing' });
    expect(persistence.read('{')).to.include({ ok: false, reason: 'corrupt' });
    expect(persistence.read(JSON.stringify(wrapSnapshot('other', 1, {})))).to.include({ ok: false, reason: 'other-game' });
    expect(persistence.read(JSON.stringify(wrapSnapshot('step', 2, {})))).to.include({ ok: false, reason: 'other-version' });
  });

  it('keeps nothing without a key, and nothing (without throwing) when storage throws', () => {
    const store = memoryStore();
    const { persistence } = board(store, '  ');
    persistence.save({ n: 1 });
    expect(store.data.size).to.equal(0);
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const broken = board(throwing).persistence;
    expect(broken.available).to.equal(false);
    broken.save({ n: 1 });
    expect(broken.stored()).to.equal(null);
  });

  it('a new game removes the save and goes on counting from it, so another tab still on the old game sees it is newer', () => {
    const store = memoryStore();
    const { persistence } = board(store);
    persistence.save({ n: 1 });
    persistence.save({ n: 2 });
    persistence.clear();
    expect(store.getItem('vg-persist')).to.equal(null);
    persistence.save({ n: 0 });
    expect(stored(store).revision).to.equal(3);
  });
});

describe('Persistence: two tabs on one key', () => {
  it('a newer save written elsewhere stops the writes until the reader chooses; "Keep this one" writes over it', () => {
    const store = memoryStore();
    const { persistence, conflicts } = board(store);
    persistence.save({ n: 1 });
    otherTab(store, 5);
    expect(persistence.conflict).to.equal(true);
    expect(conflicts()).to.equal(1);
    persistence.save({ n: 2 });
    expect(stored(store).snapshot, 'never overwritten unasked').to.deep.equal({ theirs: true });
    persistence.keep();
    expect(persistence.conflict).to.equal(false);
    persistence.save({ n: 2 }, true);
    expect(stored(store)).to.deep.include({ revision: 6, snapshot: { n: 2 } });
  });

  it('finds a newer save at its next write even without the event (the other tab wrote while this one was away)', () => {
    const store = memoryStore();
    const { persistence, conflicts } = board(store);
    persistence.save({ n: 1 });
    store.setItem('vg-persist', JSON.stringify(wrapSnapshot(GAME.id, GAME.snapshotVersion, { theirs: true }, 4)));
    persistence.save({ n: 2 });
    expect(conflicts()).to.equal(1);
    expect(stored(store).snapshot).to.deep.equal({ theirs: true });
  });

  it('"Load it" hands back the other tab’s save and ends the conflict; restoring it makes it this board’s own', () => {
    const store = memoryStore();
    const { persistence } = board(store);
    expect(persistence.takeOther(), 'no conflict, nothing to load').to.equal(undefined);
    persistence.save({ n: 1 });
    const theirs = otherTab(store, 3);
    const text = persistence.takeOther();
    expect(text).to.equal(theirs);
    expect(persistence.conflict).to.equal(false);
    persistence.restored(text!, 3);
    persistence.save({ n: 4 });
    expect(stored(store)).to.deep.include({ revision: 4, snapshot: { n: 4 } });
  });

  it('an older save, its own, a save of another key, or one while the board plays no game of its own begins no conflict', () => {
    const store = memoryStore();
    let playing = false;
    const { persistence, host } = board(store, 'vg-persist', () => playing);
    persistence.save({ n: 1 });
    persistence.save({ n: 2 });
    otherTab(store, 1);
    otherTab(store, 9, 'vg-other');
    otherTab(store, 9);
    expect(persistence.conflict, 'not playing').to.equal(false);
    playing = true;
    host.disconnect();
    otherTab(store, 10);
    expect(persistence.conflict, 'detached: not listening').to.equal(false);
    host.connect();
    otherTab(store, 11);
    expect(persistence.conflict).to.equal(true);
  });

  it('a save it could not restore is its own to replace: the new game is written over it, with no conflict', () => {
    const store = memoryStore();
    const { persistence, conflicts } = board(store);
    const unreadable = JSON.stringify(wrapSnapshot(GAME.id, GAME.snapshotVersion, { broken: true }, 7));
    store.setItem('vg-persist', unreadable);
    persistence.unrestorable(unreadable);
    persistence.save({ n: 0 });
    expect(conflicts()).to.equal(0);
    expect(stored(store)).to.deep.include({ revision: 8, snapshot: { n: 0 } });
  });
});
