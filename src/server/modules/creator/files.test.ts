import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryByKey } from '@common/avatar/categories';
import { UPLOADS_LOCK } from '../../db/backup/uploads-lock';
import { useTestApp } from '../../test/app';
import { items } from '../items/schema';
import { submissionDir, writeSubmissionFiles } from './files';
import { creatorSubmissions } from './schema';
import { namedFiles, postForm, spritePng, submissionParts, thumbnailPng, uploadedFiles } from './testing';
import { makePlayer, type TestPlayer } from '../../test/players';

/**
 * A submission's files and its row agree whatever fails and whenever the process dies: new
 * files are written under a new version before the row naming them commits, and the version
 * it replaced is removed after (files.ts).
 */
const t = useTestApp();
const hat = categoryByKey('hat').id;
let ana: TestPlayer;
let mod: TestPlayer;
let red: Buffer;
let blue: Buffer;
let thumb: Buffer;

beforeAll(async () => {
  ana = await makePlayer(t, { username: 'Ana' });
  mod = await makePlayer(t, { username: 'Mona', role: 'moderator' });
  [red, blue, thumb] = await Promise.all([spritePng('#d02020'), spritePng('#2040d0'), thumbnailPng()]);
});

const create = (name: string) => postForm(t, '/game-api/creator/submission', ana.key, submissionParts({ gender: 'female', category: hat, name, image: red, thumbnail: thumb }));
const edit = (id: number, name: string, files: { image?: Buffer; thumbnail?: Buffer } = {}) =>
  postForm(t, `/game-api/creator/submission/${id}`, ana.key, submissionParts({ gender: 'female', category: hat, name, ...files }));
const rowOf = async (id: number) => (await t.ctx.db.select().from(creatorSubmissions).where(eq(creatorSubmissions.id, id)))[0]!;
const shownImage = async (id: number) => (await t.app.inject({ method: 'GET', url: `/game-api/creator/submission/${id}/image.png`, headers: { 'x-session-key': ana.key } })).rawPayload;
/** The colour of a sprite's patch (spritePng draws one in every view). */
const colourOf = async (png: Buffer) => [...(await sharp(png).extract({ left: 200, top: 350, width: 1, height: 1 }).raw().toBuffer())];
const RED = [0xd0, 0x20, 0x20, 255];
const BLUE = [0x20, 0x40, 0xd0, 255];
const folder = (id: number) => fs.readdirSync(submissionDir(t.ctx.config, id)).sort();

async function made(name: string): Promise<number> {
  const res = await create(name);
  expect(res.status).toBe(200);
  return res.body.submission.id as number;
}

/** Runs `act` while every transaction writing a submission row fails at its commit (after its files were written). */
async function failingCommits<T>(act: () => Promise<T>): Promise<T> {
  await t.ctx.pool.query(`CREATE FUNCTION test_fail_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the disk filled up at commit'; END $$`);
  await t.ctx.pool.query(
    `CREATE CONSTRAINT TRIGGER test_fail_commit AFTER INSERT OR UPDATE ON creator_submissions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_fail_commit()`,
  );
  try {
    return await act();
  } finally {
    await t.ctx.pool.query(`DROP TRIGGER test_fail_commit ON creator_submissions; DROP FUNCTION test_fail_commit()`);
  }
}

