/**
 * The physics work of a See-Saw element, as plain-data jobs: run in a Web Worker
 * (`viking-seesaw.worker.ts`) or, where workers are unavailable, on the main thread by the same code.
 * Every job's input and answer is structured-cloneable (JSON-like), so the worker and the fallback give
 * the same answers.
 */
import type { JobReply, JobRequest } from '../shared/worker-jobs.js';
import { rngFromState } from '@viking-games/core/kit';
import type { BotAnswer, BotJob } from '../shared/worker-jobs.js';
import {
  resolvePlacement,
  vikingSeesawBots,
  type PlaceEvent,
  type Placement,
  type PlacementResult,
  type ShipState,
  type VikingSeesawView,
} from '@viking-games/core/viking-seesaw';

/** A job for the physics. */
export type PhysicsJob =
  /** Resolve one placement: outcome and frames from one simulation. */
  | { readonly kind: 'resolve'; readonly ship: ShipState; readonly placement: Placement }
  /** A bot's move: its look-ahead, then the chosen placement resolved (outcome and frames). */
  | BotJob<VikingSeesawView, PlaceEvent>;

/** The answer to a {@link PhysicsJob}. */
export type PhysicsAnswer = { readonly kind: 'resolve'; readonly result: PlacementResult } | BotAnswer<PlaceEvent, PlacementResult>;

/** Message to the worker: a job with its id. */
export type PhysicsRequest = JobRequest<PhysicsJob>;

/** Message from the worker: the answer (or what went wrong) to the request with this id. */
export type PhysicsReply = JobReply<PhysicsAnswer>;

/**
 * Runs one job. Pure: the same job gives the same answer.
 * @throws {Error} for a bot name the game does not have, or a placement the physics refuses.
 */
export function runPhysicsJob(job: PhysicsJob): PhysicsAnswer {
  if (job.kind === 'resolve') return { kind: 'resolve', result: resolvePlacement(job.ship, job.placement) };
  const bot = vikingSeesawBots[job.bot] ?? vikingSeesawBots.heuristic;
  const rng = rngFromState(job.rng);
  const chosen = bot.choose({ seat: job.seat, view: job.view, moves: job.moves as PlaceEvent[], level: job.level, rng });
  const move: PlaceEvent = { type: 'player.place', piece: chosen.piece, x: chosen.x, rotation: chosen.rotation };
  return { kind: 'bot', move, rng: rng.getState(), result: resolvePlacement(job.view.ship, move) };
}
