import { z } from 'zod';
import type { RoleName } from '../roles';

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

/**
 * The staff role a route needs, beyond a session (src/common/roles.ts): the server refuses
 * anyone below it (401 without a session, 403 with ROLE_TEXT) before the handler runs, and
 * the web reads the same field to hide staff entries. Absent: any signed-in player (as `auth`
 * says); who may act on which row is the resource's policy (src/server/modules/<name>/policy.ts).
 */
export type RouteRole = Exclude<RoleName, 'player'>;

/** A role only on a route that requires a session (the compiler refuses `role` with another auth). */
type RoleNeedsSession<A extends AuthMode> = A extends 'required' ? unknown : { role?: undefined };

export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  auth: AuthMode;
  /** Staff only: see RouteRole. A route with a role needs `auth: 'required'`. */
  role?: RouteRole;
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
>(def: RouteDef<P, Q, B, R> & { auth: A } & RoleNeedsSession<A>): RouteDef<P, Q, B, R> & { auth: A } {
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

/**
 * A multipart/form-data route (file uploads). JSON routes cannot carry files, so these routes
 * declare their text fields (a zod schema over strings, as forms send them) and their file
 * fields with a byte cap each. The web client passes a FormData as `body` (build it with
 * `multipartBody`; `call()` sends a FormData as is, letting the browser set the boundary);
 * the server registers the handler with `registerMultipartRoute` (src/server/http/multipart.ts),
 * which streams the files under their caps and validates the fields with the same schema.
 */
export interface MultipartSpec<F extends z.ZodType = z.ZodType, K extends string = string> {
  fields: F;
  /** Each file field with its byte cap and the refusal when a file passes it. */
  files: Record<K, { maxBytes: number; tooBig?: string }>;
}

/** The body type of a multipart route on the client side. */
export const formDataBody = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData, { error: 'Expected form data' });

export type MultipartRouteDef<
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  F extends z.ZodType = z.ZodType,
  K extends string = string,
> = RouteDef<P, z.ZodUndefined, typeof formDataBody, R> & { multipart: MultipartSpec<F, K> };

export function defineMultipartRoute<
  P extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
  F extends z.ZodType = z.ZodType,
  K extends string = string,
  A extends AuthMode = AuthMode,
>(
  def: { method: 'POST'; path: string; auth: A; role?: RouteRole; params?: P; response: R; multipart: MultipartSpec<F, K> } & RoleNeedsSession<A>,
): MultipartRouteDef<P, R, F, K> & { auth: A } {
  return { ...def, body: formDataBody } as MultipartRouteDef<P, R, F, K> & { auth: A };
}

/** A FormData for a multipart route: its text fields (typed by the route) and its files by name. */
export function multipartBody<F extends z.ZodType, K extends string>(
  spec: MultipartSpec<F, K>,
  fields: z.input<F>,
  files: Partial<Record<K, Blob>>,
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields as Record<string, unknown>)) if (v !== undefined && v !== null) form.append(k, String(v));
  for (const [k, file] of Object.entries(files) as [string, Blob | undefined][]) if (file && k in spec.files) form.append(k, file, `${k}.png`);
  return form;
}
