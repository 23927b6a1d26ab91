import { css, html, nothing, render, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { customElement } from '../shared/define.js';
import { repeat } from 'lit/directives/repeat.js';
import { controlStyles, PLAYER_SHAPES, type ColourKey } from '../shared/theme.js';
import { pipShape } from '../shared/pip-shape.js';
import { icon, LOCATION_ICONS, sheepBody, sheepleInk } from './wikingerschafe.art.js';
import { WikingerschafePart } from './wikingerschafe-part.js';

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

/** The influence track's spaces by row (RULES.md "Round Scoring": influence 0 to 12, glory at 8, 10 and 12). */
const TRACK_ROWS = [
  [0, 1, 2, 3, 4, 5, 6],
  [7, 8, 9, 10, 11, 12],
] as const;
/** Track geometry in drawing units: a space's pitch and height, the drawing's width, a stacked Sheeple's height. */
const CELL = 22;
const CELL_HEIGHT = 19;
const TRACK_WIDTH = 7 * CELL + 2;
const SHEEP_HEIGHT = 16.5;

/** The spaces at columns `cols` (0-based) of a row, each a 21 x 19 unit rounded cell, as one path. */
const cells = (cols: readonly number[], fill: string) =>
  svg`<path fill="var(--vg-${fill})" stroke="var(--vg-line)" stroke-width=".7"
    d=${cols.map((c) => `M${CELL * c + 4.5} 0h15a3 3 0 0 1 3 3v13a3 3 0 0 1-3 3h-15a3 3 0 0 1-3-3V3a3 3 0 0 1 3-3z`).join('')} />`;
/**
 * Numbers centred on the spaces at `cols`: one `<text>` whose `x` list starts a new centred chunk at each space
 * (a two-digit number must come last: its second digit has no `x` of its own and follows the first). A text
 * with a two-digit number is set 0.6 units tighter; its one-digit numbers move 0.3 units left, as centring a
 * chunk that ends with that (negative) spacing moves them right.
 */
function numbers(cols: readonly number[], text: string, milestone = false) {
  const tight = text.length > cols.length;
  const x = cols.map((c, i) => CELL * c + 12 + (tight && i < cols.length - 1 ? -0.3 : 0));
  return svg`<text x=${x.join(' ')} y="14.5" font-size="14" font-weight=${milestone ? 800 : 650} fill=${milestone ? '#fffaf0' : 'var(--vg-ink)'}
    letter-spacing=${tight ? '-.6' : nothing}>${text}</text>`;
}
// eslint-disable-next-line no-restricted-syntax -- static art drawn once for the page and only ever cloned: nothing in it belongs to a board
let trackParts: DocumentFragment | undefined;
/**
 * What every influence track draws the same, rendered once for the page and cloned for each Location (a clone
 * sets no attributes): the Sheeple (`#sheep`, {@link sheepBody}; the empty meadow's grazing sheep uses it too)
 * and each row's cells and numbers (8, 10 and 12 on gold), to be placed by a `translate`.
 * Returns [defs, row 0 to 6, row 7 to 12].
 */
function trackArt(): [Element, Element, Element] {
  if (!trackParts) {
    trackParts = document.createDocumentFragment();
    render(
      svg`<defs><g id="sheep">${sheepBody}</g></defs>
        <g>${cells([0, 2, 4, 6], 'bg')}${cells([1, 3, 5], 'bg-2')}${numbers([0, 1, 2, 3, 4, 5, 6], '0123456')}</g>
        <g>${cells([0, 2, 4], 'bg-2')}${cells([1, 3, 5], 'glory')}${numbers([0, 2, 4], '7911')}${numbers([1, 3], '810', true)}${numbers([5], '12', true)}</g>`,
      trackParts,
    );
  }
  return [...(trackParts.cloneNode(true) as DocumentFragment).children] as [Element, Element, Element];
}

/**
 * One of the five Locations: its value and rewards, the dice placed on it by colour and shape, and each
 * Wikinger's Sheeple on its influence track (0 to 12, with 8, 10 and 12 marked). When `legal`, it offers a
 * "Choose Location N" button (the placement itself waits for "Place", where 6s and shields may be added); a
 * click anywhere on it does the same.
 *
 * @summary A Wikingerschafe Location with placed dice and influence track.
 * @fires location-select - the reader chose this Location to place on; detail `{ value: 1..5 }`
 * @csspart location - the card
 * @csspart track - the influence track
 */
@customElement('wikingerschafe-location')
export class WikingerschafeLocation extends WikingerschafePart {
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
        gap: 7.2px;
        padding: 6.4px 8px;
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
        font-size: 16.32px;
        white-space: nowrap;
      }
      .titles span {
        display: block;
        font-size: 11.84px;
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
          font-size: 15.2px;
        }
      }
      .rewards {
        display: flex;
        align-items: center;
        justify-content: center;
        gap: 4.8px;
        padding: 4.8px 6.4px 1.6px;
        background: var(--vg-surface-2);
        font-size: 11.52px;
        color: var(--vg-ink-soft);
        min-height: 32px;
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
        gap: 3.2px;
        min-height: 67.2px;
        padding: 5.6px;
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
        margin: 0 auto 2.4px;
        opacity: 0.85;
      }
      .empty {
        margin: auto;
        text-align: center;
        font-size: 12px;
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
      .track text {
        font-family: system-ui, sans-serif;
        text-anchor: middle;
      }
      .place {
        margin: 5.6px;
        min-height: 44px;
        font-size: 13.6px;
        padding-inline: 8px;
      }
      @media (prefers-reduced-motion: reduce) {
        .stack vg-die {
          animation: none;
        }
      }
    `,
  ];

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

  /** This Location's copy of {@link trackArt}, made at its first render. */
  private art?: readonly [Element, Element, Element];

  /**
   * The influence track in two rows (0 to 6, then 7 to 12) so its numbers stay readable in a narrow card
   * (14 units in a 156-unit-wide drawing: 12 px and more in the 136 px card of a 320 px board). The Sheeple
   * stand above their space; several on one space stack one above the other, never overlapping (each is
   * narrower than a space, so neither do the Sheeple of neighbouring spaces). The cells and numbers are
   * {@link trackArt}'s, cloned once: a render binds only where each row starts and the Sheeple.
   */
  private renderTrack() {
    const art = (this.art ??= trackArt());
    const byValue = new Map<number, InfluenceMarker[]>();
    for (const m of this.influence) byValue.set(m.value, [...(byValue.get(m.value) ?? []), m]);
    let top = 2;
    const rows = TRACK_ROWS.map((values, row) => {
      const herd = Math.max(0, ...values.map((v) => byValue.get(v)?.length ?? 0));
      const cellTop = top + herd * SHEEP_HEIGHT + (herd ? 2 : 0);
      top = cellTop + CELL_HEIGHT + 4;
      return svg`<g transform="translate(0 ${cellTop})">${art[row + 1]}${values.map((value, col) =>
        (byValue.get(value) ?? []).map(
          // A Sheeple's 20 x 16 drawing, centred 1 unit left of its space and standing 2 units above the cells.
          (
            m,
            k,
          ) => svg`<g class="sheeple" data-who=${m.who} transform="translate(${col * CELL + 1} ${-17.75 - SHEEP_HEIGHT * k})" fill="var(--vg-player-${m.colour})"
            ><use href="#sheep" /><g fill=${sheepleInk(m.colour)}>${pipShape(PLAYER_SHAPES[m.colour], 9.5, 9.2, 2.4)}</g></g>`,
        ),
      )}</g>`;
    });
    return html`<svg part="track" class="track" viewBox="0 0 ${TRACK_WIDTH} ${top}" aria-hidden="true">${art[0]}${rows}</svg>`;
  }

  protected override render() {
    const t = this.t;
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
        ${
          occupied.length === 0
            ? html`<span class="empty"
              ><svg class="grazer" viewBox="0 0 40 26" aria-hidden="true"
                ><use href="#sheep" fill="var(--vg-player-bone)" transform="translate(3 .4) scale(1.7)" /><circle cx="19.15" cy="16.04" r="4.08" fill="#fffdf6" /></svg
              >${t.noDiceHere}</span
            >`
            : nothing
        }
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
      ${
        this.legal
          ? html`<button class="btn primary place" data-location=${v} @click=${(e: Event) => (e.stopPropagation(), this.select())}>${t.placeHere(v)}</button>`
          : nothing
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'wikingerschafe-location': WikingerschafeLocation;
  }
}
