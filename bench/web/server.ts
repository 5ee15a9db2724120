import { seedCatalog } from '@server/modules/items/service';
import { E2E_ART_DIR, ensureTestArt } from '../../e2e/support/art';
import { startBenchServer } from '../support';

/** Messages between the web benchmark's orchestrator (run.ts) and this app process. */
export type WebServerReply = { type: 'ready'; url: string };

/**
 * The app as `npm start` runs it (startBenchServer: production mode, its own database), with
 * the generated art the browser tests share (drawn once, .test-data/art), so the landing's
 * backgrounds and the town's map are real pictures of their real sizes.
 */
async function main(): Promise<void> {
  await ensureTestArt();
  const { server, stop } = await startBenchServer('web');
  // As e2e/support/server.ts does: the port is known only now, and the town's socket accepts
  // pages of allowed origins only; the art is read at each request.
  server.ctx.config.artDir = E2E_ART_DIR;
  server.ctx.config.publicUrl = server.url;
  server.ctx.config.allowedOrigins.push(server.url, server.url.replace('localhost', '127.0.0.1'));
  await seedCatalog(server.ctx);
  process.on('message', (m: { type: string }) => {
    if (m.type === 'stop') void stop();
  });
  process.send?.({ type: 'ready', url: server.url } satisfies WebServerReply);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
