import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Whether anyone can see a board: the page is shown (`visibilitychange`) and the board is on screen (an
 * `IntersectionObserver` on the host). A board whose bots should not move unseen (a physics game, whose
 * moves are animations) asks {@link SeenController.seen} in its `botsMayMove`, and wakes its bots in
 * `onChange`, called with true whenever the board comes into sight again.
 */
export class SeenController implements ReactiveController {
  private readonly host: ReactiveControllerHost & Element;
  private readonly onChange: (seen: boolean) => void;
  /** False until the observer's first report: a board below the fold at load is not seen before it is. */
  private onScreen = false;
  private intersection?: IntersectionObserver;
  private readonly onVisibility = (): void => this.changed();
  private visible = false;

  /**
   * @param onChange called with {@link seen} each time the page is shown or hidden or the board scrolls in or out of
   *   sight: with true each time the board comes into sight (the page shown, the board scrolled to)
   */
  constructor(host: ReactiveControllerHost & Element, onChange: (seen: boolean) => void) {
    this.host = host;
    this.onChange = onChange;
    host.addController(this);
  }

  /**
   * True while the page is shown and the board is on screen: false from connection until the first
   * observation says it is on screen (true where the browser cannot tell).
   */
  get seen(): boolean {
    return this.visible;
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.onVisibility);
    if (typeof IntersectionObserver !== 'function') {
      this.onScreen = true;
      this.changed();
      return;
    }
    this.onScreen = false;
    this.visible = false;
    this.intersection = new IntersectionObserver((entries) => {
      this.onScreen = entries[entries.length - 1]?.isIntersecting ?? true;
      this.changed();
    });
    this.intersection.observe(this.host);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.intersection?.disconnect();
    this.intersection = undefined;
  }

  private changed(): void {
    this.visible = document.visibilityState !== 'hidden' && this.onScreen;
    this.onChange(this.visible);
  }
}
