/**
 * The town screen's display facts: chat window, bubbles, HUD, camera, joystick (live-world §4,
 * §5, §9). The input limit (CHAT_MAX, 128), the
 * public history (50) and the redaction marker live in world/chat.ts.
 */
export const CHAT_WINDOW = {
  minHeight: 200,
  maxHeight: 800,
  defaultHeight: 400,
  /** The window is never taller than the window height minus this. */
  windowMargin: 150,
} as const;

/** The list follows new messages while the reader is within this many px of the bottom. */
export const AUTOSCROLL_THRESHOLD_PX = 100;

export const BUBBLE = {
  lifeMs: 10_000,
  fadeMs: 200,
  maxMessages: 3,
  /** A message longer than this starts a new bubble instead of joining one. */
  joinMaxChars: 100,
  width: 200,
} as const;

/** 'X is now online' toasts for one player at most once in this window. */
export const ONLINE_TOAST_DEDUP_MS = 3000;
export const ONLINE_SUFFIX = 'is now online';

/** Friends bar (live-world §4, §9). */
export const FRIENDS_BAR = { pollMs: 5000, scrollStepPx: 200 } as const;
export const ONLINE_FRIENDS_PANEL_HEIGHT = 400;

/** Level ring defaults (live-world §2). */
export const LEVEL_RING = { size: 120, stroke: 8 } as const;

/** Camera zoom (live-world §9). */
export const ZOOM = { min: 1, max: 3, step: 0.1, default: 1 } as const;

/** Virtual joystick (live-world §9). */
export const JOYSTICK = { deadZone: 0.1, size: 120, handle: 70, throttleMs: 100 } as const;
