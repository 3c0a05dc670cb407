// Starts Daytrip: config → port check → database → migrations → seed → admin → listen. Stops
// cleanly on SIGTERM/SIGINT (http/graceful-shutdown.ts). A start that fails for a known reason
// prints one line and exits 1 (startup-failure.ts), before any slow work where it can.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateDatabase } from './db/migrate.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { bootstrapAdmin } from './services/management-service/admin-bootstrap.js';
import { stopOnSignals } from './http/graceful-shutdown.js';
import { createLogger, resolveLogFormat } from './logger.js';
import { checkPortFree } from './port-check.js';
import { findProjectRoot } from './project-root.js';
import { generatedAdminNotice } from './admin-notice.js';
import { describeStartupFailure } from './startup-failure.js';

let config: Config | undefined;

async function main() {
  config = loadConfig();
  const format = resolveLogFormat(config.LOG_FORMAT, process.stdout.isTTY === true);
  const logger = createLogger({ level: config.LOG_LEVEL, format, colorize: format === 'pretty' });
  const root = findProjectRoot();
  const startedAt = Date.now();

  await checkPortFree(config.PORT, config.HOST);

  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(root, config.DATA_DIR) },
  );
  // PostgreSQL's pool connects lazily: one query proves the database answers before saying so.
  await database.pool.query('select 1');
  logger.info({ database: database.kind }, 'database open');
  await migrateDatabase(database);

  if (config.SEED) {
    const seeded = await seedIfEmpty(database.db, path.join(root, 'data'));
    if (seeded) logger.info(seeded, 'seeded the demo catalogue');
  }

  const admin = await bootstrapAdmin(database.db, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
  });
  if (admin.action === 'generated') {
    // Printed once, on the first start only: the hash is all that is stored. Straight to the
    // terminal, framed, so it stands apart from the log lines around it.
    process.stdout.write(generatedAdminNotice(admin.username, admin.password));
  }

  // `npm run dev` serves the pages from Vite, so a missing build is only worth a warning.
  const webRoot = path.resolve(root, config.WEB_DIST_DIR);
  const webBuilt = existsSync(path.join(webRoot, 'index.html'));
  if (!webBuilt)
    logger.warn({ webRoot }, 'the web app is not built (npm run build): serving the API only');

  const app = await buildApp({ config, database, logger, ...(webBuilt ? { webRoot } : {}) });

  stopOnSignals({ app, closeDatabase: () => database.close(), logger });

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  logger.info({ url: address, ms: Date.now() - startedAt }, `${config.PRODUCT_NAME} is ready`);
}

main().catch((error: unknown) => {
  const line = describeStartupFailure(error, {
    port: config?.PORT ?? 0,
    host: config?.HOST ?? '',
    databaseUrl: config?.DATABASE_URL,
  });
  console.error(line ?? error);
  process.exit(1);
});
