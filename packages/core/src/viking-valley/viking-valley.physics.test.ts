import { expect } from '@esm-bundle/chai';
import { randomInt, seedRng, withRng, type RandomGenerator } from '../kit/index.js';
import {
  AIM_CONE,
  BALL_RADIUS,
  BARREL_RADIUS,
  BOWLING,
  HOLES,
  MIN_STRENGTH,
  RAMP_ANGLES,
  START_HOLES,
  VIKINGS,
  type Point,
  type VikingId,
} from './viking-valley.components.js';
import {
  FRAME_SECONDS,
  aimGrid,
  canAimAt,
  isLegalLayout,
  isValidBowl,
  launchPoint,
  offAxis,
  type BarrelHoles,
  type Bowl,
  type BowlResult,
} from './viking-valley.geometry.js';
import { boardOutline, rampAt, resolveBowl, restTest } from './viking-valley.physics.js';

/** Core compiles without the DOM's types; the test runner's browser has a console (the aiming grid's share is printed). */
declare const console: { log(message: string): void };

const NONE: BarrelHoles = { finn: null, tjarne: null, magnus: null, inga: null };
/** The start layout used by these tests: each Viking's barrel in the starting hole of the ramp with its index. */
const START: BarrelHoles = { finn: START_HOLES[0], tjarne: START_HOLES[1], magnus: START_HOLES[2], inga: START_HOLES[3] };
const OUTLINE = boardOutline();

/** Distance from `p` to the board's walls, negative when `p` is outside them. */
function insideBy(p: Point): number {
  let inside = false;
  let nearest = Infinity;
  for (let i = 0; i < OUTLINE.length; i++) {
    const a = OUTLINE[i];
    const b = OUTLINE[(i + 1) % OUTLINE.length];
    if (a.y > p.y !== b.y > p.y && p.x < a.x + ((p.y - a.y) * (b.x - a.x)) / (b.y - a.y)) inside = !inside;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
    nearest = Math.min(nearest, Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)));
  }
  return inside ? nearest : -nearest;
}

/** Closest the ball's centre came to `p` over the recorded frames (cm). */
function closestBall(result: BowlResult, p: Point): number {
  return Math.min(...result.frames.map((f) => Math.hypot(f.ball.x - p.x, f.ball.y - p.y)));
}

/** A legal layout drawn at random: each barrel lies fallen one time in five, else stands in a free hole. */
function randomLayout(rng: RandomGenerator): BarrelHoles {
  const free = HOLES.map((_, i) => i);
  const layout: Record<VikingId, number | null> = { finn: null, tjarne: null, magnus: null, inga: null };
  for (const viking of VIKINGS) {
    if (randomInt(rng, 0, 4) === 0) continue;
    layout[viking] = free.splice(randomInt(rng, 0, free.length - 1), 1)[0];
  }
  return layout;
}

/** A hole's centre as the frames give it (1/100 cm). */
const atHole = (hole: number) => ({ x: Math.round(HOLES[hole].x * 100) / 100, y: Math.round(HOLES[hole].y * 100) / 100 });
const onHundredths = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

describe('Bowling: the bowl', () => {
  it('refuses a bowl that is not valid with a RangeError', () => {
    const bad: Bowl[] = [
      { ramp: 4, angle: 0, strength: 0.5 },
      { ramp: -1, angle: 0, strength: 0.5 },
      { ramp: 1.5, angle: 0, strength: 0.5 },
      { ramp: 0, angle: AIM_CONE + 0.1, strength: 0.5 },
      { ramp: 0, angle: Number.NaN, strength: 0.5 },
      { ramp: 0, angle: 0, strength: MIN_STRENGTH - 0.01 },
      { ramp: 0, angle: 0, strength: 1.01 },
      { ramp: 0, angle: 0, strength: Number.NaN },
    ];
    for (const bowl of bad) {
      expect(isValidBowl(bowl), JSON.stringify(bowl)).to.equal(false);
      expect(() => resolveBowl(START, bowl), JSON.stringify(bowl)).to.throw(RangeError, /not a valid bowl/);
    }
    expect(isValidBowl({ ramp: 3, angle: -AIM_CONE, strength: MIN_STRENGTH })).to.equal(true);
  });

  it('refuses a layout the square cannot hold (two barrels in one hole, no such hole) with a RangeError', () => {
    const bowl = { ramp: 0, angle: 0, strength: 0.5 };
    for (const layout of [
      { ...START, tjarne: START.finn },
      { ...NONE, finn: HOLES.length },
      { ...NONE, finn: -1 },
      { ...NONE, finn: 1.5 },
    ]) {
      expect(isLegalLayout(layout)).to.equal(false);
      expect(() => resolveBowl(layout, bowl)).to.throw(RangeError, /not a legal barrel layout/);
      expect(() => restTest(layout)).to.throw(RangeError);
    }
    expect(isLegalLayout(NONE)).to.equal(true);
    expect(isLegalLayout(START)).to.equal(true);
  });

  it('aimGrid: angles every 5 degrees across the cone, strengths 0.2 to 1, every one a valid bowl', () => {
    const grid = aimGrid();
    expect(grid).to.have.length(11 * 5);
    expect(grid[0]).to.deep.equal({ angle: -AIM_CONE, strength: 0.2 });
    expect(grid[grid.length - 1]).to.deep.equal({ angle: AIM_CONE, strength: 1 });
    expect(new Set(grid.map((a) => `${a.angle}/${a.strength}`)).size).to.equal(grid.length);
    for (const aim of grid) expect(isValidBowl({ ramp: 0, ...aim })).to.equal(true);
  });

  it('the ball starts in the hole on top of its ramp, inside the chute', () => {
    for (let ramp = 0; ramp < RAMP_ANGLES.length; ramp++) {
      const start = launchPoint(ramp);
      expect(rampAt(start)).to.equal(ramp);
      expect(insideBy(start)).to.be.at.least(BALL_RADIUS);
      expect(resolveBowl(NONE, { ramp, angle: 0, strength: 0.5 }).frames[0].ball).to.deep.equal({
        x: Math.round(start.x * 100) / 100,
        y: Math.round(start.y * 100) / 100,
      });
    }
  });
});

