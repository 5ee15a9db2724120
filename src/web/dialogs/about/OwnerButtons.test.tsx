// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@common/api/routes/profile';
import { PROFILE_TEXT } from '@common/social/texts';
import { configureApi } from '../../api/client';
import { installDomShims } from '../../test/dom';
import { OwnerButtons } from './OwnerButtons';

vi.mock('../../toast', () => ({ toast: { info: vi.fn(), success: vi.fn(), error: vi.fn() } }));

beforeAll(() => {
  installDomShims();
  configureApi({ state: () => 'authenticated', key: () => 'k', onUnauthorized() {} });
});
let sent: { url: string; body: unknown }[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url: new URL(url, 'http://town.test').pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ success: true, message: PROFILE_TEXT.bioColorSaved }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profile = (membership: number) => ({ username: 'Esme', membership, bioColor: null, nametagColor: null, nametag: null, isOwn: true }) as unknown as Profile;
const show = (membership: number) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <OwnerButtons profile={profile(membership)} />
      </MantineProvider>
    </QueryClientProvider>,
  );

describe("the profile owner's floating buttons", () => {
  it('offer a player who is not a member the bio colour only, and save it', async () => {
    show(0);
    expect(screen.queryByTestId('owner-nametag')).toBeNull();
    expect(screen.queryByTestId('owner-name-color')).toBeNull();
    fireEvent.click(screen.getByTestId('owner-bio-color'));
    const input = await screen.findByDisplayValue('#e95e23');
    fireEvent.change(input, { target: { value: '#1c7ed6' } });
    await act(async () => fireEvent.click(screen.getByText('Save bio colour').closest('button')!));
    expect(sent).toContainEqual({ url: '/api/profile/bioColor', body: { bioColor: '#1c7ed6' } });
  });

  it('offer a member the name tag and name colour as well', () => {
    show(1);
    for (const id of ['owner-nametag', 'owner-name-color', 'owner-bio-color']) expect(screen.getByTestId(id)).toBeTruthy();
  });
});
