/**
 * Bots for Valley of the Vikings.
 *
 * What a bot may know: the whole table (its `playerView`: flags, coins, dock, barrels), and how the ball
 * runs, as a player who has bowled before can see which barrels a bowl would reach. The heuristic bot
 * "bowls in its head" with the same physics ({@link resolveBowl}) over the aim grid, judges each outcome by
 * what moving those Vikings would do (its own Viking forward, flags that would pay it, a rival pushed into
 * the water when that pays, its own Viking kept out of the water unless that pays), picks the aim whose
 * neighbourhood is best (levels 2 and 3: of its best few, the one that pays best where its hand may send the
 * ball), and then its **hand is unsteady**: the angle and strength it bowls are off by up
 * to a level-dependent amount (level 3 least). It puts barrels back so that its own is easy to hit from its
 * ramp and the others are hard, and orders several moves by trying every order.
 * @see ./RULES.md
 */
import type { Bot } from '../kit/game-module.js';
import { randomBot } from '../kit/game-module.js';
import { randomInt, type RandomGenerator } from '../kit/rng.js';
import { AIM_CONE, BALL_RADIUS, BARREL_RADIUS, HOLES, MIN_STRENGTH, VIKINGS, type VikingId } from './viking-valley.components.js';
import { launchPoint, offAxis, type BarrelHoles } from './viking-valley.geometry.js';
import { resolveBowl } from './viking-valley.physics.js';
import { AIM_ANGLES, AIM_STRENGTHS, applyFallen, decideWinners, isGameOver, moveViking, payout, tablePhase } from './viking-valley.rules.js';
import type { BowlEvent, MoveVikingEvent, PlaceBarrelEvent, VikingValleyContext, VikingValleyMove } from './viking-valley.types.js';
import type { VikingValleyView } from './viking-valley.view.js';

/**
 * Per level (index 0 = level 1): the largest aiming error (degrees, either way) and strength error
 * (either way), how much the bot weighs the neighbouring aims when it picks one (it knows its hand), how many
 * of its best aims it tries again with its hand's error before it bowls (level 1 does not: it bowls the first),
 * and whether it `plans`: orders several moves by trying every order and puts barrels back where they help it.
 * Level 1, a beginner (issue 28: when the levels differed only by their hands, level 3 won 65% against it), looks
 * at a coarse grid of aims (`coarse`: every other angle, strengths 0.2, 0.6 and 1, 18 bowls in its head instead of
 * 55), aims at the best-looking point without thinking of its hand, moves its own Viking first and puts each
 * barrel back on the first free hole. Level 3, the strongest, tries only its best two aims again (its steady hand
 * sends the ball near where it aims): at most 55 + 2 x 4 = 63 bowls in its head a decision, each about 1 ms of one
 * core, so it decides within issue 28's 300 ms at 4x CPU (75 ms at 1x); bounded by bowls, not by a clock.
 */
export const HEURISTIC_LEVELS = [
  { angleError: 7, strengthError: 0.2, neighbours: 0, tries: 0, coarse: true, plans: false },
  { angleError: 4, strengthError: 0.12, neighbours: 0.4, tries: 4, coarse: false, plans: true },
  { angleError: 1.5, strengthError: 0.05, neighbours: 0.15, tries: 2, coarse: false, plans: true },
] as const;

/** The coarse grid of a beginner (level 1): every other angle of the aim grid (-20, -10, 0, 10, 20), strengths 0.2, 0.6 and 1. */
const COARSE_ANGLES = AIM_ANGLES.filter((_, i) => i % 2 === 1);
const COARSE_STRENGTHS = AIM_STRENGTHS.filter((_, i) => i % 2 === 0);

/** Worth of winning (or losing) the game outright, against coin differences of a few units. */
const GAME_WON = 1000;
/** How much a payout that would happen if a Viking fell in now counts, against coins in the ship. */
const POTENTIAL_WEIGHT = 0.4;

/** A context to run the rules on, from a view (the generator decides nothing after setup). */
export function contextOf(view: VikingValleyView): VikingValleyContext {
  return { ...view, rng: [] };
}

/** Coins of `me` against the others: twice its own, less the richest other and the mean of the others. */
function standing(ships: Readonly<Record<VikingId, number>>, me: VikingId): number {
  const others = VIKINGS.filter((v) => v !== me).map((v) => ships[v]);
  return 2 * ships[me] - Math.max(...others) - others.reduce((a, b) => a + b, 0) / others.length;
}

/**
 * How good a position is for the Viking `me` (higher is better): a won or lost game outright, else its
 * coins against the others plus, weighted, what a payout right now would give it against them.
 */
export function positionValue(context: VikingValleyContext, me: VikingId): number {
  if (isGameOver(context)) {
    const { winners, allLose } = decideWinners(context);
    const seat = context.vikings.indexOf(me);
    return !allLose && winners.includes(seat) ? GAME_WON / winners.length : -GAME_WON;
  }
  const now = standing(context.ships, me);
  const after = standing(payout({ ...context, happenings: [] }).ships, me);
  return now + POTENTIAL_WEIGHT * (after - now);
}

