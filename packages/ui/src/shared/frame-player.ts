/**
 * Plays recorded physics frames with requestAnimationFrame, interpolated to the display's rate: the one frame
 * player of the physics games (See-Saw's ship, viking-seesaw-ship.ts; Valley's square, viking-valley-square.ts),
 * so every physics game plays its recording the same way. A page that is hidden draws no frames: on return the
 * playback goes on from where it stopped (no move goes unseen) instead of jumping to its end.
 */

/**
 * How long a playback waits for a frame callback while the page is shown (ms): a browser (or a host page's
 * code) that drops `requestAnimationFrame` callbacks would otherwise leave the move playing for ever.
 */
export const FRAME_WATCHDOG_MS = 1000;

/** The dropped-frames warning is written once per page. */
// eslint-disable-next-line no-restricted-syntax -- page-wide by nature: one warning per page, whichever board meets it
let warnedStalled = false;

/** A watch on an animation's frame callbacks: {@link FrameWatchdog.fed} after each request, {@link FrameWatchdog.stop} at the end. */
export interface FrameWatchdog {
  /** A frame was requested: the watch starts again from now. */
  fed(): void;
  stop(): void;
}

/**
 * Ends an animation whose frame callbacks stopped coming: `stalled` is called when no {@link FrameWatchdog.fed}
 * came for {@link FRAME_WATCHDOG_MS} while the page was shown, after one console warning per page. A hidden page
 * draws no frames on purpose: the watch waits until it is shown again.
 */
export function watchFrames(stalled: () => void): FrameWatchdog {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    if (document.visibilityState === 'hidden') {
      timer = setTimeout(check, FRAME_WATCHDOG_MS);
      return;
    }
    timer = undefined;
    if (!warnedStalled) {
      warnedStalled = true;
      console.warn(`viking-games: an animation got no frame for ${FRAME_WATCHDOG_MS} ms (requestAnimationFrame did not call back); showing the move's end.`);
    }
    stalled();
  };
  return {
    fed() {
      clearTimeout(timer);
      timer = setTimeout(check, FRAME_WATCHDOG_MS);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** A playback under way: `done` resolves when the last frame has shown (or when it was stopped). */
export interface FramePlayback {
  readonly done: Promise<void>;
  /** Stops at once: draws the last frame and resolves `done`. */
  finish(): void;
}

export interface FramePlayerOptions {
  /** Recorded frames per second of simulated time. */
  readonly fps: number;
  /** Plays at least this many times faster than recorded (default 1). */
  readonly speed?: number;
  /** The longest the frames may take to play (ms): a long recording plays faster to fit. */
  readonly maxMs?: number;
  /** A lead-in before the frames move (ms; default 0): frame 0 is drawn meanwhile, `draw`'s `lead` going from 0 to 1 (See-Saw lowers the piece onto the deck). */
  readonly leadMs?: number;
  /** Pause on the last frame before `done` (ms). */
  readonly holdMs?: number;
  /**
   * Called when drawing a frame threw: the playback ends there (the last frame drawn if it can be) and `done`
   * resolves, so a caller waiting for it never hangs. Default: `console.error`.
   */
  readonly onError?: (error: unknown) => void;
}

/**
 * Plays `count` frames: `draw(index, f, lead)` shows frame `index` blended by `f` (0 to 1) towards the next,
 * `lead` (0 to 1) being how far the lead-in has gone (1 without one: see {@link FramePlayerOptions.leadMs}).
 * With `count` 0 or 1, or `instant`, draws the last frame and resolves at once.
 */
export function playFrames(count: number, draw: (index: number, f: number, lead: number) => void, options: FramePlayerOptions, instant = false): FramePlayback {
  const last = Math.max(0, count - 1);
  let resolve!: () => void;
  const done = new Promise<void>((r) => (resolve = r));
  let raf = 0;
  let over = false;
  // Declared before `finish`, which stops it; fed with each frame requested.
  const watchdog = watchFrames(() => finish());
  const failed = (error: unknown) => (options.onError ? options.onError(error) : console.error('viking-games: a frame of a playback threw', error));
  const finish = () => {
    if (over) return;
    over = true;
    watchdog.stop();
    if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(raf);
    try {
      if (count > 0) draw(last, 0, 1);
    } catch (error) {
      failed(error);
    }
    resolve();
  };
  if (instant || count <= 1 || typeof requestAnimationFrame !== 'function') {
    finish();
    return { done, finish };
  }
  const fps = options.fps * (options.speed ?? 1);
  const natural = (last / fps) * 1000;
  const rate = options.maxMs && natural > options.maxMs ? (last * 1000) / options.maxMs : fps;
  const hold = options.holdMs ?? 200;
  const leadMs = options.leadMs ?? 0;
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
    const elapsed = now - start;
    const lead = leadMs > 0 ? Math.min(1, elapsed / leadMs) : 1;
    const position = Math.max(0, ((elapsed - leadMs) / 1000) * rate);
    if (position >= last) {
      draw(last, 0, lead);
      if (position >= last + (hold / 1000) * rate) {
        finish();
        return;
      }
    } else {
      const index = Math.floor(position);
      draw(index, position - index, lead);
    }
    next();
  };
  const next = () => {
    watchdog.fed();
    raf = requestAnimationFrame(tick);
  };
  next();
  return { done, finish };
}
