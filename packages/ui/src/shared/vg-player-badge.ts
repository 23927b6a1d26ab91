import { LitElement, css, html, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { customElement } from './define.js';
import { PLAYER_SHAPES, type ColourKey, forcedColorStates } from './theme.js';
import { pipShape } from './pip-shape.js';

/**
 * A player's name with their colour AND their shape (the same shape as their dice pips), so players are
 * told apart without colour. `active` marks the player whose turn it is (with a visible "▶" too).
 *
 * @summary A player's name, colour and shape icon.
 * @csspart badge - the whole badge
 * @csspart icon - the shape icon
 * @csspart turn - the room kept for the "to act" arrow (a table of names may hide it)
 * @slot - extra text after the name (e.g. "(computer)")
 */
@customElement('vg-player-badge')
export class VgPlayerBadge extends LitElement {
  static override styles = [
    forcedColorStates,
    css`
    :host {
      display: inline-flex;
      min-width: 0;
    }
    .badge {
      display: inline-flex;
      align-items: center;
      gap: 0.4em;
      min-width: 0;
      font-weight: 650;
    }
    svg {
      inline-size: 1.4em;
      block-size: 1.4em;
      flex: none;
    }
    .name {
      /* A long name is cut with an ellipsis (its full text is the title) rather than widening the board. */
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    /* Where the whole name matters (a table of scores, a tray header) it wraps instead: a phone has no room
       for it on one line beside the numbers. Between words where it can; inside a word too long for the column
       ('anywhere' also lets the badge narrower than that word, so the table's column decides). */
    :host([wrap]) .name {
      white-space: normal;
      overflow-wrap: anywhere;
    }
    .turn {
      color: var(--vg-accent, #b5651d);
      inline-size: 0.9em;
      flex: none;
    }
  `,
  ];

  @property() name = '';
  @property({ reflect: true }) colour: ColourKey = 'red';
  /** This player is to act. */
  @property({ type: Boolean, reflect: true }) active = false;
  /**
   * The name wraps onto more lines where it does not fit, rather than ending in an ellipsis: where the whole
   * name matters (score tables, a player's tray beside other trays).
   */
  @property({ type: Boolean, reflect: true }) wrap = false;

  protected override render() {
    const shape = PLAYER_SHAPES[this.colour] ?? 'circle';
    return html`<span part="badge" class="badge">
      <span part="turn" class="turn" aria-hidden="true">${this.active ? '▶' : ''}</span>
      <svg part="icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill=${`var(--vg-player-${this.colour}, #c23b2e)`} stroke="rgb(0 0 0 / .4)" stroke-width="1.2" />
        <g fill=${this.colour === 'yellow' ? 'var(--vg-pip-on-yellow, #3b2a06)' : 'var(--vg-pip, #fffdf6)'}>${pipShape(shape, 12, 12, 5.2)}</g>
        ${this.colour === 'bjorn' ? svg`<path d="M4 6 Q2 1 7 2 M20 6 Q22 1 17 2" stroke="currentColor" stroke-width="1.6" fill="none" />` : ''}
      </svg>
      <span class="name" title=${this.name}>${this.name}</span><slot></slot>
    </span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'vg-player-badge': VgPlayerBadge;
  }
}
