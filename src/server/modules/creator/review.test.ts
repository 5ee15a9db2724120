import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryByKey } from '@common/avatar/categories';
import { CREATOR_SHARE_PERCENT, creatorShareOf } from '@common/creator/submission';
import { REVIEW_TEXT, SUBMISSION_TEXT } from '@common/creator/texts';
import { ROLE_TEXT } from '@common/roles';
import { PRODUCT_NAME } from '@common/texts';
import { buildApp } from '../../app';
import { useTestApp } from '../../test/app';
import { LocalPresence } from '../../world/presence';
import { auditLog } from '../audit/schema';
import { inventory, items } from '../items/schema';
import { ledger } from '../ledger/schema';
import { balancesOf, credit, ledgerSums } from '../ledger/service';
import { mail } from '../mail/schema';
import { SYSTEM_SENDER_ID } from '../mail/system';
import { sql } from 'drizzle-orm';
import { submissionDir } from './files';
import { creatorSubmissions as creatorSubmissionsTable } from './schema';
import { drawTestArt, namedFiles, postForm, spritePng, submissionParts, thumbnailPng } from './testing';
import { makePlayer, type TestPlayer } from '../../test/players';

const artDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-review-test-'));
const t = useTestApp({ ART_DIR: artDir });
const hat = categoryByKey('hat').id;
let cleo: TestPlayer;
let buyer: TestPlayer;
let mod: TestPlayer;
let admin: TestPlayer;

beforeAll(async () => {
  await drawTestArt(artDir);
  cleo = await makePlayer(t, { username: 'Cleo' });
  buyer = await makePlayer(t, { username: 'Bram' });
  mod = await makePlayer(t, { username: 'Mona', role: 'moderator' });
  admin = await makePlayer(t, { username: 'Ada', role: 'admin' });
  await credit(t.ctx.db, buyer.id, 'coins', 100_000, 'grant');
}, 120_000);
afterAll(() => fs.rmSync(artDir, { recursive: true, force: true }));

async function submit(name: string, color = '#d02020') {
  const res = await postForm(t, '/game-api/creator/submission', cleo.key, submissionParts({ gender: 'female', category: hat, name, image: await spritePng(color), thumbnail: await thumbnailPng() }));
  expect(res.status).toBe(200);
  return res.body.submission as { id: number; name: string };
}

/** A decision names the revision the moderator saw: 1 until the creator edits. */
const approve = (key: string, id: number, body: Record<string, unknown>) => t.call({ method: 'POST', url: `/api/creator/review/${id}/approve`, key, payload: { revision: 1, ...body } });
const storeItem = async (key: string, id: number) =>
  (await t.call({ method: 'GET', url: `/api/store?categories=${hat}&limit=500`, key })).body.items.find((i: { id: number }) => i.id === id);
const coinsOf = async (id: string) => (await balancesOf(t.ctx, [id])).get(id)!.coins;

