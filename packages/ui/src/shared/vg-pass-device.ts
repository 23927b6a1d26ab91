import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { customElement } from './define.js';
import { sharedMessages, type Locale } from './i18n.js';
import { controlStyles, type ColourKey } from './theme.js';
import './vg-player-badge.js';

/**
 * The screen between two people's turns at one device, for games with hidden information: it covers the
 * game until the next person says they are ready. It never takes focus by itself (a board on a page the
 * reader has not touched must not move focus or scroll it); the board focuses its button after a move.
 *
 * @summary "Pass the device to <name>" screen for hot-seat play.
 * @fires vg-ready - the named player is ready; detail `{}`
 * @csspart screen - the covering panel
 */
@customElement('vg-pass-device')
export class VgPassDevice extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host {
        display: block;
      }
      section {
        display: grid;
        /* The track may shrink below the content (a long name), which then wraps or is cut, never sticks out. */
        grid-template-columns: minmax(0, 1fr);
        place-items: center;
        overflow-wrap: anywhere;
        gap: 16px;
        min-block-size: 256px;
        padding: 32px 16px;
        text-align: center;
        border-radius: var(--vg-radius, 12px);
        background: repeating-linear-gradient(45deg, var(--vg-bg-2, #ead9b4) 0 14px, var(--vg-bg, #f4ead3) 14px 28px);
      }
      vg-player-badge,
      .btn {
        max-inline-size: 100%;
      }
      h2 {
        margin: 0;
        font-family: var(--vg-font-display, Georgia, serif);
      }
      p {
        margin: 0;
        max-inline-size: 448px;
      }
    `,
  ];

  /** Name of the player to pass to. */
  @property() name = '';
  @property() colour: ColourKey = 'red';
  @property() locale: Locale = 'en';

  private ready(): void {
    this.dispatchEvent(new CustomEvent('vg-ready', { detail: {}, bubbles: true, composed: false }));
  }

  protected override render() {
    const t = sharedMessages(this.locale, this);
    return html`<section part="screen" aria-labelledby="h">
      <vg-player-badge name=${this.name} colour=${this.colour}></vg-player-badge>
      <h2 id="h">${t.passTitle(this.name)}</h2>
      <p>${t.passBody(this.name)}</p>
      <button class="btn primary" @click=${this.ready}>${t.passReady(this.name)}</button>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'vg-pass-device': VgPassDevice;
  }
}
