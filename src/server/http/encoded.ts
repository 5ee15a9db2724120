import { gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
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
 * answers go uncompressed.
 */
export class Compressed {
  private bytes: Buffer | null = null;
  private started = false;

  constructor(private readonly json: Buffer) {}

  /** The gzip when ready; the first call starts making it. */
  get ready(): Buffer | null {
    if (!this.started) {
      this.started = true;
      gzip(this.json, (err, out) => {
        // A failure leaves the answers uncompressed: nothing to report to anyone.
        if (!err) this.bytes = out;
      });
    }
    return this.bytes;
  }
}

/** Accept-Encoding values seen, and whether they take gzip: a few hundred at most (clients choose them). */
const ENCODINGS_KEPT = 256;
const seenEncodings = new Map<string, string>();
const negotiator = new Negotiator<'gzip' | 'identity'>({
  supportedValues: ['gzip', 'identity'],
  cache: {
    get: (key) => seenEncodings.get(key),
    has: (key) => seenEncodings.has(key),
    set(key, value) {
      if (seenEncodings.size >= ENCODINGS_KEPT) seenEncodings.clear();
      seenEncodings.set(key, value);
      return this;
    },
  },
});

/** Sends an encoded answer: gzipped when it has a gzip ready and the client takes one. */
export function sendEncoded(req: FastifyRequest, reply: FastifyReply, encoded: EncodedJson): Buffer {
  reply.type(JSON_TYPE).header('vary', 'accept-encoding');
  const accepts = req.headers['accept-encoding'];
  if (encoded.compressed && typeof accepts === 'string' && negotiator.negotiate(accepts) === 'gzip') {
    const gz = encoded.compressed.ready;
    if (gz) {
      reply.header('content-encoding', 'gzip');
      return gz;
    }
  }
  return encoded.json;
}
