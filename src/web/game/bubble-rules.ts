import { BUBBLE } from '@common/town-ui';

/**
 * Speech bubbles of one avatar (live-world §4-§5): a message joins the newest live bubble
 * unless that bubble already holds three messages or the message is over 100 characters;
 * each bubble lives 10 s from its last message, fading in and out over 200 ms.
 */
export interface BubbleState {
  id: number;
  messages: string[];
  bornAt: number;
  /** When the bubble starts to fade out. */
  expiresAt: number;
}

let nextId = 1;

export function addMessage(bubbles: readonly BubbleState[], text: string, now: number): BubbleState[] {
  const live = bubbles.filter((b) => !isGone(b, now));
  const newest = live.at(-1);
  if (newest && newest.messages.length < BUBBLE.maxMessages && text.length <= BUBBLE.joinMaxChars && now < newest.expiresAt) {
    return [...live.slice(0, -1), { ...newest, messages: [...newest.messages, text], expiresAt: now + BUBBLE.lifeMs }];
  }
  return [...live, { id: nextId++, messages: [text], bornAt: now, expiresAt: now + BUBBLE.lifeMs }];
}

export const isGone = (b: BubbleState, now: number): boolean => now >= b.expiresAt + BUBBLE.fadeMs;

/** Opacity: 0 to 1 over the first 200 ms, 1 to 0 over the 200 ms after expiry. */
export function bubbleAlpha(b: BubbleState, now: number): number {
  const fadeIn = Math.min(1, Math.max(0, (now - b.bornAt) / BUBBLE.fadeMs));
  const fadeOut = Math.min(1, Math.max(0, 1 - (now - b.expiresAt) / BUBBLE.fadeMs));
  return Math.min(fadeIn, fadeOut);
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Overlapping bubbles are stacked vertically: rects are placed from the lowest (nearest its
 * head) upwards, and each one that overlaps an already placed rect moves up above it.
 * Returns each rect's upward shift, in input order.
 */
export function stackUp(rects: readonly Rect[], gap = 4): number[] {
  const order = rects.map((r, i) => i).sort((a, b) => rects[b]!.y + rects[b]!.h - (rects[a]!.y + rects[a]!.h));
  const placed: Rect[] = [];
  const shifts = new Array<number>(rects.length).fill(0);
  for (const i of order) {
    const r = { ...rects[i]! };
    let moved = true;
    while (moved) {
      moved = false;
      for (const p of placed) {
        if (r.x < p.x + p.w && p.x < r.x + r.w && r.y < p.y + p.h && p.y < r.y + r.h) {
          r.y = p.y - r.h - gap;
          moved = true;
        }
      }
    }
    shifts[i] = rects[i]!.y - r.y;
    placed.push(r);
  }
  return shifts;
}
