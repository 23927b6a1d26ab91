/**
 * The wire protocol of Viking Games online (`@viking-games/core/online`): what a browser and the game server
 * (`@viking-games/server`, a Colyseus room per game) say to each other. Here in core, as plain types and small
 * checks, so an element speaks it without importing the server.
 *
 * - Room name: the game's id from `gameRegistry` (`wikingerschafe`, ...). Create a room with
 *   {@link OnlineCreateOptions}, join one with {@link OnlineJoinOptions}. The room id is the short code to share
 *   ({@link ROOM_CODE_ALPHABET}): joining by code is `client.joinById(code, options)`. Rooms are private (never
 *   matched by `joinOrCreate`).
 * - Server to client, message {@link STATE_MESSAGE}: an {@link OnlineState} after every change (a move, a seat
 *   joining, leaving or taken over by a bot), and once to each client as it joins. Its `context` is the machine
 *   context redacted for that client's seat (`GameModule.redact`): the same shape, so the element rebuilds a snapshot
 *   with `machine.resolveState({ value, context })` and renders it as it does a local game.
 * - Client to server, message {@link MOVE_MESSAGE}: an {@link OnlineMove}, the event made on `revision`. A move that
 *   is malformed, stale (another revision), not its seat's to make or illegal changes nothing and is answered with
 *   {@link REFUSED_MESSAGE} ({@link OnlineRefused}) to that client only. Where several seats act at once (Wilde
 *   Wikinger's face-down raid bids), a move can be `stale` because another seat moved first: make it again on the
 *   new state.
 *   A table step (`GameModule.tableSteps`: Wikingerschafe's `game.continue` after a scoring) is every seated
 *   person's to send, whoever is to act: each reads the scoring on their own device and continues there
 *   ({@link OnlineState.stepTaken} lists who has); the room makes the step once every person connected (and not
 *   stood in for by a bot) has sent it, or when the last of those still reading leaves. The bots wait for it while a
 *   person is connected.
 * - Client to server, message {@link SYNC_MESSAGE} (no payload): send me the state again. A client registers its
 *   message handlers right after joining and then sends it: a state that arrived before its handlers is not lost.
 * - Physics games (See-Saw, Valley): the server resolves each placement or bowl with the headless physics and
 *   discards any `resolved` a client sends. The outcome is in the state itself, as in a local game: See-Saw's
 *   `context.lastPlacement` and Valley's `context.lastBowl` hold the ship or barrels before it, the move and what
 *   happened, from which the element replays the animation (`recordingOf`, the same deterministic simulation its
 *   worker runs). No separate outcome message.
 * - Rematch, message {@link REMATCH_MESSAGE}: once a game is over, each seated person may ask for another in the same
 *   room; when every connected person has asked, the room starts it (same seats, names and tokens, a new seed,
 *   {@link OnlineState.games} one more; the revision keeps counting, so nothing of the old game is taken for new).
 * - Before joining, over HTTP: `GET <server>/rooms/<game>/<code>` ({@link roomInfoPath}; colyseus.js
 *   `client.http.get(roomInfoPath(game, code))`) answers {@link OnlineRoomInfo}, the seats a person could still take,
 *   or 404 when there is no such room: a share link's dialog says at once that the table is full (and offers to watch)
 *   instead of after the name was typed. It reads the matchmaker's listing, so any process behind Redis answers.
 * - Reconnecting: a dropped socket reconnects to its seat with Colyseus's reconnection
 *   (`client.reconnect(room.reconnectionToken)`) while the server runs. After a server restart (the room resumes
 *   from its stored snapshot under the same code) join again with the seat's {@link OnlineState.token}:
 *   `client.joinById(code, { token })`.
 */
import * as v from 'valibot';

/** Bumped when a message changes shape; a server refuses a client of another version (join option `protocol`). */
export const ONLINE_PROTOCOL = 1;

/** Server to client: {@link OnlineState}. */
export const STATE_MESSAGE = 'state';
/** Server to client: {@link OnlineRefused}, to the client whose move it was. */
export const REFUSED_MESSAGE = 'refused';
/** Client to server: {@link OnlineMove}. */
export const MOVE_MESSAGE = 'move';
/** Client to server, no payload: the server answers with the state. */
export const SYNC_MESSAGE = 'sync';
/**
 * Client to server, no payload: after the game is over, this seat asks for a rematch in the same room (same seats,
 * same link, a new seed). The new game starts when every person connected to the room has asked
 * ({@link OnlineState.rematch} lists who has so far). A spectator's or a game in progress's is ignored.
 */
export const REMATCH_MESSAGE = 'rematch';

/** Letters of a room code: no 0/O, 1/I/L, so it reads aloud and types on a phone. */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Length of a room code. */
export const ROOM_CODE_LENGTH = 6;

