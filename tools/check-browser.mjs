// `npm test` starts here: one clear line instead of a stack trace when no browser is installed.
import { findChrome } from './find-chrome.mjs';

if (!findChrome()) {
  const where = process.env.CHROME_PATH ? `CHROME_PATH=${process.env.CHROME_PATH} does not exist. ` : '';
  console.error(`${where}No Chromium found for the browser tests: run "apt-get install -y chromium" (Debian) or set CHROME_PATH to a Chrome/Chromium binary.`);
  process.exit(1);
}
