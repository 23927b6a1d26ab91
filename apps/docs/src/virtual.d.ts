/**
 * The declaration of one element from packages/ui/custom-elements.json, cut to what the API tables show, or null
 * when `npm run analyze` has not been run (see vite.config.ts).
 */
declare module 'virtual:custom-elements/*' {
  import type { Declaration } from './api-table.js';
  const declaration: Declaration | null;
  export default declaration;
}
