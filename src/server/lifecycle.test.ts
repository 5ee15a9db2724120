import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './db/embedded';
import { DEMO_PASSWORD, demoEmail } from './seed/demo';

/**
 * What an operator sees: the app on the embedded database refuses a second copy on the same
 * DATA_DIR, survives `kill -9` with every account intact, and stops cleanly on SIGTERM.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-lifecycle-'));
fs.chmodSync(dataDir, 0o755);
const running: ChildProcess[] = [];

function startApp(port: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitForStatus(port: number, timeoutMs = 60_000): Promise<{ playerCount: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/status`);
      if (res.ok) return (await res.json()) as { playerCount: number };
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`app on port ${port} did not come up`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function signIn(port: number, email: string, password: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  // Stop a postgres left by a killed app, then remove the directory.
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      /* gone */
    }
    await new Promise((r) => setTimeout(r, 1500));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('running on the embedded database', () => {
  it('refuses a second app on the same DATA_DIR, recovers from kill -9 and stops cleanly', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const first = startApp(port);
    const status = await waitForStatus(port);
    expect(status.playerCount).toBeGreaterThanOrEqual(6); // demo players seeded on a fresh database

    const second = startApp(await freePort());
    const code = await second.exited;
    expect(code).not.toBe(0);
    const lines = second.output().trim().split('\n').filter((l) => !l.includes('npm warn'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/already using/);
    // The first app is unaffected.
    expect((await waitForStatus(port)).playerCount).toBe(status.playerCount);

    first.child.kill('SIGKILL');
    await first.exited;

    const again = startApp(port);
    const after = await waitForStatus(port);
    expect(after.playerCount).toBe(status.playerCount);
    expect(await signIn(port, demoEmail('Ava'), DEMO_PASSWORD)).toBe(200);

    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'oldroad.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });
});