describe('Bowling: determinism', () => {
  it('the same barrels and bowl give a deep-equal result, twice and after a JSON round trip', () => {
    for (const bowl of [
      { ramp: 0, angle: 5, strength: 0.6 },
      { ramp: 2, angle: -12.5, strength: 1 },
      { ramp: 3, angle: 25, strength: 0.1 },
    ]) {
      const a = resolveBowl(START, bowl);
      const b = resolveBowl(START, bowl);
      const c = resolveBowl(JSON.parse(JSON.stringify(START)) as BarrelHoles, JSON.parse(JSON.stringify(bowl)) as Bowl);
      expect(b).to.deep.equal(a);
      expect(c).to.deep.equal(a);
      expect(JSON.parse(JSON.stringify(a))).to.deep.equal(a);
    }
  });

  it('without frames the outcome is the same', () => {
    for (const aim of aimGrid().filter((_, i) => i % 7 === 0)) {
      const full = resolveBowl(START, { ramp: 1, ...aim });
      const bare = resolveBowl(START, { ramp: 1, ...aim }, { recordFrames: false });
      expect(bare.frames).to.deep.equal([]);
      expect(bare.fallen).to.deep.equal(full.fallen);
      expect(bare.barrels).to.deep.equal(full.barrels);
    }
  });
});

