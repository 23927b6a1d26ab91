/**
 * An exception the game loop caught, and where it goes: the host's `onError` (the board's error panel), else the
 * console. The loop never stops silently, and a handler that throws itself never hides the first exception.
 */

/**
 * Where an exception came from: `rule` (the actor failed: a guard or action threw, the actor is stopped),
 * `bot` (a bot's turn), `view` (the host's handling of a move: its log, events, prompt), `announcer`,
 * `animation` (an animation frame) or `render`.
 */
export type ErrorSource = 'rule' | 'bot' | 'view' | 'announcer' | 'animation' | 'render';

/** An exception the game loop caught: what the host shows, and whether the game can go on from its last good snapshot. */
export interface GameFailure {
  readonly source: ErrorSource;
  readonly error: unknown;
  /** The last good snapshot is there and consistent: "Continue" goes on from it. */
  readonly canContinue: boolean;
}

/**
 * Tells `onError` of `failure`; without a handler, or when the handler throws, the console.
 * @param game the game's id, for the console
 */
export function reportFailure(failure: GameFailure, onError: ((failure: GameFailure) => void) | undefined, game: string): void {
  if (onError) {
    try {
      onError(failure);
      return;
    } catch (error) {
      console.error('viking-games: the error handler itself threw', error);
    }
  }
  console.error(`viking-games (${game}): an error in the ${failure.source}`, failure.error);
}
