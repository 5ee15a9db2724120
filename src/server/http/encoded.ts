import type { AppContext } from '../context';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** The encoded bytes behind an answer object (a symbol: invisible to JSON and zod). */
const ENCODED = Symbol('encoded');

/**
 * An answer whose JSON is already encoded (the store's and the forum's pages from memory): the
 * route sends `json` as it is (http/route.ts). The object stands for it to the handler's types
 * and, outside production, holds the parsed answer too, so the route checks it against its
 * contract as any other.
 */
export function encodedAnswer<T>(ctx: AppContext, json: Buffer): T {
  const out = (ctx.config.NODE_ENV === 'production' ? {} : JSON.parse(json.toString('utf8'))) as Record<PropertyKey, unknown>;
  Object.defineProperty(out, ENCODED, { value: json });
  return out as T;
}

/** The bytes of an encodedAnswer, or undefined for any other answer. */
export const encodedOf = (answer: unknown): Buffer | undefined =>
  typeof answer === 'object' && answer !== null ? (answer as { [ENCODED]?: Buffer })[ENCODED] : undefined;
