import { expect } from '@esm-bundle/chai';
import { assign, createActor, setup } from 'xstate';
import { memoryStore, safeStore, savedRevision, unwrapSnapshot, wrapSnapshot } from './persistence.js';
import { parseSeats, SeatParseError, makePlayers } from './seats.js';
import { rollDie, seedRng, shuffle, withRng } from './rng.js';
import { replay, PlayoutError } from './playout.js';

describe('Seeded randomness', () => {
  it('gives the same rolls for the same seed and state, different for another seed', () => {
    const roll = (seed: number) => withRng(seedRng(seed), (rng) => Array.from({ length: 10 }, () => rollDie(rng)))[0];
    expect(roll(7)).to.deep.equal(roll(7));
    expect(roll(7)).to.not.deep.equal(roll(8));
  });

  it('continues the same sequence from a JSON round-tripped state', () => {
    const [, state] = withRng(seedRng(3), (rng) => rollDie(rng));
    const restored = JSON.parse(JSON.stringify(state)) as number[];
    expect(withRng(restored, (rng) => shuffle(rng, [1, 2, 3, 4, 5, 6]))).to.deep.equal(withRng(state, (rng) => shuffle(rng, [1, 2, 3, 4, 5, 6])));
  });

  it('rolls only faces 1 to 6', () => {
    const [faces] = withRng(seedRng(1), (rng) => new Set(Array.from({ length: 600 }, () => rollDie(rng))));
    expect([...faces].sort()).to.deep.equal([1, 2, 3, 4, 5, 6]);
  });

  it('gives neighbouring seeds unrelated first rolls', () => {
    // The first two rolls of xoroshiro128+ seeded with small integers used to share their parity.
    const sameParity = Array.from({ length: 200 }, (_, seed) => withRng(seedRng(seed), (rng) => rollDie(rng) % 2 === rollDie(rng) % 2)[0]).filter(
      Boolean,
    ).length;
    expect(sameParity).to.be.within(70, 130);
  });

  it('refuses a seed that is not a number', () => {
    expect(() => seedRng(Number.NaN)).to.throw(RangeError);
  });
});

describe('Seats', () => {
  it('parses humans and bots with levels', () => {
    expect(parseSeats('human, heuristic:3,random', ['random', 'heuristic'])).to.deep.equal([
      { kind: 'human' },
      { kind: 'bot', bot: 'heuristic', level: 3 },
      { kind: 'bot', bot: 'random', level: 2 },
    ]);
  });

  it('names the bad token', () => {
    expect(() => parseSeats('human,wizard', ['random'])).to.throw(SeatParseError, /wizard/);
    expect(() => parseSeats('random:9', ['random'])).to.throw(SeatParseError, /level/);
  });

  it('gives default names and distinct colours', () => {
    const players = makePlayers(parseSeats('human,random', ['random']), ['', 'Astrid']);
    expect(players.map((p) => p.name)).to.deep.equal(['Player 1', 'Astrid']);
    expect(players[0].colour).to.not.equal(players[1].colour);
  });
});

describe('Persistence', () => {
  const text = JSON.stringify(wrapSnapshot('wikingerschafe', 1, { value: 'x' }));

  it('restores a snapshot of the same game and version', () => {
    expect(unwrapSnapshot(text, 'wikingerschafe', 1)).to.deep.equal({ ok: true, snapshot: { value: 'x' }, revision: 0 });
  });

  it('reads the revision of a save (0 when it has none or a bad one), and none of a save of another game or version', () => {
    const revised = JSON.stringify(wrapSnapshot('wikingerschafe', 1, { value: 'x' }, 7));
    expect(unwrapSnapshot(revised, 'wikingerschafe', 1)).to.deep.equal({ ok: true, snapshot: { value: 'x' }, revision: 7 });
    expect(savedRevision(revised, 'wikingerschafe', 1)).to.equal(7);
    expect(savedRevision(text, 'wikingerschafe', 1)).to.equal(0);
    expect(savedRevision(JSON.stringify({ ...JSON.parse(revised), revision: 'many' }), 'wikingerschafe', 1)).to.equal(0);
    expect(savedRevision(revised, 'wikingerschafe', 2)).to.equal(undefined);
    expect(savedRevision(revised, 'viking-seesaw', 1)).to.equal(undefined);
    expect(savedRevision('{not json', 'wikingerschafe', 1)).to.equal(undefined);
    expect(savedRevision(null, 'wikingerschafe', 1)).to.equal(undefined);
  });

  it('says why it will not restore', () => {
    expect(unwrapSnapshot(null, 'wikingerschafe', 1)).to.include({ ok: false, reason: 'missing' });
    expect(unwrapSnapshot('{not json', 'wikingerschafe', 1)).to.include({ ok: false, reason: 'corrupt' });
    expect(unwrapSnapshot('{"a":1}', 'wikingerschafe', 1)).to.include({ ok: false, reason: 'corrupt' });
    expect(unwrapSnapshot(text, 'viking-seesaw', 1)).to.include({ ok: false, reason: 'other-game' });
    expect(unwrapSnapshot(text, 'wikingerschafe', 2)).to.include({ ok: false, reason: 'other-version' });
  });

  it('degrades to no persistence when storage throws', () => {
    const store = safeStore(() => {
      throw new Error('SecurityError: denied');
    });
    expect(store.available).to.equal(false);
    store.setItem('k', 'v');
    expect(store.getItem('k')).to.equal(null);
    const quota = safeStore(() => ({
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new Error('quota');
      },
    }));
    expect(quota.available).to.equal(false);
  });

  it('keeps values in a memory store', () => {
    const store = safeStore(() => memoryStore());
    store.setItem('k', 'v');
    expect(store.getItem('k')).to.equal('v');
  });
});

describe('Replay', () => {
  const counter = setup({ types: { context: {} as { n: number }, events: {} as { type: 'inc' } | { type: 'noop' } } }).createMachine({
    context: { n: 0 },
    on: { inc: { guard: ({ context }) => context.n < 2, actions: assign({ n: ({ context }) => context.n + 1 }) } },
  });

  it('replays an event log to the same context', () => {
    expect(replay(counter, undefined, [{ type: 'inc' }, { type: 'inc' }]).context.n).to.equal(2);
  });

  it('fails on an event the machine refuses', () => {
    expect(() => replay(counter, undefined, [{ type: 'inc' }, { type: 'inc' }, { type: 'inc' }])).to.throw(PlayoutError, /event 2/);
  });

  it('keeps the same snapshot object when an event is refused', () => {
    const actor = createActor(counter).start();
    const before = actor.getSnapshot();
    actor.send({ type: 'noop' });
    expect(actor.getSnapshot()).to.equal(before);
  });
});
