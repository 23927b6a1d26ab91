/**
 * No import cycles: fails when files of the repository import each other, directly or round a ring, through their
 * static `import` and `export ... from` declarations (type-only ones too: a ring of types is a ring of concerns, and
 * one value import added to it later changes the order modules run in). Dynamic `import()` is left out: it loads a
 * chunk later, on purpose. Each cycle is printed as a ring of files; break it by moving what both sides need into a
 * module of its own.
 *
 *   npx tsx tools/check-cycles.ts   (part of `npm test`, tools' `stories` target)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const code = /\.(ts|mts|mjs)$/;
const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => code.test(f) && !f.endsWith('.d.ts') && !f.endsWith('.d.mts') && existsSync(join(root, f)));

/** The repository file a relative specifier names (`./x.js` is `./x.ts` in the sources), or undefined. */
function resolve(from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier));
  const stem = base.replace(/\.(js|mjs|ts|mts)$/, '');
  return [base, `${stem}.ts`, `${stem}.mts`, `${stem}.mjs`, `${base}/index.ts`].find((candidate) => existsSync(join(root, candidate)));
}

/** Each file's static imports of other files of the repository. */
export function importGraph(paths: readonly string[], read: (file: string) => string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of paths) {
    const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, false);
    const targets: string[] = [];
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      const target = resolve(file, specifier.text);
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles of a graph: its strongly connected components of two or more files, or of one file that imports itself (Tarjan). */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const ring: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      ring.push(member);
    } while (member !== file);
    if (ring.length > 1 || graph.get(file)?.includes(file)) cycles.push(ring.reverse());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

const cycles = cyclesOf(importGraph(files, (file) => readFileSync(join(root, file), 'utf8')));
if (cycles.length) {
  console.error(`check-cycles: ${cycles.length} import cycle(s)\n${cycles.map((ring) => `  - ${ring.join(' -> ')}`).join('\n')}`);
  process.exit(1);
}
console.log(`check-cycles: ${files.length} files, no import cycles`);
