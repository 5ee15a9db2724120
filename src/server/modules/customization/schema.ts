import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LayerKey } from '@common/avatar/categories';
import { users } from '../users/schema';

/**
 * A player's saved customization (body type stays on users.isMale). A player without a row
 * wears the default outfit of their body type. `worn` maps layer keys (`hair`,
 * `tattoo.chest`) to item ids.
 */
export const customizations = pgTable(
  'customizations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    skinTone: integer('skin_tone').notNull().default(0),
    width: real('width').notNull().default(1),
    height: real('height').notNull().default(1),
    nametagColor: text('nametag_color'),
    worn: jsonb('worn').$type<Partial<Record<LayerKey, number>>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customizations_skin_tone_range', sql`${t.skinTone} BETWEEN 0 AND 22`),
    check('customizations_size_range', sql`${t.width} BETWEEN 0.849 AND 1.151 AND ${t.height} BETWEEN 0.849 AND 1.151`),
  ],
);

export type CustomizationRow = typeof customizations.$inferSelect;
