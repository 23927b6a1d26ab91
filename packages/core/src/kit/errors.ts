/**
 * Thrown by a game's rules functions when they are called with a move the rules forbid: the machine's guards
 * refuse such a move first (an illegal event leaves the snapshot unchanged), so this error means code called
 * a rules function directly with a bad move, or a bug. One class for every game (`error.name` is
 * `IllegalMoveError`), so a caller catches it the same way whatever the game.
 */
export class IllegalMoveError extends Error {
  override name = 'IllegalMoveError';
}
