import Fastify from 'fastify';

/** The reference: Fastify's hello-world, alone in its process, as the app is in its own. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
process.on('message', (m: { type: string }) => {
  if (m.type === 'stop') void app.close().then(() => process.exit(0));
});
