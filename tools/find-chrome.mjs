// Finds the system Chromium for tests and screenshots: CHROME_PATH, else /usr/bin/chromium, else a local Chrome.
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** @returns {string | undefined} the path of a Chromium-family browser, or undefined when none is installed. */
export function findChrome() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/** Flags for headless runs on a closed network; `--no-sandbox` only when running as root (Chromium refuses otherwise). */
export function chromeArgs() {
  const args = [
    '--headless=new',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ];
  if (typeof process.getuid === 'function' && process.getuid() === 0) args.push('--no-sandbox');
  return args;
}
