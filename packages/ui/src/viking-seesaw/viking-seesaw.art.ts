/**
 * Our own SVG art for Viking See-Saw, drawn in the physics' own units (1 unit = 1 cm) so that what the
 * reader sees is the outline the simulation uses: a piece's picture is its collision shape, dressed.
 *
 * Coordinates here are SVG's (y down). The physics is y up: a point (x, y) of the physics is drawn at
 * (x, -y) and an angle `a` (radians, counter-clockwise) as `rotate(-a)` degrees.
 */
import { nothing, svg, type SVGTemplateResult } from 'lit';
import { PIECES, SHIP, type PieceKind } from '@viking-games/core/viking-seesaw/board';

const DEG = 180 / Math.PI;

/** `transform` of a body at physics pose (x, y cm, a radians) in SVG coordinates. */
export function poseTransform(x: number, y: number, a: number): string {
  return `translate(${x.toFixed(3)} ${(-y).toFixed(3)}) rotate(${(-a * DEG).toFixed(2)})`;
}

/** The gradients of the pieces and the ship, by name (`url(#<prefix>-<name>)`). */
const GRADIENTS: Record<string, (p: string) => SVGTemplateResult> = {
  gold: (p) =>
    svg`<linearGradient id="${p}-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff1b0" /><stop offset="0.35" stop-color="#e9bd45" /><stop offset="1" stop-color="#8f6410" /></linearGradient>`,
  silver: (p) =>
    svg`<linearGradient id="${p}-silver" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" /><stop offset="0.4" stop-color="#c9d0d6" /><stop offset="1" stop-color="#7c868f" /></linearGradient>`,
  iron: (p) =>
    svg`<radialGradient id="${p}-iron" cx="0.35" cy="0.32" r="0.75"><stop offset="0" stop-color="#d7dde3" /><stop offset="0.25" stop-color="#767f88" /><stop offset="1" stop-color="#1c2024" /></radialGradient>`,
  glass: (p) =>
    svg`<radialGradient id="${p}-glass" cx="0.38" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9" /><stop offset="0.35" stop-color="#c9f1f0" stop-opacity="0.55" /><stop offset="1" stop-color="#5fb3b8" stop-opacity="0.75" /></radialGradient>`,
  gem: (p) =>
    svg`<linearGradient id="${p}-gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff9cc8" /><stop offset="0.5" stop-color="#d8286f" /><stop offset="1" stop-color="#7b0f3d" /></linearGradient>`,
  wood: (p) =>
    svg`<linearGradient id="${p}-wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e3a867" /><stop offset="1" stop-color="#a9672e" /></linearGradient>`,
  crate: (p) =>
    svg`<linearGradient id="${p}-crate" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b0743a" /><stop offset="1" stop-color="#6f431b" /></linearGradient>`,
  hull: (p) =>
    svg`<linearGradient id="${p}-hull" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="var(--vs-hull-top, #9a6433)" /><stop offset="1" stop-color="var(--vs-hull-bottom, #4d2c12)" /></linearGradient>`,
  sea: (p) =>
    svg`<linearGradient id="${p}-sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="var(--vs-sea-top, #3f8fa3)" /><stop offset="1" stop-color="var(--vs-sea-bottom, #1f5566)" /></linearGradient>`,
};

/** The gradient each kind of piece is filled with (a piece's own picture needs only its own: issue 27, fewer nodes). */
const MATERIAL: Record<PieceKind, string> = { gold: 'gold', silver: 'silver', iron: 'iron', glass: 'glass', gem: 'gem', viking: 'wood', chest: 'crate' };

/**
 * Gradients the pieces and the ship use; put once in each SVG's `<defs>` (ids are per shadow root).
 * @param prefix id prefix, so two SVGs in one shadow root do not clash
 * @param kind only the gradient of this kind of piece (an SVG that draws one piece), else all of them
 */
export function artDefs(prefix = 'vs', kind?: PieceKind): SVGTemplateResult {
  return svg`${(kind ? [MATERIAL[kind]] : Object.keys(GRADIENTS)).map((name) => GRADIENTS[name](prefix))}`;
}

