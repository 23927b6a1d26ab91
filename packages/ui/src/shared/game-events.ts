import type { ScoreSheet } from '@viking-games/core/kit';

/**
 * The DOM events every game element fires, with the details they all share. A game's own detail types
 * extend these (e.g. Wikingerschafe adds `round`), so a page that hosts several games can listen once:
 * `document.addEventListener('game-over', (e) => console.log(e.detail.game, e.detail.winners))`.
 * All bubble and are composed; they are fired for players' actions and game outcomes, and for a property
 * that starts a new game (`players`, `seats`, `seed`, a game's table variant); never for other properties.
 */

/** Detail of `game-start`: a new game began (first start, "New game", or a new table from changed attributes). */
export interface GameStartDetail {
  /** The game's id, e.g. `wikingerschafe`. */
  readonly game: string;
  /** The seed of this game: with the moves it replays the game. */
  readonly seed: number;
  /** Number of seats. */
  readonly players: number;
  /** Seats as text, e.g. `human,heuristic:2`. */
  readonly seats: string;
}

/** Detail of `turn`: a seat is now to act. */
export interface GameTurnDetail {
  readonly game: string;
  /** 0-based seat now to act. */
  readonly seat: number;
  readonly name: string;
  /** Turns completed so far in the game. */
  readonly turns: number;
}

/** Detail of `game-over`. */
export interface GameOverDetail {
  readonly game: string;
  /** Final scores with each game's breakdown. */
  readonly scores: ScoreSheet;
  /** Names of the winners (several when the win is shared). */
  readonly winners: readonly string[];
}

/** Detail of `tutorial-end`: the guided first game ended. */
export interface TutorialEndDetail {
  /** True when the reader went through to "You are ready" ("Play a real game"); false when they skipped it. */
  readonly finished: boolean;
}

declare global {
  interface HTMLElementEventMap {
    'tutorial-end': CustomEvent<TutorialEndDetail>;
    'game-start': CustomEvent<GameStartDetail>;
    turn: CustomEvent<GameTurnDetail>;
    'game-over': CustomEvent<GameOverDetail>;
  }
}

/** What every board's `newGame(options)` may set for the new game: the attributes of the same names. */
export interface NewGameOptions {
  /** Number of seats (see the `players` attribute). */
  readonly players?: number;
  /** One token per seat, comma-separated: `human`, `random`, `heuristic`, `heuristic:3`, in the rules games `search` (see `seats`). */
  readonly seats?: string;
  /** Player names in seat order, comma-separated (see `names`). */
  readonly names?: string;
  /** A whole number: the same seed and moves give the same game (see `seed`). */
  readonly seed?: number;
}
