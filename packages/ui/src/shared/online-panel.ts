/**
 * The room's line under a board's header, its lobby and its "New game" question (the online chunk's panel,
 * `<vg-online-panel>`), and the rematch offered after a game online. Part of the online chunk (shared/online.ts
 * renders it), apart from the Colyseus client, so it is tested on its own; it reads the board's online part
 * ({@link OnlinePanelPart}) and calls it.
 */
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { OnlineSeat, OnlineSeatKind } from '@viking-games/core/online';
import { customElement } from './define.js';
import { controlStyles } from './theme.js';
import type { OnlineMessages } from './online.messages.js';
import { seatStatus } from './online.words.js';
import type { VgDialog } from './vg-dialog.js';

/** Who plays a seat, as a room is created with it. */
export type SeatChoice = OnlineSeatKind;

/** Letters and digits of a room's code (core's `ROOM_CODE_LENGTH`, written here as online.ts writes the protocol's words). */
const CODE_LENGTH = 6 satisfies typeof import('@viking-games/core/online').ROOM_CODE_LENGTH;

/**
 * The room's code in what was typed or pasted in the lobby's code field: the code in any case and with spaces, or a
 * whole share link (its `vg-join`).
 */
export function codeOf(text: string): string {
  const link = /[?&]vg-join=([^&#\s]+)/.exec(text);
  return (link ? decodeURIComponent(link[1]) : text).replace(/\s+/g, '').toUpperCase();
}

/** Where the board stands with the server. */
export type Phase = 'idle' | 'connecting' | 'playing' | 'reconnecting';

/** Where the rematch stands for this seat (see {@link OnlinePanelPart.rematchView}). */
export interface RematchView {
  /** This seat has asked. */
  readonly asked: boolean;
  /** Names of the others who have asked. */
  readonly askedBy: readonly string[];
  /** Names of the people connected who have not asked yet (not this seat). */
  readonly waitingFor: readonly string[];
}

/** What the panel shows. */
export interface OnlinePanelView {
  readonly t: OnlineMessages;
  readonly phase: Phase;
  readonly code?: string;
  readonly you: number | null;
  readonly seats: readonly OnlineSeat[];
  readonly toAct: readonly number[];
  readonly connection?: 'lost' | 'back' | 'away';
  /** A move this device made while not connected, kept to be sent when it is connected again. */
  readonly moveKept?: boolean;
  readonly copied: boolean;
  readonly rematch: RematchView | null;
  readonly table: {
    readonly players: number;
    readonly seats: readonly SeatChoice[];
    readonly min: number;
    readonly max: number;
    readonly name: string;
    /** The game has a strongest computer (`search`), which the lobby then offers for a seat. */
    readonly strongest?: boolean;
  };
}

/** The board's online part as its panel reads and calls it (shared/online.ts). */
export interface OnlinePanelPart {
  readonly lobbyOpen: boolean;
  readonly newGameOpen: boolean;
  readonly invitation?: string;
  /** What the server said of the invitation's room before joining: every seat taken, or no such room; undefined: a seat is free (or it could not say). */
  readonly invitedTo?: 'full' | 'gone';
  readonly error?: string;
  view(): OnlinePanelView;
  link(): string;
  copyLink(): Promise<void>;
  leave(): void;
  askRematch(): void;
  closeLobby(): void;
  closeNewGame(): void;
  create(seats: readonly SeatChoice[], name: string, standIns?: boolean): Promise<void>;
  enter(code: string): Promise<void>;
  /** Watches the room of `code` without a seat (a full table). */
  watch(code: string): Promise<void>;
  /**
   * What the server says of the room of `code` before joining (its room listing): 'full', no seat for a person;
   * 'gone', no such room; undefined, a seat is free (or the server could not say: the join finds out).
   */
  seatsOf(code: string): Promise<'full' | 'gone' | undefined>;
  rememberName(name: string): void;
  rememberedName(): string;
}

/**
 * The rematch after a game online (in the board's end screen, and in the room's line): "Rematch in this room", or
 * once asked, whom the room waits for; and who else has asked.
 */
export function rematchBlock(online: Pick<OnlinePanelPart, 'askRematch'>, view: RematchView, t: OnlineMessages, locale: string): TemplateResult {
  const list = (names: readonly string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  return html`<div class="rematch" part="rematch" data-asked=${view.asked}>
    <p>${t.rematchIntro}</p>
    ${view.askedBy.length ? html`<p role="status" data-rematch-wants>${t.rematchWants(list(view.askedBy), view.askedBy.length > 1)}</p>` : nothing}
    ${
      view.asked
        ? html`<p role="status" data-rematch-waiting>${view.waitingFor.length ? t.rematchAsked(list(view.waitingFor)) : t.rematchAllAsked}</p>`
        : html`<button class="btn primary" data-action="rematch" @click=${() => online.askRematch()}>${t.rematch}</button>`
    }
  </div>`;
}

/**
 * The room's line under a board's header and its lobby dialog (part `online` of the board): rendered by the
 * online chunk only, so its styles load with it. Its dialogs' element, `<vg-dialog>`, comes with the board (which
 * loads it once it goes online, see `loadDialogs`), not in the online chunk.
 */
@customElement('vg-online-panel')
export class VgOnlinePanel extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host {
        display: block;
      }
      /* <vg-dialog> comes with the board (its own chunk, loaded once the board goes online): hidden until it has. */
      vg-dialog:not(:defined) {
        display: none;
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
      .btn.small {
        min-block-size: 36px;
        padding: 0.2em 0.8em;
        font-size: 0.9em;
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
      /* The whole link, wrapped over as many lines as it takes (a phone of 360 px cut it in a one-line field). */
      .link textarea {
        flex: 1 1 100%;
        min-inline-size: 0;
        box-sizing: border-box;
        font: inherit;
        font-size: 0.85em;
        padding: 0.4rem;
        resize: none;
        overflow-wrap: anywhere;
        word-break: break-all;
        field-sizing: content;
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
      label.check {
        display: flex;
        align-items: flex-start;
        gap: 0.5rem;
      }
      label.check input {
        min-block-size: 24px;
        min-inline-size: 24px;
        margin: 0;
      }
      .rematch {
        flex-basis: 100%;
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
  @property({ attribute: false }) online?: OnlinePanelPart;
  /** Changes with every change of the room, so the panel renders again. */
  @property({ type: Number }) tick = 0;
  /** The words in the reader's language: a German table that arrives later renders the panel again. */
  @property({ attribute: false }) messages?: OnlineMessages;
  @property() locale = 'en';
  /** The lobby's table, as the reader changes it. */
  @state() private players?: number;
  @state() private choices: SeatChoice[] = [];
  /**
   * The code typed in the lobby's join field, and what the server said of its room as it was typed ('full' or
   * 'gone'; undefined: a seat free, or not known yet).
   */
  @state() private typed?: { readonly code: string; readonly to?: 'full' | 'gone' };

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('tick') && this.online && !this.online.lobbyOpen) {
      this.players = undefined;
      this.typed = undefined;
    }
  }

  /**
   * A code typed (or pasted) in the lobby: once it is a whole code, asks the server about its room, so a full table
   * is told at once and offered to watch (as a share link's is), before Join.
   */
  private typing(online: OnlinePanelPart, text: string): void {
    const code = codeOf(text);
    if (code === this.typed?.code) return;
    this.typed = { code };
    if (code.length !== CODE_LENGTH) return;
    void online.seatsOf(code).then((to) => {
      if (this.typed?.code === code) this.typed = { code, to };
    });
  }

  protected override render(): TemplateResult | typeof nothing {
    const online = this.online;
    if (!online) return nothing;
    const v = online.view();
    return html`${v.phase === 'playing' || v.phase === 'reconnecting' ? this.bar(online, v) : nothing} ${this.lobby(online, v)} ${this.newGame(online, v)}`;
  }

  /** "New game" while online: a rematch here (the game over), leave the room for a game on this device, or stay. */
  private newGame(online: OnlinePanelPart, v: OnlinePanelView): TemplateResult {
    const { t } = v;
    const close = (e: Event) => ((e.target as HTMLElement).closest('vg-dialog') as VgDialog).close();
    return html`<vg-dialog class="new-game" question .heading=${t.newGameTitle} locale=${this.locale} ?open=${online.newGameOpen} @vg-close=${() => online.closeNewGame()}>
      <p>${v.rematch ? t.newGameOver : t.newGameRunning}</p>
      <button slot="actions" class="btn" autofocus data-action="stay" @click=${close}>${t.stay}</button>
      <button slot="actions" class="btn" data-action="leave-room" @click=${() => online.leave()}>${t.leaveRoom}</button>
      ${
        v.rematch && !v.rematch.asked
          ? html`<button slot="actions" class="btn primary" data-action="rematch" @click=${() => online.askRematch()}>${t.rematch}</button>`
          : nothing
      }
    </vg-dialog>`;
  }

  private bar(online: OnlinePanelPart, v: OnlinePanelView): TemplateResult {
    const { t } = v;
    return html`<div class="bar">
      <strong>${t.online}</strong>
      <span>${t.code} <span class="code" data-code=${v.code ?? ''}>${v.code ?? ''}</span></span>
      <span class="spacer"></span>
      <button class="btn small" data-action="copy-link" @click=${() => void online.copyLink()}>${t.copy}</button>
      <button class="btn small" data-action="leave" @click=${() => online.leave()}>${t.leave}</button>
      ${v.you === null ? html`<p class="muted">${t.spectating}</p>` : nothing}
      <ul class="seats" aria-label=${t.seatsLabel}>
        ${v.seats.map((seat, i) => {
          // Not connected, this device knows nothing of the others' connections: the last it heard may be a server
          // shutting down, which drops every socket in turn.
          const known = v.phase !== 'reconnecting' || seat.kind === 'bot' || seat.open;
          const status = known ? seatStatus(t, seat) : i === v.you ? t.youOffline : t.unknown;
          const shown = !known || !(seat.kind === 'person' && seat.connected && !seat.botStandIn);
          return html`<li class=${v.toAct.includes(i) ? 'acting' : ''} data-seat=${i} data-connected=${known ? seat.connected : 'unknown'}>
              <span class="dot ${known && (seat.connected || seat.kind === 'bot') ? 'on' : ''}" aria-hidden="true"></span>
              <span>${seat.name}${i === v.you ? ` (${t.youMark})` : ''}</span>
              <span class="status ${shown ? 'muted' : 'visually-hidden'}" data-status>${status}</span>
              ${v.toAct.includes(i) ? html`<span class="muted">◀ ${t.turn}</span>` : nothing}
            </li>`;
        })}
      </ul>
      ${
        v.copied || v.seats.some((seat) => seat.open)
          ? html`<div class="link">
              <label for="share">${t.shareLink}</label>
              <textarea
                id="share"
                readonly
                rows="3"
                spellcheck="false"
                .value=${online.link()}
                @focus=${(e: Event) => (e.target as HTMLTextAreaElement).select()}
              ></textarea>
              ${v.copied ? html`<span role="status">${t.copied}</span>` : nothing}
            </div>`
          : nothing
      }
      ${v.rematch ? rematchBlock(online, v.rematch, t, this.locale) : nothing}
      <p class="connection" part="connection" role="status" data-connection=${v.connection ?? ''}>
        ${v.connection === 'lost' ? t.reconnecting : v.connection === 'away' ? t.waitingServer : v.connection === 'back' ? t.reconnected : ''}
        ${v.moveKept ? html`<span data-move-kept>${t.moveKept}</span>` : nothing}
      </p>
    </div>`;
  }

  private lobby(online: OnlinePanelPart, v: OnlinePanelView): TemplateResult {
    const { t } = v;
    const players = this.players ?? v.table.players;
    const choices = Array.from({ length: players }, (_, seat): SeatChoice => {
      const choice = seat === 0 ? 'person' : (this.choices[seat] ?? v.table.seats[seat] ?? 'heuristic:2');
      return choice === 'heuristic' ? 'heuristic:2' : choice;
    });
    const choose = (seat: number, value: SeatChoice) => {
      const next = [...choices];
      next[seat] = value;
      this.choices = next;
    };
    const create = (event: Event) => {
      event.preventDefault();
      const name = ((event.target as HTMLFormElement).elements.namedItem('name') as HTMLInputElement).value.trim();
      online.rememberName(name);
      const standIns = ((event.target as HTMLFormElement).elements.namedItem('stand-ins') as HTMLInputElement | null)?.checked ?? false;
      void online.create(choices, name, standIns);
    };
    const join = (event: Event) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const code = codeOf((form.elements.namedItem('code') as HTMLInputElement).value);
      // A typed code of a full table: Enter watches, as the Watch button beside it does.
      if (this.typed?.to === 'full' && this.typed.code === code) return void online.watch(code);
      // The name typed above (starting a room) or, invited by a link, beside the code.
      const name = (form.elements.namedItem('name') ?? this.renderRoot.querySelector('form[data-form="create"] input[name="name"]')) as HTMLInputElement | null;
      if (name) online.rememberName(name.value);
      if (code) void online.enter(code);
    };
    const invited = online.invitation;
    if (invited)
      return html`<vg-dialog class="lobby" .heading=${t.lobbyTitle} locale=${this.locale} ?open=${online.lobbyOpen} @vg-close=${() => online.closeLobby()}>
        ${
          online.invitedTo === 'full'
            ? // A full table says so at once, and offers to watch: no name to type for a seat there is not.
              html`<p data-full>${t.invitedFull(invited)}</p>
                <button class="btn primary" data-action="watch-room" autofocus ?disabled=${v.phase === 'connecting'} @click=${() => void online.watch(invited)}>
                  ${t.watch}
                </button>`
            : online.invitedTo === 'gone'
              ? nothing
              : html`<p>${t.invited(invited)}</p>
                  <form data-form="join" @submit=${join}>
                    <label>${t.yourName}<input name="name" autocomplete="nickname" maxlength="24" autofocus .value=${online.rememberedName()} /></label>
                    <input type="hidden" name="code" .value=${invited} />
                    <button class="btn primary" data-action="join-room" ?disabled=${v.phase === 'connecting'}>${t.join}</button>
                  </form>`
        }
        ${v.phase === 'connecting' ? html`<p role="status">${t.connecting}</p>` : nothing}
        ${online.error ? html`<p class="error" role="alert">${online.error}</p>` : nothing}
      </vg-dialog>`;
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
                    ${([1, 2, 3] as const).map(
                      (level) => html`<option value=${`heuristic:${level}`} ?selected=${choice === `heuristic:${level}`}>${t.botLevel(level)}</option>`,
                    )}
                    ${v.table.strongest ? html`<option value="search" ?selected=${choice === 'search'}>${t.botStrongest}</option>` : nothing}
                    <option value="random" ?selected=${choice === 'random'}>${t.botRandom}</option>
                  </select></label
                >`,
          )}
          ${
            choices.some((choice, seat) => seat > 0 && choice === 'person')
              ? html`<label class="check"><input type="checkbox" name="stand-ins" /> ${t.standInOption}</label>`
              : nothing
          }
        </fieldset>
        <button class="btn primary" data-action="create-room" ?disabled=${v.phase === 'connecting'}>${t.create}</button>
      </form>
      <form data-form="join" @submit=${join}>
        <label
          >${t.orJoin}<input
            name="code"
            autocomplete="off"
            autocapitalize="characters"
            inputmode="text"
            placeholder=${t.code}
            @input=${(e: Event) => this.typing(online, (e.target as HTMLInputElement).value)}
        /></label>
        ${
          this.typed?.to === 'full'
            ? // A full table, told as the code is typed (as a share link's): Watch instead of Join.
              html`<p data-full role="status">${t.invitedFull(this.typed.code)}</p>
                <button class="btn primary" data-action="watch-room" ?disabled=${v.phase === 'connecting'}>${t.watch}</button>`
            : html`${this.typed?.to === 'gone' ? html`<p class="error" role="alert" data-gone>${t.noRoom}</p>` : nothing}
                <button class="btn" data-action="join-room" ?disabled=${v.phase === 'connecting'}>${t.join}</button>`
        }
      </form>
      ${v.phase === 'connecting' ? html`<p role="status">${t.connecting}</p>` : nothing}
      ${online.error ? html`<p class="error" role="alert">${online.error}</p>` : nothing}
    </vg-dialog>`;
  }
}
