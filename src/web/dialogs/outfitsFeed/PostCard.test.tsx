// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FeedPost } from '@common/api/routes/outfitsFeed';
import { FEED_TEXT } from '@common/outfitsFeed/limits';
import { installDomShims } from '../../test/dom';
import { PostCard } from './PostCard';

beforeAll(installDomShims);
afterEach(cleanup);

const post = (description: string): FeedPost => ({
  id: '6f1c8a52-1f7e-4e43-9a55-0b4c1b0e8d11',
  type: 'single',
  layout: null,
  outfits: [1],
  slots: [{ type: 'outfit', id: '1', name: 'Picnic', file: null, preview: '/cdn/outfit/1.png', width: 1, height: 1, status: null }],
  description,
  tags: [],
  privacy: 'everyone',
  creator: { name: 'Ava', avatar: '/cdn/user-thumbnail/Ava.webp' },
  createdAt: '2045-05-01T10:00:00.000Z',
  commentCount: 0,
  tipCount: 0,
  tipTotal: 0,
  isSaved: false,
  isOwn: false,
  status: 'published',
  previewComments: [],
});

function show(description: string) {
  const actions = { onComments: vi.fn(), onTip: vi.fn(), onSave: vi.fn(), onShare: vi.fn() };
  render(
    <MantineProvider>
      <PostCard post={post(description)} actions={actions} />
    </MantineProvider>,
  );
  return screen.getByTestId('feed-post');
}

describe('a feed post card', () => {
  it("folds a description longer than 100 characters at 100 with '...', and more/less unfolds it", () => {
    const long = `${'Picnic by the mill, '.repeat(5)}and then a walk to the radio tower.`;
    const card = show(long);
    expect(card.textContent).toContain(`${long.slice(0, 100).trimEnd()}...`);
    expect(card.textContent).not.toContain('radio tower');
    fireEvent.click(screen.getByRole('button', { name: FEED_TEXT.more }));
    expect(card.textContent).toContain(long);
    fireEvent.click(screen.getByRole('button', { name: FEED_TEXT.less }));
    expect(card.textContent).not.toContain('radio tower');
  });

  it('shows a short description whole, with no more button', () => {
    const card = show('A quiet day in town.');
    expect(card.textContent).toContain('A quiet day in town.');
    expect(screen.queryByRole('button', { name: FEED_TEXT.more })).toBeNull();
  });
});
