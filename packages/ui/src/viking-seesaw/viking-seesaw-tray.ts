import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { customElement } from '../shared/define.js';
import { cssProps } from '../shared/css-props.js';
import { PIECE_KINDS, storageCount, type PieceKind, type Storage } from '@viking-games/core/viking-seesaw/board';
import type { Locale } from '../shared/i18n.js';
import { controlStyles, type ColourKey } from '../shared/theme.js';
import '../shared/vg-player-badge.js';
import { vikingSeesawMessages } from './viking-seesaw.messages.js';
import type { VikingSeesawPieceState } from './viking-seesaw-piece.js';
import './viking-seesaw-piece.js';

/**
 * A player's storage area: a wooden tray with every kind of cargo they still hold, each with its count.
 * When `interactive`, the kinds that may be placed now are buttons (`piece-pick` bubbles from them); in a
 * retry only the piece that fell off may be picked. The pickable pieces are one Tab stop (roving tabindex):
 * arrow keys move between them, Home/End go to the first/last, Enter or Space picks. Kinds that just arrived (spilled cargo, a penalty
 * chest) are shown arriving.
 *
 * @summary One player's storage tray of Viking See-Saw pieces.
 * @csspart tray - the tray
 * @cssprop --vg-wood - the tray's wood
 * @cssprop --c - the player's colour (the badge also has its shape)
 */
