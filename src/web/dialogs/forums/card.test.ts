import { describe, expect, it } from 'vitest';
import { cardView, type CardPost } from './card';

const post = (over: Partial<CardPost> = {}): CardPost => ({
  id: 7,
  title: 'Market day',
  message: 'Bring your hats.',
  createdAt: '2026-11-20T10:00:00.000Z',
  category: 'clothes',
  author: { username: 'Ava' },
  ...over,
});

describe('forum post preview card', () => {
  it('cuts the message at 250 characters plus ...', () => {
    const long = 'a'.repeat(260);
    expect(cardView(post({ message: long })).excerpt).toBe(`${'a'.repeat(250)}...`);
    expect(cardView(post({ message: 'a'.repeat(250) })).excerpt).toBe('a'.repeat(250));
  });

  it('shows the text without BBCode tags in the excerpt', () => {
    expect(cardView(post({ message: '[b]Big[/b] [color=#ff0000]sale[/color] today' })).excerpt).toBe('Big sale today');
  });

  it('dims a post with more than 3 NSFW votes or flagged automatically', () => {
    expect(cardView(post({ nsfwVotes: 3 })).dimmed).toBe(false);
    expect(cardView(post({ nsfwVotes: 4 })).dimmed).toBe(true);
    expect(cardView(post({ nsfwVotes: 0, automaticallyNSFW: true })).dimmed).toBe(true);
    expect(cardView(post()).dimmed).toBe(false);
  });

  it('shows tips x1000 and the reply count', () => {
    const v = cardView(post({ tipsCount: 3, replyCount: 12 }));
    expect(v.tips).toBe(3000);
    expect(v.replies).toBe(12);
    expect(cardView(post({ totalReplies: 4 })).replies).toBe(4);
  });

  it('labels the category from src/common/forum when the answer has no label', () => {
    expect(cardView(post()).categoryLabel).toBe('Clothes');
    expect(cardView(post({ category: 'oldroad' })).categoryLabel).toBe('Oldroad');
    expect(cardView(post({ categoryLabel: 'Hats' })).categoryLabel).toBe('Hats');
  });
});
