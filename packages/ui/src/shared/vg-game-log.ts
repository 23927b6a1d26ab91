import { LitElement, css, html, type PropertyValues } from 'lit';
import { property, query } from 'lit/decorators.js';
import { customElement } from './define.js';
import { cssProps } from './css-props.js';
import { sharedMessages, type Locale } from './i18n.js';

/** One line of the log, already worded in the reader's language. */
export interface LogLine {
  readonly text: string;
  /** Colour key of the player it is about, for the marker (the text names the player too). */
  readonly colour?: string;
  /**
   * A step on the way rather than what the turn did (a roll, the turn's end): "Just now" gives each turn's other
   * sentences the room first. Every line is in the log either way.
   */
  readonly minor?: boolean;
  /**
   * What the turn came to (Valley's splash with every payout and steal): "Just now" keeps it before any other
   * sentence of its turn, however long they are.
   */
  readonly main?: boolean;
  /**
   * The seats whose situation this line changes (their dice moved, their score, a raid's or an auction's result, a
   * scoring: every seat): "Just now" shows such lines to those seats' people first, until they act again, and the
   * bots give a person here a reading pause after it. None: a line about the mover's own play.
   */
  readonly concerns?: readonly number[];
  /**
   * The turn this line belongs to, as the game keys it (Wilde Wikinger: its turn number, so a roll, every seat's draw,
   * the bids and the auction's result are one turn): with {@link summary}, "Just now" shows one line per turn.
   */
  readonly turn?: string;
  /**
   * What this line's turn came to so far, in one short sentence with the colour of the player whose turn it is
   * ("Michael: a white jewel onto the red ship; the red ship sails on."): "Just now" shows each turn of {@link turn}
   * as the summary of its newest line; the log keeps every line.
   */
  readonly summary?: { readonly text: string; readonly colour?: string };
}

/**
 * The game log: every move in words, newest last, scrolled to the end. A labelled, focusable region that
 * is *not* live: the board's one announcer (`vg-announcer`) speaks each move once; the log is there to read
 * back.
 *
 * @summary A readable, scrolling log of the game's moves.
 * @csspart log - the scrolling log region
 * @cssprop --vg-log-height - maximum height before it scrolls (default 192px)
 */
@customElement('vg-game-log')
export class VgGameLog extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    .scroller {
      max-block-size: var(--vg-log-height, 192px);
      overflow-y: auto;
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 4px 8px;
      font-size: 14.4px;
      line-height: 1.35;
    }
    li {
      padding: 3.2px 0 3.2px 14.4px;
      border-block-end: 1px dashed var(--vg-line, #b89a6e);
      position: relative;
    }
    li::before {
      content: '';
      position: absolute;
      inset-inline-start: 0;
      inset-block-start: 9.6px;
      inline-size: 7.2px;
      block-size: 7.2px;
      border-radius: 50%;
      background: var(--marker, var(--vg-line, #b89a6e));
    }
    li:last-child {
      border-block-end: none;
      font-weight: 600;
    }
  `;

  /** The entries to show, oldest first, each with its text and the colour of the player it is about. */
  @property({ attribute: false }) lines: readonly LogLine[] = [];
  @property() locale: Locale = 'en';
  /** Accessible name of the log. */
  @property() label?: string;
  @query('.scroller') private list?: HTMLDivElement;
  /** The frame that will scroll to the newest line (0: none pending). */
  private scrollFrame = 0;

  protected override updated(changed: PropertyValues<this>): void {
    // The newest line into view, in the next frame: reading scrollHeight here would force a layout of the
    // whole page in the middle of the board's render (the largest cost of a first render on a slow phone).
    if (!changed.has('lines') || this.lines.length === 0 || this.scrollFrame) return;
    this.scrollFrame = requestAnimationFrame(() => {
      this.scrollFrame = 0;
      if (this.list) this.list.scrollTop = this.list.scrollHeight;
    });
  }

  protected override render() {
    const t = sharedMessages(this.locale, this);
    return html`<div class="scroller" part="log" role="region" aria-label=${this.label ?? t.log} tabindex="0">
      <ol>
        ${
          this.lines.length === 0
            ? html`<li>${t.logEmpty}</li>`
            : this.lines.map((line) => html`<li ${cssProps({ '--marker': line.colour && `var(--vg-player-${line.colour})` })}>${line.text}</li>`)
        }
      </ol>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'vg-game-log': VgGameLog;
  }
}