/** Every order of a small list (at most 4! = 24). */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** The best the player to act can make of the moves pending in `context` (phase `moving`): the value and the first move of the best order. */
export function bestOrder(context: VikingValleyContext, me: VikingId): { value: number; first: VikingId | null } {
  if (tablePhase(context) !== 'moving') return { value: positionValue(context, me), first: null };
  let best = { value: -Infinity, first: null as VikingId | null };
  for (const order of orders(context.pendingMoves)) {
    let c = context;
    for (const viking of order) if (tablePhase(c) === 'moving' && c.pendingMoves.includes(viking)) c = moveViking(c, { type: 'player.moveViking', viking });
    const value = positionValue(c, me);
    if (value > best.value) best = { value, first: order[0] };
  }
  return best;
}

/** What knocking over `fallen` would be worth to `me` (the best order of moves), from a bowling context. */
export function outcomeValue(context: VikingValleyContext, fallen: readonly VikingId[], me: VikingId): number {
  return bestOrder(applyFallen(context, fallen), me).value;
}

/** The order a beginner moves in, without trying others: its own Viking first, then the rest as they fell. */
function plainOrder(pending: readonly VikingId[], me: VikingId): VikingId[] {
  return [...pending.filter((v) => v === me), ...pending.filter((v) => v !== me)];
}

/** What knocking over `fallen` looks worth to a beginner: the moves made in its {@link plainOrder}. */
function plainOutcomeValue(context: VikingValleyContext, fallen: readonly VikingId[], me: VikingId): number {
  let c = applyFallen(context, fallen);
  for (const viking of plainOrder(c.pendingMoves, me))
    if (tablePhase(c) === 'moving' && c.pendingMoves.includes(viking)) c = moveViking(c, { type: 'player.moveViking', viking });
  return positionValue(c, me);
}

/** A uniform number in [-1, 1] from the bot's generator (integers only, so it stays seeded). */
function unit(rng: RandomGenerator): number {
  return randomInt(rng, -1000, 1000) / 1000;
}

/**
 * The heuristic aim, before the unsteady hand: every aim of the grid resolved against the current barrels,
 * each outcome valued by the best order of its moves; a miss counts below every hit (the bot never aims to
 * miss, or a turn could go on for ever). Each aim is judged together with its grid neighbours (weighted by
 * the level's `neighbours`: an unsteady hand wants a safe region, not a lucky point). Levels 2 and 3 then bowl their
 * best few aims ({@link HEURISTIC_LEVELS} `tries`) again in their head where their own hand may send the ball, and
 * take the one that pays best on average; level 1 takes the best region at once.
 */
export function bestAim(view: VikingValleyView, level: 1 | 2 | 3): { angle: number; strength: number; value: number } {
  const context = contextOf(view);
  const { neighbours, angleError, strengthError, tries, coarse, plans } = HEURISTIC_LEVELS[level - 1];
  const angles = coarse ? COARSE_ANGLES : AIM_ANGLES;
  const strengths = coarse ? COARSE_STRENGTHS : AIM_STRENGTHS;
  const worth = plans ? outcomeValue : plainOutcomeValue;
  const byFallen = new Map<string, number>();
  const valueOf = (angle: number, strength: number): number | null => {
    const { fallen } = resolveBowl(context.barrels, { ramp: view.ramp, angle, strength }, { recordFrames: false });
    if (fallen.length === 0) return null;
    const key = [...fallen].sort().join(',');
    if (!byFallen.has(key)) byFallen.set(key, worth(context, fallen, view.viking));
    return byFallen.get(key)!;
  };
  const raw = angles.map((angle) => strengths.map((strength) => valueOf(angle, strength)));
  const hits = raw.flat().filter((v): v is number => v !== null);
  const miss = hits.length > 0 ? Math.min(...hits) - 1 : 0;
  const value = raw.map((row) => row.map((v) => v ?? miss));
  const ranked: { angle: number; strength: number; value: number }[] = [];
  angles.forEach((angle, i) =>
    strengths.forEach((strength, j) => {
      let sum = value[i][j];
      let weight = 1;
      for (const [di, dj] of [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
      ]) {
        const v = value[i + di]?.[j + dj];
        if (v === undefined) continue;
        sum += neighbours * v;
        weight += neighbours;
      }
      ranked.push({ angle, strength, value: sum / weight });
    }),
  );
  // A stable sort: among equals the grid's first, as before.
  ranked.sort((a, b) => b.value - a.value);
  if (tries === 0 || hits.length === 0) return ranked[0];
  // The best few aims tried again where its own hand may send the ball (half its error each way, both ways): the
  // one that pays best on average, so a lucky point between misses loses to a broad region that pays.
  // Only aims that hit are tried (the bot never aims to miss).
  let best = { ...ranked[0], value: -Infinity };
  for (const aim of ranked.filter((a) => raw[angles.indexOf(a.angle)][strengths.indexOf(a.strength)] !== null).slice(0, tries)) {
    let sum = value[angles.indexOf(aim.angle)][strengths.indexOf(aim.strength)];
    for (const [da, ds] of HAND_OFFSETS) {
      const angle = clamp(round2(aim.angle + da * angleError), -AIM_CONE, AIM_CONE);
      const strength = clamp(round2(aim.strength + ds * strengthError), MIN_STRENGTH, 1);
      sum += valueOf(angle, strength) ?? miss;
    }
    const mean = sum / (HAND_OFFSETS.length + 1);
    if (mean > best.value) best = { ...aim, value: mean };
  }
  return best.value === -Infinity ? ranked[0] : best;
}

