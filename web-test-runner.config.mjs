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

/** Every enabled button in the page, shadow trees included (runs in the page: self-contained). */
const PAGE_BUTTONS = `(() => {
  const found = [];
  const visit = (node) => {
    for (const child of node.querySelectorAll('*')) {
      if (child instanceof HTMLButtonElement && !child.disabled) found.push(child);
      if (child.shadowRoot) visit(child.shadowRoot);
    }
  };
  visit(document);
  return found;
})()`;

/**
 * See the page-commands plugin's 'double-tap'. The presses go through CDP's Input.dispatchMouseEvent with the times a
 * quick finger would give them (the second press 150 ms after the first release), whatever the time the page took
 * to show the new button: a loaded machine cannot stretch the double tap, and the page reads the events' times as a
 * phone's would.
 */
async function doubleTap(page, [x, y]) {
  await page.evaluate(`(() => {
    window.__doubleTap = { before: new Set(${PAGE_BUTTONS}), ups: [], downs: [] };
    if (!window.__doubleTapHeard) {
      window.__doubleTapHeard = true;
      addEventListener('pointerup', (e) => window.__doubleTap?.ups.push(e.timeStamp), { capture: true });
      addEventListener('pointerdown', (e) => window.__doubleTap?.downs.push(e.timeStamp), { capture: true });
    }
  })()`);
  const cdp = await page.createCDPSession();
  const t0 = Date.now() / 1000;
  const press = (type, at, timestamp) =>
    cdp.send('Input.dispatchMouseEvent', { type, x: at[0], y: at[1], button: 'left', buttons: type === 'mousePressed' ? 1 : 0, clickCount: 1, timestamp });
  let found;
  try {
    await press('mousePressed', [x, y], t0);
    await press('mouseReleased', [x, y], t0 + 0.05);
    found = await page
      .waitForFunction(
        `(() => {
          const near = ${PAGE_BUTTONS}
            .filter((button) => !window.__doubleTap.before.has(button))
            .map((button) => {
              const box = button.getBoundingClientRect();
              const px = Math.round(Math.min(Math.max(${x}, box.left + 2), box.right - 2));
              const py = Math.round(Math.min(Math.max(${y}, box.top + 2), box.bottom - 2));
              return { x: px, y: py, distance: Math.hypot(px - ${x}, py - ${y}) };
            })
            .sort((a, b) => a.distance - b.distance)[0];
          return near ?? false;
        })()`,
        { polling: 'raf', timeout: 5000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    if (!found) return { distance: null, gap: null };
    await press('mousePressed', [found.x, found.y], t0 + 0.2);
    await press('mouseReleased', [found.x, found.y], t0 + 0.25);
  } finally {
    await cdp.detach();
  }
  const gap = await page.evaluate(`(() => {
    const { ups, downs } = window.__doubleTap;
    window.__doubleTap = undefined;
    return downs.length >= 2 && ups.length >= 1 ? downs[1] - ups[0] : null;
  })()`);
  return { distance: found.distance, gap };
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
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: fileURLToPath(new URL('./tsconfig.base.json', import.meta.url)) }),
    // executeServerCommand('screenshot', { x, y, width, height }): the page's pixels there as a base64 PNG, for
    // tests that compare what is drawn (e.g. states under forced colours), not what the styles say.
    // executeServerCommand('media-features', [{ name: 'forced-colors', value: 'active' }]): CDP's
    // Emulation.setEmulatedMedia (emulateMedia of @web/test-runner-commands leaves forced-colors alone here).
    // executeServerCommand('double-tap', { at: [x, y] }): a quick double tap as a finger makes it: a click at `at`,
    // then, once a button that was not there before shows (in any shadow tree), a second click on its nearest point
    // to `at`, the events timed 150 ms apart whatever the wait (see doubleTap). Returns { distance } (px from `at`,
    // or null when no new button came within 5 s) and { gap } (ms from the first click's pointerup to the second's
    // pointerdown, by the events' timeStamps as the page read them).
    {
      name: 'page-commands',
      async executeCommand({ command, payload, session }) {
        if (command !== 'screenshot' && command !== 'media-features' && command !== 'double-tap') return undefined;
        const page = session.browser.getPage(session.id);
        if (command === 'screenshot') return page.screenshot({ clip: payload, encoding: 'base64' });
        if (command === 'double-tap') return doubleTap(page, payload.at);
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
