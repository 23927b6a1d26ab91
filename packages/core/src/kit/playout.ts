import { createActor, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { GameModule, TableOptions } from './game-module.js';
import { rngFromState, seedRng } from './rng.js';
import type { Seat } from './seats.js';

/** Thrown when a playout cannot go on: a bot chose an illegal move, or the game exceeded its move bound. */
export class PlayoutError extends Error {
  override name = 'PlayoutError';
}

export interface PlayoutResult<TMachine extends AnyStateMachine, TMove> {
  readonly snapshot: SnapshotFrom<TMachine>;
  /** Every event sent, in order: with the input this replays the game exactly ({@link replay}). */
  readonly events: readonly TMove[];
  /** Moves made by seats (events of the acting seats), i.e. `events.length`. */
  readonly moves: number;
}

/**
 * Plays a whole game with bots in every seat, headless. Bots are asked in `toAct` order; each sees only
 * `playerView` for its seat. Human seats are played by the `random` bot (the simulator has no people).
 * @param botSeed seed of the bots' own generator (separate from the game's seed)
 * @param maxMoves bound on moves; a game that goes on longer is a bug
 * @throws {PlayoutError} when a bot picks a move the machine refuses, or the bound is passed.
 */
export function playout<TMachine extends AnyStateMachine, TInput, TMove extends { type: string }, TView>(
  game: GameModule<TMachine, TInput, TMove, TView>,
  options: TableOptions & { readonly seats: readonly Seat[] },
  {
    botSeed = options.seed ^ 0x5eed,
    maxMoves = 10_000,
    onMove,
  }: { botSeed?: number; maxMoves?: number; onMove?: (snapshot: SnapshotFrom<TMachine>, move: TMove, seat: number) => void } = {},
): PlayoutResult<TMachine, TMove> {
  const actor = createActor(game.machine as AnyStateMachine, { input: game.createInput(options) }).start();
  const rng = rngFromState(seedRng(botSeed));
  const events: TMove[] = [];
  while (!game.isOver(actor.getSnapshot() as SnapshotFrom<TMachine>)) {
    const snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
    const [seat] = game.toAct(snapshot);
    if (seat === undefined) throw new PlayoutError(`${game.id}: nobody can act but the game is not over`);
    const moves = game.legalMoves(snapshot, seat);
    if (moves.length === 0) throw new PlayoutError(`${game.id}: seat ${seat} is to act but has no legal move`);
    const seatInfo = options.seats[seat];
    const bot = seatInfo.kind === 'bot' ? game.bots[seatInfo.bot] : game.bots.random;
    if (!bot) throw new PlayoutError(`${game.id}: no bot named ${seatInfo.kind === 'bot' ? seatInfo.bot : 'random'}`);
    const move = bot.choose({ seat, view: game.playerView(snapshot, seat), moves, level: seatInfo.kind === 'bot' ? seatInfo.level : 2, rng });
    actor.send(move as EventFromLogic<AnyStateMachine>);
    const next = actor.getSnapshot() as SnapshotFrom<TMachine>;
    if (next === snapshot) throw new PlayoutError(`${game.id}: seat ${seat} chose ${JSON.stringify(move)}, which the machine refused`);
    events.push(move);
    onMove?.(next, move, seat);
    if (events.length > maxMoves) throw new PlayoutError(`${game.id}: no end after ${maxMoves} moves`);
  }
  const snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
  actor.stop();
  return { snapshot, events, moves: events.length };
}

/**
 * Replays a game from its input and event log: the same seed and events give the same snapshot.
 * @throws {PlayoutError} when an event is refused (the log does not belong to this input).
 */
export function replay<TMachine extends AnyStateMachine>(machine: TMachine, input: unknown, events: readonly { type: string }[]): SnapshotFrom<TMachine> {
  const actor = createActor(machine as AnyStateMachine, { input }).start();
  for (const [i, event] of events.entries()) {
    const before = actor.getSnapshot();
    actor.send(event as EventFromLogic<AnyStateMachine>);
    if (actor.getSnapshot() === before) throw new PlayoutError(`replay: event ${i} ${JSON.stringify(event)} was refused`);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot as SnapshotFrom<TMachine>;
}
