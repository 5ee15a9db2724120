import { and, count, desc, eq, sql } from 'drizzle-orm';
import { submissionImageUrl, type SubmissionFields } from '@common/api/routes/creator';
import { cdn } from '@common/cdn';
import { SUBMISSIONS_PENDING_MAX, submissionCategory, type Submission } from '@common/creator/submission';
import { SUBMISSION_TEXT } from '@common/creator/texts';
import { isModerator } from '@common/roles';
import type { AppContext } from '../../context';
import type { DbTransaction } from '../../db/client';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import { users, type UserRow } from '../users/schema';
import { removeSubmissionFiles, stageSubmissionFiles, writeSubmissionFiles } from './files';
import { checkPng } from './png';
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

/**
 * Who may see a submission and its files: its owner, and moderators. Anyone else is told it
 * does not exist, so ids reveal nothing.
 */
export async function visibleSubmission(ctx: AppContext, user: UserRow, id: number): Promise<{ row: SubmissionRow; submitter: string }> {
  const found = await findSubmission(ctx, id);
  if (!found || (found.row.submitterId !== user.id && !isModerator(user.access))) throw new NotFound(SUBMISSION_TEXT.notFound);
  return found;
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

/**
 * A new submission: the files are checked first (a refusal stores nothing); then the row and
 * the files are written in one transaction, the files before the commit, so a failed write
 * leaves no row and a failed commit removes the files.
 */
export async function createSubmission(ctx: AppContext, user: UserRow, fields: SubmissionFields, files: UploadedFiles): Promise<Submission> {
  const clean = await checkedFiles(files, true);
  let createdId: number | null = null;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      // One player's creates run one at a time, so the pending cap holds under concurrency.
      await tx.execute(sql`SELECT 1 FROM ${users} WHERE id = ${user.id} FOR UPDATE`);
      const [pending] = await tx
        .select({ n: count() })
        .from(creatorSubmissions)
        .where(and(eq(creatorSubmissions.submitterId, user.id), eq(creatorSubmissions.status, 'pending')));
      if ((pending?.n ?? 0) >= SUBMISSIONS_PENDING_MAX) throw new Conflict(SUBMISSION_TEXT.tooManyPending);
      const [inserted] = await tx
        .insert(creatorSubmissions)
        .values({ submitterId: user.id, name: fields.name, gender: fields.gender, category: fields.category })
        .returning();
      createdId = inserted!.id;
      await writeSubmissionFiles(ctx.config, inserted!.id, clean);
      return inserted!;
    });
    return presentSubmission(row, user.username ?? '');
  } catch (err) {
    if (createdId !== null) await removeSubmissionFiles(ctx.config, createdId);
    throw err;
  }
}

/** The owner's own pending submission, locked for a change; the spec's refusals otherwise. */
async function ownPending(tx: DbTransaction, user: UserRow, id: number): Promise<SubmissionRow> {
  const [row] = await tx.select().from(creatorSubmissions).where(eq(creatorSubmissions.id, id)).for('update');
  if (!row) throw new NotFound(SUBMISSION_TEXT.notFound);
  if (row.submitterId !== user.id) throw new Forbidden(SUBMISSION_TEXT.notOwner);
  if (row.status !== 'pending') throw new Conflict(SUBMISSION_TEXT.notPending);
  return row;
}

/**
 * Edits an own pending submission (avatar-economy §4: the image is optional when editing).
 * New files are checked first, staged beside the old ones, and take their place only once the
 * row's change committed; a refused or failed edit leaves the old image and fields together.
 */
export async function editSubmission(ctx: AppContext, user: UserRow, id: number, fields: SubmissionFields, files: UploadedFiles): Promise<Submission> {
  const clean = await checkedFiles(files, false);
  const staged = await stageSubmissionFiles(ctx.config, id, clean);
  let row: SubmissionRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      await ownPending(tx, user, id);
      const [updated] = await tx
        .update(creatorSubmissions)
        .set({ name: fields.name, gender: fields.gender, category: fields.category, updatedAt: new Date() })
        .where(eq(creatorSubmissions.id, id))
        .returning();
      return updated!;
    });
  } catch (err) {
    await staged.discard();
    throw err;
  }
  await staged.replace();
  return presentSubmission(row, user.username ?? '');
}

/** Deletes an own pending submission: its row, then its files. */
export async function removeSubmission(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await ownPending(tx, user, id);
    await tx.delete(creatorSubmissions).where(eq(creatorSubmissions.id, id));
  });
  await removeSubmissionFiles(ctx.config, id);
}
