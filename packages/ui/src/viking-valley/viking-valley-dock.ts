import { LitElement, css, html, svg, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { DOCK_SPACES, VIKINGS, type DockPosition, type Flag, type VikingId } from '@viking-games/core/viking-valley/board';
import { customElement } from '../shared/define.js';
import { cssProps } from '../shared/css-props.js';
import { controlStyles } from '../shared/theme.js';
import { flagArt, tokenArt, valleyDefs } from './viking-valley.art.js';

/** The dock's box (SVG units): the shore in front of the first space, the 8 spaces, the water past the last. */
const VIEW = { width: 114, height: 36 } as const;
const SHORE = 18;
const SPACE = 11;
const PLANK_Y = 24;
const TOKEN = 10;
/** Where a token stands: on its space, on the shore (in line, in front of the first space), or sinking past the end. */
function tokenPlace(position: DockPosition, shoreIndex: number): { x: number; y: number } {
  if (position === null) return { x: 2.8 + shoreIndex * 4.2, y: PLANK_Y + (shoreIndex % 2) * 1.2 };
  return { x: SHORE + position * SPACE + SPACE / 2, y: PLANK_Y };
}

/**
 * The dock: the shore in front of the first space (where every token starts and comes back to), the 8
 * spaces with their flags (a coin flag shows its 1 to 4 coins, a portrait flag a Viking's face on their
 * colour with their initial), the Viking tokens, and the water at the end. Tokens glide when they move;
 * `splash` drops a token into the water with a splash.
 *
 * The picture is decorative for screen readers; `items` (one line per space and one for the shore) is the
 * same in words, as a list.
 *
 * @summary The dock of Valley of the Vikings, with flags and Viking tokens.
 * @csspart dock - the SVG scene
 * @cssprop --vv-water-top - the water (likewise --vv-water-bottom)
 */
@customElement('viking-valley-dock')
export class VikingValleyDock extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host {
        display: block;
      }
      svg {
        display: block;
        inline-size: 100%;
        block-size: auto;
      }
      .mark {
        font: 800 1px var(--vg-font-display, Georgia, serif);
        text-anchor: middle;
        pointer-events: none;
      }
      /* The space numbers stand on the water: light, with a dark edge, readable on any sea colour. */
      .num {
        font: 700 3px var(--vg-font, system-ui, sans-serif);
        text-anchor: middle;
        fill: #fffaf0;
        stroke: rgb(20 40 60 / 0.7);
        stroke-width: 0.6px;
        paint-order: stroke;
      }
      .tok {
        transition: transform 420ms cubic-bezier(0.3, 1.4, 0.5, 1), opacity 300ms ease;
      }
      .tok.moving .token {
        animation: hop 420ms ease-out;
      }
      .tok.sunk {
        opacity: 0;
        transition: transform 360ms ease-in, opacity 500ms ease-in 200ms;
      }
      @keyframes hop {
        40% {
          transform: translateY(-3px);
        }
      }
      .space.glow .plank {
        fill: #ffe08a;
      }
      .space.glow .flag {
        animation: wave 500ms ease-in-out 2 alternate;
        transform-box: fill-box;
        transform-origin: left center;
      }
      @keyframes wave {
        to {
          transform: skewY(-6deg) scaleX(0.94);
        }
      }
      .ripple {
        fill: none;
        stroke: #fffaf0;
        stroke-width: 0.6;
        transform-box: fill-box;
        transform-origin: center;
        animation: ripple 900ms ease-out 2;
      }
      .drop {
        fill: #d9f1f7;
        transform-box: fill-box;
        transform-origin: center bottom;
        animation: drop 700ms ease-out forwards;
      }
      @keyframes ripple {
        from {
          transform: scale(0.3);
          opacity: 1;
        }
        to {
          transform: scale(1.6);
          opacity: 0;
        }
      }
      @keyframes drop {
        from {
          transform: scaleY(0.2);
          opacity: 1;
        }
        to {
          transform: scaleY(1.2) translateY(-2px);
          opacity: 0;
        }
      }
      ol {
        margin: 0;
      }
    `,
  ];

  /** The flag on each space, 0 to 7. */
  @property({ attribute: false }) flags: readonly Flag[] = [];
  /** Where each Viking's token is (a space, or null: on the shore in front of the first space). */
  @property({ attribute: false }) dock: Readonly<Record<VikingId, DockPosition>> = { finn: null, tjarne: null, magnus: null, inga: null };
  /** A token falling into the water: drawn past the end of the dock, sinking, with a splash. */
  @property() splash: VikingId | '' = '';
  /** The token that just moved (it hops). */
  @property() moving: VikingId | '' = '';
  /** A space whose flag is paying out now (it glows), or -1. */
  @property({ type: Number }) glow = -1;
  /** The dock in words: one line per space, then the shore. */
  @property({ attribute: false }) items: readonly string[] = [];
  /** Accessible name of the list. */
  @property() label = '';

  protected override render() {
    const shore = VIKINGS.filter((v) => this.dock[v] === null && v !== this.splash);
    return html`<svg part="dock" viewBox="0 0 ${VIEW.width} ${VIEW.height}" aria-hidden="true">
        <defs>${valleyDefs('dk')}</defs>
        <rect x="0" y="${PLANK_Y - 1}" width="${VIEW.width}" height="${VIEW.height - PLANK_Y + 1}" fill="url(#dk-water)" />
        ${[0, 1, 2].map((i) => svg`<path d="M${i * 37 + 6} ${PLANK_Y + 6 + (i % 2) * 3} q3 -1.2 6 0 t6 0" fill="none" stroke="rgb(255 255 255 / .35)" stroke-width="0.5" stroke-linecap="round" />`)}
        <path d="M0 ${PLANK_Y - 1} H${SHORE - 1} Q${SHORE + 1} ${PLANK_Y + 5} ${SHORE - 3} ${VIEW.height} H0 Z" fill="#d8c08a" stroke="#a88a52" stroke-width="0.3" />
        <path d="M0 ${PLANK_Y - 1.2} H${SHORE - 1}" stroke="#7da453" stroke-width="1.4" />
        ${this.flags.map((flag, i) => {
          const x = SHORE + i * SPACE;
          return svg`<g class="space ${this.glow === i ? 'glow' : ''}">
            <rect x="${x + 1.2}" y="${PLANK_Y}" width="1.1" height="${VIEW.height - PLANK_Y}" fill="#5b3818" />
            <rect x="${x + SPACE - 2.3}" y="${PLANK_Y}" width="1.1" height="${VIEW.height - PLANK_Y}" fill="#5b3818" />
            <rect class="plank" x="${x + 0.25}" y="${PLANK_Y - 1}" width="${SPACE - 0.5}" height="3.6" rx="0.5" fill="#b07a42" stroke="#5b3818" stroke-width="0.35" />
            <path d="M${x + 1} ${PLANK_Y + 0.6} H${x + SPACE - 1}" stroke="#7a4d22" stroke-width="0.25" opacity="0.6" />
            <path d="M${x + 1.6} ${PLANK_Y - 1} V0.8" stroke="#4f3016" stroke-width="0.55" stroke-linecap="round" />
            <circle cx="${x + 1.6}" cy="0.8" r="0.55" fill="#e2bf4a" />
            <g transform="translate(${x + 1.9} 1.2)">${flagArt(flag, 8.6, 6.8, 'dk')}</g>
            <text class="num" x="${x + SPACE / 2}" y="${VIEW.height - 1}">${i + 1}</text>
          </g>`;
        })}
        <g class="end">
          <rect x="${SHORE + DOCK_SPACES * SPACE}" y="${PLANK_Y - 1}" width="1.2" height="${VIEW.height - PLANK_Y + 1}" fill="#4f3016" />
          ${
            this.splash
              ? svg`<g transform="translate(${SHORE + DOCK_SPACES * SPACE + 4.5} ${PLANK_Y + 5})">
                <ellipse class="ripple" rx="4" ry="1.3" />
                <path class="drop" d="M-2.5 0 q0.5 -4 1.2 -5 q0.3 3 1.3 3 q0.6 -4 1.5 -5 q0.4 4 1.2 5 q0.6 -2 1 -1 q-0.5 2 -0.2 3 Z" />
              </g>`
              : nothing
          }
        </g>
        ${VIKINGS.map((v) => {
          const sunk = this.splash === v;
          const at = sunk ? { x: SHORE + DOCK_SPACES * SPACE + 4.5, y: PLANK_Y + 6 } : tokenPlace(this.dock[v], shore.indexOf(v));
          return svg`<g class="tok ${sunk ? 'sunk' : ''} ${this.moving === v ? 'moving' : ''}" data-viking=${v} ${cssProps({ transform: `translate(${at.x}px, ${at.y}px)` })}>${tokenArt(v, TOKEN)}</g>`;
        })}
      </svg>
      <ol class="visually-hidden" aria-label=${this.label}>
        ${this.items.map((item) => html`<li>${item}</li>`)}
      </ol>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'viking-valley-dock': VikingValleyDock;
  }
}
