import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categoryByKey } from '@common/avatar/categories';
import type { Submission } from '@common/creator/submission';
import { SUBMISSIONS_PENDING_MAX } from '@common/creator/submission';
import { REVIEW_TEXT, SUBMISSION_TEXT } from '@common/creator/texts';
import { useTestApp } from '../../test/app';
import { action, NOT_SIGNED_IN, ok, policyTable, refused, STAFF_ONLY, useWorld, type World } from '../../test/policy-table';
import { writeSubmissionFiles } from './files';
import { creatorSubmissions } from './schema';
import { declaredPng, multipart, postForm, spritePng, submissionParts, thumbnailPng } from './testing';

/** Who may do what with creator submissions (policy.ts), through the real routes. The owner submitted it. */
const t = useTestApp();
const w = useWorld(t, 'Cp');
const hat = categoryByKey('hat').id;
const sprite = spritePng();
const thumbnail = thumbnailPng();

async function submission(world: World, set: { by?: keyof World; status?: 'pending' | 'approved' } = {}): Promise<number> {
  const [row] = await t.ctx.db
    .insert(creatorSubmissions)
    .values({ submitterId: world[set.by ?? 'owner'].id, name: 'Table Hat', gender: 'female', category: hat, status: set.status ?? 'pending' })
    .returning({ id: creatorSubmissions.id });
  // A row without files_version: its files have the names from before versions (image.png).
  await writeSubmissionFiles(t.ctx.config, row!.id, null, { image: await sprite, thumbnail: await thumbnail });
  return row!.id;
}

const decision = { name: 'Table Hat', category: hat, rarity: 0, costCoins: 100, costGems: 0 };
const everyone = (answer: ReturnType<typeof ok>) => ({ player: answer, owner: answer, other: answer, blocked: answer, blocker: answer, moderator: answer, admin: answer });
const notTheirs = refused(404, SUBMISSION_TEXT.notFound);

policyTable(t, w, 'creator submissions', [
  action({
    action: 'see a submission’s image',
    setup: (world) => submission(world),
    request: (id) => ({ method: 'GET', url: `/game-api/creator/submission/${id}/image.png` }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(notTheirs), owner: ok(), moderator: ok(), admin: ok() },
  }),
  action({
    action: 'edit a submission',
    setup: (world) => submission(world),
    request: (id) => ({ method: 'POST', url: `/game-api/creator/submission/${id}`, ...multipart(submissionParts({ gender: 'male', category: hat, name: 'Renamed Hat' })) }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(403, SUBMISSION_TEXT.notOwner)), owner: ok(SUBMISSION_TEXT.updated) },
  }),
  action({
    action: 'remove a submission',
    setup: (world) => submission(world),
    request: (id) => ({ method: 'POST', url: `/game-api/creator/submission/${id}/remove` }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(403, SUBMISSION_TEXT.notOwner)), owner: ok(SUBMISSION_TEXT.removed) },
  }),
  action({
    action: 'approve a submission',
    setup: (world) => submission(world),
    request: (id) => ({ method: 'POST', url: `/api/creator/review/${id}/approve`, payload: { revision: 1, ...decision } }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(STAFF_ONLY), moderator: ok(REVIEW_TEXT.approved('Table Hat')), admin: ok(REVIEW_TEXT.approved('Table Hat')) },
  }),
  action({
    action: 'reject a submission',
    setup: (world) => submission(world),
    request: (id) => ({ method: 'POST', url: `/api/creator/review/${id}/reject`, payload: { revision: 1, reason: 'Not this time' } }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(STAFF_ONLY), moderator: ok(REVIEW_TEXT.rejected), admin: ok(REVIEW_TEXT.rejected) },
  }),
  action({
    action: 'withdraw an approved item',
    setup: (world) => submission(world, { status: 'approved' }),
    request: (id) => ({ method: 'POST', url: `/api/creator/review/${id}/withdraw`, payload: { reason: 'Too close to a house item' } }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(STAFF_ONLY), moderator: ok(REVIEW_TEXT.withdrawn('Table Hat')), admin: ok(REVIEW_TEXT.withdrawn('Table Hat')) },
  }),
]);

