import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LayerKey } from '@common/avatar/categories';
import { createdAt } from '../../db/columns';
import { userRef } from '../users/schema';

/**
 * A saved look (avatar-economy §3 Outfit): what was worn (layer key -> item id, as in
 * customizations.worn), skin tone and size when it was saved. Body type is the owner's.
 * Its picture and share code use `public_id` (random, migration 0021), never the sequential id.
 */
export const outfits = pgTable(
  'outfits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    name: text('name').notNull(),
    worn: jsonb('worn').$type<Partial<Record<LayerKey, number>>>().notNull().default({}),
    skinTone: integer('skin_tone').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    createdAt: createdAt(),
    /** 24 random base64url characters: the outfit's picture URL and `[outfit]` code. */
    publicId: text('public_id').notNull().default(sql`oldroad_public_id()`),
    /** A numeric `[outfit]` code of it was written somewhere before public ids: that number still shows it. */
    sharedByNumber: boolean('shared_by_number').notNull().default(false),
  },
  (t) => [
    index('outfits_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('outfits_public_id_idx').on(t.publicId),
    check('outfits_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 26`),
    check('outfits_skin_tone_range', sql`${t.skinTone} BETWEEN 0 AND 22`),
  ],
);

export type OutfitRow = typeof outfits.$inferSelect;
