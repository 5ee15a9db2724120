import { spawn } from 'node:child_process';

// `npm run dev`: the server (restarting on change, via tsx watch) plus Vite with hot reload on
// http://localhost:5173, proxying /api, /cdn and /socket.io to the server.
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: process.env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && code !== 0 && process.exitCode === undefined && (process.exitCode = code));
