import { LitElement, css, html, render, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { customElement } from '../shared/define.js';
import type { JewelColour, Ship } from '@viking-games/core/wilde-wikinger';
import { controlStyles } from '../shared/theme.js';
import { jewel, jewelTally, longship, sparkleStyles, tallyStyles } from './wilde-wikinger.art.js';

/** Visual states of a board piece (ship, card, Nessie, dice). `animating`: sailing, being dealt, rolling. */
export type PieceState = 'idle' | 'selectable' | 'selected' | 'disabled' | 'animating';

/** Where the jewels sit on the ship picture (120×72 box): a row in the hold, then a row on the deck. */
const JEWEL_SPOTS: readonly [number, number][] = [
  [25, 51],
  [40, 52],
  [55, 52.5],
  [70, 52.5],
  [85, 52],
  [99, 50],
  [24, 33],
  [94, 33],
  [38, 34],
  [80, 34],
  [52, 35],
  [66, 35],
];

/**
 * One ship on the board: a wooden longship in its colour with its emblem (or the black pirate ship), with
 * the jewels it carries drawn on it, each in its own cut. A ship under 100 px wide (a phone's upright lanes)
 * shows its cargo as a tally at its prow instead, how many of each colour ("2◆ 1◆", one colour a line), at a size that
 * stays readable (13 px jewels, 12 px digits) however small the ship is drawn. When `state="selectable"` it is a button that
 * fires `ship-select`; `selected` rings it (the ship at auction); `animating` rocks it on the waves while it sails.
 *
 * @summary A Wilde Wikinger ship with its jewels.
 * @fires ship-select - the reader chose this ship; detail `{ ship: 'yellow' | 'red' | 'blue' | 'pirate' }`
 * @csspart ship - the button or picture of the ship
 * @cssprop --ww-yellow - sail and shields of the yellow ship (likewise --ww-red, --ww-blue; --ww-pirate for the pirate)
 * @cssprop --ww-hull - the wood of the hulls
 */
@customElement('wilde-wikinger-ship')
export class WildeWikingerShip extends LitElement {
  static override styles = [
    controlStyles,
    tallyStyles,
    sparkleStyles,
    css`
      :host {
        display: block;
        line-height: 0;
        container-type: inline-size;
      }
      /*
       * The tally stands at the prow, a colour a line, so the sail and its emblem stay in sight; it may reach
       * past the ship's box (the button's border is see-through).
       */
      .cargo-tally {
        display: none;
        position: absolute;
        inset-block-end: -2px;
        inset-inline-end: -5px;
        z-index: 1;
        line-height: 1;
        pointer-events: none;
      }
      .cargo-tally .tally {
        flex-direction: column;
        align-items: flex-end;
        gap: 1px;
        padding: 2px 3px;
        border-radius: 7px;
        background: rgb(28 16 6 / 0.84);
        box-shadow: 0 0 0 1px rgb(255 250 240 / 0.4);
        color: #fffaf0;
      }
      .cargo-tally .tally-count {
        font-size: 12px;
      }
      .cargo-tally .tally-gem {
        inline-size: 13px;
        block-size: 13px;
        filter: none;
      }
      @container (max-width: 99px) {
        .fine {
          display: none;
        }
        .cargo-tally {
          display: block;
        }
      }
      .ship {
        display: block;
        inline-size: 100%;
        padding: 0;
        border: 3px solid transparent;
        border-radius: 14px;
        background: none;
        position: relative;
      }
      /* A ship to choose is a touch target of 44 px or more, however small the lanes draw it. */
      button.ship {
        display: flex;
        align-items: center;
        min-block-size: 44px;
      }
      svg {
        inline-size: 100%;
        block-size: auto;
        overflow: visible;
        filter: drop-shadow(0 3px 2px rgb(0 20 40 / 0.35));
      }
      .art {
        display: contents;
      }
      :host([state='selectable']) .ship {
        cursor: pointer;
        border-color: var(--vg-accent, #9e5518);
        background: color-mix(in srgb, var(--vg-accent, #9e5518) 16%, transparent);
      }
      /* The beckoning glow: a ring whose opacity pulses (the compositor's work; a pulsing box-shadow repainted every frame). */
      :host([state='selectable']) .ship::after {
        content: '';
        position: absolute;
        inset: -3px;
        border-radius: 14px;
        box-shadow: 0 0 0 4px color-mix(in srgb, var(--vg-accent, #9e5518) 35%, transparent);
        opacity: 0;
        pointer-events: none;
        animation: beckon 1.4s ease-in-out infinite alternate;
      }
      :host([state='selectable']) .ship:hover {
        background: color-mix(in srgb, var(--vg-accent, #9e5518) 30%, transparent);
      }
      :host([state='selected']) .ship {
        border-color: var(--vg-focus, #1d5fd1);
        border-style: dashed;
        background: color-mix(in srgb, var(--vg-focus, #1d5fd1) 16%, transparent);
      }
      :host([state='disabled']) svg {
        opacity: 0.45;
        filter: grayscale(0.8);
      }
      :host([state='animating']) svg {
        animation: sail 700ms ease-in-out 2;
      }
      .more {
        font: 700 11px/1 var(--vg-font, system-ui);
        fill: #fffaf0;
        paint-order: stroke;
        stroke: #2b1d12;
        stroke-width: 3px;
      }
      @keyframes sail {
        0% { transform: rotate(0deg) translateY(0); }
        35% { transform: rotate(-4deg) translateY(-3px); }
        70% { transform: rotate(3deg) translateY(1px); }
        100% { transform: rotate(0deg) translateY(0); }
      }
      @keyframes beckon {
        to { opacity: 1; }
      }
      @media (prefers-reduced-motion: reduce) {
        :host([state='animating']) svg, :host([state='selectable']) .ship::after { animation: none; }
      }
    `,
  ];

  /** Which ship: yellow, red, blue or pirate. */
  @property({ reflect: true }) ship: Ship = 'yellow';
  /** Jewels on board, in loading order. */
  @property({ attribute: false }) jewels: readonly JewelColour[] = [];
  /** Visual state; `selectable` makes it a button. */
  @property({ reflect: true }) state: PieceState = 'idle';
  /** Accessible name (the board words it: ship, position, cargo). */
  @property() label = '';
  /** Tab order of the ship's button: -1 keeps it out (the choosable ships are one Tab stop, arrows move within it). */
  @property({ type: Number, attribute: false }) buttonTabIndex = 0;

  /** Focuses the ship's button (when it is one). */
  override focus(options?: FocusOptions): void {
    const button = this.renderRoot.querySelector<HTMLButtonElement>('button');
    if (button) button.focus(options);
    else super.focus(options);
  }

  private select(): void {
    if (this.state !== 'selectable') return;
    this.dispatchEvent(new CustomEvent('ship-select', { detail: { ship: this.ship }, bubbles: true, composed: true }));
  }

  /** The jewels on their spots, with "+n" for jewels beyond them. */
  private cargo() {
    const shown = this.jewels.slice(0, JEWEL_SPOTS.length);
    const extra = this.jewels.length - shown.length;
    return svg`<g class="fine">
      ${shown.map((colour, i) => jewel(colour, JEWEL_SPOTS[i][0], JEWEL_SPOTS[i][1], 7, true, i * 370))}
      ${extra > 0 ? svg`<text class="more" x="118" y="60" text-anchor="end">+${extra}</text>` : ''}
    </g>`;
  }

  private picture() {
    // Both cargo views are drawn; the ship's own width (a container query) shows one.
    return html`<svg viewBox="0 0 120 72" aria-hidden="true" focusable="false">${longship(this.ship)} ${this.cargo()}</svg>
      ${this.jewels.length ? html`<span class="cargo-tally">${jewelTally(this.jewels, 14)}</span>` : ''}`;
  }

  /**
   * The picture's holder (`display: contents`): drawn into at each update and moved between the button and the plain
   * picture when `state` changes, so that a ship becoming choosable (or no longer) keeps its drawing (issue 27, moves).
   */
  private readonly art = Object.assign(document.createElement('span'), { className: 'art' });

  protected override render() {
    render(this.picture(), this.art);
    if (this.state === 'selectable') {
      return html`<button part="ship" class="ship" tabindex=${this.buttonTabIndex} aria-label=${this.label} @click=${this.select}>
        ${this.art}
      </button>`;
    }
    return html`<div part="ship" class="ship" role="img" aria-label=${this.label}>${this.art}</div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'wilde-wikinger-ship': WildeWikingerShip;
  }
}
