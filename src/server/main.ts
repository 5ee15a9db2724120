import { loadConfig } from './config';
import { DataDirBusy } from './db/lock';
import { createLogger } from './logger';
import { startServer } from './server';
import { dressDemoPlayers } from './modules/items/demo-outfits';
import { seedCatalog } from './modules/items/service';
import { seedDemoWorld } from './seed/demo';

/** `npm start`: the whole app on PORT (default 3000). */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  let server;
  try {
    server = await startServer(config, { logger: log });
  } catch (err) {
    if (err instanceof DataDirBusy) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const shouldSeed = config.DATABASE_URL ? config.SEED_DEMO : true;
  // The store catalog comes from code (no generated files needed), so it is always seeded.
  await seedCatalog(server.ctx);
  if (shouldSeed) {
    await seedDemoWorld(server.ctx, { announce: true });
    await dressDemoPlayers(server.ctx);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  log.info(`Oldroad is running on ${config.publicUrl}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
