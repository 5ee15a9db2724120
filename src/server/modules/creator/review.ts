import { asc, desc, eq } from 'drizzle-orm';
import type { ApproveBody } from '@common/api/routes/creator';
import { APPROVED_LIST_MAX, type Submission } from '@common/creator/submission';
import { REVIEW_TEXT, SUBMISSION_TEXT } from '@common/creator/texts';
import type { AppContext } from '../../context';
import { Conflict, NotFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { catalogChanged, grantItems } from '../items/service';
import { items } from '../items/schema';
import type { Tx } from '../../db/client';
import { sendSystemMail } from '../mail/system';
import { users, type UserRow } from '../users/schema';
import { approvedItemArt, readSubmissionFile, removeApprovedArt, removeSubmissionFiles, writeApprovedArt } from './files';
import { assertCanReviewSubmission, canReviewSubmission, type CreatorActor } from './policy';
import { creatorSubmissions, type SubmissionRow } from './schema';
import { presentSubmission } from './service';

/**
 * The review queue: pending submissions, oldest first (the route's `role` lets moderators in),
 * each with whether this moderator may decide it (not their own: policy.ts).
 */
export async function pendingSubmissions(ctx: AppContext, reviewer: CreatorActor): Promise<Submission[]> {
  const rows = await ctx.db
    .select({ row: creatorSubmissions, submitter: users.username })
    .from(creatorSubmissions)
    .innerJoin(users, eq(users.id, creatorSubmissions.submitterId))
    .where(eq(creatorSubmissions.status, 'pending'))
    .orderBy(asc(creatorSubmissions.createdAt), asc(creatorSubmissions.id));
  return rows.map((r) => ({ ...presentSubmission(r.row, r.submitter ?? ''), canReview: canReviewSubmission(reviewer, r.row) }));
}

/** A submission locked for a decision, with its submitter's name. */
async function lockedSubmission(tx: Tx, id: number): Promise<{ row: SubmissionRow; submitter: string }> {
  const [found] = await tx
    .select({ row: creatorSubmissions, submitter: users.username })
    .from(creatorSubmissions)
    .innerJoin(users, eq(users.id, creatorSubmissions.submitterId))
    .where(eq(creatorSubmissions.id, id))
    .for('update', { of: creatorSubmissions });
  if (!found) throw new NotFound(SUBMISSION_TEXT.notFound);
  return { row: found.row, submitter: found.submitter ?? '' };
}

/**
 * A pending submission locked for the decision, with its submitter's name: one this reviewer
 * may decide (policy.ts), still at the revision they looked at. An owner's edit bumps the
 * revision, so a decision on what the moderator saw before it is refused (409) and the queue
 * shows the new version.
 */
async function pendingForReview(tx: Tx, reviewer: CreatorActor, id: number, seenRevision: number): Promise<{ row: SubmissionRow; submitter: string }> {
  const found = await lockedSubmission(tx, id);
  assertCanReviewSubmission(reviewer, found.row);
  if (found.row.status !== 'pending') throw new Conflict(REVIEW_TEXT.alreadyReviewed);
  if (found.row.revision !== seenRevision) throw new Conflict(REVIEW_TEXT.changedSinceOpened);
  return found;
}

/**
 * The creator's mail about a decision, in the deciding transaction. It comes from the product
 * (the system sender, mail/system.ts), not from the moderator: the decision is the product's,
 * and the audit log keeps who made it.
 */
async function mailCreator(tx: Tx, creatorId: string, message: string): Promise<void> {
  await sendSystemMail(tx, creatorId, message);
}

const auditView = (r: SubmissionRow) => ({ name: r.name, category: r.category, gender: r.gender, status: r.status, submitterId: r.submitterId, revision: r.revision });

/**
 * Approves a pending submission: in one transaction the store item is made (credited to the
 * submitter, who also owns a copy), its art written under DATA_DIR/uploads/items/<id> before
 * the commit, the submission marked approved, the creator mailed and the decision audited.
 * After the commit every app process is told the catalog changed, so the item is for sale at
 * once. A failure anywhere rolls everything back and removes the files written.
 */
export async function approveSubmission(ctx: AppContext, reviewer: UserRow, id: number, body: ApproveBody): Promise<{ submission: Submission; itemId: number }> {
  let writtenItem: number | null = null;
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const { row, submitter } = await pendingForReview(tx, reviewer, id, body.revision);
      const sprite = await readSubmissionFile(ctx.config, row, 'image');
      if (!sprite) throw new NotFound(SUBMISSION_TEXT.notFound);
      const [item] = await tx
        .insert(items)
        .values({
          name: body.name,
          description: body.description ?? '',
          creator: submitter,
          category: body.category,
          rarity: body.rarity,
          costCoins: body.costCoins,
          costGems: body.costGems,
          canBuyWithCoins: body.costCoins > 0,
          canBuyWithGems: body.costGems > 0,
          quantity: body.quantity ?? null,
          forSale: true,
          art: '',
        })
        .returning({ id: items.id });
      const itemId = item!.id;
      await tx.update(items).set({ art: approvedItemArt(itemId) }).where(eq(items.id, itemId));
      writtenItem = itemId;
      await writeApprovedArt(ctx.config, itemId, sprite, body.category);
      await grantItems(tx, row.submitterId, [itemId]);
      const [updated] = await tx
        .update(creatorSubmissions)
        .set({ status: 'approved', itemId, reviewerId: reviewer.id, reviewedAt: new Date(), name: body.name, category: body.category, reason: null })
        .where(eq(creatorSubmissions.id, id))
        .returning();
      await mailCreator(tx, row.submitterId, REVIEW_TEXT.mailApprovedBody(body.name, body.costCoins, body.costGems));
      await recordAudit(tx, {
        actorId: reviewer.id,
        action: 'creator.submission.approve',
        targetType: 'creator_submission',
        targetId: id,
        before: auditView(row),
        after: { ...auditView(updated!), itemId, rarity: body.rarity, costCoins: body.costCoins, costGems: body.costGems, quantity: body.quantity ?? null },
      });
      return { submission: presentSubmission(updated!, submitter), itemId };
    });
    await catalogChanged(ctx);
    return result;
  } catch (err) {
    if (writtenItem !== null && !(await itemCommittedAfterAll(ctx, writtenItem))) await removeApprovedArt(ctx.config, writtenItem);
    throw err;
  }
}

