/**
 * Our own SVG art for Valley of the Vikings. The village square is drawn in the physics' own units
 * (1 unit = 1 cm, top view), so the holes, barrels and ball are where the simulation has them; SVG is
 * y down, so a point (x, y) of the physics is drawn at (x, -y) and an angle `a` (degrees, counter-clockwise)
 * as `rotate(-a)`.
 *
 * Every Viking has their colour AND their initial (F, T, M, I) on barrel, token, portrait and ship, so
 * colour never carries meaning alone.
 */
import { svg, type SVGTemplateResult } from 'lit';
import {
  BALL_RADIUS,
  BARREL_RADIUS,
  HOLES,
  LAUNCH_DISTANCE,
  RAMP_ANGLES,
  SQUARE_RADIUS,
  START_HOLES,
  VIKING_COLOURS,
  VIKING_NAMES,
  type Flag,
  type VikingId,
} from '@viking-games/core/viking-valley/board';

/** `var(--vg-player-<colour>)` of a Viking. */
export function vikingColour(viking: VikingId): string {
  return `var(--vg-player-${VIKING_COLOURS[viking]})`;
}

/** A Viking's initial, the mark that stands beside their colour. */
export function initial(viking: VikingId): string {
  return VIKING_NAMES[viking].charAt(0);
}

/** How tall a barrel is (cm): how far its lid lies from its foot once it has toppled (drawing only). */
export const BARREL_LENGTH = 2.6;
/** The barrels are drawn a little larger than their physics radius, so their initials can be read on a phone. */
export const BARREL_DRAWN = BARREL_RADIUS * 1.25;

/** `rotate()` angle in SVG terms for a physics angle in degrees. */
const svgAngle = (degrees: number) => -degrees;

/**
 * Gradients and patterns the square, dock and ships use; put once in each SVG's `<defs>`.
 * @param p id prefix, so two SVGs in one shadow root do not clash
 */
export function valleyDefs(p = 'vv'): SVGTemplateResult {
  return svg`
    <radialGradient id="${p}-grass" cx="0.45" cy="0.4" r="0.7">
      <stop offset="0" stop-color="var(--vv-grass-light, #a9cf6f)" /><stop offset="1" stop-color="var(--vv-grass, #6e9c42)" />
    </radialGradient>
    <linearGradient id="${p}-board" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="var(--vv-field-light, #d9c08a)" /><stop offset="1" stop-color="var(--vv-field, #b89558)" />
    </linearGradient>
    <linearGradient id="${p}-plank" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#c98f52" /><stop offset="1" stop-color="#8a5a2b" />
    </linearGradient>
    <radialGradient id="${p}-ball" cx="0.36" cy="0.32" r="0.75">
      <stop offset="0" stop-color="#f2e6cf" /><stop offset="0.35" stop-color="#a98b66" /><stop offset="1" stop-color="#4f3a24" />
    </radialGradient>
    <radialGradient id="${p}-coin" cx="0.38" cy="0.34" r="0.7">
      <stop offset="0" stop-color="#fff3b8" /><stop offset="0.45" stop-color="#e5bd3c" /><stop offset="1" stop-color="#9a7210" />
    </radialGradient>
    <linearGradient id="${p}-water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="var(--vv-water-top, #4f9fb3)" /><stop offset="1" stop-color="var(--vv-water-bottom, #235a6b)" />
    </linearGradient>
    <radialGradient id="${p}-hole" cx="0.5" cy="0.45" r="0.6">
      <stop offset="0" stop-color="#2a1a0c" /><stop offset="1" stop-color="#5b3c1d" />
    </radialGradient>
  `;
}

/** The village's box (cm, SVG y down): the round square, the ramps at the corners with the ball's hole. */
export const SQUARE_VIEW = { x: -20, y: -20, size: 40 } as const;

/** A grass tuft at (x, y), size s (cm): path data, so the ground draws all its tufts as one path (issue 27, fewer nodes). */
function tuft(x: number, y: number, s: number): string {
  return `M${x - s} ${y} q${s * 0.4} ${-s * 1.4} ${s * 0.7} ${-s * 0.2} q${s * 0.1} ${-s * 1.4} ${s * 0.5} ${-s * 0.1} q${s * 0.4} ${-s * 1.1} ${s * 0.8} ${s * 0.3}`;
}

