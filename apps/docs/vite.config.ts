import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { gameRegistry } from '../../packages/core/src/registry.js';

const workspace = fileURLToPath(new URL('../../', import.meta.url));
const manifestPath = fileURLToPath(new URL('../../packages/ui/custom-elements.json', import.meta.url));

/** Runs `npm run analyze` (the workspace's analyzer config) once when the manifest is missing; quiet on failure. */
function ensureManifest(): void {
  if (existsSync(manifestPath)) return;
  spawnSync('npm', ['run', 'analyze', '--silent'], { cwd: workspace, stdio: 'ignore', timeout: 60_000 });
}

/**
 * `virtual:custom-elements/<tag>` is the declaration of the element `<tag>` from packages/ui/custom-elements.json
 * (written by `npm run analyze` at the root), cut to what the API tables show (see src/api-table.ts), or `null`
 * when the manifest has not been generated or lacks the tag: the page then shows a note instead of the tables.
 * One small module per game page (1-3 kB), not the whole manifest (about 450 kB of JavaScript to parse).
 */
function customElementsManifest(): Plugin {
  const prefix = 'virtual:custom-elements/';
  type Member = { kind: string; static?: boolean; privacy?: string };
  type Declaration = { tagName?: string; members?: Member[] } & Record<string, unknown>;
  return {
    name: 'custom-elements-manifest',
    resolveId: (source) => (source.startsWith(prefix) ? `\0${source}` : undefined),
    load(resolved) {
      if (!resolved.startsWith(`\0${prefix}`)) return undefined;
      const tag = resolved.slice(prefix.length + 1);
      ensureManifest();
      if (!existsSync(manifestPath)) return 'export default null;';
      this.addWatchFile(manifestPath);
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { modules: { declarations?: Declaration[] }[] };
      const element = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tag);
      if (!element) return 'export default null;';
      const { summary, attributes, members, events, cssParts, cssProperties } = element;
      const fields = members?.filter((m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public');
      return `export default ${JSON.stringify({ tagName: tag, summary, attributes, members: fields, events, cssParts, cssProperties })};`;
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
  // Lit's production build in `npm start` too: a reader trying the games sees no "Lit is in dev mode" in the console.
  resolve: { conditions: ['@viking-games/source', ...defaultClientConditions.map((c) => (c === 'development|production' ? 'production' : c))] },
  server: { host: 'localhost', port: 5173, strictPort: true, open: false },
  preview: { host: 'localhost', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        // A page per game of the registry: `<id>.html`.
        ...Object.fromEntries(gameRegistry.map(({ id }) => [id, fileURLToPath(new URL(`./${id}.html`, import.meta.url))])),
      },
    },
  },
  esbuild: { target: 'es2022' },
});
