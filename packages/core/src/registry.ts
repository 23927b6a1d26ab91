/**
 * Every game of Viking Games, one line each: the one list that the rules registry (`games`), the elements'
 * lazy loader, the script-tag build and its size budgets, the package checks, the smokes, the benchmarks, the
 * story generator and the docs site read. Plain data with no imports, so a page's loader (under 1 kB) can
 * carry it.
 *
 * Adding a game (CONTRIBUTING.md, "Adding a game"): its core folder `packages/core/src/<id>/`, its ui folder
 * `packages/ui/src/<id>/`, its docs page `apps/docs/<id>.html` with `apps/docs/src/<id>-page.ts`, and one
 * line here. TypeScript then names every other place that must know the game (each is typed by {@link GameId}).
 */
export const gameRegistry = [
  { id: 'wikingerschafe', title: 'Wikingerschafe', short: 'Schafe', tag: 'wikingerschafe-board', physics: false },
  { id: 'wilde-wikinger', title: 'Wilde Wikinger', short: 'Wilde', tag: 'wilde-wikinger-board', physics: false },
  { id: 'viking-seesaw', title: 'Viking See-Saw', short: 'See-Saw', tag: 'viking-seesaw', physics: true },
  { id: 'viking-valley', title: 'Valley of the Vikings', short: 'Valley', tag: 'viking-valley-board', physics: true },
] as const satisfies readonly GameEntry[];

/** One game of {@link gameRegistry}. */
export interface GameEntry {
  /**
   * Stable id, kebab-case: the game's folder in `packages/core/src/` and `packages/ui/src/`, its subpath export
   * (`@viking-games/core/<id>`, `@viking-games/ui/<id>`), its script-tag file (`dist/cdn/<id>.js`), its docs page
   * (`<id>.html`) and `GameModule.id`.
   */
  readonly id: string;
  /** The name the docs site's menu and pages use. */
  readonly title: string;
  /** The menu's label on a phone. */
  readonly short: string;
  /** The custom element's tag (`<viking-seesaw>`), defined by `packages/ui/src/<id>/index.ts`. */
  readonly tag: string;
  /**
   * A dexterity game whose moves a physics simulation (planck) resolves: its element starts the worker
   * `packages/ui/src/<id>/<id>.worker.ts` (script-tag file `<id>.worker.js`), and runs `<id>.physics-jobs.ts` on
   * the main thread where no worker starts.
   */
  readonly physics: boolean;
}

/** The id of a game of {@link gameRegistry}. */
export type GameId = (typeof gameRegistry)[number]['id'];

/** The ids of every game, in the registry's order. */
export const gameIds: readonly GameId[] = gameRegistry.map((game) => game.id);
