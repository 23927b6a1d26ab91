// The size budgets of the script-tag files in packages/ui/dist/cdn (gzipped), which `npm test` checks through
// packages/ui/scripts/check-size.mjs. Each game's own files (its `<id>.js`, a physics game's worker, its lazy
// chunks) have their budgets in its folder, `packages/ui/src/<id>/size-budget.json` (paths inside dist/cdn); the
// files every game shares are below. Each budget is a ratchet held near today's size. A game of the registry
// (packages/core/src/registry.ts) without a budget for its file (and its worker) fails here.
import { existsSync, readFileSync } from 'node:fs';
import { gameRegistry } from './packages/ui/scripts/registry.mjs';

const CDN = 'packages/ui/dist/cdn/';

/** Files of no one game: the all-in-one, the loader and the shared German words. */
const SHARED = [
  // +1.2 kB for issue 24's controllers in four games (see each game's budget) and issue 26's phone fixes.
  // +0.6 kB for the rules games' search bot (its seat label and worker hook, issue 28); +0.6 kB for See-Saw's
  // feedback on a phone (issue 29: the view fitted to the pile, why a placement went so, the slide hint). +0.65 kB for
  // See-Saw's graded aiming hint in words, the aiming bar under the tray and the third-try words (issue 29, measured
  // 390 B over before the third-try words). +0.3 kB for tutorials that start from a position and end on the end
  // screen (issue 26).
  // +0.3 kB online: a scoring read on each device, Just now after a reload (issue 23).
  // +0.25 kB: the dialogs' lazy loading (issue 27), which saves 0.8 to 0.9 kB in each one-game file; the all-in-one
  // exports <vg-dialog> (src/shared/index.ts), so it holds the element anyway and carries only the code that loads it.
  { name: `viking-games.js (all ${gameRegistry.length} games)`, path: 'viking-games.js', limit: '159.1 kB' }, // +0.05 kB on 2026-12-08 (159.07 measured in CI): a language table's warning given once per missing key, the bot runner asking legal moves only where the game has table steps; +1.05 kB on 2026-12-08: issue 29's aim bar beside the ship and the result card beside it when a phone is turned sideways (seesaw-phone-5); issue 26's turn summaries in Wikingerschafe (follow-4) and Wilde Wikinger (follow-3); // +0.55 kB (157.96 measured after merging main at f374011): issue 27 start-up, the first table's parts drawn a few at a time in tasks of their own (TableSlices), See-Saw's piece with its own gradient only, Valley's square in fewer paths (about 0.4 kB); +1.2 kB: issue 26 (follow-3): Just now's one line per turn (turn summaries, the rules games' between-turn reading pause) and issue 24's concernsOf in core; +0.1 kB: See-Saw's pick keeps the held piece on screen, the distance label inside the frame (issue 29); +1.55 kB late on 2026-12-07: issue 26's greyed controls saying why, the reading pause and the lines that concern the person first, the guided games' new steps; issue 29's named risks in the aiming hint and the all-spots-tip line; issue 23's stand-in marks; // +1.5 kB for learn-5 (issue 26 leftovers: the reward step's prompt, each game's greyed controls saying why, Valley's own turn kept in Just now); -3.5 kB: each game's English rules in short and guided game's sentences a chunk of their own (issue 27, start-up); +3.45 kB this evening (issues 26, 29, 23, 24 and 27's move work, see each game's size-budget.json); +0.65 kB: issue 29's placement view and honest hint, issue 26's tutorial steps and bubble (learn-4); +0.85 kB: issue 27's moves, parts drawn again only when what they show changed
  { name: 'loader.js', path: 'loader.js', limit: '1 kB' },
  { name: 'chunks: German, shared pieces (lazy)', path: 'chunks/i18n.de-*.js', limit: '1.4 kB' },
  // +0.4 kB: the rematch, New game online, who pressed Continue and the lobby's levels and stand-ins (issue 23).
  { name: 'chunks: German, online play (lazy)', path: 'chunks/online.messages.de-*.js', limit: '1.55 kB' }, // +0.05 kB: the stand-in marks and the full table's words (issue 23)
];

/**
 * Online play (a board with a `server` attribute, issue 23): each file's own chunk (`chunks/<file>.online-*.js`: the
 * Colyseus client with its msgpack and schema decoders, the lobby and the room's line), loaded only then.
 */
const ONLINE = [...gameRegistry.map(({ id }) => id), 'viking-games'].map((file) => ({
  name: `chunks: online play, ${file}.js (lazy, with a server)`,
  path: `chunks/${file}.online-*.js`,
  // 36 kB, +1.4 kB for the rematch, New game online, who pressed Continue and the lobby's levels and stand-ins (issue 23);
  // +0.2 kB: the lobby's strongest computer, whom a scoring waits for, the room's latest moves for Just now.
  limit: '38.75 kB', // +0.05 kB: a stand-in's mark on its turn's summary in Just now (issue 26, follow-3); +0.3 kB: a code typed in the lobby asks the room's seats (a full table told before Join), a stand-in's move whose lines name nobody said to be theirs (issue 23); +0.55 kB: the stand-in marks, the seat check before joining (issue 23); +0.2 kB this evening: seats not known while reconnecting, a kept move (issue 23)
}));

/**
 * "Learn to play"'s bubble and steps (shared/tutorial-controller.ts, issue 27): each file's own part
 * (`chunks/<file>.tutorial-controller-*.js`), loaded on the first start of a tutorial, not with the board. +0.15 kB:
 * a bot's scripted moves wait for Next, the step's target follows the prompt (issue 26), the bubble beside its control
 * on a wide screen and placed again when it grows or its control moves.
 */
const TUTORIAL = [...gameRegistry.map(({ id }) => id), 'viking-games'].map((file) => ({
  name: `chunks: the guided first game's bubble, ${file}.js (lazy, on Learn to play)`,
  path: `chunks/${file}.tutorial-controller-*.js`,
  limit: '3.45 kB', // +0.2 kB: a step's kept part beside its control, steps shown instead of another keep its number (issue 26); +0.15 kB: the bubble inside the board's frame, and nudged a little rather than over the prompt (issue 26, learn-6); +0.05 kB: a sentence worded from its step's values (issue 26, learn-7)
}));

const perGame = gameRegistry.flatMap(({ id, physics }) => {
  const file = `packages/ui/src/${id}/size-budget.json`;
  if (!existsSync(file)) throw new Error(`${file} is missing: every game has the budgets of its script-tag files`);
  const budgets = JSON.parse(readFileSync(file, 'utf8'));
  for (const needed of [`${id}.js`, ...(physics ? [`${id}.worker.js`] : [])]) {
    if (!budgets.some((budget) => budget.path === needed)) throw new Error(`${file} has no budget for ${needed}`);
  }
  return budgets;
});

export default [...perGame, ...SHARED, ...ONLINE, ...TUTORIAL].map(({ name, path, limit }) => ({ name, path: `${CDN}${path}`, limit, gzip: true }));
