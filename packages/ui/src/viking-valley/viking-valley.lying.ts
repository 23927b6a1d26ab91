/**
 * Where a fallen barrel is drawn: the physics takes a barrel out of the world once it has fallen (the ball rolls
 * over it), and lets it topple as a circle, so its last pose may leave the drawn barrel, lying at full length,
 * across a standing barrel, another fallen one or the stone rim. {@link clearPoses} moves each falling or lying
 * barrel the least it takes to lie clear of them: the view only, never the outcome (what fell is decided).
 * Pure and deterministic (the same poses give the same drawing), cm and degrees as the physics' frames.
 */
import { HOLES, SQUARE_RADIUS, VIKINGS, type BarrelHoles, type BarrelPose, type VikingId } from '@viking-games/core/viking-valley/board';
import { BARREL_DRAWN, BARREL_LENGTH } from './viking-valley.art.js';

/** Gap (cm) kept between two drawn barrels, and between a barrel and the rim's stones. */
const GAP = 0.15;
/** Radius (cm) a drawn fallen barrel keeps within: the grass short of the rim's stones and of the ramps' walls at their mouths. */
const GRASS = SQUARE_RADIUS - 0.8;
/** Relaxation rounds: each pushes every overlapping pair apart; a handful settles four barrels. */
const ROUNDS = 24;

interface Point {
  x: number;
  y: number;
}

/** The drawn barrel as a capsule: from its base `a` to its lid `b` (cm), radius BARREL_DRAWN. */
function capsule(pose: BarrelPose): { a: Point; b: Point } {
  const reach = Math.max(0, Math.min(1, pose.tilt)) * BARREL_LENGTH;
  const h = (pose.heading * Math.PI) / 180;
  return { a: { x: pose.x, y: pose.y }, b: { x: pose.x + reach * Math.cos(h), y: pose.y + reach * Math.sin(h) } };
}

/** The point of segment a-b nearest to p. */
function nearestOn(a: Point, b: Point, p: Point): Point {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len < 1e-12 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len));
  return { x: a.x + t * dx, y: a.y + t * dy };
}

