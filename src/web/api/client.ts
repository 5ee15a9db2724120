import { buildPath, type RouteDef, type RouteInput, type RouteResponse } from '@common/api/contract';
import { API_TEXT, API_TIMEOUT_MS } from '@common/texts';

/**
 * The API wrapper (social-core §7-§8): JSON, the x-session-key header, a 30 s timeout and the
 * spec's error texts. Every typed call goes through `call`. It shows nothing itself: a failed
 * call rejects with an ApiError carrying the server's words, which a mutation toasts (writes,
 * queryClient.ts) or a component shows where the data would be (reads). Only a 401 acts here:
 * the session store signs out and says so.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** Already told to the player (a 401 signs out with its own toast): never shown again. */
  shown = false;
}

export type SessionState = 'loading' | 'authenticated' | 'unauthenticated';

/** What the wrapper needs to know about the session; the session store keeps it current. */
export interface SessionAccess {
  state(): SessionState;
  key(): string | null;
  /** Called on any 401 answer (the session store signs out and toasts). */
  onUnauthorized(): void;
}

let access: SessionAccess = {
  state: () => 'unauthenticated',
  key: () => null,
  onUnauthorized: () => {},
};

export function configureApi(a: SessionAccess): void {
  access = a;
}

export interface CallOptions {
  /** Routes a visitor may call (sign-in, register, status) skip the session checks. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key so a repeated click never pays twice. */
  headers?: Record<string, string>;
}

export async function call<D extends RouteDef>(def: D, input: RouteInput<D>, opts: CallOptions = {}): Promise<RouteResponse<D>> {
  const anonymous = opts.anonymous ?? def.auth === 'none';
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
  const headers: Record<string, string> = { ...opts.headers, accept: 'application/json' };
  if (!anonymous) {
    if (access.state() === 'loading') throw new ApiError(401, API_TEXT.sessionLoading);
    if (access.state() !== 'authenticated') throw new ApiError(401, API_TEXT.notAuthenticated);
    const key = access.key();
    if (!key) throw new ApiError(401, API_TEXT.noSessionKey);
    headers['x-session-key'] = key;
  } else {
    const key = access.key();
    if (key) headers['x-session-key'] = key;
  }
  // A FormData (multipart routes: file uploads) goes as is; the browser writes its boundary.
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), API_TIMEOUT_MS);
  opts.signal?.addEventListener('abort', () => controller.abort(opts.signal?.reason), { once: true });
  let res: Response;
  try {
    res = await fetch(buildPath(def.path, params) + queryString(query), {
      method: def.method,
      headers,
      body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (err) {
    if (opts.signal?.aborted) throw err; // the caller aborted: not an error to show
    const timedOut = controller.signal.aborted;
    throw new ApiError(timedOut ? 408 : 500, timedOut ? API_TEXT.timeout : API_TEXT.network);
  } finally {
    clearTimeout(timer);
  }

  const data: unknown = await res.json().catch(() => null);
  const message = typeof (data as { message?: unknown })?.message === 'string' ? (data as { message: string }).message : undefined;
  if (res.status === 401 && !anonymous) {
    access.onUnauthorized();
    const error = new ApiError(401, message ?? API_TEXT.notAuthenticated);
    error.shown = true;
    throw error;
  }
  if (!res.ok) {
    const field = (data as { field?: string } | null)?.field;
    throw new ApiError(res.status, message ?? `${API_TEXT.failed} (${res.status})`, field);
  }
  if ((data as { success?: unknown })?.success === false) throw new ApiError(res.status, message ?? API_TEXT.failed);
  return data as RouteResponse<D>;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (entries.length === 0) return '';
  return `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
}
