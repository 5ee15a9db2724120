import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { CASE_TEXT, REPORT_TEXT } from '@common/moderation-reports';
import { TOWN } from '@common/world/map';
import { mail } from '../src/server/modules/mail/schema';
import { SYSTEM_SENDER_ID } from '../src/server/modules/mail/system';
import { users } from '../src/server/modules/users/schema';
import { E2E_ART_DIR } from './support/art';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { keepAdAway } from './support/session';
import { PASSWORD, signedInPage } from './support/town';

/**
 * Issue 21's Done when, in a real Chromium: Rita (in town) reports a chat line of Ozzy's from
 * the chat window; Finn, a moderator, opens the Moderation dialog, claims the case, sees the
 * line among the lines around it, and mutes Ozzy for an hour. Ozzy's next public line is refused
 * with the time left, his Account standing shows the mute, Rita is mailed that her report was
 * handled, and an admin finds the decision and the mute in the audit log. Ozzy talks through a
 * socket of his own (the same town protocol as the page); the staff page skips the town.
 */
const server = useServer({ ART_DIR: E2E_ART_DIR });
const chromium = useBrowser();
/** With SHOTS_DIR set, the screens of the story are saved there to look at. */
const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

async function account(username: string, access = 0): Promise<{ id: string; key: string; email: string }> {
  const email = `${username.toLowerCase()}@town.test`;
  const post = (url: string, data: unknown) => fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) }).then((r) => r.json());
  await post('/game-api/register', { username, email, password: PASSWORD, confirmPassword: PASSWORD, gender: 1 });
  if (access) await server.server.ctx.db.update(users).set({ access }).where(eq(users.username, username));
  const login = (await post('/api/auth/login', { email, password: PASSWORD })) as { serverSessionKey: string; user: { _id: string } };
  return { id: login.user._id, key: login.serverSessionKey, email };
}

/** The staff page signs in as someone else: a fresh sign-in, then the app (without the town) restores it. */
async function signInWithoutTown(page: Page, email: string): Promise<void> {
  const login = await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  await page.goto(`${server.url}/?town=off`);
  await page.getByTestId('top-bar').waitFor({ timeout: 120_000 });
}

/**
 * Says a public line through Ozzy's socket and answers what the town told him back about it, if
 * anything (the notice of the mute itself, sent when it is imposed, is not an answer).
 */
function say(socket: Socket, text: string): Promise<string | null> {
  return new Promise((resolve) => {
    const heard = (m: { message: string }) => {
      if (m.message.startsWith('A moderator')) return;
      socket.off('notification_message', heard);
      resolve(m.message);
    };
    socket.on('notification_message', heard);
    socket.emit('chat', { text });
    setTimeout(() => {
      socket.off('notification_message', heard);
      resolve(null);
    }, 1500);
  });
}

