import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MultipartRouteDef, RouteResponseInput } from '@common/api/contract';
import type { AppContext } from '../context';
import { Invalid, TooLarge } from '../errors';
import { refuseNul } from './input';
import type { Authenticated } from '../modules/auth/sessions';
import { authFor, checkedResponse, invalidFromZod } from './route';

/** Text fields a form may carry, and the longest one (names, ids: nothing long). */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 4096;

type SpecOf<D> = D extends MultipartRouteDef<z.ZodType, z.ZodType, infer F, infer K> ? { fields: F; files: K } : never;
type ParamsOf<D> = D extends MultipartRouteDef<infer P> ? (P extends z.ZodUndefined ? undefined : z.output<P>) : undefined;
type AuthOf<D> = D extends { auth: 'required' } ? Authenticated : Authenticated | null;

export interface MultipartInput<D extends MultipartRouteDef> {
  params: ParamsOf<D>;
  fields: z.output<SpecOf<D>['fields']>;
  /** The files received, each read whole under its cap; absent when not sent (or empty). */
  files: Partial<Record<SpecOf<D>['files'], Buffer>>;
  ctx: AppContext;
  auth: AuthOf<D>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** What a route may decide before its body is read: who asks, and about which row. */
export type BeforeBody<D extends MultipartRouteDef> = (input: { params: ParamsOf<D>; ctx: AppContext; auth: AuthOf<D>; req: FastifyRequest }) => Promise<void>;

/**
 * Registers a multipart route of the contract (see MultipartSpec in @common/api/contract):
 * authenticates (and checks the route's `role`), runs `beforeBody` (the route's policy, funds
 * and rate limits: whatever refuses without the files, so a refused request costs no upload
 * and no decoding), streams each declared file into memory under its own byte cap (a larger file
 * is refused with the spec's message as soon as it passes the cap, never buffered whole),
 * refuses undeclared files, then validates the text fields with the route's zod schema. The
 * handler receives buffers only after every part was read, so a refusal stores nothing.
 *
 * The multipart parser is registered in a child scope per route, so other modules can use
 * their own limits (or their own registration) without a clash of decorators.
 */
export function registerMultipartRoute<D extends MultipartRouteDef>(
  app: FastifyInstance,
  def: D,
  handler: (input: MultipartInput<D>) => Promise<RouteResponseInput<D>>,
  opts: { beforeBody?: BeforeBody<D> } = {},
): void {
  const spec = def.multipart;
  const caps = Object.values(spec.files) as { maxBytes: number }[];
  const largest = Math.max(...caps.map((f) => f.maxBytes));
  app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) {
      await scope.register(fastifyMultipart, {
        // One byte over the largest cap, so the handler's own per-file check answers first.
        limits: { fileSize: largest + 1, files: caps.length, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: caps.length + MAX_FIELDS, headerPairs: 100 },
      });
    }
    scope.route({
      method: def.method,
      url: def.path,
      handler: async (req, reply) => {
        const auth = (await authFor(app, def, req)) as AuthOf<D>;
        const params = (def.params ? parseWith(def.params, req.params) : undefined) as ParamsOf<D>;
        if (opts.beforeBody) await opts.beforeBody({ params, ctx: app.ctx, auth, req });
        const { fields, files } = await readParts(req, spec.files);
        const input = { params, fields: parseFields(spec.fields, fields), files, ctx: app.ctx, auth, req, reply } as MultipartInput<D>;
        const result = await handler(input);
        if (reply.sent) return reply;
        return checkedResponse(app, def, result);
      },
    });
  });
}

async function readParts(req: FastifyRequest, declared: Record<string, { maxBytes: number; tooBig?: string }>) {
  if (!req.isMultipart()) throw new Invalid('Send this form as multipart/form-data');
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const cap = Object.hasOwn(declared, part.fieldname) ? declared[part.fieldname]! : null;
      if (!cap) {
        part.file.resume();
        throw new Invalid(`Unexpected file field "${part.fieldname}"`, part.fieldname);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > cap.maxBytes) throw new TooLarge(cap.tooBig ?? `${part.fieldname} is larger than ${cap.maxBytes} bytes`);
        chunks.push(chunk);
      }
      if (size > 0) files[part.fieldname] = Buffer.concat(chunks, size);
    }
  } catch (err) {
    if (err instanceof Invalid || err instanceof TooLarge) throw err;
    // The parser's own limits (too many parts or fields, a field too long, a broken body).
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLarge('A file is larger than this form accepts');
    if (code.startsWith('FST_')) throw new Invalid((err as Error).message);
    throw new Invalid('The upload was cut off or is not valid multipart/form-data');
  }
  // Text fields are refused with NUL characters as JSON bodies are (app.ts).
  refuseNul(fields);
  return { fields, files };
}

/** Form fields answer their schema's own message (forms show the spec's texts as they are). */
function parseFields(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Invalid(issue?.message ?? 'Invalid form', issue?.path.map(String).join('.') || undefined);
}

function parseWith(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidFromZod(result.error);
}
