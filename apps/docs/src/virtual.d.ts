/** packages/ui/custom-elements.json, or null when `npm run analyze` has not been run (see vite.config.ts). */
declare module 'virtual:custom-elements' {
  import type { Manifest } from './api-table.js';
  const manifest: Manifest | null;
  export default manifest;
}
