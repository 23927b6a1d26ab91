/**
 * The lazy loader for script-tag embedding (`dist/cdn/loader.js`): defines each game's element the first
 * time its tag appears in the page, by importing that game's own file from the same folder. A page with
 * one Wikingerschafe board downloads the loader (under 1 kB) and `wikingerschafe.js`, nothing else.
 *
 * ```html
 * <script type="module" src="/assets/viking-games/loader.js"></script>
 * <viking-seesaw players="2" seats="human,heuristic"></viking-seesaw>
 * ```
 */

import { gameRegistry } from '@viking-games/core/registry';

/** Each game's tag and the file (next to this one) that defines it: `<id>.js` (the registry's script-tag file). */
export const GAME_FILES: Readonly<Record<string, string>> = Object.fromEntries(gameRegistry.map((game) => [game.tag, `./${game.id}.js`]));

// eslint-disable-next-line no-restricted-syntax -- page-wide by nature: each game file is requested once per page
const requested = new Set<string>();

/** Imports the file of every game tag found under `root` that is not defined or requested yet. */
function loadGamesIn(root: ParentNode): void {
  for (const [tag, file] of Object.entries(GAME_FILES)) {
    if (requested.has(tag) || customElements.get(tag) || !root.querySelector(tag)) continue;
    requested.add(tag);
    import(/* @vite-ignore */ new URL(file, import.meta.url).href).catch((error: unknown) => {
      requested.delete(tag);
      console.error(`@viking-games/ui loader: could not load <${tag}> from ${file}`, error);
    });
  }
}

loadGamesIn(document);
new MutationObserver(() => loadGamesIn(document)).observe(document.documentElement, { childList: true, subtree: true });
