// The script-tag files in dist/cdn/: one self-contained, minified ES module per game (Lit, XState and the
// rules inside; planck only in the physics games), the all-in-one `viking-games.js`, and `loader.js`,
// which imports a game's file when its tag first appears. Each file is built on its own so that no file
// needs another: a site owner may copy just the one they embed. `npm run build` runs this after tsc.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/cdn`;

/** File name (without .js) -> entry module. */
export const CDN_FILES = {
  wikingerschafe: 'src/wikingerschafe/index.ts',
  'wilde-wikinger': 'src/wilde-wikinger/index.ts',
  'viking-seesaw': 'src/viking-seesaw/index.ts',
  'viking-games': 'src/index.ts',
  loader: 'src/loader.ts',
};

rmSync(outdir, { recursive: true, force: true });
for (const [name, entry] of Object.entries(CDN_FILES)) {
  await build({
    absWorkingDir: root,
    entryPoints: { [name]: entry },
    outdir,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    sourcemap: 'linked',
    legalComments: 'eof',
    // Our packages from source (no build order between core and ui); `module` picks XState's ES build.
    conditions: ['@viking-games/source', 'module'],
    tsconfig: `${root}tsconfig.build.json`,
    logLevel: 'warning',
  });
}
console.log(`cdn: ${Object.keys(CDN_FILES).map((name) => `${name}.js`).join(', ')} -> dist/cdn/`);
