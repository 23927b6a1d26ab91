/**
 * Our own SVG art for Wikingerschafe: resource icons, the Viking sheep, Sheeple markers and the Location
 * scenes. Everything is drawn here (no images, no fonts from the network) and tinted through the theme's
 * CSS custom properties.
 */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { pipShape } from '../shared/pip-shape.js';
import { PLAYER_SHAPES, type ColourKey } from '../shared/theme.js';

export type IconName =
  | 'mead'
  | 'coin'
  | 'glory'
  | 'shield'
  | 'die'
  | 'wollhalla'
  | 'destiny'
  | 'redistribution'
  | 'relocate'
  | 'celebration'
  | 'attack'
  | 'loot'
  | 'none'
  | 'start'
  | 'lock';

const ICONS: Record<IconName, SVGTemplateResult> = {
  mead: svg`<path d="M6 5h10v3a3 3 0 0 1 3 3v3a3 3 0 0 1-3 3v1a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2z" fill="var(--vg-mead)"/><path d="M16 10h1a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1h-1" fill="none"/><path d="M5.5 5.5q2-3 5.5-1.5q3-2 5.5 1" fill="#fffaf0" stroke-width="1.2"/><path d="M8 9v8M11 9v8M14 9v8" stroke="rgb(0 0 0 / .2)" stroke-width="1"/>`,
  coin: svg`<circle cx="12" cy="12" r="8.5" fill="var(--vg-coin)"/><circle cx="12" cy="12" r="5.8" fill="none" stroke="rgb(90 60 0 / .55)" stroke-width="1.2"/><path d="M12 8.5v7M10 10l2-1.5 2 1.5" stroke="rgb(90 60 0 / .7)" stroke-width="1.4" fill="none"/>`,
  glory: svg`<path d="M12 2.5l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 16.9 6.3 20l1.2-6.4L2.8 9.2l6.4-.8z" fill="var(--vg-glory)" stroke-width="1.2" stroke-linejoin="round"/><circle cx="12" cy="12" r="2.2" fill="#fffaf0" opacity=".8" stroke="none"/>`,
  shield: svg`<circle cx="12" cy="12" r="9" fill="var(--vg-wood)"/><path d="M12 3v18M3 12h18" stroke-width="1.2" opacity=".6"/><circle cx="12" cy="12" r="3" fill="#c9c2b4" stroke-width="1.2"/>`,
  die: svg`<rect x="3.5" y="3.5" width="17" height="17" rx="4" fill="#fffaf0"/><circle cx="8.5" cy="8.5" r="1.6" fill="var(--vg-wood-dark)" stroke="none"/><circle cx="15.5" cy="15.5" r="1.6" fill="var(--vg-wood-dark)" stroke="none"/><circle cx="12" cy="12" r="1.6" fill="var(--vg-wood-dark)" stroke="none"/>`,
  wollhalla: svg`<path d="M2.5 12L12 4l9.5 8" fill="none" stroke-width="1.6" stroke-linejoin="round"/><path d="M4.5 11h15v9h-15z" fill="var(--vg-wood)"/><path d="M10 20v-5h4v5" fill="#2b1d12" stroke="none"/><path d="M2 12l3-3M22 12l-3-3" stroke-width="1.6"/><path d="M4 7q-1.5-3 1-4M20 7q1.5-3-1-4" fill="none" stroke-width="1.3"/>`,
  destiny: svg`<path d="M7 21l-1.5-9L12 3l6.5 9L17 21z" fill="#9aa39c" stroke-width="1.3"/><path d="M12 8v9M12 11l3-2M12 13l-3-2" stroke="var(--vg-sea)" stroke-width="1.6" fill="none"/>`,
  redistribution: svg`<path d="M5 12a7 7 0 0 1 12-5" fill="none" stroke="var(--vg-sea)" stroke-width="2.2"/><path d="M17 3v4.5h-4.5" fill="none" stroke="var(--vg-sea)" stroke-width="2.2"/><path d="M19 12a7 7 0 0 1-12 5" fill="none" stroke="var(--vg-accent)" stroke-width="2.2"/><path d="M7 21v-4.5h4.5" fill="none" stroke="var(--vg-accent)" stroke-width="2.2"/>`,
  relocate: svg`<rect x="2.5" y="13" width="7" height="7" rx="1.6" fill="#fffaf0" stroke-width="1.3"/><path d="M6 11q1-6 8-6h4" fill="none" stroke="var(--vg-sea)" stroke-width="2"/><path d="M16 2l3.5 3L16 8" fill="none" stroke="var(--vg-sea)" stroke-width="2"/>`,
  celebration: svg`<path d="M3 7h6v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" fill="var(--vg-mead)" stroke-width="1.3" transform="rotate(-12 6 12)"/><path d="M15 7h6v9a2 2 0 0 1-2 2h-2a2 2 0 0 1-2-2z" fill="var(--vg-mead)" stroke-width="1.3" transform="rotate(12 18 12)"/><path d="M10 4l2-2 2 2M12 2v4" stroke="var(--vg-accent)" stroke-width="1.5" fill="none"/><path d="M3 21h18"/>`,
  attack: svg`<path d="M5 21L17 6" stroke-width="2.2"/><path d="M13 3.5q6-1 8 5q-4 0-6.5-1.5z" fill="#b9c0c6" stroke-width="1.3"/><path d="M19 21L7 6" stroke-width="2.2"/><path d="M11 3.5q-6-1-8 5q4 0 6.5-1.5z" fill="#b9c0c6" stroke-width="1.3"/>`,
  loot: svg`<path d="M4 11h16l-1.5 9h-13z" fill="var(--vg-wood)"/><circle cx="9" cy="9" r="3" fill="var(--vg-coin)" stroke-width="1"/><circle cx="14" cy="8" r="3" fill="var(--vg-coin)" stroke-width="1"/><circle cx="12" cy="10.5" r="3" fill="var(--vg-coin)" stroke-width="1"/>`,
  none: svg`<circle cx="12" cy="12" r="8" fill="none" stroke="var(--vg-ink-soft)" stroke-width="1.8"/><path d="M7 17L17 7" stroke="var(--vg-ink-soft)" stroke-width="1.8"/>`,
  start: svg`<path d="M6 21V3" stroke-width="1.8"/><path d="M6 4h12l-3 4 3 4H6z" fill="var(--vg-accent)" stroke-width="1.2"/>`,
  lock: svg`<rect x="5" y="10.5" width="14" height="10" rx="2" fill="var(--vg-wood)" stroke-width="1.3"/><path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" fill="none" stroke-width="1.8"/>`,
};

