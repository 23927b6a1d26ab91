/**
 * A board's online play (issue 23): a lazy chunk the board imports only when it has a `server` attribute, so a
 * board without one loads no network code. It holds the Colyseus client (colyseus.js), the lobby (start a room
 * with a table, or join one by its code or link), the room's line under the header (the code and the link to
 * share, who is at the table and connected, whose turn it is, the connection), and the {@link ServerGame}: the
 * server's game as a remote actor the board's GameController plays instead of its local actor.
 *
 * - Start: the lobby creates a room named by the game's id with `{ players, seats, names }`; a link
 *   (the page's URL with `?vg-join=<code>`) or the code, typed in the lobby, joins it (`{ name, code }`): a free
 *   seat, or a spectator's view when the table is full.
 * - The game: each `state` message (`{ revision, value, context, you, seats, code }`, the context redacted for this
 *   seat) is rebuilt into a snapshot (`machine.resolveState`); only this device's seat is a person in it, so the
 *   board shows this device's hand only and never a pass-device screen. A move goes as `move` `{ revision, event }`;
 *   a `refused` one is shown as a notice.
 * - Reconnection: the reconnection token is kept in sessionStorage per room, so a dropped socket, and a reload
 *   of the page, return to the same seat; while the server is away (a restart) the client tries again, every
 *   few seconds at most, until the room is back.
 */
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { Client, type Room } from 'colyseus.js';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { Seat } from '@viking-games/core/kit';
import { customElement } from './define.js';
import { controlStyles } from './theme.js';
import { onlineMessages, type OnlineMessages } from './online.messages.js';
import type { CreateOnline, OnlineHost, OnlinePart, RemoteActor } from './online-types.js';
import './vg-dialog.js';

/** Who plays a seat, as a room is created with it: a person, or one of the game's bots (`heuristic:2`). */
export type SeatChoice = 'person' | 'random' | 'heuristic' | `${'random' | 'heuristic'}:${1 | 2 | 3}`;

/** One seat of the room as the server tells it. */
export interface RoomSeat {
  readonly name: string;
  readonly kind: 'person' | 'bot';
  readonly connected: boolean;
  /** A bot plays the seat while its person is away. */
  readonly botStandIn: boolean;
}

/** The server's `state` message: the game as this seat may see it. */
export interface StateMessage {
  readonly revision: number;
  readonly value: unknown;
  /** The machine's context, redacted for this seat (same shape). */
  readonly context: Record<string, unknown>;
  /** This device's seat; null for a spectator. */
  readonly you: number | null;
  readonly seats: readonly RoomSeat[];
  readonly code: string;
}

/** The server's `refused` message, to the sender of a move only. */
export interface RefusedMessage {
  readonly revision: number;
  readonly reason: string;
}

/** The URL parameter of a share link. */
export const JOIN_PARAM = 'vg-join';

/** What a person here looks like to the board: the kit's `human` seat (every other seat is a bot to the board). */
const HERE: Seat = { kind: 'human' };
const THERE: Seat = { kind: 'bot', bot: 'heuristic', level: 2 };

/**
 * The server's game as the board's GameController holds it (a {@link RemoteActor}): every `state` message
 * becomes a snapshot in which only this device's seat is a person.
 */
export class ServerGame<TMachine extends AnyStateMachine = AnyStateMachine> implements RemoteActor<TMachine> {
  private snapshot: SnapshotFrom<TMachine>;
  private readonly observers = new Set<{ next(snapshot: SnapshotFrom<TMachine>): void; error?(error: unknown): void }>();
  /** The revision of the latest state: each move is sent with it. */
  revision: number;

  constructor(
    private readonly machine: TMachine,
    first: StateMessage,
    private readonly sendMove: (message: { revision: number; event: { type: string } }) => void,
  ) {
    this.revision = first.revision;
    this.snapshot = this.resolve(first);
  }

  /** Rebuilds the snapshot of `message` (seats: this device a person, the others bots; names the room's). */
  private resolve(message: StateMessage): SnapshotFrom<TMachine> {
    const context = message.context as { players?: readonly Record<string, unknown>[] };
    const players = context.players?.map((player, seat) => ({
      ...player,
      seat: seat === message.you ? HERE : THERE,
      name: message.seats[seat]?.name || player.name,
    }));
    return this.machine.resolveState({
      value: message.value as never,
      context: { ...context, ...(players ? { players } : {}) } as never,
    }) as SnapshotFrom<TMachine>;
  }

