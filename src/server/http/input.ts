import { Invalid } from '../errors';

/** The refusal of text holding a NUL character (PostgreSQL stores none in text). */
export const NUL_TEXT = 'Text cannot contain the NUL character (\\u0000)';

/** True when a string anywhere in the value (keys included) holds a NUL character. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/**
 * Refuses a request input holding a NUL character with a clear 400. app.ts runs it over every
 * route's params, query and JSON body; parsers of other bodies (multipart fields) run it on
 * what they read.
 */
export function refuseNul(...values: unknown[]): void {
  if (values.some((v) => holdsNul(v))) throw new Invalid(NUL_TEXT);
}
