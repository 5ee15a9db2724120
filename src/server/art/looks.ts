import fs from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { customizationSchema, type Customization } from '@common/avatar/customization';
import type { ComposedLook, Compositor } from './compositor';
import { isLookHash, lookHash } from './look-hash';

export type LookVariant = 'sheet' | 'small' | 'thumb';
const FILE: Record<LookVariant, string> = { sheet: '.png', small: '.small.png', thumb: '.thumb.webp' };
const MAX_REMEMBERED = 10_000;

/**
 * Composed looks by hash: each look is rendered once, then served from memory (cached by bytes) or from
 * disk (ART_DIR/looks, shared by every process on the same data directory). The look's
 * customization is kept next to it so a hashed URL can be rendered by any process.
 */
export class LookStore {
  private readonly memory: LRUCache<string, Buffer>;
  private readonly customizations = new LRUCache<string, Customization>({ max: MAX_REMEMBERED });
  private readonly composing = new Map<string, Promise<ComposedLook | null>>();
  readonly dir: string;

  constructor(
    artDir: string,
    private readonly compositor: Compositor,
    maxBytes = 96 * 1024 * 1024,
  ) {
    this.dir = path.join(artDir, 'looks');
    this.memory = new LRUCache({ maxSize: maxBytes, sizeCalculation: (buf) => Math.max(1, buf.length) });
  }

  /** Remembers a (validated) customization under its hash; returns the hash. */
  async remember(c: Customization): Promise<string> {
    const hash = lookHash(c);
    if (!this.customizations.has(hash)) {
      // Bounded: an evicted customization is read back from its file on disk when needed.
      this.customizations.set(hash, c);
      const file = path.join(this.dir, `${hash}.json`);
      await fs.mkdir(this.dir, { recursive: true });
      await fs.writeFile(file, JSON.stringify(c), { flag: 'wx' }).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'EEXIST') throw err;
      });
    }
    return hash;
  }

  /** The encoded image of a look, composing it on first use; null if unknown or not drawable. */
  async get(hash: string, variant: LookVariant): Promise<Buffer | null> {
    if (!isLookHash(hash)) return null;
    const key = hash + FILE[variant];
    const hit = this.memory.get(key);
    if (hit) return hit;
    const onDisk = await fs.readFile(path.join(this.dir, key)).catch(() => null);
    if (onDisk) return this.cache(key, onDisk);
    const composed = await this.composeOnce(hash);
    return composed ? this.cache(key, composed[variant]) : null;
  }

  private async composeOnce(hash: string): Promise<ComposedLook | null> {
    let pending = this.composing.get(hash);
    if (!pending) {
      pending = this.composeAndStore(hash).finally(() => this.composing.delete(hash));
      this.composing.set(hash, pending);
    }
    return pending;
  }

  private async composeAndStore(hash: string): Promise<ComposedLook | null> {
    const c = this.customizations.get(hash) ?? (await this.readCustomization(hash));
    if (!c) return null;
    const composed = await this.compositor.compose(c);
    if (!composed) return null;
    await fs.mkdir(this.dir, { recursive: true });
    await Promise.all((Object.keys(FILE) as LookVariant[]).map((v) => writeAtomic(path.join(this.dir, hash + FILE[v]), composed[v])));
    return composed;
  }

  private async readCustomization(hash: string): Promise<Customization | null> {
    const text = await fs.readFile(path.join(this.dir, `${hash}.json`), 'utf8').catch(() => null);
    if (!text) return null;
    const parsed = customizationSchema.safeParse(JSON.parse(text));
    return parsed.success && lookHash(parsed.data) === hash ? parsed.data : null;
  }

  private cache(key: string, buf: Buffer): Buffer {
    this.memory.set(key, buf);
    return buf;
  }
}

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}
