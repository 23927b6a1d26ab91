/** Space kept between what is shown and the screen's edge (CSS px). */
const MARGIN = 8;

/** A box on screen, as `getBoundingClientRect` gives it (only its top and bottom matter here). */
export interface Span {
  readonly top: number;
  readonly bottom: number;
}

/**
 * How far to scroll the page (positive: down) so that the prompt and the control it asks for are both on
 * screen (issue 26: on a 360 x 740 phone a reader scrolled to a Location far below chose it, and "Place" came
 * into view with the prompt above the screen). The least scroll that shows both; when both do not fit on
 * the screen, the least that shows the control alone. With `avoid` (where the finger that chose is, and the
 * button in the control that a second tap would press), a scroll that would put that button under the finger
 * is passed over for another that shows both, else for the control's top or bottom at the screen's edge.
 * @param view the screen's height (`innerHeight`)
 * @returns 0 when nothing has to move
 */
export function revealScroll(prompt: Span | undefined, control: Span, view: number, avoid?: { readonly finger: number; readonly button: Span }): number {
  const under = (by: number) => !!avoid && avoid.finger >= avoid.button.top - by - MARGIN && avoid.finger <= avoid.button.bottom - by + MARGIN;
  const shows = (box: Span, by: number) => box.top - by >= 0 && box.bottom - by <= view;
  const candidates: number[] = [];
  if (prompt) {
    // Both on screen: `by` from lo (their lower edge at the screen's bottom) to hi (their upper edge at its top).
    const lo = Math.max(prompt.bottom, control.bottom) - view + MARGIN;
    const hi = Math.min(prompt.top, control.top) - MARGIN;
    if (lo <= hi) candidates.push(Math.min(Math.max(0, lo), hi), hi, lo);
  }
  const alone = control.top < MARGIN ? control.top - MARGIN : control.bottom > view - MARGIN ? control.bottom - view + MARGIN : 0;
  candidates.push(alone, control.top - MARGIN, control.bottom - view + MARGIN);
  const fine = candidates.find((by) => shows(control, by) && !under(by));
  // Nothing moves when the control is in view and the prompt too, or the prompt cannot be with it (a control
  // that came up under the finger without a scroll is the double tap guard's, not this function's).
  if (shows(control, 0) && (!prompt || shows(prompt, 0) || fine === alone)) return 0;
  return fine ?? alone;
}

/**
 * Focuses `target` after a move; unless `preventScroll`, scrolls the page so that it and the board's prompt
 * (`#prompt` in `root`) are on screen together where they fit ({@link revealScroll}), not only the target as
 * the browser's own focus scroll would (it left the prompt above the screen on a phone).
 */
export function focusWithPrompt(root: ParentNode, target: HTMLElement, preventScroll: boolean): void {
  target.focus({ preventScroll: true });
  if (preventScroll) return;
  const by = revealScroll(root.querySelector('#prompt')?.getBoundingClientRect(), target.getBoundingClientRect(), window.innerHeight);
  if (by) window.scrollBy({ top: by, behavior: 'instant' });
}

/**
 * A new game's start in view: scrolls the board's top into view when its prompt is not wholly on the screen (only the
 * prompt, on a board too tall for both). "Play a real game" after a tutorial and the New game buttons call it: the
 * page may have been scrolled far down the board (a bot's opening move played off screen).
 */
export function showBoardStart(host: Element, root: ParentNode): void {
  const prompt = root.querySelector('#prompt')?.getBoundingClientRect();
  if (!prompt || (prompt.top >= 0 && prompt.bottom <= innerHeight)) return;
  const top = host.getBoundingClientRect().top;
  scrollBy({ top: prompt.bottom - top + MARGIN <= innerHeight ? top : prompt.top - MARGIN, behavior: 'instant' });
}
