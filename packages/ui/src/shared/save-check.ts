/**
 * The one check of a save, whatever brings it: storage (a restore, "Load it" in the two-tab conflict), code (the
 * element's `snapshot` property, the tutorial handing the game back) or the board itself (a take-back, "Continue"
 * after a failure, a reconnect). {@link checkSave} answers ok or refused with the kit's reason.
 *
 * The checks a game loads on demand (its context schema and its consistency checks, each a chunk of its own) are
 * loaded once per page, the first time a board has a save from outside to check; a save checked before they
 * arrive starts at once and is checked again when they do ({@link SaveVerdict} `later`).
 */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { contextIssue, type BoardModule, type ContextSchema, type RestoreFailure } from '@viking-games/core/kit';
import { CHUNKS_FIX, missingFile } from './i18n.js';

/** Why a save is not played: the kit's reason (`invalid`: readable, but not a game of this machine) and a sentence for the notice. */
export interface SaveRefusal {
  readonly ok: false;
  readonly reason: RestoreFailure;
  /** The notice's detail, e.g. `saved game does not describe a game: context.round: Invalid type ...`. */
  readonly detail: string;
  /** The problem alone where one was named (`context.round: Invalid type ...`), for a console warning. */
  readonly issue?: string;
}

/**
 * A save that may be played, or why not. `later`, when there are checks still loading: resolves once they have
 * run, to the refusal they found (the game started meanwhile must then be dropped) or undefined.
 */
export type SaveVerdict = { readonly ok: true; readonly later?: Promise<SaveRefusal | undefined> } | SaveRefusal;

/**
 * Where a save comes from. `outside`: storage or code; every check runs, loading what it needs. `own`: a
 * snapshot this board persisted itself (a take-back, a recovery, a reconnect); it is checked with what is loaded
 * already, and nothing more is fetched for it.
 */
export type SaveSource = 'outside' | 'own';

/** What a save is checked with: the game's selectors and its on-demand checks. */
export type CheckedGame<TMachine extends AnyStateMachine> = Pick<
  BoardModule<TMachine>,
  'title' | 'seats' | 'toAct' | 'scores' | 'loadContextSchema' | 'loadInvariants'
>;

/** A game's consistency checks (`GameModule.loadInvariants`): the problems of a snapshot, none when consistent. */
export type Invariants = (snapshot: never) => string[];

/**
 * What a game loads on demand, once per page for every board of that game: `loads` keeps the load under way,
 * `loaded` the value once it has arrived (read synchronously by later boards). Keyed by the game's module.
 */
interface LazyPart<T> {
  readonly loads: WeakMap<object, Promise<T | undefined>>;
  readonly loaded: WeakMap<object, T>;
  /** What is not checked when it cannot be loaded, for the console. */
  readonly what: string;
}

/** Loads `part` of `game` once per page; undefined when the game has none or it cannot be loaded (a warning). */
function loadOnce<T>(part: LazyPart<T>, game: { readonly title: string }, load: (() => Promise<T>) | undefined): Promise<T | undefined> {
  let loading = part.loads.get(game);
  if (!loading) {
    loading = (load?.() ?? Promise.resolve(undefined)).then(
      (value) => {
        if (value) part.loaded.set(game, value);
        return value;
      },
      (error: unknown) => {
        console.error(`${game.title}: ${missingFile(error)}, ${part.what}, could not be loaded. ${CHUNKS_FIX}`);
        return undefined;
      },
    );
    part.loads.set(game, loading);
  }
  return loading;
}

/** Each game's context schema, loaded by the first board with a save from outside to check. */
const schemas: LazyPart<ContextSchema> = { loads: new WeakMap(), loaded: new WeakMap(), what: 'the save schema (saves are checked by the rules only)' };
/** Each game's consistency checks, loaded with its schema, when a board restarts from its own snapshot, or when a rule threw. */
const invariantChecks: LazyPart<Invariants> = {
  loads: new WeakMap(),
  loaded: new WeakMap(),
  what: 'the consistency checks (saves are checked by the schema only)',
};

/** Loads the game's context schema (a chunk of its own) once per page. */
function loadSchema<TMachine extends AnyStateMachine>(game: CheckedGame<TMachine>): Promise<ContextSchema | undefined> {
  return loadOnce(schemas, game, game.loadContextSchema && (() => game.loadContextSchema!()));
}

