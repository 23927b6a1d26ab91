import { css, unsafeCSS, type CSSResult } from 'lit';
import { visuallyHiddenRules } from './visually-hidden.js';

/** Hides an element from the eye but not from screen readers (`visuallyHiddenRules`): `.part { ${visuallyHidden} }`. */
export const visuallyHidden: CSSResult = unsafeCSS(visuallyHiddenRules);

/**
 * Declarations that hold in the dark theme, written once: they apply when the host has `theme="dark"`,
 * and when it follows the system (no `theme="light"`) while `prefers-color-scheme` is dark. (Not CSS
 * `light-dark()`: older browsers the elements support do not know it.)
 *
 * @param declarations the declarations, e.g. ``css`--vg-bg: #1d1712;` ``
 * @param descendant a selector inside the host the declarations are for (e.g. `h2`); empty: the host itself
 * @example
 *   css`:host { --ww-sea: #2f8aa3; } ${darkTheme(css`--ww-sea: #1e5f76;`)}`
 */
export function darkTheme(declarations: CSSResult, descendant = ''): CSSResult {
  const inside = unsafeCSS(descendant ? ` ${descendant}` : '');
  return css`
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light']))${inside} {
        ${declarations}
      }
    }
    :host([theme='dark'])${inside} {
      ${declarations}
    }
  `;
}

/**
 * Theme tokens as CSS custom properties, set on a game element's host and inherited by its children.
 * Light by default, dark under `prefers-color-scheme: dark`, and forced by the host's `theme` attribute
 * (`theme="light"` or `theme="dark"`). Site owners override any token from outside:
 * `wikingerschafe-board { --vg-accent: hotpink; }`.
 *
 * Player colours are keyed by the kit's `PlayerColour` (`red`, `blue`, ...) plus `bjorn` for the neutral
 * player; every colour also has a pip shape and icon ({@link PLAYER_SHAPES}), so colour never carries
 * meaning alone.
 *
 * The boards' type is their own, 16 px and px inside (issue 25, 12): neither the host's root font size
 * (`html { font-size: 62.5% }`) nor its body's reaches it; browser zoom scales it; a page may set `font-size` on the tag.
 */
export const themeTokens = css`
  :host {
    --vg-font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    --vg-font-display: 'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif;
    --vg-bg: #f4ead3;
    --vg-bg-2: #ead9b4;
    --vg-surface: #fffaf0;
    --vg-surface-2: #f7eedb;
    --vg-ink: #2b1d12;
    --vg-ink-soft: #5e4a36;
    --vg-line: #b89a6e;
    --vg-wood: #8a5a2b;
    --vg-wood-dark: #5b3818;
    --vg-accent: #9e5518;
    --vg-accent-ink: #fffaf0;
    --vg-focus: #1d5fd1;
    --vg-good: #2f7d32;
    --vg-warn: #a4410e;
    --vg-mead: #d99a1e;
    --vg-coin: #c9a227;
    --vg-glory: #8e3fb0;
    --vg-sea: #2b6f7e;
    --vg-grass: #7da453;
    --vg-radius: 12px;
    --vg-shadow: 0 1px 2px rgb(60 40 20 / 0.18), 0 4px 14px rgb(60 40 20 / 0.12);
    --vg-player-red: #c23b2e;
    --vg-player-blue: #2f6db5;
    --vg-player-green: #3c8a3a;
    --vg-player-yellow: #d9a21a;
    --vg-player-purple: #7e4aa9;
    --vg-player-orange: #d9731f;
    --vg-player-bjorn: #6d6a66;
    --vg-player-bone: #f3ead7;
    --vg-pip: #fffdf6;
    --vg-pip-on-yellow: #3b2a06;
    color-scheme: light;
    font-family: var(--vg-font);
    font-size: 16px;
    color: var(--vg-ink);
  }
  ${darkTheme(css`
    --vg-bg: #1d1712;
    --vg-bg-2: #2a2119;
    --vg-surface: #2c241c;
    --vg-surface-2: #362c22;
    --vg-ink: #f4e8d0;
    --vg-ink-soft: #cdb898;
    --vg-line: #6b5638;
    --vg-wood: #a7733f;
    --vg-wood-dark: #6f4a24;
    --vg-accent: #e0913f;
    --vg-accent-ink: #1d1712;
    --vg-focus: #8cb8ff;
    --vg-good: #7ccf7f;
    --vg-warn: #ff9a66;
    --vg-shadow: 0 1px 2px rgb(0 0 0 / 0.5), 0 4px 14px rgb(0 0 0 / 0.35);
    --vg-player-red: #e0584a;
    --vg-player-blue: #5b93dc;
    --vg-player-green: #5cad58;
    --vg-player-yellow: #e8b93a;
    --vg-player-purple: #a276cf;
    --vg-player-orange: #ee9445;
    --vg-player-bjorn: #8e8a84;
    color-scheme: dark;
  `)}
`;

