// The script-tag files in dist/cdn/: one self-contained, minified ES module per game (Lit, XState and the
// rules inside; planck only in the physics games), the all-in-one `viking-games.js`, and `loader.js`,
// which imports a game's file when its tag first appears. Each file is built on its own so that no file
// needs another: a site owner may copy just the one they embed (with the `chunks/` folder beside it, which
// holds what a file loads only when needed: the German messages, the save schemas, parts of an element such as
// Wikingerschafe's scoring; see LAZY_MODULES and LAZY_PARTS). `npm run build` runs this after tsc; `--outdir <dir>`
// writes elsewhere, `--only wikingerschafe,wilde-wikinger` builds just those files (and every chunk).
// esbuild bundles; terser then minifies each file once more (about 1.7 kB gzipped less per game than
// esbuild's minifier alone), chaining the source maps.
import { build } from 'esbuild';
import { minify } from 'terser';
import ts from 'typescript';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameRegistry } from './registry.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// `--outdir <dir>` writes elsewhere (to measure without touching dist/cdn).
const outArg = process.argv.indexOf('--outdir');
const outdir = outArg > 0 ? resolve(process.argv[outArg + 1]) : `${root}dist/cdn`;
// `--only a,b` builds only those files (and every chunk), to measure one change quickly.
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1].split(',') : undefined;

/**
 * File name (without .js) -> entry module, for every game of the registry (packages/core/src/registry.ts):
 * - `<id>.js`: the game's `src/<id>/cdn.ts` where it has one (Wikingerschafe's: its index.ts but the scoring
 *   element, a lazy part, see LAZY_PARTS), else its `src/<id>/index.ts`;
 * - a game's worker, `<id>.worker.js` from `src/<id>/<id>.worker.ts` where it has one (every physics game; a rules
 *   game whose strongest bot, `search`, thinks there), which its element starts from beside its file (without it,
 *   the element runs the physics, or the search, on the main thread). Any of the game files finds it there
 *   (the one-game file, the all-in-one, the loader's folder); a sibling file, not a blob: URL, so a CSP needs no
 *   `worker-src blob:`;
 * - `viking-games.js`, every game, and `loader.js`.
 */
export const CDN_FILES = {
  ...Object.fromEntries(gameRegistry.map(({ id }) => [id, existsSync(`${root}src/${id}/cdn.ts`) ? `src/${id}/cdn.ts` : `src/${id}/index.ts`])),
  'viking-games': 'src/index.ts',
  loader: 'src/loader.ts',
  ...Object.fromEntries(
    gameRegistry
      .filter((game) => game.physics || existsSync(`${root}src/${game.id}/${game.id}.worker.ts`))
      .map(({ id }) => [`${id}.worker`, `src/${id}/${id}.worker.ts`]),
  ),
};

/**
 * Modules a game imports only when needed, each built as one file in chunks/ so every game file stays whole
 * and loads nothing else up front:
 * - the German messages (`import('./x.messages.de.js')`, when `locale="de"`): each must import nothing at
 *   run time (types only; the build fails otherwise), so no code of the game file is loaded twice;
 * - a game's English rules in short and guided game's sentences (`import('./x.guide.js')`, with the dialogs or on
 *   "Learn to play", see `defineMessages`): text only, importing nothing, as the German messages;
 * - the save schemas (`import('./x.schema.js')` in core, when a board has a saved game to restore): each
 *   bundles what it needs (valibot and the kit's schema pieces, which no game file holds);
 * - a physics game's jobs on the main thread (`import('./<id>.physics-jobs.js')`, only where its worker cannot
 *   start): the physics engine and the bots' look-ahead, which its worker file holds too (the game's own file holds no physics engine);
 *   a rules game's search bot likewise (`import('./<id>.search-jobs.js')`: the search, which the game's file does not hold);
 * - a game's consistency checks (`import('./x.invariants.js')` in core, its `loadInvariants`: with the save
 *   schema, or when a rule threw): each bundles what it needs of the rules, a copy loaded only then;
 * - a game's guided first game (`import('./x.tutorial.js')` in core, its `loadTutorial`: on "Learn to play"): its
 *   script, with what its rules read of the game's (a copy), so that a board never started pays nothing for it.
 */
