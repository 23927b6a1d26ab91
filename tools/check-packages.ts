/**
 * Checks the two published packages as npm would ship them (run after `nx run-many -t build`):
 * - publint (strict) and @arethetypeswrong/cli (ESM-only profile) on each package;
 * - the tarball holds what a consumer needs and nothing of ours (no tests, stories or TypeScript source);
 * - every built module that defines an element is listed under `sideEffects` (else a consumer's bundler
 *   may drop the registration), and no other module is.
 *
 *   npx tsx tools/check-packages.ts
 *
 * Prints one line per check and a closing `check-packages: N passed, M failed`; exits 1 on any failure.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['packages/core', 'packages/ui'] as const;
let passed = 0;
let failed = 0;

function check(name: string, problems: string[]): void {
  if (problems.length === 0) {
    passed++;
    console.log(`ok   ${name}`);
  } else {
    failed++;
    console.log(`FAIL ${name}\n${problems.map((p) => `     - ${p}`).join('\n')}`);
  }
}

/** Files npm would pack, relative to the package folder. */
function packedFiles(dir: string): string[] {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: join(root, dir), encoding: 'utf8' });
  return (JSON.parse(out) as { files: { path: string }[] }[])[0].files.map((f) => f.path);
}

/** `sideEffects` globs (`*` matches within one path segment) as a test of a package-relative path. */
function sideEffectsMatcher(patterns: readonly string[]): (path: string) => boolean {
  const regexes = patterns.map((p) => new RegExp(`^${p.replace(/^\.\//, '').replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`));
  return (path) => regexes.some((r) => r.test(path));
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

for (const dir of PACKAGES) {
  const pkgDir = join(root, dir);
  const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { name: string; sideEffects: boolean | string[] };

  const { messages, pkg } = await publint({ pkgDir, level: 'suggestion', strict: true, pack: 'npm' });
  check(`${manifest.name}: publint`, messages.map((m) => `${m.type}: ${formatMessage(m, pkg) ?? m.code}`));

  const attw = spawnSync('npx', ['attw', '--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped'], { cwd: pkgDir, encoding: 'utf8' });
  check(`${manifest.name}: are the types wrong (attw, ESM)`, attw.status === 0 ? [] : [`attw exited ${attw.status}:\n${attw.stdout}${attw.stderr}`]);

  const files = packedFiles(dir);
  const stray = files.filter((f) => /\.(test|stories)\.|(^|\/)src\/|\.ts$/.test(f) && !f.endsWith('.d.ts'));
  const needed = ['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts'];
  if (dir === 'packages/ui') needed.push('custom-elements.json', 'dist/cdn/wikingerschafe.js', 'dist/cdn/wilde-wikinger.js', 'dist/cdn/viking-seesaw.js', 'dist/cdn/viking-valley.js', 'dist/cdn/viking-valley.worker.js', 'dist/cdn/viking-games.js', 'dist/cdn/loader.js');
  check(`${manifest.name}: tarball (${files.length} files)`, [
    ...needed.filter((f) => !files.includes(f)).map((f) => `missing ${f} (run the build first)`),
    ...stray.map((f) => `should not ship ${f}`),
  ]);

  if (dir === 'packages/ui') {
    const isSideEffect = sideEffectsMatcher(Array.isArray(manifest.sideEffects) ? manifest.sideEffects : []);
    // The loader's side effect is its observer, which imports a game's file when the tag appears.
    const modules = walk(join(pkgDir, 'dist')).filter((f) => f.endsWith('.js') && !f.includes('/cdn/') && !f.endsWith('/loader.js'));
    const problems: string[] = [];
    for (const file of modules) {
      const path = relative(pkgDir, file);
      const source = readFileSync(file, 'utf8');
      const defines = /\bcustomElement\(['"]|^import ['"]\.\.?\//m.test(source) || /^export \* from/m.test(source);
      if (defines && !isSideEffect(path)) problems.push(`${path} defines (or imports) elements but is not in sideEffects`);
      if (!defines && isSideEffect(path)) problems.push(`${path} is in sideEffects but defines no element`);
    }
    check(`${manifest.name}: sideEffects lists exactly the modules that define elements (${modules.length} modules)`, problems);
  }
}

console.log(`check-packages: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