describe('the review queue', () => {
  it('is for moderators and admins only', async () => {
    const s = await submit('Queue Hat');
    for (const res of [
      await t.call({ method: 'GET', url: '/api/creator/review', key: cleo.key }),
      await approve(cleo.key, s.id, { name: 'X', category: hat, rarity: 0, costCoins: 100, costGems: 0 }),
      await t.call({ method: 'POST', url: `/api/creator/review/${s.id}/reject`, key: buyer.key, payload: { revision: 1, reason: 'no' } }),
      await t.call({ method: 'GET', url: `/api/creator/review/${s.id}/preview/male.png`, key: cleo.key }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(ROLE_TEXT.moderatorsOnly);
    }
    expect((await t.call({ method: 'GET', url: '/api/creator/review' })).status).toBe(401);
    // Nothing changed.
    expect((await t.call({ method: 'GET', url: '/game-api/creator/submission', key: cleo.key })).body[0]).toMatchObject({ id: s.id, status: 'pending' });
  });

  it('lists pending submissions oldest first and shows each on both bodies in six views', async () => {
    const later = await submit('Later Hat', '#20a020');
    const queue = await t.call({ method: 'GET', url: '/api/creator/review', key: mod.key });
    expect(queue.status).toBe(200);
    const names = queue.body.submissions.map((s: { name: string }) => s.name);
    expect(names.indexOf('Queue Hat')).toBeLessThan(names.indexOf('Later Hat'));
    expect(queue.body.submissions.every((s: { status: string; submitter: string }) => s.status === 'pending' && s.submitter === 'Cleo')).toBe(true);
    expect((await t.call({ method: 'GET', url: '/api/creator/review', key: admin.key })).status).toBe(200);

    for (const body of ['male', 'female']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/creator/review/${later.id}/preview/${body}.png`, headers: { 'x-session-key': mod.key } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const png = res.rawPayload;
      expect((await sharp(png).metadata()).width).toBe(2550);
      for (let col = 0; col < 6; col++) {
        const px = await sharp(png).extract({ left: col * 425 + 200, top: 350, width: 1, height: 1 }).raw().toBuffer();
        expect([...px]).toEqual([0x20, 0xa0, 0x20, 255]);
      }
    }
    expect((await t.call({ method: 'GET', url: `/api/creator/review/${later.id}/preview/other.png`, key: mod.key })).status).toBe(404);
  });

  it('rejects with a reason, mails the creator and audits the decision', async () => {
    const s = await submit('Plain Hat');
    const noReason = await t.call({ method: 'POST', url: `/api/creator/review/${s.id}/reject`, key: mod.key, payload: { revision: 1, reason: '   ' } });
    expect(noReason.body.message).toBe(REVIEW_TEXT.reasonRequired);
    const res = await t.call({ method: 'POST', url: `/api/creator/review/${s.id}/reject`, key: mod.key, payload: { revision: 1, reason: 'The brim is cut off in view 3' } });
    expect(res.body).toMatchObject({ success: true, message: REVIEW_TEXT.rejected, submission: { id: s.id, status: 'rejected', reason: 'The brim is cut off in view 3' } });
    const again = await t.call({ method: 'POST', url: `/api/creator/review/${s.id}/reject`, key: mod.key, payload: { revision: 1, reason: 'again' } });
    expect(again).toMatchObject({ status: 409, body: { message: REVIEW_TEXT.alreadyReviewed } });

    const inbox = await t.call({ method: 'GET', url: '/api/mail', key: cleo.key });
    const letter = inbox.body.find((m: { message: string }) => m.message.includes('Plain Hat'));
    // From the product, not from the moderator (the audit log keeps who decided).
    expect(letter).toMatchObject({ sender: PRODUCT_NAME, recipient: 'Cleo', isRead: false });
    expect(letter.message).toContain('Reason: The brim is cut off in view 3');
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'creator.submission.reject'), eq(auditLog.targetId, String(s.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: mod.id, targetType: 'creator_submission', reason: 'The brim is cut off in view 3' });
  });

  it('approves into the store at once: credited, buyable, composable, and the creator earns the share', async () => {
    const s = await submit('Ruby Beanie');
    expect((await approve(mod.key, s.id, { name: 'Ruby Beanie', category: hat, rarity: 1, costCoins: 0, costGems: 0 })).body.message).toBe(REVIEW_TEXT.needPrice);
    const res = await approve(mod.key, s.id, { name: 'Ruby Beanie', category: hat, rarity: 1, costCoins: 2500, costGems: 0, description: 'Warm and very red' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: REVIEW_TEXT.approved('Ruby Beanie'), submission: { id: s.id, status: 'approved' } });
    const itemId: number = res.body.itemId;
    expect(res.body.submission.itemId).toBe(itemId);
    expect((await approve(mod.key, s.id, { name: 'Again', category: hat, rarity: 0, costCoins: 5, costGems: 0 })).status).toBe(409);

    // In the store under the creator's name, for sale now; the creator owns a copy.
    const listed = await storeItem(buyer.key, itemId);
    expect(listed).toMatchObject({ id: itemId, name: 'Ruby Beanie', creator: ['Cleo'], rarity: 1, costCoins: 2500, canBuyWithCoins: true, alreadyOwned: false });
    expect((await storeItem(cleo.key, itemId)).alreadyOwned).toBe(true);
    // Its art is served from DATA_DIR/uploads/items, like a generated item's.
    expect(fs.existsSync(path.join(t.ctx.config.dataDir, 'uploads', 'items', String(itemId), 'sprite.png'))).toBe(true);
    const preview = await t.app.inject({ method: 'GET', url: `/cdn/item/${itemId}/preview.png` });
    expect(preview.headers['content-type']).toBe('image/png');
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(256);

    // Mail and audit in the same transaction as the item.
    const inbox = (await t.call({ method: 'GET', url: '/api/mail', key: cleo.key })).body;
    expect(inbox.find((m: { message: string }) => m.message.includes('Ruby Beanie') && m.message.includes(`${CREATOR_SHARE_PERCENT}%`))).toMatchObject({ sender: PRODUCT_NAME });
    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'creator.submission.approve'), eq(auditLog.targetId, String(s.id))));
    expect(audit).toMatchObject({ actorId: mod.id, after: expect.objectContaining({ itemId, costCoins: 2500, status: 'approved' }) });

    // A third player buys it: the creator earns exactly the share, through the ledger.
    const cleoBefore = await coinsOf(cleo.id);
    const buyerBefore = await coinsOf(buyer.id);
    const bought = await t.call({ method: 'POST', url: '/api/store/checkout', key: buyer.key, payload: { items: JSON.stringify([itemId]) } });
    expect(bought.status).toBe(200);
    expect(await coinsOf(buyer.id)).toBe(buyerBefore - 2500);
    expect(await coinsOf(cleo.id)).toBe(cleoBefore + creatorShareOf(2500));
    expect(creatorShareOf(2500)).toBe(250);
    const shareRows = await t.ctx.db.select().from(ledger).where(and(eq(ledger.userId, cleo.id), eq(ledger.reason, 'creator_share')));
    expect(shareRows.map((r) => r.amount)).toEqual([250]);
    for (const p of [cleo, buyer]) expect(await ledgerSums(t.ctx.db, p.id)).toEqual((await balancesOf(t.ctx, [p.id])).get(p.id));

    // And wears it: the composed avatar shows the creator's red patch on the head.
    const worn = await t.call({ method: 'GET', url: `/api/inventory/${itemId}/equip/1`, key: buyer.key });
    expect(worn.body.success).toBe(true);
    const avatar = await t.app.inject({ method: 'GET', url: `/cdn/avatar/${buyer.username}.png` });
    expect(avatar.headers['content-type']).toBe('image/png');
    for (let col = 0; col < 6; col++) {
      const px = await sharp(avatar.rawPayload).extract({ left: col * 425 + 200, top: 350, width: 1, height: 1 }).raw().toBuffer();
      expect([...px]).toEqual([0xd0, 0x20, 0x20, 255]);
    }
  });

  it('pays the exact total share when many players buy at once', async () => {
    const s = await submit('Crowd Cap', '#c0c020');
    const itemId: number = (await approve(admin.key, s.id, { name: 'Crowd Cap', category: hat, rarity: 0, costCoins: 999, costGems: 0 })).body.itemId;
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, i) => makePlayer(t, { username: `Buyer${i}` })));
    for (const b of buyers) await credit(t.ctx.db, b.id, 'coins', 5000, 'grant');
    const before = await coinsOf(cleo.id);
    // Each buyer sends the same checkout twice at once: one of the pair buys, the other is refused.
    const results = await Promise.all(buyers.flatMap((b) => [0, 1].map(() => t.call({ method: 'POST', url: '/api/store/checkout', key: b.key, payload: { items: JSON.stringify([itemId]) } }))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(8);
    expect(await coinsOf(cleo.id)).toBe(before + 8 * creatorShareOf(999));
    expect(creatorShareOf(999)).toBe(99);
    const owners = await t.ctx.db.select().from(inventory).where(eq(inventory.itemId, itemId));
    expect(owners).toHaveLength(9); // eight buyers and the creator
    const [row] = await t.ctx.db.select({ owners: items.owners }).from(items).where(eq(items.id, itemId));
    expect(row!.owners).toBe(9);
    expect(await ledgerSums(t.ctx.db, cleo.id)).toEqual((await balancesOf(t.ctx, [cleo.id])).get(cleo.id));
  });

  it('never deadlocks when two creators buy each other’s items at the same moment', async () => {
    const dora = await makePlayer(t, { username: 'Dora' });
    for (const p of [cleo, dora]) await credit(t.ctx.db, p.id, 'coins', 10_000, 'grant');
    const approved = async (who: TestPlayer, name: string) => {
      const made = await postForm(t, '/game-api/creator/submission', who.key, submissionParts({ gender: 'male', category: hat, name, image: await spritePng(), thumbnail: await thumbnailPng() }));
      return (await approve(mod.key, made.body.submission.id, { name, category: hat, rarity: 0, costCoins: 300, costGems: 0 })).body.itemId as number;
    };
    const rounds = 3;
    const cleoItems = [];
    const doraItems = [];
    for (let i = 0; i < rounds; i++) {
      cleoItems.push(await approved(cleo, `Cleo Cap ${i}`));
      doraItems.push(await approved(dora, `Dora Cap ${i}`));
    }
    const before = { cleo: await coinsOf(cleo.id), dora: await coinsOf(dora.id) };
    for (let i = 0; i < rounds; i++) {
      const [a, b] = await Promise.all([
        t.call({ method: 'POST', url: '/api/store/checkout', key: cleo.key, payload: { items: JSON.stringify([doraItems[i]]) } }),
        t.call({ method: 'POST', url: '/api/store/checkout', key: dora.key, payload: { items: JSON.stringify([cleoItems[i]]) } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
    }
    // Each paid 300 per round and earned 30 back from the other.
    expect(await coinsOf(cleo.id)).toBe(before.cleo - rounds * 300 + rounds * 30);
    expect(await coinsOf(dora.id)).toBe(before.dora - rounds * 300 + rounds * 30);
    for (const p of [cleo, dora]) expect(await ledgerSums(t.ctx.db, p.id)).toEqual((await balancesOf(t.ctx, [p.id])).get(p.id));
  });

  it('reaches another app process at once: its store lists the approved item and draws its art', async () => {
    // A second app on the same database and data directory, with its own in-memory catalog and art caches.
    const other = await buildApp({ ...t.ctx, presence: new LocalPresence() }, { serveWeb: false });
    await other.ready();
    try {
      const otherStore = async () =>
        JSON.parse((await other.inject({ method: 'GET', url: `/api/store?categories=${hat}&limit=500`, headers: { 'x-session-key': buyer.key } })).body).items as { id: number; creator: string[] }[];
      const before = await otherStore(); // the other process now holds a snapshot
      const s = await submit('Far Away Fez', '#10b0b0');
      const itemId: number = (await approve(mod.key, s.id, { name: 'Far Away Fez', category: hat, rarity: 0, costCoins: 400, costGems: 0 })).body.itemId;
      expect(before.some((i) => i.id === itemId)).toBe(false);
      expect((await otherStore()).find((i) => i.id === itemId)).toMatchObject({ creator: ['Cleo'] });
      const sprite = await other.inject({ method: 'GET', url: `/cdn/item/${itemId}/sprite.png` });
      const px = await sharp(sprite.rawPayload).extract({ left: 200, top: 350, width: 1, height: 1 }).raw().toBuffer();
      expect([...px]).toEqual([0x10, 0xb0, 0xb0, 255]);
    } finally {
      await other.close();
    }
  });

  it('pays no share on gem sales', async () => {
    const s = await submit('Gem Halo', '#e0e0ff');
    const itemId: number = (await approve(mod.key, s.id, { name: 'Gem Halo', category: hat, rarity: 2, costCoins: 0, costGems: 20 })).body.itemId;
    await credit(t.ctx.db, buyer.id, 'gems', 20, 'grant');
    const before = await coinsOf(cleo.id);
    const res = await t.call({ method: 'POST', url: '/api/store/checkout', key: buyer.key, payload: { items: JSON.stringify([itemId]) } });
    expect(res.status).toBe(200);
    expect(await coinsOf(cleo.id)).toBe(before);
    expect((await t.call({ method: 'GET', url: '/game-api/creator/submission', key: cleo.key })).body.find((x: { id: number }) => x.id === s.id).status).toBe('approved');
    const edit = await postForm(t, `/game-api/creator/submission/${s.id}`, cleo.key, submissionParts({ gender: 'female', category: hat, name: 'Renamed' }));
    expect(edit).toMatchObject({ status: 409, body: { message: SUBMISSION_TEXT.notPending } });
  });
});

describe('a rejected submission’s files', () => {
  const filesOf = async (id: number) => Object.values(await namedFiles(t, id));

  it('are deleted once the rejection commits; the row, its reason and the mail stay', async () => {
    const s = await submit('Gone Hat');
    expect((await filesOf(s.id)).every((f) => fs.existsSync(f))).toBe(true);
    const res = await t.call({ method: 'POST', url: `/api/creator/review/${s.id}/reject`, key: mod.key, payload: { revision: 1, reason: 'Blurry edges' } });
    expect(res.status).toBe(200);
    expect(fs.existsSync(submissionDir(t.ctx.config, s.id))).toBe(false);
    const own = (await t.call({ method: 'GET', url: '/game-api/creator/submission', key: cleo.key })).body.find((x: { id: number }) => x.id === s.id);
    expect(own).toMatchObject({ status: 'rejected', reason: 'Blurry edges' });
    // Its pictures are the fallback now, not a link to a deleted file.
    expect(own.imageUrl).not.toContain('/game-api/creator/submission/');
    const img = await t.app.inject({ method: 'GET', url: own.thumbnailUrl });
    expect(img.headers['content-type']).toBe('image/png');
    // Previewing it on the avatar says why it cannot be shown.
    const preview = await postForm(t, '/game-api/creator/preview', cleo.key, [
      { name: 'category', value: String(hat) },
      { name: 'submissionId', value: String(s.id) },
    ]);
    expect(preview).toMatchObject({ status: 404, body: { message: SUBMISSION_TEXT.filesDeleted } });
  });

  it('are kept when the rejection fails, with the submission still pending', async () => {
    const s = await submit('Kept Hat');
    // A refused rejection (no reason) and a rejection whose transaction fails after marking the row.
    expect((await t.call({ method: 'POST', url: `/api/creator/review/${s.id}/reject`, key: mod.key, payload: { revision: 1, reason: ' ' } })).status).toBe(400);
    await t.ctx.pool.query(`CREATE FUNCTION test_fail_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit is down'; END $$`);
    await t.ctx.pool.query(`CREATE TRIGGER test_fail_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION test_fail_audit()`);
    try {
      const res = await t.call({ method: 'POST', url: `/api/creator/review/${s.id}/reject`, key: mod.key, payload: { revision: 1, reason: 'Blurry edges' } });
      expect(res.status).toBe(500);
    } finally {
      await t.ctx.pool.query(`DROP TRIGGER test_fail_audit ON audit_log; DROP FUNCTION test_fail_audit()`);
    }
    expect((await filesOf(s.id)).every((f) => fs.existsSync(f))).toBe(true);
    const own = (await t.call({ method: 'GET', url: '/game-api/creator/submission', key: cleo.key })).body.find((x: { id: number }) => x.id === s.id);
    expect(own).toMatchObject({ status: 'pending', reason: null });
    // An approval is not a rejection: an approved submission keeps its files.
    await approve(mod.key, s.id, { name: 'Kept Hat', category: hat, rarity: 0, costCoins: 10, costGems: 0 });
    expect((await filesOf(s.id)).every((f) => fs.existsSync(f))).toBe(true);
  });
});

describe('withdrawing an approved item', () => {
  const withdraw = (key: string, id: number, reason: unknown = 'Copies another artist’s design') =>
    t.call({ method: 'POST', url: `/api/creator/review/${id}/withdraw`, key, payload: { reason } });
  const checkout = (key: string, itemId: number) => t.call({ method: 'POST', url: '/api/store/checkout', key, payload: { items: JSON.stringify([itemId]) } });

  async function approvedItem(name: string) {
    const s = await submit(name, '#8040c0');
    const res = await approve(mod.key, s.id, { name, category: hat, rarity: 0, costCoins: 700, costGems: 0 });
    expect(res.status).toBe(200);
    return { id: s.id, itemId: res.body.itemId as number };
  }

  it('takes it off sale in every process at once; its buyer keeps it; the creator is mailed; the act is audited', async () => {
    const { id, itemId } = await approvedItem('Copied Cap');
    expect((await checkout(buyer.key, itemId)).status).toBe(200);
    const other = await buildApp({ ...t.ctx, presence: new LocalPresence() }, { serveWeb: false });
    await other.ready();
    try {
      const otherStore = async () =>
        JSON.parse((await other.inject({ method: 'GET', url: `/api/store?categories=${hat}&limit=500`, headers: { 'x-session-key': buyer.key } })).body).items as { id: number }[];
      expect((await otherStore()).some((i) => i.id === itemId)).toBe(true); // the other process holds a snapshot with it

      const res = await withdraw(mod.key, id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: REVIEW_TEXT.withdrawn('Copied Cap'), submission: { id, status: 'approved', itemId, withdrawnReason: 'Copies another artist’s design' } });
      expect(res.body.submission.withdrawnAt).toEqual(expect.any(String));

      // Neither store lists it any more, and nobody else can buy it.
      expect(await storeItem(buyer.key, itemId)).toBeUndefined();
      expect((await otherStore()).some((i) => i.id === itemId)).toBe(false);
      const late = await makePlayer(t, { username: 'Late' });
      await credit(t.ctx.db, late.id, 'coins', 5000, 'grant');
      const lateCoins = await coinsOf(late.id);
      expect((await checkout(late.key, itemId)).status).toBeGreaterThanOrEqual(400);
      expect(await coinsOf(late.id)).toBe(lateCoins);
    } finally {
      await other.close();
    }

    // The buyer (and the creator) still own it, and the buyer can still wear it.
    const owners = await t.ctx.db.select({ userId: inventory.userId }).from(inventory).where(eq(inventory.itemId, itemId));
    expect(owners.map((o) => o.userId).sort()).toEqual([buyer.id, cleo.id].sort());
    expect((await t.call({ method: 'GET', url: `/api/inventory/${itemId}/equip/1`, key: buyer.key })).body.success).toBe(true);
    const [row] = await t.ctx.db.select({ forSale: items.forSale }).from(items).where(eq(items.id, itemId));
    expect(row!.forSale).toBe(false);

    // The creator's mail comes from the product, with the reason.
    const inbox = (await t.call({ method: 'GET', url: '/api/mail', key: cleo.key })).body;
    const letter = inbox.find((m: { message: string }) => m.message.includes('"Copied Cap"') && m.message.includes('no longer for sale'));
    expect(letter).toMatchObject({ sender: PRODUCT_NAME, recipient: 'Cleo', fromSystem: true });
    expect(letter.message).toContain('Reason: Copies another artist’s design');
    // The creator's own list says it was withdrawn, when and why (it stays approved).
    const own = (await t.call({ method: 'GET', url: '/game-api/creator/submission', key: cleo.key })).body.find((x: { id: number }) => x.id === id);
    expect(own).toMatchObject({ status: 'approved', itemId, withdrawnAt: expect.any(String), withdrawnReason: 'Copies another artist’s design' });
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'creator.submission.withdraw'), eq(auditLog.targetId, String(id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: mod.id, targetType: 'creator_submission', reason: 'Copies another artist’s design', after: expect.objectContaining({ itemId, forSale: false }) });

    // The moderators' Approved list shows it withdrawn, newest decision first.
    const list = await t.call({ method: 'GET', url: '/api/creator/review?status=approved', key: admin.key });
    expect(list.status).toBe(200);
    expect(list.body.submissions.every((s: { status: string }) => s.status === 'approved')).toBe(true);
    expect(list.body.submissions.find((s: { id: number }) => s.id === id)).toMatchObject({ withdrawnReason: 'Copies another artist’s design' });
  });

  it('is for moderators and admins only: a player is refused and nothing changes', async () => {
    const { id, itemId } = await approvedItem('Kept Cap');
    const mailsBefore = (await t.ctx.db.select({ id: mail.id }).from(mail)).length;
    for (const key of [cleo.key, buyer.key]) {
      const res = await withdraw(key, id);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(ROLE_TEXT.moderatorsOnly);
    }
    expect((await t.call({ method: 'GET', url: '/api/creator/review?status=approved', key: cleo.key })).status).toBe(403);
    expect((await storeItem(buyer.key, itemId))?.id).toBe(itemId);
    const [row] = await t.ctx.db.select().from(creatorSubmissionsTable).where(eq(creatorSubmissionsTable.id, id));
    expect(row).toMatchObject({ status: 'approved', withdrawnAt: null, withdrawnReason: null });
    expect((await t.ctx.db.select({ id: mail.id }).from(mail)).length).toBe(mailsBefore);
    expect(await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'creator.submission.withdraw'), eq(auditLog.targetId, String(id))))).toHaveLength(0);
  });

  it('needs a reason, and is refused twice, or for a submission that was never approved, with a clear message', async () => {
    const { id } = await approvedItem('Twice Cap');
    expect(await withdraw(mod.key, id, '  ')).toMatchObject({ status: 400, body: { message: REVIEW_TEXT.withdrawReasonRequired } });
    expect((await withdraw(mod.key, id)).status).toBe(200);
    const mailsAfterFirst = (await t.ctx.db.select({ id: mail.id }).from(mail)).length;
    expect(await withdraw(admin.key, id, 'again')).toMatchObject({ status: 409, body: { success: false, message: REVIEW_TEXT.alreadyWithdrawn } });
    expect((await t.ctx.db.select({ id: mail.id }).from(mail)).length).toBe(mailsAfterFirst);
    expect(await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'creator.submission.withdraw'), eq(auditLog.targetId, String(id))))).toHaveLength(1);

    const pending = await submit('Pending Cap');
    expect(await withdraw(mod.key, pending.id)).toMatchObject({ status: 409, body: { message: REVIEW_TEXT.notApproved } });
    expect(await withdraw(mod.key, 999_999)).toMatchObject({ status: 404, body: { message: SUBMISSION_TEXT.notFound } });
  });

  it('two moderators withdrawing at once: one succeeds, the other is told it is already withdrawn', async () => {
    const { id } = await approvedItem('Race Cap');
    const [a, b] = await Promise.all([withdraw(mod.key, id, 'first'), withdraw(admin.key, id, 'second')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.message).toBe(REVIEW_TEXT.alreadyWithdrawn);
    const rows = await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail WHERE sender_id = ${SYSTEM_SENDER_ID} AND message LIKE '%Race Cap%no longer for sale%'`);
    expect(rows.rows[0]!.n).toBe(1);
  });
});
