import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Focus is never lost on a board, held by `GameBoardElement` as a field: after each update, when a person's move
 * asked for it ({@link pending}), focus goes to the next sensible control, scrolling to it; when a bot's move
 * removed or disabled the focused control, it goes there too, without scrolling the page. The board says where
 * (`moveFocus`, e.g. the first enabled `[data-primary]`). Focus the reader took elsewhere on the page is theirs:
 * only focus that was in the board is put back.
 *
 * Focus waits for the parts the update changed (the board's own elements, each drawing in its own update after
 * the board's), and is in place when the host's `updateComplete` resolves: focusing forces a layout, and one taken
 * before the parts drew would be thrown away by them and done again for the frame (issue 27: a move's task laid the
 * board out twice).
 */
export class FocusAfterMove implements ReactiveController {
  /** Set by a person's move (or a step that is not a move): the next update moves focus, scrolling to it. */
  pending = false;
  /** Focus is in the board (or was, until the focused control went). */
  private hadFocus = false;

  /**
   * @param host the board
   * @param moveFocus puts focus on the next sensible control (`preventScroll`: without scrolling the page)
   */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly moveFocus: (preventScroll: boolean) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('focusin', this.onFocusIn);
    this.host.addEventListener('focusout', this.onFocusOut);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('focusin', this.onFocusIn);
    this.host.removeEventListener('focusout', this.onFocusOut);
  }

  hostUpdated(): void {
    if (!this.pending && !this.hadFocus) return;
    // A microtask: the parts' updates, asked for while the host drew, were queued before it; `updateComplete`'s after.
    // Whether focus was lost is seen there too: a part may remove the focused control as it draws (a Wikingerschafe
    // scoring's Continue, online, becomes whom the game waits for).
    queueMicrotask(() => {
      if (!this.pending && !this.lost()) return;
      const scroll = this.pending;
      this.pending = false;
      this.moveFocus(!scroll);
    });
  }

  /** Focus was in the board and its control went (removed, or disabled): nothing on the page has it now. */
  private lost(): boolean {
    const active = this.host.shadowRoot?.activeElement as HTMLElement | null;
    const nowhere = !document.activeElement || document.activeElement === document.body;
    return this.hadFocus && (active ? !active.isConnected || (active as HTMLButtonElement).disabled : nowhere);
  }

  private readonly onFocusIn = () => (this.hadFocus = true);
  /** Focus moved to something else on the page: not ours to take back. (No relatedTarget: removed or window blur.) */
  private readonly onFocusOut = (event: FocusEvent) => {
    const to = event.relatedTarget as Node | null;
    if (to && to !== this.host && !this.host.contains(to)) this.hadFocus = false;
  };
}
