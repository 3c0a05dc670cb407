// Builds the whole Fastify app from its dependencies. main.ts only listens; tests build the very
// same app (with their own database, config and clock) and talk to it through inject().
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Clock } from './clock.js';
import { systemClock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { healthRoutes } from './http/health-routes.js';
import { managementService } from './services/management-service/index.js';
import { emailSignupRoutes } from './services/marketing-service/email-signup-routes.js';
import { emailLinkRoutes } from './services/marketing-service/email-link-routes.js';
import { registerAttractionService } from './services/attraction-service/index.js';
import { planService } from './services/plan-service/index.js';
import { bannersRoutes } from './services/marketing-service/banners-routes.js';
import { postcodeRoutes } from './services/integrations/postcode-routes.js';
import type { CatalogueEvents } from './http/catalogue-events.js';
import { openSharedState, type SharedState } from './shared-state/shared-state.js';
import { registerErrorHandling } from './http/errors.js';
import { registerJsonDepthLimit } from './http/json-depth.js';
import { registerRequestBodyRules } from './http/request-bodies.js';
import { registerOfflineCacheable } from './http/offline-cacheable.js';
import { registerConnectionCloseWhileClosing } from './http/graceful-shutdown.js';
import { registerLoadShedding } from './http/load-shedding.js';
import { SERVER_TIMEOUTS } from './http/server-timeouts.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import fastifyCompress from '@fastify/compress';
import { webAppRoutes } from './services/web-app/routes.js';
import type { MailSender } from './mail/mail-message.js';
import { createMailSender } from './mail/mail-sender.js';
import { createOutbox, type Outbox } from './mail/outbox.js';
import fastifyMultipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '../contract/photo.js';
import { createDiskPhotoStore, type PhotoStore } from './photos/photo-store.js';
import { photoFileRoutes } from './photos/photo-routes.js';
import { venueService } from './services/management-service/venues/venue-routes.js';
import { findProjectRoot } from './project-root.js';
import path from 'node:path';

export interface AppDependencies {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Defaults to a pino logger at config.LOG_LEVEL; tests pass false for silence. */
  logger?: FastifyBaseLogger | boolean;
  /** Announces catalogue writes to caches; tests may share one between two app instances. */
  catalogueEvents?: CatalogueEvents;
  /** The built web app to serve; omitted in API tests. */
  webRoot?: string;
  /** Shed load when the event loop stalls (default true; API tests turn it off). */
  shedOnEventLoopDelay?: boolean;
  /** Delivers outgoing mail; by default SMTP_URL's server, or files in MAIL_DIR without one. */
  mailSender?: MailSender;
}

/** How often the outbox looks for mail due a retry. */
const OUTBOX_POLL_MS = 30_000;

/** Request bodies larger than this answer 413: nothing Daytrip accepts comes near it. */
export const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const loggerOptions =
    typeof deps.logger === 'object'
      ? { loggerInstance: deps.logger }
      : {
          logger:
            deps.logger === false
              ? false
              : {
                  level: config.LOG_LEVEL,
                  redact: ['req.headers.token', 'req.headers.cookie', 'req.headers.authorization'],
                },
        };

  const app = Fastify({
    ...loggerOptions,
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    // Idle keep-alive sockets are closed as soon as closing starts (graceful-shutdown.ts).
    forceCloseConnections: 'idle',
    ...SERVER_TIMEOUTS,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, config.PRODUCT_NAME);
  registerJsonDepthLimit(app);
  registerRequestBodyRules(app);
  registerOfflineCacheable(app);
  registerConnectionCloseWhileClosing(app);
  await registerLoadShedding(app, database, {
    onEventLoopDelay: deps.shedOnEventLoopDelay ?? true,
    productName: config.PRODUCT_NAME,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  // Redis when REDIS_URL is set (several instances act as one site), memory otherwise.
  const sharedState = await openSharedState(config.REDIS_URL, config.REDIS_KEY_PREFIX, app.log);
  app.addHook('onClose', () => sharedState.close());
  app.decorate('sharedState', sharedState);
  app.decorate('catalogueEvents', deps.catalogueEvents ?? sharedState.catalogueEvents);
  const outbox = createOutbox({
    database,
    clock,
    log: app.log,
    sender:
      deps.mailSender ??
      createMailSender({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        productName: config.PRODUCT_NAME,
        mailDir: path.resolve(findProjectRoot(), config.MAIL_DIR),
        log: app.log,
      }),
  });
  app.decorate('outbox', outbox);
  app.decorate(
    'photoStore',
    createDiskPhotoStore(path.resolve(findProjectRoot(), config.PHOTO_DIR)),
  );
  // Photo uploads only (decision 163): every other body stays JSON.
  await app.register(fastifyMultipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
  app.addHook('onReady', async () => outbox.start(OUTBOX_POLL_MS));
  app.addHook('onClose', () => outbox.stop());

  await registerSecurityHeaders(app, config);
  // JSON answers compress well (a page of attractions: ~50 kB → ~8 kB); static files are
  // precompressed at build time instead.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app, { productName: config.PRODUCT_NAME, serveDocs: config.API_DOCS });
  await app.register(healthRoutes, { database });
  await app.register(managementService);
  await app.register(emailSignupRoutes);
  await app.register(emailLinkRoutes);
  await app.register(venueService);
  await app.register(photoFileRoutes, { store: app.photoStore });
  await registerAttractionService(app);
  await app.register(bannersRoutes);
  await app.register(postcodeRoutes);
  await app.register(planService);

  if (deps.webRoot) {
    await app.register(webAppRoutes, { webRoot: deps.webRoot, config });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Nothing is served at ${request.method} ${request.url.split('?')[0]}.`,
      }),
    );
  }

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    clock: Clock;
    catalogueEvents: CatalogueEvents;
    sharedState: SharedState;
    outbox: Outbox;
    photoStore: PhotoStore;
  }
}
