/**
 * A board's online play (issue 23): a lazy chunk the board imports only when it has a `server` attribute, so a
 * board without one loads no network code. It holds the Colyseus client (colyseus.js), the lobby (start a room
 * with a table, or join one by its code or link), the room's line under the header (the code and the link to
 * share, who is at the table and connected, whose turn it is, the connection), and the {@link ServerGame}: the
 * server's game as a remote actor the board's GameController plays instead of its local actor.
 *
 * The protocol is core's (`@viking-games/core/online`):
 * - Start: the lobby creates a room named by the game's id with `{ players, seats, names, seed, name }`; a link
 *   (the page's URL with `?vg-join=<code>`) or the code, typed in the lobby, joins it (`joinById(code, { name })`):
 *   a free seat, or a spectator's view (`spectate`) when the table is full.
 * - The game: each `state` message (the context redacted for this seat) is rebuilt into a snapshot
 *   (`machine.resolveState`); only this device's seat is a person in it, so the board shows this device's hand only
 *   and never a pass-device screen. A move goes as `move` `{ revision, event }`; a `refused` one is shown as a notice.
 * - Reconnection: a dropped socket goes back to its seat with Colyseus's reconnection token; the seat's own token
 *   (`state.token`) is kept in sessionStorage per room (and in localStorage, for a closed tab: the share link opened
 *   again takes the seat back while no tab plays it), so a reload of the page, and a server restart (the room
 *   resumes under the same code), return to the same seat (`joinById(code, { token })`). While the server is away
 *   the client tries again, every few seconds at most, until the room is back.
 */
import { html, type TemplateResult } from 'lit';
import { Client, type Room } from 'colyseus.js';
import type { OnlineCreateOptions, OnlineJoinOptions, OnlineMove, OnlineRefusal, OnlineRefused, OnlineRoomInfo, OnlineState } from '@viking-games/core/online';
import { onlineMessages, type OnlineMessages } from './online.messages.js';
import type { CreateOnline, OnlineHost, OnlinePart } from './online-types.js';
import { markStandIns, movedOnLine, readingLine, waitingLine } from './online.words.js';
import type { LogLine } from './vg-game-log.js';
import { ServerGame } from './server-game.js';
// Defines <vg-online-panel>, which panel() renders.
import './online-panel.js';
import { rematchBlock, type OnlinePanelPart, type OnlinePanelView, type Phase, type RematchView, type SeatChoice } from './online-panel.js';

export type { SeatChoice } from './online-panel.js';
export { VgOnlinePanel } from './online-panel.js';
type StateMessage = OnlineState;

/** Messages and the protocol version of `@viking-games/core/online` (written here: importing that module's values would bring its schemas). */
const STATE = 'state' satisfies typeof import('@viking-games/core/online').STATE_MESSAGE;
const MOVE = 'move' satisfies typeof import('@viking-games/core/online').MOVE_MESSAGE;
const REFUSED = 'refused' satisfies typeof import('@viking-games/core/online').REFUSED_MESSAGE;
const PROTOCOL = 1 satisfies typeof import('@viking-games/core/online').ONLINE_PROTOCOL;
const SYNC = 'sync' satisfies typeof import('@viking-games/core/online').SYNC_MESSAGE;
const REMATCH = 'rematch' satisfies typeof import('@viking-games/core/online').REMATCH_MESSAGE;

/** With the lobby's stand-in option: a friend's seat empty or away this long is played by the computer (ms). */
export const STAND_IN_AFTER_MS = 30_000;

/** The path of a room's seats before joining: core's `roomInfoPath` (written here, as the messages above). */
const roomInfoPath = (game: string, code: string) => `rooms/${encodeURIComponent(game)}/${encodeURIComponent(code)}`;

/** The URL parameter of a share link. */
export const JOIN_PARAM = 'vg-join';

