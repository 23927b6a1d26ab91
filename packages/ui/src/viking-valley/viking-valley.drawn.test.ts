/**
 * Fallen barrels as the square draws them on the page (issue 29 point 9): measured from the drawing's own boxes,
 * never the physics' poses, a fallen barrel lies clear of every other barrel and inside the stone rim.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { SQUARE_RADIUS } from '@viking-games/core/viking-valley/board';
import './index.js';
import { settle, until } from '../shared/test-helpers.js';
import type { VikingValleyBoard } from './viking-valley-board.js';
import type { VikingValleySquare } from './viking-valley-square.js';

interface Point {
  x: number;
  y: number;
}
/** A drawn barrel on the screen (px): a lying one as a capsule from its base `a` to its lid `b`, a standing one a circle (a = b). */
interface Drawn {
  viking: string;
  lying: boolean;
  a: Point;
  b: Point;
  r: number;
}

/** The point `p` of an SVG element's user space on the screen (px). */
function onScreen(node: SVGGraphicsElement, p: Point): Point {
  const q = new DOMPoint(p.x, p.y).matrixTransform(node.getScreenCTM()!);
  return { x: q.x, y: q.y };
}

/**
 * Every barrel the square draws at rest, from its drawing: a lid's box (its circle's bounding box in its own
 * coordinates) gives the lid's centre and radius on the screen, a lying barrel's body box (its own coordinates,
 * from the base to the lid) its base.
 */
function drawnBarrels(square: VikingValleySquare): Drawn[] {
  return [...square.shadowRoot!.querySelectorAll<SVGGElement>('.barrels > g')].map((g) => {
    const lid = g.querySelector<SVGCircleElement>('.lid circle')!;
    const box = lid.getBBox();
    const b = onScreen(lid, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    const r = Math.hypot(...(['x', 'y'] as const).map((k) => onScreen(lid, { x: box.x + box.width, y: box.y + box.height / 2 })[k] - b[k]));
    const body = g.querySelector<SVGPathElement>('.barrel > path');
    let a = b;
    if (body) {
      const bb = body.getBBox();
      a = onScreen(body, { x: bb.x + bb.height / 2, y: bb.y + bb.height / 2 });
    }
    return { viking: g.dataset.lying ?? g.dataset.viking ?? '', lying: g.hasAttribute('data-lying'), a, b, r };
  });
}

function nearestOn(a: Point, b: Point, p: Point): Point {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len < 1e-9 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len));
  return { x: a.x + t * dx, y: a.y + t * dy };
}
/** The distance between two segments (px), sampled finely enough for barrels a few px wide. */
function segmentGap(p: Drawn, q: Drawn): number {
  let best = Infinity;
  for (let i = 0; i <= 40; i++) {
    const s = { x: p.a.x + ((p.b.x - p.a.x) * i) / 40, y: p.a.y + ((p.b.y - p.a.y) * i) / 40 };
    const n = nearestOn(q.a, q.b, s);
    best = Math.min(best, Math.hypot(s.x - n.x, s.y - n.y));
  }
  return best - p.r - q.r;
}

/** Every clash of the square's drawing at rest: a fallen barrel through another barrel or over the rim's stones. */
function clashes(square: VikingValleySquare): string[] {
  const grass = square.shadowRoot!.querySelector<SVGCircleElement>(`circle[r="${SQUARE_RADIUS}"]`)!;
  const centre = onScreen(grass, { x: 0, y: 0 });
  const rim = onScreen(grass, { x: SQUARE_RADIUS, y: 0 }).x - centre.x;
  const barrels = drawnBarrels(square);
  const problems: string[] = [];
  for (const [i, p] of barrels.entries()) {
    if (!p.lying) continue;
    for (const end of [p.a, p.b]) if (Math.hypot(end.x - centre.x, end.y - centre.y) + p.r > rim + 0.5) problems.push(`${p.viking} over the rim`);
    for (const [j, q] of barrels.entries()) if (j !== i && (!q.lying || j > i) && segmentGap(p, q) < -0.5) problems.push(`${p.viking} through ${q.viking}`);
  }
  return problems;
}

describe('<viking-valley-board> draws fallen barrels clear of each other, of standing barrels and of the rim', () => {
  before(() => setViewport({ width: 360, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(() => localStorage.clear());

  it('in a game between computers, at each of its first 30 rests with barrels down (measured from the drawing)', async function () {
    this.timeout(60000);
    let rests = 0;
    const seen: string[] = [];
    for (const seed of [1, 2, 3]) {
      if (rests >= 30) break;
      const el = await fixture<VikingValleyBoard>(
        html`<viking-valley-board players="4" seats="heuristic,heuristic,heuristic,heuristic" seed=${seed} instant bot-delay="0"></viking-valley-board>`,
      );
      await settle(el);
      const square = el.shadowRoot!.querySelector<VikingValleySquare>('viking-valley-square')!;
      let last = el.snapshot;
      for (let n = 0; n < 60 && rests < 30 && el.snapshot!.status !== 'done'; n++) {
        await until(() => el.snapshot !== last, 20000);
        last = el.snapshot;
        await until(() => !el.busy && !square.playing, 20000).catch(() => undefined);
        await square.updateComplete;
        if (!square.shadowRoot!.querySelector('.barrels > [data-lying]')) continue;
        rests++;
        seen.push(...clashes(square).map((c) => `seed ${seed}, move ${n}: ${c}`));
      }
      el.remove();
    }
    expect(rests, 'rests with barrels down').to.equal(30);
    expect(seen).to.deep.equal([]);
  });
});
