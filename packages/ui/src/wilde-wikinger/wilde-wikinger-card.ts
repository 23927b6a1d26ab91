import { LitElement, css, html, nothing, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { customElement } from '../shared/define.js';
import { CARDS, type CardKind } from '@viking-games/core/wilde-wikinger';
import { controlStyles } from '../shared/theme.js';
import { emblem, tint } from './wilde-wikinger.art.js';
import type { PieceState } from './wilde-wikinger-ship.js';

/**
 * One equipment card: its colour, its emblem (sun, mountain, waves, or the joker's star on three colours)
 * and its value 1 to 3, or its back when `face-down`. When `state` is `selectable` or `selected` it is a
 * toggle button (`aria-pressed`) that fires `card-toggle`; `disabled` greys it out (it may not be bid now, `why`
 * says why to assistive technology);
 * `animating` deals it in.
 *
 * @summary A Wilde Wikinger equipment card.
 * @fires card-toggle - the reader toggled this card; detail `{ card: number }` (the card id)
 * @csspart card - the button or picture of the card
 */
@customElement('wilde-wikinger-card')
export class WildeWikingerCard extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host {
        display: inline-block;
        inline-size: var(--ww-card-width, 56px);
        flex: none;
        line-height: 0;
      }
      .card {
        display: block;
        inline-size: 100%;
        padding: 0;
        border: none;
        background: none;
        border-radius: 9px;
        transition: transform 140ms ease;
      }
      svg {
        inline-size: 100%;
        block-size: auto;
        filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.3));
      }
      .value {
        font: 800 22px/1 var(--vg-font-display, Georgia, serif);
        fill: #fffaf0;
        paint-order: stroke;
        stroke: rgb(0 0 0 / 0.55);
        stroke-width: 3px;
      }
      .pip {
        fill: #fffaf0;
        stroke: rgb(0 0 0 / 0.55);
        stroke-width: 1.2;
      }
      .ring {
        fill: none;
        stroke: var(--vg-focus, #1d5fd1);
        stroke-width: 4;
        opacity: 0;
      }
      :host([state='selectable']) .card {
        cursor: pointer;
      }
      :host([state='selectable']) .card:hover {
        transform: translateY(-3px);
      }
      :host([state='selected']) .card {
        cursor: pointer;
        transform: translateY(-10px);
      }
      :host([state='selected']) .ring {
        opacity: 1;
      }
      :host([state='disabled']) svg {
        opacity: 0.4;
        filter: grayscale(0.85);
      }
      :host([state='animating']) .card {
        animation: deal 450ms cubic-bezier(0.2, 0.8, 0.3, 1);
      }
      .tick {
        fill: var(--vg-focus, #1d5fd1);
        stroke: #fff;
        stroke-width: 2;
        opacity: 0;
      }
      :host([state='selected']) .tick {
        opacity: 1;
      }
      @keyframes deal {
        from { transform: translate(-40px, -30px) rotate(-20deg); opacity: 0; }
      }
      @media (prefers-reduced-motion: reduce) {
        :host([state='animating']) .card { animation: none; }
        .card { transition: none; }
      }
    `,
  ];

  /** Card id (0 to 79, see core `CARDS`): sets kind and value. */
  @property({ type: Number, reflect: true }) card = 0;
  /** Show the back (a face-down raid bid, another seat's card). */
  @property({ type: Boolean, reflect: true, attribute: 'face-down' }) faceDown = false;
  @property({ reflect: true }) state: PieceState = 'idle';
  /** Accessible name (e.g. "red card, value 2"). */
  @property() label = '';
  /** Why a `disabled` card may not be chosen now: its accessible description (the board shows it once under the hand). */
  @property() why = '';
  /** Tab order of the card's button: -1 keeps it out (the hand is one Tab stop, arrows move within it). */
  @property({ type: Number, attribute: false }) buttonTabIndex = 0;

  /** Focuses the card's button (when it is one). */
  override focus(options?: FocusOptions): void {
    const button = this.renderRoot.querySelector<HTMLButtonElement>('button');
    if (button) button.focus(options);
    else super.focus(options);
  }

  private toggle(): void {
    if (this.state !== 'selectable' && this.state !== 'selected') return;
    this.dispatchEvent(new CustomEvent('card-toggle', { detail: { card: this.card }, bubbles: true, composed: true }));
  }

  private face(kind: CardKind, value: number) {
    const ink = kind === 'yellow' ? '#4a3205' : '#fffaf0';
    const bg =
      kind === 'joker'
        ? svg`<rect x="3" y="3" width="54" height="78" rx="7" fill=${tint('yellow')} />
            <path d="M3 30 L57 20 V50 L3 60 Z" fill=${tint('red')} />
            <path d="M3 60 L57 50 V74 Q57 81 50 81 H10 Q3 81 3 74 Z" fill=${tint('blue')} />`
        : svg`<rect x="3" y="3" width="54" height="78" rx="7" fill=${tint(kind)} />`;
    return svg`${bg}
      <rect x="7" y="7" width="46" height="70" rx="5" fill="none" stroke="rgb(255 255 255 / .55)" stroke-width="1.5" />
      <circle cx="30" cy="37" r="13" fill="rgb(0 0 0 / .18)" />
      ${emblem(kind, 30, 37, 9.5, kind === 'joker' ? '#fff3b0' : ink)}
      <text class="value" x="30" y="72" text-anchor="middle">${value}</text>
      ${Array.from({ length: value }, (_, i) => svg`<circle class="pip" cx=${11 + i * 7} cy="13" r="2.6" />`)}
      <rect x="3" y="3" width="54" height="78" rx="7" fill="none" stroke="#2b1d12" stroke-width="2" />`;
  }

  private back() {
    return svg`<rect x="3" y="3" width="54" height="78" rx="7" fill="var(--ww-card-back, #6b3f1d)" stroke="#2b1d12" stroke-width="2" />
      <path d="M10 12 L50 72 M50 12 L10 72" stroke="rgb(255 255 255 / .14)" stroke-width="5" />
      <rect x="9" y="9" width="42" height="66" rx="5" fill="none" stroke="#e2b23a" stroke-width="1.5" />
      <path d="M18 48 H42 L38 56 H22 Z M30 26 V48 M30 27 Q40 33 30 42" fill="#e2b23a" stroke="#e2b23a" stroke-width="1.5" stroke-linejoin="round" />`;
  }

  protected override render() {
    const info = CARDS[this.card] ?? CARDS[0];
    const picture = html`<svg viewBox="0 0 60 84" aria-hidden="true" focusable="false">
      ${this.faceDown ? this.back() : this.face(info.kind, info.value)}
      <rect class="ring" x="0" y="0" width="60" height="84" rx="9" />
      <circle class="tick" cx="50" cy="10" r="7" />
    </svg>`;
    if (this.state === 'selectable' || this.state === 'selected') {
      return html`<button part="card" class="card" tabindex=${this.buttonTabIndex} aria-label=${this.label} aria-pressed=${this.state === 'selected' ? 'true' : 'false'} @click=${this.toggle}>${picture}</button>`;
    }
    return html`<div part="card" class="card" role="img" aria-label=${this.label || nothing} aria-describedby=${this.why ? 'why' : nothing}>
      ${picture}${this.why ? html`<span id="why" class="visually-hidden">${this.why}</span>` : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'wilde-wikinger-card': WildeWikingerCard;
  }
}
