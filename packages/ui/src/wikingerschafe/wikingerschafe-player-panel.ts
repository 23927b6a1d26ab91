import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { customElement } from '../shared/define.js';
import { cssProps } from '../shared/css-props.js';
import { controlStyles, type ColourKey } from '../shared/theme.js';
import '../shared/vg-die.js';
import '../shared/vg-player-badge.js';
import { icon, type IconName } from './wikingerschafe.art.js';
import { WikingerschafePart } from './wikingerschafe-part.js';

/**
 * One Wikinger's panel: name with colour and shape, dice in supply, Mead, Coins, glory and shields.
 *
 * @summary A Wikinger's supply and counters.
 * @csspart panel - the card
 */
@customElement('wikingerschafe-player-panel')
export class WikingerschafePlayerPanel extends WikingerschafePart {
  static override styles = [
    controlStyles,
    css`
      :host {
        display: block;
        min-width: 0;
      }
      .panel {
        display: grid;
        gap: 5.6px;
        padding: 8px 9.6px;
        border-radius: var(--vg-radius);
        border: 2px solid var(--vg-line);
        border-inline-start: 8px solid var(--c);
        background: var(--vg-surface);
        box-shadow: var(--vg-shadow);
      }
      :host([active]) .panel {
        border-color: var(--vg-accent);
        border-inline-start-color: var(--c);
        background: linear-gradient(90deg, color-mix(in srgb, var(--c) 14%, var(--vg-surface)) 0%, var(--vg-surface) 70%);
      }
      .top {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 6.4px;
        min-width: 0;
      }
      .tag {
        font-size: 12px;
        color: var(--vg-ink-soft);
        white-space: nowrap;
      }
      dl {
        display: flex;
        flex-wrap: wrap;
        gap: 3.2px 12px;
        margin: 0;
      }
      dl div {
        display: inline-flex;
        align-items: center;
        gap: 3.2px;
      }
      dt {
        display: inline-flex;
      }
      dd {
        margin: 0;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      }
      .icon {
        inline-size: 20.8px;
        block-size: 20.8px;
      }
      .shield-state {
        display: inline-flex;
        position: relative;
      }
      .shield-state.board,
      .shield-state.destroyed {
        opacity: 0.35;
      }
      .shield-state.fresh .icon {
        opacity: 0.6;
      }
      .shield-state.destroyed::after {
        content: '✕';
        position: absolute;
        inset: 0;
        display: grid;
        place-items: center;
        color: var(--vg-warn);
        font-weight: 900;
      }
      .supply {
        display: flex;
        flex-wrap: wrap;
        gap: 3px;
        min-height: 20px;
      }
      .supply vg-die {
        --vg-die-size: 20px;
      }
    `,
  ];

  @property() name = '';
  @property({ reflect: true }) colour: ColourKey = 'red';
  /** This Wikinger is to act. */
  @property({ type: Boolean, reflect: true }) active = false;
  /** `human`, `bot` or `neutral` (Björn). */
  @property() kind: 'human' | 'bot' | 'neutral' = 'human';
  /** A bot's seat in words, its level with it (`computer · level 3`); empty: just "computer". */
  @property() botLabel = '';
  @property({ type: Number }) mead = 0;
  @property({ type: Number }) coins = 0;
  @property({ type: Number }) glory = 0;
  /** The two shields' states (`board`, `fresh`, `ready`, `placed`, `destroyed`). */
  @property({ attribute: false }) shields: readonly string[] = [];
  /** Faces of the dice in supply. */
  @property({ attribute: false }) supply: readonly number[] = [];

  protected override render() {
    const t = this.t;
    const neutral = this.kind === 'neutral';
    const counter = (art: IconName, label: string, value: number) =>
      html`<div><dt>${icon(art)}<span class="visually-hidden">${label}</span></dt><dd>${value}</dd></div>`;
    return html`<section part="panel" class="panel" ${cssProps({ '--c': `var(--vg-player-${this.colour})` })} aria-label=${this.name}>
      <div class="top">
        <vg-player-badge name=${this.name} colour=${this.colour} ?active=${this.active}></vg-player-badge>
        ${this.kind !== 'human' ? html`<span class="tag">${neutral ? t.neutral : this.botLabel || t.computer}</span>` : nothing}
      </div>
      <dl>
        ${neutral ? nothing : [counter('mead', t.mead, this.mead), counter('coin', t.coins, this.coins)]} ${counter('glory', t.glory, this.glory)}
        ${
          neutral
            ? nothing
            : html`<div>
              <dt class="visually-hidden">${t.shields}</dt>
              <dd>
                ${this.shields.map(
                  (s) =>
                    html`<span class="shield-state ${s}" role="img" aria-label=${`${t.shields}: ${t.shieldStates[s] ?? s}`} title=${t.shieldStates[s] ?? s}>${icon('shield')}</span>`,
                )}
              </dd>
            </div>`
        }
      </dl>
      ${
        neutral
          ? nothing
          : html`<div class="supply" role="img" aria-label=${`${t.supplyDice(this.supply.length)}${this.supply.length ? `: ${this.supply.join(', ')}` : ''}`}>
            ${this.supply.map((f) => html`<vg-die face=${f} colour=${this.colour} decorative></vg-die>`)}
          </div>`
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'wikingerschafe-player-panel': WikingerschafePlayerPanel;
  }
}
