import { customType, timestamp } from 'drizzle-orm/pg-core';

/** When a row was made: every table's created_at, one definition. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The latest a Date can be (year 275760): how an end that never comes ('infinity' in
 * PostgreSQL, e.g. a ban's) reads in TypeScript, so it compares with other dates as it should.
 */
export const FOREVER = new Date(8.64e15);

/** A timestamptz that may be 'infinity' (see FOREVER); null stays null. */
export const untilTimestamp = customType<{ data: Date; driverData: string }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (value) => (value === 'infinity' ? FOREVER : new Date(value)),
  toDriver: (value) => (value.getTime() >= FOREVER.getTime() ? 'infinity' : value.toISOString()),
});
