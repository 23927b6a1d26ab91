import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { customElement } from './define.js';
import { PLAYER_SHAPES, type ColourKey, forcedColorStates } from './theme.js';
import { sharedMessages, type Locale } from './i18n.js';
import { pipShape } from './pip-shape.js';

export { pipShape } from './pip-shape.js';

/** Visual states of a die. */
export type DieState = 'idle' | 'selectable' | 'selected' | 'disabled' | 'rolling';

/** Pip centres per face on a 100×100 die. */
const PIPS: Readonly<Record<number, readonly [number, number][]>> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [27, 27],
    [50, 50],
    [73, 73],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [27, 27],
    [73, 27],
    [50, 50],
    [27, 73],
    [73, 73],
  ],
  6: [
    [29, 25],
    [71, 25],
    [29, 50],
    [71, 50],
    [29, 75],
    [71, 75],
  ],
};

/**
 * A six-sided die drawn in SVG: faces 1 to 6 as pips in its owner's colour and shape.
 *
 * It is a picture with an accessible name ("die showing 3"); a game wraps it in a button when it can be
 * chosen. `state="rolling"` tumbles it briefly (not under prefers-reduced-motion).
 *
 * @summary A Viking die, faces 1–6, in a player's colour and pip shape.
 * @csspart die - the SVG of the die
 * @cssprop --vg-die-size - edge length of the die (default 40px)
 * @cssprop --vg-player-red - body colour of red dice (likewise blue, green, yellow, purple, bjorn, and bone for neutral dice)
 */
@customElement('vg-die')
export class VgDie extends LitElement {
  static override styles = [
    forcedColorStates,
    css`
    :host {
      display: inline-block;
      inline-size: var(--vg-die-size, 40px);
      block-size: var(--vg-die-size, 40px);
      flex: none;
      line-height: 0;
      transition: transform 150ms ease, opacity 150ms ease;
    }
    svg {
      inline-size: 100%;
      block-size: 100%;
      overflow: visible;
    }
    .body {
      stroke: rgb(0 0 0 / 0.45);
      stroke-width: 3;
    }
    .shine {
      fill: rgb(255 255 255 / 0.28);
    }
    .pips {
      fill: var(--vg-pip, #fffdf6);
      stroke: rgb(0 0 0 / 0.25);
      stroke-width: 1.5;
    }
    :host([colour='bone']) .pips {
      fill: #3a2a1c;
      stroke: none;
    }
    :host([colour='yellow']) .pips {
      fill: var(--vg-pip-on-yellow, #3b2a06);
    }
    .ring {
      fill: none;
      stroke: var(--vg-focus, #1d5fd1);
      stroke-width: 6;
      opacity: 0;
    }
    :host([state='selectable']) {
      cursor: pointer;
    }
    :host([state='selected']) {
      transform: translateY(-6px) rotate(-6deg);
    }
    :host([state='selected']) .ring {
      opacity: 1;
      stroke-dasharray: 10 7;
    }
    :host([state='disabled']) {
      opacity: 0.5;
      filter: grayscale(0.6);
    }
    :host([state='rolling']) svg {
      animation: tumble 600ms cubic-bezier(0.3, 0.7, 0.4, 1);
    }
    @keyframes tumble {
      0% { transform: translate(-30%, -40%) rotate(-200deg) scale(0.7); }
      60% { transform: translate(6%, 4%) rotate(20deg) scale(1.05); }
      100% { transform: none; }
    }
    @media (prefers-reduced-motion: reduce) {
      :host,
      :host([state='rolling']) svg {
        animation: none;
        transition: none;
      }
    }
  `,
  ];

  /** Face shown, 1 to 6. Other values show a blank die. */
  @property({ type: Number, reflect: true }) face = 1;
  /** Visual state. */
  @property({ reflect: true }) state: DieState = 'idle';
  /** Owner's colour key: red, blue, green, yellow, purple or bjorn. */
  @property({ reflect: true }) colour: ColourKey = 'red';
  /** Language of the accessible name. */
  @property() locale: Locale = 'en';
  /** Accessible name override (default "die showing N"). */
  @property() label?: string;
  /** Decorative: hidden from assistive technology (the surrounding control names it). */
  @property({ type: Boolean }) decorative = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('face') && !(this.face >= 1 && this.face <= 6)) this.face = Math.min(6, Math.max(1, Math.round(this.face) || 1));
  }

  protected override render() {
    const t = sharedMessages(this.locale, this);
    const shape = PLAYER_SHAPES[this.colour] ?? 'circle';
    const name = this.label ?? (this.state === 'rolling' ? t.dieRolling : t.dieShowing(this.face));
    const pips = PIPS[this.face] ?? [];
    const colour = `var(--vg-player-${this.colour}, #c23b2e)`;
    return html`<svg part="die" viewBox="0 0 100 100" role=${this.decorative ? nothing : 'img'} aria-label=${this.decorative ? nothing : name} aria-hidden=${this.decorative ? 'true' : nothing}>
      <rect class="body" x="4" y="4" width="92" height="92" rx="20" fill=${colour} />
      <path class="shine" d="M14 30 Q14 14 30 14 L70 14 Q56 20 30 24 Q18 26 14 30 Z" />
      <g class="pips">${pips.map(([x, y]) => pipShape(shape, x, y, 8.5))}</g>
      <rect class="ring" x="-2" y="-2" width="104" height="104" rx="24" />
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'vg-die': VgDie;
  }
}
