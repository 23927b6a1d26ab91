import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The board's first view in two slices, held by `GameBoardElement` as a field (issue 27, first load): the first
 * update draws the chrome and the prompt only ({@link body} stands in for the table), so the page paints them in its
 * first frame; the game's table (the large templates, their parts' elements, their style and layout) comes in a task
 * of its own after that paint. {@link complete} makes the board's `updateComplete` wait for the table. The first
 * update itself waits for a task of its own ({@link schedule}), out of the one that evaluated the game's script.
 */
export class TableSlices implements ReactiveController {
  #shown = false;
  /** Resolves once the table has been asked for (the frame after the first paint, or 100 ms, in a hidden tab). */
  private due?: Promise<void>;
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
    this.due ??= new Promise<void>((resolve) => {
      const show = (): void => {
        if (this.#shown) return;
        this.#shown = true;
        this.host.requestUpdate();
        resolve();
      };
      // After the frame that painted the chrome (rAF, then a task); a hidden tab draws no frames: the timer.
      if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(show, 0));
      setTimeout(show, 100);
    });
  }

  /** The host's `updateComplete` (`update`), once the table is drawn too. */
  async complete(update: () => Promise<boolean>): Promise<boolean> {
    let done = await update();
    while (!this.#shown && this.due) {
      await this.due;
      done = await update();
    }
    return done;
  }
}