/** A circle as path data (two arcs), so many circles of one look are one path. */
function ring(x: number, y: number, r: number): string {
  return `M${(x - r).toFixed(2)} ${y.toFixed(2)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

/** A longhouse seen from above at (x, y), turned `turn` degrees (SVG), `w` cm wide. */
function longhouse(x: number, y: number, turn: number, w: number): SVGTemplateResult {
  return svg`<g transform="translate(${x} ${y}) rotate(${turn})" aria-hidden="true">
    <rect x="${-w / 2 + 0.25}" y="-1.25" width="${w}" height="2.9" rx="0.7" fill="rgb(0 0 0 / .18)" />
    <path d="M${-w / 2} -1.4 H${w / 2} L${w / 2 - 0.5} 0 L${w / 2} 1.4 H${-w / 2} L${-w / 2 + 0.5} 0 Z" fill="#9c5a2a" stroke="#5b3818" stroke-width="0.16" stroke-linejoin="round" />
    <path d="M${-w / 2 + 0.5} 0 H${w / 2 - 0.5}" stroke="#e3b35d" stroke-width="0.28" />
    <path d="${Array.from({ length: Math.floor(w / 0.9) }, (_, i) => `M${-w / 2 + 0.7 + i * 0.9} -1.2 v0.9 M${-w / 2 + 0.7 + i * 0.9} 1.2 v-0.9`).join('')}" stroke="#6e3c17" stroke-width="0.1" />
  </g>`;
}

/** A tree from above. */
function tree(x: number, y: number, r: number): SVGTemplateResult {
  return svg`<g aria-hidden="true"><circle cx="${x + 0.35}" cy="${y + 0.35}" r="${r}" fill="rgb(0 0 0 / .2)" />
    <circle cx="${x}" cy="${y}" r="${r}" fill="#4f8a3a" stroke="#2f5a22" stroke-width="0.14" />
    <circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.5}" fill="#6aa84d" /></g>`;
}

/**
 * The village square's ground: the board, the round grass square with a cobbled rim, longhouses and trees
 * between the ramps, and the 13 holes with the 4 start holes circled in fresh grass and starred.
 */
export function squareGround(p = 'vv'): SVGTemplateResult {
  const R = SQUARE_RADIUS;
  // The cobbles, every third darker: two paths of circles, not 48 elements (issue 27, fewer nodes; they do not touch).
  const stones = ['', ''];
  for (let i = 0; i < 48; i++) stones[i % 3 ? 0 : 1] += ring((R + 0.6) * Math.cos((i / 48) * Math.PI * 2), (R + 0.6) * Math.sin((i / 48) * Math.PI * 2), 0.62);
  const tufts = [
    [-9, -3],
    [8, 4],
    [-3, 9],
    [4, -10],
    [10, -6],
    [-11, 6],
    [1, 4],
    [-5, -7],
    [6, 10],
    [-8, 11],
  ]
    .map(([x, y]) => tuft(x, y, 0.55))
    .join('');
  return svg`
    <rect x="${SQUARE_VIEW.x}" y="${SQUARE_VIEW.y}" width="${SQUARE_VIEW.size}" height="${SQUARE_VIEW.size}" rx="2.2" fill="url(#${p}-board)" />
    ${longhouse(0, -18.2, 0, 7)}${longhouse(0, 18.2, 0, 7)}${longhouse(-18.2, 0, 90, 7)}${longhouse(18.2, 0, 90, 7)}
    ${tree(-8.6, -17.6, 1.3)}${tree(8.8, 17.7, 1.2)}${tree(17.6, -8.9, 1.25)}${tree(-17.8, 8.6, 1.2)}
    <circle r="${R + 1.7}" fill="rgb(0 0 0 / .16)" transform="translate(0.4 0.5)" />
    <path d="${stones[0]}" fill="#b9ab93" stroke="#77684f" stroke-width="0.08" /><path d="${stones[1]}" fill="#a3947b" stroke="#77684f" stroke-width="0.08" />
    <circle r="${R}" fill="url(#${p}-grass)" stroke="#4e7a2c" stroke-width="0.2" />
    <path d="${tufts}" fill="none" stroke="#4e7a2c" stroke-width="0.22" stroke-linecap="round" />
    <circle r="${R - 2.8}" fill="none" stroke="#8fbb5a" stroke-width="0.16" stroke-dasharray="0.6 0.9" opacity="0.7" />
    ${HOLES.map((h, i) => holeArt(h.x, -h.y, (START_HOLES as readonly number[]).includes(i), p))}
  `;
}

