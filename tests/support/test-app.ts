// Builds the real app on a private database for one test file.
import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { Clock } from '../../src/server/clock.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import type { Database } from '../../src/server/db/database.js';
import { createTestDatabase, type Engine } from './test-database.js';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

/** Mail from tests without an SMTP server goes here, never into the project's var/mail. */
const TEST_MAIL_DIR = path.join(os.tmpdir(), 'daytrip-test-mail');

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    SEED: 'false',
    MAIL_DIR: TEST_MAIL_DIR,
    // Tests run as prod (the default), where second-factor secrets need a key (decision 121).
    TOTP_ENCRYPTION_KEY: 'test-only-totp-encryption-key-0123456789',
    ...overrides,
  });
}

/**
 * Registers beforeAll/afterAll that build the app on a fresh seeded database; the returned
 * object is filled in before the first test runs.
 */
export function useTestApp(
  engine: Engine,
  options: { env?: Record<string, string>; clock?: Clock; webRoot?: string } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.config = testConfig(options.env);
    context.database = await createTestDatabase(engine);
    context.app = await buildApp({
      config: context.config,
      database: context.database,
      logger: false,
      // A loaded test machine stalls without overload; the queue signal stays on.
      shedOnEventLoopDelay: false,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close().catch(() => undefined);
  });
  return context;
}
