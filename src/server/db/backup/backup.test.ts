import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { categoryByKey } from '@common/avatar/categories';
import { ACCESS } from '@common/roles';
import { loadConfig, type Config } from '../../config';
import { namedFiles, postForm, spritePng, submissionParts, thumbnailPng } from '../../modules/creator/testing';
import { savePublicMessage, saveWhisper } from '../../modules/chat/service';
import { longText, writePost } from '../../modules/forum/testing';
import { feedOutfit } from '../../modules/outfitsFeed/testing';
import { users } from '../../modules/users/schema';
import { useTestApp } from '../../test/app';
import { adminQuery, dropDatabase, withDatabase } from '../../test/database';
import { connectDatabase } from '../client';
import { startEmbeddedPostgres } from '../embedded';
import { tablesOf } from './catalog';
import { createBackup } from './create';
import { BackupRefused, type Manifest } from './format';
import { migrateUpTo, readJournal } from './migrations';
import { restoreBackup } from './restore';
import { makePlayer, type TestPlayer } from '../../test/players';

/**
 * npm run backup and npm run restore on the real database: a world with players, mail, forum
 * posts, outfits, ledger rows and a creator's upload goes into an archive and comes back, row
 * for row and byte for byte, into an empty DATA_DIR (embedded database) and into an empty
 * database (DATABASE_URL); a non-empty target is refused and left alone.
 */
// No change notices: restore refuses a database an app listens on, and this file's app stands for
// one already stopped when it restores over its database (the 'not empty' refusal).
const t = useTestApp({}, { changes: false });
const log = pino({ level: process.env.TEST_LOG ?? 'silent' });
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-backup-test-'));
fs.chmodSync(scratch, 0o755); // the embedded server's system user enters it when tests run as root
const archive = path.join(scratch, 'world.tar.gz');
const databases: string[] = [];
let ana: TestPlayer;
let manifest: Manifest;

afterAll(async () => {
  for (const name of databases) await dropDatabase(inject('dbAdminUrl'), name);
  fs.rmSync(scratch, { recursive: true, force: true });
});

const configFor = (dataDir: string, databaseUrl?: string): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

/** A new database on the test server with nothing in it (not even migrations). */
async function emptyDatabase(): Promise<string> {
  const name = `${inject('dbRun')}_bk${databases.length}`;
  await adminQuery(inject('dbAdminUrl'), `CREATE DATABASE "${name}"`);
  databases.push(name);
  return withDatabase(inject('dbAdminUrl'), name);
}

