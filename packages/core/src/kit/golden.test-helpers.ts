/**
 * Golden replays: a seeded bot game recorded as its event list plus hashes of where it ends, so a later
 * version of the rules can replay the same events and prove it reaches the same place.
 *
 * Two hashes per game:
 * - `resultHash` pins the game's behaviour: the phase after every event, the score sheet and the final
 *   context (minus `ignore`d keys, e.g. fields that only restated the machine state). A change here means
 *   the rules play differently.
 * - `snapshotHash` pins the stored form: the persisted snapshot exactly as `getPersistedSnapshot()` gives
 *   it. A change here (with an unchanged `resultHash`) means saved games look different.
 * Either change needs the game's `snapshotVersion` bumped; the fixture records the version it was made with.
 */
import { createActor, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { GameModule } from './game-module.js';
import { playout, PlayoutError } from './playout.js';
import { parseSeats } from './seats.js';

/** One recorded game. */
export interface GoldenGame {
  readonly players: number;
  readonly seed: number;
  /** Seats as `parseSeats` reads them, e.g. `heuristic,random`. */
  readonly seats: string;
  /** Every event sent, in order. */
  readonly events: readonly { readonly type: string }[];
  /**
   * The persisted snapshot the game starts from, where the start itself depends on the engine (a physics
   * game whose opening position is simulated: exact within one engine only). Missing: from the seed.
   */
  readonly start?: unknown;
  readonly resultHash: string;
  readonly snapshotHash: string;
}

/** A fixture file: the games of one rules version. */
export interface GoldenFile {
  readonly game: string;
  /** The game's `snapshotVersion` when the hashes were made. */
  readonly version: number;
  /** Top-level context keys left out of `resultHash` (say why in `note`). */
  readonly ignore: readonly string[];
  readonly note: string;
  readonly games: readonly GoldenGame[];
}

/** JSON with object keys sorted at every depth, so equal data gives equal text whatever the key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v as object)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

/** A 53-bit hash of `text` (cyrb53) as 14 hex digits: a fingerprint, not a cryptographic hash. */
export function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The phase name of a snapshot value: a flat state's name, or the dotted path of a nested one. */
function valueName(value: unknown): string {
  if (typeof value === 'string') return value;
  const [[key, child]] = Object.entries(value as Record<string, unknown>);
  return `${key}.${valueName(child)}`;
}

function hashes<TMachine extends AnyStateMachine>(
  game: GameModule<TMachine, unknown, { type: string }, unknown>,
  trace: readonly string[],
  snapshot: SnapshotFrom<TMachine>,
  persisted: unknown,
  ignore: readonly string[],
): { resultHash: string; snapshotHash: string } {
  const context = Object.fromEntries(Object.entries((snapshot as { context: Record<string, unknown> }).context).filter(([key]) => !ignore.includes(key)));
  return {
    resultHash: hash53(canonicalJson({ trace, context, scores: game.scores(snapshot) })),
    snapshotHash: hash53(canonicalJson(persisted)),
  };
}

/**
 * Replays a recorded game through `createActor` and `send` and hashes where it ends.
 * @throws {PlayoutError} when the machine refuses one of the events.
 */
export function replayGolden<TMachine extends AnyStateMachine>(
  game: GameModule<TMachine, unknown, { type: string }, unknown>,
  golden: Pick<GoldenGame, 'players' | 'seed' | 'seats' | 'events' | 'start'>,
  ignore: readonly string[],
): { resultHash: string; snapshotHash: string } {
  const seats = parseSeats(golden.seats, Object.keys(game.bots));
  const input = game.createInput({ players: golden.players, seats, seed: golden.seed });
  const actor = createActor(game.machine as AnyStateMachine, golden.start === undefined ? { input } : { input, snapshot: golden.start as never }).start();
  const trace: string[] = [];
  for (const [i, event] of golden.events.entries()) {
    const before = actor.getSnapshot();
    actor.send(event as EventFromLogic<AnyStateMachine>);
    const after = actor.getSnapshot();
    if (after === before) throw new PlayoutError(`${game.id} seed ${golden.seed}: event ${i} ${JSON.stringify(event)} was refused`);
    trace.push(valueName(after.value));
  }
  const snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
  const persisted = actor.getPersistedSnapshot();
  actor.stop();
  return hashes(game, trace, snapshot, persisted, ignore);
}

/** Plays a seeded bot game (the kit's {@link playout}) and records it. */
export function recordGolden<TMachine extends AnyStateMachine>(
  game: GameModule<TMachine, unknown, { type: string }, unknown>,
  table: { readonly players: number; readonly seed: number; readonly seats: string },
  ignore: readonly string[],
): GoldenGame {
  const seats = parseSeats(table.seats, Object.keys(game.bots));
  const { events } = playout(game, { players: table.players, seats, seed: table.seed });
  return { ...table, events, ...replayGolden(game, { ...table, events }, ignore) };
}

/**
 * What a golden test says when a replay no longer reaches its recorded hashes; undefined when it does.
 * Under the fixture's own snapshot version the change was not declared: the game's `snapshotVersion` must be
 * bumped. Under a newer version the fixture is due to be rewritten (tools/golden.ts `--write`).
 */
export function goldenMismatch(
  game: Pick<GameModule, 'id' | 'snapshotVersion'>,
  file: Pick<GoldenFile, 'version'>,
  recorded: Pick<GoldenGame, 'resultHash' | 'snapshotHash'>,
  replayed: { readonly resultHash: string; readonly snapshotHash: string },
): string | undefined {
  const what = [
    recorded.resultHash !== replayed.resultHash && 'the result (the rules play it differently)',
    recorded.snapshotHash !== replayed.snapshotHash && 'the persisted snapshot',
  ]
    .filter(Boolean)
    .join(' and ');
  if (!what) return undefined;
  if (file.version === game.snapshotVersion) {
    return `${what} changed: a change that alters these must bump ${game.id}'s snapshotVersion (now ${game.snapshotVersion}), say why in its RULINGS.md, and rewrite the fixture (tools/golden.ts --game ${game.id} --write)`;
  }
  return `${what} changed under ${game.id}'s new snapshotVersion ${game.snapshotVersion} (the fixture is version ${file.version}): rewrite the fixture (tools/golden.ts --game ${game.id} --write)`;
}
