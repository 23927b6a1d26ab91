/**
 * The check a restored save's context passes against its game's schema (valibot). Kept apart from the
 * schemas themselves: a board imports this small check at once and loads a game's schema only when there is a
 * save to check (`GameModule.loadContextSchema`), so a page that never restores a game never downloads it.
 */
import { getDotPath, safeParse, type GenericSchema } from 'valibot';

/** A context schema as a game module loads it (see `GameModule.loadContextSchema`): a valibot schema. */
export type ContextSchema = GenericSchema;

/**
 * Why a persisted snapshot's context does not match `schema` (the first problem, with its path, e.g.
 * `context.round: Invalid type: Expected number but received "three"`), or undefined when it does. A
 * snapshot with no object `context` does not match.
 */
export function contextIssue(schema: ContextSchema, snapshot: unknown): string | undefined {
  const context = snapshot !== null && typeof snapshot === 'object' ? (snapshot as { context?: unknown }).context : undefined;
  const result = safeParse(schema, context);
  if (result.success) return undefined;
  const issue = result.issues[0];
  const path = getDotPath(issue);
  return `context${path ? `.${path}` : ''}: ${issue.message}`;
}
