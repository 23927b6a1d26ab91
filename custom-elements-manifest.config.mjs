// @custom-elements-manifest/analyzer: the elements' JSDoc becomes packages/ui/custom-elements.json,
// read by Storybook's autodocs and the docs site's API tables, and the React/Vue typings generated
// from it (packages/ui/types/, see tools/framework-types.mjs).
import { frameworkTypesPlugin } from './tools/framework-types.mjs';
import { packagePathsPlugin } from './tools/cem-package-paths.mjs';

export default {
  globs: ['packages/ui/src/**/*.ts'],
  exclude: ['**/*.test.ts', '**/*.stories.ts', '**/*.generated.ts'],
  outdir: 'packages/ui',
  litelement: true,
  dev: false,
  // Paths last: they name the package's built files (dist/), as the manifest ships in the package.
  plugins: [frameworkTypesPlugin(), packagePathsPlugin()],
};