  /** A new `state` from the server: the observers hear of it (a state no newer than the latest is ignored). */
  update(message: StateMessage): void {
    if (message.revision < this.revision) return;
    let next: SnapshotFrom<TMachine>;
    try {
      next = this.resolve(message);
    } catch (error) {
      for (const observer of this.observers) observer.error?.(error);
      return;
    }
    this.revision = message.revision;
    this.snapshot = next;
    for (const observer of [...this.observers]) observer.next(next);
  }

  getSnapshot(): SnapshotFrom<TMachine> {
    return this.snapshot;
  }

  getPersistedSnapshot(): unknown {
    return this.snapshot;
  }

  subscribe(observer: { next(snapshot: SnapshotFrom<TMachine>): void; error?(error: unknown): void }): { unsubscribe(): void } {
    this.observers.add(observer);
    return { unsubscribe: () => void this.observers.delete(observer) };
  }

  send(event: { type: string }): void {
    this.sendMove({ revision: this.revision, event });
  }

  start(): void {}

  stop(): void {}
}

/** sessionStorage, or nothing where it throws (a sandboxed frame). */
function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Storage keys: the room this board of the game last joined, and each room's reconnection token. */
const currentKey = (game: string) => `vg-online:${game}`;
const tokenKey = (game: string, code: string) => `vg-online:${game}:${code}`;

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
    // No storage: a reload will not find the seat again; a dropped socket still does (the token is kept here too).
  }
}

/** Resolves after `ms` (the pause between two tries to reach the server; never in a test's own waiting). */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Where the board stands with the server. */
type Phase = 'idle' | 'connecting' | 'playing' | 'reconnecting';

class Online implements OnlinePart {
  private client?: Client;
  private room?: Room;
  private game?: ServerGame;
  private phase: Phase = 'idle';
  private latest?: StateMessage;
  /** The room's code and this seat's reconnection token. */
  private code?: string;
  private token?: string;
  /** The reader left (or the board was removed): a closed socket is not reconnected. */
  private leaving = false;
  /** A line about the connection: lost, or back again (until the next move). */
  private connection?: 'lost' | 'back' | 'away';
  lobbyOpen = false;
  error?: string;
  private copied = false;
  /** Bumped on every change, so the panel re-renders. */
  private tick = 0;

  constructor(private readonly host: OnlineHost) {
    const fromLink = new URL(globalThis.location?.href ?? 'http://x/').searchParams.get(JOIN_PARAM)?.trim();
    const code = fromLink || read(currentKey(host.module.id));
    if (code) void this.enter(code, true);
  }