/**
 * A 24×24 icon; decorative (the surrounding text names it). Its shapes inherit the usual outline, 1.4 units of
 * `--vg-wood-dark`, from the `<svg>` unless they say otherwise.
 */
export function icon(name: IconName): TemplateResult {
  return html`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" stroke="var(--vg-wood-dark)" stroke-width="1.4">${ICONS[name]}</svg>`;
}

/** Reward icons of each Location, index = value - 1. */
export const LOCATION_ICONS: readonly (readonly IconName[])[] = [
  ['loot', 'destiny'],
  ['mead', 'shield'],
  ['redistribution', 'relocate'],
  ['celebration'],
  ['attack', 'wollhalla'],
];

/** The icon of a reward option: each has the icon of its name (RULES.md "Locations"). */
export function optionIcon(option: string): IconName {
  return option in ICONS ? (option as IconName) : 'none';
}

/**
 * A Sheeple's drawing without its colour or shape, in a 20 x 16 unit box: legs, a body that takes the `fill`
 * it inherits, the head. A template without bindings: {@link sheeple} draws it, and each Location's influence
 * track draws it once as `#sheep` for its `<use>`s.
 */
export const sheepBody = svg`<path d="M5 13v4M9 13v4M12 13v4M15 13v4" stroke="#2b1d12" stroke-width="1.6" stroke-linecap="round"/>
  <path d="M3 9a3 3 0 0 1 3-4a3.5 3.5 0 0 1 6-1a3 3 0 0 1 5 2a3 3 0 0 1 0 6a3 3 0 0 1-4 2a3.5 3.5 0 0 1-6 0a3 3 0 0 1-4-5z" stroke="#2b1d12" stroke-width="1.1"/>
  <ellipse cx="18.5" cy="7.5" rx="2.6" ry="3.2" fill="#2b1d12"/>
  <circle cx="19.3" cy="6.8" r=".7" fill="#fffaf0"/>`;

