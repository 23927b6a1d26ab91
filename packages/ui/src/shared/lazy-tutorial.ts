/** The guided first game, loaded when first asked for: see {@link LazyTutorial}. */
import { nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { RngState, TableOptions } from '@viking-games/core/kit';
import type { TutorialController, TutorialHost } from './tutorial-controller.js';
import { tutorialKey } from './tutorial-key.js';

/**
 * "Learn to play" on a board, held by `GameBoardElement` as a field: the {@link TutorialController} (the bubble,
 * the ring, the script's steps) is a chunk of its own, imported the first time a tutorial starts ("Learn to play",
 * `startTutorial()`, the `tutorial` attribute), so a board never taught pays nothing for it. Until then it answers
 * as a board without a running tutorial does: every move allowed, the bots free, nothing drawn. Whether to offer
 * "Learn to play" first needs only the localStorage flag ({@link finished}).
 */
export class LazyTutorial<TMove extends { type: string }> {
  /** The controller, once its chunk has loaded (the first start). */
  private controller?: TutorialController<TMove>;
  private loading?: Promise<TutorialController<TMove> | undefined>;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly board: TutorialHost<TMove>,
  ) {}

  /** True when this board's game has a tutorial to offer. */
  get available(): boolean {
    return !!this.board.load;
  }

  /** True while a tutorial runs (its last "You are ready" included). */
  get active(): boolean {
    return !!this.controller?.active;
  }

  /** True once the reader has finished this game's tutorial (on this browser). */
  get finished(): boolean {
    try {
      return globalThis.localStorage?.getItem(tutorialKey(this.board.game)) === 'done';
    } catch {
      return false;
    }
  }

  /**
   * Loads the controller (once) and begins the tutorial (see {@link TutorialController.start}).
   * @returns false when the game has no tutorial (or it could not be loaded)
   */
  async start(): Promise<boolean> {
    if (!this.board.load) return false;
    // The game's script (its own chunk) loads beside the controller, not after it.
    if (!this.controller) void this.board.load().catch(() => undefined);
    this.loading ??= import('./tutorial-controller.js').then(
      ({ TutorialController }) => (this.controller = new TutorialController<TMove>(this.host, this.board)),
      (error: unknown) => {
        // A later start tries again (the chunk may come when the network does).
        this.loading = undefined;
        console.warn(`<${this.host.localName}>: the tutorial could not be loaded (${String(error)}).`);
        return undefined;
      },
    );
    const controller = await this.loading;
    return controller ? controller.start() : false;
  }

  /** The table of the running tutorial; undefined when none runs. */
  table(): (TableOptions & { readonly names?: undefined }) | undefined {
    return this.controller?.table();
  }

  /** The position the running tutorial's game starts from (its `position`); undefined when none runs or it has none. */
  position(): ((context: never) => unknown) | undefined {
    return this.controller?.position();
  }

  /** True when `move` may be made now: always without a tutorial; in one, only the step's expected move. */
  allows(move: TMove): boolean {
    return this.controller?.allows(move) ?? true;
  }

  /** The board accepted a move (see {@link TutorialController.moved}). */
  moved(move: TMove | undefined, by: 'human' | 'bot' | 'external'): void {
    this.controller?.moved(move, by);
  }

  /** The board has shown the last move (see {@link TutorialController.shown}). */
  shown(): void {
    this.controller?.shown();
  }

  /** Bots move only on their own steps while a tutorial runs. */
  botsMayMove(): boolean {
    return this.controller?.botsMayMove() ?? true;
  }

  /** A bot's move in a tutorial: the script's (undefined without a tutorial: the bot chooses). */
  botMove(choice: { readonly rng: RngState }): Promise<{ move: TMove; rng: RngState }> | undefined {
    return this.controller?.botMove(choice);
  }

  /** "Skip tutorial" (see {@link TutorialController.skip}). */
  skip(): void {
    this.controller?.skip();
  }

  /** Ends the tutorial where it is (see {@link TutorialController.stop}). */
  stop(): void {
    this.controller?.stop();
  }

  /** The tutorial's steps still run: a game it ended keeps its end screen until the last one (see {@link TutorialController.holdsEnd}). */
  get holdsEnd(): boolean {
    return this.controller?.holdsEnd ?? false;
  }

  /** The bubble and the ring of a running tutorial, or nothing (`ending`: the end screen shows, see {@link TutorialController.render}). */
  render(ending = false): TemplateResult | typeof nothing {
    return this.controller?.render(ending) ?? nothing;
  }

  /** The tutorial's closing words for the end screen, or nothing (see {@link TutorialController.closing}). */
  closing(): TemplateResult | typeof nothing {
    return this.controller?.closing() ?? nothing;
  }
}
