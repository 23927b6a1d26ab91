import { html, type ReactiveController, type ReactiveControllerHost, type ReactiveElement, type TemplateResult } from 'lit';

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Main-thread time (ms) the parts of the first table may take in one task before the pump yields (issue 27: no task over 50 ms). */
const SLICE_MS = 12;

/** Resolves in the task after the browser's next frame (rAF, then a task); a hidden tab draws no frames: after 100 ms. */
const afterFrame = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

/**
 * Yields to the browser: `scheduler.yield()` where it exists (the rest of the pump keeps its place in the queue),
 * else a task of its own; input and a frame may come between.
 */
const yieldTask = (): Promise<void> => (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ?? nextTask();

/** An element of the table waiting for its first update (a Lit element: a Location, a ship, a die, the log). */
type Part = ReactiveElement & { scheduleUpdate(): void | Promise<unknown> };

/**
 * The board's first view in slices, held by `GameBoardElement` as a field (issue 27, first load): the first update
 * draws the chrome and the prompt only ({@link body} stands in for the table), so the page paints them in its first
 * frame; the game's table comes in a task of its own after that paint, and its parts (every element of its own in
 * it, and theirs in turn: Locations, ships, dice, trays, the log) draw after it, a few at a time, each batch in a task
 * of its own of at most about {@link SLICE_MS} ms, so the browser may paint and answer input between them. Later
 * updates, and parts made later, are Lit's as ever. {@link complete} makes the board's `updateComplete` wait for the
 * table and every part of it. The first update itself waits for a task of its own ({@link schedule}), out of the one
 * that evaluated the game's script.
 */
export class TableSlices implements ReactiveController {
  #shown = false;
  /** Resolves once the table has been asked for (the frame after the first paint, or 100 ms, in a hidden tab). */
  private due?: Promise<void>;
  /** Resolves once the first table's parts are all drawn (see {@link #gate}). */
  #partsDrawn?: Promise<void>;
  /** The first updates of the first table's parts still held back, in the order of the page: each call draws one. */
  readonly #waiting: (() => Promise<unknown>)[] = [];
  /** The host's first update was scheduled (see {@link schedule}). */
  private scheduled = false;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /**
   * The host's `scheduleUpdate`: its first update (the game's start and the chrome) waits for a task of its own, so
   * the task that evaluated the game's script and defined the element (or added the board) does not hold it too
   * (issue 27: at 4x that task held both, 280-290 ms).
   */
  schedule(update: () => void | Promise<unknown>): void | Promise<unknown> {
    if (this.scheduled) return update();
    this.scheduled = true;
    return nextTask().then(update);
  }

  /** The table is drawn (it was due), not the placeholder. */
  get shown(): boolean {
    return this.#shown;
  }

  /** The table's place in the frame: `body` once it is due, an empty placeholder before. */
  body(body: TemplateResult): TemplateResult {
    return this.#shown ? body : html`<div class="table-due"></div>`;
  }

  hostUpdated(): void {
    if (this.#shown && !this.#partsDrawn) this.#partsDrawn = this.#drawParts();
    // After the frame that painted the chrome.
    this.due ??= afterFrame().then(() => {
      this.#shown = true;
      this.host.requestUpdate();
    });
  }

  /**
   * Holds back the first update of every element in `root` that waits for it (its constructor asked, in this task;
   * Lit calls `scheduleUpdate` a microtask later), queued first, in the order of the page. Once one draws, its own
   * parts are held back in turn, queued next.
   */
  #gate(root: ParentNode): void {
    const found: (() => Promise<unknown>)[] = [];
    for (const el of root.querySelectorAll('*')) {
      const part = el as Partial<Part>;
      if (!part.isUpdatePending || part.hasUpdated || !part.scheduleUpdate) continue;
      const own = part.scheduleUpdate;
      let go!: () => void;
      const released = new Promise<void>((resolve) => (go = resolve));
      // Its first update, once released: Lit's own (as the class has it, synchronous), and at once, before a
      // microtask lets them ask, the parts it made are held back in turn.
      const drawn = released.then(() => {
        delete (part as { scheduleUpdate?: unknown }).scheduleUpdate;
        const result = own.call(part);
        if (part.renderRoot) this.#gate(part.renderRoot);
        return result;
      });
      // Lit awaits what scheduleUpdate returns before it reports the update done.
      part.scheduleUpdate = () => drawn;
      found.push(() => (go(), drawn));
    }
    this.#waiting.unshift(...found);
  }

  /** The first table was just drawn: its parts draw a few at a time, in tasks of their own (see the class). */
  async #drawParts(): Promise<void> {
    const root = (this.host as ReactiveControllerHost & Partial<ReactiveElement>).renderRoot;
    if (!root) return;
    this.#gate(root);
    // The first slice after a frame: a table drawn before the chrome's first paint (the 100 ms timer) lets it paint.
    await afterFrame();
    while (this.#waiting.length) {
      const start = performance.now();
      do {
        // A part whose update throws rejects its own updateComplete, as Lit's would; the others still draw.
        await this.#waiting
          .shift()?.()
          .catch(() => undefined);
      } while (this.#waiting.length && performance.now() - start < SLICE_MS);
      await yieldTask();
    }
  }

  /** The host's `updateComplete` (`update`), once the table is drawn too, and each of its parts. */
  async complete(update: () => Promise<boolean>): Promise<boolean> {
    let done = await update();
    while (!this.#shown && this.due) {
      await this.due;
      done = await update();
    }
    if (this.#partsDrawn) {
      await this.#partsDrawn;
      done = await update();
    }
    return done;
  }
}