describe('a report decided in the Moderation dialog', () => {
  it('from a chat line to a mute that bites, on the record', { timeout: 600_000 }, async () => {
    const ozzy = await account('Ozzy');
    await account('Finn', 1);
    const admin = await account('Ada', 2);
    const rita = await signedInPage(chromium, server, 'Rita');
    rita.setDefaultTimeout(60_000);
    await rita.getByTestId('chat-input').waitFor({ timeout: 120_000 });

    const town = io(server.url, { auth: { sessionKey: ozzy.key, location: TOWN.name }, transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        town.once('connect', () => resolve());
        town.once('connect_error', reject);
      });
      // A little conversation, then the line Rita reports, then one more.
      expect(await say(town, 'anyone at the fountain?')).toBeNull();
      await rita.getByTestId('chat-messages').getByText('anyone at the fountain?').waitFor({ timeout: 30_000 });
      await rita.getByTestId('chat-input').fill('yes, me!');
      await rita.getByTestId('chat-input').press('Enter');
      await rita.getByTestId('chat-messages').getByText('yes, me!').waitFor();
      expect(await say(town, 'you are all losers, go away')).toBeNull();
      expect(await say(town, 'whatever')).toBeNull();
      await rita.getByTestId('chat-messages').getByText('whatever').waitFor({ timeout: 30_000 });

      // Rita reports the line from the chat window (her own lines carry no Report).
      const line = rita.getByTestId('chat-message').filter({ hasText: 'you are all losers' });
      expect(await rita.getByTestId('chat-message').filter({ hasText: 'yes, me!' }).getByTestId('chat-report').count()).toBe(0);
      await line.hover();
      await shot(rita, 'chat-line-report');
      await line.getByTestId('chat-report').click();
      const form = rita.getByTestId('report-form');
      await form.waitFor();
      expect(await form.getAttribute('data-target-type')).toBe('chat');
      await form.getByTestId('report-reason').click();
      await rita.getByRole('option', { name: 'Harassment' }).click();
      await form.getByTestId('report-note').fill('He says this to every new player.');
      await shot(rita, 'chat-report-form');
      await form.getByTestId('report-send').click();
      await rita.getByText(REPORT_TEXT.sent).waitFor();
      await form.waitFor({ state: 'detached' });

      // Finn opens Moderation from the menu, finds the case and its evidence in context.
      const staff = await chromium.newPage();
      staff.setDefaultTimeout(60_000);
      await keepAdAway(staff);
      await signInWithoutTown(staff, 'finn@town.test');
      await staff.getByTestId('menu-button').click();
      await staff.getByTestId('menu-moderation').click();
      const card = staff.locator('[data-testid="case-card"][data-reported="Ozzy"]');
      await card.click();
      const detail = staff.getByTestId('case-detail');
      await detail.waitFor();
      expect(await detail.getByTestId('evidence-reported-line').textContent()).toContain('you are all losers, go away');
      const context = await detail.getByTestId('evidence-lines').textContent();
      for (const around of ['anyone at the fountain?', 'Rita:', 'yes, me!', 'whatever']) expect(context).toContain(around);
      expect(await detail.getByTestId('case-report').textContent()).toContain('He says this to every new player.');

      await shot(staff, 'case-open');
      await detail.getByTestId('case-claim').click();
      await staff.getByText(CASE_TEXT.claimed).waitFor();
      expect(await card.textContent()).toContain('Claimed by Finn');
      const decision = detail.getByTestId('resolve-form');
      await decision.getByTestId('resolve-action-mute').click();
      await decision.getByTestId('resolve-hours').fill('1');
      await decision.getByTestId('resolve-reason').fill('Insulting players in public chat');
      await shot(staff, 'case-decision');
      await decision.getByTestId('resolve-submit').click();
      await staff.getByText(CASE_TEXT.resolved('mute')).waitFor();
      await expect.poll(() => detail.getAttribute('data-status')).toBe('closed');
      await detail.getByTestId('case-standing-muted').waitFor();
      await shot(staff, 'case-closed');

      // Ozzy's next line is refused with the time left, and nobody hears it.
      const refusal = await say(town, 'I am still here');
      expect(refusal).toMatch(/^You are muted until .+ \((60 minutes|1 hour|59 minutes) from now\)/);
      await rita.waitForTimeout(500);
      expect(await rita.getByTestId('chat-messages').getByText('I am still here').count()).toBe(0);

      // Rita is told her report was handled, not what was done.
      const letters = await server.server.ctx.db.select().from(mail).where(eq(mail.senderId, SYSTEM_SENDER_ID));
      const toRita = letters.filter((l) => l.message.startsWith('Thank you for your report'));
      expect(toRita).toHaveLength(1);
      expect(toRita[0]!.message).not.toMatch(/mute/i);

      // Ozzy's Account standing (settings menu) shows the mute and its reason.
      await signInWithoutTown(staff, ozzy.email);
      await staff.getByTestId('settings-button').click();
      await staff.getByTestId('settings-menu').getByText('Account standing').click();
      const standing = staff.getByTestId('standing-dialog');
      await standing.getByTestId('standing-mute').waitFor();
      expect(await standing.getByTestId('standing-mute').textContent()).toContain('Insulting players in public chat');
      await shot(staff, 'standing');

      // An admin reads the decision and the mute in the audit log.
      await signInWithoutTown(staff, admin.email);
      await staff.getByTestId('menu-button').click();
      await staff.getByTestId('menu-auditLog').click();
      const rows = staff.getByTestId('audit-row');
      await rows.first().waitFor();
      await expect.poll(async () => (await rows.allTextContents()).join('\n')).toContain('Report case decided');
      const log = (await rows.allTextContents()).join('\n');
      expect(log).toContain('Player muted');
      expect(log).toContain('Case about Ozzy');
      expect(log).toContain('Report case claimed');
      await shot(staff, 'audit');
    } finally {
      town.disconnect();
    }
  });
});
