import { expect } from '@open-wc/testing';
import { playFrames } from './frame-player.js';

describe('playFrames (the one frame player of the physics games)', () => {
  it('a lead-in draws the first frame while its lead goes from 0 to 1, then the frames play to the last one', async () => {
    const drawn: [number, number, number][] = [];
    const playback = playFrames(4, (index, f, lead) => drawn.push([index, f, lead]), { fps: 60, leadMs: 120, holdMs: 0 });
    await playback.done;
    const leadIn = drawn.filter(([index, f]) => index === 0 && f === 0);
    expect(leadIn.length, 'frames drawn in the lead-in').to.be.greaterThan(1);
    expect(leadIn[0][2]).to.be.lessThan(1);
    // The lead only grows, and the frames move only once it is over.
    drawn.forEach(([, , lead], i) => expect(lead).to.be.at.least(i ? drawn[i - 1][2] : 0));
    for (const [index, f, lead] of drawn) if (index > 0 || f > 0) expect(lead).to.equal(1);
    expect(drawn.at(-1)).to.deep.equal([3, 0, 1]);
  });

  it('without a lead-in every frame is drawn with lead 1 (as Valley plays its bowls)', async () => {
    const drawn: number[] = [];
    await playFrames(3, (_index, _f, lead) => drawn.push(lead), { fps: 60, holdMs: 0 }).done;
    expect(drawn.length).to.be.greaterThan(0);
    expect(drawn.every((lead) => lead === 1)).to.equal(true);
  });

  it('a frame that throws ends the playback: the error goes to onError and `done` resolves', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const playback = playFrames(
      5,
      () => {
        calls += 1;
        if (calls === 2) throw new Error('injected');
      },
      { fps: 60, leadMs: 50, onError: (error) => errors.push(error) },
    );
    await playback.done;
    expect(errors.map((e) => (e as Error).message)).to.deep.equal(['injected']);
  });
});
