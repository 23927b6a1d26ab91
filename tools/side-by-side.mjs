// Runs shell commands side by side (the tools project's `test` target: a check that runs on one core beside a
// build that waits on the disk and its workers), then prints each one's output whole, in the order given, so the
// log reads as if they had run one after another. Exits 1 when any of them fails, after all have finished.
//
//   node tools/side-by-side.mjs 'command one && command two' 'command three'
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('side-by-side: no commands given');
  process.exit(2);
}

/** @returns {Promise<{ command: string, code: number, output: string, seconds: number }>} */
function run(command) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const done = (code) => resolve({ command, code, output, seconds: (performance.now() - started) / 1000 });
    child.on('error', (error) => done((output += `${error.message}\n`) && 1));
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const results = await Promise.all(commands.map(run));
for (const { command, code, output, seconds } of results) {
  console.log(`> ${command}`);
  process.stdout.write(output.endsWith('\n') || !output ? output : `${output}\n`);
  console.log(`side-by-side: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s: ${command}`);
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
