import { expect } from '@open-wc/testing';
import { PlaybackController, type PlaybackStage } from './playback.js';
import { TestHost as Host } from './controller.test-helpers.js';

/** A stage whose plays finish when the test says, and a record of what the controller told it and the board. */
function setUp(options: { rendered?: () => boolean } = {}) {
  const host = new Host();
  const said: string[] = [];
  const finishers: (() => void)[] = [];
  const stage: PlaybackStage<string> = {
    start: (play) => {
      if (options.rendered && !options.rendered()) return undefined;
      said.push(`start ${play}`);
      return new Promise<void>((resolve) => finishers.push(resolve));
    },
    failed: (error) => said.push(`failed ${String((error as Error).message)}`),
    cleared: () => said.push('cleared'),
    settled: (play) => said.push(`settled ${play}`),
  };
  const playback = new PlaybackController(host, stage, () => said.push('ended'));
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { host, said, finishers, playback, flush };
}

describe('PlaybackController', () => {
  it('plays a queued move after the next update, busy until it has played, then releases the board and the stage in order', async () => {
    const { host, said, finishers, playback, flush } = setUp();
    playback.queue('bowl 1');
    expect(playback.playing).to.equal(true);
    expect(playback.busy).to.equal(true);
    expect(said).to.deep.equal([]);
    host.updated();
    await flush();
    expect(said).to.deep.equal(['start bowl 1']);
    finishers[0]();
    await flush();
    expect(playback.busy).to.equal(false);
    expect(said).to.deep.equal(['start bowl 1', 'cleared', 'ended', 'settled bowl 1']);
  });

  it('waits for the stage to render: a start that returns nothing is tried again after the next update', async () => {
    let rendered = false;
    const { host, said, playback, flush } = setUp({ rendered: () => rendered });
    playback.queue('placement');
    host.updated();
    await flush();
    expect(said).to.deep.equal([]);
    rendered = true;
    host.updated();
    host.updated();
    await flush();
    expect(said, 'started once, after the update').to.deep.equal(['start placement']);
    expect(playback.playing).to.equal(true);
  });

  it('a play that throws is reported and ends as if it had played', async () => {
    const host = new Host();
    const said: string[] = [];
    const playback = new PlaybackController<string>(
      host,
      {
        start: () => Promise.reject(new Error('frame 3')),
        failed: (error) => said.push(`failed ${(error as Error).message}`),
        settled: (play) => said.push(`settled ${play}`),
      },
      () => said.push('ended'),
    );
    playback.queue('tilt');
    host.updated();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(said).to.deep.equal(['failed frame 3', 'ended', 'settled tilt']);
    expect(playback.playing).to.equal(false);
  });

  it('stop ends the play at once: the board is told, the stage is cleared, not settled, and the old play changes nothing when it finishes', async () => {
    const { host, said, finishers, playback, flush } = setUp();
    playback.queue('old');
    host.updated();
    await flush();
    playback.stop();
    expect(playback.playing).to.equal(false);
    expect(said).to.deep.equal(['start old', 'cleared', 'ended']);
    finishers[0]();
    await flush();
    expect(said).to.deep.equal(['start old', 'cleared', 'ended']);
    playback.stop();
    expect(said.length, 'a stop with nothing playing tells nobody').to.equal(3);
  });

  it('taking the board out of the page stops the play and its pauses', async () => {
    const host = new Host();
    const said: string[] = [];
    const playback: PlaybackController<number> = new PlaybackController<number>(
      host,
      {
        start: async (steps, live) => {
          for (let step = 0; step < steps; step++) {
            said.push(`step ${step}`);
            await playback.pause(60_000);
            if (!live()) return;
          }
        },
        failed: () => said.push('failed'),
        settled: () => said.push('settled'),
      },
      () => said.push('ended'),
    );
    playback.queue(3);
    host.updated();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(said).to.deep.equal(['step 0']);
    host.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(said, 'no further step, no settle after the stop').to.deep.equal(['step 0', 'ended']);
    expect(playback.busy).to.equal(false);
  });

  it('holds the game while a move is resolved, and passes the result through', async () => {
    const { host, playback } = setUp();
    let answer!: (value: number) => void;
    const resolved = playback.resolve(new Promise<number>((resolve) => (answer = resolve)));
    expect(playback.resolving).to.equal(true);
    expect(playback.busy).to.equal(true);
    expect(playback.playing).to.equal(false);
    const before = host.updates;
    answer(42);
    expect(await resolved).to.equal(42);
    expect(playback.busy).to.equal(false);
    expect(host.updates).to.be.greaterThan(before);
    const failed = playback.resolve(Promise.reject(new Error('worker gone')));
    expect(playback.resolving).to.equal(true);
    let caught = '';
    await failed.catch((error: Error) => (caught = error.message));
    expect(caught).to.equal('worker gone');
    expect(playback.resolving).to.equal(false);
  });
});