/** The ink of the shape on a Sheeple of `colour` (dark on yellow, light on the others). */
export const sheepleInk = (colour: ColourKey): string => (colour === 'yellow' ? '#3b2a06' : '#fffdf6');

/**
 * A Sheeple: a little sheep in its Wikinger's colour, with the colour's shape on its flank.
 * `x`, `y`: centre in the caller's SVG units; `size`: body width.
 */
export function sheeple(colour: ColourKey, x: number, y: number, size: number): SVGTemplateResult {
  const s = size / 20;
  return svg`<g transform="translate(${x - 10 * s} ${y - 8 * s}) scale(${s})" fill="var(--vg-player-${colour})">
    ${sheepBody}<g fill=${sheepleInk(colour)}>${pipShape(PLAYER_SHAPES[colour], 9.5, 9.2, 2.4)}</g>
  </g>`;
}

/** The Viking sheep of the title: fluffy, horned helmet, proud. Decorative. */
export function vikingSheep(): TemplateResult {
  return html`<svg class="hero-sheep" viewBox="0 0 120 100" aria-hidden="true" focusable="false">
    <ellipse cx="60" cy="92" rx="40" ry="5" fill="rgb(0 0 0 / .15)"/>
    <path d="M38 72v16M50 74v16M70 74v16M82 72v16" stroke="#3a2a1c" stroke-width="6" stroke-linecap="round"/>
    <g fill="#fbf6ea" stroke="#6f5a44" stroke-width="2">
      <circle cx="40" cy="55" r="16"/><circle cx="58" cy="46" r="17"/><circle cx="78" cy="52" r="16"/>
      <circle cx="86" cy="66" r="13"/><circle cx="64" cy="70" r="16"/><circle cx="42" cy="70" r="14"/><circle cx="30" cy="62" r="11"/>
    </g>
    <path d="M36 52c8-10 30-14 44-2" stroke="#e8dcc2" stroke-width="5" fill="none" stroke-linecap="round"/>
    <g>
      <ellipse cx="96" cy="48" rx="13" ry="15" fill="#3a2a1c"/>
      <ellipse cx="88" cy="44" rx="6" ry="3" fill="#3a2a1c" transform="rotate(-30 88 44)"/>
      <circle cx="99" cy="47" r="2.6" fill="#fffaf0"/><circle cx="99.6" cy="47.4" r="1.3" fill="#1a120b"/>
      <path d="M97 57q4 2 7-1" stroke="#fffaf0" stroke-width="1.6" fill="none" stroke-linecap="round"/>
      <path d="M83 40a13 12 0 0 1 26 0z" fill="#b8bec4" stroke="#4a4f55" stroke-width="2"/>
      <path d="M83 40h26" stroke="#8a6d2f" stroke-width="4"/>
      <path d="M84 36q-9-2-10-14q6 8 13 8" fill="#f0e2c0" stroke="#6f5a44" stroke-width="1.8"/>
      <path d="M108 36q9-2 10-14q-6 8-13 8" fill="#f0e2c0" stroke="#6f5a44" stroke-width="1.8"/>
      <path d="M96 28v12" stroke="#4a4f55" stroke-width="2.4"/>
    </g>
  </svg>`;
}

/**
 * The colour of Wikinger `index` (0-based, as in `context.wikinger`): its player's, or Björn Blökson's for the
 * index after the players.
 */
export function wikingerColour(players: readonly { readonly colour: string }[], index: number): ColourKey {
  return index < players.length ? (players[index].colour as ColourKey) : 'bjorn';
}
