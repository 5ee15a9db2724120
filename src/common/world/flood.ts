/**
 * Flood control of the town's chat (issue 21 §4): a player who sends chat or whispers faster
 * than the limits (src/server/world/rate-limit.ts) is muted, first for 30 seconds, then longer
 * for each flood within an hour of the previous one. Written once here for the server, the
 * client and the README.
 */
export const FLOOD_MUTE_LADDER_SECONDS = [30, 120, 300, 900, 3600] as const;

/** A flood counts toward the next step while it comes within this long of the previous flood mute. */
export const FLOOD_LADDER_WINDOW_SECONDS = 3600;

/** The mute for the `step`th flood in a row (1 for the first); past the ladder's end, its last step. */
export function floodMuteSeconds(step: number): number {
  const i = Math.min(Math.max(1, Math.floor(step)), FLOOD_MUTE_LADDER_SECONDS.length) - 1;
  return FLOOD_MUTE_LADDER_SECONDS[i]!;
}

/** "30 s", "2 min", "1 h 5 min": a short length for refusals and the chat's countdown. */
export function shortDuration(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} s`;
  const m = Math.ceil(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}

export const FLOOD_TEXT = {
  muted: (seconds: number) => `You are sending messages too fast, so you are muted for ${shortDuration(seconds)}.`,
  stillMuted: (secondsLeft: number) => `You are muted for ${shortDuration(secondsLeft)} more: you sent messages too fast.`,
  /** The system sanction's reason (Account standing, the staff lookup). */
  reason: 'Flooding the chat (sent messages too fast)',
  /** The chat input while muted. */
  inputMuted: (secondsLeft: number) => `Muted: ${shortDuration(secondsLeft)} left`,
} as const;
