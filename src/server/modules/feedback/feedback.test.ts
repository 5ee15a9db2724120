import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX, FEEDBACK_TEXT } from '@common/payments/texts';
import { useTestApp } from '../../test/app';
import { payer } from '../payments/testing';
import { users } from '../users/schema';
import { FEEDBACK_PER_HOUR } from './service';
import { feedback } from './schema';

const t = useTestApp();

const send = (key: string, message: unknown) => t.call({ method: 'POST', url: '/api/feedback', key, payload: { message } });

describe('POST /api/feedback', () => {
  it('keeps any other message for staff, who read it with its author; players cannot', async () => {
    const p = await payer(t, 'Critic');
    const res = await send(p.key, '  The fountain in town should sparkle more.  ');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(FEEDBACK_TEXT.kept);
    const mod = await payer(t, 'Moddy');
    await t.ctx.db.update(users).set({ access: 1 }).where(eq(users.id, mod.id));
    const list = await t.call({ method: 'GET', url: '/api/feedback', key: mod.key });
    expect(list.status).toBe(200);
    expect(list.body.entries[0]).toMatchObject({ kind: 'feedback', username: 'Critic', message: 'The fountain in town should sparkle more.' });
    const refused = await t.call({ method: 'GET', url: '/api/feedback', key: p.key });
    expect(refused.status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/feedback' })).status).toBe(401);
  });

  it('refuses an empty or too long message and changes nothing', async () => {
    const p = await payer(t, 'Blank');
    const empty = await send(p.key, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(FEEDBACK_TEXT.empty);
    const long = await send(p.key, 'x'.repeat(FEEDBACK_MAX + 1));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(FEEDBACK_TEXT.tooLong);
    expect(await t.ctx.db.select().from(feedback).where(eq(feedback.userId, p.id))).toHaveLength(0);
  });

  it(`keeps at most ${FEEDBACK_PER_HOUR} messages a player an hour`, async () => {
    const p = await payer(t, 'Chatty');
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) expect((await send(p.key, `Idea number ${i}`)).status).toBe(200);
    const over = await send(p.key, 'One more idea');
    expect(over.status).toBe(429);
    expect(await t.ctx.db.select().from(feedback).where(eq(feedback.userId, p.id))).toHaveLength(FEEDBACK_PER_HOUR);
  });
});
