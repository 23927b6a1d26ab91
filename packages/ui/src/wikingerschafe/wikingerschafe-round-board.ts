import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { customElement } from '../shared/define.js';
import { cssProps } from '../shared/css-props.js';
import { controlStyles, type ColourKey } from '../shared/theme.js';
import '../shared/vg-die.js';
import { icon } from './wikingerschafe.art.js';
import { WikingerschafePart } from './wikingerschafe-part.js';

/** What one colour still has on the round board, and in Wollhalla. */
export interface RoundBoardColour {
  readonly who: number;
  readonly name: string;
  readonly colour: ColourKey;
  /** Shields still locked on the board (0 to 2). */
  readonly lockedShields: number;
  /** The additional die is still locked on the board. */
  readonly lockedDie: boolean;
  /** Faces of this colour's dice in Wollhalla. */
  readonly wollhalla: readonly number[];
}

/**
 * The round board: the round track 1 to 4 (influence scoring after rounds 2 and 4), the Start marker,
 * the shields and additional dice still locked, and Wollhalla with its dice.
 *
 * @summary The Wikingerschafe round board.
 * @csspart round-board - the panel
 */
@customElement('wikingerschafe-round-board')
export class WikingerschafeRoundBoard extends WikingerschafePart {
  static override styles = [
    controlStyles,
    css`
      :host {
        display: block;
      }
      .board {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 9.6px;
        padding: 11.2px;
        border-radius: var(--vg-radius);
        border: 2px solid var(--vg-wood-dark);
        background: linear-gradient(160deg, var(--vg-surface) 0%, var(--vg-surface-2) 100%);
        box-shadow: var(--vg-shadow);
      }
      h3 {
        margin: 0;
        font-family: var(--vg-font-display);
        font-size: 16px;
      }
      ol.track {
        display: flex;
        justify-content: space-between;
        gap: 4.8px;
        list-style: none;
        margin: 0;
        padding: 0;
        position: relative;
      }
      ol.track::before {
        content: '';
        position: absolute;
        inset-inline: 16px;
        inset-block-start: 50%;
        border-block-start: 3px dotted var(--vg-line);
      }
      .space {
        position: relative;
        display: grid;
        place-items: center;
        /* Four spaces and their gaps share a narrow board (a 200 px column, large text) rather than overflow it. */
        inline-size: min(40px, (100% - 14.4px) / 4);
        aspect-ratio: 1;
        border-radius: 50%;
        border: 2px solid var(--vg-wood-dark);
        background: var(--vg-bg);
        font-weight: 700;
      }
      .space.now {
        background: var(--vg-accent);
        color: var(--vg-accent-ink);
        box-shadow: 0 0 0 3px color-mix(in srgb, var(--vg-accent) 40%, transparent);
      }
      .space.past {
        opacity: 0.6;
      }
      .space .icon {
        position: absolute;
        inset-block-start: -8.8px;
        inset-inline-end: -8.8px;
        inline-size: 17.6px;
        block-size: 17.6px;
      }
      .row {
        display: flex;
        align-items: center;
        flex-wrap: wrap;
        gap: 5.6px;
        font-size: 13.6px;
      }
      .row > .icon {
        inline-size: 22.4px;
        block-size: 22.4px;
      }
      .colours {
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
      }
      .slot {
        display: inline-flex;
        align-items: center;
        gap: 2px;
        padding: 2px 6px;
        border-radius: 999px;
        background: color-mix(in srgb, var(--c) 18%, transparent);
        border: 1px solid var(--c);
      }
      .slot .icon {
        inline-size: 16.8px;
        block-size: 16.8px;
      }
      .slot vg-die {
        --vg-die-size: 18px;
      }
      .hall {
        display: flex;
        align-items: center;
        gap: 8px;
        padding: 7.2px;
        border-radius: 10px;
        background: linear-gradient(180deg, #3c4b5a 0%, #1f2a35 100%);
        color: #f4e8d0;
      }
      .hall > .icon {
        inline-size: 32px;
        block-size: 32px;
        flex: none;
      }
      .hall vg-die {
        --vg-die-size: 20px;
      }
      .hall .dice {
        display: flex;
        flex-wrap: wrap;
        gap: 3px;
      }
      .muted {
        opacity: 0.75;
        font-style: italic;
      }
    `,
  ];

  /** Current round, 1 to 4. */
  @property({ type: Number }) round = 1;
  /** Name of the Wikinger holding the Start marker. */
  @property() starter = '';
  /** One entry per Wikinger: locked shields and dice, dice in Wollhalla. */
  @property({ attribute: false }) colours: readonly RoundBoardColour[] = [];

  protected override render() {
    const t = this.t;
    const locked = this.colours.filter((c) => c.lockedShields > 0 || c.lockedDie);
    const hall = this.colours.filter((c) => c.wollhalla.length > 0);
    return html`<section part="round-board" class="board" aria-labelledby="rb">
      <h3 id="rb">${t.roundBoard}</h3>
      <ol class="track" aria-label=${t.roundTrack}>
        ${[1, 2, 3, 4].map(
          (n) => html`<li class="space ${n === this.round ? 'now' : n < this.round ? 'past' : ''}" aria-current=${n === this.round ? 'step' : nothing}>
            <span aria-hidden="true">${n}</span>
            <span class="visually-hidden">${t.roundShort(n)}${n === 2 || n === 4 ? `, ${t.influenceScoringMark}` : ''}</span>
            ${n === 2 || n === 4 ? icon('glory') : nothing}
          </li>`,
        )}
      </ol>
      <div class="row">${icon('start')}<span>${t.startMarker}: <strong>${this.starter}</strong></span></div>
      ${
        locked.length
          ? html`<div class="row" data-locked role="group" aria-label=${`${t.boardShields}, ${t.boardDice}`}>
            ${icon('lock')}
            <div class="colours">
              ${locked.map(
                (c) => html`<span class="slot" ${cssProps({ '--c': `var(--vg-player-${c.colour})` })} role="img"
                  aria-label=${`${c.name}: ${c.lockedShields} × ${t.shields}${c.lockedDie ? `, 1 × ${t.dice}` : ''}`}>
                  ${Array.from({ length: c.lockedShields }, () => icon('shield'))}
                  ${c.lockedDie ? html`<vg-die face="6" colour=${c.colour} decorative></vg-die>` : nothing}
                </span>`,
              )}
            </div>
          </div>`
          : nothing
      }
      <div class="hall">
        ${icon('wollhalla')}
        <div>
          <strong>${t.wollhalla}</strong>
          <div class="dice">
            ${
              hall.length === 0
                ? html`<span class="muted">${t.wollhallaEmpty}</span>`
                : hall.map(
                    (c) => html`<span role="img" aria-label=${`${c.name}: ${c.wollhalla.length} × ${t.dice}`}>
                    ${c.wollhalla.map((f) => html`<vg-die face=${f} colour=${c.colour} decorative></vg-die>`)}
                  </span>`,
                  )
            }
          </div>
        </div>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'wikingerschafe-round-board': WikingerschafeRoundBoard;
  }
}
