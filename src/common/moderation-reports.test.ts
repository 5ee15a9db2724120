import { describe, expect, it } from 'vitest';
import { caseScore, reporterWeight, SYSTEM_REPORT_WEIGHT } from './moderation-reports';

describe('the reporter score', () => {
  it('weighs a newcomer one half, and moves toward their upheld share as reports are decided', () => {
    expect(reporterWeight(0, 0)).toBe(0.5);
    expect(reporterWeight(8, 8)).toBeCloseTo(0.9);
    expect(reporterWeight(0, 8)).toBeCloseTo(0.1);
    expect(reporterWeight(4, 8)).toBe(0.5);
  });

  it('never reaches 0 or 1, so one report never counts for nothing or for everything', () => {
    for (const decided of [1, 10, 1000]) {
      expect(reporterWeight(0, decided)).toBeGreaterThan(0);
      expect(reporterWeight(decided, decided)).toBeLessThan(1);
    }
  });

  it("sums a case's reporters, the system at its fixed weight", () => {
    expect(caseScore([])).toBe(0);
    expect(caseScore([{ system: false, upheld: 0, decided: 0 }, { system: false, upheld: 8, decided: 8 }])).toBe(1.4);
    expect(caseScore([{ system: true }])).toBe(SYSTEM_REPORT_WEIGHT);
    // Three trusted reporters outweigh five who were always dismissed.
    const trusted = caseScore(Array.from({ length: 3 }, () => ({ system: false as const, upheld: 10, decided: 10 })));
    const noisy = caseScore(Array.from({ length: 5 }, () => ({ system: false as const, upheld: 0, decided: 10 })));
    expect(trusted).toBeGreaterThan(noisy);
  });
});
