// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRIEND_TEXT } from '@common/social/texts';
import { configureApi } from '../api/client';
import { installDomShims } from '../test/dom';
import { OnlineFriendsPanel } from './OnlineFriendsPanel';

beforeAll(() => {
  installDomShims();
  configureApi({ state: () => 'authenticated', key: () => 'k', onUnauthorized() {} });
});
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify([]), { status: 200, headers: { 'content-type': 'application/json' } })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Online Friends panel', () => {
  it('leads to the whole friends list, even when no friend is in town', async () => {
    const onOpenList = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <OnlineFriendsPanel onWhisper={() => {}} onOpenList={onOpenList} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('None of your friends are in town right now.');
    const button = screen.getByTestId('open-friends-list');
    expect(button.textContent).toBe(FRIEND_TEXT.allFriends);
    fireEvent.click(button);
    expect(onOpenList).toHaveBeenCalledOnce();
  });
});
