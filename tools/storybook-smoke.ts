/**
 * Storybook smoke test: loads every story of the built Storybook (dist/storybook, from
 * `npm run build-storybook`) in the system Chromium and fails on a story that throws, logs an error,
 * or renders nothing. Run by the tools project's `test` target after the build.
 *
 *   npx tsx tools/storybook-smoke.ts [dist/storybook]
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { chromeArgs, findChrome } from './find-chrome.mjs';

const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2', '.ico': 'image/x-icon',
};

async function main(): Promise<void> {
  const dir = process.argv[2] ?? 'dist/storybook';
  if (!existsSync(join(dir, 'index.json'))) throw new Error(`${dir}/index.json not found: run npm run build-storybook first`);
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROME_PATH');

  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(dir, path.endsWith('/') ? `${path}index.html` : path));
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as { entries: Record<string, { id: string; type: string; title: string; name: string }> };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const browser = await chromium.launch({ executablePath, args: chromeArgs().filter((a) => !a.startsWith('--headless')) });
  const failures: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    for (const story of stories) {
      const errors: string[] = [];
      const onConsole = (message: { type(): string; text(): string }) => {
        // Failed requests are reported with their address by onResponse.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      };
      const onResponse = (response: { status(): number; url(): string }) => {
        if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) errors.push(`${response.status()} ${response.url()}`);
      };
      const onError = (error: Error) => errors.push(error.message);
      page.on('console', onConsole);
      page.on('pageerror', onError);
      page.on('response', onResponse);
      await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${story.id}&viewMode=story`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.querySelector('#storybook-root')?.children.length || document.querySelector('.sb-show-errordisplay'), null, { timeout: 15000 }).catch(() => undefined);
      await page.waitForTimeout(150);
      const shown = await page.evaluate(() => {
        const root = document.querySelector('#storybook-root');
        const failed = document.body.classList.contains('sb-show-errordisplay');
        const box = root?.getBoundingClientRect();
        return { failed, height: box?.height ?? 0 };
      });
      page.off('console', onConsole);
      page.off('pageerror', onError);
      page.off('response', onResponse);
      if (shown.failed) errors.push('Storybook shows its error display');
      if (shown.height < 10) errors.push('renders nothing');
      if (errors.length) failures.push(`${story.title} / ${story.name}: ${errors.join(' | ')}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  for (const failure of failures) console.error(failure);
  console.log(`storybook: ${stories.length - failures.length} passed, ${failures.length} failed`);
  if (failures.length) process.exitCode = 1;
}

await main();