/**
 * Who plays a seat: `person` (a client who joins takes it), or a bot of the game played by the server:
 * `random`, `heuristic` (level 2), `heuristic:N` (level N, 1 to 3), `search` (the strongest, where the game has it:
 * Wikingerschafe and Wilde Wikinger; the heuristic bot's level 2 elsewhere; it thinks in the server's worker thread).
 */
export type OnlineSeatKind = 'person' | 'random' | 'heuristic' | 'heuristic:1' | 'heuristic:2' | 'heuristic:3' | 'search';

const seatKindSchema = v.picklist(['person', 'random', 'heuristic', 'heuristic:1', 'heuristic:2', 'heuristic:3', 'search'] as const);
const nameSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(24));

/** Options to create a room (`client.create(gameId, options)`). */
export interface OnlineCreateOptions {
  /** Number of seats, within the game's limits. */
  readonly players: number;
  /** One per seat, in seat order; at least one `person`. The creator takes the first `person` seat. */
  readonly seats: readonly OnlineSeatKind[];
  /** The game's seed (0 to 4 294 967 295); the server picks one when absent. */
  readonly seed?: number;
  /** Names in seat order (a person's own join `name` replaces theirs). */
  readonly names?: readonly string[];
  /**
   * A person's seat whose client has been gone this long (ms) is played by the `heuristic` bot until they come back.
   * Absent: never (the game waits for them).
   */
  readonly botTakeOverAfterMs?: number;
  /** Pause before each bot move (ms), so people see it happen; default 500, 0 in tests. */
  readonly botDelayMs?: number;
}

/** The schema of {@link OnlineCreateOptions} (player count and seats are checked against the game by the server). */
export const onlineCreateOptionsSchema = v.object({
  players: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8)),
  seats: v.pipe(v.array(seatKindSchema), v.minLength(1), v.maxLength(8)),
  seed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff))),
  names: v.optional(v.pipe(v.array(nameSchema), v.maxLength(8))),
  botTakeOverAfterMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24 * 3600 * 1000))),
  botDelayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000))),
});

/** Options to join a room (`client.joinById(code, options)`; `client.create` takes them too, beside the create options). */
export interface OnlineJoinOptions {
  /** The name shown for this person's seat. */
  readonly name?: string;
  /** Watch only: no seat, the public view. A room whose person seats are taken refuses a join without it. */
  readonly spectate?: boolean;
  /** A seat's token ({@link OnlineState.token}) from before a server restart: takes that seat back. */
  readonly token?: string;
  /**
   * With `token`: take the seat back only while nobody plays it (a tab that was closed, opened again from the link);
   * a seat played now (another tab of the same browser) refuses the join with 409, so that tab keeps it.
   */
  readonly away?: boolean;
  /** {@link ONLINE_PROTOCOL} of the client; a server of another version refuses it. Absent: taken as current. */
  readonly protocol?: number;
}

/** The schema of {@link OnlineJoinOptions} (unknown keys, e.g. the create options, are ignored). */
export const onlineJoinOptionsSchema = v.object({
  name: v.optional(nameSchema),
  spectate: v.optional(v.boolean()),
  token: v.optional(v.pipe(v.string(), v.maxLength(64))),
  away: v.optional(v.boolean()),
  protocol: v.optional(v.pipe(v.number(), v.integer())),
});

/** One seat as every client sees it. */
export interface OnlineSeat {
  readonly name: string;
  /** `person`: played by a client; `bot`: by the server's bot. */
  readonly kind: 'person' | 'bot';
  /** A person's seat: a client holds it and is connected now. Always true for a bot seat. */
  readonly connected: boolean;
  /** A person's seat taken over by the bot while they are gone (`botTakeOverAfterMs`); handed back on return. */
  readonly botStandIn: boolean;
  /** A person's seat that nobody has taken yet (free for the next to join). */
  readonly open: boolean;
}

