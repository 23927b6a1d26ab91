import { LitElement, css, html, svg } from 'lit';
import { forcedColorStates } from '../shared/theme.js';
import { property } from 'lit/decorators.js';
import { customElement } from '../shared/define.js';
import type { JewelColour } from '@viking-games/core/wilde-wikinger';
import { jewel, nessieArt, sparkleStyles } from './wilde-wikinger.art.js';
import type { PieceState } from './wilde-wikinger-ship.js';

/**
 * Nessie, the lake monster, with the jewels she has collected on her humps. A picture with an accessible
 * name; `selectable` glows (she waits for a jewel), `selected` rings her, `disabled` fades her, and
 * `animating` makes her bob up to swallow a new jewel.
 *
 * @summary Nessie and her jewels.
 * @csspart nessie - the picture
 * @cssprop --ww-nessie - her skin (and --ww-nessie-dark for her outline)
 * @cssprop --ww-lake - the water of her lake
 */
@customElement('wilde-wikinger-nessie')
export class WildeWikingerNessie extends LitElement {
  static override styles = [
    forcedColorStates,
    sparkleStyles,
    css`
      :host {
        display: block;
        line-height: 0;
      }
      .nessie {
        position: relative;
        border-radius: 14px;
        border: 3px solid transparent;
      }
      svg {
        inline-size: 100%;
        block-size: auto;
        overflow: visible;
      }
      .sparkle {
        animation-duration: 2.8s;
      }
      :host([state='selectable']) .nessie {
        border-color: var(--vg-accent, #9e5518);
        background: color-mix(in srgb, var(--vg-accent, #9e5518) 14%, transparent);
      }
      :host([state='selected']) .nessie {
        border-color: var(--vg-focus, #1d5fd1);
        border-style: dashed;
      }
      :host([state='disabled']) svg {
        opacity: 0.45;
        filter: grayscale(0.8);
      }
      :host([state='animating']) .nessie-art,
      :host([state='selectable']) .nessie-art {
        animation: bob 900ms ease-in-out infinite alternate;
      }
      @keyframes bob {
        to { transform: translateY(-4px); }
      }
      @media (prefers-reduced-motion: reduce) {
        :host([state='animating']) .nessie-art, :host([state='selectable']) .nessie-art { animation: none; }
      }
    `,
  ];

  /** Jewels on Nessie, in the order she got them. */
  @property({ attribute: false }) jewels: readonly JewelColour[] = [];
  @property({ reflect: true }) state: PieceState = 'idle';
  /** Accessible name (the board words it with her jewels). */
  @property() label = 'Nessie';

  protected override render() {
    // Her jewels ride on her humps and back: up to 12 drawn, the rest counted.
    const spots: [number, number][] = [
      [17, 52],
      [44, 44],
      [74, 50],
      [100, 40],
      [30, 58],
      [58, 58],
      [86, 58],
      [108, 54],
      [36, 48],
      [52, 50],
      [66, 54],
      [80, 46],
    ];
    const shown = this.jewels.slice(0, spots.length);
    return html`<div part="nessie" class="nessie" role="img" aria-label=${this.label}>
      <svg viewBox="0 0 140 80" aria-hidden="true" focusable="false">
        ${nessieArt()} ${shown.map((c, i) => jewel(c, spots[i][0], spots[i][1], 5.4, true, i * 430))}
        ${
          this.jewels.length > shown.length
            ? svg`<text x="136" y="76" text-anchor="end" font-size="12" font-weight="800" fill="#fffaf0" stroke="#1f5a45" stroke-width="3" paint-order="stroke">+${this.jewels.length - shown.length}</text>`
            : ''
        }
      </svg>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'wilde-wikinger-nessie': WildeWikingerNessie;
  }
}
