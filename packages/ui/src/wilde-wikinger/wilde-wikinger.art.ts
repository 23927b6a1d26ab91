/**
 * Our own SVG art for Wilde Wikinger: wooden longships, the pirate ship, jewels that sparkle, Nessie, the
 * jewel bag, dice faces, equipment cards and pirate tiles. Nothing is loaded from the network; colours come
 * from CSS custom properties (`--ww-yellow`, `--ww-jewel-white`, ...), so themes can tint them.
 *
 * Colour never carries meaning alone: every ship colour has an emblem (yellow a sun, red a mountain,
 * blue the waves, the pirate a skull, the jokers a star), drawn on sails, dice and cards alike, and every
 * jewel colour has its own cut (white a brilliant, green an emerald cut, purple a trillion).
 */
import { css, html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { cssProps } from '../shared/css-props.js';
import { JEWEL_COLOURS, type CardKind, type JewelColour, type Ship, type ShipFace, type TreasureFace } from '@viking-games/core/wilde-wikinger';

/** What an emblem stands for: a ship colour, the joker, the pirate, or "any ship" (grey). */
export type EmblemKind = CardKind | 'pirate' | 'grey';

/** CSS colour of a ship, card kind or die face. */
export function tint(kind: EmblemKind | 'nessie' | 'cards'): string {
  switch (kind) {
    case 'yellow':
      return 'var(--ww-yellow, #e3ad22)';
    case 'red':
      return 'var(--ww-red, #c8402f)';
    case 'blue':
      return 'var(--ww-blue, #2f6fb8)';
    case 'pirate':
      return 'var(--ww-pirate, #26262c)';
    case 'nessie':
      return 'var(--ww-nessie, #3f9a7a)';
    case 'cards':
      return 'var(--ww-parchment, #f6ecd6)';
    case 'joker':
      return 'var(--ww-joker, #8a5cc2)';
    default:
      return 'var(--ww-grey, #8d8d94)';
  }
}

/** The emblem of a kind, centred on (cx, cy) with radius r, drawn in `ink`. */
export function emblem(kind: EmblemKind, cx: number, cy: number, r: number, ink = '#fffaf0'): SVGTemplateResult {
  switch (kind) {
    case 'yellow': {
      const rays = Array.from({ length: 8 }, (_, i) => {
        const a = (Math.PI / 4) * i;
        const x1 = cx + Math.cos(a) * r * 0.62;
        const y1 = cy + Math.sin(a) * r * 0.62;
        const x2 = cx + Math.cos(a) * r;
        const y2 = cy + Math.sin(a) * r;
        return `M${x1.toFixed(2)} ${y1.toFixed(2)}L${x2.toFixed(2)} ${y2.toFixed(2)}`;
      }).join('');
      return svg`<g class="emblem"><circle cx=${cx} cy=${cy} r=${r * 0.42} fill=${ink} /><path d=${rays} stroke=${ink} stroke-width=${r * 0.18} stroke-linecap="round" /></g>`;
    }
    case 'red':
      return svg`<path class="emblem" d="M${cx - r} ${cy + r * 0.7} L${cx - r * 0.25} ${cy - r * 0.75} L${cx + r * 0.1} ${cy - r * 0.1} L${cx + r * 0.4} ${cy - r * 0.45} L${cx + r} ${cy + r * 0.7} Z" fill=${ink} />`;
    case 'blue':
      return svg`<path class="emblem" d="M${cx - r} ${cy - r * 0.35} q${r / 2} ${-r * 0.5} ${r} 0 t${r} 0 M${cx - r} ${cy + r * 0.35} q${r / 2} ${-r * 0.5} ${r} 0 t${r} 0" fill="none" stroke=${ink} stroke-width=${r * 0.26} stroke-linecap="round" />`;
    case 'joker': {
      const points = Array.from({ length: 10 }, (_, i) => {
        const a = (Math.PI / 5) * i - Math.PI / 2;
        const rr = i % 2 === 0 ? r : r * 0.45;
        return `${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)}`;
      });
      return svg`<polygon class="emblem" points=${points.join(' ')} fill=${ink} stroke="rgb(0 0 0 / .35)" stroke-width=${r * 0.06} />`;
    }
    case 'pirate':
      return svg`<g class="emblem">
        <path d="M${cx - r * 0.9} ${cy + r * 0.35} L${cx + r * 0.9} ${cy + r * 0.95} M${cx + r * 0.9} ${cy + r * 0.35} L${cx - r * 0.9} ${cy + r * 0.95}" stroke=${ink} stroke-width=${r * 0.2} stroke-linecap="round" />
        <path d="M${cx - r * 0.6} ${cy - r * 0.1} a${r * 0.6} ${r * 0.62} 0 1 1 ${r * 1.2} 0 v${r * 0.32} h${-r * 1.2} z" fill=${ink} />
        <circle cx=${cx - r * 0.24} cy=${cy - r * 0.18} r=${r * 0.15} fill="#1b1b1f" />
        <circle cx=${cx + r * 0.24} cy=${cy - r * 0.18} r=${r * 0.15} fill="#1b1b1f" />
      </g>`;
    default:
      return svg`<g class="emblem" fill="none" stroke=${ink} stroke-width=${r * 0.18}>
        <circle cx=${cx} cy=${cy} r=${r * 0.85} />
        <path d="M${cx} ${cy - r} v${r * 2} M${cx - r} ${cy} h${r * 2}" stroke-linecap="round" />
        <path d="M${cx} ${cy - r * 0.55} l${r * 0.22} ${r * 0.55} l${-r * 0.22} ${r * 0.55} l${-r * 0.22} ${-r * 0.55} z" fill=${ink} stroke="none" />
      </g>`;
  }
}

/** One jewel of its own cut, centred on (cx, cy), about 2r across; `sparkle` adds a twinkling glint. */
export function jewel(colour: JewelColour, cx: number, cy: number, r: number, sparkle = true, delay = 0): SVGTemplateResult {
  const p = (points: readonly [number, number][]) => points.map(([x, y]) => `${(cx + x * r).toFixed(2)},${(cy + y * r).toFixed(2)}`).join(' ');
  let body: SVGTemplateResult;
  if (colour === 'white') {
    body = svg`<polygon points=${p([[-1, -0.3], [-0.55, -0.85], [0.55, -0.85], [1, -0.3], [0, 1]])} fill="var(--ww-jewel-white, #f5f9ff)" stroke="var(--ww-jewel-white-edge, #6d8fb3)" stroke-width=${r * 0.12} stroke-linejoin="round" />
      <path d="M${cx - r} ${cy - r * 0.3}H${cx + r}M${cx - r * 0.55} ${cy - r * 0.85}L${cx - r * 0.3} ${cy - r * 0.3}L${cx} ${cy + r}L${cx + r * 0.3} ${cy - r * 0.3}L${cx + r * 0.55} ${cy - r * 0.85}M${cx} ${cy - r * 0.85}L${cx - r * 0.3} ${cy - r * 0.3}M${cx} ${cy - r * 0.85}L${cx + r * 0.3} ${cy - r * 0.3}" fill="none" stroke="var(--ww-jewel-white-edge, #6d8fb3)" stroke-width=${r * 0.07} opacity=".8" />`;
  } else if (colour === 'green') {
    body = svg`<polygon points=${p([[-0.6, -0.95], [0.6, -0.95], [0.95, -0.6], [0.95, 0.6], [0.6, 0.95], [-0.6, 0.95], [-0.95, 0.6], [-0.95, -0.6]])} fill="var(--ww-jewel-green, #2fa35a)" stroke="var(--ww-jewel-green-edge, #145a2e)" stroke-width=${r * 0.12} stroke-linejoin="round" />
      <polygon points=${p([[-0.35, -0.55], [0.35, -0.55], [0.5, -0.4], [0.5, 0.4], [0.35, 0.55], [-0.35, 0.55], [-0.5, 0.4], [-0.5, -0.4]])} fill="rgb(255 255 255 / .18)" stroke="var(--ww-jewel-green-edge, #145a2e)" stroke-width=${r * 0.06} />`;
  } else {
    body = svg`<polygon points=${p([[0, -1], [0.95, 0.72], [-0.95, 0.72]])} fill="var(--ww-jewel-purple, #9a58d1)" stroke="var(--ww-jewel-purple-edge, #4b2172)" stroke-width=${r * 0.12} stroke-linejoin="round" />
      <polygon points=${p([[0, -0.35], [0.35, 0.35], [-0.35, 0.35]])} fill="rgb(255 255 255 / .2)" />
      <path d="M${cx} ${cy - r}L${cx} ${cy - r * 0.35}M${cx + r * 0.95} ${cy + r * 0.72}L${cx + r * 0.35} ${cy + r * 0.35}M${cx - r * 0.95} ${cy + r * 0.72}L${cx - r * 0.35} ${cy + r * 0.35}" stroke="var(--ww-jewel-purple-edge, #4b2172)" stroke-width=${r * 0.06} />`;
  }
  const glint = sparkle
    ? svg`<path class="sparkle" ${cssProps({ 'animation-delay': `${delay}ms` })} d="M${cx + r * 0.45} ${cy - r * 1.15} l${r * 0.12} ${r * 0.33} l${r * 0.33} ${r * 0.12} l${-r * 0.33} ${r * 0.12} l${-r * 0.12} ${r * 0.33} l${-r * 0.12} ${-r * 0.33} l${-r * 0.33} ${-r * 0.12} l${r * 0.33} ${-r * 0.12} z" fill="#fff" />`
    : svg``;
  return svg`<g class="jewel jewel-${colour}">${body}<ellipse cx=${cx - r * 0.3} cy=${cy - r * 0.45} rx=${r * 0.22} ry=${r * 0.12} fill="#fff" opacity=".7" />${glint}</g>`;
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
    ([colour, n]) => html`<span class="tally-item" data-jewel=${colour}><b class="tally-count">${n}</b><svg class="tally-gem" viewBox="0 0 20 20" width=${size} height=${size}>${jewel(colour, 10, 10.5, 8.5, false)}</svg></span>`,
  )}</span>`;
}

/** Styles of {@link jewelTally}: the count beside each jewel, bold and in the ink colour. */
export const tallyStyles = css`
  .tally {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
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
    font-size: 0.85rem;
    line-height: 1;
    font-variant-numeric: tabular-nums;
  }
  .tally.empty {
    font-size: 0.8rem;
    font-style: italic;
    opacity: 0.75;
  }
