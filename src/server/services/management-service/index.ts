// The management service (/management-service/v1): sign-in, catalogue writes, attractions, the
// submission workflow, the mailing list and the audit trail. One onRequest hook guards every
// route here except those marked `config: { publicRoute: true }` (decision 022).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ROOT_FIELD } from '../../../contract/field-errors.js';
import { messages } from '../../../contract/messages.js';
import { describeValueType } from '../../../contract/value-type.js';
import { requireAdmin } from '../../http/admin-auth.js';
import { HttpError } from '../../http/errors.js';
import { createGooglePlacesClient, type GooglePlacesClient } from './google-places.js';
import { attractionsRoutes } from './attractions-routes.js';
import { auditRoutes } from './audit-routes.js';
import { authenticateRoutes } from './authenticate-routes.js';
import { categoriesRoutes } from './categories-routes.js';
import { httpErrorForDatabaseError } from './db-errors.js';
import { emailSignupsRoutes } from './email-signups-routes.js';
import { facilitiesRoutes } from './facilities-routes.js';
import { groupsRoutes } from './groups-routes.js';
import { createLoginThrottle, type LoginThrottle } from './login-throttle.js';
import type { RateLimiter } from '../../http/rate-limiter.js';
import { regionsRoutes } from './regions-routes.js';
import { reportsRoutes } from './reports-routes.js';
import { confirmationsRoutes } from './confirmations-routes.js';
import { CONFIRMATIONS_PER_HOUR } from '../../../contract/fact-confirmation.js';
import { secondFactorRoutes } from './second-factor-routes.js';
import { MANAGEMENT_PREFIX } from './route-support.js';
import { submissionsRoutes } from './submissions-routes.js';
import { trustRoutes } from './trust-routes.js';
import { venueModeratorRoutes } from './venues/moderator-routes.js';
import { REPORTS_PER_HOUR } from '../../../contract/report.js';
import { SECOND_FACTOR_CHANGE_FAILURES } from '../../../contract/second-factor.js';
import { secretBoxFor } from './secret-box.js';
import { rekeySecondFactorSecrets } from './second-factor-secrets.js';

export interface ManagementServiceOptions {
  googlePlaces?: GooglePlacesClient;
  loginThrottle?: LoginThrottle;
  /** Public submissions per client address; 20 an hour by default (decision 023). */
  submissionLimiter?: RateLimiter;
  /** Public problem reports per client address; REPORTS_PER_HOUR by default (decision 067). */
  reportLimiter?: RateLimiter;
  /** Visitors' Yes / No answers per client address; CONFIRMATIONS_PER_HOUR by default (decision 112). */
  confirmationLimiter?: RateLimiter;
}

export const SUBMISSIONS_PER_HOUR = 20;

/**
 * The dotted path of the first string holding a NUL character, which PostgreSQL cannot store.
 * Walks with its own stack rather than recursing, so no body shape can overflow the call stack
 * (bodies are also at most MAX_JSON_DEPTH deep by then: src/server/http/json-depth.ts).
 */
export function pathOfNul(body: unknown): string[] | null {
  const pending: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value && typeof value === 'object') {
      // Pushed in reverse so the first field is looked at first, as a reader would expect.
      const entries = Object.entries(value as Record<string, unknown>);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

/**
 * Every body here is a JSON object. Anything else is refused before validation: the contract's
 * attraction schema cannot be handed null (its cross-field check reads the value regardless).
 */
async function refuseUnusableBodies(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  if (
    request.routeOptions.schema?.body &&
    (body === null || typeof body !== 'object' || Array.isArray(body))
  ) {
    const message = messages.typeMismatch('an object', describeValueType(body));
    throw new HttpError(400, `${ROOT_FIELD}: ${message}`, { [ROOT_FIELD]: [message] });
  }
  const path = pathOfNul(body);
  if (path) {
    const field = path.join('.') || ROOT_FIELD;
    const message = 'This field must not contain NUL characters.';
    throw new HttpError(400, `${field}: ${message}`, { [field]: [message] });
  }
}

const routes: FastifyPluginAsync<ManagementServiceOptions> = async (app, options) => {
  // Values only the database refuses, and races past a route's own checks: honest 4xx, not 500.
  app.setErrorHandler((error) => {
    throw httpErrorForDatabaseError(error) ?? error;
  });

  // onRequest, not preHandler: an unauthenticated call is refused before its body is even parsed
  // or validated, so it learns nothing (not even which fields would be wrong).
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.publicRoute) await requireAdmin(request);
  });
  app.addHook('preValidation', refuseUnusableBodies);
  // Admin data, and submissions read by their secret reference: never kept by any cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const googlePlaces =
    options.googlePlaces ??
    createGooglePlacesClient({
      baseUrl: app.config.GOOGLE_PLACES_API_URL,
      apiKey: app.config.GOOGLE_PLACES_API_KEY,
    });
  const throttle =
    options.loginThrottle ??
    createLoginThrottle((name, limits) => app.sharedState.rateLimiter(name, limits));
  const submissionLimiter =
    options.submissionLimiter ??
    app.sharedState.rateLimiter('submissions', {
      limit: SUBMISSIONS_PER_HOUR,
      windowMs: 3_600_000,
    });

  const reportLimiter =
    options.reportLimiter ??
    app.sharedState.rateLimiter('reports', { limit: REPORTS_PER_HOUR, windowMs: 3_600_000 });

  // Second-factor secrets are sealed with TOTP_ENCRYPTION_KEY (decision 121). At start, whatever
  // is not under the current key (plain text from before, a rotated-out key) is sealed again; a
  // database that is down then is no reason not to start: sign-in reseals what it reads.
  const box = secretBoxFor(app.config);
  app.addHook('onReady', async () => {
    if (!box.canSeal) {
      app.log.warn('TOTP_ENCRYPTION_KEY is not set: no second factor can be set up (decision 121)');
      return;
    }
    await rekeySecondFactorSecrets(app.database.db, box).then(
      (changed) => changed > 0 && app.log.info({ changed }, 'second-factor secrets sealed again'),
      (error: unknown) => app.log.warn({ err: error }, 'second-factor secrets not resealed'),
    );
  });
  const changeLimiter = app.sharedState.rateLimiter('second-factor-change', {
    limit: SECOND_FACTOR_CHANGE_FAILURES,
    windowMs: 15 * 60_000,
  });

  await app.register(authenticateRoutes, { throttle, box });
  await app.register(secondFactorRoutes, { changeLimiter, box });
  await app.register(categoriesRoutes);
  await app.register(regionsRoutes);
  await app.register(groupsRoutes);
  await app.register(facilitiesRoutes);
  await app.register(attractionsRoutes, { googlePlaces });
  await app.register(submissionsRoutes, { submissionLimiter });
  await app.register(emailSignupsRoutes);
  await app.register(auditRoutes);
  await app.register(reportsRoutes, { reportLimiter });
  await app.register(confirmationsRoutes, {
    confirmationLimiter:
      options.confirmationLimiter ??
      app.sharedState.rateLimiter('confirmations', {
        limit: CONFIRMATIONS_PER_HOUR,
        windowMs: 3_600_000,
      }),
  });
  await app.register(trustRoutes);
  await app.register(venueModeratorRoutes);
};

/** Register with `app.register(managementService)`; every path starts /management-service/v1. */
export const managementService: FastifyPluginAsync<ManagementServiceOptions> = async (
  app,
  options,
) => {
  await app.register(routes, { ...options, prefix: MANAGEMENT_PREFIX });
};