export const LAZY_MODULES = /\.de\.js$|\.guide\.js$|\.schema\.js$|\.(physics|search)-jobs\.js$|\.invariants\.js$|\.tutorial\.js$/;
/**
 * Parts of an element that it imports only when needed (`import('./x.js')` in our source, which the package's
 * dist keeps as it is): Wikingerschafe's scoring element (after the first move), every board's online play
 * (`shared/online.js`, with the Colyseus client, only for a board with a `server` attribute), every board's guided
 * first game's bubble (`shared/tutorial-controller.js`, on the first "Learn to play"), the rules games' search bot's
 * worker client (`shared/search-client.js`, on a search bot's first move) and every board's dialog element
 * (`shared/vg-dialog.js`: rules, New game, end screen, online's lobby; when one opens or the browser idles after the
 * first paint, see `loadDialogs`). Unlike {@link LAZY_MODULES}
 * they share the game file's code (Lit, the game's words and art, ...): a CDN file that reaches one is split by
 * esbuild and linked again by {@link buildSplitFile}, and each part becomes `chunks/<file>.<part>-<hash>.js`.
 */
export const LAZY_PARTS = /[\\/](wikingerschafe-scoring|online|tutorial-controller|search-client|vg-dialog)\.js$/;
/** The lazy modules that bundle their imports (see {@link LAZY_MODULES}). */
const SELF_CONTAINED = /\.schema\.ts$|\.(physics|search)-jobs\.ts$|\.invariants\.ts$|\.tutorial\.ts$/;

/**
 * Lets esbuild drop the parts of planck we never use (the other joints, the serializer: about 11 kB
 * gzipped). planck.mjs keeps them alive through its TypeScript-compiled classes (IIFEs marked only
 * `/** @class *\/`, which esbuild does not read as pure) and three top-level statements with side effects:
 * a table filled by assignments and two static fields set on `Serializer`. Marked pure and wrapped in pure
 * functions (same values, same order), they go when nothing reads them. Fails loudly when a planck update
 * changes the text.
 */
const planckTreeShaking = {
  name: 'planck-tree-shaking',
  setup(b) {
    b.onLoad({ filter: /[\\/]planck[\\/]dist[\\/]planck\.mjs$/ }, ({ path }) => {
      let source = readFileSync(path, 'utf8').replaceAll('/** @class */', '/* @__PURE__ */');
      const edits = [
        ['var Serializer = (\n', 'var Serializer = /* @__PURE__ */ (() => { var Serializer = (\n'],
        [
          'var worldSerializer = new Serializer({\n  rootClass: World\n});\nSerializer.fromJson = worldSerializer.fromJson;\nSerializer.toJson = worldSerializer.toJson;\n',
          'var worldSerializer = new Serializer({ rootClass: World }); Serializer.fromJson = worldSerializer.fromJson; Serializer.toJson = worldSerializer.toJson; return Serializer; })();\n',
        ],
        ['var DESERIALIZE_BY_TYPE_FIELD = (_a = {}, ', 'var DESERIALIZE_BY_TYPE_FIELD = /* @__PURE__ */ ((_a) => (_a = {}, '],
        ['_a[WheelJoint.TYPE] = WheelJoint, _a);', '_a[WheelJoint.TYPE] = WheelJoint, _a))();'],
      ];
      for (const [from, to] of edits) {
        if (source.split(from).length !== 2) throw new Error(`planck-tree-shaking: planck.mjs changed, not found once: ${JSON.stringify(from)}`);
        source = source.replace(from, to);
      }
      return { contents: source, loader: 'js' };
    });
  },
};

/**
 * The Colyseus client (in the online chunk, shared/online.ts) from its ES modules, not from the CommonJS build its
 * `browser` condition names (no tree shaking there: 43 kB gzipped instead of 35), and without the `ws` package,
 * which it uses only where there is no `globalThis.WebSocket` (Node).
 */
const colyseusForBrowser = {
  name: 'colyseus-for-browser',
  setup(b) {
    const esm = { 'colyseus.js': 'colyseus.js/build/esm/index.mjs', '@colyseus/schema': '@colyseus/schema/build/esm/index.mjs' };
    b.onResolve({ filter: /^(colyseus\.js|@colyseus\/schema)$/ }, ({ path }) => ({
      path: fileURLToPath(import.meta.resolve(`../../../node_modules/${esm[path]}`)),
    }));
    b.onResolve({ filter: /^ws$/ }, () => ({ path: 'ws', namespace: 'browser-websocket' }));
    b.onLoad({ filter: /.*/, namespace: 'browser-websocket' }, () => ({ contents: 'export default globalThis.WebSocket;', loader: 'js' }));
  },
};

