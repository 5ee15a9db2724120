import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

/**
 * Query parameters that carry secrets in links (password reset and email verification
 * `token`, OAuth callbacks' `code` and `state`): their values never reach a log line.
 */
export const SECRET_QUERY_PARAMS = ['token', 'code', 'state'] as const;
const SECRET_NAMES = new Set<string>(SECRET_QUERY_PARAMS);
export const REDACTED = '[redacted]';

/** A URL as it may be logged: the value of every secret query parameter replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const parts = url
    .slice(at + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const rawName = eq < 0 ? part : part.slice(0, eq);
      return SECRET_NAMES.has(decodedName(rawName)) ? `${rawName}=${REDACTED}` : part;
    });
  return `${url.slice(0, at)}?${parts.join('&')}`;
}

/** The name as the server's query parser reads it (`%74oken` and `Token` are caught too). */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with the URL's secrets redacted. */
function requestValue(req: LoggedRequest) {
  return { method: req.method, url: req.url === undefined ? undefined : redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/**
 * Errors as logged. A failed query's error (drizzle's DrizzleQueryError) carries the query's
 * parameters in its message and in `params`, and PostgreSQL's own error can quote a value in
 * its message (`invalid input syntax for type uuid: "..."`) and its `detail` (`Key (email)=(...)`).
 * An error with one of those in its cause chain is logged as its statements, PostgreSQL's
 * codes, constraint, table and column, and stack frames: never the values.
 */
export function errorValue(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  if (!causes(err).some((e) => failedQueryText(e) !== null || isDatabaseError(e))) return pino.stdSerializers.err(err);
  return safeError(err, 0);
}

function causes(err: Error): Error[] {
  const chain: Error[] = [];
  for (let e: unknown = err; e instanceof Error && chain.length < 8; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

function safeError(e: Error, depth: number): Record<string, unknown> {
  const query = failedQueryText(e);
  const out: Record<string, unknown> = {
    type: e.constructor.name,
    message: query !== null ? `Failed query: ${query}` : isDatabaseError(e) ? withoutQuotedValue(e.message) : e.message,
    stack: framesOf(e.stack),
  };
  if (isDatabaseError(e)) Object.assign(out, { code: e.code, constraint: e.constraint, table: e.table, column: e.column, routine: e.routine });
  const cause = (e as { cause?: unknown }).cause;
  if (cause instanceof Error && depth < 8) out.cause = safeError(cause, depth + 1);
  return out;
}

/** The stack's frames only: its first lines repeat the message (with drizzle's `params:`). */
function framesOf(stack: string | undefined): string | undefined {
  const at = stack?.indexOf('\n    at ') ?? -1;
  return at < 0 ? undefined : stack!.slice(at + 1);
}

function failedQueryText(err: Error): string | null {
  const q = (err as { query?: unknown }).query;
  return typeof q === 'string' && 'params' in err ? q : null;
}

interface PgError extends Error {
  code?: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

function isDatabaseError(e: unknown): e is PgError {
  return e instanceof Error && typeof (e as PgError).code === 'string' && typeof (e as PgError).severity === 'string';
}

/** `invalid input syntax for type integer: "12345678901"` -> `...: [redacted]` (names elsewhere in quotes stay). */
function withoutQuotedValue(message: string): string {
  return message.replace(/: ".*"$/s, `: ${REDACTED}`);
}

/**
 * The app's logger. Readable lines (pino-pretty) when stdout is a terminal, JSON lines
 * otherwise (files, journald, a log shipper); tests pass their own destination.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>, destination?: DestinationStream): Logger {
  const pretty = !destination && process.stdout.isTTY === true && config.NODE_ENV !== 'test';
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    redact: ['req.headers["x-session-key"]', 'req.headers.cookie', 'password', 'confirmPassword', 'newPassword', 'token'],
    serializers: { req: requestValue, err: errorValue },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
