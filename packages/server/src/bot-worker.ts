/**
 * The worker thread of {@link BotThinker} (./bot-thinker.ts): runs one bot's choice per message, with the game's
 * whole module (its `search` bot too) from `@viking-games/core`, and answers with the move and the bot generator
 * after its draws. Pure: the same job gives the same answer, here or on the main thread.
 */
import { parentPort } from 'node:worker_threads';
import { games } from '@viking-games/core';
import { rngFromState } from '@viking-games/core/kit';
import type { ThinkJob, ThinkReply } from './bot-thinker.js';

const port = parentPort;
if (!port) throw new Error('bot-worker.ts runs as a worker thread of bot-thinker.ts');

port.on('message', ({ id, job }: { id: number; job: ThinkJob }) => {
  let reply: ThinkReply;
  try {
    const game = (games as unknown as Record<string, { bots: Record<string, { choose(context: unknown): { type: string } }> }>)[job.game];
    const bot = game?.bots[job.bot];
    if (!bot) throw new Error(`${job.game} has no bot ${job.bot}`);
    const rng = rngFromState(job.rng);
    const move = bot.choose({ seat: job.seat, view: job.view, moves: job.moves, level: job.level, rng });
    reply = { id, move, rng: rng.getState() };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
