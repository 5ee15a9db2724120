import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { friendRoutes } from '@common/api/routes/friends';
import { ApiError, call, configureApi } from './api/client';
import { queryClient, runMutation } from './queryClient';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { info: vi.fn(), success: vi.fn(), error: vi.fn() } }));

const refuse = (status: number, message: string) => vi.fn(async () => new Response(JSON.stringify({ success: false, message }), { status, headers: { 'content-type': 'application/json' } }));
const signedOut = vi.fn();

beforeAll(() => configureApi({ state: () => 'authenticated', key: () => 'k', onUnauthorized: signedOut }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  queryClient.clear();
});

describe('the one error policy', () => {
  it('call() shows nothing: it rejects with the server’s words', async () => {
    vi.stubGlobal('fetch', refuse(400, 'Not today'));
    await expect(call(friendRoutes.list, {})).rejects.toMatchObject({ status: 400, message: 'Not today' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a failed mutation is toasted exactly once, with the server’s words', async () => {
    vi.stubGlobal('fetch', refuse(409, 'Already taken'));
    await expect(runMutation(() => call(friendRoutes.list, {}))).rejects.toBeInstanceOf(ApiError);
    expect(vi.mocked(toast.error).mock.calls).toEqual([['Already taken']]);
  });

  it('a mutation whose form shows its error is not toasted', async () => {
    vi.stubGlobal('fetch', refuse(400, 'Name taken'));
    await expect(runMutation(() => call(friendRoutes.list, {}), { meta: { showsOwnError: true } })).rejects.toThrow('Name taken');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a 401 signs out (which says so) and is not toasted again', async () => {
    vi.stubGlobal('fetch', refuse(401, 'Session expired'));
    await expect(runMutation(() => call(friendRoutes.list, {}))).rejects.toThrow('Session expired');
    expect(signedOut).toHaveBeenCalledOnce();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a mutation inside another shows its error once', async () => {
    vi.stubGlobal('fetch', refuse(400, 'No coins'));
    await expect(runMutation(() => runMutation(() => call(friendRoutes.list, {})))).rejects.toThrow('No coins');
    expect(toast.error).toHaveBeenCalledOnce();
  });
});
