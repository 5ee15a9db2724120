import Fastify from 'fastify';
import { API_HEADERS } from '@server/http/security';

/** The reference: Fastify's hello-world, alone in its process, as the app is in its own. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

/**
 * The second reference: a JSON answer of `bytes` bytes made once, sent with the app's API
 * headers and no other work. What a page of that size reaches here is the most any page of
 * that size can reach on this machine (the bytes through loopback and the load generator's
 * reading of them), so the benchmarks print it beside each page they measure.
 */
const sameSize = new Map<number, Buffer>();
app.get<{ Params: { bytes: string } }>('/same-size/:bytes', async (req, reply) => {
  const bytes = Math.min(Math.max(Number(req.params.bytes) || 0, 16), 4 * 1024 * 1024);
  let body = sameSize.get(bytes);
  if (!body) sameSize.set(bytes, (body = Buffer.from(`{"pad":"${'x'.repeat(bytes - 10)}"}`)));
  reply.headers(API_HEADERS).type('application/json; charset=utf-8');
  return body;
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
process.on('message', (m: { type: string }) => {
  if (m.type === 'stop') void app.close().then(() => process.exit(0));
});
