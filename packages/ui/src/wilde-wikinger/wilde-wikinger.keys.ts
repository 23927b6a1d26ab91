/**
 * Keyboard for the board's groups of like controls (the cards of a hand, ships to choose, the choice
 * buttons): each group is one Tab stop with a roving tabindex, and the arrow keys, Home and End move within it.
 * @see https://www.w3.org/WAI/ARIA/apg/practices/keyboard-interface/#kbd_roving_tabindex
 */

/**
 * The index an arrow key, Home or End moves to in a row of `count` controls (wrapping round), or undefined
 * for any other key.
 * @param index the control that has focus now (0-based)
 */
export function rovingTarget(key: string, index: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Handles a keydown in a roving group: moves focus to the target among `items` (each must take focus) and
 * returns its index; undefined (and nothing done) for other keys or when focus is outside `items`.
 * @param items the group's controls in reading order
 */
export function moveRovingFocus(event: KeyboardEvent, items: readonly HTMLElement[]): number | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const path = event.composedPath();
  const index = items.findIndex((item) => path.includes(item));
  if (index < 0) return undefined;
  const target = rovingTarget(event.key, index, items.length);
  if (target === undefined) return undefined;
  event.preventDefault();
  items[target].focus();
  return target;
}
