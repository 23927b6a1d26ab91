/**
 * Loaded with `--import` into a server process the benchmark starts: measures the process's own CPU time
 * (`process.cpuUsage`) and event-loop delay (`perf_hooks.monitorEventLoopDelay`), and answers the benchmark on standard
 * input and output: a line `reset` starts a window, `read` reports it (`probe: {...}`). Not part of the server.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** What `read` answers. */
export interface ProbeReading {
  /** CPU time (user + system) used in the window, ms. */
  readonly cpuMs: number;
  /** Wall time of the window, ms. */
  readonly wallMs: number;
  /** Event-loop delay in the window, ms. */
  readonly delayP50: number;
  readonly delayP99: number;
  readonly delayMax: number;
  /** Heap in use at the end of the window, MB. */
  readonly heapMb: number;
}

const loaded = Symbol.for('viking-games.bench-probe');
// Once, even when the loader evaluates this module twice.
if (!(globalThis as Record<symbol, unknown>)[loaded]) {
  (globalThis as Record<symbol, unknown>)[loaded] = true;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let cpu = process.cpuUsage();
  let since = performance.now();
  let input = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    input += chunk;
    let end: number;
    while ((end = input.indexOf('\n')) >= 0) {
      const command = input.slice(0, end);
      input = input.slice(end + 1);
      if (command === 'reset') {
        delay.reset();
        cpu = process.cpuUsage();
        since = performance.now();
        process.stdout.write('probe: reset\n');
      } else if (command === 'read') {
        const used = process.cpuUsage(cpu);
        const reading: ProbeReading = {
          cpuMs: (used.user + used.system) / 1000,
          wallMs: performance.now() - since,
          delayP50: delay.percentile(50) / 1e6,
          delayP99: delay.percentile(99) / 1e6,
          delayMax: delay.max / 1e6,
          heapMb: process.memoryUsage().heapUsed / 2 ** 20,
        };
        process.stdout.write(`probe: ${JSON.stringify(reading)}\n`);
      }
    }
  });
  // Standard input does not keep the server alive by itself.
  process.stdin.unref();
}
