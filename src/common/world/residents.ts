import { PLAYER_SPEED } from './map';
import { MOVE_SEND_THROTTLE_MS } from './protocol';

/**
 * Demo residents (issue 22 §3): demo players who live in Old Road Town while no one plays them.
 * The server drives them through the real world server, as players (src/server/world/residents);
 * this file holds what they say, how often, and the marker their profile shows.
 */

/** The marker on a resident's profile (the popup and the full profile). */
export const RESIDENT_TEXT = {
  marker: 'Demo local',
  markerHint: 'A demo player who strolls around Old Road Town on their own. Sign in as them to take over.',
} as const;

/** What a resident says to a newcomer who comes near (one of these, chosen at random). */
export const RESIDENT_GREETINGS: readonly ((name: string) => string)[] = [
  (name) => `Hi ${name}! Welcome to Old Road Town.`,
  (name) => `Hello ${name}! First time on the old road? Click the street to walk.`,
  (name) => `Hey ${name}, welcome! The fountain square is the place to meet people.`,
  (name) => `Oh hi ${name}! Nice to see a new face in town.`,
];

/** What residents say now and then while someone is around to hear it. */
export const RESIDENT_LINES: readonly string[] = [
  'Lovely day for a walk down the old road.',
  'The bakery smells amazing this morning.',
  'Has anyone tried the radio? Stirling Radio is playing my song.',
  'I keep changing my outfit. Too many hats, not enough heads.',
  'The fountain sounds so calm from the benches.',
  'Did you see the new posts in the forums?',
  'Anyone up for a round of FLOW later?',
  'The café does the best tea on this street.',
  'I should really post my outfit in the Feed.',
  'Whisper me if you need directions!',
];

/** Timing and distances of a resident's day. Tests pass shorter ones. */
export interface ResidentSettings {
  /** A resident strolls a little slower than a player walks. */
  speed: number;
  /** How often a walking resident sends its position (as a player's client does). */
  moveEveryMs: number;
  /** How long a resident stands at a place, at least and at most. */
  pauseMs: readonly [number, number];
  /** Residents stroll this far either side of the plaza, where newcomers arrive. */
  beatHalfWidth: number;
  /** A newcomer this close is greeted. */
  greetRadius: number;
  /** A newcomer this close (seen on the resident's screen) is walked over to and greeted. */
  noticeRadius: number;
  /** A player is greeted at most once in this long, by any resident. */
  greetCooldownMs: number;
  /**
   * Between two idle lines of one resident, at least and at most (four residents: about a line
   * a minute and a half in town, only while a person is near one of them to hear it).
   */
  chatterMs: readonly [number, number];
  /** A resident says nothing within this long of its last line (greetings included). */
  minLineGapMs: number;
  /** Leases, presence checks and returns are looked at this often. */
  checkMs: number;
  /** A resident comes back when its player has been gone this long. */
  returnAfterMs: number;
  /** With several app processes, one drives each resident under a lease of this length. */
  leaseMs: number;
}

export const RESIDENT_SETTINGS: ResidentSettings = {
  speed: PLAYER_SPEED * 0.7,
  moveEveryMs: MOVE_SEND_THROTTLE_MS,
  pauseMs: [4_000, 14_000],
  beatHalfWidth: 900,
  greetRadius: 260,
  noticeRadius: 800,
  greetCooldownMs: 10 * 60_000,
  chatterMs: [180_000, 420_000],
  minLineGapMs: 20_000,
  checkMs: 5_000,
  returnAfterMs: 2 * 60_000,
  leaseMs: 30_000,
};
