/**
 * The physics work of a Valley of the Vikings element, as plain-data jobs: run in a Web Worker
 * (`viking-valley.worker.ts`) or, where workers are unavailable, on the main thread by the same code.
 * Every job's input and answer is structured-cloneable (JSON-like), so the worker and the fallback give
 * the same answers.
 */
import { rngFromState } from '@viking-games/core/kit';
import type { BotAnswer, BotJob } from '../shared/worker-jobs.js';
// The bots, not the game module: the worker needs no statechart (and so no XState).
import {
  resolveBowl,
  vikingValleyBots,
  type BarrelHoles,
  type Bowl,
  type BowlResult,
  type VikingValleyMove,
  type VikingValleyView,
} from '@viking-games/core/viking-valley';

/** A job for the physics. */
export type ValleyJob =
  /** Resolve one bowl: outcome and frames from one simulation. */
  | { readonly kind: 'resolve'; readonly barrels: BarrelHoles; readonly bowl: Bowl }
  /** A bot's move: its look-ahead (a bowl searches the aim grid with the physics), then a bowl it chose resolved (outcome and frames). */
  | BotJob<VikingValleyView, VikingValleyMove>;

/** The answer to a {@link ValleyJob}; a bot's bowl comes with its result (null for the other moves). */
export type ValleyAnswer = { readonly kind: 'resolve'; readonly result: BowlResult } | BotAnswer<VikingValleyMove, BowlResult | null>;

/**
 * Runs one job. Pure: the same job gives the same answer.
 * @throws {RangeError} for a bowl the physics refuses (see `isValidBowl`).
 */
export function runValleyJob(job: ValleyJob): ValleyAnswer {
  if (job.kind === 'resolve') return { kind: 'resolve', result: resolveBowl(job.barrels, job.bowl) };
  const bot = vikingValleyBots[job.bot] ?? vikingValleyBots.heuristic;
  const rng = rngFromState(job.rng);
  const move = bot.choose({ seat: job.seat, view: job.view, moves: job.moves, level: job.level, rng });
  const result = move.type === 'player.bowl' ? resolveBowl(job.view.barrels, { ramp: job.view.ramp, angle: move.angle, strength: move.strength }) : null;
  return { kind: 'bot', move, rng: rng.getState(), result };
}
