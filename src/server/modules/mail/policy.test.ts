import { describe, expect, it } from 'vitest';
import { MAIL_TEXT } from '@common/social/mail';
import { useTestApp } from '../../test/app';
import { action, askerName, NOT_SIGNED_IN, ok, policyTable, refused, useWorld, type World } from '../../test/policy-table';
import { mail } from './schema';

/** Who may read and write which mail (policy.ts), through the real routes. The owner received it from other. */
const t = useTestApp();
const w = useWorld(t, 'Mp');
const OWNER = askerName('Mp', 'owner');

async function letter(world: World, from: keyof World = 'other', to: keyof World = 'owner'): Promise<string> {
  const [row] = await t.ctx.db.insert(mail).values({ senderId: world[from].id, recipientId: world[to].id, message: 'Dear neighbour' }).returning({ id: mail.id });
  return row!.id;
}

const everyone = (answer: ReturnType<typeof ok>) => ({ player: answer, owner: answer, other: answer, blocked: answer, blocker: answer, moderator: answer, admin: answer });
/** A mail answers its two parties only; to anyone else, staff included, it does not exist. */
const parties = (answer: ReturnType<typeof ok>) => ({ anonymous: NOT_SIGNED_IN, ...everyone(refused(404, MAIL_TEXT.notFound)), owner: answer, other: answer });

policyTable(t, w, 'mail', [
  action({
    action: 'mark a mail read',
    setup: (world) => letter(world),
    request: (id) => ({ method: 'GET', url: `/api/mail/${id}/read` }),
    expect: parties(ok(MAIL_TEXT.markedRead)),
  }),
  action({
    action: 'save a mail',
    setup: (world) => letter(world),
    request: (id) => ({ method: 'GET', url: `/api/mail/${id}/save/1` }),
    expect: parties(ok(MAIL_TEXT.saved)),
  }),
  action({
    action: 'delete a mail',
    setup: (world) => letter(world),
    request: (id) => ({ method: 'DELETE', url: `/api/mail/${id}` }),
    expect: parties(ok(MAIL_TEXT.movedToTrash)),
  }),
  action({
    action: 'reply to a mail',
    setup: (world) => letter(world),
    request: (id) => ({ method: 'POST', url: `/api/mail/${id}/reply`, payload: { message: 'Thank you' } }),
    expect: parties(ok(MAIL_TEXT.replied)),
  }),
  action({
    action: 'write to the owner',
    setup: async () => null,
    request: () => ({ method: 'POST', url: `/api/mail/${OWNER}`, payload: { message: 'Hello there' } }),
    expect: {
      anonymous: NOT_SIGNED_IN,
      ...everyone(ok(MAIL_TEXT.sent)),
      owner: refused(400, MAIL_TEXT.notYourself),
      blocked: refused(403, MAIL_TEXT.blockedYou(OWNER)),
      blocker: refused(403, MAIL_TEXT.youBlocked(OWNER)),
    },
  }),
]);

describe('replying across a block', () => {
  it('is refused both ways to a mail sent before the block, saying which side blocked', async () => {
    // The owner blocks `blocked`, and `blocker` blocks the owner; each wrote to the other before.
    const fromBlocked = await letter(w, 'blocked', 'owner');
    const toBlocker = await letter(w, 'owner', 'blocker');
    const reply = (who: keyof World, id: string) => t.call({ method: 'POST', url: `/api/mail/${id}/reply`, key: w[who].key, payload: { message: 'About that...' } });
    expect(await reply('owner', fromBlocked)).toMatchObject({ status: 403, body: { message: MAIL_TEXT.youBlocked(w.blocked.username) } });
    expect(await reply('blocked', fromBlocked)).toMatchObject({ status: 403, body: { message: MAIL_TEXT.blockedYou(OWNER) } });
    expect(await reply('owner', toBlocker)).toMatchObject({ status: 403, body: { message: MAIL_TEXT.blockedYou(w.blocker.username) } });
    expect(await reply('blocker', toBlocker)).toMatchObject({ status: 403, body: { message: MAIL_TEXT.youBlocked(OWNER) } });
  });
});
