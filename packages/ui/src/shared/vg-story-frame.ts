import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { customElement } from './define.js';
import { themeTokens } from './theme.js';

/**
 * Storybook's frame for the parts of a board shown on their own: it carries the theme tokens that a
 * game element's host would, so a Location or a die looks as it does inside the game.
 *
 * @summary Theme tokens around a story (Storybook only).
 * @slot - the story
 */
@customElement('vg-story-frame')
export class VgStoryFrame extends LitElement {
  static override styles = [
    themeTokens,
    css`
      :host {
        display: block;
        padding: 16px;
        background: var(--vg-bg);
        color: var(--vg-ink);
        font-family: var(--vg-font);
      }
    `,
  ];

  /** `auto`, `light` or `dark`, as on the game elements. */
  @property({ reflect: true }) theme = 'auto';

  protected override render() {
    return html`<slot></slot>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'vg-story-frame': VgStoryFrame;
  }
}