const queue = async (who: World[keyof World]) =>
  (await t.call({ method: 'GET', url: '/api/creator/review', key: who.key })).body.submissions as Submission[];

describe('reviewing one’s own submission', () => {
  it('is refused to moderators and admins alike; the queue says they may not', async () => {
    for (const who of ['moderator', 'admin'] as const) {
      const id = await submission(w, { by: who });
      const approve = await t.call({ method: 'POST', url: `/api/creator/review/${id}/approve`, key: w[who].key, payload: { revision: 1, ...decision } });
      const reject = await t.call({ method: 'POST', url: `/api/creator/review/${id}/reject`, key: w[who].key, payload: { revision: 1, reason: 'mine' } });
      expect([approve.status, approve.body.message, reject.status, reject.body.message]).toEqual([403, REVIEW_TEXT.ownSubmission, 403, REVIEW_TEXT.ownSubmission]);
      expect((await queue(w[who])).find((s) => s.id === id)).toMatchObject({ status: 'pending', canReview: false });
      expect((await queue(w[who === 'admin' ? 'moderator' : 'admin'])).find((s) => s.id === id)).toMatchObject({ canReview: true });
    }
  });
});

describe('a decision names the version the moderator saw', () => {
  it('is refused once the creator changed the submission, and the queue shows the new version', async () => {
    const id = await submission(w);
    const seen = (await queue(w.moderator)).find((s) => s.id === id)!;
    expect(seen.revision).toBe(1);
    // The creator swaps the image after the moderator opened it.
    const edit = await postForm(t, `/game-api/creator/submission/${id}`, w.owner.key, submissionParts({ gender: 'female', category: hat, name: 'Table Hat', image: await spritePng('#2040d0') }));
    expect(edit.body.submission.revision).toBe(2);
    for (const res of [
      await t.call({ method: 'POST', url: `/api/creator/review/${id}/approve`, key: w.moderator.key, payload: { revision: seen.revision, ...decision } }),
      await t.call({ method: 'POST', url: `/api/creator/review/${id}/reject`, key: w.moderator.key, payload: { revision: seen.revision, reason: 'Blurry' } }),
    ]) {
      expect(res).toMatchObject({ status: 409, body: { message: REVIEW_TEXT.changedSinceOpened } });
    }
    const [row] = await t.ctx.db.select().from(creatorSubmissions).where(eq(creatorSubmissions.id, id));
    expect(row).toMatchObject({ status: 'pending', revision: 2 });
    const now = (await queue(w.moderator)).find((s) => s.id === id)!;
    expect(now.revision).toBe(2);
    // A decision without a revision is refused for what it lacks.
    expect((await t.call({ method: 'POST', url: `/api/creator/review/${id}/approve`, key: w.moderator.key, payload: decision })).body.message).toBe(REVIEW_TEXT.revisionRequired);
    expect((await t.call({ method: 'POST', url: `/api/creator/review/${id}/approve`, key: w.moderator.key, payload: { revision: now.revision, ...decision } })).status).toBe(200);
  });
});

describe('uploads refused before their images are decoded', () => {
  it('past the pending cap, and on somebody else’s submission, the refusal is the rule’s, not the image’s', async () => {
    const bomb = declaredPng(100_000, 100_000);
    const full = w.other;
    for (let i = 0; i < SUBMISSIONS_PENDING_MAX; i++) await submission(w, { by: 'other' });
    const create = await postForm(t, '/game-api/creator/submission', full.key, submissionParts({ gender: 'female', category: hat, name: 'One too many', image: bomb, thumbnail: bomb }));
    expect(create).toMatchObject({ status: 409, body: { message: SUBMISSION_TEXT.tooManyPending } });
    const theirs = await submission(w);
    const edit = await postForm(t, `/game-api/creator/submission/${theirs}`, w.player.key, submissionParts({ gender: 'female', category: hat, name: 'Mine now', image: bomb }));
    expect(edit).toMatchObject({ status: 403, body: { message: SUBMISSION_TEXT.notOwner } });
  });
});
