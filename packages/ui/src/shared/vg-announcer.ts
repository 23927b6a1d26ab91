import { LitElement, css, html } from 'lit';
import { state } from 'lit/decorators.js';
import { customElement } from './define.js';
import { visuallyHidden } from './theme.js';

/**
 * A visually hidden live region. `announce(text)` speaks `text` politely; the same text twice in a row is
 * still spoken (the region is cleared first).
 *
 * @summary Screen-reader announcements of moves and results.
 */
@customElement('vg-announcer')
export class VgAnnouncer extends LitElement {
  static override styles = css`
    :host {
      ${visuallyHidden}
    }
  `;

  @state() private text = '';
  private timer?: ReturnType<typeof setTimeout>;

  /** Speaks `text` in the polite live region. */
  announce(text: string): void {
    this.text = '';
    clearTimeout(this.timer);
    this.timer = setTimeout(() => (this.text = text), 30);
  }

  /** The last announcement (for tests and for a visible echo). */
  get message(): string {
    return this.text;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
  }

  protected override render() {
    return html`<div role="status" aria-live="polite" aria-atomic="true">${this.text}</div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'vg-announcer': VgAnnouncer;
  }
}
