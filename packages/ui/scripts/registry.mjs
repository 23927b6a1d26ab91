// The games of packages/core/src/registry.ts for the build scripts, which run on plain Node (no TypeScript loader):
// the registry is plain data with no imports, so esbuild strips its types and it is imported from a data: URL.
import { transformSync } from 'esbuild';
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('../../core/src/registry.ts', import.meta.url), 'utf8');
const { code } = transformSync(source, { loader: 'ts', format: 'esm' });

/** @type {readonly import('../../core/src/registry.ts').GameEntry[]} */
export const { gameRegistry } = await import(`data:text/javascript,${encodeURIComponent(code)}`);
