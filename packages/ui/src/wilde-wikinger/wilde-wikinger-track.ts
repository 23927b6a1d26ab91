import { LitElement, css, html, svg } from 'lit';
import { property, state } from 'lit/decorators.js';
import { customElement } from '../shared/define.js';
import { cssProps } from '../shared/css-props.js';
import { LANDING_STAGE, SHIPS, type JewelColour, type Ship } from '@viking-games/core/wilde-wikinger';
import type { Locale } from '../shared/i18n.js';
import { emblem } from './wilde-wikinger.art.js';
import { moveRovingFocus } from './wilde-wikinger.keys.js';
import { wildeWikingerMessages } from './wilde-wikinger.messages.js';
import type { PieceState, WildeWikingerShip } from './wilde-wikinger-ship.js';
import './wilde-wikinger-ship.js';

/** Where a ship is and how it looks on the track. */
export interface TrackShip {
  readonly ship: Ship;
  /** 0 (start) to 3 (landing stage). */
  readonly position: number;
  readonly jewels: readonly JewelColour[];
  readonly state: PieceState;
  /** Accessible name of the ship. */
  readonly label: string;
}

/**
 * The sea lanes from the start square to the landing stage of the Viking village, one lane per ship
 * (yellow, red, blue, pirate), each ship drawn on its square with its jewels. Ships glide between squares
 * (not under prefers-reduced-motion). Chosen ships fire `ship-select` (from the ship element). The
 * choosable ships are one Tab stop: the arrow keys (and Home, End) move between them, Enter or Space chooses.
 *
 * @summary The track of Wilde Wikinger: four lanes to the village.
 * @csspart track - the sea with the lanes
 * @csspart village - the village at the landing stage
 * @cssprop --ww-sea - the water
 */
@customElement('wilde-wikinger-track')
export class WildeWikingerTrack extends LitElement {
  static override styles = css`
    :host {
      display: block;
      container-type: inline-size;
    }
    .sea {
      position: relative;
      display: grid;
      grid-template-columns: 1fr clamp(34px, 14%, 120px);
      border-radius: 14px;
      overflow: hidden;
      border: 3px solid var(--vg-wood-dark, #5b3818);
      background:
        radial-gradient(ellipse at 20% 10%, rgb(255 255 255 / 0.22), transparent 50%),
        repeating-radial-gradient(ellipse at 50% 120%, transparent 0 14px, rgb(255 255 255 / 0.07) 14px 16px),
        linear-gradient(180deg, var(--ww-sea, #2f7f96), var(--ww-sea-deep, #1d5a72));
    }
    .lanes {
      display: grid;
      grid-template-rows: repeat(4, auto);
      padding: 5.6px 0 5.6px 5.6px;
      gap: 3.2px;
    }
    .head {
      display: grid;
      grid-template-columns: repeat(4, 1fr);
      font-size: 11.2px;
      font-weight: 700;
      color: #e8f6fb;
      text-transform: uppercase;
      letter-spacing: 0.06em;
      text-align: center;
      text-shadow: 0 1px 1px rgb(0 0 0 / 0.5);
    }
    .lane {
      position: relative;
      display: grid;
      grid-template-columns: repeat(4, 1fr);
      align-items: center;
      /* As tall as a ship a quarter of the lane wide (ship art is 120×72, plus its border). */
      aspect-ratio: 480 / 78;
    }
    .square {
      block-size: 76%;
      margin-inline: 6%;
      border-radius: 10px;
      border: 2px dashed rgb(255 255 255 / 0.35);
      background: rgb(255 255 255 / 0.05);
    }
    .square.landing {
      border: 2px solid #4e2e12;
      background:
        linear-gradient(180deg, rgb(255 255 255 / 0.18), transparent 40%),
        repeating-linear-gradient(90deg, #b98548 0 11px, #8f6232 11px 13px);
      box-shadow: 0 3px 0 #4e2e12;
    }
    wilde-wikinger-ship {
      position: absolute;
      inset-block: 0;
      inset-inline-start: calc(var(--pos) * 25%);
      inline-size: 25%;
      display: flex;
      align-items: center;
      transition: inset-inline-start 650ms cubic-bezier(0.4, 0.1, 0.3, 1);
      z-index: 1;
    }
    .village {
      position: relative;
      background: linear-gradient(90deg, #c9a46a, #a97d45 30%, #7da453 31%, #6b9447);
      border-inline-start: 3px solid #5b3818;
    }
    .village svg {
      position: absolute;
      inset: 0;
      inline-size: 100%;
      block-size: 100%;
    }
    .village span {
      position: absolute;
      inset-block-start: 4.8px;
      inset-inline: 0;
      text-align: center;
      font-size: 11.2px;
      font-weight: 800;
      text-transform: uppercase;
      letter-spacing: 0.06em;
      color: #2b1d12;
      text-shadow: 0 1px 0 rgb(255 255 255 / 0.6);
    }
    .village .row,
    .village .defs {
      display: none;
    }
    /*
     * A narrow column: the lanes stand upright side by side, the ships sail up to the village on top, so
     * each ship is a quarter of the whole width (not of a lane's) and its jewels are drawn larger.
     */
    @container (max-width: 480px) {
      .sea {
        grid-template-columns: minmax(0, 1fr);
      }
      .village {
        order: -1;
        block-size: 46px;
        border-inline-start: none;
        border-block-end: 3px solid #5b3818;
        background: linear-gradient(180deg, #7da453, #6b9447 62%, #a97d45 63%, #c9a46a);
      }
      .village .column {
        display: none;
      }
      .village .row {
        display: block;
      }
      .village span {
        inset-block-start: auto;
        inset-block-end: 2.4px;
      }
      .lanes {
        grid-template-rows: none;
        grid-template-columns: repeat(4, minmax(0, 1fr));
        padding: 4.8px;
        gap: 4.8px;
      }
      .head {
        display: none;
      }
      .lane {
        display: flex;
        flex-direction: column-reverse;
        align-items: stretch;
        aspect-ratio: 1 / 2.7;
      }
      .square {
        flex: 1;
        block-size: auto;
        margin: 5% 4%;
      }
      wilde-wikinger-ship {
        inset-inline: 0;
        inset-block: auto calc(var(--pos) * 25%);
        inline-size: auto;
        block-size: 25%;
        transition: inset-block-end 650ms cubic-bezier(0.4, 0.1, 0.3, 1);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      wilde-wikinger-ship {
        transition: none;
      }
    }
  `;

