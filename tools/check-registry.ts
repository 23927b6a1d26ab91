/**
 * One game, one folder: checks that the registry (packages/core/src/registry.ts) is the one list of games.
 * - Every game of the registry has its places: `packages/core/src/<id>/index.ts` with its golden replays
 *   (`<id>.golden.json` and the test that replays them, `<id>.golden.test.ts`), `packages/ui/src/<id>/index.ts`
 *   with its `size-budget.json`, the docs page `apps/docs/<id>.html` with `apps/docs/src/<id>-page.ts`, its subpath
 *   exports in both packages' package.json, and a rules module in `games` whose `id` is its own.
 * - No other file lists games: a file outside those places whose code (comments aside) names two or more games'
 *   ids or tags is an enumeration that a new game would silently escape. The few that must (each typed by
 *   `GameId`, or checked against the registry at run time) are in {@link ALLOWED}, with the reason.
 * Tests, stories, prose (Markdown), docs/ and examples/ are not read: they are about particular games by nature.
 *
 *   npx tsx --conditions=@viking-games/source tools/check-registry.ts   (part of `npm test`)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { games } from '@viking-games/core';
import { gameRegistry } from '@viking-games/core/registry';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Files that list games on purpose, and what keeps each in step with the registry. */
const ALLOWED: Readonly<Record<string, string>> = {
  'packages/core/src/registry.ts': 'the registry itself',
  'packages/core/src/games.ts': 'the rules modules, typed Record<GameId, GameModule>',
  'packages/ui/src/index.ts': 'the all-in-one entry (static re-exports); index.test.ts checks that it defines every registry tag',
  'packages/ui/package.json': "each game's subpath export (checked here) and element modules in sideEffects (check-packages fails on one not listed)",
  'packages/core/package.json': "each game's subpath exports (checked here)",
  'apps/docs/src/main.ts': 'the home page cards, typed Record<GameId, GameCard>',
  'tools/csp-smoke.ts': "each game's play script, typed Record<GameId, ...>",
  'tools/storybook-smoke.ts': "each game's four moments (story ids); the smoke fails on a registry game without them",
  'tools/generate-stories.ts': "each game's path search, typed Record<GameId, ...>",
  'tools/golden.ts': "the physics games' recorded outcomes (the replays carry each placement's and bowl's result)",
  'tools/phone-smoke.ts': 'parts that only some games draw later in a game (by tag)',
  'tools/examples-smoke.ts': "the example apps' own scenarios (a Node script plays every registry game)",
  'tools/bench-seesaw-fps.ts': 'a benchmark of the two physics games',
  'tools/online-smoke.ts': "Wilde Wikinger's hidden hands, and each physics game's own controls (the physics games played come from the registry)",
};

const problems: string[] = [];

/** The `exports` map of a package of the workspace. */
const exportsOf = (pkg: string): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')) as { exports: Record<string, unknown> }).exports;

for (const { id, physics } of gameRegistry) {
  for (const place of [
    `packages/core/src/${id}/index.ts`,
    `packages/core/src/${id}/${id}.golden.json`,
    `packages/core/src/${id}/${id}.golden.test.ts`,
    `packages/ui/src/${id}/index.ts`,
    `packages/ui/src/${id}/size-budget.json`,
    `apps/docs/${id}.html`,
    `apps/docs/src/${id}-page.ts`,
  ]) {
    if (!existsSync(join(root, place))) problems.push(`${id}: ${place} is missing`);
  }
  // Each game's subpath exports (a physics game's core `board` too, the element's rules without the physics engine).
  for (const [pkg, subpaths] of [
    ['packages/core', [`./${id}`, ...(physics ? [`./${id}/board`] : [])]],
    ['packages/ui', [`./${id}`]],
  ] as const) {
    for (const subpath of subpaths) if (!exportsOf(pkg)[subpath]) problems.push(`${id}: ${pkg}/package.json exports no "${subpath}"`);
  }
  const module = (games as Record<string, { id: string } | undefined>)[id];
  if (module?.id !== id) problems.push(`${id}: games['${id}'].id is ${JSON.stringify(module?.id)}`);
}

const gameFolder = new RegExp(
  `^(packages/(core|ui)/src/(${gameRegistry.map((g) => g.id).join('|')})/|apps/docs/(src/)?(${gameRegistry.map((g) => g.id).join('|')})(\\.html|-page\\.ts)$)`,
);
const read = /\.(ts|mts|mjs|js|json|html|css)$/;
const skipped = /\.test\.ts$|\.stories\.ts$|^examples\/|^docs\/|package-lock\.json$/;
const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => read.test(f) && !skipped.test(f) && !gameFolder.test(f));
const named = gameRegistry.map(({ id, tag }) => ({ id, pattern: new RegExp(`['"\`/.<](${id}|${tag})\\b`) }));
for (const file of files) {
  if (!existsSync(join(root, file))) continue;
  const code = readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  const found = named.filter(({ pattern }) => pattern.test(code)).map(({ id }) => id);
  if (found.length >= 2 && !ALLOWED[file])
    problems.push(`${file} lists games (${found.join(', ')}): read the registry (packages/core/src/registry.ts) instead`);
}
for (const file of Object.keys(ALLOWED)) if (!existsSync(join(root, file))) problems.push(`ALLOWED names ${file}, which is gone: take it out`);

if (problems.length) {
  console.error(`check-registry: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `check-registry: ${gameRegistry.length} games, each in its places; ${files.length} other files read, none lists games but the ${Object.keys(ALLOWED).length} allowed`,
);
