import { spawnSync } from 'node:child_process';

/**
 * `npm test`: lint, type check, unit + server integration tests (real PostgreSQL), then the
 * browser tests in Chromium. TEST_DATABASE_URL picks an external PostgreSQL (else an embedded
 * one is started); REDIS_URL turns on the multi-process tests (else they are skipped, and
 * this says so).
 */
const steps: [string, string[]][] = [
  ['lint', ['npx', 'eslint', '.', '--max-warnings=0']],
  ['typecheck', ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['unit and integration tests', ['npx', 'vitest', 'run']],
  ['browser tests', ['npx', 'vitest', 'run', '--config', 'vitest.e2e.config.ts']],
];

console.log(`Database for tests: ${process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'embedded PostgreSQL (temporary)'}`);
if (!process.env.REDIS_URL) console.log('REDIS_URL is not set: the multi-process (Redis) tests are skipped.');

const only = process.argv.slice(2);
for (const [name, cmd] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n== ${name}: ${cmd.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd[0]!, cmd.slice(1), { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
  console.log(`== ${name}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (res.status !== 0) process.exit(res.status ?? 1);
}