/** After a failed approval: whether its item committed all the same (a lost answer); unsure counts as yes. */
async function itemCommittedAfterAll(ctx: AppContext, itemId: number): Promise<boolean> {
  try {
    return (await ctx.db.select({ id: items.id }).from(items).where(eq(items.id, itemId))).length > 0;
  } catch {
    return true;
  }
}

/**
 * Rejects a pending submission with a reason: marked, mailed to the creator and audited
 * together. Its uploaded files are deleted once that commits (a failed rejection keeps them,
 * with the submission still pending); the creator keeps the row, its reason and the mail.
 */
export async function rejectSubmission(ctx: AppContext, reviewer: UserRow, id: number, body: { reason: string; revision: number }): Promise<Submission> {
  const { reason } = body;
  const rejected = await ctx.db.transaction(async (tx) => {
    const { row, submitter } = await pendingForReview(tx, reviewer, id, body.revision);
    const [updated] = await tx
      .update(creatorSubmissions)
      .set({ status: 'rejected', reason, reviewerId: reviewer.id, reviewedAt: new Date() })
      .where(eq(creatorSubmissions.id, id))
      .returning();
    await mailCreator(tx, row.submitterId, REVIEW_TEXT.mailRejectedBody(row.name, reason));
    await recordAudit(tx, {
      actorId: reviewer.id,
      action: 'creator.submission.reject',
      targetType: 'creator_submission',
      targetId: id,
      before: auditView(row),
      after: auditView(updated!),
      reason,
    });
    return presentSubmission(updated!, submitter);
  });
  await removeSubmissionFiles(ctx, id).catch((err: unknown) => ctx.log.warn({ err, submission: id }, 'could not delete a rejected submission’s files'));
  return rejected;
}

/**
 * The moderators' Approved list: approved submissions, newest decision first, for sale or
 * withdrawn (`withdrawnAt`), at most APPROVED_LIST_MAX.
 */
export async function approvedSubmissions(ctx: AppContext): Promise<Submission[]> {
  const rows = await ctx.db
    .select({ row: creatorSubmissions, submitter: users.username })
    .from(creatorSubmissions)
    .innerJoin(users, eq(users.id, creatorSubmissions.submitterId))
    .where(eq(creatorSubmissions.status, 'approved'))
    .orderBy(desc(creatorSubmissions.reviewedAt), desc(creatorSubmissions.id))
    .limit(APPROVED_LIST_MAX);
  return rows.map((r) => presentSubmission(r.row, r.submitter ?? ''));
}

/**
 * Takes an approved item back out of the store: in one transaction the item stops being for
 * sale (players who bought it keep it and may still wear it; its art stays), the submission
 * records the withdrawal and its reason, the creator is mailed and the act audited. After the
 * commit every process is told the catalog changed, so no store lists it a moment longer
 * (and checkout refuses it from the commit on, as it reads `for_sale` in its transaction).
 */
export async function withdrawSubmission(ctx: AppContext, moderator: UserRow, id: number, reason: string): Promise<Submission> {
  const result = await ctx.db.transaction((tx) => withdrawSubmissionIn(tx, moderator, id, reason));
  await catalogChanged(ctx);
  return result;
}

/** withdrawSubmission inside the caller's transaction (a report case's decision); the caller awaits catalogChanged(ctx) after the commit. */
export async function withdrawSubmissionIn(tx: Tx, moderator: Pick<UserRow, 'id'>, id: number, reason: string): Promise<Submission> {
  const found = await lockedSubmission(tx, id);
  const { row } = found;
  if (row.status !== 'approved') throw new Conflict(REVIEW_TEXT.notApproved);
  if (row.withdrawnAt) throw new Conflict(REVIEW_TEXT.alreadyWithdrawn);
  let item: { id: number; name: string } | undefined;
  if (row.itemId !== null) {
    [item] = await tx
      .update(items)
      .set({ forSale: false })
      .where(eq(items.id, row.itemId))
      .returning({ id: items.id, name: items.name });
  }
  const [updated] = await tx
    .update(creatorSubmissions)
    .set({ withdrawnAt: new Date(), withdrawnReason: reason })
    .where(eq(creatorSubmissions.id, id))
    .returning();
  await mailCreator(tx, row.submitterId, REVIEW_TEXT.mailWithdrawnBody(item?.name ?? row.name, reason));
  await recordAudit(tx, {
    actorId: moderator.id,
    action: 'creator.submission.withdraw',
    targetType: 'creator_submission',
    targetId: id,
    before: { ...auditView(row), itemId: row.itemId, forSale: true },
    after: { ...auditView(updated!), itemId: row.itemId, forSale: false, withdrawnAt: updated!.withdrawnAt?.toISOString() ?? null },
    reason,
  });
  return presentSubmission(updated!, found.submitter);
}
