// The size budgets of the script-tag files in packages/ui/dist/cdn (after `npm run build -w @viking-games/ui`):
// size-limit checks each file, gzipped, against /.size-limit.mjs (each game's budgets are in its folder,
// packages/ui/src/<id>/size-budget.json; the budgets: a rules game at most 45 kB, a physics game at most
// 95 kB; every file is held near today's size, a ratchet until it reaches its budget), and this script checks that
// planck is only in the physics workers and none of the files a page loads first. Exits 1 when either fails.
//   node packages/ui/scripts/check-size.mjs            the check (`npm test` runs it)
//   node packages/ui/scripts/check-size.mjs --report   also what fills each file (`npm run size`): its largest modules
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gameRegistry } from './registry.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const cdn = `${root}packages/ui/dist/cdn/`;
/**
 * Files that must not carry the physics engine (the physics boards send every move resolved by their worker, or
 * by their lazily loaded physics chunk where no worker starts), and those that must (so the check can see it at all).
 */
const WITHOUT_PLANCK = [...gameRegistry.map(({ id }) => `${id}.js`), 'viking-games.js', 'loader.js'];
const WITH_PLANCK = gameRegistry.filter((game) => game.physics).map(({ id }) => `${id}.worker.js`);
/** planck's own strings that survive minification (a joint type name and its license note). */
const hasPlanck = (text) => text.includes('revolute-joint') || /planck/i.test(text);

if (!existsSync(`${cdn}loader.js`)) {
  console.error('check-size: packages/ui/dist/cdn is missing; run `npm run build -w @viking-games/ui` first');
  process.exit(1);
}

if (process.argv.includes('--report')) await report();

// size-limit reads /.size-limit.mjs (the root package lists its plugin).
const sizeLimit = spawnSync(`${root}node_modules/.bin/size-limit`, [], { cwd: root, stdio: 'inherit' });
let failed = sizeLimit.status !== 0;
for (const file of [...WITHOUT_PLANCK, ...WITH_PLANCK]) {
  const planck = hasPlanck(readFileSync(`${cdn}${file}`, 'utf8'));
  if (planck !== WITH_PLANCK.includes(file)) {
    failed = true;
    console.error(`check-size: ${file} ${planck ? 'contains planck (only the physics games may)' : 'lacks planck (the check cannot see it)'}`);
  }
}
console.log(failed ? 'check-size: FAILED' : `check-size: within budget; planck only in ${WITH_PLANCK.join(', ')}`);
process.exit(failed ? 1 : 0);

/** Prints the largest modules of each CDN file: bytes of esbuild-minified output, before terser and gzip. */
async function report() {
  const { build } = await import('esbuild');
  const { CDN_FILES, cdnOptions } = await import('./build-cdn.mjs');
  const anyChunk = { get: () => 'lazy.js' };
  for (const [name, entry] of Object.entries(CDN_FILES)) {
    if (name === 'loader') continue;
    const result = await build({ ...cdnOptions(name, entry, anyChunk), write: false, metafile: true, logLevel: 'error' });
    const [, output] = Object.entries(result.metafile.outputs).find(([path]) => path.endsWith(`${name}.js`));
    const groups = new Map();
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const group = path.includes('node_modules/')
        ? path.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
        : path.replace(/^.*?packages\/|^(\.\.\/)+/, '').replace(/\/src\//, '/');
      groups.set(group, (groups.get(group) ?? 0) + bytesInOutput);
    }
    const top = [...groups].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(`\n${name}.js: ${(output.bytes / 1000).toFixed(1)} kB minified by esbuild; largest parts (kB):`);
    for (const [group, bytes] of top) console.log(`  ${(bytes / 1000).toFixed(1).padStart(6)}  ${group}`);
  }
  console.log('');
}
