/**
 * The guided first game on a board: see {@link TutorialController}. The script is core data (`Tutorial`, kit
 * `tutorial.ts`; each game's `<game>.tutorial.ts`); this file shows it.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import {
  botStepMove,
  countedSteps,
  matchesMove,
  stepKind,
  type MoveStep,
  type BotStep,
  type StepFlow,
  type RngState,
  type TableOptions,
  type Tutorial,
  type TutorialStep,
} from '@viking-games/core/kit';
import { sharedMessages, type Locale } from './i18n.js';
import type { TutorialEndDetail } from './game-events.js';

import { tutorialKey } from './tutorial-key.js';
import { showBoardStart } from './reveal.js';

export { tutorialKey };

/** What the controller needs of its board (the board hands it in: composition, not inheritance). */
export interface TutorialHost<TMove extends { type: string }> {
  /** The board's id of its game (`wikingerschafe`): the storage key and the event's detail. */
  readonly game: string;
  /** Loads the game's tutorial; undefined when the game has none. */
  load: (() => Promise<Tutorial<TMove>>) | undefined;
  /** Starts a new game from the board's table (the tutorial's while one runs: {@link TutorialController.table}). */
  newGame(): void;
  /** The running game as saved (to go back to after a skip); undefined before the first game. */
  persisted(): unknown;
  /** Continues the game saved before the tutorial began. */
  resume(persisted: unknown): void;
  /** A bot waiting for its step may move now. */
  wakeBots(): void;
  /** The running game's machine context (a step's `when`, `again` and bot rule read it); undefined before the first game. */
  context(): unknown;
  /** A move still plays on the board (a physics game's animation): the next step waits for {@link TutorialController.shown}. */
  playing(): boolean;
  /**
   * The sentence of a step's key in the reader's language (the game's `tutorial` messages), worded from `values` (the
   * step's numbers read from the game now, `StepFlow.values`) where the sentence names a count.
   */
  say(key: string, values?: Readonly<Record<string, number>>): string;
  /** The board's prompt now: who acts and what they may do ("Freya: nothing fell. Bowl again!"). */
  prompt(): string;
  /** The reader's language. */
  locale(): Locale;
  /** Tells a screen reader. */
  announce(text: string): void;
  /** Where the board draws (its shadow root): the steps' `point` selectors are matched there and in its children's. */
  readonly root: () => ParentNode;
  /** The tutorial began or ended (the board reflects it in its `tutorial` attribute). */
  changed(active: boolean): void;
}

/** Space between the pointed control, the bubble and the screen's edge (CSS px). */
const GAP = 8;

/** The screen's size and the edges the bubble keeps within across it (CSS px from the screen's left). */
interface View {
  readonly width: number;
  readonly height: number;
  /** The leftmost and rightmost x the bubble may reach. */
  readonly left: number;
  readonly right: number;
}

/**
 * The screen, and across it the edges of the board's frame (the bubble's positioned parent), `GAP` inside its border
 * where the bubble is narrow enough, and on the screen: the bubble centred on a control near the board's side stayed
 * on the screen but stood out past the frame (issue 26: Wikingerschafe's Location 2 at the right, Wilde Wikinger's
 * Nessie at the left, on a 360 px phone).
 */
function within(bubble: HTMLElement, width: number, height: number): View {
  const parent = bubble.offsetParent;
  if (!parent) return { width, height, left: GAP, right: width - GAP };
  const frame = parent.getBoundingClientRect();
  const inner = { left: frame.left + parent.clientLeft, right: frame.left + parent.clientLeft + parent.clientWidth };
  const inset = Math.max(0, Math.min(GAP, (inner.right - inner.left - bubble.getBoundingClientRect().width) / 2));
  return { width, height, left: Math.max(GAP, inner.left + inset), right: Math.min(width - GAP, inner.right - inset) };
}

/** The elements matching `selector` in `root` and in every shadow root below it, in document order. */
function deepQuery(root: ParentNode, selector: string): HTMLElement[] {
  const found: HTMLElement[] = [...root.querySelectorAll<HTMLElement>(selector)];
  for (const element of root.querySelectorAll('*')) if (element.shadowRoot) found.push(...deepQuery(element.shadowRoot, selector));
  return found;
}

