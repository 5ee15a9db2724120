import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { wornItems, type Customization } from '@common/avatar/customization';
import type { AppContext } from '../context';
import { items } from '../modules/items/schema';
import { Compositor } from './compositor';
import { LookStore } from './looks';

/**
 * Where an item's art folder is. Generated items live under ART_DIR (`items/<id>`); approved
 * creator items under DATA_DIR (`uploads/items/<id>`, written by modules/creator/files.ts),
 * which art regeneration never touches and which is backed up with the database. Answers an
 * absolute path for uploads and the ART_DIR-relative one otherwise.
 */
export const UPLOADED_ART_PREFIX = 'uploads/';
export function itemArtFolder(config: Pick<AppContext['config'], 'dataDir'>, art: string): string {
  return art.startsWith(UPLOADED_ART_PREFIX) ? path.join(config.dataDir, art) : art;
}

/** Per-app art state: the compositor, its caches and what it knows of catalog items. */
export class ArtService {
  readonly compositor: Compositor;
  readonly looks: LookStore;
  /** Item id -> its category and art folder (catalog rows rarely change; unknown ids are re-read). */
  private readonly itemArt = new Map<number, { category: number; art: string }>();

  constructor(private readonly ctx: AppContext) {
    this.compositor = new Compositor(ctx.config.artDir, (id, category) => {
      const known = this.itemArt.get(id);
      return known && known.category === category ? itemArtFolder(ctx.config, known.art) : null;
    });
    this.looks = new LookStore(ctx.config.artDir, this.compositor);
  }

  /** Loads the catalog facts of the given item ids that are not known yet. */
  async learnItems(ids: number[]): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.itemArt.has(id));
    if (missing.length === 0) return;
    const rows = await this.ctx.db.select({ id: items.id, category: items.category, art: items.art }).from(items).where(inArray(items.id, missing));
    for (const r of rows) this.itemArt.set(r.id, { category: r.category, art: r.art });
  }

  /** The art folder of an item (for its sprite and preview; see itemArtFolder), or null when unknown. */
  async itemArtDir(id: number): Promise<string | null> {
    await this.learnItems([id]);
    const art = this.itemArt.get(id)?.art;
    return art ? itemArtFolder(this.ctx.config, art) : null;
  }

  /** Registers a look for hashed URLs and returns its hash. */
  async lookOf(c: Customization): Promise<string> {
    await this.learnItems(wornItems(c).map(([, id]) => id));
    return this.looks.remember(c);
  }
}

/** The app's art service (built by services.ts). */
export const artService = (ctx: AppContext): ArtService => ctx.services.art;
