import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('kill -9 of the app and its embedded PostgreSQL, while writes are acknowledged', () => {
  it('loses no acknowledged write and the app starts again by itself, round after round', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/crash-test.ts', '--rounds', '3', '--seconds', '2'], { cwd: ROOT, encoding: 'utf8', timeout: 280_000 });
    const output = `${run.stdout}${run.stderr}`;
    console.log(output.trim());
    expect(run.status, output).toBe(0);
    const summary = /crash test: 3 rounds of kill -9, (\d+) acknowledged writes checked, none lost/.exec(output);
    expect(summary, output).not.toBeNull();
    // Writes really went through between the kills: something was at stake in every round.
    expect(Number(summary![1])).toBeGreaterThan(2);
    expect(output.match(/started again by itself after the kill/g)).toHaveLength(3);
  }, 300_000);
});
