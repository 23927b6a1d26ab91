// @web/test-runner in the system Chromium: ui's browser tests (Lit elements, workers). Core's tests are pure
// TypeScript and run in Node (packages/core/.mocharc.json).
// No test tool downloads a browser: tools/find-chrome.mjs locates the one on this machine.
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findChrome, chromeArgs } from './tools/find-chrome.mjs';
import { fileTimesReporter } from './tools/wtr-file-times.mjs';

const executablePath = findChrome();
if (!executablePath) {
  console.error('No Chromium found. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH.');
  process.exit(1);
}

/** CDP sessions by test session, for the page-commands plugin. */
const cdpSessions = {};

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
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: fileURLToPath(new URL('./tsconfig.base.json', import.meta.url)) }),
    // executeServerCommand('screenshot', { x, y, width, height }): the page's pixels there as a base64 PNG, for
    // tests that compare what is drawn (e.g. states under forced colours), not what the styles say.
    // executeServerCommand('media-features', [{ name: 'forced-colors', value: 'active' }]): CDP's
    // Emulation.setEmulatedMedia (emulateMedia of @web/test-runner-commands leaves forced-colors alone here).
    {
      name: 'page-commands',
      async executeCommand({ command, payload, session }) {
        if (command !== 'screenshot' && command !== 'media-features') return undefined;
        const page = session.browser.getPage(session.id);
        if (command === 'screenshot') return page.screenshot({ clip: payload, encoding: 'base64' });
        // The session stays open: an emulation ends with the session that set it.
        const cdp = (cdpSessions[session.id] ??= await page.createCDPSession());
        await cdp.send('Emulation.setEmulatedMedia', { features: payload });
        return true;
      },
    },
  ],
  // The usual report, then the slowest files' times (where the suite's minutes go).
  reporters: [defaultReporter(), fileTimesReporter()],
  browsers: [chromeLauncher({ launchOptions: { executablePath, args: chromeArgs() } })],
  // One test file at a time. Tried with 2 (shared and Wikingerschafe files, 2 cores): the second page runs as a
  // background tab, hidden, where no animation frame comes and bots wait for their board to be seen, so
  // embedding.test.ts never finished (300 s timeout) where one at a time took 82 s for all 17 files. npm test runs
  // another task beside this suite instead (Nx --parallel=2).
  concurrency: 1,
  concurrentBrowsers: 1,
  browserStartTimeout: 60000,
  testsFinishTimeout: 300000,
  testFramework: { config: { timeout: 20000 } },
};
