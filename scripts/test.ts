import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm test`: lint, type check, unit + server integration tests (real PostgreSQL), then the
 * browser tests in Chromium. TEST_DATABASE_URL picks an external PostgreSQL (else an embedded
 * one is started); REDIS_URL turns on the multi-process tests (else they are skipped, and
 * this says so). Ends with one line counting every test of the run.
 */
const REPORTS = path.resolve('.test-data/reports');
const vitest = (name: string, extra: string[]) => [
  'npx',
  'vitest',
  'run',
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(REPORTS, `${name}.json`)}`,
];
const steps: [string, string[]][] = [
  ['lint', ['npx', 'eslint', '.', '--max-warnings=0']],
  ['import cycles', ['npm', 'run', '--silent', 'check:cycles']],
  ['typecheck', ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['unit and integration tests', vitest('unit', [])],
  ['browser tests', vitest('e2e', ['--config', 'vitest.e2e.config.ts'])],
];

console.log(`Database for tests: ${process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'embedded PostgreSQL (temporary)'}`);
if (!process.env.REDIS_URL) console.log('REDIS_URL is not set: the multi-process (Redis) tests are skipped.');
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
function count(file: string): void {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } catch {
    /* the step did not get as far as writing its report */
  }
}

const only = process.argv.slice(2);
let status = 0;
for (const [name, cmd] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n== ${name}: ${cmd.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd[0]!, cmd.slice(1), { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
  console.log(`== ${name}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (res.status !== 0) {
    status = res.status ?? 1;
    break;
  }
}
for (const report of ['unit', 'e2e']) count(path.join(REPORTS, `${report}.json`));
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(status);
