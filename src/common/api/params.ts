import { z } from 'zod';

/**
 * Ids in route contracts, declared once: a malformed or out-of-range id is refused by the
 * route's validation (400 with a message) before any query, never a 500 from PostgreSQL.
 * Uuids for uuid columns; integers bounded to their column (int4: 1 to 2,147,483,647).
 */
export const INT4_MAX = 2_147_483_647;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ID_TEXT = {
  uuid: 'must be a uuid',
  int: `must be a whole number from 1 to ${INT4_MAX.toLocaleString('en-US')}`,
} as const;

/** A uuid (path parameter, query or body field); `message` replaces the default refusal. */
export const uuidId = (message: string = ID_TEXT.uuid) => z.string({ error: message }).regex(UUID_PATTERN, { error: message });

/** An int4 id sent as text (path parameter, query, form field). */
export const intIdParam = (message: string = ID_TEXT.int) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(INT4_MAX, { error: message });

/** An int4 id in a JSON body (a number, not coerced). */
export const intId = (message: string = ID_TEXT.int) => z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(INT4_MAX, { error: message });

/** The common `/:id` shapes. */
export const uuidParams = (message?: string) => z.object({ id: uuidId(message) });
export const intParams = (message?: string) => z.object({ id: intIdParam(message) });