/** One barrel hole (SVG coordinates); a start hole is circled in fresh grass and marked with a star. */
function holeArt(x: number, y: number, start: boolean, p: string): SVGTemplateResult {
  return svg`<g class="hole ${start ? 'start' : ''}" transform="translate(${x} ${y})">
    ${
      start
        ? svg`<circle r="2.05" fill="#b8df7c" stroke="#f6f0c8" stroke-width="0.22" /><path d="M0 -2.75 l0.3 0.55 0.6 0.05 -0.45 0.4 0.15 0.6 -0.6 -0.3 -0.6 0.3 0.15 -0.6 -0.45 -0.4 0.6 -0.05Z" fill="#f6d458" stroke="#7a5a12" stroke-width="0.08" />`
        : svg`<circle r="1.75" fill="#8db75a" opacity="0.6" />`
    }
    <circle r="1.25" fill="url(#${p}-hole)" stroke="#3d2812" stroke-width="0.12" />
  </g>`;
}

/**
 * Where the ramp's badge (its Viking's initial) sits, in cm in the ramp's frame: in the corner past the ball's
 * hole, clear of the ball waiting there (and still inside the square's drawing).
 */
const RAMP_BADGE = { along: LAUNCH_DISTANCE + BALL_RADIUS + 1.4, side: 0 } as const;

/** A ramp at `ramp` (index into RAMP_ANGLES) with the ball's hole; `colour` marks the seat that bowls from it. */
export function rampArt(ramp: number, colour: string | null, label: string | null, p = 'vv'): SVGTemplateResult {
  const a = RAMP_ANGLES[ramp];
  const inner = SQUARE_RADIUS - 0.6;
  const outer = LAUNCH_DISTANCE + 3.3;
  return svg`<g class="ramp" transform="rotate(${svgAngle(a)})">
    <path d="M${inner} -2.2 L${outer} -3.1 L${outer} 3.1 L${inner} 2.2 Z" fill="rgb(0 0 0 / .22)" transform="translate(0.35 0.45)" />
    <path d="M${inner} -2.2 L${outer} -3.1 L${outer} 3.1 L${inner} 2.2 Z" fill="url(#${p}-plank)" stroke="#5b3818" stroke-width="0.2" stroke-linejoin="round" />
    ${[0.25, 0.5, 0.75].map((f) => svg`<path d="M${inner + (outer - inner) * f} ${-2.2 - 0.9 * f} V${2.2 + 0.9 * f}" stroke="#6e4220" stroke-width="0.12" opacity="0.7" />`)}
    <path d="M${inner} -2.2 L${outer} -3.1 M${inner} 2.2 L${outer} 3.1" stroke="#4a2c12" stroke-width="0.35" />
    <circle cx="${LAUNCH_DISTANCE}" r="${BALL_RADIUS + 0.35}" fill="#3a2410" stroke="${colour ?? '#5b3818'}" stroke-width="${colour ? 0.5 : 0.2}" />
    ${
      label && colour
        ? // Beside the ramp, level with the ball's hole: the ball waiting there never covers the badge.
          svg`<g class="badge" transform="translate(${RAMP_BADGE.along} ${-RAMP_BADGE.side}) rotate(${a})"><circle r="1.25" fill="${colour}" stroke="#fffaf0" stroke-width="0.2" /><text class="mark" y="0.45" font-size="1.3">${label}</text></g>`
        : ''
    }
  </g>`;
}

/**
 * A barrel from above at the origin: standing, its lid (hoops, staves, the Viking's initial); toppling
 * (`tilt` 0 to 1) it leans towards `heading` degrees (physics, counter-clockwise), until it lies along it.
 */
