// The script-tag files in dist/cdn/: one self-contained, minified ES module per game (Lit, XState and the
// rules inside; planck only in the physics games), the all-in-one `viking-games.js`, and `loader.js`,
// which imports a game's file when its tag first appears. Each file is built on its own so that no file
// needs another: a site owner may copy just the one they embed (with the `chunks/` folder beside it, which
// holds what a file loads only when needed: the German messages). `npm run build` runs this after tsc.
// esbuild bundles; terser then minifies each file once more (about 1.7 kB gzipped less per game than
// esbuild's minifier alone), chaining the source maps.
import { build } from 'esbuild';
import { minify } from 'terser';
import ts from 'typescript';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// `--outdir <dir>` writes elsewhere (to measure without touching dist/cdn).
const outArg = process.argv.indexOf('--outdir');
const outdir = outArg > 0 ? resolve(process.argv[outArg + 1]) : `${root}dist/cdn`;

/** File name (without .js) -> entry module. */
export const CDN_FILES = {
  wikingerschafe: 'src/wikingerschafe/index.ts',
  'wilde-wikinger': 'src/wilde-wikinger/index.ts',
  'viking-seesaw': 'src/viking-seesaw/index.ts',
  'viking-valley': 'src/viking-valley/index.ts',
  'viking-games': 'src/index.ts',
  loader: 'src/loader.ts',
  // See-Saw's physics worker, which its element starts from `./viking-seesaw.worker.js` beside its file
  // (without it, the element runs the physics on the main thread). Any of the game files finds it there
  // (the one-game file, the all-in-one, the loader's folder); a sibling file, not a blob: URL, so a CSP
  // needs no `worker-src blob:`.
  'viking-seesaw.worker': 'src/viking-seesaw/viking-seesaw.worker.ts',
  // Valley of the Vikings' physics worker, found the same way (`./viking-valley.worker.js` beside the file).
  'viking-valley.worker': 'src/viking-valley/viking-valley.worker.ts',
};

/**
 * Modules a game imports only when needed, each built as one file in chunks/ so every game file stays whole
 * and loads nothing else up front:
 * - the German messages (`import('./x.messages.de.js')`, when `locale="de"`): each must import nothing at
 *   run time (types only; the build fails otherwise), so no code of the game file is loaded twice;
 * - the save schemas (`import('./x.schema.js')` in core, when a board has a saved game to restore): each
 *   bundles what it needs (valibot and the kit's schema pieces, which no game file holds);
 * - a physics game's jobs on the main thread (`import('./viking-seesaw.physics-jobs.js')`,
 *   `import('./viking-valley.physics-jobs.js')`, only where its worker cannot start): the physics engine and
 *   the bots' look-ahead, which its worker file holds too (the game's own file holds no physics engine);
 * - a game's consistency checks (`import('./x.invariants.js')` in core, its `loadInvariants`: with the save
 *   schema, or when a rule threw): each bundles what it needs of the rules, a copy loaded only then.
 */
export const LAZY_MODULES = /\.de\.js$|\.schema\.js$|viking-(seesaw|valley)\.physics-jobs\.js$|\.invariants\.js$/;
/** The lazy modules that bundle their imports (see {@link LAZY_MODULES}). */
const SELF_CONTAINED = /\.schema\.ts$|viking-(seesaw|valley)\.physics-jobs\.ts$|\.invariants\.ts$/;

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
 */
const templateWhitespace = {
  name: 'template-whitespace',
  setup(b) {
    b.onLoad({ filter: /[\\/]packages[\\/]ui[\\/]src[\\/].*\.ts$/ }, ({ path }) => {
      const text = readFileSync(path, 'utf8');
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
 */
export function cdnOptions(name, entry, chunks = new Map()) {
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
      {
        name: 'lazy-chunks',
        setup(b) {
          b.onResolve({ filter: LAZY_MODULES }, ({ path, kind, resolveDir }) => {
            if (kind !== 'dynamic-import') return undefined;
            const source = join(resolveDir, path.replace(/\.js$/, '.ts'));
            const file = chunks.get(source);
            return file ? { path: `./chunks/${file}`, external: true } : { errors: [{ text: `${path}: not built as a chunk (see LAZY_MODULES)` }] };
          });
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

/** Runs terser over esbuild's output files and writes each .js with its chained .js.map. */
async function writeMinified(outputFiles) {
  const maps = new Map(outputFiles.filter((f) => f.path.endsWith('.map')).map((f) => [f.path, f.text]));
  for (const file of outputFiles.filter((f) => f.path.endsWith('.js'))) {
    const out = await minify(file.text, {
      module: true,
      ecma: 2020,
      compress: { passes: 2 },
      format: { comments: /^!|@license|@preserve/ },
      sourceMap: { content: maps.get(`${file.path}.map`), url: `${basename(file.path)}.map` },
    });
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, out.code);
    writeFileSync(`${file.path}.map`, out.map);
  }
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
  for (const [name, entry] of Object.entries(CDN_FILES)) {
    const result = await build({ ...cdnOptions(name, entry, chunks), sourcemap: 'external', write: false });
    await writeMinified(result.outputFiles);
  }
  console.log(`cdn: ${Object.keys(CDN_FILES).map((name) => `${name}.js`).join(', ')} and ${chunks.size} lazy chunks -> dist/cdn/`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildAll();
