import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The board the reader last touched, clicked or pointed at: the one page keys (R) go to. */
// eslint-disable-next-line no-restricted-syntax -- page-wide by nature: the one board of the page that page keys go to
let lastBoard: HTMLElement | undefined;

/**
 * A board's single-letter keys (R to roll) also work while focus is nowhere on the page (on its body, after a
 * tap or a click on the page around the board), when this board is the one the reader last touched, clicked or
 * hovered: the reader need not Tab into the board first (issue 26). Decided: a key never goes to a board while
 * focus is in anything else (a page input, a link, another widget), nor with Ctrl, Alt or Meta held, so the page
 * keeps every key it uses; keys with focus inside the board reach it as before (its own listener).
 */
export class PageKeys implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly onKey: (event: KeyboardEvent) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    for (const type of ['pointerdown', 'pointerenter'] as const) this.host.addEventListener(type, this.mark);
    document.addEventListener('keydown', this.onPageKey);
  }

  hostDisconnected(): void {
    for (const type of ['pointerdown', 'pointerenter'] as const) this.host.removeEventListener(type, this.mark);
    document.removeEventListener('keydown', this.onPageKey);
    if (lastBoard === this.host) lastBoard = undefined;
  }

  private readonly mark = (): void => {
    lastBoard = this.host;
  };

  private readonly onPageKey = (event: KeyboardEvent): void => {
    if (lastBoard !== this.host || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const focused = document.activeElement;
    // Focus on a control of the page (or inside this board, whose own listener has the key already): not ours.
    if (focused && focused !== document.body && focused !== document.documentElement) return;
    this.onKey(event);
  };
}