/**
 * Minifies one literal part of a css`...` template, conservatively (no rule is moved or merged, so a `${...}`
 * hole between parts keeps its place and meaning): comments out, white space runs as one space, none around
 * `{ } ; , >` nor after a `:`, no `;` before `}`. A space before `:` stays (`.a :hover` is a descendant) and
 * quoted strings are left alone; a part with an unbalanced quote (a string around a hole) fails the build.
 */
export function squashCss(text, where) {
  const pieces = text.replace(/\/\*[\s\S]*?\*\//g, '').split(/('[^'\n]*'|"[^"\n]*")/);
  for (let i = 0; i < pieces.length; i += 2) {
    if (/['"]/.test(pieces[i])) throw new Error(`template-whitespace: a quote around a \${...} hole in a css template (${where})`);
    pieces[i] = pieces[i]
      .replace(/\s+/g, ' ')
      .replace(/ ?([{};,>]) ?/g, '$1')
      .replace(/: /g, ':')
      .replace(/;}/g, '}')
      .replace(/ !important/g, '!important')
      .replace(/([^\w.-])0\.(\d)/g, '$1.$2');
  }
  return pieces.join('');
}

/**
 * Squashes the indentation inside our Lit templates (html`...`, css`...`, svg`...`): each run of white
 * space with a line break becomes one space, which renders the same (no template of ours holds <pre>,
 * <textarea> or `white-space: pre`); css`...` parts are minified further ({@link squashCss}). Only the
 * literal text changes, never a `${...}` expression.
 * (Measured instead, 2026-12: minify-literals 1.0.10, i.e. clean-css and html-minifier-terser. Its css`` output is
 * larger than squashCss's: it keeps `0.6rem` in logical properties and the spaces in custom properties and var()
 * fallbacks, skips the declaration-only templates (darkTheme's) and every file that mentions unsafeCSS. Its html``,
 * with keepClosingSlash (without it `<stop />` in svg`` art loses its slash and the gradients vanish), inline custom
 * elements and unquoted attributes, saved only 0.13 to 0.16 kB gzipped a game file: not worth 14 packages and
 * markup rewritten around Lit's bindings.)
 */
const templateWhitespace = {
  name: 'template-whitespace',
  setup(b) {
    // The all-in-one exports <vg-dialog> (src/shared/index.ts), so the board's import() of it there would only split
    // the file into more linked pieces (0.64 kB gzipped more, measured): it stays the module already loaded.
    const allInOne = Object.keys(b.initialOptions.entryPoints ?? {}).includes('viking-games');
    b.onLoad({ filter: /[\\/]packages[\\/]ui[\\/]src[\\/].*\.ts$/ }, ({ path }) => {
      let text = readFileSync(path, 'utf8');
      if (allInOne && path.endsWith('board-chrome-controller.ts')) {
        if (!text.includes("import('./vg-dialog.js')")) throw new Error(`${path}: its import('./vg-dialog.js') is gone; see template-whitespace`);
        text = text.replace("import('./vg-dialog.js')", 'Promise.resolve()');
      }
      const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
      const parts = []; // [start, end) of each literal text of a Lit template
      const visit = (node) => {
        if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && ['html', 'css', 'svg'].includes(node.tag.text)) {
          const tpl = node.template;
          const css = node.tag.text === 'css';
          if (ts.isNoSubstitutionTemplateLiteral(tpl)) parts.push([tpl.getStart() + 1, tpl.end - 1, css]);
          else {
            parts.push([tpl.head.getStart() + 1, tpl.head.end - 2, css]);
            for (const span of tpl.templateSpans) parts.push([span.literal.getStart() + 1, span.literal.end - (ts.isTemplateTail(span.literal) ? 1 : 2), css]);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
      let out = '';
      let at = 0;
      for (const [start, end, css] of parts.sort((x, y) => x[0] - y[0])) {
        const literal = text.slice(start, end).replace(/[ \t]*\n\s*/g, ' ');
        let squashed = literal;
        if (css) {
          squashed = squashCss(literal, `${path}:${file.getLineAndCharacterOfPosition(start).line + 1}`);
          // White space at the ends of a css`...` template (not next to a hole) goes too.
          if (text[start - 1] === '`') squashed = squashed.trimStart();
          if (text[end] === '`') squashed = squashed.trimEnd();
        }
        out += text.slice(at, start) + squashed;
        at = end;
      }
      return { contents: out + text.slice(at), loader: 'ts' };
    });
  },
};

/**
 * esbuild options of one CDN file (also used by tools/size-report.mjs for its module breakdown).
 * @param chunks lazily imported module (absolute .ts path) -> its file name in chunks/
 * @param split true: a {@link LAZY_PARTS} import is left to esbuild's code splitting; false: it stays an
 *   import of `./chunks/<part>.js`, out of the file (as in the built file; what a size report wants)
 */
export function cdnOptions(name, entry, chunks = new Map(), split = false) {
  return {
    absWorkingDir: root,
    entryPoints: { [name]: entry },
    outdir,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    legalComments: 'eof',
    // Our packages from source (no build order between core and ui); `module` picks XState's ES build.
    conditions: ['@viking-games/source', 'module'],
    tsconfig: `${root}tsconfig.build.json`,
    logLevel: 'warning',
    plugins: [
      planckTreeShaking,
      templateWhitespace,
      colyseusForBrowser,
      {
        name: 'lazy-chunks',
        setup(b) {
          b.onResolve({ filter: LAZY_MODULES }, ({ path, kind, resolveDir }) => {
            if (kind !== 'dynamic-import') return undefined;
            const source = join(resolveDir, path.replace(/\.js$/, '.ts'));
            const file = chunks.get(source);
            return file ? { path: `./chunks/${file}`, external: true } : { errors: [{ text: `${path}: not built as a chunk (see LAZY_MODULES)` }] };
          });
          b.onResolve({ filter: LAZY_PARTS }, ({ path, kind }) =>
            kind === 'dynamic-import' && !split ? { path: `./chunks/${basename(path)}`, external: true } : undefined,
          );
        },
      },
    ],
  };
}

/** Builds the lazily imported modules into chunks/ (name-hash.js); returns source path -> file name. */
async function buildChunks(sources) {
  const chunks = new Map();
  for (const source of sources) {
    const result = await build({
      absWorkingDir: root,
      entryPoints: [source],
      outdir: `${outdir}/chunks`,
      entryNames: '[name]-[hash]',
      bundle: true,
      format: 'esm',
      target: 'es2022',
      minify: true,
      sourcemap: 'external',
      write: false,
      tsconfig: `${root}tsconfig.build.json`,
      logLevel: 'warning',
      conditions: ['@viking-games/source', 'module'],
      plugins: SELF_CONTAINED.test(source)
        ? [planckTreeShaking]
        : [
            {
              name: 'imports-nothing',
              setup(b) {
                b.onResolve({ filter: /.*/ }, ({ path, kind }) =>
                  kind === 'entry-point' ? undefined : { errors: [{ text: `${path}: a lazily loaded module may import types only` }] },
                );
              },
            },
          ],
    });
    const js = result.outputFiles.find((f) => f.path.endsWith('.js'));
    chunks.set(source, basename(js.path));
    await writeMinified(result.outputFiles);
  }
  return chunks;
}

/**
 * Runs terser over esbuild's output files and writes each .js, with no source map: the package ships none
 * (issue 25, 7). Maps without their sources pointed at TypeScript the package does not hold, and with their
 * sources (terser's includeSources) the script-tag maps came to 12 MB, four times the files they describe.
 */
async function writeMinified(outputFiles) {
  for (const file of outputFiles.filter((f) => f.path.endsWith('.js'))) {
    const out = await minify(file.text, {
      module: true,
      ecma: 2020,
      compress: { passes: 2 },
      format: { comments: /^!|@license|@preserve/ },
    });
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, out.code);
  }
}

/**
 * Builds a CDN file that imports {@link LAZY_PARTS}: esbuild splits it (the file, each part, and chunks of the
 * code they share), then this links it again so the file stays whole and each part takes the shared code from
 * the file that loads it, never by URL (a file loaded twice, as `x.js` and `x.js?v=2`, is not loaded a third
 * time by its part):
 * - every shared chunk is bundled back into the file (code shared only by parts too: it is small) and ends with
 *   `export const __vgShared = { ... }`, the bindings the parts import from it;
 * - each part becomes `export default (shared) => ...`, its body inside, run once, returning its exports;
 * - the file's `import('./part.js')` becomes `import('./chunks/<file>.<part>-<hash>.js').then((m) => m.default(shared))`,
 *   `shared` holding each chunk's bindings (`{ s0: {...}, s1: {...} }`).
 * The first pass is not minified (its text is edited line for line, its inline source maps chained); the
 * second minifies. Fails on a shape it does not know (an import of a part from a shared chunk, a part's
 * import it cannot read).
 * @returns esbuild output files (`.js` and `.js.map` for the file and each part) for {@link writeMinified}
 */
async function buildSplitFile(name, entry, chunks) {
  const first = await build({
    ...cdnOptions(name, entry, chunks, true),
    splitting: true,
    minify: false,
    sourcemap: 'inline',
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    write: false,
  });
  const texts = new Map(first.outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => [f.path, f.text]));
  const mainPath = resolve(outdir, `${name}.js`);
  const outputs = Object.entries(first.metafile.outputs)
    .filter(([path]) => path.endsWith('.js'))
    .map(([path, out]) => [resolve(root, path), out]);
  const shared = outputs.filter(([path, out]) => !out.entryPoint && path !== mainPath).map(([path]) => path);
  const parts = outputs.filter(([path, out]) => out.entryPoint && path !== mainPath).map(([path]) => path);
  const fail = (text) => {
    throw new Error(`${name}: ${text}`);
  };
  /** Replaces a match by text of as many lines, so the inline source map still fits the lines after it. */
  const sameLines = (match, text) => text + '\n'.repeat(Math.max(0, match.split('\n').length - text.split('\n').length));
  const specs = (list) =>
    list
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)
      .map((spec) => spec.split(/\s+as\s+/));
  const mapAt = (text) => text.lastIndexOf('\n//# sourceMappingURL=');

  // Each part: its imports from the shared chunks become the parameters of its body.
  const needed = shared.map(() => new Set()); // per shared chunk, the names parts import
  const partFiles = new Map(); // first-pass path -> final file name in chunks/
  const out = [];
  for (const path of parts) {
    let text = texts.get(path);
    const bindings = shared.map(() => []);
    text = text.replace(/^import\s*(\{[^}]*\})?\s*(?:from\s*)?"([^"]+)";\n/gm, (match, names, from) => {
      const k = shared.indexOf(resolve(dirname(path), from));
      if (k < 0) fail(`${basename(path)} imports ${from}, which is not a shared chunk`);
      for (const [exported, local = exported] of specs((names ?? '{}').slice(1, -1))) {
        needed[k].add(exported);
        bindings[k].push(exported === local ? exported : `${exported}: ${local}`);
      }
      return sameLines(match, '');
    });
    let exports = '';
    text = text.replace(/^export\s*\{([^}]*)\};\n/m, (match, names) => {
      exports = specs(names)
        .map(([local, exported = local]) => (exported === local ? local : `${exported}: ${local}`))
        .join(', ');
      return sameLines(match, '');
    });
    if (/^(import|export)\b/m.test(text)) fail(`${basename(path)}: an import or export the linker does not handle`);
    const params = bindings.map((b, k) => `s${k}: { ${b.join(', ')} }`).join(', ');
    text = `let linked; export default (shared) => (linked ??= (({ ${params} }) => { ${text.slice(0, mapAt(text))}\nreturn { ${exports} };\n})(shared));${text.slice(mapAt(text))}`;
    // Its lazy modules' paths, written for the file at the top of dist/cdn, now from inside chunks/.
    text = text.replaceAll('import("./chunks/', 'import("./');
    const result = await build({ ...secondPass(path, text), outfile: `${outdir}/chunks/part.js` });
    const js = result.outputFiles.find((f) => f.path.endsWith('.js'));
    const file = `${name}.${basename(path, '.js').replace(/-[A-Z0-9]{8}$/, '')}-${createHash('sha256').update(js.text).digest('hex').slice(0, 8)}.js`;
    partFiles.set(path, file);
    for (const f of result.outputFiles) out.push({ path: f.path.replace(/part\.js/, file), text: f.text });
  }

  // The shared chunks: each ends with the bindings the parts take from it.
  const sources = new Map();
  shared.forEach((path, k) => {
    const text = texts.get(path);
    const exported = new Map();
    for (const [, names] of text.matchAll(/^export\s*\{([^}]*)\};?$/gm)) for (const [local, as = local] of specs(names)) exported.set(as, local);
    const shape = [...needed[k]].map((n) => (exported.has(n) ? `${n}: ${exported.get(n)}` : fail(`shared chunk ${k} has no export ${n}`))).join(', ');
    if (/import\("[^"]+"\)/.test(text) && [...text.matchAll(/import\("([^"]+)"\)/g)].some(([, from]) => partFiles.has(resolve(dirname(path), from)))) {
      fail(`a part is imported from shared chunk ${k}; buildSplitFile links imports of parts in the file only`);
    }
    sources.set(path, `${text.slice(0, mapAt(text))}\nexport const __vgShared = { ${shape} };${text.slice(mapAt(text))}`);
  });
  // The file: it takes every shared chunk in, and each import of a part links it.
  const holders = shared.map((path, k) => `import { __vgShared as __vgS${k} } from "./${relative(outdir, path)}"; `).join('');
  const main = `${holders}const __vgShared = { ${shared.map((_, k) => `s${k}: __vgS${k}`).join(', ')} }; ${texts
    .get(mainPath)
    .replace(/import\("([^"]+)"\)/g, (match, from) => {
      const file = partFiles.get(resolve(dirname(mainPath), from));
      return file ? `import("./chunks/${file}").then((m) => m.default(__vgShared))` : match;
    })}`;
  sources.set(mainPath, main);
  const result = await build({ ...secondPass(mainPath, main, sources), outfile: mainPath });
  return [...out, ...result.outputFiles];
}

