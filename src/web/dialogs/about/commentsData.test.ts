import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import type { ProfileComment } from '@common/api/routes/profile';
import { profileKeys } from '../../components/ProfilePopup';
import { queryClient } from '../../queryClient';

/**
 * The list load and a new comment can cross on a slow line: the load is answered before the
 * comment reaches the server and lands after it. The comment must stay on screen.
 */
const comment = (id: string, message: string): ProfileComment => ({ id, sender: 'Bob', createdAt: '2026-11-27T09:00:00.000Z', message, replies: [] });
const held: (() => void)[] = [];
let onServer: ProfileComment[] = [];
/** The next list load is answered at once but delivered only when the test lets it go. */
let holdNextLoad = false;

vi.mock('../../toast', () => ({ toast: { info: vi.fn(), success: vi.fn(), error: vi.fn() } }));
vi.mock('../../api/client', () => ({
  configureApi: vi.fn(),
  call: vi.fn(async (def: { path: string; method: string }, input: { body?: { comment: string } }) => {
    if (def.method === 'GET') {
      const answer = [...onServer];
      if (!holdNextLoad) return answer;
      holdNextLoad = false;
      return new Promise<ProfileComment[]>((resolve) => held.push(() => resolve(answer)));
    }
    const id = `c${onServer.length + 1}`;
    onServer = [comment(id, input.body!.comment), ...onServer];
    return { success: true, id };
  }),
}));
const { commentsQuery, postComment } = await import('./commentsData');

const key = profileKeys.comments('Ann');
const messages = () => queryClient.getQueryData<ProfileComment[]>(key)?.map((c) => c.message);
/** The Comments tab being open: the list is watched, so it loads. */
const openTab = () => new QueryObserver(queryClient, commentsQuery('Ann')).subscribe(() => {});
const deliverAll = async () => {
  while (held.length) held.shift()!();
  await vi.waitFor(() => expect(queryClient.getQueryState(key)?.fetchStatus).toBe('idle'));
};

afterEach(() => {
  queryClient.clear();
  held.length = 0;
  holdNextLoad = false;
  onServer = [];
});

describe('a new comment and a list load that cross', () => {
  it('keeps the comment when the first load was answered before it went up', async () => {
    onServer = [comment('c0', 'Older')];
    holdNextLoad = true;
    const close = openTab();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(await postComment('Ann', 'Bob', 'Love the hat!')).toBe(true);
    // The stale answer arrives late; the list is asked for again and shows both.
    await deliverAll();
    expect(messages()).toEqual(['Love the hat!', 'Older']);
    close();
  });

  it('keeps the comment when a reload of a shown list was answered before it went up', async () => {
    onServer = [comment('c0', 'Older')];
    const close = openTab();
    await deliverAll();
    expect(messages()).toEqual(['Older']);
    holdNextLoad = true;
    void queryClient.refetchQueries({ queryKey: key });
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(await postComment('Ann', 'Bob', 'Love the hat!')).toBe(true);
    await deliverAll();
    expect(messages()).toEqual(['Love the hat!', 'Older']);
    close();
  });
});
