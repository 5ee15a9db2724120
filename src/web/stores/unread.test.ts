// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@common/api/routes/auth';
import { useChat } from '../chat/store';
import type { ChatEntry } from '../chat/rules';
import { useSession } from './session';
import { useUnread } from './unread';

const whisper = (id: string, user: string, at: string, isSender = false): ChatEntry => ({ id, type: 'whisper', user, text: 'hi', timestamp: at, isSender });
const signIn = (username: string) => useSession.setState({ status: 'authenticated', user: { username } as SessionUser, key: 'k' });

afterEach(() => {
  useChat.setState({ whispers: [], readTimes: {} });
  useUnread.getState().reset();
  useSession.setState({ status: 'unauthenticated', user: null, key: null });
});

describe('the unread-count store', () => {
  it('holds the mail count, the whisper count and their sum', () => {
    useUnread.getState().setUnreadMail(4);
    expect(useUnread.getState()).toMatchObject({ unreadMailCount: 4, unreadWhisperCount: 0, unreadTotal: 4, mailKnown: true });
    useChat.getState().receiveWhisper(whisper('w1', 'Bruno', '2045-01-01T10:00:00Z'));
    useChat.getState().receiveWhisper(whisper('w2', 'Cleo', '2045-01-01T10:01:00Z'));
    expect(useUnread.getState()).toMatchObject({ unreadMailCount: 4, unreadWhisperCount: 2, unreadTotal: 6 });
  });

  it('counts only incoming whispers newer than their sender was read', () => {
    useChat.getState().receiveWhisper(whisper('w1', 'Bruno', '2045-01-01T10:00:00Z'));
    useChat.getState().receiveWhisper(whisper('w2', 'Bruno', '2045-01-01T10:02:00Z'));
    useChat.getState().receiveWhisper(whisper('w3', 'Bruno', '2045-01-01T10:03:00Z', true));
    expect(useUnread.getState().unreadWhisperCount).toBe(2);
    useChat.getState().setRead('Bruno', '2045-01-01T10:01:00Z');
    expect(useUnread.getState().unreadWhisperCount).toBe(1);
    useChat.getState().setRead('Bruno', '2045-01-01T10:05:00Z');
    expect(useUnread.getState()).toMatchObject({ unreadWhisperCount: 0, unreadTotal: 0 });
  });

  it('keeps whole counts of 0 or more only', () => {
    useUnread.getState().setUnreadMail(-3);
    expect(useUnread.getState().unreadMailCount).toBe(0);
    useUnread.getState().setUnreadMail(Number.NaN);
    expect(useUnread.getState().unreadMailCount).toBe(0);
    useUnread.getState().setUnreadMail(120);
    expect(useUnread.getState().unreadTotal).toBe(120);
  });

  it('forgets the mail count when another player signs in', () => {
    signIn('Ava');
    useUnread.getState().setUnreadMail(7);
    signIn('Bruno');
    expect(useUnread.getState()).toMatchObject({ unreadMailCount: 0, unreadTotal: 0, mailKnown: false });
  });
});
