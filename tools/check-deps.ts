/**
 * No unused dependencies in the workspace's packages: fails when a package lists under `dependencies` or
 * `peerDependencies` a package that no source file of its own imports (`import ... from 'x'`, `import('x')`,
 * `export ... from 'x'`, or a subpath `x/...`). Such a dependency is downloaded by every user of ours for nothing
 * (issue 24 found `@lit/localize` and `@lit/localize-tools` so). The root's devDependencies are tools run by name
 * (CLIs, config plugins, type packages) and are not checked here.
 *
 *   npx tsx tools/check-deps.ts   (part of `npm test`, tools' `stories` target)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
const code = /\.(ts|mts|mjs|js|vue|tsx)$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const problems: string[] = [];
let checked = 0;
for (const manifest of tracked.filter((f) => /^(packages|apps)\/[^/]+\/package\.json$/.test(f))) {
  const folder = manifest.slice(0, -'package.json'.length);
  const pkg = JSON.parse(readFileSync(join(root, manifest), 'utf8')) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
  const names = [...new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})])];
  const sources = tracked
    .filter((f) => f.startsWith(folder) && code.test(f) && existsSync(join(root, f)))
    .map((f) => readFileSync(join(root, f), 'utf8'))
    .join('\n');
  for (const name of names) {
    checked++;
    const imported = new RegExp(`(from\\s*|import\\s*\\(\\s*|import\\s+)['"]${escape(name)}(/[^'"]*)?['"]`);
    if (!imported.test(sources)) problems.push(`${manifest}: "${name}" is listed, but nothing in ${folder} imports it: remove it`);
  }
}

if (problems.length) {
  console.error(`check-deps: ${problems.length} unused dependenc${problems.length === 1 ? 'y' : 'ies'}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`check-deps: ${checked} dependencies of the workspace's packages, each imported by its package`);