/** Outline points of a polygon shape, SVG y down. */
function points(poly: readonly (readonly [number, number])[]): string {
  return poly.map(([x, y]) => `${x},${-y}`).join(' ');
}

/**
 * One piece, centred on its centre of mass, in its physics outline (cm, SVG y down): Gold and Silver
 * cubes (brass, aluminium), Iron and Glass balls (steel, glass), the faceted Gem, the wooden Viking and
 * the Chest. Each material has its own look and the kinds their own shapes and marks, so no colour
 * carries meaning alone (a stamped crown on gold, a stamped star on silver).
 * @param prefix the `artDefs` prefix of the SVG it is drawn in
 */
export function pieceArt(kind: PieceKind, prefix = 'vs'): SVGTemplateResult {
  const stroke = 0.05;
  switch (kind) {
    case 'gold':
    case 'silver': {
      const edge = kind === 'gold' ? '#6e4c0a' : '#5c646b';
      const mark =
        kind === 'gold'
          ? svg`<path d="M-0.22 0.1 L-0.22 -0.12 L-0.11 -0.02 L0 -0.16 L0.11 -0.02 L0.22 -0.12 L0.22 0.1 Z" fill="#a87a14" opacity="0.75" />`
          : svg`<path d="M0 -0.2 L0.06 -0.06 L0.2 -0.06 L0.09 0.03 L0.13 0.18 L0 0.09 L-0.13 0.18 L-0.09 0.03 L-0.2 -0.06 L-0.06 -0.06 Z" fill="#8a949c" opacity="0.8" />`;
      return svg`<g class="piece ${kind}">
        <rect x="-0.5" y="-0.5" width="1" height="1" rx="0.06" fill="url(#${prefix}-${kind})" stroke="${edge}" stroke-width="${stroke}" />
        <rect x="-0.38" y="-0.38" width="0.76" height="0.76" rx="0.04" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="0.04" />
        ${mark}
      </g>`;
    }
    case 'iron':
      return svg`<g class="piece iron">
        <circle r="0.6" fill="url(#${prefix}-iron)" stroke="#121517" stroke-width="${stroke}" />
        <ellipse cx="-0.2" cy="-0.24" rx="0.14" ry="0.08" fill="#fff" opacity="0.55" transform="rotate(-30 -0.2 -0.24)" />
      </g>`;
    case 'glass':
      return svg`<g class="piece glass">
        <circle r="0.6" fill="url(#${prefix}-glass)" stroke="#3e8f95" stroke-width="${stroke}" />
        <circle r="0.42" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="0.05" stroke-dasharray="0.5 0.35" />
        <ellipse cx="-0.22" cy="-0.26" rx="0.16" ry="0.09" fill="#fff" opacity="0.9" transform="rotate(-30 -0.22 -0.26)" />
      </g>`;
    case 'gem': {
      const shape = PIECES.gem.shape;
      const outline = shape.kind === 'polygons' ? points(shape.polygons[0]) : '';
      return svg`<g class="piece gem">
        <polygon points="${outline}" fill="url(#${prefix}-gem)" stroke="#5e0a2e" stroke-width="${stroke}" stroke-linejoin="round" />
        <polygon points="0,-0.7 0.22,-0.18 0,0.3 -0.22,-0.18" fill="#fff" opacity="0.28" />
        <path d="M-0.5 -0.25 L-0.22 -0.18 L0.22 -0.18 L0.5 -0.25 M-0.5 0.25 L0 0.3 L0.5 0.25 M0 0.3 L0 0.7" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="0.03" />
      </g>`;
    }
    case 'viking': {
      const shape = PIECES.viking.shape;
      const body = shape.kind === 'polygons' ? points(shape.polygons[0]) : '';
      const head = shape.kind === 'polygons' && shape.circles ? shape.circles[0] : { x: 0, y: 0.45, r: 0.35 };
      return svg`<g class="piece viking">
        <polygon points="${body}" fill="url(#${prefix}-wood)" stroke="#6b3f17" stroke-width="${stroke}" stroke-linejoin="round" />
        <circle cx="${head.x}" cy="${-head.y}" r="${head.r}" fill="url(#${prefix}-wood)" stroke="#6b3f17" stroke-width="${stroke}" />
        <path d="M${-head.r} ${-head.y} A${head.r} ${head.r} 0 0 1 ${head.r} ${-head.y} Z" fill="#8d9399" stroke="#4d5359" stroke-width="0.04" />
        <path d="M${-head.r + 0.02} ${-head.y - 0.05} q-0.22 -0.05 -0.2 -0.3 M${head.r - 0.02} ${-head.y - 0.05} q0.22 -0.05 0.2 -0.3" fill="none" stroke="#f3ead7" stroke-width="0.09" stroke-linecap="round" />
        <path d="M-0.42 0.35 L0.42 0.35" stroke="#6b3f17" stroke-width="0.05" opacity="0.6" />
      </g>`;
    }
    case 'chest':
      return svg`<g class="piece chest">
        <rect x="-0.75" y="-0.5" width="1.5" height="1" rx="0.08" fill="url(#${prefix}-crate)" stroke="#3e2409" stroke-width="${stroke}" />
        <path d="M-0.75 -0.14 H0.75" stroke="#3e2409" stroke-width="0.06" />
        <path d="M-0.45 -0.5 V0.5 M0.45 -0.5 V0.5" stroke="#c9a227" stroke-width="0.09" />
        <rect x="-0.1" y="-0.2" width="0.2" height="0.22" rx="0.03" fill="#e2bf4a" stroke="#6e4c0a" stroke-width="0.03" />
      </g>`;
  }
}

