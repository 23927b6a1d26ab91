import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const workspace = fileURLToPath(new URL('../../', import.meta.url));
const manifestPath = fileURLToPath(new URL('../../packages/ui/custom-elements.json', import.meta.url));

/** Runs `npm run analyze` (the workspace's analyzer config) once when the manifest is missing; quiet on failure. */
function ensureManifest(): void {
  if (existsSync(manifestPath)) return;
  spawnSync('npm', ['run', 'analyze', '--silent'], { cwd: workspace, stdio: 'ignore', timeout: 60_000 });
}

/**
 * `virtual:custom-elements` is packages/ui/custom-elements.json (written by `npm run analyze` at the root),
 * or `null` when it has not been generated: the page then shows a note instead of the API tables.
 */
function customElementsManifest(): Plugin {
  const id = 'virtual:custom-elements';
  return {
    name: 'custom-elements-manifest',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      ensureManifest();
      if (existsSync(manifestPath)) this.addWatchFile(manifestPath);
      const json = existsSync(manifestPath) ? readFileSync(manifestPath, 'utf8') : 'null';
      return `export default ${json};`;
    },
  };
}

/**
 * The site's icon (a Viking ship's sail), linked from every page's head so browsers do not ask for /favicon.ico.
 * A file (public/favicon.svg), not a data: URL, which `default-src 'self'` would block (img-src).
 */
function siteIcon(): Plugin {
  return {
    name: 'site-icon',
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }, injectTo: 'head' }],
  };
}

export default defineConfig({
  plugins: [customElementsManifest(), siteIcon()],
  // The workspace's packages from their TypeScript source (see the `@viking-games/source` export condition).
  resolve: { conditions: ['@viking-games/source', ...defaultClientConditions] },
  server: { host: 'localhost', port: 5173, strictPort: true, open: false },
  preview: { host: 'localhost', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        wikingerschafe: fileURLToPath(new URL('./wikingerschafe.html', import.meta.url)),
        'wilde-wikinger': fileURLToPath(new URL('./wilde-wikinger.html', import.meta.url)),
        'viking-seesaw': fileURLToPath(new URL('./viking-seesaw.html', import.meta.url)),
        'viking-valley': fileURLToPath(new URL('./viking-valley.html', import.meta.url)),
      },
    },
  },
  esbuild: { target: 'es2022' },
});