/** The first element shown on screen (it has a size) that matches one of `selectors`, tried in order. */
export function findPointed(root: ParentNode, selectors: string | readonly string[] | undefined): HTMLElement | undefined {
  for (const selector of typeof selectors === 'string' ? [selectors] : (selectors ?? [])) {
    const shown = deepQuery(root, selector).find((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    if (shown) return shown;
  }
  return undefined;
}

/**
 * "Learn to play": a guided first game on the board, held by `GameBoardElement` through its {@link LazyTutorial}
 * field (this file is a chunk of its own, loaded on the first start). While a tutorial
 * runs, the board plays the tutorial's table (seed and seats chosen so the dice and cards fall as the lesson
 * needs) without saving it, and this controller
 * - shows the step's sentence in a bubble (part `tutorial`) beside the control it points at, which it rings
 *   (part `tutorial-target`) and scrolls into view so that both are on screen, at 360 x 740 too;
 * - lets through only the reader's expected move ({@link allows}): any other says where to look instead;
 * - plays the other seats' scripted moves at the bots' pace (the board's bots ask {@link botMove}) and holds
 *   them during an explanation ({@link botsMayMove}), which ends on "Next"; the sentence that describes the
 *   bots' moves stays after them, with "Next", until the reader goes on;
 * - offers "Skip tutorial" on every step (the game the reader had goes on) and, after the last step, "You are
 *   ready" with "Play a real game" (a new game of the board's own table); the finish is remembered in
 *   localStorage (`LazyTutorial.finished` reads it); `tutorial-end` fires either way, with `{ finished }`.
 * Positions are set as CSS custom properties through the CSSOM (`style.setProperty`): a strict CSP holds.
 */
export class TutorialController<TMove extends { type: string }> implements ReactiveController {
  private tutorial?: Tutorial<TMove>;
  private index = 0;
  /** The step's move was made and still plays on the board: the next step begins once it is shown. */
  private held = false;
  /**
   * The bots' scripted moves that a sentence described are made: the sentence stays, with "Next", until the
   * reader goes on (it went with the bots' last move, about 2 s after it came: too fast to read).
   */
  private reading = false;
  /**
   * The reader's step came again (`again`: a bowl that missed): the bubble also shows the board's prompt, which
   * says why, and is brought into view again with its control (on a phone the prompt itself may be above the screen).
   */
  private again = false;
  /** The move that made the step come again still plays: the bubble comes back into view once it is shown. */
  private againShown = false;
  /** The game before the tutorial, to go back to after a skip. */
  private before?: unknown;
  /** Why the reader's last move was not let through (until the next step). */
  private hint?: string;
  /** The element the bubble points at, as last placed (a new one is scrolled into view). */
  private pointed?: HTMLElement;
  /**
   * The bubble's height and the control's top in the page when {@link pointed} was scrolled into view: a bubble grown
   * since (a bot step's "Next" after its moves, a hint) or a control moved by the board's layout is scrolled for
   * again, else the bubble may no longer fit beside a tall control and cover it. A reader's own scroll moves neither.
   */
  private pointedHeight = 0;
  private pointedAt = 0;
  /** The control the page was last nudged for ({@link place}): once per control, never again against a reader's scroll. */
  private nudged?: HTMLElement;
  private frame = 0;
  /** The next placement may scroll (after an update: the pointed control may be a new one). */
  private mayScroll = false;
  /** While a tutorial runs: the pointed control may appear or move without an update of the board (a child element's own). */
  private watch?: ReturnType<typeof setInterval>;
  private readonly onViewport = (): void => this.schedule(false);

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly board: TutorialHost<TMove>,
  ) {
    host.addController(this);
  }

  /** True while a tutorial runs (its last "You are ready" included). */
  get active(): boolean {
    return !!this.tutorial;
  }

  /**
   * The tutorial's steps still run: a game that ended in it (See-Saw's last chest, Valley's empty hoard) keeps its
   * end screen closed until the last step, so the explanations after the last move are read over the final table and
   * the end screen, which would cover the bubble, opens with the tutorial's closing words in it ({@link closing}).
   */
  get holdsEnd(): boolean {
    return this.active && !this.done;
  }

  /** True after the last step: "You are ready". */
  private get done(): boolean {
    return !!this.tutorial && this.index >= this.tutorial.steps.length;
  }

  private get step(): TutorialStep<TMove> | undefined {
    return this.tutorial?.steps[this.index];
  }

  /** The table of the running tutorial (the board plays it instead of its attributes'); undefined when none runs. */
  table(): (TableOptions & { readonly names?: undefined }) | undefined {
    return this.tutorial?.table;
  }

  /** The position the running tutorial's game starts from (`Tutorial.position`); undefined when none runs or it has none. */
  position(): ((context: never) => unknown) | undefined {
    return this.tutorial?.position;
  }

  /**
   * Begins the tutorial: loads it, keeps the running game to go back to, and starts the tutorial's table.
   * A tutorial already running starts again from its first step.
   * @returns false when the game has no tutorial (or it could not be loaded)
   */
  async start(): Promise<boolean> {
    let tutorial: Tutorial<TMove> | undefined;
    try {
      tutorial = await this.board.load?.();
    } catch (error) {
      console.warn(`<${this.host.localName}>: the tutorial could not be loaded (${String(error)}).`);
    }
    if (!tutorial) return false;
    if (!this.tutorial) this.before = this.board.persisted();
    this.tutorial = tutorial;
    this.index = 0;
    this.held = false;
    this.reading = false;
    this.again = false;
    this.hint = undefined;
    this.pointed = undefined;
    this.board.changed(true);
    this.board.newGame();
    this.host.requestUpdate();
    this.board.announce(this.text());
    if (stepKind(tutorial.steps[0]) === 'next') void this.host.updateComplete.then(() => this.focusBubble());
    return true;
  }

  /** True when `move` may be made now: always without a tutorial; in one, only the step's expected move. */
  allows(move: TMove): boolean {
    const step = this.step;
    if (!this.tutorial) return true;
    if (step && stepKind(step) === 'move' && matchesMove((step as MoveStep<TMove>).expect, move)) return true;
    this.hint = sharedMessages(this.board.locale()).tutorialNotThis;
    this.board.announce(this.hint);
    this.host.requestUpdate();
    return false;
  }

  /** The board accepted a move (`by` whom): the step it ends is done, unless its `again` holds (then it comes again). */
  moved(move: TMove | undefined, by: 'human' | 'bot' | 'external'): void {
    const step = this.step;
    if (!step || !move) return;
    const kind = stepKind(step);
    if (!((kind === 'move' && by === 'human' && matchesMove((step as MoveStep<TMove>).expect, move)) || (kind === 'bot' && by === 'bot'))) return;
    if ((step as StepFlow<unknown>).again?.(this.board.context())) {
      this.hint = undefined;
      if (kind === 'move') {
        this.again = true;
        this.againShown = !this.board.playing();
        if (this.againShown) this.pointed = undefined;
      }
      if (kind === 'bot') this.board.wakeBots();
      this.host.requestUpdate();
      return;
    }
    // The next sentence ("The ship tipped") waits until the board has shown the move (the ship has settled).
    if (this.board.playing()) this.held = true;
    else this.finish();
  }

  /** A step is done: the next begins, unless the reader first reads what the bots just did ({@link reading}). */
  private finish(): void {
    if (!this.readFirst()) return this.advance();
    this.reading = true;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => this.focusBubble());
  }

  /**
   * True when a bot step ends whose sentence (its own, or the one of the bot step before it that it keeps) would
   * go with it: the next step says something else, or the tutorial ends.
   */
  private readFirst(): boolean {
    const steps = this.tutorial?.steps;
    const step = this.step;
    if (!steps || !step || stepKind(step) !== 'bot') return false;
    let spoken = this.index;
    while (spoken > 0 && !steps[spoken].say) spoken--;
    if (!steps[spoken].say || stepKind(steps[spoken]) !== 'bot') return false;
    let coming = this.index + 1;
    while (steps[coming] && (steps[coming] as StepFlow<unknown>).when?.(this.board.context()) === false) coming++;
    return !steps[coming] || !!steps[coming].say;
  }

  /** The board has shown the last move (its animation ended): a step held for it ends now. */
  shown(): void {
    if (this.again && !this.againShown) {
      this.againShown = true;
      this.pointed = undefined;
      this.host.requestUpdate();
    }
    if (!this.held) return;
    this.held = false;
    this.finish();
  }

  /** Bots move only on their own steps while a tutorial runs (never during an explanation or the reader's step). */
  botsMayMove(): boolean {
    const step = this.step;
    return !this.tutorial || (!this.held && !this.reading && !!step && stepKind(step) === 'bot');
  }

  /** A bot's move in a tutorial: the script's (undefined without a tutorial: the bot chooses). */
  botMove(choice: { readonly rng: RngState }): Promise<{ move: TMove; rng: RngState }> | undefined {
    if (!this.tutorial) return undefined;
    const step = this.step;
    // botsMayMove keeps bots still off their steps; were one asked anyway, it waits for its step.
    if (!step || stepKind(step) !== 'bot') return new Promise(() => undefined);
    return Promise.resolve({ move: botStepMove(step as BotStep<TMove>, this.board.context()), rng: choice.rng });
  }

  /** "Next" on an explanation, or after the bots' moves a sentence described. */
  next(): void {
    const step = this.step;
    if (this.reading || (step && stepKind(step) === 'next')) this.advance();
  }

  /** "Skip tutorial": the game the reader had before goes on (a new one when there was none). */
  skip(): void {
    if (!this.tutorial) return;
    const before = this.before;
    this.end(false);
    if (before !== undefined) this.board.resume(before);
    else this.board.newGame();
  }

  /**
   * "Play a real game" after the last step: a new game of the board's own table, its start in view (the board's top
   * with the prompt, who acts and what to do): the last steps may have left the page scrolled far down the board.
   */
  play(): void {
    if (!this.tutorial) return;
    this.end(true);
    this.board.newGame();
    void this.host.updateComplete.then(() => requestAnimationFrame(() => showBoardStart(this.host as unknown as Element, this.board.root())));
  }

  /** Ends the tutorial where it is (the board starts its own game next, e.g. "New game"). */
  stop(): void {
    if (this.tutorial) this.end(this.done);
  }

  private end(finished: boolean): void {
    this.held = false;
    this.reading = false;
    this.again = false;
    this.tutorial = undefined;
    this.before = undefined;
    this.hint = undefined;
    this.pointed = undefined;
    this.board.changed(false);
    this.host.requestUpdate();
    this.host.dispatchEvent(new CustomEvent<TutorialEndDetail>('tutorial-end', { detail: { finished }, bubbles: true, composed: true }));
  }

  private advance(): void {
    if (!this.tutorial) return;
    this.reading = false;
    this.again = false;
    const shown = this.index;
    this.index++;
    // A step whose `when` fails as it comes is passed over (e.g. a choice the reader's outcome did not leave), and so
    // is one shown `instead` of the step just shown: Valley's "one barrel fell, its Viking moved by itself" came
    // after the reader had chosen the order of several.
    const passed = (step: StepFlow<unknown>) => step.when?.(this.board.context()) === false || (!!step.instead && this.index - 1 === shown);
    while (this.step && passed(this.step as StepFlow<unknown>)) this.index++;
    this.hint = undefined;
    // A new sentence brings its control into view again, even one pointed at before (the reader may have scrolled away).
    if (this.step?.say) [this.pointed, this.nudged] = [undefined, undefined];
    if (this.done) {
      try {
        globalThis.localStorage?.setItem(tutorialKey(this.board.game), 'done');
      } catch {
        // Storage refused: the tutorial is simply offered again.
      }
    }
    const step = this.step;
    if (step && stepKind(step) === 'bot') this.board.wakeBots();
    this.host.requestUpdate();
    const said = this.text();
    if (step?.say || this.done) this.board.announce(said);
    // A keyboard reader in the board goes on from the bubble's own button ("Next", "Play a real game").
    if ((step && stepKind(step) === 'next') || this.done) void this.host.updateComplete.then(() => this.focusBubble());
  }

  /** Focus to the bubble's first button, when focus is in the board (never taken from elsewhere on the page). */
  private focusBubble(): void {
    if (!this.host.matches(':focus-within')) return;
    this.board.root().querySelector<HTMLElement>('.coach [data-coach="next"], :is(.coach, .coach-end) [data-coach="play"]')?.focus({ preventScroll: true });
  }

  /** The step the bubble speaks for: the current one, or for a bot step without a sentence the last one with one (its sentence, place and kept part). */
  private spoken(): TutorialStep<TMove> | undefined {
    const tutorial = this.tutorial;
    if (!tutorial || this.done) return undefined;
    for (let i = this.index; i >= 0; i--) if (tutorial.steps[i].say) return tutorial.steps[i];
    return undefined;
  }

  /** The sentence of the current step: a bot step without one keeps the sentence before it. */
  private text(): string {
    if (this.done) return sharedMessages(this.board.locale()).tutorialReady;
    const spoken = this.spoken();
    const context = this.board.context();
    const values = context === undefined ? undefined : (spoken as StepFlow<unknown> | undefined)?.values?.(context);
    return spoken?.say ? this.board.say(spoken.say, values) : '';
  }

  /** The selectors the current step points at (a bot step without its own keeps the one before). */
  private point(): string | readonly string[] | undefined {
    return this.spoken()?.point;
  }

  /** The step's part the bubble must also leave uncovered ({@link Tutorial} steps' `keep`; a bot step without a sentence keeps the one before). */
  private keep(): string | readonly string[] | undefined {
    return this.spoken()?.keep;
  }

  /**
   * The box the bubble stands beside: the pointed control's, grown over the step's `keep` part when the two and the
   * bubble fit the screen's height together (else the control's alone). Not where the bubble has room beside the
   * control clear of the kept part (a desktop's): there it stands as before.
   */
  private area(box: DOMRect, bubble: DOMRect, view: View): DOMRect {
    const kept = findPointed(this.board.root(), this.keep())?.getBoundingClientRect();
    if (!kept) return box;
    const sideTop = Math.min(Math.max(GAP, box.top), view.height - GAP - bubble.height);
    const clear = (left: number) => left + bubble.width <= kept.left || kept.right <= left || sideTop + bubble.height <= kept.top || kept.bottom <= sideTop;
    const right = box.right + GAP;
    const left = box.left - GAP - bubble.width;
    if ((right + bubble.width <= view.right && clear(right)) || (left >= view.left && clear(left))) return box;
    const top = Math.min(box.top, kept.top);
    const bottom = Math.max(box.bottom, kept.bottom);
    const x = Math.min(box.left, kept.left);
    const width = Math.max(box.right, kept.right) - x;
    return bottom - top + bubble.height + 3 * GAP <= view.height ? new DOMRect(x, top, width, bottom - top) : box;
  }

  hostConnected(): void {
    addEventListener('scroll', this.onViewport, { passive: true, capture: true });
    addEventListener('resize', this.onViewport, { passive: true });
  }

  hostDisconnected(): void {
    removeEventListener('scroll', this.onViewport, { capture: true });
    removeEventListener('resize', this.onViewport);
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    clearInterval(this.watch);
    this.watch = undefined;
  }

  hostUpdated(): void {
    if (this.tutorial) this.schedule(true);
    if (this.tutorial && !this.watch) this.watch = setInterval(() => this.schedule(true), 300);
    if (!this.tutorial && this.watch) {
      clearInterval(this.watch);
      this.watch = undefined;
    }
  }

  /** Places the bubble at the next frame, when the board's child elements have drawn too. */
  private schedule(scroll: boolean): void {
    this.mayScroll ||= scroll;
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      const may = this.mayScroll;
      this.mayScroll = false;
      this.place(may);
    });
  }

  /**
   * The tutorial's closing words on the end screen of the game it ended (part `tutorial` there): "You are ready" and
   * "Play a real game", above what decided the game; nothing before the last step.
   */
  closing(): TemplateResult | typeof nothing {
    if (!this.done) return nothing;
    const s = sharedMessages(this.board.locale());
    return html`<section class="coach-end" part="tutorial" role="region" aria-label=${s.tutorial}>
      <p class="coach-say">${this.text()}</p>
      <div class="coach-buttons">
        <button class="btn primary" data-coach="play" autofocus @click=${() => this.play()}>${s.tutorialPlay}</button>
      </div>
    </section>`;
  }

  /**
   * The bubble and the ring of a running tutorial (inside the board's frame; styled by `boardChromeStyles`). `ending`:
   * the end screen shows, with the closing words after the last step ({@link closing}): then only the ring (off) here.
   */
  render(ending = false): TemplateResult | typeof nothing {
    if (!this.tutorial) return nothing;
    if (ending && this.done) return html`<div class="coach-ring" part="tutorial-target" aria-hidden="true"></div>`;
    const s = sharedMessages(this.board.locale());
    const step = this.step;
    const kind = step && stepKind(step);
    // A step shown instead of a passed-over one keeps its number: no number skipped, whatever the reader's outcome.
    const spoken = countedSteps(this.tutorial.steps);
    const at = countedSteps(this.tutorial.steps, this.index);
    // The board's live region reads each sentence and hint out (see start, advance, allows): none here, not twice.
    return html`<div class="coach-ring" part="tutorial-target" aria-hidden="true"></div>
      <section class="coach" part="tutorial" role="region" aria-label=${s.tutorial}>
        <p class="coach-count">${this.done ? s.tutorial : s.tutorialStep(Math.max(1, at), spoken)}</p>
        <p class="coach-say">${this.text()}</p>
        ${this.hint ? html`<p class="coach-hint">${this.hint}</p>` : this.again && this.againShown ? html`<p class="coach-hint">${this.board.prompt()}</p>` : nothing}
        <div class="coach-buttons">
          ${kind === 'next' || this.reading ? html`<button class="btn primary" data-coach="next" @click=${() => this.next()}>${s.tutorialNext}</button>` : nothing}
          ${
            this.done
              ? html`<button class="btn primary" data-coach="play" @click=${() => this.play()}>${s.tutorialPlay}</button>`
              : html`<button class="btn" data-coach="skip" @click=${() => this.skip()}>${s.tutorialSkip}</button>`
          }
        </div>
      </section>`;
  }

  /**
   * Rings the pointed control and puts the bubble beside it, below when there is room, else to its right or left,
   * else above, else at the screen's bottom edge (above covers what lies over the control, which the sentence often
   * talks about: See-Saw's ship over the result that says it tipped). A control pointed at for the first time is scrolled so that both are in view.
   */
  private place(scroll: boolean): void {
    const root = this.board.root();
    const ring = root.querySelector<HTMLElement>('.coach-ring');
    const bubble = root.querySelector<HTMLElement>('.coach');
    if (!ring || !bubble) return;
    const target = findPointed(root, this.point());
    const view = within(bubble, document.documentElement.clientWidth || innerWidth, innerHeight);
    let height = bubble.getBoundingClientRect().height;
    const prompt = root.querySelector('#prompt')?.getBoundingClientRect();
    const at = target ? target.getBoundingClientRect().top + scrollY : 0;
    if (scroll && target && (target !== this.pointed || height > this.pointedHeight + 1 || Math.abs(at - this.pointedAt) > 1)) {
      this.pointed = target;
      this.pointedHeight = height;
      this.pointedAt = at;
      const box = this.area(target.getBoundingClientRect(), bubble.getBoundingClientRect(), view);
      const below = height;
      // Room for the control and the bubble below it: the control's top goes just below the screen's top when
      // the pair does not fit where it is; a control too tall for that shows its top, the bubble at the bottom.
      const fits = box.height + below + 3 * GAP <= view.height;
      const bottom = fits ? box.bottom + GAP + below : box.bottom;
      // Better still, the prompt above them in view too (who acts, and what the step's sentence talks about, as the
      // track or the square, usually lies between the prompt and the control): the least scroll that shows all three.
      const most = prompt && prompt.top <= box.top ? prompt.top - GAP : -Infinity;
      const least = bottom - (view.height - GAP);
      if (fits && least <= most) {
        const by = Math.min(Math.max(0, least), most);
        if (by !== 0) scrollBy({ top: by, behavior: 'instant' });
      } else if (box.top < GAP || bottom > view.height - GAP) {
        const by = box.top - GAP - (fits ? Math.max(0, (view.height - box.height - below - 3 * GAP) / 3) : 0);
        scrollBy({ top: by, behavior: 'instant' });
      }
    }
    if (!target) {
      // Nothing to point at: the bubble stays at the top of the screen's part of the board.
      ring.classList.remove('on');
      bubble.classList.add('alone');
      const parent = bubble.offsetParent ?? document.documentElement;
      const origin = parent.getBoundingClientRect();
      bubble.style.setProperty('--top', `${Math.max(GAP, GAP - origin.top)}px`);
      bubble.style.removeProperty('--left');
      return;
    }
    bubble.classList.remove('alone');
    height = bubble.getBoundingClientRect().height;
    const pointedBox = target.getBoundingClientRect();
    const box = this.area(pointedBox, bubble.getBoundingClientRect(), view);
    // Placed in the frame (the board's host contains its layout: fixed positions would be its own anyway).
    const parent = bubble.offsetParent ?? document.documentElement;
    const origin = parent.getBoundingClientRect();
    const x = (left: number) => `${left - origin.left - parent.clientLeft}px`;
    const y = (top: number) => `${top - origin.top - parent.clientTop}px`;
    ring.classList.add('on');
    ring.style.setProperty('--x', x(pointedBox.left - 4));
    ring.style.setProperty('--y', y(pointedBox.top - 4));
    ring.style.setProperty('--w', `${pointedBox.width + 8}px`);
    ring.style.setProperty('--h', `${pointedBox.height + 8}px`);
    const width = bubble.getBoundingClientRect().width;
    let top: number;
    let left = Math.min(Math.max(view.left, box.left + box.width / 2 - width / 2), view.right - width);
    // Above the control only where it leaves the prompt uncovered (when the prompt is in view above the control).
    const above = prompt && prompt.bottom > 0 && prompt.bottom <= box.top ? prompt.bottom + GAP : GAP;
    // Beside the control (on a wide screen), at its top but on the screen.
    const side = Math.min(Math.max(GAP, box.top), view.height - GAP - height);
    // Short of room below by a little after the board's update, where above would cover the prompt or what the step
    // keeps: the page moves up that little, once for the control, never for a reader's own scroll (issue 26: the roll's
    // scroll of the prompt into view, after the tutorial's, left "Three 2s!" a pixel short under Wikingerschafe's dice,
    // and the bubble went over the prompt).
    const short = box.bottom + 2 * GAP + height - view.height;
    const wide = box.right + GAP + width <= view.right || box.left - GAP - width >= view.left;
    if (scroll && short > 0 && short <= view.height / 4 && !wide && box.top - GAP - height < above && box.top - short >= GAP && this.nudged !== target) {
      this.nudged = target;
      scrollBy({ top: Math.ceil(short), behavior: 'instant' });
      return this.place(false);
    }
    if (box.bottom + GAP + height <= view.height - GAP) top = box.bottom + GAP;
    else if (box.right + GAP + width <= view.right) [top, left] = [side, box.right + GAP];
    else if (box.left - GAP - width >= view.left) [top, left] = [side, box.left - GAP - width];
    else if (box.top - GAP - height >= above) top = box.top - GAP - height;
    // A step's kept part with its control (the ship and the aiming bar) uncovered above them, over the prompt if need
    // be, rather than over them at the bottom edge (the reader scrolled them down the screen).
    else if (box !== pointedBox && box.top - GAP - height >= GAP) top = box.top - GAP - height;
    // A control too tall for the bubble anywhere beside it (a game's whole square): at the screen's bottom edge.
    else top = view.height - GAP - height;
    bubble.style.setProperty('--top', y(Math.max(GAP, top)));
    bubble.style.setProperty('--left', x(Math.max(view.left, left)));
  }
}
