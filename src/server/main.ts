// Starts Daytrip: config → database → migrations → seed → admin → listen. Stops cleanly on
// SIGTERM/SIGINT: stop accepting, finish in-flight requests, close the database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateDatabase } from './db/migrate.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { bootstrapAdmin } from './services/management-service/admin-bootstrap.js';
import { findProjectRoot } from './project-root.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.token', 'req.headers.cookie', 'req.headers.authorization'],
  });
  const root = findProjectRoot();
  const startedAt = Date.now();

  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(root, config.DATA_DIR) },
  );
  logger.info({ database: database.kind }, 'database open');
  await migrateDatabase(database);

  if (config.SEED) {
    const seeded = await seedIfEmpty(database.db, path.join(root, 'data'));
    if (seeded) logger.info(seeded, 'seeded the demo catalogue');
  }

  const admin = await bootstrapAdmin(
    database.db,
    { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD },
    logger,
  );
  if (admin.action === 'generated') {
    // Printed once, on the first start only: the hash is all that is stored.
    console.log(
      `\n  An admin account was created.\n  Username: ${admin.username}\n  Password: ${admin.password}\n  (Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.)\n`,
    );
  }

  // `npm run dev` serves the pages from Vite, so a missing build is only worth a warning.
  const webRoot = path.resolve(root, config.WEB_DIST_DIR);
  const webBuilt = existsSync(path.join(webRoot, 'index.html'));
  if (!webBuilt)
    logger.warn({ webRoot }, 'the web app is not built (npm run build): serving the API only');

  const app = await buildApp({ config, database, logger, ...(webBuilt ? { webRoot } : {}) });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  logger.info({ url: address, ms: Date.now() - startedAt }, `${config.PRODUCT_NAME} is ready`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
