import { z } from 'zod';

/**
 * One HTTP route of the product, declared once. The server registers its handler against
 * this declaration (validation and types come from it) and the web client builds its typed
 * call from it, so a field renamed on one side fails to compile on the other.
 *
 * Paths use Fastify's `:param` syntax and carry their mount prefix (`/api`, `/game-api`).
 */
export type HttpMethod = 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';

/** none: anyone; optional: session read when present; required: 401 without a valid session. */
export type AuthMode = 'none' | 'optional' | 'required';

export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  auth: AuthMode;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

/** Keeps the auth mode's literal type, so a handler of an 'required' route gets a non-null session. */
export function defineRoute<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
  A extends AuthMode = AuthMode,
>(def: RouteDef<P, Q, B, R> & { auth: A }): RouteDef<P, Q, B, R> & { auth: A } {
  return def;
}

type InputOf<S> = S extends z.ZodUndefined ? undefined : S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodUndefined ? undefined : S extends z.ZodType ? z.output<S> : undefined;

/** What a caller passes (keys whose schema is absent are omitted). */
export type RouteInput<D> =
  D extends RouteDef<infer P, infer Q, infer B, z.ZodType>
    ? OmitUndefined<{ params: InputOf<P>; query: InputOf<Q>; body: InputOf<B> }>
    : never;

/** What a handler receives after validation. */
export type RouteParsed<D> =
  D extends RouteDef<infer P, infer Q, infer B, z.ZodType>
    ? { params: OutputOf<P>; query: OutputOf<Q>; body: OutputOf<B> }
    : never;

export type RouteResponse<D> = D extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
export type RouteResponseInput<D> =
  D extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;

type OmitUndefined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** Fills `:name` segments of a route path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The shape of every plain acknowledgement and of every error body. */
export const okMessage = z.object({ success: z.boolean(), message: z.string() });
export type OkMessage = z.infer<typeof okMessage>;
export const errorBody = z.object({ success: z.literal(false), message: z.string() });