/** Message {@link STATE_MESSAGE}: the room as one client may see it. */
export interface OnlineState {
  /** The game id (the room name). */
  readonly game: string;
  /** The room code (the room id). */
  readonly code: string;
  /** Counts the moves applied: 0 at the start, one more per move. A move is made on this revision. */
  readonly revision: number;
  /** The machine's state value. */
  readonly value: unknown;
  /** The machine's context redacted for {@link you} (`GameModule.redact`): other seats' secrets masked. */
  readonly context: unknown;
  /** This client's seat, or null for a spectator. */
  readonly you: number | null;
  /** This client's seat token (join option `token` takes the seat back after a server restart); null for a spectator. */
  readonly token: string | null;
  readonly seats: readonly OnlineSeat[];
  /** Games started in this room: 1 for the first, one more after each rematch. */
  readonly games?: number;
  /** After the game is over: the seats whose person asked for a rematch ({@link REMATCH_MESSAGE}), in seat order. */
  readonly rematch?: readonly number[];
  /**
   * The latest table step (`GameModule.tableSteps`, e.g. "Continue" after a scoring) of this game: the revision it
   * made, the seat whose person took it and its event type. Another device's board says who moved the table on.
   */
  readonly tableStep?: { readonly revision: number; readonly seat: number; readonly type: string };
  /**
   * While the game waits for a table step (a scoring on screen): the seats whose person has taken it on their device
   * (pressed Continue), in seat order; the others are still reading. Absent when nobody has.
   */
  readonly stepTaken?: readonly number[];
  /**
   * The latest moves of this game (up to a few dozen), oldest first: where each one's lines begin in the game's log
   * (`context.log`, its length before the move) and the seat whose person made it (null: a bot's, or the table's).
   * A board that joins a game under way (a reload, a friend's late arrival) shows from it what happened since this
   * seat's person last moved ("Just now"), as if it had been there.
   */
  readonly recent?: readonly OnlineRecentMove[];
  /**
   * The lines of this game's log the computer made for a person who was away (a stand-in, the create option
   * `botTakeOverAfterMs`), oldest first, each run of one seat's lines once: the board marks them as the computer's
   * in the log and in "Just now". Absent when it has made none.
   */
  readonly stoodIn?: readonly OnlineStoodIn[];
}

/** One of {@link OnlineState.stoodIn}: the game log's lines `[log, end)` made by the computer for `seat`'s person, away. */
export interface OnlineStoodIn {
  readonly seat: number;
  /** The first line's index in `context.log`. */
  readonly log: number;
  /** The index after the last line. */
  readonly end: number;
}

/**
 * {@link OnlineState.stoodIn} with the lines `[log, end)` of a stand-in's move for `seat` added: joined to the last run
 * when they follow it for the same seat, so the list grows by one run per turn played for someone away.
 */
export function addStoodIn(runs: readonly OnlineStoodIn[], seat: number, log: number, end: number): OnlineStoodIn[] {
  if (end <= log) return [...runs];
  const last = runs.at(-1);
  if (last && last.seat === seat && last.end === log) return [...runs.slice(0, -1), { seat, log: last.log, end }];
  return [...runs, { seat, log, end }];
}

/** One of {@link OnlineState.recent}. */
export interface OnlineRecentMove {
  /** The game log's length before the move: its lines are the log's from here to the next move's. */
  readonly log: number;
  /** The seat whose person made the move; null for a bot's move (a stand-in's too) or the table's (a scoring's Continue). */
  readonly seat: number | null;
}

/** Message {@link MOVE_MESSAGE}: an event of the game's machine, made on `revision`. */
export interface OnlineMove<TEvent extends { type: string } = { type: string }> {
  readonly revision: number;
  readonly event: TEvent;
}

/** Why a move was refused. */
export type OnlineRefusal =
  /** Not an {@link OnlineMove}. */
  | 'malformed'
  /** Made on another revision than the current one (late, repeated or out of order). */
  | 'stale'
  /** A spectator, or a seat not to act now, or an event for another seat. */
  | 'notYourTurn'
  /** The machine refused it in this state. */
  | 'illegal'
  /** The game is over. */
  | 'over';

/** Message {@link REFUSED_MESSAGE}. */
export interface OnlineRefused {
  /** The room's current revision (the move's was another, or the move was refused on it). */
  readonly revision: number;
  readonly reason: OnlineRefusal;
}

/** The schema of {@link OnlineMove}: a revision and an event object with a string `type` (the machine checks the rest). */
export const onlineMoveSchema = v.object({
  revision: v.pipe(v.number(), v.integer(), v.minValue(0)),
  event: v.looseObject({ type: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) }),
});

/**
 * Reads a client's move message.
 * @returns the move, or undefined when `message` is not one
 */
export function parseOnlineMove(message: unknown): OnlineMove | undefined {
  const result = v.safeParse(onlineMoveSchema, message);
  return result.success ? (result.output as OnlineMove) : undefined;
}

/** What `GET <server>/rooms/<game>/<code>` answers (the room's matchmaker metadata): its seats before anyone joins. */
export interface OnlineRoomInfo {
  readonly game: string;
  readonly code: string;
  /** Seats at the table. */
  readonly players: number;
  /** Person seats nobody has taken: 0, a full table (a join without `spectate` is refused). */
  readonly open: number;
}

/** The path of a room's {@link OnlineRoomInfo} on the game server (HTTP GET, relative to the server's URL). */
export const roomInfoPath = (game: string, code: string): string => `rooms/${encodeURIComponent(game)}/${encodeURIComponent(code)}`;

/** The bot of a seat kind: name and level; undefined for `person`. */
export function botOfSeatKind(kind: OnlineSeatKind): { bot: string; level: 1 | 2 | 3 } | undefined {
  if (kind === 'person') return undefined;
  const [bot, level] = kind.split(':');
  return { bot, level: level === undefined ? 2 : (Number(level) as 1 | 2 | 3) };
}