/** Waits until another connection of this database waits for a lock (`event`: a row's transaction, or an advisory lock). */
async function someoneWaits(event: 'transactionid' | 'advisory'): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const { rows } = await t.ctx.pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = $1`, [event]);
    if (rows[0].n > 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`nobody waited for a ${event} lock`);
}

describe('a failed transaction leaves no file behind', () => {
  it('create: no row and no file', async () => {
    const before = uploadedFiles(t);
    const res = await failingCommits(() => create('Doomed Hat'));
    expect(res.status).toBe(500);
    expect(await t.ctx.db.select().from(creatorSubmissions).where(eq(creatorSubmissions.name, 'Doomed Hat'))).toEqual([]);
    expect(uploadedFiles(t)).toEqual(before);
  });

  it('edit: the old fields with the old picture, and only its files', async () => {
    const id = await made('Steady Hat');
    const row = await rowOf(id);
    const files = folder(id);
    const res = await failingCommits(() => edit(id, 'Changed Hat', { image: blue, thumbnail: thumb }));
    expect(res.status).toBe(500);
    expect(await rowOf(id)).toEqual(row);
    expect(folder(id)).toEqual(files);
    expect(await colourOf(await shownImage(id))).toEqual(RED);
    expect((await shownImage(id)).equals(fs.readFileSync((await namedFiles(t, id)).image))).toBe(true);
  });

  it('approve: no item, no item art, the submission still pending with its files', async () => {
    const id = await made('Unapproved Hat');
    const files = folder(id);
    const uploads = uploadedFiles(t);
    const res = await failingCommits(() =>
      t.call({ method: 'POST', url: `/api/creator/review/${id}/approve`, key: mod.key, payload: { revision: 1, name: 'Unapproved Hat', category: hat, rarity: 0, costCoins: 100, costGems: 0 } }),
    );
    expect(res.status).toBe(500);
    expect(await t.ctx.db.select().from(items).where(eq(items.name, 'Unapproved Hat'))).toEqual([]);
    expect(uploadedFiles(t)).toEqual(uploads);
    const itemsDir = path.join(t.ctx.config.dataDir, 'uploads', 'items');
    expect(fs.existsSync(itemsDir) ? fs.readdirSync(itemsDir) : []).toEqual([]);
    expect((await rowOf(id)).status).toBe('pending');
    expect(folder(id)).toEqual(files);
  });
});

describe('an edit with new files', () => {
  it('writes them under a new version before it commits, and removes the old version only after', async () => {
    const id = await made('Red Hat');
    const old = await namedFiles(t, id);
    const oldRow = await rowOf(id);
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      // The test holds the row (the edit's transaction waits for it) and the backup's lock.
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM creator_submissions WHERE id = $1 FOR UPDATE', [id]);
      await holder.query('SELECT pg_advisory_lock($1, $2)', [...UPLOADS_LOCK]);
      const editing = edit(id, 'Blue Hat', { image: blue });
      await someoneWaits('transactionid');
      // Before the commit: the new picture is on disk under a name of its own; the row and the
      // old files are untouched, so a crash now leaves the old picture with the old fields.
      const beforeCommit = folder(id);
      expect(beforeCommit).toHaveLength(3);
      expect(beforeCommit).toEqual(expect.arrayContaining([path.basename(old.image), path.basename(old.thumbnail)]));
      expect(await rowOf(id)).toEqual(oldRow);
      await holder.query('COMMIT');
      // Committed, the old version not yet removed (the backup's lock holds the removal): a
      // crash now leaves the new fields with the new picture, which the row names.
      await someoneWaits('advisory');
      const row = await rowOf(id);
      expect(row).toMatchObject({ name: 'Blue Hat', revision: 2 });
      expect(row.filesVersion).not.toBe(oldRow.filesVersion);
      const now = await namedFiles(t, id);
      expect(await colourOf(fs.readFileSync(now.image))).toEqual(BLUE);
      expect(await colourOf(await shownImage(id))).toEqual(BLUE);
      expect(fs.readFileSync(now.thumbnail).equals(fs.readFileSync(old.thumbnail))).toBe(true);
      expect(folder(id)).toHaveLength(4);
      await holder.query('SELECT pg_advisory_unlock($1, $2)', [...UPLOADS_LOCK]);
      expect((await editing).status).toBe(200);
      expect(folder(id)).toEqual([path.basename(now.image), path.basename(now.thumbnail)].sort());
      expect(await colourOf(await shownImage(id))).toEqual(BLUE);
    } finally {
      await holder.end();
    }
  });

  it('keeps a whole pair when two edits of one submission run at once', async () => {
    const id = await made('Twin Hat');
    const results = await Promise.all([edit(id, 'Image Hat', { image: blue }), edit(id, 'Thumb Hat', { thumbnail: await thumbnailPng(100) })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const now = await namedFiles(t, id);
    expect(folder(id)).toEqual([path.basename(now.image), path.basename(now.thumbnail)].sort());
    expect((await rowOf(id)).revision).toBe(3);
  });

  it('moves a submission written before versions to versioned names', async () => {
    const [row] = await t.ctx.db.insert(creatorSubmissions).values({ submitterId: ana.id, name: 'Old Hat', gender: 'female', category: hat }).returning();
    await writeSubmissionFiles(t.ctx.config, row!.id, null, { image: red, thumbnail: thumb });
    expect(folder(row!.id)).toEqual(['image.png', 'thumbnail.png']);
    expect(await colourOf(await shownImage(row!.id))).toEqual(RED);
    expect((await edit(row!.id, 'Old Hat', { image: blue })).status).toBe(200);
    const now = await namedFiles(t, row!.id);
    expect(folder(row!.id)).toEqual([path.basename(now.image), path.basename(now.thumbnail)].sort());
    expect(fs.readFileSync(now.thumbnail).equals(thumb)).toBe(true);
  });
});