/** The outline of a piece only (for the ghost that shows where it will be let go). */
export function pieceOutline(kind: PieceKind): SVGTemplateResult {
  const shape = PIECES[kind].shape;
  if (shape.kind === 'box')
    return svg`<rect x="${-shape.halfWidth}" y="${-shape.halfHeight}" width="${2 * shape.halfWidth}" height="${2 * shape.halfHeight}" rx="0.06" />`;
  if (shape.kind === 'ball') return svg`<circle r="${shape.radius}" />`;
  return svg`${shape.polygons.map((poly) => svg`<polygon points="${points(poly)}" />`)}${(shape.circles ?? []).map((c) => svg`<circle cx="${c.x}" cy="${-c.y}" r="${c.r}" />`)}`;
}

/** Hull frame y of the cabin chests' centres (physics, y up). */
export const CABIN_CHEST_Y = SHIP.deckY - SHIP.cabinDepth + SHIP.cabinChestHalf;

/**
 * The hull in its own frame (pivot at 0, 0; SVG y down): the longship whose top edge is exactly the
 * physics' surfaces (decks, ridges, rims, the cabin recess), its planked side with round shields, a
 * dragon prow on the right and a curled stern on the left, and the mast with the flag over the pivot.
 * @param prefix the `artDefs` prefix
 * @param posts draw the prow and the stern post here (the ship draws them apart, over its cargo: {@link postsArt})
 */