export function barrelArt(viking: VikingId, tilt = 0, heading = 0): SVGTemplateResult {
  const r = BARREL_DRAWN;
  const reach = Math.max(0, Math.min(1, tilt)) * BARREL_LENGTH;
  const colour = vikingColour(viking);
  const lid = svg`<g class="lid" transform="translate(${reach.toFixed(3)} 0)">
    <circle r="${r}" fill="${colour}" stroke="#2b1d12" stroke-width="0.14" />
    <circle r="${r * 0.78}" fill="none" stroke="#3b2a16" stroke-width="0.12" opacity="0.75" />
    <circle r="${r * 0.55}" fill="rgb(255 250 240 / .9)" />
    <text class="mark" y="${r * 0.27}" font-size="${r * 0.8}" fill="#2b1d12" transform="rotate(${-svgAngle(heading)})">${initial(viking)}</text>
  </g>`;
  return svg`<g class="barrel ${tilt >= 0.5 ? 'down' : ''}" transform="rotate(${svgAngle(heading)})">
    <ellipse cx="${reach / 2 + 0.25}" cy="0.3" rx="${r + reach / 2}" ry="${r}" fill="rgb(0 0 0 / .25)" />
    ${
      reach > 0.05
        ? svg`<path d="M0 ${-r} H${reach} A${r} ${r} 0 0 1 ${reach} ${r} H0 A${r} ${r} 0 0 1 0 ${-r} Z" fill="${colour}" stroke="#2b1d12" stroke-width="0.14" />
        ${[0.22, 0.5, 0.78].map((f) => svg`<path d="M${reach * f} ${-r} V${r}" stroke="#3b2a16" stroke-width="0.16" opacity="0.8" />`)}
        <path d="M0 ${-r * 0.45} H${reach} M0 ${r * 0.45} H${reach}" stroke="rgb(255 255 255 / .25)" stroke-width="0.1" />`
        : ''
    }
    ${lid}
  </g>`;
}

/** The ball from above at the origin. */
export function ballArt(p = 'vv'): SVGTemplateResult {
  return svg`<g class="ball">
    <circle cx="0.35" cy="0.45" r="${BALL_RADIUS}" fill="rgb(0 0 0 / .25)" />
    <circle r="${BALL_RADIUS}" fill="url(#${p}-ball)" stroke="#3a2410" stroke-width="0.16" />
    <path d="M${-BALL_RADIUS * 0.7} ${-BALL_RADIUS * 0.2} q${BALL_RADIUS * 0.7} ${BALL_RADIUS * 0.5} ${BALL_RADIUS * 1.4} 0" fill="none" stroke="#6a4c2c" stroke-width="0.14" opacity="0.7" />
  </g>`;
}

/** A gold coin of radius `r` at (x, y). */
export function coinArt(x: number, y: number, r: number, p = 'vv'): SVGTemplateResult {
  return svg`<g class="coin" transform="translate(${x} ${y})">
    <circle r="${r}" fill="url(#${p}-coin)" stroke="#7a5608" stroke-width="${r * 0.12}" />
    <circle r="${r * 0.68}" fill="none" stroke="#9a7210" stroke-width="${r * 0.08}" opacity="0.8" />
    <path d="M${-r * 0.25} ${-r * 0.35} L0 ${r * 0.35} L${r * 0.25} ${-r * 0.35}" fill="none" stroke="#8a640c" stroke-width="${r * 0.12}" stroke-linecap="round" />
  </g>`;
}

/**
 * A Viking's face in the middle of a portrait flag (origin at the face's centre, radius `r`): a horned
 * helmet, a beard (Inga: braids), in the Viking's colours, and their initial under it.
 */
export function faceArt(viking: VikingId, r: number): SVGTemplateResult {
  const beard: Record<VikingId, string> = { finn: '#e0b060', tjarne: '#a8541e', magnus: '#7a3a1a', inga: '#f0d27a' };
  const hair = beard[viking];
  const girl = viking === 'inga';
  return svg`<g class="face">
    ${
      girl
        ? svg`<path d="M${-r * 0.95} ${-r * 0.1} q-${r * 0.2} ${r * 0.9} ${r * 0.1} ${r * 1.25} M${r * 0.95} ${-r * 0.1} q${r * 0.2} ${r * 0.9} -${r * 0.1} ${r * 1.25}" stroke="${hair}" stroke-width="${r * 0.38}" fill="none" stroke-linecap="round" />`
        : svg`<path d="M${-r * 0.85} ${r * 0.05} Q${-r * 0.8} ${r * 1.35} 0 ${r * 1.45} Q${r * 0.8} ${r * 1.35} ${r * 0.85} ${r * 0.05} Z" fill="${hair}" stroke="#3b2a16" stroke-width="${r * 0.06}" />`
    }
    <circle r="${r * 0.82}" fill="#f2c9a0" stroke="#3b2a16" stroke-width="${r * 0.07}" />
    ${girl ? '' : svg`<path d="M${-r * 0.6} ${r * 0.42} Q0 ${r * 0.75} ${r * 0.6} ${r * 0.42} Q${r * 0.4} ${r * 1.2} 0 ${r * 1.25} Q${-r * 0.4} ${r * 1.2} ${-r * 0.6} ${r * 0.42} Z" fill="${hair}" />`}
    <circle cx="${-r * 0.3}" cy="${r * 0.05}" r="${r * 0.1}" fill="#2b1d12" /><circle cx="${r * 0.3}" cy="${r * 0.05}" r="${r * 0.1}" fill="#2b1d12" />
    <path d="M${-r * 0.2} ${r * 0.38} q${r * 0.2} ${r * 0.14} ${r * 0.4} 0" fill="none" stroke="#7a3b22" stroke-width="${r * 0.08}" stroke-linecap="round" />
    <path d="M${-r * 0.9} ${-r * 0.2} A${r * 0.9} ${r * 0.9} 0 0 1 ${r * 0.9} ${-r * 0.2} Z" fill="#9aa2a8" stroke="#4d5359" stroke-width="${r * 0.07}" />
    <path d="M0 ${-r * 1.1} V${-r * 0.2}" stroke="#4d5359" stroke-width="${r * 0.12}" />
    <path d="M${-r * 0.85} ${-r * 0.45} q${-r * 0.5} ${-r * 0.1} ${-r * 0.55} ${-r * 0.75} M${r * 0.85} ${-r * 0.45} q${r * 0.5} ${-r * 0.1} ${r * 0.55} ${-r * 0.75}" stroke="#f3ead7" stroke-width="${r * 0.22}" fill="none" stroke-linecap="round" />
  </g>`;
}

