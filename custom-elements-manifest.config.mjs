// @custom-elements-manifest/analyzer: the elements' JSDoc becomes packages/ui/custom-elements.json,
// read by Storybook's autodocs and the docs site's API tables, and the React/Vue typings generated
// from it (packages/ui/types/, see tools/framework-types.mjs).
import { readFileSync } from 'node:fs';
import { frameworkTypesPlugin, internalElementsPlugin } from './tools/framework-types.mjs';
import { packagePathsPlugin } from './tools/cem-package-paths.mjs';

/**
 * The manifest lists only modules the package ships: what ui's build leaves out (stories' helpers, test helpers,
 * fixtures, the script-tag entries), read from its tsconfig.build.json so the two lists cannot drift apart.
 */
const notShipped = JSON.parse(readFileSync(new URL('./packages/ui/tsconfig.build.json', import.meta.url), 'utf8')).exclude.map((glob) => `packages/ui/${glob}`);

export default {
  globs: ['packages/ui/src/**/*.ts'],
  exclude: ['**/*.test.ts', '**/*.stories.ts', '**/*.generated.ts', ...notShipped],
  outdir: 'packages/ui',
  litelement: true,
  dev: false,
  // Paths last: they name the package's built files (dist/), as the manifest ships in the package.
  plugins: [internalElementsPlugin(), frameworkTypesPlugin(), packagePathsPlugin()],
};