describe('Bowling: knocking barrels over', () => {
  it('a full-strength bowl straight at a barrel in the line of fire knocks it over, from every ramp', () => {
    for (let ramp = 0; ramp < RAMP_ANGLES.length; ramp++) {
      const centre = resolveBowl({ ...NONE, magnus: 0 }, { ramp, angle: 0, strength: 1 });
      expect(centre.fallen, `ramp ${ramp}, barrel on the centre`).to.deep.equal(['magnus']);
      expect(centre.barrels).to.deep.equal(NONE);
      const hole = START_HOLES[ramp];
      const viking = VIKINGS[ramp];
      const near = resolveBowl(START, { ramp, angle: offAxis(ramp, HOLES[hole]), strength: 1 });
      expect(near.fallen[0], `ramp ${ramp}, its own starting hole`).to.equal(viking);
      expect(near.barrels[viking]).to.equal(null);
    }
  });

  it('the weakest bowl does not reach the barrels of the start layout, whatever the aim and ramp', () => {
    for (let ramp = 0; ramp < RAMP_ANGLES.length; ramp++) {
      for (let angle = -AIM_CONE; angle <= AIM_CONE; angle += 2.5) {
        const result = resolveBowl(START, { ramp, angle, strength: MIN_STRENGTH });
        expect(result.fallen).to.deep.equal([]);
        expect(result.barrels).to.deep.equal(START);
        for (const viking of VIKINGS) {
          const hole = HOLES[START[viking]!];
          expect(closestBall(result, hole), `${viking} from ramp ${ramp} at ${angle}`).to.be.above(BALL_RADIUS + BARREL_RADIUS);
        }
        expect(rampAt(result.frames[result.frames.length - 1].ball), 'stops on the square').to.equal(null);
      }
    }
  });

  it('a barrel nudged but not knocked over stays standing and is back in its hole at the end', () => {
    const layout = { ...NONE, finn: 2 };
    const result = resolveBowl(layout, { ramp: 0, angle: 10, strength: 0.6 });
    expect(result.fallen).to.deep.equal([]);
    expect(result.barrels).to.deep.equal(layout);
    const moved = Math.max(...result.frames.map((f) => Math.hypot(f.barrels.finn!.x - HOLES[2].x, f.barrels.finn!.y - HOLES[2].y)));
    expect(moved).to.be.above(0.05).and.below(BOWLING.holeTolerance);
    expect(result.frames[result.frames.length - 1].barrels.finn).to.deep.equal({ ...atHole(2), tilt: 0, heading: 0 });
  });

  it('a falling barrel knocks over another the ball never comes near (a chain)', () => {
    const bowl = { ramp: 0, angle: 5, strength: 1 };
    const layout = { ...NONE, finn: 5, tjarne: 6 };
    const chain = resolveBowl(layout, bowl);
    expect(chain.fallen).to.deep.equal(['finn', 'tjarne']);
    // Frames are 2 steps apart and the ball moves at most 2 cm a step: between two frames it strays at most 2 cm from both.
    expect(closestBall(chain, HOLES[6])).to.be.above(BALL_RADIUS + BARREL_RADIUS + 2);
    const alone = resolveBowl({ ...NONE, tjarne: 6 }, bowl);
    expect(alone.fallen, 'without the first barrel the second stands').to.deep.equal([]);
  });

  it('a full-strength bowl down the axis crosses the square and ends up the opposite ramp', () => {
    for (let ramp = 0; ramp < RAMP_ANGLES.length; ramp++) {
      const result = resolveBowl(NONE, { ramp, angle: 0, strength: 1 });
      const opposite = RAMP_ANGLES.findIndex((a) => a === (RAMP_ANGLES[ramp] + 180) % 360);
      expect(rampAt(result.frames[result.frames.length - 1].ball)).to.equal(opposite);
    }
  });

  it('a bowl off the axis bounces off the rim wall', () => {
    const result = resolveBowl(NONE, { ramp: 0, angle: 25, strength: 1 });
    const radii = result.frames.map((f) => Math.hypot(f.ball.x, f.ball.y));
    const far = radii.findIndex((r, i) => i > 0 && r > radii[i - 1] && r >= radii[i + 1] && r > 10);
    expect(far, 'the ball comes back from the rim').to.be.above(0);
    expect(rampAt(result.frames[far].ball)).to.equal(null);
  });

  it('sweeping the aiming grid from ramp 0 against the start layout knocks something over in some shots, not all (aim matters)', () => {
    const grid = aimGrid();
    const hits = grid.filter((aim) => resolveBowl(START, { ramp: 0, ...aim }, { recordFrames: false }).fallen.length > 0).length;
    console.log(`aiming grid from ramp 0, start layout: ${hits} of ${grid.length} bowls knock a barrel over (${Math.round((100 * hits) / grid.length)}%)`);
    expect(hits).to.be.above(0);
    expect(hits).to.be.below(grid.length);
    // The weakest row of the grid (0.2) only just reaches the inner ring: it knocks nothing over.
    expect(grid.filter((aim) => aim.strength === 0.2).some((aim) => resolveBowl(START, { ramp: 0, ...aim }).fallen.length > 0)).to.equal(false);
  });
});

describe('Every hole within the aim cone (RULINGS.md "Geometry (DEFAULT)")', () => {
  it('from every ramp, every hole lies within the aim cone: a legal bowl points straight at it', () => {
    for (let ramp = 0; ramp < RAMP_ANGLES.length; ramp++) {
      HOLES.forEach((hole, i) => {
        expect(Math.abs(offAxis(ramp, hole)), `hole ${i} from ramp ${ramp}`).to.be.at.most(AIM_CONE - 1);
        expect(canAimAt(ramp, i)).to.equal(true);
      });
    }
  });

  it('from every ramp, a lone barrel on any hole is knocked over by some bowl of the aiming grid, and by the bowl aimed straight at it', () => {
    for (let ramp = 0; ramp < RAMP_ANGLES.length; ramp++) {
      HOLES.forEach((hole, i) => {
        const alone: BarrelHoles = { ...NONE, finn: i };
        const straight = resolveBowl(alone, { ramp, angle: Math.round(offAxis(ramp, hole) * 100) / 100, strength: 0.8 }, { recordFrames: false });
        expect(straight.fallen, `straight at hole ${i} from ramp ${ramp}`).to.deep.equal(['finn']);
        const hits = aimGrid().filter((aim) => resolveBowl(alone, { ramp, ...aim }, { recordFrames: false }).fallen.length > 0).length;
        expect(hits, `grid bowls knocking over hole ${i} from ramp ${ramp}`).to.be.at.least(3);
      });
    }
  });
});

