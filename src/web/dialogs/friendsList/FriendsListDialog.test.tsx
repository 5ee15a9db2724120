// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FoundPlayer, Friend } from '@common/api/routes/friends';
import { FRIEND_TEXT } from '@common/social/texts';
import { configureApi } from '../../api/client';
import { useChat } from '../../chat/store';
import { useDialogs } from '../../stores/dialogs';
import { installDomShims } from '../../test/dom';
import FriendsListDialog from './FriendsListDialog';

beforeAll(() => {
  installDomShims();
  configureApi({ state: () => 'authenticated', key: () => 'k', onUnauthorized() {} });
});

/** The server: each path answers what the test sets (a status and a body). */
let answers: Record<string, { status: number; body: unknown }> = {};
let asked: string[] = [];
beforeEach(() => {
  answers = {};
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://town.test').pathname;
      asked.push(path);
      const a = answers[path] ?? { status: 404, body: { success: false, message: 'Not found' } };
      return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useDialogs.getState().close();
});

const friend = (username: string, extra: Partial<Friend> = {}): Friend => ({
  _id: `id-${username}`,
  username,
  bioColor: null,
  nametagColor: null,
  membership: 0,
  width: 1,
  height: 1,
  isOnline: false,
  createdAt: '2045-03-04T10:00:00.000Z',
  ...extra,
});

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <FriendsListDialog />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('the friends list dialog', () => {
  it("says 'Error loading friends: {message}' when the list cannot be read", async () => {
    answers['/api/friend/list'] = { status: 500, body: { success: false, message: 'The town is closed' } };
    show();
    expect((await screen.findByTestId('friends-list-error')).textContent).toBe(FRIEND_TEXT.friendsListError('The town is closed'));
    expect(FRIEND_TEXT.friendsListError('x')).toBe('Error loading friends: x');
  });

  it("says 'No friends, yet :)' with no friends", async () => {
    answers['/api/friend/list'] = { status: 200, body: [] };
    show();
    expect((await screen.findByTestId('friends-list-empty')).textContent).toContain(FRIEND_TEXT.noFriends);
  });

  it('shows each friend with the online dot and crown; a card opens the overlay with the date, View Full Profile and Whisper', async () => {
    answers['/api/friend/list'] = { status: 200, body: [friend('Bruno', { isOnline: true, membership: 1 }), friend('Cleo')] };
    show();
    const cards = await screen.findAllByTestId('player-card');
    expect(cards.map((c) => c.dataset.username)).toEqual(['Bruno', 'Cleo']);
    // Bruno is online and a member (crown); Cleo is neither.
    expect(cards.map((c) => c.querySelector('[data-testid="online-dot"]')!.getAttribute('aria-label'))).toEqual(['Online', 'Offline']);
    expect(cards.map((c) => c.querySelectorAll('[data-testid="crown"]').length)).toEqual([1, 0]);
    fireEvent.click(screen.getByRole('button', { name: 'Bruno' }));
    const overlay = screen.getByTestId('card-overlay');
    expect(overlay.textContent).toContain('Bruno');
    expect(overlay.textContent).toContain('2045');
    fireEvent.click(screen.getByTestId('overlay-whisper'));
    expect(useChat.getState().recipient).toBe('Bruno');
    fireEvent.click(screen.getByRole('button', { name: 'Cleo' }));
    fireEvent.click(screen.getByTestId('overlay-view-profile'));
    expect(useDialogs.getState().history.at(-1)).toEqual({ name: 'about', props: { username: 'Cleo' } });
  });

  it("searches 500 ms after typing ('Searching for users...' meanwhile), and says when nobody matches", async () => {
    answers['/api/friend/list'] = { status: 200, body: [friend('Bruno')] };
    const found: FoundPlayer[] = [{ ...friend('Dario'), isFriend: false }];
    answers['/api/friend/search/dar'] = { status: 200, body: found };
    answers['/api/friend/search/zzz'] = { status: 200, body: [] };
    show();
    await screen.findAllByTestId('player-card');
    fireEvent.change(screen.getByTestId('friends-list-search'), { target: { value: 'dar' } });
    expect(screen.getByTestId('friends-list-searching').textContent).toBe(FRIEND_TEXT.searching);
    expect(asked).not.toContain('/api/friend/search/dar');
    await waitFor(() => expect(screen.getAllByTestId('player-card').map((c) => c.dataset.username)).toEqual(['Dario']), { timeout: 3000 });
    fireEvent.change(screen.getByTestId('friends-list-search'), { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByTestId('friends-list-empty').textContent).toContain(FRIEND_TEXT.noneMatching('zzz')), { timeout: 3000 });
    await act(async () => {});
  });
});