/** True when segments a-b and c-d cross. */
function crosses(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point) => (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

/** The nearest points of two segments; for crossing segments, their middles (the caller treats them as touching). */
function nearestPair(a: Point, b: Point, c: Point, d: Point): [Point, Point] {
  if (crosses(a, b, c, d))
    return [
      { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
      { x: (c.x + d.x) / 2, y: (c.y + d.y) / 2 },
    ];
  const candidates: [Point, Point][] = [
    [a, nearestOn(c, d, a)],
    [b, nearestOn(c, d, b)],
    [nearestOn(a, b, c), c],
    [nearestOn(a, b, d), d],
  ];
  let best = candidates[0];
  let bestD = Infinity;
  for (const [p, q] of candidates) {
    const dist = Math.hypot(p.x - q.x, p.y - q.y);
    if (dist < bestD) {
      bestD = dist;
      best = [p, q];
    }
  }
  return best;
}

/** A unit vector from q to p; a fixed direction (away from the centre, else +x) when they coincide. */
function away(p: Point, q: Point, fallback: Point): Point {
  const dx = p.x - q.x;
  const dy = p.y - q.y;
  const len = Math.hypot(dx, dy);
  if (len > 1e-9) return { x: dx / len, y: dy / len };
  const f = Math.hypot(fallback.x, fallback.y);
  return f > 1e-9 ? { x: fallback.x / f, y: fallback.y / f } : { x: 1, y: 0 };
}

/**
 * The poses to draw for barrels that are falling or lying (`poses`, tilt above 0), moved so that none is drawn
 * through a standing barrel, another fallen barrel or the rim of the square (the drawn barrel stays inside the
 * grass). Barrels standing in `poses` (tilt 0) and poses already clear are returned as they are.
 * @param poses barrel poses by Viking (cm, physics frame: x right, y up)
 * @param standing where the barrels not in `poses` stand: each Viking's hole (index into HOLES) or null
 */
export function clearPoses(poses: Readonly<Partial<Record<VikingId, BarrelPose>>>, standing: BarrelHoles): Partial<Record<VikingId, BarrelPose>> {
  const out: Partial<Record<VikingId, BarrelPose>> = { ...poses };
  const down = VIKINGS.filter((v) => (poses[v]?.tilt ?? 0) > 0);
  if (down.length === 0) return out;
  const at: Record<string, Point> = {};
  for (const v of down) at[v] = { x: poses[v]!.x, y: poses[v]!.y };
  const pose = (v: VikingId): BarrelPose => ({ ...poses[v]!, x: at[v].x, y: at[v].y });
  // Standing: in `poses` with tilt 0 (a bowl playing: where the frame has them), else in their hole.
  const pillars: Point[] = VIKINGS.filter((v) => !down.includes(v)).flatMap((v) => {
    const p = poses[v];
    if (p) return [{ x: p.x, y: p.y }];
    const hole = standing[v];
    return hole === null ? [] : [HOLES[hole]];
  });
  const reach = 2 * BARREL_DRAWN + GAP;
  const rim = GRASS - BARREL_DRAWN - GAP;
  for (let round = 0; round < ROUNDS; round++) {
    let moved = false;
    const shift = (v: VikingId, dx: number, dy: number) => {
      at[v] = { x: at[v].x + dx, y: at[v].y + dy };
      moved = true;
    };
    for (const v of down) {
      // Standing barrels do not give way: the fallen one moves off them.
      for (const s of pillars) {
        const { a, b } = capsule(pose(v));
        const n = nearestOn(a, b, s);
        const dist = Math.hypot(n.x - s.x, n.y - s.y);
        if (dist < reach - 1e-6) {
          const u = away(n, s, n);
          shift(v, u.x * (reach - dist), u.y * (reach - dist));
        }
      }
      // Inside the rim: both ends of the drawn barrel.
      const { a, b } = capsule(pose(v));
      for (const p of [a, b]) {
        const r = Math.hypot(p.x, p.y);
        if (r > rim + 1e-6) shift(v, (-p.x / r) * (r - rim), (-p.y / r) * (r - rim));
      }
    }
    // Two fallen barrels: each gives way by half.
    for (let i = 0; i < down.length; i++) {
      for (let j = i + 1; j < down.length; j++) {
        const p = capsule(pose(down[i]));
        const q = capsule(pose(down[j]));
        const [m, n] = nearestPair(p.a, p.b, q.a, q.b);
        const dist = crosses(p.a, p.b, q.a, q.b) ? 0 : Math.hypot(m.x - n.x, m.y - n.y);
        if (dist < reach - 1e-6) {
          const u = away(m, n, { x: at[down[i]].x - at[down[j]].x || 1, y: at[down[i]].y - at[down[j]].y });
          const half = (reach - dist) / 2;
          shift(down[i], u.x * half, u.y * half);
          shift(down[j], -u.x * half, -u.y * half);
        }
      }
    }
    if (!moved) break;
  }
  for (const v of down) out[v] = { ...poses[v]!, x: Math.round(at[v].x * 100) / 100, y: Math.round(at[v].y * 100) / 100 };
  return out;
}

/** The gap (cm, negative when they overlap) between two drawn barrels, for tests. */
export function drawnGap(p: BarrelPose, q: BarrelPose): number {
  const s = capsule(p);
  const t = capsule(q);
  const [m, n] = nearestPair(s.a, s.b, t.a, t.b);
  return (crosses(s.a, s.b, t.a, t.b) ? 0 : Math.hypot(m.x - n.x, m.y - n.y)) - 2 * BARREL_DRAWN;
}

/** How far (cm) the drawn barrel keeps inside the grass (negative when it reaches over the rim), for tests. */
export function insideRim(p: BarrelPose): number {
  const { a, b } = capsule(p);
  return GRASS - BARREL_DRAWN - Math.max(Math.hypot(a.x, a.y), Math.hypot(b.x, b.y));
}