/**
 * Selected, legal and current states under forced colours (Windows High Contrast), where the browser drops
 * backgrounds and shadows and sets every colour itself, so a glow or a tint no longer tells a chosen Location
 * from another (issue 25, 11): outlines in system colours instead. Legal or selectable: dashed in ButtonText;
 * selected, pressed, chosen or the current player: solid Highlight. In {@link controlStyles}, and for parts
 * without it.
 */
export const forcedColorStates = css`
  @media (forced-colors: active) {
    :host([state='selectable']),
    :host([legal]) {
      outline: 2px dashed ButtonText;
      outline-offset: 2px;
    }
    :host([state='selected']),
    :host([selected]),
    :host([active]) {
      outline: 4px solid Highlight;
      outline-offset: 2px;
    }
    [aria-pressed='true'],
    [aria-current]:not([aria-current='false']),
    .chosen {
      outline: 4px solid Highlight;
      outline-offset: 2px;
    }
  }
`;

/** Buttons and focus rings shared by the game elements (with {@link forcedColorStates}). */
export const controlStyles = css`
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  button:focus-visible,
  [tabindex]:focus-visible,
  summary:focus-visible {
    outline: 3px solid var(--vg-focus);
    outline-offset: 2px;
  }
  .btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4em;
    min-height: 44px;
    padding: 0.45em 1em;
    border-radius: 999px;
    border: 2px solid var(--vg-wood-dark);
    background: var(--vg-surface);
    color: var(--vg-ink);
    font-weight: 600;
    box-shadow: 0 2px 0 var(--vg-wood-dark);
    transition: transform 80ms ease, box-shadow 80ms ease;
  }
  .btn:hover:not(:disabled) {
    background: var(--vg-surface-2);
  }
  .btn:active:not(:disabled) {
    transform: translateY(2px);
    box-shadow: 0 0 0 var(--vg-wood-dark);
  }
  .btn.primary {
    background: var(--vg-accent);
    color: var(--vg-accent-ink);
    border-color: var(--vg-wood-dark);
  }
  /* Outranks .btn:hover, whose light surface under the accent's light text left a hovered primary unreadable. */
  .btn.primary:hover:not(:disabled) {
    background: color-mix(in srgb, var(--vg-accent) 85%, black);
  }
  .btn:disabled {
    opacity: 0.55;
    cursor: not-allowed;
    box-shadow: none;
  }
  .visually-hidden {
    ${visuallyHidden}
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 1ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 1ms !important;
    }
  }
  ${forcedColorStates}
`;

/** Colour keys the elements know: the kit's player colours, orange (Valley of the Vikings' Tjarne) and the neutral Björn Blökson. */
export type ColourKey = 'red' | 'blue' | 'green' | 'yellow' | 'purple' | 'orange' | 'bjorn' | 'bone';

/**
 * The shape that stands for each colour: drawn as the pips of that colour's dice and as its badge icon,
 * so two players are told apart without colour.
 */
export const PLAYER_SHAPES: Readonly<Record<ColourKey, 'circle' | 'square' | 'triangle' | 'diamond' | 'star' | 'cross'>> = {
  red: 'circle',
  blue: 'square',
  green: 'triangle',
  yellow: 'diamond',
  purple: 'star',
  // Valley of the Vikings' Tjarne (orange) never sits with yellow, whose diamond it borrows.
  orange: 'diamond',
  bjorn: 'cross',
  bone: 'circle',
};

/** `var(--vg-player-<key>)` for a colour key. */
export function colourVar(key: ColourKey): string {
  return `var(--vg-player-${key})`;
}

/** True when the reader asked for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
