// `npm start`: the docs site (Vite's dev server) and the game server together, one command. The docs site's
// "Online" choice plays on this server. Ctrl+C stops both. Arguments go to the docs site (`npm start -- --port 8080`),
// but `--server-port N` (default 2567), which goes to the game server. The docs site stopping stops both; the game
// server stopping (killed, crashed) does not stop the docs site: it is started again.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const children = [];

/**
 * Starts a child with its output passed through, each line prefixed; one ending stops the other. Each child leads a
 * process group of its own, stopped as a whole: `npx` does not pass a SIGTERM on, which left Vite running.
 */
function start(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
    });
  }
  const began = Date.now();
  child.on('exit', (code) => {
    console.log(`[${name}] stopped (${code ?? 'signal'})`);
    children.splice(children.indexOf(child), 1);
    // The game server gone (killed, crashed): the docs site keeps serving, and its boards say the server is away and
    // keep trying; it starts again (its rooms resume from their snapshots), unless it fell over at once.
    if (name === 'server' && !stopping) {
      if (Date.now() - began < 5000) {
        console.log(
          `[server] ended within 5 s of starting: not started again. The docs site goes on without it; start it with \`npm run serve -- --port ${serverPort}\`.`,
        );
        return;
      }
      console.log('[server] starting it again; the boards reconnect by themselves');
      startServer();
      return;
    }
    stop(code ?? 0);
  });
  children.push(child);
}

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const args = process.argv.slice(2);
const at = args.indexOf('--server-port');
const serverPort = at >= 0 ? args.splice(at, 2)[1] : '2567';
const startServer = () =>
  start('server', process.execPath, ['--import', 'tsx', '--conditions=@viking-games/source', 'packages/server/src/cli.ts', '--port', serverPort]);
startServer();
// The docs site's "Online" connects to this port of its own host.
start('docs', 'npx', ['nx', 'run', 'docs:dev', ...args], { VITE_GAME_SERVER_PORT: serverPort });
