import { PLAYER_SPEED } from '@common/world/map';
import type { ResidentSettings } from '@common/world/residents';
import type { Residents } from './index';

/** Residents for tests: short pauses and checks, so a test sees a day in seconds. */
export const FAST_RESIDENTS: Partial<ResidentSettings> = {
  speed: PLAYER_SPEED,
  pauseMs: [150, 400],
  checkMs: 100,
  returnAfterMs: 300,
  leaseMs: 1_000,
  // No idle chatter: every line a test sees is a greeting.
  chatterMs: [1e9, 1e9],
  minLineGapMs: 0,
  // Every newcomer is in view: the nearest free resident walks over at once.
  noticeRadius: 10_000,
};

/** Waits, check by check, until `ok` holds of the residents' states. */
export async function residentsUntil(residents: Residents, ok: (states: Record<string, string>) => boolean, checks = 300): Promise<void> {
  for (let i = 0; i < checks; i++) {
    if (ok(residents.states())) return;
    await residents.nextCheck();
  }
  throw new Error(`residents never got there: ${JSON.stringify(residents.states())}`);
}

export const allInTown = (s: Record<string, string>) => Object.values(s).length > 0 && Object.values(s).every((v) => v === 'in-town');