export function hullArt(prefix = 'vs', { posts = true }: { readonly posts?: boolean } = {}): SVGTemplateResult {
  const { halfLength: L, deckY, rimHeight, ridgeWidth, ridgeHeight, cabinHalf, cabinDepth, mastHalfWidth, mastHeight, deckEnd } = SHIP;
  const top = -deckY;
  const floor = -(deckY - cabinDepth);
  const rim = -(deckY + rimHeight);
  const ridge = -(deckY + ridgeHeight);
  // Top edge, left to right, following the physics' fixtures; then the curved keel back.
  const edge = [
    `M${-L} ${rim}`,
    `L${-deckEnd} ${rim}`,
    `L${-deckEnd} ${top}`,
    `L${-cabinHalf} ${top}`,
    `L${-cabinHalf} ${ridge}`,
    `L${-cabinHalf + ridgeWidth} ${ridge}`,
    `L${-cabinHalf + ridgeWidth} ${floor}`,
    `L${cabinHalf - ridgeWidth} ${floor}`,
    `L${cabinHalf - ridgeWidth} ${ridge}`,
    `L${cabinHalf} ${ridge}`,
    `L${cabinHalf} ${top}`,
    `L${deckEnd} ${top}`,
    `L${deckEnd} ${rim}`,
    `L${L} ${rim}`,
    `C${L + 0.2} 0.6 ${L - 0.8} 1.9 ${L - 3} 2.15`,
    `Q0 2.55 ${-L + 3} 2.15`,
    `C${-L + 0.8} 1.9 ${-L - 0.2} 0.6 ${-L} ${rim}`,
    'Z',
  ].join(' ');
  const shields = [-7.6, -6.1, -4.6, 4.6, 6.1, 7.6];
  const shieldColours = ['#c23b2e', '#f3ead7', '#2f6db5', '#2f6db5', '#f3ead7', '#c23b2e'];
  const mastTop = -(deckY - cabinDepth + mastHeight);
  return svg`<g class="hull">
    ${posts ? postsArt(prefix) : nothing}
    <rect class="mast" x="${-mastHalfWidth}" y="${mastTop}" width="${2 * mastHalfWidth}" height="${mastHeight}" fill="#6f4a24" stroke="#2e1a09" stroke-width="0.04" />
    <g class="flag">
      <path d="M${mastHalfWidth} ${mastTop + 0.1} C1 ${mastTop - 0.12} 1.6 ${mastTop + 0.3} 2.5 ${mastTop + 0.12} L2.1 ${mastTop + 0.62} L2.5 ${mastTop + 1.12} C1.6 ${mastTop + 1.3} 1 ${mastTop + 0.88} ${mastHalfWidth} ${mastTop + 1.1} Z" fill="var(--vs-flag, #c23b2e)" stroke="#5c130c" stroke-width="0.05" />
      <path d="M${mastHalfWidth} ${mastTop + 0.48} C1 ${mastTop + 0.28} 1.6 ${mastTop + 0.7} 2.3 ${mastTop + 0.52} L2.28 ${mastTop + 0.72} C1.6 ${mastTop + 0.9} 1 ${mastTop + 0.48} ${mastHalfWidth} ${mastTop + 0.7} Z" fill="#f3ead7" />
      <circle cx="0" cy="${mastTop - 0.12}" r="0.16" fill="#e2bf4a" stroke="#6e4c0a" stroke-width="0.04" />
    </g>
    <path d="${edge}" fill="url(#${prefix}-hull)" stroke="#2e1a09" stroke-width="0.08" stroke-linejoin="round" />
    <path d="M${-L + 0.4} 0.55 Q0 1.05 ${L - 0.4} 0.55 M${-L + 1.2} 1.25 Q0 1.75 ${L - 1.2} 1.25" fill="none" stroke="#2e1a09" stroke-opacity="0.45" stroke-width="0.06" />
    <rect x="${-L + 0.05}" y="${top}" width="${L - cabinHalf - 0.05}" height="0.16" fill="#c08a50" opacity="0.8" />
    <rect x="${cabinHalf}" y="${top}" width="${L - cabinHalf - 0.05}" height="0.16" fill="#c08a50" opacity="0.8" />
    <rect x="${-cabinHalf + ridgeWidth}" y="${floor}" width="${2 * (cabinHalf - ridgeWidth)}" height="0.14" fill="#3b220c" opacity="0.5" />
    ${shields.map((x, i) => svg`<g transform="translate(${x} 0.45)"><circle r="0.52" fill="${shieldColours[i]}" stroke="#2e1a09" stroke-width="0.06" /><circle r="0.14" fill="#c9a227" stroke="#2e1a09" stroke-width="0.04" /><path d="M-0.5 0 H0.5 M0 -0.5 V0.5" stroke="#2e1a09" stroke-opacity="0.35" stroke-width="0.05" /></g>`)}
    <circle class="pivot" cx="0" cy="0" r="0.22" fill="#c9a227" stroke="#2e1a09" stroke-width="0.06" />
  </g>`;
}

