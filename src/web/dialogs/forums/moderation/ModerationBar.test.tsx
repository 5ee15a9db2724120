// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ForumPostDetail } from '@common/api/routes/forum';
import type { SessionUser } from '@common/api/routes/auth';
import { configureApi } from '../../../api/client';
import { useSession } from '../../../stores/session';
import { forumPostKey } from '../useForum';
import { PostModerationBar, ReplyModerationBar, type ModerationChange } from './index';
import { installDomShims } from '../../../test/dom';

const confirmAnswer = vi.hoisted(() => ({ value: true }));
vi.mock('../../../components/confirm', () => ({ confirm: vi.fn(async () => confirmAnswer.value) }));

beforeAll(() => {
  installDomShims();
  configureApi({ state: () => 'authenticated', key: () => 'k', onUnauthorized() {} });
});

let requests: { url: string; body: unknown }[] = [];
let answer: unknown;
beforeEach(() => {
  requests = [];
  confirmAnswer.value = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const as = (access: number) => useSession.setState({ status: 'authenticated', key: 'k', user: { access } as SessionUser });
const POST = { id: 'p1', category: 'general', isPinned: false, isLocked: false, isHidden: false };
const detail = { ...POST, categoryLabel: 'General', categoryIcon: 'messages', replyCount: 2, totalReplies: 2, replies: [{ id: 'r1', isHidden: false }, { id: 'r2', isHidden: false }] } as unknown as ForumPostDetail;

function show(ui: React.ReactNode) {
  const client = new QueryClient();
  client.setQueryData(forumPostKey('p1', 1), detail);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>{ui}</MantineProvider>
    </QueryClientProvider>,
  );
  return client;
}
const choose = async (menu: string, item: string) => {
  fireEvent.click(screen.getByTestId(menu));
  const entry = await screen.findByTestId(item);
  await act(async () => fireEvent.click(entry));
};

describe('PostModerationBar', () => {
  it('draws nothing for a player', () => {
    as(0);
    show(<PostModerationBar post={POST} />);
    expect(screen.queryByTestId('moderation-post')).toBeNull();
  });

  it('pins through the moderation route and shows the new state in the open post at once', async () => {
    as(1);
    const changes: ModerationChange[] = [];
    answer = { success: true, message: 'Post pinned', post: { ...POST, isPinned: true } };
    const client = show(<PostModerationBar post={POST} onChanged={(c) => changes.push(c)} />);
    await choose('moderation-post', 'moderation-pin');
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(requests).toEqual([{ url: '/api/moderation/forum/post/p1/pin', body: { pinned: true } }]);
    expect(client.getQueryData<ForumPostDetail>(forumPostKey('p1', 1))?.isPinned).toBe(true);
  });

  it('names each toggle by what it will do, and offers every other category to move to', async () => {
    as(2);
    show(<PostModerationBar post={{ ...POST, isPinned: true, isLocked: true, isHidden: true }} />);
    fireEvent.click(screen.getByTestId('moderation-post'));
    expect((await screen.findByTestId('moderation-pin')).textContent).toBe('Unpin');
    expect(screen.getByTestId('moderation-lock').textContent).toBe('Unlock replies');
    expect(screen.getByTestId('moderation-hide').textContent).toBe('Show to players');
    expect(screen.queryByTestId('moderation-move-general')).toBeNull();
    expect(screen.queryByTestId('moderation-move-all')).toBeNull();
    expect(screen.getByTestId('moderation-move-announcements').textContent).toBe('Announcements');
  });

  it('moves the post: the open post takes the category label at once', async () => {
    as(1);
    answer = { success: true, message: 'Post moved to Clothes', post: { ...POST, category: 'clothes' } };
    const client = show(<PostModerationBar post={POST} />);
    await choose('moderation-post', 'moderation-move-clothes');
    await waitFor(() => expect(client.getQueryData<ForumPostDetail>(forumPostKey('p1', 1))?.categoryLabel).toBe('Clothes'));
    expect(requests[0]).toEqual({ url: '/api/moderation/forum/post/p1/move', body: { category: 'clothes' } });
  });

  it('deletes only after the confirmation; then the post leaves the cache and the view is told', async () => {
    as(1);
    confirmAnswer.value = false;
    const changes: ModerationChange[] = [];
    const client = show(<PostModerationBar post={POST} onChanged={(c) => changes.push(c)} />);
    await choose('moderation-post', 'moderation-delete');
    expect(requests).toEqual([]);

    confirmAnswer.value = true;
    answer = { success: true, message: 'Post deleted' };
    await choose('moderation-post', 'moderation-delete');
    await waitFor(() => expect(changes).toEqual([{ kind: 'postDeleted', id: 'p1' }]));
    expect(requests[0]!.url).toBe('/api/moderation/forum/post/p1/delete');
    expect(client.getQueryData(forumPostKey('p1', 1))).toBeUndefined();
  });
});

describe('ReplyModerationBar', () => {
  it('hides a reply: the open post marks it hidden and takes the new count', async () => {
    as(1);
    answer = { success: true, message: 'Reply hidden', reply: { id: 'r1', postId: 'p1', isHidden: true }, replyCount: 1 };
    const client = show(<ReplyModerationBar postId="p1" reply={{ id: 'r1', isHidden: false }} />);
    await choose('moderation-reply', 'moderation-reply-hide');
    await waitFor(() => expect(client.getQueryData<ForumPostDetail>(forumPostKey('p1', 1))?.replyCount).toBe(1));
    expect(client.getQueryData<ForumPostDetail>(forumPostKey('p1', 1))?.replies.map((r) => r.isHidden)).toEqual([true, false]);
    expect(requests[0]).toEqual({ url: '/api/moderation/forum/post/p1/reply/r1/hide', body: { hidden: true } });
  });

  it('deletes a reply after the confirmation and drops it from the open post', async () => {
    as(1);
    answer = { success: true, message: 'Reply deleted', replyCount: 1 };
    const client = show(<ReplyModerationBar postId="p1" reply={{ id: 'r2', isHidden: false }} />);
    await choose('moderation-reply', 'moderation-reply-delete');
    await waitFor(() => expect(client.getQueryData<ForumPostDetail>(forumPostKey('p1', 1))?.replies.map((r) => r.id)).toEqual(['r1']));
    expect(client.getQueryData<ForumPostDetail>(forumPostKey('p1', 1))?.totalReplies).toBe(1);
  });
});
