import { spawn, type ChildProcess } from 'node:child_process';
import { ensureArt } from './ensure-art';

// `npm run dev`: the server (restarting on change, via tsx watch) plus Vite with hot reload on
// http://localhost:5173 (VITE_PORT), proxying /api, /cdn and /socket.io to the server (PORT).
// Each child runs in its own process group so stopping dev stops everything they started.
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(cmd, args, { stdio: 'inherit', env, detached: true });
}

await ensureArt();
const children = [
  run('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { ...process.env, NODE_ENV: 'development' }),
  run('npx', ['vite'], process.env),
];

let stopping = false;
function stop(code = 0): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGINT');
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
