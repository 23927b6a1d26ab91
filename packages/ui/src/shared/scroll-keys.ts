import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Keys whose default action scrolls the page. */
const SCROLL_KEYS: readonly string[] = [' ', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End'];

/** Elements that use those keys themselves (typing, a select's options, a button's Space). */
const OWN_KEYS: readonly string[] = ['input', 'textarea', 'select'];

/**
 * No key pressed inside a board scrolls its page (issue 25, 10): a held Space whose first press set a piece
 * down, with focus then on the prompt, scrolled the host page about 1,300 px by its repeats. A scrolling key
 * the board did not handle itself is cancelled when it reaches the host, unless it came from a field that uses
 * it (a text field, a select; Space on a button, which presses it) or from a region that scrolls itself (the
 * game log). Keys with Ctrl, Alt or Meta are the page's and the browser's.
 */
export class ScrollKeysGuard implements ReactiveController {
  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKey);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKey);
  }

  private readonly onKey = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || !SCROLL_KEYS.includes(event.key)) return;
    for (const target of event.composedPath()) {
      if (target === this.host) break;
      if (!(target instanceof HTMLElement)) continue;
      const name = target.localName;
      if (OWN_KEYS.includes(name) || target.isContentEditable) return;
      if (event.key === ' ' && (name === 'button' || name === 'summary' || target.getAttribute('role') === 'button')) return;
      if (scrollsItself(target)) return;
    }
    event.preventDefault();
  };
}

/** An element with content to scroll (the game log): keys scroll it, not the page. */
function scrollsItself(el: HTMLElement): boolean {
  if (el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1) return false;
  const { overflowX, overflowY } = getComputedStyle(el);
  return /auto|scroll/.test(overflowY) || /auto|scroll/.test(overflowX);
}
