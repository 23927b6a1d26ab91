/**
 * What a publisher's audit says of a page that embeds a game: Lighthouse 12 (mobile, its simulated throttling)
 * against the system Chromium (started with a DevTools port), on the plain article of tools/bench-host.ts with
 * one game's script tag and board (on screen, above the text), beside the same article without it. Prints per
 * page the medians of `--runs` interleaved runs: Total Blocking Time and main-thread work (ms).
 *
 *   npm run bench:lighthouse -- [--runs 3] [--game viking-valley] [--cdn label=dir ...]
 */
import lighthouse from 'lighthouse';
import { arg, builds, gamePath, launch, median, ms, selectedGames, serve } from './bench-host.js';

async function audit(url: string, port: number): Promise<{ tbt: number; work: number }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const audits = result?.lhr.audits;
  if (!audits) throw new Error(`Lighthouse returned nothing for ${url}`);
  const runtimeError = result.lhr.runtimeError;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`);
  return { tbt: audits['total-blocking-time'].numericValue ?? NaN, work: audits['mainthread-work-breakdown'].numericValue ?? NaN };
}

async function main(): Promise<void> {
  const runs = Number(arg('runs', '3'));
  const port = Number(arg('port', '9333'));
  const list = builds();
  const games = selectedGames();
  const { server, origin } = await serve(list);
  const browser = await launch(port);
  const pages = [
    { name: 'text only', path: '/text.html' },
    ...games.flatMap((g) => list.map((b) => ({ name: `${b.label} ${g.id}`, path: gamePath(b.label, g.id) }))),
  ];
  const results = new Map<string, { tbt: number; work: number }[]>();
  try {
    for (let run = 0; run < runs; run++)
      for (const { name, path } of pages) results.set(name, [...(results.get(name) ?? []), await audit(`${origin}${path}`, port)]);
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`Lighthouse (mobile, simulated throttling), ${runs} interleaved runs, medians (${new Date().toISOString().slice(0, 10)}):`);
  console.log(`${'page'.padEnd(28)}  TBT ms  main-thread work ms`);
  for (const [name, r] of results) console.log(`${name.padEnd(28)} ${ms(median(r.map((x) => x.tbt)), 7)}  ${ms(median(r.map((x) => x.work)), 19)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
