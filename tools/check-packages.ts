/**
 * Checks the published packages (core, ui, server) as npm would ship them (run after `nx run-many -t build`):
 * - publint (strict) and @arethetypeswrong/cli (ESM-only profile) on each package;
 * - the tarball holds what a consumer needs and nothing of ours (no tests, stories or TypeScript source);
 * - every built module that defines an element is listed under `sideEffects` (else a consumer's bundler
 *   may drop the registration), and no other module is.
 *
 *   npx tsx tools/check-packages.ts
 *
 * Prints one line per check and a closing `check-packages: N passed, M failed`; exits 1 on any failure.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { gameRegistry } from '@viking-games/core/registry';

const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['packages/core', 'packages/ui', 'packages/server'] as const;
let passed = 0;
let failed = 0;
const exec = promisify(execFile);

/** One check's outcome: its name and what is wrong (nothing: passed). */
type Outcome = readonly [name: string, problems: string[]];

function report([name, problems]: Outcome): void {
  if (problems.length === 0) {
    passed++;
    console.log(`ok   ${name}`);
  } else {
    failed++;
    console.log(`FAIL ${name}\n${problems.map((p) => `     - ${p}`).join('\n')}`);
  }
}

/** Files npm would pack, relative to the package folder. */
async function packedFiles(dir: string): Promise<string[]> {
  const { stdout } = await exec('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: join(root, dir),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return (JSON.parse(stdout) as { files: { path: string }[] }[])[0].files.map((f) => f.path);
}

/** attw on the package as npm packs it; its table when it finds a problem. */
async function attw(pkgDir: string): Promise<string[]> {
  try {
    await exec('npx', ['attw', '--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped'], {
      cwd: pkgDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return [];
  } catch (error) {
    const { code, stdout, stderr } = error as { code?: number; stdout?: string; stderr?: string };
    return [`attw exited ${code}:\n${stdout ?? ''}${stderr ?? ''}`];
  }
}

/** `sideEffects` globs (`*` matches within one path segment) as a test of a package-relative path. */
function sideEffectsMatcher(patterns: readonly string[]): (path: string) => boolean {
  const regexes = patterns.map(
    (p) =>
      new RegExp(
        `^${p
          .replace(/^\.\//, '')
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '[^/]*')}$`,
      ),
  );
  return (path) => regexes.some((r) => r.test(path));
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The checks of one package; attw and npm run as child processes, so the packages are checked side by side. */
async function checkPackage(dir: (typeof PACKAGES)[number]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const pkgDir = join(root, dir);
  const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { name: string; sideEffects: boolean | string[] };

  const types = attw(pkgDir);
  const packed = packedFiles(dir);
  const { messages, pkg } = await publint({ pkgDir, level: 'suggestion', strict: true, pack: 'npm' });
  outcomes.push([`${manifest.name}: publint`, messages.map((m) => `${m.type}: ${formatMessage(m, pkg) ?? m.code}`)]);
  outcomes.push([`${manifest.name}: are the types wrong (attw, ESM)`, await types]);

  const files = await packed;
  // Nor test helpers, fixtures or source maps (the package ships no sources for a map to point at: issue 25, 7).
  const stray = files.filter((f) => (/\.(test|stories)\.|test-helpers|\.fixtures\.|(^|\/)src\/|\.ts$/.test(f) && !f.endsWith('.d.ts')) || f.endsWith('.map'));
  const needed = ['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts'];
  // Every game of the registry ships its subpath export and its script-tag file (a physics game its worker too).
  for (const { id, physics } of dir === 'packages/server' ? [] : gameRegistry) {
    needed.push(`dist/${id}/index.js`, `dist/${id}/index.d.ts`);
    if (dir === 'packages/ui') needed.push(`dist/cdn/${id}.js`, ...(physics ? [`dist/cdn/${id}.worker.js`] : []));
  }
  if (dir === 'packages/ui')
    needed.push(
      'custom-elements.json',
      'dist/cdn/viking-games.js',
      'dist/cdn/loader.js',
      ...['react.d.ts', 'vue.d.ts', 'svelte.d.ts', 'web-types.json', 'vscode.html-custom-data.json'].map((f) => `types/${f}`),
    );
  if (dir === 'packages/core') needed.push('dist/kit/online.js', 'dist/kit/online.d.ts');
  // The server's bin (`npx @viking-games/server`).
  if (dir === 'packages/server') needed.push('dist/cli.js');
  outcomes.push([
    `${manifest.name}: tarball (${files.length} files)`,
    [...needed.filter((f) => !files.includes(f)).map((f) => `missing ${f} (run the build first)`), ...stray.map((f) => `should not ship ${f}`)],
  ]);

  // What a user's code shares with ours is a peer (one copy of XState beside theirs), and the usual links are there.
  // The server is a program, not a library: it runs its own machines, so XState is its dependency.
  const meta = manifest as unknown as Record<string, unknown> & { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
  const library = dir !== 'packages/server';
  outcomes.push([
    `${manifest.name}: ${library ? 'xstate is a peer dependency; ' : ''}repository, homepage and bugs are set`,
    [
      ...(library && meta.dependencies?.xstate ? ["xstate is a dependency (a second copy beside the user's)"] : []),
      ...(library && !meta.peerDependencies?.xstate ? ['xstate is not a peer dependency'] : []),
      ...['repository', 'homepage', 'bugs'].filter((field) => !meta[field]).map((field) => `no ${field}`),
    ],
  ]);

  if (dir === 'packages/ui') {
    // The manifest describes only what ships, and marks every element that is not a game board as internal.
    const cem = JSON.parse(readFileSync(join(pkgDir, 'custom-elements.json'), 'utf8')) as {
      modules: { path: string; declarations?: { tagName?: string; internal?: boolean }[] }[];
    };
    const boards = new Set<string>(gameRegistry.map((game) => game.tag));
    const declared = cem.modules.flatMap((mod) => (mod.declarations ?? []).filter((decl) => decl.tagName));
    outcomes.push([
      `${manifest.name}: custom-elements.json lists only shipped modules (${cem.modules.length}) and marks internal tags (${declared.filter((d) => d.internal).length} of ${declared.length})`,
      [
        ...cem.modules.filter((mod) => !files.includes(mod.path)).map((mod) => `describes ${mod.path}, which is not in the tarball`),
        ...declared.filter((decl) => !boards.has(decl.tagName!) && !decl.internal).map((decl) => `<${decl.tagName}> is internal but not marked`),
        ...declared.filter((decl) => boards.has(decl.tagName!) && decl.internal).map((decl) => `<${decl.tagName}> is a game board but marked internal`),
      ],
    ]);

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
    outcomes.push([`${manifest.name}: sideEffects lists exactly the modules that define elements (${modules.length} modules)`, problems]);
  }
  return outcomes;
}

for (const outcomes of await Promise.all(PACKAGES.map(checkPackage))) outcomes.forEach(report);

console.log(`check-packages: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
