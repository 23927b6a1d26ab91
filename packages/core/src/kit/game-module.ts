import type { AnyStateMachine, ContextFrom, SnapshotFrom } from 'xstate';
import { randomInt, type RandomGenerator } from './rng.js';
import type { Player, Seat } from './seats.js';
import type { ContextSchema } from './context-issue.js';
import type { Tutorial } from './tutorial.js';
import type { TableOptions } from './table.js';

export type { TableOptions } from './table.js';

/**
 * The shape every game exports, so the simulator, the bots, the elements and other frameworks drive
 * every game the same way. `TMove` is the union of the machine's player events: a move *is* an event.
 */
export interface GameModule<
  TMachine extends AnyStateMachine = AnyStateMachine,
  TInput = unknown,
  TMove extends { type: string } = { type: string },
  TView = unknown,
> {
  /** Stable id, kebab-case: `wikingerschafe`. Also the `--game` of the simulator. */
  readonly id: string;
  /** Display title. */
  readonly title: string;
  /** Supported player counts (seats), inclusive. */
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Bumped whenever the context shape changes; saved games of another version are not restored. */
  readonly snapshotVersion: number;
  /**
   * Loads the schema (valibot) of the machine's context: a saved game whose context does not match it is
   * refused on restore (`unwrapSnapshot(text, id, version, await game.loadContextSchema())`, reason
   * `invalid`). A loader, not the schema, so a page that never restores a save never downloads the schema
   * and its library (a separate chunk; about 3.5 kB gzipped per game). Every game provides one
   * (`<game>.schema.ts`); optional so a small test game may go without.
   * @returns the schema; rejects only when its chunk cannot be loaded (a network failure)
   */
  loadContextSchema?(): Promise<ContextSchema>;
  /**
   * Loads the game's guided first game (`<game>.tutorial.ts`, a chunk of its own: a page downloads it only when
   * the reader asks to learn): the board's "Learn to play" is offered only when the game has one.
   */
  loadTutorial?(): Promise<Tutorial<TMove>>;
  /** The rules statechart (XState v5, walkable by `xstate/graph`: no invoke, no delays). */
  readonly machine: TMachine;
  /**
   * Builds the machine input from table options.
   * @throws {RangeError} when the player count is outside `[minPlayers, maxPlayers]` or seats do not match it.
   */
  createInput(options: TableOptions): TInput;
  /** Who plays each seat of this game (a person or a bot), in seat order: what the table was set with. */
  seats(snapshot: SnapshotFrom<TMachine>): readonly Seat[];
  /**
   * Event types that are steps of the table rather than of a seat (Wikingerschafe's `game.continue` after a
   * round's scoring): offered to the seat to act like its moves, but bots leave them to a person when one sits
   * at the table, so the people see the scoring before the game goes on. None when absent.
   */
  readonly tableSteps?: readonly string[];
  /** Seats that must act now (one in turn-based play; several for simultaneous bids); empty when nobody can act. */
  toAct(snapshot: SnapshotFrom<TMachine>): number[];
  /**
   * Every legal move of `seat` (default: the first seat to act), each an event the machine accepts as it is.
   * Empty when that seat cannot act. Moves that need a game-wide step (e.g. `game.continue`) are included
   * for the seat to act as well.
   */
  legalMoves(snapshot: SnapshotFrom<TMachine>, seat?: number): TMove[];
  /** What `seat` may see. For games without hidden information this is the whole public state. */
  playerView(snapshot: SnapshotFrom<TMachine>, seat: number): TView;
  /**
   * The context as `seat` may see it (`null`: a spectator, who sees only what every seat sees): the same shape as
   * the machine's context, so a client rebuilds a snapshot with `machine.resolveState({ value, context })` and
   * renders it like a local game, but every fact {@link playerView} hides is masked (the kit's `MASKED_ID`,
   * `MASKED_RNG`: another seat's hand as that many masked cards, face-down bids, piles, the generator's state and
   * seed). What the online server (`@viking-games/server`) sends each client. Every game of the registry has one
   * (the server refuses a game without); optional so a small test game may go without.
   */
  redact?(snapshot: SnapshotFrom<TMachine>, seat: number | null): ContextFrom<TMachine>;
  /** Current scores with a per-category breakdown; final when the game is over. */
  scores(snapshot: SnapshotFrom<TMachine>): ScoreSheet;
  /** True when the game has reached its end. */
  isOver(snapshot: SnapshotFrom<TMachine>): boolean;
  /** Bots by name; at least `random` and `heuristic`. */
  readonly bots: Readonly<Record<string, Bot<TView, TMove>>>;
  /**
   * Conservation and consistency checks, run by the simulator and the property tests after every move:
   * one message per violation (pieces lost or duplicated, a score that differs from its recomputation).
   * Empty when all is well.
   */
  invariants(snapshot: SnapshotFrom<TMachine>): string[];
  /**
   * {@link invariants}, loaded on demand from a module of their own (`<game>.invariants.ts`): what a board uses
   * ({@link BoardModule}), so that a page checks them, and downloads them, only when it restores a save or
   * recovers from an error. Optional so a small test game may go without (a board then checks nothing more).
   * @returns the same function as {@link invariants}; rejects only when its chunk cannot be loaded
   */
  loadInvariants?(): Promise<(snapshot: SnapshotFrom<TMachine>) => string[]>;
  /**
   * True when `move`, which took `before` to `after`, revealed nothing random or hidden (no roll, no card or
   * tile drawn, no physics result, no secret bid), so its player may take it back while their turn goes on,
   * the way Board Game Arena's undo works (the board offers "Take back" and Ctrl+Z for the last such move of
   * a person still to act). Absent: no take-backs in this game (in Viking See-Saw every move is a physics result).
   */
  mayTakeBack?(before: SnapshotFrom<TMachine>, after: SnapshotFrom<TMachine>, move: TMove): boolean;
  /** Game-specific counters of a finished game for the simulator's `outcomes` (e.g. `auctionsWon`, `spills`). */
  outcomes(snapshot: SnapshotFrom<TMachine>): Record<string, number>;
  /**
   * The seat that made the last move, undefined before the first. With {@link seats} the kit's `lastMoverOf` tells
   * whether it was a person's: a physics board lets a person read their result before a bot's move replaces it.
   * Absent: never known (a board then treats every move alike).
   */
  lastMover?(snapshot: SnapshotFrom<TMachine>): number | undefined;
  /** Number of turns played so far (the simulator's `meanTurns`); what a turn is follows the rulebook. */
  turns(snapshot: SnapshotFrom<TMachine>): number;
  /**
   * How a finished game ended, when the rulebook has several endings (e.g. Viking See-Saw's `emptyStorage` and
   * `lastChest`): the simulator prints each ending's share of the games. Absent: one ending only.
   */
  ending?(snapshot: SnapshotFrom<TMachine>): string | undefined;
}

