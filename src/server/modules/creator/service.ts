import { and, count, desc, eq, sql } from 'drizzle-orm';
import { submissionImageUrl, type SubmissionFields } from '@common/api/routes/creator';
import { cdn } from '@common/cdn';
import { SUBMISSIONS_PENDING_MAX, submissionCategory, type Submission } from '@common/creator/submission';
import { SUBMISSION_TEXT } from '@common/creator/texts';
import type { AppContext } from '../../context';
import type { Db, DbTransaction } from '../../db/client';
import { Conflict, Invalid } from '../../errors';
import { users, type UserRow } from '../users/schema';
import { discardSubmissionFiles, newFilesVersion, removeReplacedVersion, removeSubmissionFiles, writeNextVersion, writeSubmissionFiles } from './files';
import { checkPng } from './png';
import { assertCanChangeSubmission, assertCanSeeSubmission, type CreatorActor } from './policy';
import { creatorSubmissions, type SubmissionRow } from './schema';

/** The API shape of a submission row (avatar-economy §3). */
export function presentSubmission(row: SubmissionRow, submitter: string): Submission {
  const version = row.updatedAt.getTime();
  // A rejected submission's files are deleted once the rejection commits (review.ts).
  const filesGone = row.status === 'rejected';
  return {
    id: row.id,
    name: row.name,
    gender: row.gender === 'female' ? 'female' : 'male',
    category: row.category,
    ...submissionCategory(row.category),
    status: row.status as Submission['status'],
    imageUrl: filesGone ? cdn.fallbackClothing() : submissionImageUrl(row.id, 'image', version),
    thumbnailUrl: filesGone ? cdn.fallbackClothing() : submissionImageUrl(row.id, 'thumbnail', version),
    createdAt: row.createdAt.toISOString(),
    submitter,
    reason: row.reason,
    itemId: row.itemId,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    withdrawnReason: row.withdrawnReason,
    revision: row.revision,
  };
}

/** The player's own submissions, newest first. */
export async function listOwnSubmissions(ctx: AppContext, user: UserRow): Promise<Submission[]> {
  const rows = await ctx.db
    .select()
    .from(creatorSubmissions)
    .where(eq(creatorSubmissions.submitterId, user.id))
    .orderBy(desc(creatorSubmissions.createdAt), desc(creatorSubmissions.id));
  return rows.map((r) => presentSubmission(r, user.username ?? ''));
}

/** One submission with its submitter's name, or null. */
export async function findSubmission(ctx: AppContext, id: number): Promise<{ row: SubmissionRow; submitter: string } | null> {
  const [found] = await ctx.db
    .select({ row: creatorSubmissions, submitter: users.username })
    .from(creatorSubmissions)
    .innerJoin(users, eq(users.id, creatorSubmissions.submitterId))
    .where(eq(creatorSubmissions.id, id));
  return found ? { row: found.row, submitter: found.submitter ?? '' } : null;
}

/** A submission and its submitter's name, for whoever may see it (policy.ts); to anyone else 404. */
export async function visibleSubmission(ctx: AppContext, user: CreatorActor, id: number): Promise<{ row: SubmissionRow; submitter: string }> {
  const found = await findSubmission(ctx, id);
  assertCanSeeSubmission(user, found?.row);
  return found!;
}

export interface UploadedFiles {
  image?: Buffer;
  thumbnail?: Buffer;
}

/** Checks both files (each refusal with its message) before anything is written. */
async function checkedFiles(files: UploadedFiles, required: boolean): Promise<UploadedFiles> {
  if (required && !files.image) throw new Invalid(SUBMISSION_TEXT.needImage, 'image');
  if (required && !files.thumbnail) throw new Invalid(SUBMISSION_TEXT.needThumbnail, 'thumbnail');
  return {
    image: files.image ? await checkPng(files.image, 'image') : undefined,
    thumbnail: files.thumbnail ? await checkPng(files.thumbnail, 'thumbnail') : undefined,
  };
}

/** Refuses a new submission past the pending cap (read again under the player's row lock when it is made). */
export async function assertUnderPendingCap(db: Db | DbTransaction, userId: string): Promise<void> {
  const [pending] = await db
    .select({ n: count() })
    .from(creatorSubmissions)
    .where(and(eq(creatorSubmissions.submitterId, userId), eq(creatorSubmissions.status, 'pending')));
  if ((pending?.n ?? 0) >= SUBMISSIONS_PENDING_MAX) throw new Conflict(SUBMISSION_TEXT.tooManyPending);
}

