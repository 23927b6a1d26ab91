/**
 * What the browser benchmarks share: their command-line flags, and a docs-site page opened in the system
 * Chromium, served by Vite's dev server (or from `--url`), with storage cleared and the game element defined.
 */
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { chromeArgs, findChrome } from './find-chrome.mjs';

/** The value after `--name` on the command line, or `fallback`. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/**
 * Opens `file` of the docs site (a 1200 x 900 viewport) once `tag` is defined.
 * @param port where the dev server listens when no `--url` is given (the next free one if taken)
 * @returns the page, and `close` for the browser and the server
 */
export async function openDocsPage(file: string, tag: string, port: number): Promise<{ page: Page; close: () => Promise<void> }> {
  let server: ViteDevServer | undefined;
  let url = arg('url', '');
  if (!url) {
    const root = fileURLToPath(new URL('../apps/docs/', import.meta.url));
    // No file watching and no HMR: an edit elsewhere in the worktree must not reload the page mid-measure.
    server = await createServer({ root, configFile: `${root}vite.config.ts`, logLevel: 'error', server: { port, strictPort: false, hmr: false, watch: null } });
    await server.listen();
    url = `${server.resolvedUrls!.local[0]}${file}`;
  }
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROME_PATH');
  const browser = await chromium.launch({ executablePath, args: chromeArgs() });
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  // tsx keeps function names with a helper the page does not have.
  await page.addInitScript('window.__name = (f) => f;');
  await page.goto(url);
  await page.evaluate(() => localStorage.clear());
  await page.goto(url);
  await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
  return {
    page,
    close: async () => {
      await browser.close();
      await server?.close();
    },
  };
}