  /** The four ships, in lane order (yellow, red, blue, pirate). */
  @property({ attribute: false }) ships: readonly TrackShip[] = SHIPS.map((ship) => ({ ship, position: 0, jewels: [], state: 'idle' as const, label: ship }));
  @property() locale: Locale = 'en';

  /** The choosable ship that is the Tab stop (the last one focused; else the first choosable). */
  @state() private active?: Ship;

  private selectableShips(): WildeWikingerShip[] {
    return [...this.renderRoot.querySelectorAll<WildeWikingerShip>('wilde-wikinger-ship[state="selectable"]')];
  }

  private onKeyDown(event: KeyboardEvent): void {
    const ships = this.selectableShips();
    const index = moveRovingFocus(event, ships);
    if (index !== undefined) this.active = ships[index].ship;
  }

  private onFocusIn(event: FocusEvent): void {
    const ship = event.composedPath().find((node): node is WildeWikingerShip => node instanceof HTMLElement && node.localName === 'wilde-wikinger-ship');
    if (ship?.state === 'selectable') this.active = ship.ship;
  }

  /** A house of the village: drawn once in the track (`#house`, 32 wide and 34 high, its eaves 3 past each side), used at each place. */
  private house(x: number, y: number, scale = 1) {
    return svg`<use href="#house" transform="translate(${x} ${y}) scale(${scale})" />`;
  }

  /** The village along the top of upright lanes (a narrow column). */
  private villageRow() {
    return html`<svg class="row" viewBox="0 0 240 46" preserveAspectRatio="xMidYMid meet" aria-hidden="true">
      ${[8, 58, 160, 210].map((x, i) => this.house(x, i % 2 ? 4 : 2, 0.95))}
      <g transform="translate(120 14)">${emblem('joker', 0, 0, 8, '#e2b23a')}</g>
    </svg>`;
  }

  private village() {
    return html`<svg class="column" viewBox="0 0 40 200" preserveAspectRatio="xMidYMid meet" aria-hidden="true">
      ${[40, 95, 150].map((y, i) => this.house(i % 2 ? 2 : 6, y))}
      <g transform="translate(20 186)">${emblem('joker', 0, 0, 7, '#e2b23a')}</g>
    </svg>`;
  }

  protected override render() {
    const t = wildeWikingerMessages(this.locale, this);
    const choosable = this.ships.filter((s) => s.state === 'selectable').map((s) => s.ship);
    const stop = this.active && choosable.includes(this.active) ? this.active : choosable[0];
    return html`<div part="track" class="sea" role="group" aria-label=${t.track}>
      <div class="lanes" @keydown=${this.onKeyDown} @focusin=${this.onFocusIn}>
        <div class="head" aria-hidden="true"><span>${t.start}</span><span>1</span><span>2</span><span>⚓</span></div>
        ${this.ships.map(
          (s) => html`<div class="lane" data-ship=${s.ship}>
            ${[0, 1, 2, LANDING_STAGE].map((i) => html`<div class="square ${i === LANDING_STAGE ? 'landing' : ''}"></div>`)}
            <wilde-wikinger-ship ${cssProps({ '--pos': Math.min(LANDING_STAGE, Math.max(0, s.position)) })} .ship=${s.ship} .jewels=${s.jewels} .state=${s.state} .label=${s.label} .buttonTabIndex=${s.ship === stop ? 0 : -1}></wilde-wikinger-ship>
          </div>`,
        )}
      </div>
      <div part="village" class="village" aria-hidden="true">
        <svg class="defs"><g id="house" stroke="#3b1d0c" stroke-width="1.5">
          <path d="M0 18L16 2L32 18Z" fill="#8a3b1e" />
          <rect x="3" y="18" width="26" height="16" fill="#c58a4a" />
          <rect x="13" y="24" width="6" height="10" fill="#3b1d0c" stroke="none" />
          <path d="M0 18L-3 14M32 18L35 14" />
        </g></svg>
        <span>${t.village}</span>${this.village()}${this.villageRow()}
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'wilde-wikinger-track': WildeWikingerTrack;
  }
}
