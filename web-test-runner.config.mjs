// @web/test-runner in the system Chromium: ui's browser tests (Lit elements, workers). Core's tests are pure
// TypeScript and run in Node (packages/core/.mocharc.json).
// No test tool downloads a browser: tools/find-chrome.mjs locates the one on this machine.
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findChrome, chromeArgs } from './tools/find-chrome.mjs';

const executablePath = findChrome();
if (!executablePath) {
  console.error('No Chromium found. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH.');
  process.exit(1);
}

export default {
  nodeResolve: { exportConditions: ['@viking-games/source', 'browser', 'development'] },
  // The workspace root, wherever the runner is started from (each package's `test` runs in its own folder).
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  // A module worker is started by URL (`new Worker(new URL('./x.worker.js', import.meta.url))`), not imported:
  // serve its TypeScript source for the .js name, as an import of x.worker.js would get.
  middleware: [
    async (context, next) => {
      if (context.path.endsWith('.worker.js')) {
        const source = fileURLToPath(new URL(`.${context.path.replace(/\.js$/, '.ts')}`, import.meta.url));
        if (existsSync(source)) context.path = context.path.replace(/\.js$/, '.ts');
      }
      await next();
    },
  ],
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: fileURLToPath(new URL('./tsconfig.base.json', import.meta.url)) })],
  browsers: [chromeLauncher({ launchOptions: { executablePath, args: chromeArgs() } })],
  concurrency: 1,
  concurrentBrowsers: 1,
  browserStartTimeout: 60000,
  testsFinishTimeout: 300000,
  testFramework: { config: { timeout: 20000 } },
};