@customElement('viking-seesaw-tray')
export class VikingSeesawTray extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host {
        display: block;
      }
      .tray {
        display: grid;
        /* The column may shrink below the pieces' row: they wrap, the name is cut (see .head). */
        grid-template-columns: minmax(0, 1fr);
        gap: 5.6px;
        padding: 7.2px 9.6px 9.6px;
        border-radius: 12px;
        border: 2px solid var(--vg-wood-dark, #5b3818);
        border-inline-start: 8px solid var(--c, var(--vg-wood-dark, #5b3818));
        background:
          repeating-linear-gradient(90deg, transparent 0 28px, rgb(60 30 5 / 0.06) 28px 30px),
          linear-gradient(180deg, color-mix(in srgb, var(--vg-wood, #8a5a2b) 22%, var(--vg-surface, #fffaf0)), color-mix(in srgb, var(--vg-wood, #8a5a2b) 38%, var(--vg-surface, #fffaf0)));
        box-shadow: inset 0 3px 6px rgb(40 20 5 / 0.25);
      }
      :host([active]) .tray {
        outline: 3px solid var(--c, var(--vg-accent, #9e5518));
        outline-offset: 1px;
      }
      /* The name, its note ("(computer · level 2)") and the count share a line where they fit; narrower, the count and
         then the note go under the name, which keeps the room it needs (and wraps only when a line cannot hold it). */
      .head {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 1.6px 6.4px;
        font-size: 14.4px;
      }
      .head vg-player-badge {
        flex: 0 1 auto;
        min-width: 0;
      }
      .note {
        font-weight: 650;
        white-space: nowrap;
      }
      .total {
        margin-inline-start: auto;
        font-weight: 700;
        font-variant-numeric: lining-nums tabular-nums;
        white-space: nowrap;
      }
      ul {
        display: flex;
        flex-wrap: wrap;
        gap: 8.8px 9.6px;
        margin: 0;
        padding: 3.2px 1.6px 4.8px;
        list-style: none;
        min-block-size: 44px;
      }
      :host([compact]) viking-seesaw-piece {
        --size: 34px;
      }
      .why-not {
        margin: 0;
        font-size: 0.85em;
        color: var(--vg-ink-soft, #5e4a36);
      }
      .empty {
        align-self: center;
        font-style: italic;
        color: var(--vg-ink-soft, #5e4a36);
      }
    `,
  ];

  /** Pieces in this storage, by kind. */
  @property({ attribute: false }) storage?: Storage;
  /** The player's name. */
  @property() name = '';
  /** The player's colour key (red, blue, green, yellow). */
  @property() colour: ColourKey = 'red';
  /** True when this player is to act (a ring in their colour). */
  @property({ type: Boolean, reflect: true }) active = false;
  /** True when the reader may pick a piece from this tray now. */
  @property({ type: Boolean, reflect: true }) interactive = false;
  /** Smaller pieces (other players' trays). */
  @property({ type: Boolean, reflect: true }) compact = false;
  /** The kind picked up now, if any. */
  @property({ attribute: false }) selected: PieceKind | null = null;
  /** In a retry, the only kind that may be picked. */
  @property({ attribute: false }) only: PieceKind | null = null;
  /** Why the pieces greyed by `only` may not be picked (core `whyNotPick`): on each, and once under them. */
  @property() why = '';
  /** Kinds that just arrived in this storage (shown arriving). */
  @property({ attribute: false }) arrived: readonly PieceKind[] = [];
  /** Extra words after the name, e.g. "(computer · level 2)". */
  @property() note = '';
  @property() locale: Locale = 'en';

  /** The piece that holds the tray's Tab stop (roving tabindex), once the reader moved with the arrows. */
  @state() private rover: PieceKind | null = null;

  /** Kinds the reader may pick now, in tray order. */
  private pickable(): PieceKind[] {
    const storage = this.storage;
    if (!storage || !this.interactive) return [];
    return PIECE_KINDS.filter((kind) => storage[kind] > 0 && (this.stateOf(kind) === 'selectable' || this.stateOf(kind) === 'selected'));
  }

  /** The one pickable piece in the Tab order: the one last moved to, else the picked one, else the first. */
  private tabStop(pickable: readonly PieceKind[]): PieceKind | undefined {
    if (this.rover && pickable.includes(this.rover)) return this.rover;
    if (this.selected && pickable.includes(this.selected)) return this.selected;
    return pickable[0];
  }

  private onKeyDown(event: KeyboardEvent): void {
    const pickable = this.pickable();
    const from = (event.target as HTMLElement | null)?.closest?.('viking-seesaw-piece')?.getAttribute('kind') as PieceKind | null;
    const at = from ? pickable.indexOf(from) : -1;
    if (at < 0) return;
    const next: Record<string, number> = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: pickable.length - 1 };
    if (!(event.key in next)) return;
    event.preventDefault();
    event.stopPropagation();
    const index = (next[event.key] + pickable.length) % pickable.length;
    this.rover = pickable[index];
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`viking-seesaw-piece[kind="${pickable[index]}"]`)?.focus());
  }

  private onFocusIn(event: FocusEvent): void {
    const kind = (event.target as HTMLElement | null)?.closest?.('viking-seesaw-piece')?.getAttribute('kind') as PieceKind | null;
    if (kind && this.pickable().includes(kind)) this.rover = kind;
  }

  private stateOf(kind: PieceKind): VikingSeesawPieceState {
    if (this.interactive) {
      if (this.only && this.only !== kind) return 'disabled';
      return this.selected === kind ? 'selected' : 'selectable';
    }
    return this.arrived.includes(kind) ? 'animating' : 'idle';
  }

  protected override render() {
    const t = vikingSeesawMessages(this.locale, this);
    const storage = this.storage;
    const kinds = storage ? PIECE_KINDS.filter((kind) => storage[kind] > 0) : [];
    const total = storage ? storageCount(storage) : 0;
    const stop = this.tabStop(this.pickable());
    return html`<section part="tray" class="tray" ${cssProps({ '--c': `var(--vg-player-${this.colour})` })} aria-label=${t.storageOf(this.name)}>
      <div class="head">
        <vg-player-badge wrap name=${this.name} colour=${this.colour} ?active=${this.active}></vg-player-badge>${this.note ? html`<span class="note">${this.note}</span>` : nothing}
        <span class="total">${t.pieces(total)}</span>
      </div>
      <ul role="list" @keydown=${this.onKeyDown} @focusin=${this.onFocusIn}>
        ${
          kinds.length === 0
            ? html`<li class="empty">${t.storageEmpty}</li>`
            : kinds.map(
                (kind) => html`<li>
                <viking-seesaw-piece kind=${kind} state=${this.stateOf(kind)} .tabStop=${kind === stop} .count=${storage![kind]} label=${t.pieceCount(t.piece[kind], storage![kind])}
                  why=${this.stateOf(kind) === 'disabled' ? this.why : ''}></viking-seesaw-piece>
              </li>`,
              )
        }
      </ul>
      ${this.why && kinds.some((kind) => this.stateOf(kind) === 'disabled') ? html`<p class="why-not">${this.why}</p>` : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'viking-seesaw-tray': VikingSeesawTray;
  }
}
