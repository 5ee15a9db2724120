import { STORE_TEXT, type StoreQuery } from '@common/economy/store';
import { Compressed, type EncodedJson } from '../../http/encoded';
import { EQUIPPED_FROM_END, OWNED_FROM_END, type Entry } from './entry';

/** What a store answer needs to know of the player asking. */
export interface Viewer {
  owned: ReadonlySet<number>;
  equipped: ReadonlySet<number>;
  coins: number;
  gems: number;
}

/**
 * A store page's whole answer (`{success, items, pagination, message}`) encoded once, the same
 * for every player: each item's flags written `false` (see Entry.json). A player's answer is
 * these bytes as they are (gzipped once for all who take gzip), or a copy with `true ` written
 * over the flags that are theirs (sent uncompressed: compressing it would cost each request).
 */
export class EncodedPage {
  /** Long pages (the outlet's) look a player's items up here rather than each item in their sets. */
  private indexOf: Map<number, number> | null = null;
  private readonly shared: EncodedJson;

  private constructor(
    readonly json: Buffer,
    /** The page's item ids in order, and where each item's JSON ends in `json`. */
    private readonly ids: Int32Array,
    private readonly ends: Uint32Array,
    brotli: boolean,
  ) {
    this.shared = { json, compressed: new Compressed(json, brotli) };
  }

  /** `brotli`: a brotli copy of the shared bytes is made too (the outlet's shared page: outlet.ts). */
  static of(entries: readonly Entry[], total: number, hasMore: boolean, message: string, brotli = false): EncodedPage {
    const head = Buffer.from('{"success":true,"items":[');
    const tail = Buffer.from(`],"pagination":{"total":${total},"hasMore":${hasMore}},"message":${JSON.stringify(message)}}`);
    let size = head.length + tail.length + Math.max(0, entries.length - 1);
    for (const e of entries) size += e.json.length;
    const json = Buffer.allocUnsafe(size);
    const ids = new Int32Array(entries.length);
    const ends = new Uint32Array(entries.length);
    json.set(head, 0);
    let at = head.length;
    entries.forEach((e, i) => {
      if (i > 0) json[at++] = 0x2c; // ,
      json.set(e.json, at);
      at += e.json.length;
      ids[i] = e.row.id;
      ends[i] = at;
    });
    json.set(tail, at);
    return new EncodedPage(json, ids, ends, brotli);
  }

  get byteLength(): number {
    return this.json.length;
  }

  /** The answer of every player without flags on the page, with its compressed copies. */
  get sharedAnswer(): EncodedJson {
    return this.shared;
  }

  /** The answer as `viewer` sees it: the shared bytes unless some item is theirs. */
  answerFor(viewer: Pick<Viewer, 'owned' | 'equipped'>): EncodedJson {
    let out: Buffer | null = null;
    const mark = (i: number, fromEnd: number) => {
      out ??= Buffer.from(this.json);
      out.set(TRUE, this.ends[i]! - fromEnd);
    };
    const { owned, equipped } = viewer;
    if (this.ids.length <= owned.size + equipped.size) {
      for (let i = 0; i < this.ids.length; i++) {
        if (owned.has(this.ids[i]!)) mark(i, OWNED_FROM_END);
        if (equipped.has(this.ids[i]!)) mark(i, EQUIPPED_FROM_END);
      }
    } else {
      const index = this.index();
      for (const id of owned) {
        const i = index.get(id);
        if (i !== undefined) mark(i, OWNED_FROM_END);
      }
      for (const id of equipped) {
        const i = index.get(id);
        if (i !== undefined) mark(i, EQUIPPED_FROM_END);
      }
    }
    return out ? { json: out } : this.shared;
  }

  private index(): Map<number, number> {
    if (!this.indexOf) {
      this.indexOf = new Map();
      for (let i = 0; i < this.ids.length; i++) this.indexOf.set(this.ids[i]!, i);
    }
    return this.indexOf;
  }
}

const TRUE = Buffer.from('true ');

/** The page's message (avatar-economy §8): the count, or why nothing is listed. */
export function pageMessage(q: StoreQuery, total: number): string {
  if (total > 0) return STORE_TEXT.available(total);
  const onlyCategories = q.categories?.length && !q.search?.trim() && !q.rarity?.length && !q.priceRange && !q.onlyAffordable;
  return onlyCategories ? STORE_TEXT.emptyCategory : STORE_TEXT.noMatch;
}