/**
 * A flag on its pole, the cloth `w` × `h` (units of the caller's SVG) with its top-left corner at the origin:
 * a coin flag shows its 1 to 4 coins, a portrait flag a Viking's face on their colour with their initial.
 */
export function flagArt(flag: Flag, w: number, h: number, p = 'vv'): SVGTemplateResult {
  const cloth = (fill: string) =>
    svg`<path d="M0 0 H${w} L${w - w * 0.12} ${h / 2} L${w} ${h} H0 Z" fill="${fill}" stroke="#3b2a16" stroke-width="${w * 0.03}" stroke-linejoin="round" />`;
  if (flag.kind === 'coins') {
    const n = flag.coins;
    const r = Math.min(w, h) * 0.21;
    const cx = w * 0.44;
    const spots: readonly (readonly [number, number])[] =
      n === 1
        ? [[0, 0]]
        : n === 2
          ? [
              [-1, 0],
              [1, 0],
            ]
          : n === 3
            ? [
                [-1, 0.55],
                [1, 0.55],
                [0, -0.55],
              ]
            : [
                [-1, -0.55],
                [1, -0.55],
                [-1, 0.55],
                [1, 0.55],
              ];
    return svg`<g class="flag coins">${cloth('#f6ecd2')}
      ${spots.map(([dx, dy]) => coinArt(cx + dx * r * 1.08, h / 2 + dy * r * 1.08, r, p))}</g>`;
  }
  const v = flag.viking;
  return svg`<g class="flag portrait">${cloth(vikingColour(v))}
    <circle cx="${w * 0.44}" cy="${h * 0.45}" r="${h * 0.36}" fill="rgb(255 250 240 / .85)" />
    <g transform="translate(${w * 0.44} ${h * 0.42})">${faceArt(v, h * 0.24)}</g>
    <text class="mark" x="${w * 0.84}" y="${h * 0.3}" font-size="${h * 0.28}" fill="#fffaf0">${initial(v)}</text></g>`;
}

/** A Viking token (a standing wooden Viking with helmet) with its foot at the origin, `s` tall. */
export function tokenArt(viking: VikingId, s: number): SVGTemplateResult {
  const c = vikingColour(viking);
  return svg`<g class="token">
    <ellipse cy="0" rx="${s * 0.32}" ry="${s * 0.08}" fill="rgb(0 0 0 / .28)" />
    <path d="M${-s * 0.28} 0 Q${-s * 0.3} ${-s * 0.5} 0 ${-s * 0.6} Q${s * 0.3} ${-s * 0.5} ${s * 0.28} 0 Z" fill="${c}" stroke="#2b1d12" stroke-width="${s * 0.035}" />
    <circle cy="${-s * 0.74}" r="${s * 0.19}" fill="#f2c9a0" stroke="#2b1d12" stroke-width="${s * 0.03}" />
    <path d="M${-s * 0.19} ${-s * 0.76} A${s * 0.19} ${s * 0.19} 0 0 1 ${s * 0.19} ${-s * 0.76} Z" fill="#9aa2a8" stroke="#4d5359" stroke-width="${s * 0.025}" />
    <path d="M${-s * 0.18} ${-s * 0.82} q${-s * 0.14} ${-s * 0.02} ${-s * 0.12} ${-s * 0.2} M${s * 0.18} ${-s * 0.82} q${s * 0.14} ${-s * 0.02} ${s * 0.12} ${-s * 0.2}" stroke="#f3ead7" stroke-width="${s * 0.05}" fill="none" stroke-linecap="round" />
    <circle cy="${-s * 0.28}" r="${s * 0.15}" fill="rgb(255 250 240 / .92)" />
    <text class="mark" y="${-s * 0.22}" font-size="${s * 0.2}" fill="#2b1d12">${initial(viking)}</text>
  </g>`;
}