/** sessionStorage, or nothing where it throws (a sandboxed frame). */
function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** localStorage, or nothing where it throws: the seat tokens outlive the tab, for a tab closed and opened again. */
function lasting(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The seat's token in the room of `code` as this browser last held it (any tab), kept after the tab closes. */
const seatKey = (game: string, code: string) => `vg-online-seat:${game}:${code}`;

/** Keeps (or forgets, undefined) a seat's token beyond the tab: {@link seatKey}. */
function remember(game: string, code: string, token: string | undefined): void {
  try {
    if (token === undefined) lasting()?.removeItem(seatKey(game, code));
    else lasting()?.setItem(seatKey(game, code), token);
  } catch {
    // No lasting storage: a closed tab's seat waits for its bot stand-in or a Leave.
  }
}

/** Storage keys: the room this board's game last joined (its code), the seat's token in each room, the name typed last. */
const currentKey = (game: string) => `vg-online:${game}`;
const tokenKey = (game: string, code: string) => `vg-online:${game}:${code}`;
const NAME_KEY = 'vg-online:name';

function read(key: string): string | undefined {
  try {
    return session()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string | undefined): void {
  try {
    if (value === undefined) session()?.removeItem(key);
    else session()?.setItem(key, value);
  } catch {
    // No storage: a reload will not find the seat again; a dropped socket still does (the tokens are kept here too).
  }
}

/** Resolves after `ms`: the pause between two tries to reach the server. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The text of a failed request (Colyseus's `ServerError`, a network error). */
const textOf = (error: unknown): string => String((error as { message?: unknown } | undefined)?.message ?? error);

class Online implements OnlinePart, OnlinePanelPart {
  private client?: Client;
  private room?: Room;
  private game?: ServerGame;
  private phase: Phase = 'idle';
  private latest?: StateMessage;
  /** The room's code, and this seat's token in it (null: a spectator). */
  private code?: string;
  private seatToken: string | null = null;
  /** The reader left (or the board was removed for good): a closed socket is not reconnected. */
  private leaving = false;
  /** A line about the connection: lost, the server away, or back again (until the next move). */
  private connection?: 'lost' | 'back' | 'away';
  lobbyOpen = false;
  /** "New game" was pressed online: the panel asks rematch, leave or stay. */
  newGameOpen = false;
  error?: string;
  private copied = false;
  /** Bumped on every change, so the panel re-renders. */
  private tick = 0;
  /** Rooms joined so far (a reconnection counts): the panel shows it (`data-connections`), so a page can wait for a new connection. */
  private connections = 0;
  /** A move made while the socket was down: it goes when the seat is back, if it is still one to make. */
  private unsent?: { type: string };

  /**
   * The code of a share link this tab has no seat in yet: the lobby asks the friend's name before joining (a join
   * without one would show the seat's default name, even the host's own).
   */
  invitation?: string;
  /** What the server said of the invitation's room before joining (see {@link OnlinePanelPart.invitedTo}). */
  invitedTo?: 'full' | 'gone';

  constructor(private readonly host: OnlineHost) {
    // A share link, or the room this tab played in before a reload.
    const fromLink = new URL(globalThis.location?.href ?? 'http://x/').searchParams.get(JOIN_PARAM)?.trim().toUpperCase();
    if (fromLink && !read(tokenKey(host.module.id, fromLink))) {
      void this.reclaim(fromLink);
      return;
    }
    const code = fromLink || read(currentKey(host.module.id));
    if (code) void this.enter(code, true);
  }

  get active(): boolean {
    return this.phase === 'playing' || this.phase === 'reconnecting';
  }

  get watching(): boolean {
    return this.active && !!this.latest && this.latest.you === null;
  }

  private get t(): OnlineMessages {
    return onlineMessages(this.host.language(), this.host.element);
  }

  private changed(): void {
    this.tick++;
    this.host.element.requestUpdate();
  }

  private connect(): Client {
    this.client ??= new Client(this.host.server());
    return this.client;
  }

  nameOf(seat: number): string | undefined {
    return this.active ? this.latest?.seats[seat]?.name || undefined : undefined;
  }

  personThere(seat: number): boolean {
    const latest = this.active ? this.latest : undefined;
    return !!latest && seat !== latest.you && latest.seats[seat]?.kind === 'person';
  }

  waitingFor(snapshot: unknown): string | undefined {
    const { module } = this.host;
    const latest = this.latest;
    if (!this.active || !latest || !snapshot || module.isOver(snapshot as never)) return undefined;
    const reading = this.tableStepWaiting();
    if (reading) return reading;
    return waitingLine(this.t, this.host.language(), latest.seats, module.toAct(snapshot as never), latest.you);
  }

  tableStepWaiting(): string | undefined {
    const latest = this.latest;
    if (!this.active || !latest) return undefined;
    // A spectator takes no table step: where Continue would be, whom it waits for (else that this screen watches).
    if (latest.you === null) return this.stepPending() ? (readingLine(this.t, this.host.language(), latest) ?? this.t.spectating) : undefined;
    return readingLine(this.t, this.host.language(), latest);
  }

  marked(lines: readonly LogLine[], from: number, count: number): readonly LogLine[] {
    const latest = this.active ? this.latest : undefined;
    return latest?.stoodIn ? markStandIns(this.t, lines, from, count, latest.stoodIn, (seat) => latest.seats[seat]?.name) : lines;
  }

  /** The game waits for a table step (the seat to act has only table steps: a Wikingerschafe scoring's Continue). */
  private stepPending(): boolean {
    const { module } = this.host;
    const snapshot = this.game?.getSnapshot();
    const steps = module.tableSteps ?? [];
    const seat = snapshot && steps.length ? module.toAct(snapshot)[0] : undefined;
    if (!snapshot || seat === undefined) return false;
    const moves = module.legalMoves(snapshot, seat);
    return moves.length > 0 && moves.every((move) => steps.includes(move.type));
  }

  /**
   * Starts a room with `seats` (this device's person takes the first `person` seat, seat 1 in the lobby).
   * @param standIns the computer plays a friend's seat left empty or away for {@link STAND_IN_AFTER_MS}
   */
  async create(seats: readonly SeatChoice[], name: string, standIns = false): Promise<void> {
    const { module } = this.host;
    const table = this.host.table();
    const names = seats.map((_, seat) => (seat === 0 && name) || this.host.localName(seat));
    const options: OnlineCreateOptions & OnlineJoinOptions = {
      players: seats.length,
      seats,
      names,
      seed: table.seed,
      name: names[0],
      protocol: PROTOCOL,
      ...(standIns ? { botTakeOverAfterMs: STAND_IN_AFTER_MS } : {}),
    };
    await this.begin(() => this.connect().create(module.id, options));
  }

  /**
   * Joins the room of `code`: this device's seat again when this tab holds its token, else a free seat, else a
   * spectator's place (a full table).
   * @param quiet a code from the page's link or from before a reload: nothing is said when there is no such room
   */
  async enter(code: string, quiet = false): Promise<void> {
    code = code.toUpperCase();
    const id = this.host.module.id;
    const token = read(tokenKey(id, code));
    const join = (options: OnlineJoinOptions) => () => this.connect().joinById(code, { ...options, protocol: PROTOCOL });
    if (token && (await this.begin(join({ token }), true))) return;
    if (token) write(tokenKey(id, code), undefined);
    const name = read(NAME_KEY);
    if (await this.begin(join(name ? { name } : {}), true)) return;
    // A full table (or a name the room refused): watch.
    if (!/not found|invalid|no rooms|locked|expired/i.test(this.error ?? '') && (await this.begin(join({ spectate: true }), true))) return;
    if (quiet) {
      write(currentKey(id), undefined);
      this.error = undefined;
    } else this.error = this.error === 'gone' ? this.t.noRoom : this.t.cannotReach(this.host.server());
    this.changed();
  }

  /**
   * A share link opened in a tab that holds no seat in its room: this browser's seat again when an earlier tab held
   * one there and nobody plays it now (the tab was closed), else the lobby asks the friend's name (a new seat).
   */
  private async reclaim(code: string): Promise<void> {
    const id = this.host.module.id;
    let token: string | null | undefined;
    try {
      token = lasting()?.getItem(seatKey(id, code));
    } catch {
      token = undefined;
    }
    if (token) {
      const join = () => this.connect().joinById(code, { token, away: true, protocol: PROTOCOL } satisfies OnlineJoinOptions);
      if (await this.begin(join, true)) return;
      // Played in another tab of this browser now, or no longer a seat of that room: a new seat by name.
      if (/no seat/.test(this.error ?? '')) remember(id, code, undefined);
      this.error = undefined;
    }
    // Before the dialog opens: a full table says so at once (and offers to watch), a room that is gone too.
    this.invitedTo = await this.seatsOf(code);
    if (this.invitedTo === 'gone') this.error = this.t.noRoom;
    this.invitation = code;
    this.lobbyOpen = true;
    this.changed();
  }

  /**
   * Whether the room of `code` has no seat for a person ('full') or is not there ('gone'), as the server's matchmaker
   * lists it (`GET rooms/<game>/<code>`); undefined when a seat is free, or the server cannot say (then the join finds out).
   */
  async seatsOf(code: string): Promise<'full' | 'gone' | undefined> {
    try {
      const { data } = await this.connect().http.get<OnlineRoomInfo>(roomInfoPath(this.host.module.id, code));
      return data.open > 0 ? undefined : 'full';
    } catch (error) {
      return (error as { code?: unknown }).code === 404 ? 'gone' : undefined;
    }
  }

  async watch(code: string): Promise<void> {
    code = code.toUpperCase();
    await this.begin(() => this.connect().joinById(code, { spectate: true, protocol: PROTOCOL } satisfies OnlineJoinOptions));
  }

  /** The name typed in the lobby last (kept for the session), else seat 1's name on this board. */
  private myName(): string {
    return read(NAME_KEY) || this.host.localName(0);
  }

  /**
   * Connects with `open` and plays the room. On failure `error` says why ('gone': no such room; else the server's
   * text) and, unless `silent`, the lobby says it in words.
   * @returns true when connected
   */
  private async begin(open: () => Promise<Room>, silent = false): Promise<boolean> {
    this.phase = 'connecting';
    this.error = undefined;
    this.changed();
    try {
      this.listen(await open());
      return true;
    } catch (error) {
      this.phase = 'idle';
      const text = textOf(error);
      this.error = /not found|invalid room|no rooms/i.test(text) ? 'gone' : text;
      if (!silent) this.error = this.error === 'gone' ? this.t.noRoom : this.t.cannotReach(this.host.server());
      this.changed();
      return false;
    }
  }

  /** Plays `room`: its states, refusals and the end of its connection. */
  private listen(room: Room): void {
    this.room = room;
    this.leaving = false;
    this.code = room.roomId;
    this.connections++;
    room.onMessage(STATE, (message: StateMessage) => this.onState(room, message));
    room.onMessage(REFUSED, (message: OnlineRefused) => this.onRefused(message));
    // Messages this board does not use are accepted silently.
    room.onMessage('*', () => undefined);
    room.onLeave(() => this.onLeave(room));
    // A state the server sent before these handlers were set would be lost: ask for it again.
    room.send(SYNC);
  }

  /** A refused move: said in words, unless it was only late and goes again (see {@link ServerGame.resend}). */
  private onRefused(message: OnlineRefused): void {
    const game = this.game;
    const you = this.latest?.you;
    // Two devices pressed Continue at once: the other's went first, and its notice says so.
    const step = this.latest?.tableStep;
    if (message.reason === 'stale' && step && step.revision === message.revision && step.seat !== you) return;
    if (message.reason === 'stale' && game && you !== null && you !== undefined && game.resend(this.host.module.legalMoves(game.getSnapshot(), you))) return;
    this.host.notice(this.t.refused[message.reason as OnlineRefusal] ?? this.t.refused.illegal);
  }

  private onState(room: Room, message: StateMessage): void {
    if (room !== this.room) return;
    const id = this.host.module.id;
    // A rematch: the room's next game (a new game on the board, not a move of the last one).
    const rematch = !!this.game && message.games !== undefined && message.games !== this.latest?.games;
    // Another device took a table step ("Continue" after a scoring) since this one's last state: say who.
    // (Not to a device that had pressed it too: everyone's Continue moves it on.)
    const pressed = this.latest?.you !== null && this.latest?.you !== undefined && !!this.latest.stepTaken?.includes(this.latest.you);
    const movedOn = this.game && !rematch && !pressed ? movedOnLine(this.t, this.game.revision, message) : undefined;
    if (movedOn) this.host.notice(movedOn);
    this.latest = message;
    this.code = message.code;
    this.seatToken = message.token;
    write(currentKey(id), message.code);
    write(tokenKey(id, message.code), message.token ?? undefined);
    if (message.token) remember(id, message.code, message.token);
    if (this.connection === 'back' && this.game && message.revision > this.game.revision) this.connection = undefined;
    if (this.connection === 'lost' || this.connection === 'away') this.connection = 'back';
    this.phase = 'playing';
    this.lobbyOpen = false;
    this.invitation = undefined;
    this.invitedTo = undefined;
    if (!this.game || rematch) {
      // A game under way (this page reloaded, or a friend joining late): its moves are in the log, not "just now".
      const resumed = !rematch && message.revision > 0;
      this.newGameOpen = false;
      this.game = new ServerGame(this.host.module.machine, message, (move) => this.sendMove(move));
      this.host.play(this.game, resumed);
    } else this.game.update(message);
    const unsent = this.unsent;
    this.unsent = undefined;
    const you = message.you;
    if (unsent && you !== null && this.host.module.legalMoves(this.game.getSnapshot(), you).some((move) => JSON.stringify(move) === JSON.stringify(unsent)))
      this.game.send(unsent);
    this.changed();
  }

  /**
   * Sends a move while the socket is open; else (closing, or a reconnection under way: a send would only make the
   * browser complain) keeps it for the state that comes when the seat is back (see {@link onState}).
   */
  private sendMove(move: OnlineMove): void {
    const room = this.room;
    if (room?.connection.isOpen) room.send(MOVE, move);
    else {
      this.unsent = move.event;
      this.changed();
    }
  }

  /**
   * The socket closed: unless the reader left or the game is over (the board keeps its final position), back to
   * the same seat, trying again until the room is there. Whatever the close code: a server shutting down closes
   * its rooms as "consented" (4000) too.
   */
  private onLeave(room: Room): void {
    if (room !== this.room) return;
    this.room = undefined;
    const game = this.game;
    if (this.leaving || !game || this.host.module.isOver(game.getSnapshot())) return;
    this.phase = 'reconnecting';
    this.connection = 'lost';
    this.changed();
    void this.reconnect(room.reconnectionToken);
  }

  /**
   * Back to the seat: Colyseus's reconnection while the server kept the seat, else (a server restart) a join with
   * the seat's token, again and again (at most every 3 s) until one of them works or the reader leaves.
   */
  private async reconnect(reconnectionToken: string): Promise<void> {
    const code = this.code;
    // A server that answered "invalid or expired" (a restart: the room is back, the token is not) is not asked again.
    let tokenKnown = true;
    for (let attempt = 0; !this.leaving && this.phase === 'reconnecting'; attempt++) {
      const tries: (() => Promise<Room>)[] = [];
      if (tokenKnown)
        tries.push(() =>
          this.connect()
            .reconnect(reconnectionToken)
            .catch((error: unknown) => {
              if (/invalid|expired/i.test(textOf(error))) tokenKnown = false;
              throw error;
            }),
        );
      if (code)
        tries.push(() =>
          this.connect().joinById(code, this.seatToken ? { token: this.seatToken, protocol: PROTOCOL } : { spectate: true, protocol: PROTOCOL }),
        );
      for (const open of tries) {
        try {
          const room = await open();
          if (this.leaving) {
            void room.leave(true).catch(() => undefined);
            return;
          }
          this.listen(room);
          return;
        } catch {
          // Not yet: the next way, or the next round.
        }
      }
      if (attempt === 1) {
        this.connection = 'away';
        this.changed();
      }
      await pause(Math.min(3000, 250 * 2 ** attempt));
    }
  }

  /** Asks the room for a rematch (once the game is over; the room starts it when every connected person has). */
  askRematch(): void {
    this.newGameOpen = false;
    if (this.room?.connection.isOpen) this.room.send(REMATCH);
    this.changed();
  }

  newGame(): void {
    this.newGameOpen = true;
    this.changed();
  }

  closeNewGame(): void {
    this.newGameOpen = false;
    this.changed();
  }

  /** True when the room's game is over (the rematch is on offer). */
  private over(): boolean {
    const snapshot = this.game?.getSnapshot();
    return !!snapshot && this.host.module.isOver(snapshot);
  }

  /**
   * Where the rematch stands, for this seat: null when none is on offer (not online, a spectator, the game not
   * over); else whether this seat asked, and the names of those who did and of those still to.
   */
  rematchView(): RematchView | null {
    const latest = this.latest;
    if (!this.active || !latest || latest.you === null || !this.over()) return null;
    const asked = latest.rematch ?? [];
    const people = latest.seats.flatMap((seat, i) => (seat.kind === 'person' && seat.connected && !seat.open ? [i] : []));
    return {
      asked: asked.includes(latest.you),
      askedBy: asked.filter((seat) => seat !== latest.you).map((seat) => latest.seats[seat].name),
      waitingFor: people.filter((seat) => !asked.includes(seat) && seat !== latest.you).map((seat) => latest.seats[seat].name),
    };
  }

  end(): TemplateResult {
    const rematch = this.rematchView();
    return rematch ? rematchBlock(this, rematch, this.t, this.host.language()) : html``;
  }

  /** Back to a local game. */
  private stop(): void {
    this.phase = 'idle';
    this.game = undefined;
    this.latest = undefined;
    this.connection = undefined;
    this.unsent = undefined;
    this.host.play(undefined);
    this.changed();
  }

  leave(): void {
    this.leaving = true;
    this.newGameOpen = false;
    const room = this.room;
    this.room = undefined;
    const id = this.host.module.id;
    if (this.code) write(tokenKey(id, this.code), undefined);
    if (this.code) remember(id, this.code, undefined);
    write(currentKey(id), undefined);
    this.code = undefined;
    this.seatToken = null;
    void room?.leave(true).catch(() => undefined);
    if (this.game) this.stop();
    else {
      this.phase = 'idle';
      this.changed();
    }
  }

  dispose(): void {
    this.leaving = true;
    void this.room?.leave(false).catch(() => undefined);
    this.room = undefined;
  }

  /** The share link: this page with `?vg-join=<code>`. */
  link(): string {
    const url = new URL(globalThis.location.href);
    url.searchParams.set(JOIN_PARAM, this.code ?? '');
    url.hash = '';
    return url.href;
  }

  async copyLink(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.link());
      this.copied = true;
    } catch {
      this.copied = false;
    }
    this.changed();
  }

  openLobby(): void {
    this.lobbyOpen = true;
    this.error = undefined;
    this.changed();
  }

  closeLobby(): void {
    this.lobbyOpen = false;
    this.invitation = undefined;
    this.invitedTo = undefined;
    this.changed();
  }

  tools(): TemplateResult {
    if (this.active) return html``;
    return html`<button class="btn" data-action="play-online" ?disabled=${this.phase === 'connecting'} @click=${() => this.openLobby()}>${this.t.playOnline}</button>`;
  }

  /**
   * The room's line and the lobby. Its tag carries where the board stands, for a page (or a test) to read or wait
   * for: `data-phase` (`idle`, `connecting`, `playing`, `reconnecting`), `data-connection` (`lost`, `away`, `back`
   * or empty), `data-connections` (rooms joined so far: one more after each reconnection) and `data-seat` (this
   * device's seat, empty for a spectator or before joining).
   */
  panel(): TemplateResult {
    return html`<vg-online-panel
      part="online"
      data-phase=${this.phase}
      data-connection=${this.connection ?? ''}
      data-connections=${this.connections}
      data-seat=${this.latest?.you ?? ''}
      .online=${this}
      .tick=${this.tick}
      .messages=${this.t}
      locale=${this.host.language()}
    ></vg-online-panel>`;
  }

  /** What the panel shows (see {@link VgOnlinePanel}). */
  view(): OnlinePanelView {
    const { module } = this.host;
    const snapshot = this.game?.getSnapshot();
    const table = this.host.table();
    const seats = Array.from({ length: table.players }, (_, seat): SeatChoice => {
      const s = table.seats?.[seat];
      if (seat === 0 || !s || s.kind === 'human') return 'person';
      if (s.bot === 'random') return 'random';
      return s.bot === 'search' && module.bots.search ? 'search' : (`heuristic:${s.level}` as SeatChoice);
    });
    return {
      t: this.t,
      phase: this.phase,
      code: this.code,
      you: this.latest?.you ?? null,
      seats: this.active ? (this.latest?.seats ?? []) : [],
      toAct: snapshot ? module.toAct(snapshot) : [],
      connection: this.connection,
      moveKept: !!this.unsent,
      copied: this.copied,
      rematch: this.rematchView(),
      table: { players: table.players, seats, min: module.minPlayers, max: module.maxPlayers, name: this.myName(), strongest: !!module.bots.search },
    };
  }

  /** The name typed in a lobby of this tab before, or ''. */
  rememberedName(): string {
    return read(NAME_KEY) ?? '';
  }

  rememberName(name: string): void {
    write(NAME_KEY, name.trim() || undefined);
  }
}

/** The chunk's entry: a board's online part. */
export const createOnline: CreateOnline = (host) => new Online(host);
