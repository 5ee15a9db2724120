// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRIEND_TEXT } from '@common/social/texts';
import { configureApi } from '../../api/client';
import { installDomShims } from '../../test/dom';
import FriendsDialog from './FriendsDialog';

beforeAll(() => {
  installDomShims();
  configureApi({ state: () => 'authenticated', key: () => 'k', onUnauthorized() {} });
});
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://town.test').pathname;
      const body = path === '/api/friend/search/Hepzibah' ? [] : path === '/api/friend/list' ? [] : { success: false, message: 'Not found' };
      return new Response(JSON.stringify(body), { status: Array.isArray(body) ? 200 : 404, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Friends screen', () => {
  it("says 'No results found.' when the player search finds nobody", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <FriendsDialog />
        </MantineProvider>
      </QueryClientProvider>,
    );
    await screen.findByTestId('friends-empty');
    fireEvent.change(screen.getByTestId('friends-search'), { target: { value: 'Hepzibah' } });
    await waitFor(() => expect(screen.getByTestId('friends-no-results').textContent).toBe(FRIEND_TEXT.noResults), { timeout: 3000 });
    expect(FRIEND_TEXT.noResults).toBe('No results found.');
  });
});