  get active(): boolean {
    return this.phase === 'playing' || this.phase === 'reconnecting';
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

  /** Starts a room with `seats` (seat 0 is this device's person). */
  async create(seats: readonly SeatChoice[], name: string): Promise<void> {
    const { module } = this.host;
    const table = this.host.table();
    const names = seats.map((_, seat) => (seat === 0 ? name : '') || this.host.localName(seat));
    await this.begin(() => this.connect().create(module.id, { players: seats.length, seats, names, seed: table.seed }));
  }

  /** Joins the room of `code`: back to this device's seat when it holds the room's token, else a free seat or a spectator's place. */
  async enter(code: string, quiet = false): Promise<void> {
    const token = read(tokenKey(this.host.module.id, code));
    if (token) {
      try {
        await this.begin(() => this.connect().reconnect(token), true);
        return;
      } catch {
        write(tokenKey(this.host.module.id, code), undefined);
      }
    }
    try {
      await this.begin(() => this.connect().join(this.host.module.id, { code, name: this.myName() }), quiet);
    } catch {
      if (quiet) write(currentKey(this.host.module.id), undefined);
    }
  }

  /** The name typed in the lobby last (kept for the session), else seat 1's name on this board. */
  private myName(): string {
    return read('vg-online:name') || this.host.localName(0);
  }

  /** Connects with `open` and plays the room; a failure is shown in the lobby (and thrown when `rethrow`). */
  private async begin(open: () => Promise<Room>, rethrow = false): Promise<void> {
    this.phase = 'connecting';
    this.error = undefined;
    this.changed();
    let room: Room;
    try {
      room = await open();
    } catch (error) {
      this.phase = 'idle';
      const text = String((error as { message?: unknown })?.message ?? error);
      this.error = /not found|no rooms|invalid/i.test(text) ? this.t.noRoom : this.t.cannotReach(this.host.server());
      this.changed();
      if (rethrow) throw error;
      return;
    }
    this.listen(room);
  }

  /** Plays `room`: its states, refusals and the end of its connection. */
  private listen(room: Room): void {
    this.room = room;
    this.leaving = false;
    this.token = room.reconnectionToken;
    room.onMessage('state', (message: StateMessage) => this.onState(room, message));
    room.onMessage('refused', (message: RefusedMessage) => this.host.notice(this.t.refused(message.reason)));
    // Messages the board does not use (a physics outcome comes in the state) are accepted silently.
    room.onMessage('*', () => undefined);
    room.onLeave((code) => this.onLeave(room, code));
  }

  private onState(room: Room, message: StateMessage): void {
    if (room !== this.room) return;
    this.latest = message;
    if (this.code !== message.code) {
      this.code = message.code;
      write(currentKey(this.host.module.id), message.code);
    }
    this.token = room.reconnectionToken;
    if (message.you !== null) write(tokenKey(this.host.module.id, message.code), room.reconnectionToken);
    if (this.connection === 'back' && this.game && message.revision > this.game.revision) this.connection = undefined;
    const first = !this.game || this.phase !== 'playing';
    if (this.connection === 'lost' || this.connection === 'away') this.connection = 'back';
    this.phase = 'playing';
    this.lobbyOpen = false;
    if (!this.game) {
      this.game = new ServerGame(this.host.module.machine, message, (move) => this.room?.send('move', move));
      this.host.play(this.game);
    } else {
      this.game.update(message);
      if (first) this.host.element.requestUpdate();
    }
    this.changed();
  }

  /** The socket closed: unless the reader left, back to the same seat, trying again until the room is there. */
  private onLeave(room: Room, code: number): void {
    if (room !== this.room) return;
    this.room = undefined;
    if (this.leaving || code === 4000 || !this.token || !this.game) {
      if (!this.leaving && this.game) this.stop();
      return;
    }
    this.phase = 'reconnecting';
    this.connection = 'lost';
    this.changed();
    void this.reconnect(this.token);
  }

  private async reconnect(token: string): Promise<void> {
    for (let attempt = 0; !this.leaving && this.phase === 'reconnecting'; attempt++) {
      try {
        const room = await this.connect().reconnect(token);
        if (this.leaving) {
          void room.leave(true);
          return;
        }
        this.listen(room);
        return;
      } catch {
        if (attempt === 2) {
          this.connection = 'away';
          this.changed();
        }
        await pause(Math.min(3000, 250 * 2 ** attempt));
      }
    }
  }

  /** Back to a local game. */
  private stop(): void {
    this.phase = 'idle';
    this.game = undefined;
    this.latest = undefined;
    this.connection = undefined;
    this.host.play(undefined);
    this.changed();
  }

  leave(): void {
    this.leaving = true;
    const room = this.room;
    this.room = undefined;
    if (this.code) write(tokenKey(this.host.module.id, this.code), undefined);
    write(currentKey(this.host.module.id), undefined);
    this.code = undefined;
    this.token = undefined;
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
    this.changed();
  }

  tools(): TemplateResult {
    return html`<button class="btn" data-action="play-online" ?disabled=${this.phase === 'connecting'} @click=${() => this.openLobby()}>${this.t.playOnline}</button>`;
  }

  panel(): TemplateResult {
    return html`<vg-online-panel part="online" .online=${this} .tick=${this.tick} locale=${this.host.language()}></vg-online-panel>`;
  }

  /** What the panel shows (see {@link VgOnlinePanel}). */
  view(): {
    readonly t: OnlineMessages;
    readonly phase: Phase;
    readonly code?: string;
    readonly you: number | null;
    readonly seats: readonly RoomSeat[];
    readonly toAct: readonly number[];
    readonly connection?: 'lost' | 'back' | 'away';
    readonly copied: boolean;
    readonly table: { readonly players: number; readonly seats: readonly SeatChoice[]; readonly min: number; readonly max: number; readonly name: string };
  } {
    const { module } = this.host;
    const snapshot = this.game?.getSnapshot();
    const table = this.host.table();
    const seats = Array.from({ length: table.players }, (_, seat): SeatChoice => {
      const s = table.seats?.[seat];
      return seat === 0 || !s || s.kind === 'human' ? 'person' : (`${s.bot === 'random' ? 'random' : 'heuristic'}:${s.level}` as SeatChoice);
    });
    return {
      t: this.t,
      phase: this.phase,
      code: this.code,
      you: this.latest?.you ?? null,
      seats: this.active ? (this.latest?.seats ?? []) : [],
      toAct: snapshot ? module.toAct(snapshot) : [],
      connection: this.connection,
      copied: this.copied,
      table: { players: table.players, seats, min: module.minPlayers, max: module.maxPlayers, name: this.myName() },
    };
  }

  rememberName(name: string): void {
    write('vg-online:name', name.trim() || undefined);
  }
}

/**
 * The room's line under a board's header and its lobby dialog (part `online` of the board): rendered by the
 * online chunk only, so its styles load with it.
 */
@customElement('vg-online-panel')
export class VgOnlinePanel extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host {
        display: block;
      }
      .bar {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.35rem 0.6rem;
        margin-block: 0.4rem;
        padding: 0.4rem 0.6rem;
        border-radius: var(--vg-radius, 12px);
        background: var(--vg-surface-2, #efe3c6);
        color: var(--vg-ink, #2b1d0e);
      }
      .code {
        font-weight: 700;
        letter-spacing: 0.12em;
      }
      .seats {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 0.8rem;
        margin: 0;
        padding: 0;
        list-style: none;
        flex-basis: 100%;
      }
      .seats li {
        display: inline-flex;
        align-items: center;
        gap: 0.3rem;
        overflow-wrap: anywhere;
      }
      .seats .acting {
        font-weight: 700;
      }
      .dot {
        inline-size: 0.6rem;
        block-size: 0.6rem;
        border-radius: 50%;
        border: 2px solid var(--vg-wood-dark, #5a3a1a);
        flex: none;
      }
      .dot.on {
        background: #2e9d4f;
        border-color: #1d6b34;
      }
      .muted {
        opacity: 0.8;
        font-size: 0.9em;
      }
      .link {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
        flex-basis: 100%;
      }
      .link input {
        flex: 1 1 12rem;
        min-inline-size: 0;
        font: inherit;
        padding: 0.4rem;
      }
      .connection {
        flex-basis: 100%;
        margin: 0;
        font-weight: 600;
      }
      .spacer {
        flex: 1;
      }
      form {
        display: grid;
        gap: 0.6rem;
        margin-block: 0.6rem;
      }
      label {
        display: grid;
        gap: 0.2rem;
      }
      input,
      select {
        font: inherit;
        min-block-size: 44px;
        padding: 0.3rem 0.5rem;
        box-sizing: border-box;
        max-inline-size: 100%;
      }
      fieldset {
        display: grid;
        gap: 0.5rem;
        margin: 0;
        border: 1px solid var(--vg-wood-dark, #5a3a1a);
        border-radius: 8px;
      }
      .error {
        color: var(--vg-danger, #a3261b);
        font-weight: 600;
      }
      p {
        margin: 0.3rem 0;
      }
    `,
  ];

  /** The board's online part. */
  @property({ attribute: false }) online?: Online;
  /** Changes with every change of the room, so the panel renders again. */
  @property({ type: Number }) tick = 0;
  @property() locale = 'en';
  /** The lobby's table, as the reader changes it. */
  @state() private players?: number;
  @state() private choices: SeatChoice[] = [];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('tick') && this.online && !this.online.lobbyOpen) this.players = undefined;
  }

  protected override render(): TemplateResult | typeof nothing {
    const online = this.online;
    if (!online) return nothing;
    const v = online.view();
    return html`${v.phase === 'playing' || v.phase === 'reconnecting' ? this.bar(online, v) : nothing} ${this.lobby(online, v)}`;
  }

  private bar(online: Online, v: ReturnType<Online['view']>): TemplateResult {
    const { t } = v;
    return html`<div class="bar">
      <strong>${t.online}</strong>
      <span class="code" data-code=${v.code ?? ''}>${t.roomCode(v.code ?? '')}</span>
      <span class="spacer"></span>
      <button class="btn" data-action="leave" @click=${() => online.leave()}>${t.leave}</button>
      ${v.you === null ? html`<p class="muted">${t.spectating}</p>` : nothing}
      <ul class="seats" aria-label=${t.seatsLabel}>
        ${v.seats.map(
          (seat, i) =>
            html`<li class=${v.toAct.includes(i) ? 'acting' : ''} data-seat=${i} data-connected=${seat.connected}>
              <span class="dot ${seat.connected || seat.kind === 'bot' ? 'on' : ''}" aria-hidden="true"></span>
              <span>${seat.name}${i === v.you ? ` (${t.you})` : ''}</span>
              <span class="visually-hidden">${seat.kind === 'bot' ? t.botSeat : seat.connected ? t.connected : t.away}</span>
              ${seat.kind === 'bot' ? html`<span class="muted" aria-hidden="true">${t.botSeat}</span>` : nothing}
              ${seat.botStandIn ? html`<span class="muted">${t.botStandIn}</span>` : nothing}
              ${v.toAct.includes(i) ? html`<span class="muted">◀ ${t.turn}</span>` : nothing}
            </li>`,
        )}
      </ul>
      <div class="link">
        <label class="visually-hidden" for="share">${t.shareLink}</label>
        <input id="share" readonly .value=${online.link()} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
        <button class="btn" data-action="copy-link" @click=${() => void online.copyLink()}>${t.copy}</button>
        ${v.copied ? html`<span role="status">${t.copied}</span>` : nothing}
      </div>
      <p class="connection" part="connection" role="status">
        ${v.connection === 'lost' ? t.reconnecting : v.connection === 'away' ? t.waitingServer : v.connection === 'back' ? t.reconnected : ''}
      </p>
    </div>`;
  }

  private lobby(online: Online, v: ReturnType<Online['view']>): TemplateResult {
    const { t } = v;
    const players = this.players ?? v.table.players;
    const choices = Array.from({ length: players }, (_, seat) => (seat === 0 ? 'person' : (this.choices[seat] ?? v.table.seats[seat] ?? 'heuristic:2')));
    const choose = (seat: number, value: SeatChoice) => {
      const next = [...choices];
      next[seat] = value;
      this.choices = next;
    };
    const create = (event: Event) => {
      event.preventDefault();
      const name = ((event.target as HTMLFormElement).elements.namedItem('name') as HTMLInputElement).value.trim();
      online.rememberName(name);
      void online.create(choices, name);
    };
    const join = (event: Event) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const code = (form.elements.namedItem('code') as HTMLInputElement).value.trim();
      if (code) void online.enter(code);
    };
    return html`<vg-dialog class="lobby" .heading=${t.lobbyTitle} locale=${this.locale} ?open=${online.lobbyOpen} @vg-close=${() => online.closeLobby()}>
      <p>${t.lobbyIntro}</p>
      <form data-form="create" @submit=${create}>
        <label>${t.yourName}<input name="name" autocomplete="nickname" maxlength="24" .value=${v.table.name} /></label>
        <fieldset>
          <legend>${t.whoPlays}</legend>
          <label
            >${t.players}
            <select name="players" @change=${(e: Event) => (this.players = Number((e.target as HTMLSelectElement).value))}>
              ${Array.from({ length: v.table.max - v.table.min + 1 }, (_, k) => v.table.min + k).map(
                (n) => html`<option value=${n} ?selected=${n === players}>${n}</option>`,
              )}
            </select></label
          >
          ${choices.map((choice, seat) =>
            seat === 0
              ? html`<p>${t.seat(1)}: ${t.you}</p>`
              : html`<label
                  >${t.seat(seat + 1)}
                  <select name=${`seat-${seat}`} @change=${(e: Event) => choose(seat, (e.target as HTMLSelectElement).value as SeatChoice)}>
                    <option value="person" ?selected=${choice === 'person'}>${t.person}</option>
                    <option value="heuristic:2" ?selected=${choice.startsWith('heuristic')}>${t.botHeuristic}</option>
                    <option value="random:2" ?selected=${choice.startsWith('random')}>${t.botRandom}</option>
                  </select></label
                >`,
          )}
        </fieldset>
        <button class="btn primary" data-action="create-room" ?disabled=${v.phase === 'connecting'}>${t.create}</button>
      </form>
      <form data-form="join" @submit=${join}>
        <label>${t.orJoin}<input name="code" autocomplete="off" autocapitalize="characters" inputmode="text" placeholder=${t.code} /></label>
        <button class="btn" data-action="join-room" ?disabled=${v.phase === 'connecting'}>${t.join}</button>
      </form>
      ${v.phase === 'connecting' ? html`<p role="status">${t.connecting}</p>` : nothing}
      ${online.error ? html`<p class="error" role="alert">${online.error}</p>` : nothing}
    </vg-dialog>`;
  }
}

/** The chunk's entry: a board's online part. */
export const createOnline: CreateOnline = (host) => new Online(host);