/** Where a hand's error may send an aim, as fractions of the level's largest error (angle, strength). */
const HAND_OFFSETS = [
  [-0.5, -0.5],
  [0.5, -0.5],
  [-0.5, 0.5],
  [0.5, 0.5],
] as const;

/** The heuristic bowl: {@link bestAim}, bowled with the level's unsteady hand (angle and strength off by up to its errors). */
export function chooseBowl(view: VikingValleyView, level: 1 | 2 | 3, rng: RandomGenerator): BowlEvent {
  const { angleError, strengthError } = HEURISTIC_LEVELS[level - 1];
  const aim = bestAim(view, level);
  const angle = clamp(round2(aim.angle + angleError * unit(rng)), -AIM_CONE, AIM_CONE);
  const strength = clamp(round2(aim.strength + strengthError * unit(rng)), MIN_STRENGTH, 1);
  return { type: 'player.bowl', angle, strength };
}

/**
 * How easy a barrel on `hole` is to hit from `ramp` (0: out of reach of the cone): straight ahead and near
 * is easiest; another standing barrel in the ball's way halves it.
 */
export function hitEase(hole: number, ramp: number, barrels: BarrelHoles, self?: VikingId): number {
  const from = launchPoint(ramp);
  const p = HOLES[hole];
  const dx = p.x - from.x;
  const dy = p.y - from.y;
  const distance = Math.hypot(dx, dy);
  const off = Math.abs(offAxis(ramp, p));
  const reach = AIM_CONE + (Math.asin(Math.min(1, (BALL_RADIUS + BARREL_RADIUS) / distance)) * 180) / Math.PI;
  if (off > reach) return 0;
  let ease = (1 + (reach - off) / reach) * (30 / distance);
  const ux = dx / distance;
  const uy = dy / distance;
  for (const v of VIKINGS) {
    const h = barrels[v];
    if (v === self || h === null || h === hole) continue;
    const qx = HOLES[h].x - from.x;
    const qy = HOLES[h].y - from.y;
    const along = qx * ux + qy * uy;
    if (along > 0 && along < distance && Math.abs(qx * uy - qy * ux) < BALL_RADIUS + BARREL_RADIUS) ease /= 2;
  }
  return ease;
}

/**
 * The heuristic barrel: its own barrel first, where it is easiest to hit; the others where they are hardest.
 * A beginner (a level that does not plan) puts its own barrel back first too, but on the first free hole.
 */
export function chooseBarrel(view: VikingValleyView, moves: readonly PlaceBarrelEvent[], level: 1 | 2 | 3 = 2): PlaceBarrelEvent {
  if (!HEURISTIC_LEVELS[level - 1].plans) return moves.find((m) => m.viking === view.viking) ?? moves[0];
  let best = moves[0];
  let bestScore = -Infinity;
  for (const move of moves) {
    const barrels = { ...view.barrels, [move.viking]: move.hole };
    const ease = hitEase(move.hole, view.ramp, barrels, move.viking);
    const score = move.viking === view.viking ? 100 + ease : -ease;
    if (score > bestScore) {
      best = move;
      bestScore = score;
    }
  }
  return best;
}

/** The heuristic order: the first move of the best order of all pending moves (a beginner: its own Viking first). */
export function chooseMove(view: VikingValleyView, moves: readonly MoveVikingEvent[], level: 1 | 2 | 3 = 2): MoveVikingEvent {
  if (!HEURISTIC_LEVELS[level - 1].plans) return moves.find((m) => m.viking === view.viking) ?? moves[0];
  const { first } = bestOrder(contextOf(view), view.viking);
  return moves.find((m) => m.viking === first) ?? moves[0];
}

/** The random bot: any legal move, uniformly. */
export const randomValleyBot: Bot<VikingValleyView, VikingValleyMove> = { ...randomBot<VikingValleyView, VikingValleyMove>(), name: 'random' };

/** The heuristic bot (levels 1 to 3 by how steady its hand is and how far it thinks: level 1 a beginner, {@link HEURISTIC_LEVELS}). */
export const heuristicBot: Bot<VikingValleyView, VikingValleyMove> = {
  name: 'heuristic',
  choose({ view, moves, level, rng }) {
    switch (moves[0].type) {
      case 'player.placeBarrel':
        return chooseBarrel(view, moves as PlaceBarrelEvent[], level);
      case 'player.moveViking':
        return chooseMove(view, moves as MoveVikingEvent[], level);
      default:
        return chooseBowl(view, level, rng);
    }
  },
};

export const vikingValleyBots: Readonly<Record<string, Bot<VikingValleyView, VikingValleyMove>>> = {
  random: randomValleyBot,
  heuristic: heuristicBot,
};

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
