import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * An answer's JSON encoded already, and, when the same bytes go to many players, the gzip of
 * them (`Compressed`): made once in the background, sent to clients that accept it.
 */
export interface EncodedJson {
  json: Buffer;
  compressed?: Compressed;
}

/** The encoded bytes behind an answer object (a symbol: invisible to JSON and zod). */
const ENCODED = Symbol('encoded');

/**
 * An answer whose JSON is already encoded (the store's and the forum's pages from memory): the
 * route sends its bytes as they are (sendEncoded). The object stands for it to the handler's
 * types and, outside production, holds the parsed answer too, so the route checks it against its
 * contract as any other.
 */
export function encodedAnswer<T>(ctx: AppContext, answer: Buffer | EncodedJson): T {
  const encoded = Buffer.isBuffer(answer) ? { json: answer } : answer;
  if (ctx.config.NODE_ENV === 'production') return { [ENCODED]: encoded } as T;
  const parsed = JSON.parse(encoded.json.toString('utf8')) as Record<PropertyKey, unknown>;
  // Not enumerable: tests compare answers with toEqual, which would see it.
  Object.defineProperty(parsed, ENCODED, { value: encoded });
  return parsed as T;
}

/** The bytes of an encodedAnswer, or undefined for any other answer. */
export const encodedOf = (answer: unknown): EncodedJson | undefined =>
  typeof answer === 'object' && answer !== null ? (answer as { [ENCODED]?: EncodedJson })[ENCODED] : undefined;

/**
 * The gzip of bytes shared by many answers, made once, off the event loop (zlib's thread pool:
 * the outlet's 10,000-item page would hold it for tens of milliseconds): until it is ready,
 * answers go uncompressed. `withBrotli` (the outlet's shared page: 2.2 MB of JSON, 149 KB
 * gzipped, 40 KB in brotli) makes a brotli copy too, and both are started at once; `made`
 * tells when they are ready, for a route that would rather wait than send the bytes plain.
 */
export class Compressed {
  private gz: Buffer | null = null;
  private br: Buffer | null = null;
  private making: Promise<void> | null = null;

  constructor(
    private readonly json: Buffer,
    readonly withBrotli = false,
  ) {
    if (withBrotli) void this.made();
  }

  /** The gzip when ready; the first call starts making it. */
  get ready(): Buffer | null {
    if (!this.making) void this.made();
    return this.gz;
  }

  /** The brotli copy when ready (only `withBrotli`). */
  get brotli(): Buffer | null {
    return this.br;
  }

  /** Whether every copy asked for is ready (see `made`). */
  get done(): boolean {
    return this.gz !== null && (!this.withBrotli || this.br !== null);
  }

  /** Resolves once the copies are made (or failed: the answers then go uncompressed). */
  made(): Promise<void> {
    this.making ??= Promise.all([
      compress((done) => gzip(this.json, done)).then((out) => void (this.gz = out)),
      this.withBrotli ? compress((done) => brotliCompress(this.json, { params: BROTLI_PARAMS(this.json.length) }, done)).then((out) => void (this.br = out)) : null,
    ]).then(() => undefined);
    return this.making;
  }
}

/**
 * Brotli quality 7: the outlet's 10,000 items (2.2 MB) take 27 ms of a pool thread for 40 KB,
 * where 5 gives 96 KB, 9 takes 59 ms for 39 KB and 11 seconds for 35 KB (gzip: 149 KB); a
 * catalog version can change with every limited sale.
 */
const BROTLI_PARAMS = (size: number) => ({ [zlib.BROTLI_PARAM_QUALITY]: 7, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: size });

/** A zlib call's result, or null when it failed (a failure leaves the answers uncompressed: nothing to report to anyone). */
const compress = (call: (done: (err: Error | null, out: Buffer) => void) => void) => new Promise<Buffer | null>((resolve) => call((err, out) => resolve(err ? null : out)));

/** Accept-Encoding values seen, per negotiator, and what they choose: a few hundred at most (clients choose them). */
const ENCODINGS_CACHED = 256;
function negotiatorOf<T extends string>(supportedValues: T[]): Negotiator<T> {
  // A pure function of the header, the same for every app: the one memo the process needs.
  return new Negotiator<T>({ supportedValues, cache: new LRUCache<string, string>({ max: ENCODINGS_CACHED }) });
}
const gzipNegotiator = negotiatorOf<'gzip' | 'identity'>(['gzip', 'identity']);
const brotliNegotiator = negotiatorOf<'br' | 'gzip' | 'identity'>(['br', 'gzip', 'identity']);

/**
 * Sends an encoded answer: in brotli when it has a brotli copy ready and the client prefers it,
 * else gzipped when it has a gzip ready and the client takes one, else as it is.
 */
export function sendEncoded(req: FastifyRequest, reply: FastifyReply, encoded: EncodedJson): Buffer {
  reply.type(JSON_TYPE).header('vary', 'accept-encoding');
  const accepts = req.headers['accept-encoding'];
  const compressed = encoded.compressed;
  if (!compressed || typeof accepts !== 'string') return encoded.json;
  if (compressed.withBrotli && brotliNegotiator.negotiate(accepts) === 'br') {
    const br = compressed.brotli;
    if (br) {
      reply.header('content-encoding', 'br');
      return br;
    }
  }
  if (gzipNegotiator.negotiate(accepts) === 'gzip') {
    const gz = compressed.ready;
    if (gz) {
      reply.header('content-encoding', 'gzip');
      return gz;
    }
  }
  return encoded.json;
}
