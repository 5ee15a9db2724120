import { loadConfig, type Config } from './config';
import type { AppContext } from './context';
import { DataDirBusy } from './db/lock';
import { createLogger } from './logger';
import { startServer } from './server';
import { dressDemoPlayers } from './modules/items/demo-outfits';
import { seedCatalog } from './modules/items/service';
import { seedDemoWorld } from './seed/demo';
import { startDemoResidents } from './world/residents';


/** The store catalog (derived from code) always; the demo world on the embedded database or with SEED_DEMO (config.demoWorld). */
async function seed(ctx: AppContext, config: Config): Promise<void> {
  await seedCatalog(ctx);
  if (config.demoWorld) {
    await seedDemoWorld(ctx, { announce: true });
    await dressDemoPlayers(ctx);
  }
}

/** `npm start`: the whole app on PORT (default 3000). */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  let server;
  try {
    server = await startServer(config, { logger: log, beforeListen: (ctx) => seed(ctx, config) });
  } catch (err) {
    if (err instanceof DataDirBusy) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Stops cleanly from the moment the app listens: a signal while the residents are still
  // walking in (seconds on a busy machine) would otherwise kill the process on the spot,
  // leaving its embedded PostgreSQL and pid file behind.
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
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
  // The demo world's residents walk in once the town listens (they connect to it); they stop
  // with the town. Not without the demo world, nor with DEMO_RESIDENTS=0.
  if (config.demoWorld) await startDemoResidents(server.ctx).catch((err: unknown) => log.error({ err }, 'demo residents did not start'));
  log.info(`Oldroad is running on ${config.publicUrl}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
