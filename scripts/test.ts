import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

/**
 * `npm test`: lint, import cycles, type check, unit + server integration tests (real
 * PostgreSQL), and the browser tests in Chromium. The browser tests are the longest step, so
 * they run beside the others (their lines prefixed `[e2e]`), and the lane of the other steps,
 * once done, takes the browser files listed in AFTER_UNIT (prefixed `[e2e+]`) instead of
 * idling while the browser lane works through all of them; `--serial` runs everything one
 * after the other. TEST_DATABASE_URL picks an external PostgreSQL (else an embedded one is
 * started); REDIS_URL turns on the multi-process tests (else they are skipped, and this says so). Ends with how long each step took and one
 * line counting every test of the run. `npm test -- lint unit` runs only the steps named.
 */
const REPORTS = path.resolve('.test-data/reports');
/** Where failing browser stories leave their screenshots and consoles (e2e/support/browser.ts). */
const FAILURES = path.resolve('.test-data/failures');
const vitest = (name: string, extra: string[]) => [
  'npx',
  'vitest',
  'run',
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(REPORTS, `${name}.json`)}`,
];
type Step = [name: string, cmd: string[]];
/** Run in order; a failure stops the rest of its lane. */
const checks: Step[] = [
  ['lint', ['npx', 'eslint', '.', '--max-warnings=0']],
  ['import cycles', ['npm', 'run', '--silent', 'check:cycles']],
  ['typecheck', ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['unit and integration tests', vitest('unit', [])],
];
/**
 * Browser files the checks lane runs once its unit tests are done (about 6 minutes in): shorter
 * stories, about a third of the browser tests' time, so both lanes end near the same moment.
 * Every other file (a new one too) is the browser lane's.
 */
const AFTER_UNIT = [
  'avatar',
  'cookie',
  'creator-tools',
  'first-visit',
  'flow',
  'membership',
  'moderation',
  'outfits-feed',
  'residents',
  'review-revision',
  'social',
  'standing',
  'verify-email',
  'walking',
  'world',
].map((name) => `e2e/${name}.e2e.ts`);
const E2E_FILES = fs
  .readdirSync('e2e')
  .filter((f) => f.endsWith('.e2e.ts'))
  .map((f) => `e2e/${f}`);
for (const f of AFTER_UNIT) if (!E2E_FILES.includes(f)) throw new Error(`scripts/test.ts AFTER_UNIT names ${f}, which is not a browser test file`);
const e2e = (files: string[]) => ['--config', 'vitest.e2e.config.ts', ...files];
const browser: Step[] = [['browser tests', vitest('e2e', e2e(E2E_FILES.filter((f) => !AFTER_UNIT.includes(f))))]];
const browserAfterUnit: Step[] = [['browser tests after unit', vitest('e2e-after-unit', e2e(AFTER_UNIT))]];

const args = process.argv.slice(2);
const serial = args.includes('--serial');
const only = args.filter((a) => !a.startsWith('--'));
const wanted = (steps: Step[]) => steps.filter(([name]) => !only.length || only.some((o) => name.startsWith(o)));

console.log(`Database for tests: ${process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'embedded PostgreSQL (temporary)'}`);
if (!process.env.REDIS_URL) console.log('REDIS_URL is not set: the multi-process (Redis) tests are skipped.');
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.rmSync(FAILURES, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const timings: string[] = [];

/** Runs one step; with a prefix, its output is passed on line by line, each line prefixed. */
function run([name, cmd]: Step, prefix = ''): Promise<number> {
  console.log(`\n${prefix}== ${name}: ${cmd.join(' ')}`);
  const started = Date.now();
  const child = spawn(cmd[0]!, cmd.slice(1), { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
  if (prefix) {
    for (const [from, to] of [
      [child.stdout!, process.stdout],
      [child.stderr!, process.stderr],
    ] as const) {
      readline.createInterface({ input: from }).on('line', (line) => to.write(`${prefix}${line}\n`));
    }
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const status = code ?? 1;
      const line = `${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`;
      timings.push(line);
      console.log(`${prefix}== ${line}`);
      resolve(status);
    });
  });
}

async function lane(steps: Step[], prefix = ''): Promise<number> {
  for (const step of steps) {
    const status = await run(step, prefix);
    if (status !== 0) return status;
  }
  return 0;
}

const started = Date.now();
const statuses = serial
  ? [await lane([...wanted(checks), ...wanted(browser), ...wanted(browserAfterUnit)])]
  : await Promise.all([lane(wanted(checks)).then((s) => (s === 0 ? lane(wanted(browserAfterUnit), '[e2e+] ') : s)), lane(wanted(browser), '[e2e] ')]);
const status = statuses.find((s) => s !== 0) ?? 0;

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const report of ['unit', 'e2e', 'e2e-after-unit']) {
  try {
    const r = JSON.parse(fs.readFileSync(path.join(REPORTS, `${report}.json`), 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } catch {
    /* the step did not get as far as writing its report */
  }
}
console.log(`\n${timings.join('\n')}\nAll steps: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (fs.existsSync(FAILURES)) console.log(`Failing browser stories left screenshots and consoles in ${FAILURES}`);
process.exit(status);