/**
 * A new submission: the pending cap first, then the files (decoding is the costly check; a
 * refusal stores nothing); then the row and the files are written in one transaction, the
 * files before the commit, so a failed write leaves no row and a failed commit removes them.
 */
export async function createSubmission(ctx: AppContext, user: UserRow, fields: SubmissionFields, files: UploadedFiles): Promise<Submission> {
  await assertUnderPendingCap(ctx.db, user.id);
  const clean = await checkedFiles(files, true);
  const filesVersion = newFilesVersion();
  let createdId: number | null = null;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      // One player's creates run one at a time, so the pending cap holds under concurrency.
      await tx.execute(sql`SELECT 1 FROM ${users} WHERE id = ${user.id} FOR UPDATE`);
      await assertUnderPendingCap(tx, user.id);
      const [inserted] = await tx
        .insert(creatorSubmissions)
        .values({ submitterId: user.id, name: fields.name, gender: fields.gender, category: fields.category, filesVersion })
        .returning();
      createdId = inserted!.id;
      await writeSubmissionFiles(ctx.config, inserted!.id, filesVersion, { image: clean.image!, thumbnail: clean.thumbnail! });
      return inserted!;
    });
    return presentSubmission(row, user.username ?? '');
  } catch (err) {
    if (createdId !== null && !(await committedAfterAll(ctx.db, createdId, filesVersion))) await discardSubmissionFiles(ctx.config, createdId);
    throw err;
  }
}

/**
 * After a failed transaction: whether the row names `filesVersion` all the same (the commit
 * went through but its answer was lost). Unsure counts as yes, so no file a committed row may
 * name is ever removed; at worst an unused file stays, removed with its submission.
 */
async function committedAfterAll(db: Db, id: number, filesVersion: string): Promise<boolean> {
  try {
    const [row] = await db.select({ filesVersion: creatorSubmissions.filesVersion }).from(creatorSubmissions).where(eq(creatorSubmissions.id, id));
    return row?.filesVersion === filesVersion;
  } catch {
    return true;
  }
}

/** The submission if this player may change it (their own, pending); the policy's refusals otherwise. */
export async function changeableSubmission(db: Db | DbTransaction, user: CreatorActor, id: number, lock = false): Promise<SubmissionRow> {
  const query = db.select().from(creatorSubmissions).where(eq(creatorSubmissions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  assertCanChangeSubmission(user, row);
  return row;
}

/**
 * Edits an own pending submission (avatar-economy §4: the image is optional when editing).
 * Who may is decided before the files are decoded; new files are then checked and written
 * under a new version (files.ts) before the transaction, which decides again on the locked
 * row and makes the row name that version; the version it replaced is removed after the
 * commit. A refused or failed edit leaves the old picture with the old fields, a committed one
 * the new picture with the new fields, whenever a crash comes. Every edit bumps the revision,
 * so a moderator's decision on the version before is refused.
 */
export async function editSubmission(ctx: AppContext, user: UserRow, id: number, fields: SubmissionFields, files: UploadedFiles): Promise<Submission> {
  await changeableSubmission(ctx.db, user, id);
  const clean = await checkedFiles(files, false);
  const next = clean.image || clean.thumbnail ? await writeNextVersion(ctx.config, id, clean) : null;
  let replaced: string | null = null;
  let row: SubmissionRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const current = await changeableSubmission(tx, user, id, true);
      replaced = current.filesVersion;
      await next?.complete(current);
      const [updated] = await tx
        .update(creatorSubmissions)
        .set({
          name: fields.name,
          gender: fields.gender,
          category: fields.category,
          updatedAt: new Date(),
          revision: sql`${creatorSubmissions.revision} + 1`,
          ...(next ? { filesVersion: next.version } : {}),
        })
        .where(eq(creatorSubmissions.id, id))
        .returning();
      return updated!;
    });
  } catch (err) {
    if (next && !(await committedAfterAll(ctx.db, id, next.version))) await next.discard();
    throw err;
  }
  if (next) await removeReplacedVersion(ctx, id, replaced);
  return presentSubmission(row, user.username ?? '');
}

/** Deletes an own pending submission: its row, then its files. */
export async function removeSubmission(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await changeableSubmission(tx, user, id, true);
    await tx.delete(creatorSubmissions).where(eq(creatorSubmissions.id, id));
  });
  await removeSubmissionFiles(ctx, id);
}
