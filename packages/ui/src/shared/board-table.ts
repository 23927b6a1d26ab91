import type { TableOptions } from '@viking-games/core/kit';
import { parsePersist, parsePlayers, parseSeatsAttribute, parseSeed } from './attributes.js';

/** The board's attributes that make its table, as written (see `GameBoardElement`). */
export interface TableAttributes {
  readonly localName: string;
  readonly players: number | string;
  readonly seats: string;
  readonly seed?: number | string;
  readonly names: string;
  readonly persist: string;
}

/** What {@link BoardTable} needs of its board besides the attributes. */
export interface TableBoard {
  /** The game's player range and its bots' names. */
  readonly game: { readonly minPlayers: number; readonly maxPlayers: number; readonly bots: Readonly<Record<string, unknown>> };
  /** The guided first game's own table while it starts one; undefined otherwise. */
  lesson(): TableOptions | undefined;
  /** The guided first game runs (its game is never saved). */
  tutorial(): boolean;
  /** The name on the screen of `seat` (online, the room's). */
  nameOf(seat: number): string;
  /** Name of `seat` when the `names` attribute gives none (the messages' default names). */
  defaultName(seat: number): string;
  /** Table variants from the game's own attributes; undefined: none. */
  variants(): Readonly<Record<string, boolean>> | undefined;
}

/** The player count when `players` gives none, in every game. */
const DEFAULT_PLAYERS = 3;

/**
 * The board's table read from its attributes, held by `GameBoardElement` as a field: the options of each new game
 * (players, seats, names, seed, variants; the tutorial's own table while it starts one), the storage key of `persist`,
 * and the names offline. A bad value was warned about when the attribute changed (`checkAttributes`), or is here
 * once per game, and falls back to its default.
 */
export class BoardTable {
  /** The seed of the latest table: a missing `seed` attribute is drawn at random once per game. */
  seed = 0;

  readonly #attributes: TableAttributes;
  readonly #board: TableBoard;

  constructor(attributes: TableAttributes, board: TableBoard) {
    this.#attributes = attributes;
    this.#board = board;
  }

  /** Table options for a new game (the game controller asks once per game). */
  options(): TableOptions {
    const tag = this.#attributes.localName;
    const lesson = this.#board.lesson();
    if (lesson) {
      this.seed = lesson.seed;
      return { ...lesson, names: this.#names(lesson.players) };
    }
    const { game } = this.#board;
    const players = parsePlayers(this.#attributes.players, game.minPlayers, game.maxPlayers, DEFAULT_PLAYERS, tag);
    const seats = parseSeatsAttribute(this.#attributes.seats, players, Object.keys(game.bots), tag);
    this.seed = parseSeed(this.#attributes.seed, tag);
    // The names on the screen go into the game, so its score sheet (and `game-over`) says the same names.
    const names = this.#names(players);
    const variants = this.#board.variants();
    return variants ? { players, seats, names, seed: this.seed, variants } : { players, seats, names, seed: this.seed };
  }

  /** The storage key of `persist`, none in the tutorial (its warning is given when the attribute changes, not here). */
  persistKey(): string | undefined {
    // The tutorial's game is never saved: the game under the key waits for the reader's return.
    if (this.#board.tutorial()) return undefined;
    return parsePersist(this.#attributes.persist, this.#attributes.localName, () => undefined);
  }

  /**
   * The name of `seat` at this screen, offline: its entry of `names`, else the default name. Entries keep their
   * seats: in `names="Ada,,Bo"` the empty entry is seat 1's default name, and Bo is seat 2.
   */
  named(seat: number): string {
    const entries = String(this.#attributes.names ?? '').split(',');
    return entries[seat]?.trim() || this.#board.defaultName(seat);
  }

  /**
   * A restored save with another player count than `players`: most likely made by another element under the same
   * key, so the site owner is told to give each element its own key (the saved game is resumed as it is).
   */
  restored(savedPlayers: number): void {
    const { localName, players, persist } = this.#attributes;
    const { game } = this.#board;
    if (savedPlayers === parsePlayers(players, game.minPlayers, game.maxPlayers, DEFAULT_PLAYERS, localName, () => undefined)) return;
    console.warn(
      `<${localName}> persist="${persist}": the saved game has ${savedPlayers} players but players="${String(players)}"; resuming the saved game with ${savedPlayers} players. Each element needs its own \`persist\` key.`,
    );
  }

  #names(players: number): string[] {
    return Array.from({ length: players }, (_, seat) => this.#board.nameOf(seat));
  }
}