/**
 * The dragon prow (right) and the curled stern post (left), hull frame. The physics has them too (core's
 * `SHIP.postPolygons` trace this outline): a piece that touches a post goes past it, beside it, and falls over the
 * end, so the ship draws them over its cargo (the posts stand nearer the eye than the pieces).
 */
export function postsArt(prefix = 'vs'): SVGTemplateResult {
  const { halfLength: L, deckY, rimHeight } = SHIP;
  const rim = -(deckY + rimHeight);
  return svg`<g class="posts">
    <path class="prow" d="M${L - 0.15} ${rim} C${L + 0.9} -0.6 ${L + 0.5} -2.2 ${L + 1.25} -2.5 C${L + 1.75} -2.7 ${L + 1.95} -2.25 ${L + 1.55} -2.05 L${L + 1.85} -1.85 C${L + 1.3} -1.6 ${L + 1.05} -1.9 ${L + 1.05} -1.5 C${L + 1.0} -0.6 ${L + 0.9} 0.3 ${L - 0.2} 0.9 Z" fill="url(#${prefix}-hull)" stroke="#2e1a09" stroke-width="0.07" />
    <circle cx="${L + 1.42}" cy="-2.32" r="0.08" fill="#f3ead7" />
    <path class="stern" d="M${-L + 0.15} ${rim} C${-L - 0.9} -0.6 ${-L - 0.8} -2.1 ${-L - 1.45} -2.15 C${-L - 1.9} -2.15 ${-L - 1.9} -1.6 ${-L - 1.5} -1.55 C${-L - 1.2} -1.5 ${-L - 1.15} -1.8 ${-L - 1.35} -1.85 C${-L - 1.0} -1.2 ${-L - 0.9} 0.3 ${-L + 0.2} 0.9 Z" fill="url(#${prefix}-hull)" stroke="#2e1a09" stroke-width="0.07" />
  </g>`;
}

/** The cabin chests in their recesses (hull frame, SVG y down): `cabin` = [left, right]. */
export function cabinChestsArt(cabin: readonly [number, number], prefix = 'vs'): SVGTemplateResult {
  const half = SHIP.cabinChestHalf;
  const chests: SVGTemplateResult[] = [];
  for (const [index, side] of [
    [0, -1],
    [1, 1],
  ] as const) {
    for (let i = 0; i < cabin[index]; i++) {
      const x = side * SHIP.cabinChestX[i];
      chests.push(svg`<g class="cabin-chest" transform="translate(${x} ${-CABIN_CHEST_Y})">
        <rect x="${-half}" y="${-half}" width="${2 * half}" height="${2 * half}" rx="0.07" fill="url(#${prefix}-crate)" stroke="#3e2409" stroke-width="0.05" />
        <path d="M${-half} -0.12 H${half} M-0.25 ${-half} V${half} M0.25 ${-half} V${half}" stroke="#c9a227" stroke-width="0.07" />
      </g>`);
    }
  }
  return svg`${chests}`;
}

/** The sea under the ship (world frame, SVG y down), from `x0` to `x1`, its surface at `y` cm below the pivot. */
export function seaArt(x0: number, x1: number, y: number, prefix = 'vs'): SVGTemplateResult {
  const waves: string[] = [];
  for (let x = x0; x < x1; x += 2) waves.push(`Q${x + 0.5} ${y - 0.35} ${x + 1} ${y} T${x + 2} ${y}`);
  return svg`<g class="sea">
    <path d="M${x0} ${y} ${waves.join(' ')} V${y + 4} H${x0} Z" fill="url(#${prefix}-sea)" />
    <path d="M${x0 + 1} ${y + 0.8} q0.5 -0.25 1 0 M${x0 + 7} ${y + 1.1} q0.5 -0.25 1 0 M${x1 - 6} ${y + 0.7} q0.5 -0.25 1 0 M${x1 - 3} ${y + 1.2} q0.5 -0.25 1 0" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="0.08" stroke-linecap="round" />
  </g>`;
}