/** A small longship from the side (0, 0 at the waterline's middle), `w` wide: its sail in the Viking's colour with their initial. */
export function longshipArt(viking: VikingId, w: number): SVGTemplateResult {
  const c = vikingColour(viking);
  const h = w * 0.5;
  return svg`<g class="longship">
    <path d="M${-w * 0.5} ${-h * 0.28} Q${-w * 0.36} ${h * 0.22} 0 ${h * 0.22} Q${w * 0.36} ${h * 0.22} ${w * 0.5} ${-h * 0.28} Z" fill="#9c6a35" stroke="#4f3016" stroke-width="${w * 0.02}" />
    <path d="M${-w * 0.5} ${-h * 0.28} q${-w * 0.08} ${-h * 0.3} ${w * 0.02} ${-h * 0.42} M${w * 0.5} ${-h * 0.28} q${w * 0.09} ${-h * 0.28} ${-w * 0.01} ${-h * 0.42}" stroke="#4f3016" stroke-width="${w * 0.035}" fill="none" stroke-linecap="round" />
    ${[-0.3, -0.1, 0.1, 0.3].map((f) => svg`<circle cx="${w * f}" cy="${-h * 0.08}" r="${w * 0.055}" fill="${c}" stroke="#4f3016" stroke-width="${w * 0.012}" />`)}
    <path d="M0 ${-h * 0.28} V${-h * 1.5}" stroke="#4f3016" stroke-width="${w * 0.025}" />
    <path d="M${-w * 0.26} ${-h * 1.38} H${w * 0.26} L${w * 0.22} ${-h * 0.45} H${-w * 0.22} Z" fill="${c}" stroke="#3b2a16" stroke-width="${w * 0.015}" />
    <path d="M${-w * 0.24} ${-h * 1.1} H${w * 0.24} M${-w * 0.23} ${-h * 0.8} H${w * 0.23}" stroke="rgb(255 250 240 / .35)" stroke-width="${w * 0.02}" />
    <circle cy="${-h * 0.92}" r="${h * 0.26}" fill="rgb(255 250 240 / .9)" />
    <text class="mark" y="${-h * 0.82}" font-size="${h * 0.32}" fill="#2b1d12">${initial(viking)}</text>
  </g>`;
}

/** The hoard: an open chest spilling gold, centred at the origin, `w` wide. */
export function hoardArt(w: number, p = 'vv'): SVGTemplateResult {
  const h = w * 0.62;
  return svg`<g class="hoard-chest">
    <path d="M${-w / 2} ${-h * 0.1} L${-w * 0.44} ${-h * 0.7} H${w * 0.44} L${w / 2} ${-h * 0.1} Z" fill="#6f431b" stroke="#3e2409" stroke-width="${w * 0.03}" />
    ${coinArt(-w * 0.18, -h * 0.22, w * 0.13, p)}${coinArt(w * 0.12, -h * 0.3, w * 0.13, p)}${coinArt(-w * 0.02, -h * 0.12, w * 0.13, p)}
    <rect x="${-w / 2}" y="${-h * 0.1}" width="${w}" height="${h * 0.62}" rx="${w * 0.04}" fill="#9c6a35" stroke="#3e2409" stroke-width="${w * 0.03}" />
    <path d="M${-w * 0.3} ${-h * 0.1} V${h * 0.52} M${w * 0.3} ${-h * 0.1} V${h * 0.52}" stroke="#c9a227" stroke-width="${w * 0.06}" />
    <rect x="${-w * 0.07}" y="${h * 0.05}" width="${w * 0.14}" height="${h * 0.18}" rx="${w * 0.02}" fill="#e2bf4a" stroke="#6e4c0a" stroke-width="${w * 0.015}" />
  </g>`;
}
