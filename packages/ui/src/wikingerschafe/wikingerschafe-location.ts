import { LitElement, css, html, nothing, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { customElement } from '../shared/define.js';
import { repeat } from 'lit/directives/repeat.js';
import { consume } from '@lit/context';
import { gameContext, type GameContextValue } from '../shared/game-context.js';
import { controlStyles, type ColourKey } from '../shared/theme.js';
import '../shared/vg-die.js';
import { icon, LOCATION_ICONS, sheeple } from './wikingerschafe.art.js';
import { wikingerschafeMessages } from './wikingerschafe.messages.js';

/** The dice one Wikinger has on a Location. */
export interface LocationStack {
  /** Wikinger index (seat; `players.length` for Björn). */
  readonly who: number;
  readonly name: string;
  readonly colour: ColourKey;
  /** Die ids with whether a shield is on them. */
  readonly dice: readonly { readonly id: number; readonly shielded: boolean }[];
}

/** One Sheeple on the influence track. */
export interface InfluenceMarker {
  readonly who: number;
  readonly name: string;
  readonly colour: ColourKey;
  /** 0 to 12. */
  readonly value: number;
}

/**
 * One of the five Locations: its value and rewards, the dice placed on it by colour and shape, and each
 * Wikinger's Sheeple on its influence track (0 to 12, with 8, 10 and 12 marked). When `legal`, it offers a
 * "Place on Location N" button; a click anywhere on it does the same.
 *
 * @summary A Wikingerschafe Location with placed dice and influence track.
 * @fires location-select - the reader chose this Location to place on; detail `{ value: 1..5 }`
 * @csspart location - the card
 * @csspart track - the influence track
 */
@customElement('wikingerschafe-location')
export class WikingerschafeLocation extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host {
        display: block;
        min-width: 0;
        container-type: inline-size;
      }
      .card {
        position: relative;
        display: flex;
        flex-direction: column;
        height: 100%;
        border-radius: var(--vg-radius, 12px);
        border: 2px solid var(--vg-wood-dark);
        background: var(--vg-surface);
        box-shadow: var(--vg-shadow);
        overflow: hidden;
        transition: box-shadow 160ms ease, transform 160ms ease;
      }
      :host([legal]) .card {
        cursor: pointer;
        border-color: var(--vg-accent);
        box-shadow: 0 0 0 3px color-mix(in srgb, var(--vg-accent) 45%, transparent), var(--vg-shadow);
      }
      :host([legal]) .card:hover {
        transform: translateY(-2px);
      }
      :host([selected]) .card {
        box-shadow: 0 0 0 4px var(--vg-focus), var(--vg-shadow);
      }
      :host([dimmed]) .card {
        opacity: 0.72;
      }
      .head {
        display: flex;
        align-items: center;
        gap: 0.45rem;
        padding: 0.4rem 0.5rem;
        background: linear-gradient(180deg, var(--vg-wood) 0%, var(--vg-wood-dark) 100%);
        color: #fffaf0;
      }
      .head vg-die {
        --vg-die-size: 30px;
      }
      .titles {
        min-width: 0;
        line-height: 1.1;
      }
      .titles strong {
        display: block;
        font-family: var(--vg-font-display);
        font-size: 1.02rem;
        white-space: nowrap;
      }
      .titles span {
        display: block;
        font-size: 0.74rem;
        opacity: 0.92;
        overflow-wrap: break-word;
        hyphens: auto;
      }
      /* A narrow card: the title gets the whole width (the value is in it; the die is decoration). */
      @container (max-width: 160px) {
        .head vg-die {
          display: none;
        }
        .titles strong {
          font-size: 0.95rem;
        }
      }
      .rewards {
        display: flex;
        align-items: center;
        justify-content: center;
        gap: 0.3rem;
        padding: 0.3rem 0.4rem 0.1rem;
        background: var(--vg-surface-2);
        font-size: 0.72rem;
        color: var(--vg-ink-soft);
        min-height: 2rem;
        text-align: center;
      }
      .rewards .icon {
        inline-size: 26px;
        block-size: 26px;
        flex: none;
      }
      .or {
        font-style: italic;
      }
      .meadow {
        flex: 1;
        display: flex;
        flex-direction: column;
        gap: 0.2rem;
        min-height: 4.2rem;
        padding: 0.35rem;
        background:
          radial-gradient(circle at 20% 30%, rgb(255 255 255 / 0.18) 0 2px, transparent 3px) 0 0 / 18px 14px,
          linear-gradient(180deg, color-mix(in srgb, var(--vg-grass) 80%, white) 0%, var(--vg-grass) 100%);
      }
      .stack {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 3px;
      }
      .stack vg-die {
        --vg-die-size: 26px;
        animation: drop 360ms cubic-bezier(0.2, 0.9, 0.3, 1.3);
      }
      .shielded {
        position: relative;
        display: inline-flex;
      }
      .shielded .icon {
        position: absolute;
        inset-inline-end: -5px;
        inset-block-end: -5px;
        inline-size: 15px;
        block-size: 15px;
      }
      .grazer {
        display: block;
        inline-size: 40px;
        block-size: 26px;
        margin: 0 auto 0.15rem;
        opacity: 0.85;
      }
      .empty {
        margin: auto;
        text-align: center;
        font-size: 0.75rem;
        color: #203814;
        opacity: 0.75;
      }
      @keyframes drop {
        from {
          transform: translateY(-18px) scale(1.3);
          opacity: 0;
        }
      }
      .track {
        display: block;
        inline-size: 100%;
        block-size: auto;
        background: var(--vg-surface);
      }
      .place {
        margin: 0.35rem;
        min-height: 44px;
        font-size: 0.85rem;
        padding-inline: 0.5rem;
      }
      .legal-tag {
        position: absolute;
        inset-block-start: 0.35rem;
        inset-inline-end: 0.35rem;
      }
      @media (prefers-reduced-motion: reduce) {
        .stack vg-die {
          animation: none;
        }
      }
    `,
  ];

  @consume({ context: gameContext, subscribe: true })
  @property({ attribute: false })
  protected game?: GameContextValue;

  /** The Location's value, 1 to 5. */
  @property({ type: Number, reflect: true }) value = 1;
  /** The reader may place on it now. */
  @property({ type: Boolean, reflect: true }) legal = false;
  /** It is the placement being prepared. */
  @property({ type: Boolean, reflect: true }) selected = false;
  /** Others are legal and this one is not. */
  @property({ type: Boolean, reflect: true }) dimmed = false;
  /** The dice placed here this round, one stack per Wikinger. */
  @property({ attribute: false }) stacks: readonly LocationStack[] = [];
  /** Each Wikinger's Sheeple on this Location's influence track. */
  @property({ attribute: false }) influence: readonly InfluenceMarker[] = [];

  private select(): void {
    if (!this.legal) return;
    this.dispatchEvent(new CustomEvent('location-select', { detail: { value: this.value }, bubbles: true, composed: true }));
  }

  /**
   * The influence track in two rows (0 to 6, then 7 to 12) so its numbers stay readable in a narrow card
   * (14 units in a 156-unit-wide drawing: 12 px and more in the 136 px card of a 320 px board). The Sheeple
   * stand above their space; several on one space stack one above the other, never overlapping (each is
   * narrower than a space, so neither do the Sheeple of neighbouring spaces).
   */
  private renderTrack() {
    const cell = 22;
    const cellHeight = 19;
    const width = 7 * cell + 2;
    const sheep = 20;
    const sheepHeight = 16.5;
    const byValue = new Map<number, InfluenceMarker[]>();
    for (const m of this.influence) byValue.set(m.value, [...(byValue.get(m.value) ?? []), m]);
    const rows = [
      [0, 1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11, 12],
    ];
    let top = 2;
    const parts = rows.map((values) => {
      const herd = Math.max(0, ...values.map((v) => byValue.get(v)?.length ?? 0));
      const cellTop = top + herd * sheepHeight + (herd ? 2 : 0);
      top = cellTop + cellHeight + 4;
      return values.map((value, col) => {
        const x = 1 + col * cell;
        const milestone = value === 8 || value === 10 || value === 12;
        return svg`<rect x=${x + 0.5} y=${cellTop} width=${cell - 1} height=${cellHeight} rx="3"
            fill=${milestone ? 'var(--vg-glory)' : value % 2 ? 'var(--vg-bg-2)' : 'var(--vg-bg)'} stroke="var(--vg-line)" stroke-width=".7" />
          <text x=${x + cell / 2} y=${cellTop + 14.5} font-size="14" text-anchor="middle" fill=${milestone ? '#fffaf0' : 'var(--vg-ink)'}
            font-family="system-ui, sans-serif" font-weight=${milestone ? 800 : 650} letter-spacing=${value >= 10 ? '-0.6' : '0'}>${value}</text>
          ${(byValue.get(value) ?? []).map((m, k) => svg`<g class="sheeple" data-who=${m.who}>${sheeple(m.colour, x + cell / 2 - 1, cellTop - 2 - sheepHeight * k - sheepHeight / 2 + 0.5, sheep)}</g>`)}`;
      });
    });
    return html`<svg part="track" class="track" viewBox="0 0 ${width} ${top}" aria-hidden="true">${parts}</svg>`;
  }

  protected override render() {
    const t = wikingerschafeMessages(this.game?.locale ?? 'en');
    const v = this.value;
    const icons = LOCATION_ICONS[v - 1] ?? [];
    const influenceText = this.influence.map((m) => t.influenceOf(m.name, m.value)).join(', ');
    const occupied = this.stacks.filter((s) => s.dice.length > 0);
    return html`<section part="location" class="card" aria-labelledby="title" @click=${this.select}>
      <div class="head">
        <vg-die face=${v} colour="bone" decorative></vg-die>
        <div class="titles" id="title"><strong>${t.location(v)}</strong><span>${t.locationNames[v - 1]}</span></div>
      </div>
      <div class="rewards" title=${t.locationRewards[v - 1]}>
        ${icons.map((name, i) => html`${i > 0 ? html`<span class="or" aria-hidden="true">/</span>` : nothing}${icon(name)}`)}
        <span class="visually-hidden">${t.locationRewards[v - 1]}</span>
      </div>
      <div class="meadow">
        ${occupied.length === 0
          ? html`<span class="empty"><svg class="grazer" viewBox="0 0 40 26" aria-hidden="true">${sheeple('bone', 20, 14, 34)}</svg>${t.noDiceHere}</span>`
          : nothing}
        ${repeat(
          occupied,
          (s) => s.who,
          (s) => html`<div class="stack" role="img" aria-label=${t.diceHere(s.name, s.dice.length, s.dice.filter((d) => d.shielded).length)}>
            ${repeat(
              s.dice,
              (d) => d.id,
              (d) =>
                d.shielded
                  ? html`<span class="shielded"><vg-die face=${v} colour=${s.colour} decorative></vg-die>${icon('shield')}</span>`
                  : html`<vg-die face=${v} colour=${s.colour} decorative></vg-die>`,
            )}
          </div>`,
        )}
      </div>
      <div role="img" aria-label=${`${t.influence}: ${influenceText}. ${t.milestones}`}>${this.renderTrack()}</div>
      ${this.legal
        ? html`<button class="btn primary place" data-location=${v} @click=${(e: Event) => (e.stopPropagation(), this.select())}>${t.placeHere(v)}</button>`
        : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'wikingerschafe-location': WikingerschafeLocation;
  }
}