`;

/**
 * A longship seen from the side, sailing right (towards the village), in a 120×72 box: a planked wooden
 * hull with a dragon prow, shields along the rail and a striped sail with the ship's emblem. The pirate ship
 * is tarred black with a skull on its sail.
 */
export function longship(ship: Ship): SVGTemplateResult {
  const colour = tint(ship);
  const pirate = ship === 'pirate';
  const hull = pirate ? 'var(--ww-pirate-hull, #2a2a30)' : 'var(--ww-hull, #a8713a)';
  const hullDark = pirate ? '#0c0c10' : 'var(--ww-hull-dark, #4e2e12)';
  return svg`
    <g class="ship-art">
      <path d="M58 6 V46" stroke=${hullDark} stroke-width="3" stroke-linecap="round" />
      <path d="M36 10 Q58 5 80 10 L82 38 Q58 34 34 38 Z" fill=${pirate ? '#26262c' : '#f6ecd6'} stroke=${hullDark} stroke-width="1.6" stroke-linejoin="round" />
      ${pirate
        ? svg`<path d="M36 10 Q58 5 80 10 L81 18 Q58 14 35 18 Z" fill="#3a3a42" />`
        : svg`<path d="M41 9.2 L40 37 M52 7.4 L51.5 35.3 M64 7.4 L64.5 35.3 M75 9.2 L76 36.8" stroke=${colour} stroke-width="6" />`}
      <circle cx="58" cy="22" r="8.5" fill=${pirate ? '#26262c' : colour} stroke=${pirate ? '#f2f2f2' : hullDark} stroke-width="1.4" />
      ${emblem(ship, 58, 22, 6.2, pirate ? '#f2f2f2' : ship === 'yellow' ? '#4a3205' : '#fffaf0')}
      <path d="M34 8 H82" stroke=${hullDark} stroke-width="2.4" stroke-linecap="round" />
      <path d="M6 42 Q10 58 30 62 H88 Q106 60 112 44 Q116 34 114 22 Q112 14 106 16 Q102 18 106 22 Q110 30 104 40 Z" fill=${hull} stroke=${hullDark} stroke-width="2" stroke-linejoin="round" />
      <path d="M6 42 Q2 34 6 26 Q9 22 12 26 Q9 30 12 38" fill=${hull} stroke=${hullDark} stroke-width="2" stroke-linejoin="round" />
      <path d="M10 48 Q40 52 104 46 M16 55 Q50 58 98 53" fill="none" stroke=${hullDark} stroke-width="1.2" opacity=".7" />
      <circle cx="108.5" cy="19.5" r="1.4" fill=${pirate ? '#e33' : '#fffaf0'} />
      <path d="M113 16 l5 -3 l-3 5" fill=${hullDark} />
      <g stroke=${hullDark} stroke-width="1.2">
        ${[22, 36, 50, 64, 78, 92].map(
          (x) => svg`<circle cx=${x} cy="43" r="5.2" fill=${pirate ? '#43434b' : colour} /><circle cx=${x} cy="43" r="1.5" fill="#c9c2b4" />`,
        )}
      </g>
    </g>`;
}

/** Nessie in her lake, in a 140×80 box: three humps and a friendly head. */
export function nessieArt(): SVGTemplateResult {
  return svg`
    <g class="nessie-art">
      <ellipse cx="70" cy="66" rx="68" ry="12" fill="var(--ww-lake, #3f8fae)" />
      <path d="M8 66 Q16 46 26 66" fill="var(--ww-nessie, #3f9a7a)" stroke="var(--ww-nessie-dark, #1f5a45)" stroke-width="2" />
      <path d="M30 66 Q44 36 58 66" fill="var(--ww-nessie, #3f9a7a)" stroke="var(--ww-nessie-dark, #1f5a45)" stroke-width="2" />
      <path d="M62 66 Q74 44 86 66" fill="var(--ww-nessie, #3f9a7a)" stroke="var(--ww-nessie-dark, #1f5a45)" stroke-width="2" />
      <path d="M92 66 Q96 40 104 22 Q110 8 122 10 Q134 12 132 22 Q130 28 120 26 Q112 26 110 36 Q106 50 108 66 Z" fill="var(--ww-nessie, #3f9a7a)" stroke="var(--ww-nessie-dark, #1f5a45)" stroke-width="2" stroke-linejoin="round" />
      <circle cx="123" cy="16" r="2.2" fill="#1b1b1f" /><circle cx="123.6" cy="15.4" r=".7" fill="#fff" />
      <path d="M127 23 q3 1 4 -2" stroke="var(--ww-nessie-dark, #1f5a45)" stroke-width="1.4" fill="none" />
      <path d="M40 48 l3 -5 l3 5 M72 52 l3 -5 l3 5 M100 34 l4 -3 l1 5" fill="var(--ww-nessie-dark, #1f5a45)" />
      <path d="M4 70 q10 -4 20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0" stroke="rgb(255 255 255 / .55)" stroke-width="1.6" fill="none" />
    </g>`;
}

/** The jewel bag, in a 60×60 box. */
export function bagArt(): SVGTemplateResult {
  return svg`
    <path d="M18 18 Q8 34 10 46 Q12 56 30 56 Q48 56 50 46 Q52 34 42 18 Z" fill="var(--ww-bag, #b98d55)" stroke="var(--vg-wood-dark, #5b3818)" stroke-width="2" stroke-linejoin="round" />
    <path d="M16 14 Q30 22 44 14 L42 20 Q30 26 18 20 Z" fill="var(--ww-bag-dark, #8a6234)" stroke="var(--vg-wood-dark, #5b3818)" stroke-width="1.6" />
    <path d="M22 10 Q30 16 38 10" fill="none" stroke="var(--vg-wood-dark, #5b3818)" stroke-width="2" />
    <path d="M18 30 Q24 40 20 50 M40 30 Q36 40 40 50" stroke="rgb(0 0 0 / .18)" stroke-width="1.5" fill="none" />`;
}

/** A treasure chest in a 40×40 box: in a Viking colour with its emblem, grey with all three, or the cards symbol. */
export function treasureFaceArt(face: TreasureFace): SVGTemplateResult {
  if (face === 'cards') {
    return svg`
      <rect x="8" y="9" width="16" height="23" rx="2.5" fill="var(--ww-red, #c8402f)" stroke="#2b1d12" stroke-width="1.4" transform="rotate(-14 16 20)" />
      <rect x="16" y="8" width="16" height="23" rx="2.5" fill="var(--ww-joker, #8a5cc2)" stroke="#2b1d12" stroke-width="1.4" transform="rotate(10 24 20)" />
      ${emblem('joker', 24.5, 19.5, 5, '#fffaf0')}
      <text x="20" y="38" text-anchor="middle" font-size="7.5" font-weight="800" fill="#2b1d12">+2</text>`;
  }
  const colour = tint(face === 'grey' ? 'grey' : face);
  return svg`
    <path d="M6 18 Q6 8 20 8 Q34 8 34 18 Z" fill=${colour} stroke="#2b1d12" stroke-width="1.6" />
    <rect x="6" y="18" width="28" height="15" rx="1.5" fill=${colour} stroke="#2b1d12" stroke-width="1.6" />
    <path d="M6 18 H34 M13 9.5 V33 M27 9.5 V33" stroke="#2b1d12" stroke-width="1.2" opacity=".55" />
    <rect x="17" y="16" width="6" height="7" rx="1" fill="var(--vg-coin, #c9a227)" stroke="#2b1d12" stroke-width="1.2" />
    ${face === 'grey'
      ? svg`<circle cx="11" cy="27" r="2.4" fill="var(--ww-yellow, #e3ad22)" stroke="#2b1d12" stroke-width=".8" /><circle cx="20" cy="28.5" r="2.4" fill="var(--ww-red, #c8402f)" stroke="#2b1d12" stroke-width=".8" /><circle cx="29" cy="27" r="2.4" fill="var(--ww-blue, #2f6fb8)" stroke="#2b1d12" stroke-width=".8" />`
      : emblem(face, 20, 28, 3.6, face === 'yellow' ? '#4a3205' : '#fffaf0')}`;
}

/** A ship die face in a 40×40 box: a small ship with its emblem, a grey "any ship", the pirate or Nessie. */
export function shipFaceArt(face: ShipFace): SVGTemplateResult {
  if (face === 'nessie') {
    return svg`
      <path d="M4 30 Q10 20 16 30 M18 30 Q24 18 30 30" fill="var(--ww-nessie, #3f9a7a)" stroke="var(--ww-nessie-dark, #1f5a45)" stroke-width="1.4" />
      <path d="M28 30 Q28 16 32 10 Q35 6 38 9 Q39 13 35 13 Q33 18 34 30 Z" fill="var(--ww-nessie, #3f9a7a)" stroke="var(--ww-nessie-dark, #1f5a45)" stroke-width="1.4" />
      <circle cx="35.5" cy="9.5" r="1" fill="#1b1b1f" />
      <path d="M2 33 q6 -3 12 0 t12 0 t12 0" stroke="var(--ww-lake, #3f8fae)" stroke-width="2" fill="none" />`;
  }
  const ship: Ship = face === 'grey' ? 'yellow' : face;
  const colour = face === 'grey' ? 'var(--ww-grey, #8d8d94)' : tint(face);
  const dark = face === 'pirate' ? '#0c0c10' : '#2b1d12';
  return svg`
    <path d="M20 4 V26" stroke=${dark} stroke-width="1.8" />
    <path d="M11 6 Q20 4 29 6 L30 22 Q20 20 10 22 Z" fill=${colour} stroke=${dark} stroke-width="1.2" />
    ${face === 'grey' ? emblem('grey', 20, 14, 5, '#fffaf0') : emblem(ship === 'pirate' ? 'pirate' : face, 20, 14, 5, face === 'yellow' ? '#4a3205' : '#fffaf0')}
    <path d="M3 25 Q6 34 14 35 H28 Q36 34 38 25 Z" fill=${face === 'pirate' ? 'var(--ww-pirate-hull, #2a2a30)' : 'var(--ww-hull, #a8713a)'} stroke=${dark} stroke-width="1.4" stroke-linejoin="round" />`;
}

/** A pirate tile in a 30×30 box: a skull and the minus points (no `penalty`: the skull alone, as an icon). */
export function pirateTileArt(penalty?: number): SVGTemplateResult {
  if (penalty === undefined) {
    return svg`<rect x="1.5" y="1.5" width="27" height="27" rx="4" fill="#2a2a31" stroke="#0c0c10" stroke-width="1.5" />
      ${emblem('pirate', 15, 15, 9, '#f2f2f2')}`;
  }
  return svg`
    <rect x="1.5" y="1.5" width="27" height="27" rx="4" fill="#2a2a31" stroke="#0c0c10" stroke-width="1.5" />
    ${emblem('pirate', 15, 10.5, 6, '#f2f2f2')}
    <text x="15" y="26" text-anchor="middle" font-size="9" font-weight="800" fill="#ffcf5a">−${penalty}</text>`;
}
