// `npm test`: every project's typecheck, lint and test through Nx, two tasks at a time (the machines have two
// cores), then each task's time and the whole run's. The times come from Nx's own task profile (NX_PROFILE),
// so they are the times Nx measured for the tasks it ran; a task read from the Nx cache shows as "cached".
// Arguments go on to Nx: `npm test -- --projects=@viking-games/core`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const profile = join('.nx', 'test-profile.json');
rmSync(join(root, profile), { force: true });

const started = Date.now();
const nx = spawnSync('npx', ['nx', 'run-many', '-t', 'typecheck', 'lint', 'test', '--outputStyle=stream', '--parallel=2', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NX_PROFILE: profile },
});
const seconds = (Date.now() - started) / 1000;

/** 75 -> "1m 15s". */
const clock = (s) => (s >= 60 ? `${Math.floor(s / 60)}m ${String(Math.round(s % 60)).padStart(2, '0')}s` : `${s.toFixed(1)}s`);

if (existsSync(join(root, profile))) {
  /** @type {{ name: string, ph: string, ts: number, dur: number, args?: { status?: string } }[]} */
  const events = JSON.parse(readFileSync(join(root, profile), 'utf8'));
  const tasks = events.filter((e) => e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const first = Math.min(...tasks.map((t) => t.ts));
  const width = Math.max(...tasks.map((t) => t.name.length));
  console.log('\nTask times (start after the first task, duration; two run at a time):');
  for (const t of tasks) {
    const status = t.args?.status ?? '';
    const note = status === 'success' ? '' : `  ${status.includes('cache') ? 'cached' : status}`;
    console.log(`  ${t.name.padEnd(width)}  at ${clock((t.ts - first) / 1e6).padStart(7)}  took ${clock(t.dur / 1e6).padStart(7)}${note}`);
  }
}
if (existsSync(join(root, profile))) {
  // The count of tasks in the plain closing form a CI reads ("tasks: N passed, N failed").
  const tasks = JSON.parse(readFileSync(join(root, profile), 'utf8')).filter((e) => e.ph === 'X');
  const failed = tasks.filter((t) => !['success', 'local-cache', 'local-cache-kept-existing', 'remote-cache'].includes(t.args?.status ?? 'success')).length;
  console.log(`npm test: ${clock(seconds)} in all, ${nx.status === 0 ? 'passed' : 'FAILED'}`);
  console.log(`tasks: ${tasks.length - failed} passed, ${failed} failed`);
} else console.log(`npm test: ${clock(seconds)} in all, ${nx.status === 0 ? 'passed' : 'FAILED'}`);
process.exit(nx.status ?? 1);
