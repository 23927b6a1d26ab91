/**
 * Valley of the Vikings bowling benchmark, headless: the time to resolve one bowl (the planck world from
 * build to rest, frames recorded, as the machine and the element's worker do it) and the share of the
 * aiming grid that knocks something over.
 *
 *   npm run bench:valley -- [--bowls 400] [--seed 1] [--json]
 *
 * The bowls: random legal layouts (seeded) and random bowls from every ramp, each timed cold, one by one,
 * after a warm-up. Also timed: a bot's sweep of the whole aiming grid without frames (its look-ahead).
 * Hit rate: the aiming grid (angles every 5 degrees × strengths 0.2..1) from each ramp against the start
 * layout (each Viking's barrel in the starting hole of the ramp with its index).
 *
 * Targets: resolve < 10 ms median; a bot's sweep of the grid < 300 ms.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { randomInt, seedRng, withRng, type RandomGenerator } from '@viking-games/core/kit';
import {
  AIM_CONE,
  HOLES,
  MIN_STRENGTH,
  RAMP_ANGLES,
  START_HOLES,
  VIKINGS,
  aimGrid,
  resolveBowl,
  type BarrelHoles,
  type Bowl,
  type VikingId,
} from '@viking-games/core/viking-valley';

const { values } = parseArgs({
  options: {
    bowls: { type: 'string', default: '400' },
    seed: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
  },
});
const bowls = Number(values.bowls);

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : Number.NaN;
};
const ms = (v: number) => Number(v.toFixed(2));

function randomLayout(rng: RandomGenerator): BarrelHoles {
  const free = HOLES.map((_, i) => i);
  const layout: Record<VikingId, number | null> = { finn: null, tjarne: null, magnus: null, inga: null };
  for (const viking of VIKINGS) {
    if (randomInt(rng, 0, 4) === 0) continue;
    layout[viking] = free.splice(randomInt(rng, 0, free.length - 1), 1)[0];
  }
  return layout;
}

let rng = seedRng(Number(values.seed));
const cases: { layout: BarrelHoles; bowl: Bowl }[] = [];
for (let i = 0; i < bowls; i++) {
  const [drawn, next] = withRng(rng, (g) => ({
    layout: randomLayout(g),
    bowl: {
      ramp: randomInt(g, 0, RAMP_ANGLES.length - 1),
      angle: randomInt(g, -AIM_CONE * 10, AIM_CONE * 10) / 10,
      strength: randomInt(g, MIN_STRENGTH * 100, 100) / 100,
    },
  }));
  rng = next;
  cases.push(drawn);
}

// Warm-up: the first bowls pay for compiling planck.
for (const { layout, bowl } of cases.slice(0, 50)) resolveBowl(layout, bowl);

const resolveMs: number[] = [];
const frameCounts: number[] = [];
let knocked = 0;
for (const { layout, bowl } of cases) {
  const started = performance.now();
  const result = resolveBowl(layout, bowl);
  resolveMs.push(performance.now() - started);
  frameCounts.push(result.frames.length);
  if (result.fallen.length) knocked += 1;
}

const start: BarrelHoles = { finn: START_HOLES[0], tjarne: START_HOLES[1], magnus: START_HOLES[2], inga: START_HOLES[3] };
const grid = aimGrid();
const hitsByRamp: number[] = [];
const sweepMs: number[] = [];
for (let ramp = 0; ramp < RAMP_ANGLES.length; ramp++) {
  const started = performance.now();
  hitsByRamp.push(grid.filter((aim) => resolveBowl(start, { ramp, ...aim }, { recordFrames: false }).fallen.length > 0).length);
  sweepMs.push(performance.now() - started);
}

const summary = {
  bowls,
  resolveMedianMs: ms(quantile(resolveMs, 0.5)),
  resolveP95Ms: ms(quantile(resolveMs, 0.95)),
  resolveMaxMs: ms(Math.max(...resolveMs)),
  framesMedian: quantile(frameCounts, 0.5),
  framesP95: quantile(frameCounts, 0.95),
  framesMax: Math.max(...frameCounts),
  randomBowlsKnocking: Number((knocked / bowls).toFixed(3)),
  gridShots: grid.length,
  gridHitsByRamp: hitsByRamp,
  gridHitRate: Number((hitsByRamp.reduce((a, b) => a + b, 0) / (grid.length * RAMP_ANGLES.length)).toFixed(3)),
  gridSweepMedianMs: ms(quantile(sweepMs, 0.5)),
};

if (values.json) process.stdout.write(`${JSON.stringify(summary)}\n`);
else {
  console.log(
    `resolve one bowl (with frames): median ${summary.resolveMedianMs} ms, p95 ${summary.resolveP95Ms} ms, max ${summary.resolveMaxMs} ms over ${bowls} random bowls (target < 10 ms median)`,
  );
  console.log(`frames per bowl: median ${summary.framesMedian}, p95 ${summary.framesP95}, max ${summary.framesMax}`);
  console.log(`random bowls on random layouts that knock something over: ${(100 * summary.randomBowlsKnocking).toFixed(1)}%`);
  console.log(
    `aiming grid (${grid.length} shots) against the start layout: ${hitsByRamp.join(', ')} hits from ramps 0..3 (${(100 * summary.gridHitRate).toFixed(1)}%)`,
  );
  console.log(`a bot's sweep of the grid (no frames): median ${summary.gridSweepMedianMs} ms per sweep (target < 300 ms)`);
}
