/**
 * What a board and its online part (shared/online.ts, a lazy chunk loaded only when the board has a `server`)
 * say to each other: types only, so the board's own bundle carries none of the network code.
 */
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { BoardModule, TableOptions } from '@viking-games/core/kit';
import type { Locale } from './i18n.js';
import type { LogLine } from './vg-game-log.js';

/**
 * A game the server runs, as the board's {@link GameController} holds it instead of a local actor: the latest
 * snapshot rebuilt from the server's `state` message, who hears of the next one, and a way to send a move.
 */
export interface RemoteActor<TMachine extends AnyStateMachine = AnyStateMachine> {
  getSnapshot(): SnapshotFrom<TMachine>;
  /** The same snapshot (a remote game is not saved on this device). */
  getPersistedSnapshot(): unknown;
  subscribe(observer: { next(snapshot: SnapshotFrom<TMachine>): void; error?(error: unknown): void }): { unsubscribe(): void };
  /** Sends a move to the server (with the revision it was made on); its answer comes as a new snapshot, or a refusal. */
  send(event: { type: string }): void;
  /**
   * The latest moves as the server kept them (oldest first): where each one's lines begin in the game's log, and
   * `person`, this device's seat when its person made it. A board joining a game under way shows "Just now" from them.
   */
  recent?(): readonly { readonly log: number; readonly person?: number }[];
  start(): void;
  stop(): void;
}

/** The board as its online part sees it. */
export interface OnlineHost {
  /** The game the board plays. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly module: BoardModule<AnyStateMachine, any, { type: string }, any>;
  /** The board element (re-rendered with `requestUpdate`). */
  readonly element: HTMLElement & ReactiveControllerHost;
  /** The `server` attribute: a WebSocket URL such as `ws://127.0.0.1:2567`. */
  server(): string;
  /** The reader's language. */
  language(): Locale;
  /** The table the board would start now (players, seats, names): the lobby's defaults. */
  table(): TableOptions;
  /** The name of `seat` as the board would show it offline. */
  localName(seat: number): string;
  /**
   * Plays the server's game on the board (undefined: back to a local game).
   * @param resumed a game under way (a reload, a friend joining late): nothing of it "just happened" on this board
   */
  play(remote: RemoteActor | undefined, resumed?: boolean): void;
  /** Tells the reader something (a refused move), as the board shows its other notices. */
  notice(text: string): void;
}

/** The board's online part: what it shows and what it knows of the room. */
export interface OnlinePart {
  /** True while the board plays a game on the server (or waits to reconnect to one). */
  readonly active: boolean;
  /** The "Play online" button beside New game (rendered in the board's header). */
  tools(): TemplateResult;
  /** The room's line under the header (code, link, seats, connection) and the lobby dialog. */
  panel(): TemplateResult;
  /** In the end screen of a game over online: the rematch (ask, and who has asked); nothing otherwise. */
  end(): TemplateResult;
  /**
   * "New game" while online: the part asks what to do (a rematch in the room after the game, or leave the room for
   * a game on this device); the board never leaves the room without the reader saying so.
   */
  newGame(): void;
  /**
   * The prompt for `snapshot` while only people on other devices are to act ("Waiting for Astrid (on their
   * device)…", or away, or a bot standing in); undefined when not online, or when someone here or a bot is to act.
   */
  waitingFor(snapshot: unknown): string | undefined;
  /**
   * Online, after this device's person took the pending table step (pressed Continue on a scoring) while others still
   * read it on their devices, or on a spectator's screen while the step is pending (no step is a spectator's to take):
   * whom the game waits for ("Waiting for Astrid to finish reading the scores…"); undefined otherwise (the step is
   * still theirs to take, or not online).
   */
  tableStepWaiting(): string | undefined;
  /** True while this device watches a room without a seat (a full table): no table step is its to take. */
  readonly watching: boolean;
  /** The name the room gives `seat`; undefined when not online. */
  nameOf(seat: number): string | undefined;
  /** True when a person on another device holds `seat` (the board sees that seat as not its own to play). */
  personThere(seat: number): boolean;
  /**
   * `lines`, the words of the log's entries from index `from` (`count` of them), with the moves the computer made for
   * a person away marked as its ("Astrid (played by the computer while away) …"); `lines` as they are when not online.
   */
  marked(lines: readonly LogLine[], from: number, count: number): readonly LogLine[];
  /** Leaves the room (the board goes back to a local game). */
  leave(): void;
  /** Closes the connection for good (the element was removed for good). */
  dispose(): void;
}

/** The online chunk's entry point. */
export type CreateOnline = (host: OnlineHost) => OnlinePart;
