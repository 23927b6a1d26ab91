/**
 * Where a board's start-up goes (issue 27): loads each game's page (tools/bench-host.ts, the board only, phone, CPU
 * throttled 4x) under a Chromium trace and prints every main-thread task over 50 ms by the trace's thread clock (the
 * main thread's own time, not the time a loaded machine gave to other processes) with what fills it: compile, module
 * evaluation, script, style, layout (and what forced a layout of over 5 ms), paint, HTML parsing. Interleaves builds.
 *   npm run bench:start-trace -- [--runs 3] [--game id] [--cdn label=dir ...]
 */
import { builds, gamePath, launch, median, phone, selectedGames, serve, arg } from './bench-host.js';

/** A trace event (Chrome's trace event format), the fields read here. */
interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
type Ev = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  cat: string;
  args?: { name?: string; data?: { url?: string; functionName?: string }; beginData?: { stackTrace?: Frame[]; dirtyObjects?: number; totalObjects?: number } };
};

const KINDS: [string, RegExp][] = [
  ['compile', /^(v8\.compile|v8\.compileModule|CompileScript|v8\.parseOnBackground)/],
  ['evaluate', /^(EvaluateScript|v8\.evaluateModule)$/],
  ['script', /^(FunctionCall|TimerFire|FireAnimationFrame|RunMicrotasks|V8\.GC.*|MajorGC|MinorGC|HandlePostMessage|EventDispatch)$/],
  ['style', /^(UpdateLayoutTree|ParseAuthorStyleSheet|RecalculateStyles)$/],
  ['layout', /^(Layout|UpdateLayout)$/],
  ['paint', /^(Paint|PrePaint|Layerize|Commit|PaintImage|RasterTask|UpdateLayer|CompositeLayers)$/],
  ['parse', /^ParseHTML$/],
];

async function main(): Promise<void> {
  const runs = Number(arg('runs', '3'));
  const list = builds();
  const games = selectedGames();
  const { server, origin } = await serve(list);
  const browser = await launch();
  const rows = new Map<string, { longest: number[]; over: number[]; tasks: string[] }>();
  try {
    for (let run = 0; run < runs; run++)
      for (const game of games)
        for (const { label } of list) {
          const { context, page, cdp } = await phone(browser, 4);
          const events: Ev[] = [];
          cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as Ev[])));
          await cdp.send('Tracing.start', {
            categories:
              'devtools.timeline,disabled-by-default-devtools.timeline.stack,disabled-by-default-devtools.timeline,v8.execute,v8,toplevel,blink.user_timing',
            transferMode: 'ReportEvents',
          });
          await page.goto(`${origin}${gamePath(label, game.id, 1, 'only')}`);
          await page.waitForFunction(`document.querySelector('${game.tag}')?.hasUpdated`, null, { timeout: 60_000, polling: 100 });
          await page.waitForTimeout(3000);
          const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
          await cdp.send('Tracing.end');
          await done;
          await context.close();
          const main = events.find(
            (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
          );
          if (!main) throw new Error('no renderer main thread');
          const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
          const tops = mine.filter((e) => e.name === 'RunTask' && (e.tdur ?? 0) / 1000 > 50);
          const row = rows.get(`${label} ${game.id}`) ?? { longest: [], over: [], tasks: [] };
          row.longest.push(Math.max(0, ...tops.map((t) => (t.tdur ?? 0) / 1000)));
          row.over.push(tops.length);
          for (const t of tops) {
            const inside = mine.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0));
            const sums = new Map<string, number>();
            for (const [kind, re] of KINDS) {
              // Outermost events of this kind only (no double count of nested ones).
              const of = inside.filter((e) => re.test(e.name));
              const outer = of.filter(
                (e) => !of.some((o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && (o.dur ?? 0) > (e.dur ?? 0)),
              );
              sums.set(
                kind,
                outer.reduce((s, e) => s + (e.tdur ?? e.dur ?? 0) / 1000, 0),
              );
            }
            const firsts = inside
              .filter((e) => /EvaluateScript|v8.evaluateModule|FunctionCall|TimerFire|FireAnimationFrame|RunMicrotasks/.test(e.name))
              .slice(0, 3)
              .map(
                (e) =>
                  `${e.name}${e.args?.data?.url ? ':' + String(e.args.data.url).split('/').pop() : ''}${e.args?.data?.functionName ? ':' + e.args.data.functionName : ''}`,
              );
            for (const l of inside.filter((e) => e.name === 'Layout' && (e.tdur ?? e.dur ?? 0) > 5000)) {
              const stack = (l.args?.beginData?.stackTrace ?? [])
                .slice(0, 6)
                .map((f) => `${f.functionName}@${String(f.url).split('/').pop()}:${f.lineNumber}:${f.columnNumber}`);
              row.tasks.push(
                `    layout ${Math.round((l.tdur ?? l.dur ?? 0) / 1000)} ms, ${l.args?.beginData?.dirtyObjects}/${l.args?.beginData?.totalObjects} objects, forced by ${stack.join(' < ') || '(frame)'}`,
              );
            }
            row.tasks.push(
              `run ${run} ${Math.round((t.tdur ?? 0) / 1000)} ms @${Math.round((t.ts - mine[0].ts) / 1000)}: ${[...sums]
                .filter(([, v]) => v >= 1)
                .map(([k, v]) => `${k} ${Math.round(v)}`)
                .join(', ')}  [${firsts.join(' ')}]`,
            );
          }
          rows.set(`${label} ${game.id}`, row);
        }
  } finally {
    await browser.close();
    server.close();
  }
  for (const [name, r] of rows) {
    console.log(`${name}: longest ${Math.round(median(r.longest))} ms (thread time, median), tasks over 50 ms ${median(r.over)}`);
    for (const t of r.tasks) console.log(`  ${t}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
