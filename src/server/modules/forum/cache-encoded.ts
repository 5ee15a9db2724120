import type { AppContext } from '../../context';
import { Compressed, type EncodedJson } from '../../http/encoded';
import type { PostRow, ReplyRow } from './present';

/**
 * A forum page kept in memory (cache.ts) as its answer encoded once, with the viewer's own flags
 * (isAuthor, hasTipped, hasNSFWVoted, hasReplied; a reply's isAuthor and hasTipped) written
 * `false` at known byte offsets, and, read with it, who holds which flag on it: the authors, the
 * players who tipped or voted on its posts or replied to them, who tipped its replies (one
 * statement over the page's posts). A viewer's answer is that buffer as is (gzipped once for
 * all who take gzip: http/encoded.ts), or a copy with `true ` (JSON allows the space) written
 * over the flags that are theirs: one lookup by viewer, no query per viewer.
 */

const POST_TAIL = '"isAuthor":false,"hasTipped":false,"hasNSFWVoted":false,"hasReplied":false}';
const REPLY_TAIL = '"isAuthor":false,"hasTipped":false}';
const valueAt = (tail: string, name: string) => tail.indexOf(`"${name}":`) + name.length + 3;
const P_AUTHOR = valueAt(POST_TAIL, 'isAuthor');
const P_TIPPED = valueAt(POST_TAIL, 'hasTipped');
const P_VOTED = valueAt(POST_TAIL, 'hasNSFWVoted');
const P_REPLIED = valueAt(POST_TAIL, 'hasReplied');
const R_AUTHOR = valueAt(REPLY_TAIL, 'isAuthor');
const R_TIPPED = valueAt(REPLY_TAIL, 'hasTipped');
const TRUE = Buffer.from('true ');

const AUTHOR = 1;
const TIPPED = 2;
const VOTED = 4;
const REPLIED = 8;

/** A post or reply inside an encoded answer: where its flags' tail starts. */
interface Mark {
  reply: boolean;
  at: number;
}

export interface EncodedPage {
  buf: Buffer;
  marks: Mark[];
  /** Player id -> pairs (mark index, flag bits) of the flags that are theirs. */
  flags: Map<string, number[]>;
  /** The answer of every viewer without flags on the page, gzipped once for all. */
  shared: EncodedJson;
}

/** Builds an EncodedPage from its JSON pieces, in order. */
export class PageBuilder {
  private parts: Buffer[] = [];
  private size = 0;
  private readonly marks: Mark[] = [];
  private readonly holders = new Map<string, Map<number, number>>();
  /** Post or reply id -> its mark. */
  private readonly markOf = new Map<string, number>();

  text(s: string): void {
    this.push(Buffer.from(s));
  }

  /** A post's JSON as presentPost makes it; `bare` without its braces (a post page spreads it). */
  post(json: string, row: PostRow, bare = false): void {
    const tail = ownTail(json, POST_TAIL);
    this.item(Buffer.from(bare ? json.slice(1, -1) : json), tail - (bare ? 1 : 0), row, false);
  }

  reply(json: string, row: ReplyRow): void {
    this.item(Buffer.from(json), ownTail(json, REPLY_TAIL), row, true);
  }

  /** Who holds which flag on the page's posts and replies (see holdersOf). */
  hold(rows: [number, string, string][]): void {
    for (const [bit, id, who] of rows) {
      const mark = this.markOf.get(id);
      if (mark !== undefined) this.flag(who, mark, bit);
    }
  }

  done(): EncodedPage {
    const flags = new Map<string, number[]>();
    for (const [who, marks] of this.holders) flags.set(who, [...marks].flat());
    const buf = Buffer.concat(this.parts, this.size);
    return { buf, marks: this.marks, flags, shared: { json: buf, compressed: new Compressed(buf) } };
  }

  /** JSON of a post or reply whose flags' tail is its last `tailLength` bytes. */
  private item(bytes: Buffer, tailLength: number, row: PostRow | ReplyRow, reply: boolean): void {
    this.markOf.set(row.id, this.marks.length);
    this.flag(row.author_id, this.marks.length, AUTHOR);
    this.marks.push({ reply, at: this.size + bytes.length - tailLength });
    this.push(bytes);
  }

  private flag(who: string, mark: number, bit: number): void {
    let marks = this.holders.get(who);
    if (!marks) this.holders.set(who, (marks = new Map()));
    marks.set(mark, (marks.get(mark) ?? 0) | bit);
  }

  private push(b: Buffer): void {
    this.parts.push(b);
    this.size += b.length;
  }
}

/** The length of the viewer's flags at the end of `json`, as presented for nobody (all false). */
function ownTail(json: string, tail: string): number {
  if (!json.endsWith(tail)) throw new Error('forum cache: an answer without the viewer flags at its end');
  return tail.length;
}

/**
 * Who holds a flag on these posts and replies, as (bit, post or reply id, player id): the
 * posts' tippers (TIPPED), NSFW voters (VOTED) and repliers (REPLIED, hidden replies too, as the
 * database's hasReplied), and the replies' tippers (TIPPED on a reply).
 */
export async function holdersOf(ctx: AppContext, postIds: string[], replyIds: string[]): Promise<[number, string, string][]> {
  if (postIds.length === 0) return [];
  const text = `SELECT ${TIPPED} AS bit, post_id AS id, tipper_id AS who FROM forum_tips WHERE post_id = ANY($1::uuid[]) AND reply_id IS NULL
    UNION ALL SELECT ${TIPPED}, reply_id, tipper_id FROM forum_tips WHERE reply_id = ANY($2::uuid[])
    UNION ALL SELECT ${VOTED}, post_id, voter_id FROM forum_nsfw_votes WHERE post_id = ANY($1::uuid[])
    UNION ALL (SELECT DISTINCT ${REPLIED}, post_id, author_id FROM forum_replies WHERE post_id = ANY($1::uuid[]))`;
  const { rows } = await ctx.pool.query<[number, string, string]>({ name: 'forum_flag_holders', text, values: [postIds, replyIds], rowMode: 'array' });
  return rows;
}

/** The viewer's answer: the page as kept, or a copy with their flags set. */
export function answerFor(page: EncodedPage, viewerId: string): EncodedJson {
  const mine = page.flags.get(viewerId);
  if (!mine) return page.shared;
  const out = Buffer.from(page.buf);
  for (let i = 0; i < mine.length; i += 2) {
    const m = page.marks[mine[i]!]!;
    const bits = mine[i + 1]!;
    if (m.reply) {
      if (bits & AUTHOR) out.set(TRUE, m.at + R_AUTHOR);
      if (bits & TIPPED) out.set(TRUE, m.at + R_TIPPED);
    } else {
      if (bits & AUTHOR) out.set(TRUE, m.at + P_AUTHOR);
      if (bits & TIPPED) out.set(TRUE, m.at + P_TIPPED);
      if (bits & VOTED) out.set(TRUE, m.at + P_VOTED);
      if (bits & REPLIED) out.set(TRUE, m.at + P_REPLIED);
    }
  }
  return { json: out };
}
