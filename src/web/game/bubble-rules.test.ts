import { describe, expect, it } from 'vitest';
import { BUBBLE } from '@common/town-ui';
import { addMessage, bubbleAlpha, isGone, stackUp, type BubbleState } from './bubble-rules';

describe('speech bubbles', () => {
  it('stacks up to three messages in one bubble, then starts a new one', () => {
    let b: BubbleState[] = [];
    for (const m of ['a', 'b', 'c', 'd']) b = addMessage(b, m, 1000);
    expect(b.map((x) => x.messages)).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('starts a new bubble for a message over 100 characters', () => {
    let b = addMessage([], 'short', 0);
    b = addMessage(b, 'x'.repeat(101), 10);
    b = addMessage(b, 'x'.repeat(100), 20);
    expect(b.map((x) => x.messages.length)).toEqual([1, 2]);
  });

  it('fades in over 200 ms, lives 10 s, fades out, then is gone', () => {
    const [b] = addMessage([], 'hi', 0) as [BubbleState];
    expect(bubbleAlpha(b, 0)).toBe(0);
    expect(bubbleAlpha(b, 100)).toBeCloseTo(0.5);
    expect(bubbleAlpha(b, 5000)).toBe(1);
    expect(bubbleAlpha(b, BUBBLE.lifeMs + 100)).toBeCloseTo(0.5);
    expect(isGone(b, BUBBLE.lifeMs + BUBBLE.fadeMs)).toBe(true);
    expect(addMessage([b], 'later', BUBBLE.lifeMs + BUBBLE.fadeMs).map((x) => x.messages)).toEqual([['later']]);
  });

  it('moves overlapping bubbles above each other and leaves separate ones alone', () => {
    const shifts = stackUp([
      { x: 0, y: 100, w: 200, h: 50 },
      { x: 50, y: 90, w: 200, h: 50 },
      { x: 1000, y: 100, w: 200, h: 50 },
    ]);
    expect(shifts[0]).toBe(0);
    expect(shifts[1]).toBe(90 - (100 - 50 - 4));
    expect(shifts[2]).toBe(0);
  });
});
