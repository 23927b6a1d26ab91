import { defineConfig } from 'vite';

/**
 * The one-script-tag bundle for site owners: every element with lit, xstate and the rules inlined,
 * written to packages/ui/dist/viking-games.js. `npm run build` at the root runs it.
 */
export default defineConfig({
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'viking-games.js' },
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