describe('Bowling: frames', () => {
  const layouts: BarrelHoles[] = [START, { finn: 0, tjarne: 7, magnus: 9, inga: 11 }, { finn: 8, tjarne: 1, magnus: null, inga: 12 }];

  it('the ball and barrels never leave the square and ramps in any frame (angles x strengths, every ramp)', () => {
    for (const layout of layouts) {
      for (let ramp = 0; ramp < RAMP_ANGLES.length; ramp++) {
        for (let angle = -AIM_CONE; angle <= AIM_CONE; angle += 5) {
          for (const strength of [MIN_STRENGTH, 0.2, 0.4, 0.6, 0.8, 1]) {
            const result = resolveBowl(layout, { ramp, angle, strength });
            for (const frame of result.frames) {
              expect(insideBy(frame.ball), `ball ${JSON.stringify(frame.ball)}, ramp ${ramp} ${angle}/${strength}`).to.be.above(BALL_RADIUS - 0.05);
              for (const pose of Object.values(frame.barrels)) expect(insideBy(pose)).to.be.above(BARREL_RADIUS - 0.05);
            }
          }
        }
      }
    }
  });

  it('every frame is within bounds: barrels that stood, tilt 0..1, heading 0..360, 1/100 cm, a few hundred frames at most', () => {
    const cap = Math.ceil((BOWLING.maxSteps * BOWLING.dt) / FRAME_SECONDS) + 2;
    for (const layout of layouts) {
      for (const aim of aimGrid()) {
        const result = resolveBowl(layout, { ramp: 1, ...aim });
        const stood = VIKINGS.filter((v) => layout[v] !== null);
        expect(result.frames.length).to.be.within(2, cap);
        for (const frame of result.frames) {
          expect(Object.keys(frame.barrels).sort()).to.deep.equal([...stood].sort());
          expect(onHundredths(frame.ball.x) && onHundredths(frame.ball.y)).to.equal(true);
          for (const pose of Object.values(frame.barrels)) {
            expect(pose.tilt).to.be.within(0, 1);
            expect(pose.heading).to.be.at.least(0).and.below(360);
            expect(onHundredths(pose.x) && onHundredths(pose.y)).to.equal(true);
          }
        }
        // The last frame is the layout at rest: standing barrels at their holes, fallen ones lying.
        const last = result.frames[result.frames.length - 1];
        for (const viking of stood) {
          const pose = last.barrels[viking]!;
          if (result.fallen.includes(viking)) expect(pose.tilt).to.equal(1);
          else expect(pose).to.deep.equal({ ...atHole(layout[viking]!), tilt: 0, heading: 0 });
        }
        // `fallen` is in the order the barrels began to tip.
        const firstTilt = result.fallen.map((v) => result.frames.findIndex((f) => f.barrels[v]!.tilt > 0));
        expect(firstTilt.every((at, i) => at >= 0 && (i === 0 || at >= firstTilt[i - 1]))).to.equal(true);
        expect(result.barrels).to.deep.equal({ ...layout, ...Object.fromEntries(result.fallen.map((v) => [v, null])) });
      }
    }
  });
});

describe('Bowling: at rest between bowls (RULINGS.md "Bowling physics (DEFAULT)")', () => {
  it('any legal layout, rebuilt and stepped 5 s with no bowl: nothing moves, nothing falls (300 seeded layouts)', () => {
    let rng = seedRng(2024);
    for (let i = 0; i < 300; i++) {
      const [layout, next] = withRng(rng, randomLayout);
      rng = next;
      const check = restTest(layout);
      expect(check.atRest, JSON.stringify(layout)).to.equal(true);
      expect(check.maxMove).to.equal(0);
      expect(check.fallen).to.deep.equal([]);
    }
  });

  it('the layout after any bowl is at rest (100 seeded layouts and bowls)', () => {
    let rng = seedRng(7);
    for (let i = 0; i < 100; i++) {
      const [[layout, bowl], next] = withRng(
        rng,
        (g) =>
          [
            randomLayout(g),
            { ramp: randomInt(g, 0, 3), angle: randomInt(g, -AIM_CONE * 10, AIM_CONE * 10) / 10, strength: randomInt(g, MIN_STRENGTH * 100, 100) / 100 },
          ] as const,
      );
      rng = next;
      const result = resolveBowl(layout, bowl, { recordFrames: false });
      expect(restTest(result.barrels).atRest, `${JSON.stringify(layout)} ${JSON.stringify(bowl)}`).to.equal(true);
    }
  });
});
