/**
 * Our own SVG art for Wilde Wikinger: wooden longships, the pirate ship, jewels that sparkle, Nessie, the
 * jewel bag, dice faces, equipment cards and pirate tiles. Nothing is loaded from the network; colours come
 * from CSS custom properties (`--ww-yellow`, `--ww-jewel-white`, ...), so themes can tint them.
 *
 * Colour never carries meaning alone: every ship colour has an emblem (yellow a sun, red a mountain,
 * blue the waves, the pirate a skull, the jokers a star), drawn on sails, dice and cards alike, and every
 * jewel colour has its own cut (white a brilliant, green an emerald cut, purple a trillion).
 */
import { css, html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { cssProps } from '../shared/css-props.js';
import { JEWEL_COLOURS, type CardKind, type JewelColour, type Ship, type ShipFace, type TreasureFace } from '@viking-games/core/wilde-wikinger';

/** What an emblem stands for: a ship colour, the joker, the pirate, or "any ship" (grey). */
export type EmblemKind = CardKind | 'pirate' | 'grey';

const TINTS: Record<string, string> = {
  yellow: 'var(--ww-yellow, #e3ad22)',
  red: 'var(--ww-red, #c8402f)',
  blue: 'var(--ww-blue, #2f6fb8)',
  pirate: 'var(--ww-pirate, #26262c)',
  nessie: 'var(--ww-nessie, #3f9a7a)',
  cards: 'var(--ww-parchment, #f6ecd6)',
  joker: 'var(--ww-joker, #8a5cc2)',
  grey: 'var(--ww-grey, #8d8d94)',
};

/** CSS colour of a ship, card kind or die face. */
export function tint(kind: EmblemKind | 'nessie' | 'cards'): string {
  return TINTS[kind];
}

/**
 * The emblems drawn once, centred on (0, 0) with radius 1, in `currentColor`: {@link emblem} places and scales
 * them (stroke widths scale with them). The sun's rays run from 0.62 to 1 at every 45°, the joker's star has
 * its inner points at 0.45.
 */
const EMBLEMS: Record<EmblemKind, SVGTemplateResult> = {
  yellow: svg`<circle r=".42" fill="currentColor" /><path d="M.62 0H1M.44 .44L.71 .71M0 .62V1M-.44 .44L-.71 .71M-.62 0H-1M-.44-.44L-.71-.71M0-.62V-1M.44-.44L.71-.71" stroke="currentColor" stroke-width=".18" stroke-linecap="round" />`,
  red: svg`<path d="M-1 .7L-.25-.75L.1-.1L.4-.45L1 .7Z" fill="currentColor" />`,
  blue: svg`<path d="M-1-.35q.5-.5 1 0t1 0M-1 .35q.5-.5 1 0t1 0" fill="none" stroke="currentColor" stroke-width=".26" stroke-linecap="round" />`,
  joker: svg`<polygon points="0,-1 .26,-.36 .95,-.31 .43,.14 .59,.81 0,.45 -.59,.81 -.43,.14 -.95,-.31 -.26,-.36" fill="currentColor" stroke="rgb(0 0 0 / .35)" stroke-width=".06" />`,
  pirate: svg`<path d="M-.9 .35L.9 .95M.9 .35L-.9 .95" stroke="currentColor" stroke-width=".2" stroke-linecap="round" />
    <path d="M-.6-.1a.6 .62 0 1 1 1.2 0v.32h-1.2z" fill="currentColor" />
    <path d="M-.39-.18a.15 .15 0 1 0 .3 0a.15 .15 0 1 0-.3 0M.09-.18a.15 .15 0 1 0 .3 0a.15 .15 0 1 0-.3 0" fill="#1b1b1f" />`,
  grey: svg`<g fill="none" stroke="currentColor" stroke-width=".18">
    <circle r=".85" />
    <path d="M0-1v2M-1 0h2" stroke-linecap="round" />
    <path d="M0-.55l.22 .55l-.22 .55l-.22-.55z" fill="currentColor" stroke="none" />
  </g>`,
};

/** The emblem of a kind, centred on (cx, cy) with radius r, drawn in `ink`. */
export function emblem(kind: EmblemKind, cx: number, cy: number, r: number, ink = '#fffaf0'): SVGTemplateResult {
  return svg`<g class="emblem" transform="translate(${cx} ${cy}) scale(${r})" color=${ink} stroke="none">${EMBLEMS[kind]}</g>`;
}

/**
 * The jewels drawn once each, centred on (0, 0), about 2 across (white a brilliant, green an emerald cut,
 * purple a trillion), with their highlight; {@link jewel} places and scales them.
 */
const JEWELS: Record<JewelColour, SVGTemplateResult> = {
  white: svg`<polygon points="-1,-.3 -.55,-.85 .55,-.85 1,-.3 0,1" fill="var(--ww-jewel-white, #f5f9ff)" stroke="var(--ww-jewel-white-edge, #6d8fb3)" stroke-width=".12" stroke-linejoin="round" />
    <path d="M-1-.3H1M-.55-.85L-.3-.3L0 1L.3-.3L.55-.85M0-.85L-.3-.3M0-.85L.3-.3" fill="none" stroke="var(--ww-jewel-white-edge, #6d8fb3)" stroke-width=".07" opacity=".8" />`,
  green: svg`<polygon points="-.6,-.95 .6,-.95 .95,-.6 .95,.6 .6,.95 -.6,.95 -.95,.6 -.95,-.6" fill="var(--ww-jewel-green, #2fa35a)" stroke="var(--ww-jewel-green-edge, #145a2e)" stroke-width=".12" stroke-linejoin="round" />
    <polygon points="-.35,-.55 .35,-.55 .5,-.4 .5,.4 .35,.55 -.35,.55 -.5,.4 -.5,-.4" fill="rgb(255 255 255 / .18)" stroke="var(--ww-jewel-green-edge, #145a2e)" stroke-width=".06" />`,
  purple: svg`<polygon points="0,-1 .95,.72 -.95,.72" fill="var(--ww-jewel-purple, #9a58d1)" stroke="var(--ww-jewel-purple-edge, #4b2172)" stroke-width=".12" stroke-linejoin="round" />
    <polygon points="0,-.35 .35,.35 -.35,.35" fill="rgb(255 255 255 / .2)" />
    <path d="M0-1V-.35M.95 .72L.35 .35M-.95 .72L-.35 .35" stroke="var(--ww-jewel-purple-edge, #4b2172)" stroke-width=".06" />`,
};

/** One jewel of its own cut, centred on (cx, cy), about 2r across; `sparkle` adds a twinkling glint, `delay` ms late. */
export function jewel(colour: JewelColour, cx: number, cy: number, r: number, sparkle = true, delay = 0): SVGTemplateResult {
  return svg`<g transform="translate(${cx} ${cy}) scale(${r})">${JEWELS[colour]}<ellipse cx="-.3" cy="-.45" rx=".22" ry=".12" fill="#fff" opacity=".7" />${
    sparkle
      ? svg`<path class="sparkle" ${cssProps({ 'animation-delay': `${delay}ms` })} d="M.45-1.15l.12 .33l.33 .12l-.33 .12l-.12 .33l-.12-.33l-.33-.12l.33-.12z" fill="#fff" />`
      : nothing
  }</g>`;
}

/** A jewel as an icon of `size` px (its own 20×20 picture, the jewel about 2r of it across). */
export function gem(colour: JewelColour, size: number, r = 8): TemplateResult {
  return html`<svg class="gem" viewBox="0 0 20 20" width=${size} height=${size}>${jewel(colour, 10, 10.5, r, false)}</svg>`;
}

/**
 * A cargo counted by colour, for tallies a reader takes in at a glance ("2 white, 1 green") where single
 * jewels would be too small to tell apart: one `[colour, count]` per colour on board, in the order white,
 * green, purple (most points first); colours not on board are left out.
 */
export function jewelCounts(jewels: readonly JewelColour[]): [JewelColour, number][] {
  return JEWEL_COLOURS.map((c): [JewelColour, number] => [c, jewels.filter((j) => j === c).length]).filter(([, n]) => n > 0);
}

/**
 * A cargo tally: for each colour on board its count and jewel (in its own cut, `size` px), e.g.
 * "2◆ 1◆ 3▲". Hidden from screen readers (the element around it says the cargo in words); `empty` is shown
 * when nothing is on board (omit it to show nothing). Styled by {@link tallyStyles}.
 */
export function jewelTally(jewels: readonly JewelColour[], size = 14, empty?: string): TemplateResult {
  const counts = jewelCounts(jewels);
  if (!counts.length) return empty ? html`<span class="tally empty" aria-hidden="true">${empty}</span>` : html``;
  return html`<span class="tally" aria-hidden="true">${counts.map(
    ([colour, n]) =>
      html`<span class="tally-item" data-jewel=${colour}><b class="tally-count">${n}</b><svg class="tally-gem" viewBox="0 0 20 20" width=${size} height=${size}>${jewel(colour, 10, 10.5, 8.5, false)}</svg></span>`,
  )}</span>`;
}

/** Styles of {@link jewelTally}: the count beside each jewel, bold and in the ink colour. */
export const tallyStyles = css`
  .tally {
    display: inline-flex;
    align-items: center;
    gap: 4.8px;
    white-space: nowrap;
    vertical-align: middle;
  }
  .tally-item {
    display: inline-flex;
    align-items: center;
    gap: 1px;
  }
  .tally-gem {
    flex: none;
  }
  .tally-count {
    font-weight: 800;
    font-size: 13.6px;
    line-height: 1;
    font-variant-numeric: tabular-nums;
  }
  .tally.empty {
    font-size: 12.8px;
    font-style: italic;
    opacity: 0.75;
  }
`;

/** Styles of the glint of {@link jewel} (`sparkle`): it twinkles now and then, never under reduced motion. */
export const sparkleStyles = css`
  .sparkle {
    transform-box: fill-box;
    transform-origin: center;
    animation: twinkle 2.6s ease-in-out infinite;
    opacity: 0;
  }
  @keyframes twinkle {
    0%, 70%, 100% { opacity: 0; transform: scale(0.3) rotate(0deg); }
    80% { opacity: 1; transform: scale(1.1) rotate(45deg); }
  }
  @media (prefers-reduced-motion: reduce) {
    .sparkle { animation: none; }
  }
`;

/**
 * A longship seen from the side, sailing right (towards the village), in a 120×72 box: a planked wooden
 * hull with a dragon prow, shields along the rail and a striped sail with the ship's emblem. The pirate ship
 * is tarred black with a skull on its sail. The six shields (at x 22 to 92, every 14) are round dots of a
 * dashed line: a dark one 11.6 wide under one in the shield colour 9.2 wide draws a disc of radius 5.2 with a
 * 1.2 rim; the bosses likewise.
 */
export function longship(ship: Ship): SVGTemplateResult {
  const pirate = ship === 'pirate';
  const colour = tint(ship);
  const hull = pirate ? 'var(--ww-pirate-hull, #2a2a30)' : 'var(--ww-hull, #a8713a)';
  return svg`
    <g class="ship-art" stroke=${pirate ? '#0c0c10' : 'var(--ww-hull-dark, #4e2e12)'}>
      <path d="M58 6V46" stroke-width="3" stroke-linecap="round" />
      <path d="M36 10Q58 5 80 10L82 38Q58 34 34 38Z" fill=${pirate ? '#26262c' : '#f6ecd6'} stroke-width="1.6" stroke-linejoin="round" />
      ${
        pirate
          ? svg`<path d="M36 10Q58 5 80 10L81 18Q58 14 35 18Z" fill="#3a3a42" stroke="none" />
            <circle cx="58" cy="22" r="8.5" fill="#26262c" stroke="#f2f2f2" stroke-width="1.4" />
            ${emblem('pirate', 58, 22, 6.2, '#f2f2f2')}`
          : svg`<path d="M41 9.2L40 37M52 7.4L51.5 35.3M64 7.4L64.5 35.3M75 9.2L76 36.8" stroke=${colour} stroke-width="6" />
            <circle cx="58" cy="22" r="8.5" fill=${colour} stroke-width="1.4" />
            ${emblem(ship, 58, 22, 6.2, ship === 'yellow' ? '#4a3205' : '#fffaf0')}`
      }
      <path d="M34 8H82" stroke-width="2.4" stroke-linecap="round" />
      <g fill=${hull} stroke-width="2" stroke-linejoin="round">
        <path d="M6 42Q10 58 30 62H88Q106 60 112 44Q116 34 114 22Q112 14 106 16Q102 18 106 22Q110 30 104 40Z" />
        <path d="M6 42Q2 34 6 26Q9 22 12 26Q9 30 12 38" />
      </g>
      <path d="M10 48Q40 52 104 46M16 55Q50 58 98 53" fill="none" stroke-width="1.2" opacity=".7" />
      <circle cx="108.5" cy="19.5" r="1.4" fill=${pirate ? '#e33' : '#fffaf0'} stroke="none" />
      <path d="M113 16l5-3l-3 5" fill=${pirate ? '#0c0c10' : 'var(--ww-hull-dark, #4e2e12)'} stroke="none" />
      <g fill="none" stroke-linecap="round" stroke-dasharray="0 14">
        <path d="M22 43H93" stroke-width="11.6" />
        <path d="M22 43H93" stroke=${pirate ? '#43434b' : colour} stroke-width="9.2" />
        <path d="M22 43H93" stroke-width="4.2" />
        <path d="M22 43H93" stroke="#c9c2b4" stroke-width="1.8" />
      </g>
    </g>`;
}

/** A longship as a small icon (48×29 px by the `mini-ship` class), hidden from screen readers. */
export function miniShip(ship: Ship): TemplateResult {
  return html`<svg class="mini-ship" viewBox="0 0 120 72" aria-hidden="true">${longship(ship)}</svg>`;
}

/** Nessie in her lake, in a 140×80 box: three humps and a friendly head. */
export function nessieArt(): SVGTemplateResult {
  return svg`
    <g class="nessie-art">
      <ellipse cx="70" cy="66" rx="68" ry="12" fill="var(--ww-lake, #3f8fae)" />
      <g fill="var(--ww-nessie, #3f9a7a)" stroke="var(--ww-nessie-dark, #1f5a45)" stroke-width="2">
        <path d="M8 66Q16 46 26 66M30 66Q44 36 58 66M62 66Q74 44 86 66" />
        <path d="M92 66Q96 40 104 22Q110 8 122 10Q134 12 132 22Q130 28 120 26Q112 26 110 36Q106 50 108 66Z" stroke-linejoin="round" />
        <path d="M127 23q3 1 4-2" stroke-width="1.4" fill="none" />
        <path d="M40 48l3-5l3 5M72 52l3-5l3 5M100 34l4-3l1 5" fill="var(--ww-nessie-dark, #1f5a45)" stroke="none" />
      </g>
      <circle cx="123" cy="16" r="2.2" fill="#1b1b1f" /><circle cx="123.6" cy="15.4" r=".7" fill="#fff" />
      <path d="M4 70q10-4 20 0t20 0t20 0t20 0t20 0t20 0t20 0" stroke="rgb(255 255 255 / .55)" stroke-width="1.6" fill="none" />
    </g>`;
}

/** The jewel bag, in a 60×60 box. */
export function bagArt(): SVGTemplateResult {
  return svg`<g stroke="var(--vg-wood-dark, #5b3818)" stroke-width="2">
      <path d="M18 18Q8 34 10 46Q12 56 30 56Q48 56 50 46Q52 34 42 18Z" fill="var(--ww-bag, #b98d55)" stroke-linejoin="round" />
      <path d="M16 14Q30 22 44 14L42 20Q30 26 18 20Z" fill="var(--ww-bag-dark, #8a6234)" stroke-width="1.6" />
      <path d="M22 10Q30 16 38 10" fill="none" />
    </g>
    <path d="M18 30Q24 40 20 50M40 30Q36 40 40 50" stroke="rgb(0 0 0 / .18)" stroke-width="1.5" fill="none" />`;
}

/** A treasure chest in a 40×40 box: in a Viking colour with its emblem, grey with all three, or the cards symbol. */
export function treasureFaceArt(face: TreasureFace): SVGTemplateResult {
  if (face === 'cards') {
    return svg`<g stroke="#2b1d12" stroke-width="1.4">
        <rect x="8" y="9" width="16" height="23" rx="2.5" fill="var(--ww-red, #c8402f)" transform="rotate(-14 16 20)" />
        <rect x="16" y="8" width="16" height="23" rx="2.5" fill="var(--ww-joker, #8a5cc2)" transform="rotate(10 24 20)" />
      </g>
      ${emblem('joker', 24.5, 19.5, 5)}
      <text x="20" y="38" text-anchor="middle" font-size="7.5" font-weight="800" fill="#2b1d12">+2</text>`;
  }
  return svg`<g stroke="#2b1d12" stroke-width="1.6">
    <g fill=${tint(face)}><path d="M6 18Q6 8 20 8Q34 8 34 18Z" /><rect x="6" y="18" width="28" height="15" rx="1.5" /></g>
    <path d="M6 18H34M13 9.5V33M27 9.5V33" stroke-width="1.2" opacity=".55" />
    <rect x="17" y="16" width="6" height="7" rx="1" fill="var(--vg-coin, #c9a227)" stroke-width="1.2" />
    ${
      face === 'grey'
        ? svg`<g stroke-width=".8"><circle cx="11" cy="27" r="2.4" fill="var(--ww-yellow, #e3ad22)" /><circle cx="20" cy="28.5" r="2.4" fill="var(--ww-red, #c8402f)" /><circle cx="29" cy="27" r="2.4" fill="var(--ww-blue, #2f6fb8)" /></g>`
        : emblem(face, 20, 28, 3.6, face === 'yellow' ? '#4a3205' : '#fffaf0')
    }</g>`;
}

/** A ship die face in a 40×40 box: a small ship with its emblem, a grey "any ship", the pirate or Nessie. */
export function shipFaceArt(face: ShipFace): SVGTemplateResult {
  if (face === 'nessie') {
    return svg`<g fill="var(--ww-nessie, #3f9a7a)" stroke="var(--ww-nessie-dark, #1f5a45)" stroke-width="1.4">
        <path d="M4 30Q10 20 16 30M18 30Q24 18 30 30" />
        <path d="M28 30Q28 16 32 10Q35 6 38 9Q39 13 35 13Q33 18 34 30Z" />
      </g>
      <circle cx="35.5" cy="9.5" r="1" fill="#1b1b1f" />
      <path d="M2 33q6-3 12 0t12 0t12 0" stroke="var(--ww-lake, #3f8fae)" stroke-width="2" fill="none" />`;
  }
  const pirate = face === 'pirate';
  return svg`<g stroke=${pirate ? '#0c0c10' : '#2b1d12'}>
    <path d="M20 4V26" stroke-width="1.8" />
    <path d="M11 6Q20 4 29 6L30 22Q20 20 10 22Z" fill=${tint(face)} stroke-width="1.2" />
    ${emblem(face, 20, 14, 5, face === 'yellow' ? '#4a3205' : '#fffaf0')}
    <path d="M3 25Q6 34 14 35H28Q36 34 38 25Z" fill=${pirate ? 'var(--ww-pirate-hull, #2a2a30)' : 'var(--ww-hull, #a8713a)'} stroke-width="1.4" stroke-linejoin="round" /></g>`;
}

/** A pirate tile in a 30×30 box: a skull and the minus points (no `penalty`: the skull alone, as an icon). */
export function pirateTileArt(penalty?: number): SVGTemplateResult {
  return svg`<rect x="1.5" y="1.5" width="27" height="27" rx="4" fill="#2a2a31" stroke="#0c0c10" stroke-width="1.5" />
    ${
      penalty === undefined
        ? emblem('pirate', 15, 15, 9, '#f2f2f2')
        : svg`${emblem('pirate', 15, 10.5, 6, '#f2f2f2')}<text x="15" y="26" text-anchor="middle" font-size="9" font-weight="800" fill="#ffcf5a">−${penalty}</text>`
    }`;
}