/** Per table whose rows a backup keeps: its row count and a checksum of its rows in a fixed order. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: Record<string, string> = {};
    for (const table of await tablesOf(client)) {
      if (table.withoutRows) continue;
      const q = pg.escapeIdentifier(table.name);
      const { rows } = await client.query(`SELECT count(*)::text AS n, md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS sum FROM public.${q} r`);
      out[table.name] = `${rows[0].n} rows, ${rows[0].sum}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

/** Players whose coins, gems or honor differ from the sum of their ledger rows (none, ever). */
async function balancesOffTheLedger(url: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      SELECT u.username FROM users u
      LEFT JOIN (SELECT user_id, sum(amount) FILTER (WHERE currency = 'coins') AS coins, sum(amount) FILTER (WHERE currency = 'gems') AS gems,
                        sum(amount) FILTER (WHERE currency = 'honor') AS honor FROM ledger GROUP BY user_id) l ON l.user_id = u.id
      WHERE u.coins <> coalesce(l.coins, 0) OR u.gems <> coalesce(l.gems, 0) OR u.honor <> coalesce(l.honor, 0)`);
    return rows;
  } finally {
    await client.end();
  }
}

/** Every file under a folder with the sha256 of its bytes. */
function filesIn(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]) {
    const full = path.join(dir, f);
    if (fs.statSync(full).isFile()) out[f] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return out;
}

beforeAll(async () => {
  ana = await makePlayer(t, { username: 'Ana', coins: 5000, gems: 25 });
  const ben = await makePlayer(t, { username: 'Ben', coins: 5000, gems: 25 });
  // Mona signs up through the route, so the world also holds her sign-up address.
  const signUp = { username: 'Mona', email: 'mona@example.test', password: 'password 123', confirmPassword: 'password 123', gender: 1 };
  expect((await t.call({ method: 'POST', url: '/game-api/register', payload: signUp })).status).toBe(200);
  await t.ctx.db.update(users).set({ access: ACCESS.moderator }).where(eq(users.username, 'Mona'));
  const mod = { key: (await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: signUp.email, password: signUp.password } })).body.serverSessionKey as string };
  const hat = categoryByKey('hat').id;
  // Mail, a forum post with a reply and a tip, outfits, chat and whispers.
  expect((await t.call({ method: 'POST', url: '/api/mail/Ben', key: ana.key, payload: { message: 'See you at the fountain' } })).status).toBe(200);
  const post = await writePost(t, ana, { title: 'Backups matter', message: longText('Keep a copy of the town.') });
  expect((await t.call({ method: 'POST', url: `/api/forum/post/${post}/reply`, key: ben.key, payload: { message: 'Agreed!' } })).status).toBe(200);
  expect((await t.call({ method: 'GET', url: `/api/forum/post/${post}/tip`, key: ben.key })).status).toBe(200);
  await feedOutfit(t, ana.id, 'Sunday best');
  await feedOutfit(t, ben.id, 'Rainy day');
  await savePublicMessage(t.ctx, ana.id, 'hello town');
  await saveWhisper(t.ctx, ben.id, ana.id, 'psst');
  // A creator's upload, edited once (a versioned pair) and another approved into the store.
  const submit = (name: string) => postForm(t, '/game-api/creator/submission', ana.key, submissionParts({ gender: 'female', category: hat, name, image: sprite, thumbnail: thumb }));
  const [sprite, thumb] = await Promise.all([spritePng('#d02020'), thumbnailPng()]);
  const kept = (await submit('Kept Hat')).body.submission.id as number;
  const blue = await spritePng('#2040d0');
  expect((await postForm(t, `/game-api/creator/submission/${kept}`, ana.key, submissionParts({ gender: 'female', category: hat, name: 'Kept Hat', image: blue }))).status).toBe(200);
  const sold = (await submit('Sold Hat')).body.submission.id as number;
  const approved = await t.call({ method: 'POST', url: `/api/creator/review/${sold}/approve`, key: mod.key, payload: { revision: 1, name: 'Sold Hat', category: hat, rarity: 0, costCoins: 100, costGems: 0 } });
  expect(approved.status).toBe(200);

  manifest = await createBackup(t.ctx.config, archive, log);
}, 60_000);

describe('npm run backup', () => {
  it('writes one archive saying what it holds', () => {
    expect(fs.existsSync(archive)).toBe(true);
    expect(manifest.migrations.map((m) => m.createdAt)).toEqual(readJournal().map((e) => e.when));
    const rows = Object.fromEntries(manifest.tables.map((tb) => [tb.name, tb.rows]));
    expect(rows).toMatchObject({ users: 4, mail: 2, forum_posts: 1, forum_replies: 1, forum_tips: 1, outfits: 2, chat_messages: 1, whispers: 1, creator_submissions: 2 });
    expect(rows.ledger).toBeGreaterThan(4);
    expect(manifest.withoutRows.map((w) => w.name).sort()).toEqual(['change_notices', 'rate_limits']);
    // The forum's search vector is generated: computed again on load, not carried.
    expect(manifest.tables.find((tb) => tb.name === 'forum_posts')!.columns).not.toContain('search');
    // The edited submission's pair, the other's, and the approved item's art.
    expect(manifest.uploads.files).toBe(6);
  });

  it('refuses to write over an existing file', async () => {
    await expect(createBackup(t.ctx.config, archive, log)).rejects.toThrow(BackupRefused);
  });
});

describe('npm run restore', () => {
  it('brings it back into an empty DATA_DIR with the embedded database, row for row and byte for byte', async () => {
    const dataDir = path.join(scratch, 'restored');
    const restored = await restoreBackup(configFor(dataDir), archive, log);
    expect(restored.tables).toEqual(manifest.tables);

    // The restore stopped its embedded server; start it again to look.
    const server = await startEmbeddedPostgres(dataDir, log);
    try {
      expect(await fingerprint(server.url)).toEqual(await fingerprint(t.databaseUrl));
      expect(await balancesOffTheLedger(server.url)).toEqual([]);
      // Identity sequences go on after the restored rows: a new player gets a new number.
      const db = connectDatabase(server.url, log, 1);
      try {
        const { rows: next } = await db.pool.query(`SELECT nextval('creator_submissions_id_seq')::int AS id`);
        const { rows: max } = await db.pool.query(`SELECT max(id)::int AS id FROM creator_submissions`);
        expect(next[0].id).toBeGreaterThan(max[0].id);
      } finally {
        await db.close();
      }
    } finally {
      await server.stop();
    }
    expect(filesIn(path.join(dataDir, 'uploads'))).toEqual(filesIn(path.join(t.ctx.config.dataDir, 'uploads')));
    const kept = await namedFiles(t, (await t.ctx.pool.query(`SELECT id FROM creator_submissions WHERE name = 'Kept Hat'`)).rows[0].id);
    const restoredImage = path.join(dataDir, path.relative(t.ctx.config.dataDir, kept.image));
    expect(fs.readFileSync(restoredImage).equals(fs.readFileSync(kept.image))).toBe(true);

    // Restoring again into the same (no longer empty) DATA_DIR is refused and changes nothing.
    const before = fs.readdirSync(dataDir).sort();
    await expect(restoreBackup(configFor(dataDir), archive, log)).rejects.toThrow(/DATA_DIR .* is not empty/);
    expect(fs.readdirSync(dataDir).sort()).toEqual(before);
  }, 60_000);

  it('brings it back into an empty database (DATABASE_URL) and refuses a database with rows', async () => {
    const url = await emptyDatabase();
    const dataDir = path.join(scratch, 'external');
    await restoreBackup(configFor(dataDir, url), archive, log);
    expect(await fingerprint(url)).toEqual(await fingerprint(t.databaseUrl));
    expect(filesIn(path.join(dataDir, 'uploads'))).toEqual(filesIn(path.join(t.ctx.config.dataDir, 'uploads')));

    // The source database holds rows: refused, and nothing in it or in DATA_DIR changes.
    const other = path.join(scratch, 'other');
    const source = await fingerprint(t.databaseUrl);
    await expect(restoreBackup(configFor(other, t.databaseUrl), archive, log)).rejects.toThrow(/The database is not empty \(account_addresses, audit_log, chat_messages, creator_submissions/);
    expect(await fingerprint(t.databaseUrl)).toEqual(source);
    expect(fs.readdirSync(other)).toEqual([]);
    // A DATA_DIR that holds uploads is refused too, before the database is looked at.
    await expect(restoreBackup(configFor(dataDir, await emptyDatabase()), archive, log)).rejects.toThrow(/uploads is not empty/);
  }, 60_000);

  it('restores a backup made by an older app, then runs the newer migrations over its rows', async () => {
    // A database two migrations behind ("0020"): an outfit shared by number in a bio, from
    // before outfits had public ids.
    const journal = readJournal();
    const olderLevel = journal.find((e) => e.tag.startsWith('0020'))!.when;
    const oldUrl = await emptyDatabase();
    const old = connectDatabase(oldUrl, log, 2);
    try {
      await migrateUpTo(old.db, olderLevel);
      const { rows } = await old.pool.query(`INSERT INTO users (username, email) VALUES ('Olga', 'olga@old.test') RETURNING id`);
      const { rows: outfit } = await old.pool.query(`INSERT INTO outfits (user_id, name, skin_tone, width, height) VALUES ($1, 'Vintage', 3, 1, 1) RETURNING id`, [rows[0].id]);
      await old.pool.query(`INSERT INTO profiles (user_id, bio) VALUES ($1, $2)`, [rows[0].id, `My look: [outfit]${outfit[0].id}[/outfit]`]);
    } finally {
      await old.close();
    }
    const oldArchive = path.join(scratch, 'older.tar.gz');
    const older = await createBackup(configFor(path.join(scratch, 'older-data'), oldUrl), oldArchive, log);
    expect(older.migrations.at(-1)!.createdAt).toBe(olderLevel);

    const url = await emptyDatabase();
    await restoreBackup(configFor(path.join(scratch, 'newer-data'), url), oldArchive, log);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows: applied } = await client.query(`SELECT created_at::text AS at FROM drizzle.__drizzle_migrations ORDER BY created_at`);
      expect(applied.map((r) => Number(r.at))).toEqual(journal.map((e) => e.when));
      // Migration 0021 ran over the restored rows: the outfit written in a bio keeps its number.
      const { rows } = await client.query(`SELECT name, shared_by_number, length(public_id) AS id_length FROM outfits`);
      expect(rows).toEqual([{ name: 'Vintage', shared_by_number: true, id_length: 24 }]);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('refuses a file that is not a backup, or one whose rows were damaged, writing nothing', async () => {
    const notBackup = path.join(scratch, 'notes.tar.gz');
    fs.writeFileSync(notBackup, 'just some text');
    const target = path.join(scratch, 'never');
    await expect(restoreBackup(configFor(target), notBackup, log)).rejects.toThrow(/not a readable backup archive/);
    expect(fs.existsSync(target)).toBe(false);
    await expect(restoreBackup(configFor(target), path.join(scratch, 'missing.tar.gz'), log)).rejects.toThrow(BackupRefused);

    // One more player slipped into the users' rows: the checksum finds it before anything loads.
    const unpacked = path.join(scratch, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.x({ file: archive, cwd: unpacked });
    const users = path.join(unpacked, 'db', 'users.copy');
    fs.writeFileSync(users, fs.readFileSync(users, 'utf8').replace(/^([^\t]*)\tAna\t/m, '$1\tAnna\t'));
    const damaged = path.join(scratch, 'damaged.tar.gz');
    await tar.c({ gzip: true, cwd: unpacked, file: damaged }, fs.readdirSync(unpacked));
    const url = await emptyDatabase();
    await expect(restoreBackup(configFor(target, url), damaged, log)).rejects.toThrow(/damaged: the rows of users do not match/);
    expect(await fingerprint(url)).toEqual({});
  });
});
