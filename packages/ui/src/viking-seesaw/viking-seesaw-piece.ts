import { LitElement, css, html, nothing, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { customElement } from '../shared/define.js';
import { PIECE_KINDS, type PieceKind } from '@viking-games/core/viking-seesaw/board';
import { controlStyles } from '../shared/theme.js';
import { artDefs, pieceArt } from './viking-seesaw.art.js';

/** Visual states of a piece in a storage tray. `animating`: just arrived (fell off the ship, a penalty chest). */
export type VikingSeesawPieceState = 'idle' | 'selectable' | 'selected' | 'disabled' | 'animating';

/** Detail of `piece-pick`: the kind, and the pointer that pressed it (to start a drag), if any. */
export interface PiecePickDetail {
  readonly kind: PieceKind;
  readonly pointer?: { readonly id: number; readonly x: number; readonly y: number; readonly type: string };
}

/**
 * One kind of cargo in a storage tray: its picture (the same outline the physics uses), how many are
 * left, and its name for assistive technology. `selectable` and `selected` make it a toggle button that
 * fires `piece-pick` on click, Enter or Space, and on pointer down (so a drag can start from the tray).
 *
 * @summary A Viking See-Saw piece: gold or silver cube, iron or glass ball, gem, Viking or chest.
 * @fires piece-pick - the reader picked this piece; detail `PiecePickDetail`
 * @csspart piece - the button or picture
 * @cssprop --vg-accent - ring of a selectable piece
 * @cssprop --vg-focus - ring of the selected piece
 */
@customElement('viking-seesaw-piece')
export class VikingSeesawPiece extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host {
        display: inline-block;
        --size: 44px;
      }
      .piece {
        position: relative;
        display: grid;
        place-items: center;
        inline-size: var(--size);
        block-size: var(--size);
        min-inline-size: 44px;
        min-block-size: 44px;
        padding: 2px;
        border: 2px solid transparent;
        border-radius: 10px;
        background: none;
        touch-action: none;
        -webkit-user-select: none;
        user-select: none;
      }
      svg {
        inline-size: 100%;
        block-size: 100%;
        overflow: visible;
        filter: drop-shadow(0 1.5px 1px rgb(40 20 5 / 0.35));
      }
      .count {
        position: absolute;
        inset-inline-end: -6px;
        inset-block-end: -6px;
        min-inline-size: 1.35em;
        padding: 0 0.25em;
        border-radius: 999px;
        border: 1.5px solid var(--vg-wood-dark, #5b3818);
        background: var(--vg-surface, #fffaf0);
        color: var(--vg-ink, #2b1d12);
        font: 700 12px/1.3 var(--vg-font, system-ui);
        font-variant-numeric: lining-nums tabular-nums;
        text-align: center;
      }
      :host([state='selectable']) .piece {
        cursor: grab;
        border-color: color-mix(in srgb, var(--vg-accent, #9e5518) 55%, transparent);
        background: color-mix(in srgb, var(--vg-accent, #9e5518) 10%, transparent);
      }
      :host([state='selectable']) .piece:hover {
        background: color-mix(in srgb, var(--vg-accent, #9e5518) 24%, transparent);
      }
      :host([state='selected']) .piece {
        cursor: grabbing;
        border-color: var(--vg-focus, #1d5fd1);
        border-width: 3px;
        background: color-mix(in srgb, var(--vg-focus, #1d5fd1) 14%, transparent);
        box-shadow: 0 0 0 3px color-mix(in srgb, var(--vg-focus, #1d5fd1) 30%, transparent);
      }
      :host([state='selected']) svg {
        opacity: 0.35;
      }
      :host([state='disabled']) .piece {
        opacity: 0.45;
        filter: grayscale(0.6);
        cursor: not-allowed;
      }
      :host([state='animating']) svg {
        animation: arrive 900ms cubic-bezier(0.2, 1.6, 0.4, 1) both;
      }
      @keyframes arrive {
        from {
          transform: translateY(-60%) scale(0.6);
          opacity: 0;
        }
        to {
          transform: none;
          opacity: 1;
        }
      }
      .piece {
        transition: background 120ms ease;
      }
    `,
  ];

  /** The kind of piece: gold, silver, iron, glass, gem, viking or chest. */
  @property({ reflect: true }) kind: PieceKind = 'gold';
  /** `idle`, `selectable`, `selected`, `disabled` or `animating`. */
  @property({ reflect: true }) state: VikingSeesawPieceState = 'idle';
  /** How many of this kind (shown as a badge when above 1; hidden when not set). */
  @property({ type: Number }) count?: number;
  /** Accessible name, e.g. "Gold cube, 4 in storage". */
  @property() label = '';
  /** Why a `disabled` piece may not be picked now: its accessible description (the tray shows it once to the eye). */
  @property() why = '';
  /** The tray's one Tab stop (roving tabindex): false takes the button out of the Tab order (arrows reach it). */
  @property({ type: Boolean, attribute: 'tab-stop' }) tabStop = true;

  /** Focuses the piece's button (when it is one). */
  override focus(options?: FocusOptions): void {
    const button = this.renderRoot.querySelector('button');
    if (button) button.focus(options);
    else super.focus(options);
  }

  private onPointerDown(event: PointerEvent): void {
    if (event.button !== 0) return;
    event.preventDefault();
    this.pick({ id: event.pointerId, x: event.clientX, y: event.clientY, type: event.pointerType });
  }

  private onClick(event: MouseEvent): void {
    // A pointer press already picked it; a click from the keyboard (Enter, Space) has detail 0.
    if (event.detail === 0) this.pick();
  }

  private pick(pointer?: PiecePickDetail['pointer']): void {
    this.dispatchEvent(new CustomEvent<PiecePickDetail>('piece-pick', { detail: { kind: this.kind, pointer }, bubbles: true, composed: true }));
  }

  protected override render() {
    const kind = (PIECE_KINDS as readonly string[]).includes(this.kind) ? this.kind : 'gold';
    const extent = kind === 'chest' ? 0.95 : 0.9;
    const picture = html`<svg viewBox="${-extent} ${-extent} ${2 * extent} ${2 * extent}" aria-hidden="true">
      <defs>${artDefs('p', kind)}</defs>
      ${svg`<g>${pieceArt(kind, 'p')}</g>`}
    </svg>`;
    const count = this.count !== undefined ? html`<span class="count" aria-hidden="true">${this.count}</span>` : '';
    if (this.state === 'selectable' || this.state === 'selected') {
      return html`<button part="piece" class="piece" tabindex=${this.tabStop ? '0' : '-1'} aria-label=${this.label} aria-pressed=${this.state === 'selected' ? 'true' : 'false'} @pointerdown=${this.onPointerDown} @click=${this.onClick}>
        ${picture}${count}
      </button>`;
    }
    const why = this.state === 'disabled' && this.why;
    return html`<span part="piece" class="piece" role="img" aria-label=${this.label} aria-disabled=${this.state === 'disabled' ? 'true' : 'false'} aria-describedby=${why ? 'why' : nothing}
      >${picture}${count}${why ? html`<span id="why" class="visually-hidden">${why}</span>` : nothing}</span
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'viking-seesaw-piece': VikingSeesawPiece;
  }
  interface HTMLElementEventMap {
    'piece-pick': CustomEvent<PiecePickDetail>;
  }
}
