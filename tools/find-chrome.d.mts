/** The path of a Chromium-family browser (CHROME_PATH, else /usr/bin/chromium, else a local Chrome), or undefined. */
export function findChrome(): string | undefined;
/** Flags for headless runs on a closed network; `--no-sandbox` when running as root. */
export function chromeArgs(): string[];
