import { LitElement, css, html, svg, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { VIKING_COLOURS, type VikingId } from '@viking-games/core/viking-valley/board';
import { customElement } from '../shared/define.js';
import { cssProps } from '../shared/css-props.js';
import { controlStyles, type ColourKey } from '../shared/theme.js';
import '../shared/vg-player-badge.js';
import { coinArt, longshipArt, valleyDefs } from './viking-valley.art.js';

/** Coins drawn in a ship's pile at most; more are told by the number. */
const PILE = 12;

/**
 * One Viking's ship with the coins in it: the longship with its sail in the Viking's colour and initial,
 * a pile of coins and their number, and who sails it (a player's name, or "unclaimed" for a Viking no
 * player chose, whose ship still takes coins). A change in coins flashes the ship with the difference
 * (+3, −1).
 *
 * @summary A ship of Valley of the Vikings and its coins.
 * @csspart ship - the card
 * @csspart coins - the number of coins
 */
@customElement('viking-valley-ship')
export class VikingValleyShip extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host {
        display: block;
        min-inline-size: 0;
        container-type: inline-size;
      }
      .card {
        position: relative;
        padding-inline: 5.6px;
        display: grid;
        /* Tracks that may shrink below their content: in a narrow card the name is cut, the coin pile narrows. */
        grid-template-columns: minmax(0, auto) minmax(0, 1fr);
        grid-template-rows: auto auto;
        align-items: center;
        gap: 0 6.4px;
        padding: 5.6px 8px;
        border-radius: var(--vg-radius, 12px);
        border: 2px solid var(--vg-line, #b89a6e);
        background: var(--vg-surface, #fffaf0);
        box-shadow: var(--vg-shadow);
        min-block-size: 64px;
      }
      :host([active]) .card {
        border-color: var(--c);
        box-shadow: 0 0 0 2px var(--c), var(--vg-shadow);
      }
      :host([unclaimed]) .card {
        background: var(--vg-surface-2, #f7eedb);
        border-style: dashed;
      }
      .art {
        inline-size: 52px;
        block-size: 44px;
      }
      /* The name over the whole card, the ship and its coins under it: a name fits a narrow card. */
      .who {
        grid-column: 1 / -1;
      }
      .who {
        min-inline-size: 0;
        font-size: 14.4px;
      }
      .who {
        display: grid;
      }
      .note {
        font-size: 12.48px;
        font-weight: 650;
        overflow-wrap: anywhere;
      }
      .vname {
        font-size: 12.48px;
        color: var(--vg-ink-soft, #5e4a36);
      }
      .unclaimed {
        font-size: 12px;
        font-weight: 700;
        text-transform: uppercase;
        letter-spacing: 0.04em;
        color: var(--vg-ink-soft, #5e4a36);
      }
      .purse {
        display: flex;
        align-items: center;
        gap: 5.6px;
      }
      .pile {
        inline-size: 72px;
        min-inline-size: 0;
        block-size: 18px;
      }
      .coins {
        font: 800 20px/1 var(--vg-font-display, Georgia, serif);
      }
      .delta {
        position: absolute;
        inset-block-start: -9.6px;
        inset-inline-end: 6.4px;
        padding: 1.6px 7.2px;
        border-radius: 999px;
        font-weight: 800;
        color: #fffaf0;
        background: var(--vg-good, #2f7d32);
        animation: pop 1.3s ease-out forwards;
      }
      .delta.loss {
        background: var(--vg-warn, #a4410e);
      }
      .card.flash {
        animation: flash 700ms ease-out;
      }
      @keyframes pop {
        0% {
          transform: translateY(6px) scale(0.6);
          opacity: 0;
        }
        20% {
          transform: translateY(0) scale(1.15);
          opacity: 1;
        }
        80% {
          opacity: 1;
        }
        100% {
          opacity: 0;
          transform: translateY(-6px);
        }
      }
      @keyframes flash {
        30% {
          background: #ffe9a6;
        }
      }
      .mark {
        font: 800 1px var(--vg-font-display, Georgia, serif);
        text-anchor: middle;
      }
    `,
  ];

  @property({ reflect: true }) viking: VikingId = 'finn';
  @property({ type: Number }) coins = 1;
  /** The player who sails it; empty: unclaimed. */
  @property() owner = '';
  /** Under the owner's name, what plays the seat when it is a computer ("computer · level 3"); empty for a person. */
  @property() note = '';
  /** The Viking's name, shown under the owner. */
  @property({ attribute: 'viking-name' }) vikingName = '';
  /** Words for a ship nobody sails ("unclaimed"). */
  @property({ attribute: 'unclaimed-label' }) unclaimedLabel = 'unclaimed';
  /** The ship's name in words, e.g. "Finn's ship". */
  @property() label = '';
  /** The owner is to act. */
  @property({ type: Boolean, reflect: true }) active = false;
  @property({ type: Boolean, reflect: true }) unclaimed = false;
  /** Flash the coin difference when `coins` changes (off for tests and reduced motion). */
  @property({ type: Boolean }) instant = false;

  @state() private delta = 0;

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.unclaimed = !this.owner;
    const before = changed.get('coins') as number | undefined;
    if (changed.has('coins') && before !== undefined && before !== this.coins && !this.instant) {
      this.delta = this.coins - before;
    }
  }

  protected override render() {
    const colour = VIKING_COLOURS[this.viking] as ColourKey;
    const shown = Math.min(PILE, this.coins);
    return html`<div part="ship" class="card ${this.delta ? 'flash' : ''}" ${cssProps({ '--c': `var(--vg-player-${colour})` })} role="group" aria-label=${this.label}>
      <svg class="art" viewBox="-14 -19 28 24" aria-hidden="true">${longshipArt(this.viking, 24)}</svg>
      <div class="who">
        ${this.owner ? html`<vg-player-badge name=${this.owner} colour=${colour}></vg-player-badge>` : html`<span class="unclaimed">${this.unclaimedLabel}</span>`}
        ${this.owner && this.note ? html`<span class="note">${this.note}</span>` : nothing}
        <span class="vname">${this.vikingName}</span>
      </div>
      <div class="purse">
        <svg class="pile" viewBox="0 0 40 10" aria-hidden="true"><defs>${valleyDefs('sh')}</defs>
          ${Array.from({ length: shown }, (_, i) => coinArt(4 + (i % 6) * 6.2 + (i >= 6 ? 3 : 0), i >= 6 ? 3.6 : 6, 3.2, 'sh'))}${this.coins === 0 ? svg`<circle cx="5" cy="5" r="3.2" fill="none" stroke="currentColor" stroke-width="0.6" stroke-dasharray="1.2 1" opacity="0.5" />` : nothing}
        </svg>
        <span part="coins" class="coins">${this.coins}</span>
      </div>
      ${
        this.delta
          ? html`<span class="delta ${this.delta < 0 ? 'loss' : ''}" aria-hidden="true" @animationend=${() => (this.delta = 0)}>${this.delta > 0 ? `+${this.delta}` : `−${-this.delta}`}</span>`
          : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'viking-valley-ship': VikingValleyShip;
  }
}
