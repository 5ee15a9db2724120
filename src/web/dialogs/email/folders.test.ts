import { describe, expect, it } from 'vitest';
import type { Mail } from '@common/api/routes/mail';
import { inFolder, otherParty, visibleMail } from './folders';

const base: Mail = {
  id: '1',
  _id: '1',
  sender: 'Cleo',
  recipient: 'Ava',
  message: 'Tea at the café later?',
  createdAt: '2026-01-01T10:00:00.000Z',
  type: 0,
  isRead: false,
  isSender: false,
  isSaved: false,
  isReplied: false,
  isDeleted: false,
  fromSystem: false,
};
const mail = (over: Partial<Mail>): Mail => ({ ...base, ...over });

describe('email folders', () => {
  it('files received, unread, saved, sent and deleted mail where a player looks for it', () => {
    const unread = mail({ id: 'u' });
    const read = mail({ id: 'r', isRead: true });
    const saved = mail({ id: 's', isRead: true, isSaved: true });
    const sent = mail({ id: 'o', isSender: true, isRead: true, sender: 'Ava', recipient: 'Finn' });
    const trashed = mail({ id: 't', isDeleted: true, isSaved: true });
    const all = [unread, read, saved, sent, trashed];
    const ids = (folder: Parameters<typeof inFolder>[1]) => all.filter((m) => inFolder(m, folder)).map((m) => m.id);
    expect(ids('Inbox')).toEqual(['u', 'r', 's']);
    expect(ids('Unread')).toEqual(['u']);
    expect(ids('Saved')).toEqual(['s']);
    expect(ids('Sent')).toEqual(['o']);
    expect(ids('Trash')).toEqual(['t']);
  });

  it('searches the other player’s name and the message, ignoring case', () => {
    const sent = mail({ id: 'o', isSender: true, sender: 'Ava', recipient: 'Finn', message: 'Radio tonight' });
    expect(otherParty(sent)).toBe('Finn');
    const all = [mail({ id: 'c' }), sent];
    expect(visibleMail(all, 'Inbox', 'CAFÉ').map((m) => m.id)).toEqual(['c']);
    expect(visibleMail(all, 'Sent', 'finn').map((m) => m.id)).toEqual(['o']);
    expect(visibleMail(all, 'Sent', 'ava')).toEqual([]);
    expect(visibleMail(all, 'Inbox', '  ').map((m) => m.id)).toEqual(['c']);
  });
});