/**
 * The game's consistency checks (`GameModule.loadInvariants`, a chunk of their own), loaded once per page: with
 * the schema, or when a rule threw (to tell whether the last good position can go on).
 */
function loadInvariants<TMachine extends AnyStateMachine>(game: CheckedGame<TMachine>): Promise<Invariants | undefined> {
  return loadOnce(invariantChecks, game, game.loadInvariants && (() => game.loadInvariants!() as Promise<Invariants>));
}

/** The game's consistency checks when a board of the page has loaded them already, else undefined. */
function loadedInvariants<TMachine extends AnyStateMachine>(game: CheckedGame<TMachine>): Invariants | undefined {
  return invariantChecks.loaded.get(game);
}

/**
 * Tells `then` whether `snapshot` passes the game's consistency checks (true without a snapshot or checks; false
 * when they throw): at once when they are loaded (or the game has none), else once they are.
 */
export function whenChecked<TMachine extends AnyStateMachine>(
  game: CheckedGame<TMachine>,
  snapshot: SnapshotFrom<TMachine> | undefined,
  then: (consistent: boolean) => void,
): void {
  const consistent = (invariants: Invariants | undefined): boolean => {
    try {
      return !snapshot || !invariants || invariants(snapshot as never).length === 0;
    } catch {
      return false;
    }
  };
  const loaded = loadedInvariants(game);
  if (loaded || !game.loadInvariants) then(consistent(loaded));
  else void loadInvariants(game).then((invariants) => then(consistent(invariants)));
}

/** A save whose context the schema (or whose position the consistency checks) refused. */
function notAGame(issue: string): SaveRefusal {
  return { ok: false, reason: 'invalid', detail: `saved game does not describe a game: ${issue}`, issue };
}

/**
 * Checks a persisted snapshot (what `actor.getPersistedSnapshot()` returned, unwrapped from its save) before a
 * board plays it: its context against the game's schema, then the position it starts as against the machine
 * (XState's `error` status), the game's consistency checks and the selectors every view reads (`toAct`, which
 * must name seats of the game, and `scores`, which must not throw on it).
 * @param start starts the snapshot (the caller keeps the actor) and returns the first snapshot; throws when the
 *   snapshot does not fit the machine
 * @returns ok, with `later` when checks were still loading for a save from `outside`; or the refusal (then the
 *   caller drops what `start` started)
 */
export function checkSave<TMachine extends AnyStateMachine>(
  game: CheckedGame<TMachine>,
  persisted: unknown,
  start: () => SnapshotFrom<TMachine>,
  source: SaveSource,
): SaveVerdict {
  if (source === 'outside') void loadSchema(game);
  void loadInvariants(game);
  const schema = schemas.loaded.get(game);
  const issue = schema && contextIssue(schema, persisted);
  if (issue) return notAGame(issue);
  const invariants = loadedInvariants(game);
  let first: SnapshotFrom<TMachine>;
  try {
    first = start();
    if ((first as { status?: string }).status === 'error' || (invariants?.(first as never).length ?? 0) > 0) throw new Error('invalid');
    // Every view reads these on every render: a position they throw on cannot be shown, nor one whose seat to act is
    // none of its seats (a view reads that seat's player: a tampered save would reach the render before its schema).
    const seats = game.seats(first).length;
    if (game.toAct(first).some((seat) => !Number.isInteger(seat) || seat < 0 || seat >= seats)) throw new Error('invalid');
    game.scores(first);
  } catch {
    return { ok: false, reason: 'invalid', detail: 'the saved snapshot does not fit the game machine' };
  }
  const pending = (!schema && !!game.loadContextSchema) || (!invariants && !!game.loadInvariants);
  if (source === 'own' || !pending) return { ok: true };
  // The first save of a page starts before its checks are here (a few milliseconds): they follow the start, the
  // schema on the save, the consistency checks on the position it started as.
  const later = Promise.all([loadSchema(game), loadInvariants(game)]).then(([schemaNow, invariantsNow]) => {
    const problem = (schemaNow && contextIssue(schemaNow, persisted)) || (!invariants && invariantsNow?.(first as never).join('; ')) || undefined;
    return problem ? notAGame(problem) : undefined;
  });
  return { ok: true, later };
}
