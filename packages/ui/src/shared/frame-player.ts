/**
 * Plays recorded physics frames with requestAnimationFrame, interpolated to the display's rate: the
 * pattern of See-Saw's ship (viking-seesaw-ship.ts), shared so every physics game plays its recording the
 * same way. A page that is hidden draws no frames: on return the playback goes on from where it stopped
 * (no move goes unseen) instead of jumping to its end.
 */

/** A playback under way: `done` resolves when the last frame has shown (or when it was stopped). */
export interface FramePlayback {
  readonly done: Promise<void>;
  /** Stops at once: draws the last frame and resolves `done`. */
  finish(): void;
}

export interface FramePlayerOptions {
  /** Recorded frames per second of simulated time. */
  readonly fps: number;
  /** The longest the playback may take (ms): a long recording plays faster to fit. */
  readonly maxMs?: number;
  /** Pause on the last frame before `done` (ms). */
  readonly holdMs?: number;
  /**
   * Called when drawing a frame threw: the playback ends there (the last frame drawn if it can be) and `done`
   * resolves, so a caller waiting for it never hangs. Default: `console.error`.
   */
  readonly onError?: (error: unknown) => void;
}

/**
 * Plays `count` frames: `draw(index, f)` shows frame `index` blended by `f` (0 to 1) towards the next.
 * With `count` 0 or 1, or `instant`, draws the last frame and resolves at once.
 */
export function playFrames(count: number, draw: (index: number, f: number) => void, options: FramePlayerOptions, instant = false): FramePlayback {
  const last = Math.max(0, count - 1);
  let resolve!: () => void;
  const done = new Promise<void>((r) => (resolve = r));
  let raf = 0;
  let over = false;
  const failed = (error: unknown) => (options.onError ? options.onError(error) : console.error('viking-games: a frame of a playback threw', error));
  const finish = () => {
    if (over) return;
    over = true;
    cancelAnimationFrame(raf);
    try {
      if (count > 0) draw(last, 0);
    } catch (error) {
      failed(error);
    }
    resolve();
  };
  if (instant || count <= 1 || typeof requestAnimationFrame !== 'function') {
    finish();
    return { done, finish };
  }
  const natural = (last / options.fps) * 1000;
  const rate = options.maxMs && natural > options.maxMs ? (last * 1000) / options.maxMs : options.fps;
  const hold = options.holdMs ?? 200;
  let start = 0;
  let previous = 0;
  const tick = (now: number) => {
    try {
      step(now);
    } catch (error) {
      failed(error);
      finish();
    }
  };
  const step = (now: number) => {
    if (over) return;
    if (!start) start = previous = now;
    // Hidden pages draw no frames: on return, go on from where it stopped.
    if (now - previous > 250) start += now - previous - 1000 / 60;
    previous = now;
    const position = ((now - start) / 1000) * rate;
    if (position >= last) {
      draw(last, 0);
      if (position >= last + (hold / 1000) * rate) {
        finish();
        return;
      }
    } else {
      const index = Math.floor(position);
      draw(index, position - index);
    }
    raf = requestAnimationFrame(tick);
  };
  raf = requestAnimationFrame(tick);
  return { done, finish };
}