/** esbuild options of {@link buildSplitFile}'s second pass: bundles `text` (at `path`) with the first pass's other files, minified. */
function secondPass(path, text, sources = new Map()) {
  return {
    stdin: { contents: text, sourcefile: path, resolveDir: dirname(path), loader: 'js' },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    legalComments: 'eof',
    sourcemap: 'external',
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'first-pass',
        setup(b) {
          b.onResolve({ filter: /.*/ }, ({ path: from, resolveDir }) => {
            const target = resolve(resolveDir, from);
            if (sources.has(target) && target !== path) return { path: target, namespace: 'first-pass' };
            return { path: from, external: true };
          });
          b.onLoad({ filter: /.*/, namespace: 'first-pass' }, ({ path: from }) => ({ contents: sources.get(from), loader: 'js', resolveDir: dirname(from) }));
        },
      },
    ],
  };
}

/** Builds every CDN file into dist/cdn/ (each .js with its linked .js.map), the lazy modules into dist/cdn/chunks/. */
async function buildAll() {
  rmSync(outdir, { recursive: true, force: true });
  const lazy = [`${root}src`, `${root}../core/src`].flatMap((dir) =>
    readdirSync(dir, { recursive: true })
      .filter((path) => LAZY_MODULES.test(path.replace(/\.ts$/, '.js')))
      .map((path) => resolve(dir, path)),
  );
  const chunks = await buildChunks(lazy);
  for (const [name, entry] of Object.entries(CDN_FILES).filter(([name]) => !only || only.includes(name))) {
    const result = await build({ ...cdnOptions(name, entry, chunks), sourcemap: 'external', write: false, metafile: true });
    const parts = Object.values(result.metafile.outputs).some((out) => out.imports.some((i) => i.external && LAZY_PARTS.test(i.path)));
    // (The all-in-one holds the parts anyway, as it exports them: split, its parts are a few bytes each; left to
    // esbuild as inline import()s, the modules they reach would be wrapped in lazy initialisers, 1.5 kB more.)
    await writeMinified(parts ? await buildSplitFile(name, entry, chunks) : result.outputFiles);
  }
  console.log(
    `cdn: ${Object.keys(CDN_FILES)
      .filter((name) => !only || only.includes(name))
      .map((name) => `${name}.js`)
      .join(', ')} and ${chunks.size} lazy chunks -> ${relative(process.cwd(), outdir) || '.'}/`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildAll();