/**
 * A game as an element plays it: the {@link GameModule} without {@link GameModule.invariants}, which it loads
 * when needed ({@link GameModule.loadInvariants}), so an element's bundle does not carry the checks the
 * simulator and the tests run after every move. Each game exports one (`wikingerschafeBoard`, ...) beside its
 * whole module (`wikingerschafe`, which is the same plus `invariants`).
 */
export type BoardModule<
  TMachine extends AnyStateMachine = AnyStateMachine,
  TInput = unknown,
  TMove extends { type: string } = { type: string },
  TView = unknown,
> = Omit<GameModule<TMachine, TInput, TMove, TView>, 'invariants' | 'bots'> & {
  /**
   * Bots by name (the `seats` attribute names them): each with its code where the board runs it here, or by name only
   * where it thinks in the board's worker (a physics game's bots, a rules game's `search`), so the board's bundle does
   * not carry its look-ahead. A whole {@link GameModule}'s bots fit.
   */
  readonly bots: Readonly<Record<string, BoardBot<TView, TMove>>>;
};

/**
 * A bot as a board knows it (see {@link BoardModule.bots}): a {@link Bot}, or its name alone (no `choose`) when it
 * thinks in the board's worker, whose answer the board asks for instead (its `botMove`).
 */
export type BoardBot<TView, TMove> = Pick<Bot<TView, TMove>, 'name'> & Partial<Pick<Bot<TView, TMove>, 'choose'>>;

/**
 * Bots by name only, for a {@link BoardModule} whose bots think in the board's worker (a physics game's).
 * @param names the bots' names: the keys of the whole game module's `bots`
 */
export function botsByName<TView, TMove>(names: readonly string[]): Readonly<Record<string, BoardBot<TView, TMove>>> {
  return Object.fromEntries(names.map((name) => [name, { name }]));
}

/** One seat's line of a score sheet. */
export interface SeatScore {
  /** 0-based seat index, or -1 for a neutral player (Björn Blökson). */
  readonly seat: number;
  readonly name: string;
  /** The total the rules rank by. */
  readonly total: number;
  /** Points by category (keys are the game's own words, e.g. `glory`, `shields`, `mead`). */
  readonly breakdown: Readonly<Record<string, number>>;
  /** 1-based rank after tie-breaks; tied seats share a rank. */
  readonly rank: number;
}

export interface ScoreSheet {
  readonly lines: readonly SeatScore[];
  /** Seats (indices as in `lines[].seat`) that win, after tie-breaks; several when the win is shared. Empty before the end. */
  readonly winners: readonly number[];
  readonly final: boolean;
}

/** What a bot is given: only what its seat may see, the legal moves, its level and its own generator. */
export interface BotContext<TView, TMove> {
  readonly seat: number;
  readonly view: TView;
  /** Non-empty: a bot is only asked when it has a legal move. */
  readonly moves: readonly TMove[];
  readonly level: 1 | 2 | 3;
  /** The bot's own generator (not the game's), so bot choices never change the game's dice. */
  readonly rng: RandomGenerator;
}

/** A bot picks one of the legal moves. Pure given its context and generator. */
export interface Bot<TView, TMove> {
  readonly name: string;
  choose(context: BotContext<TView, TMove>): TMove;
}

/** A bot that picks uniformly among the legal moves: the baseline every heuristic is measured against. */
export function randomBot<TView, TMove>(): Bot<TView, TMove> {
  return {
    name: 'random',
    choose: ({ moves, rng }) => moves[randomInt(rng, 0, moves.length - 1)],
  };
}

/** Player list for a table, re-exported here so games build it the same way. */
export type { Player };
