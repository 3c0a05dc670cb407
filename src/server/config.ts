// Configuration comes from the environment once, at start, through one schema that is also the
// type. A bad value stops the start with a message naming every bad variable.
import { z } from 'zod';

const flag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], {
      error: 'must be true or false',
    })
    .default(defaultValue ? 'true' : 'false')
    .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(httpUrl.optional())
  .optional();

export const configSchema = z.object({
  // Decimal digits only: Number() would also take '0x10', '1e3' and ' '. 0 means any free port
  // (tests use it); an empty PORT= is unset, so the default applies, never port 0.
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a port number in decimal digits (1-65535)')
    .transform(Number)
    .refine((port) => port <= 65535, 'must be a port number in decimal digits (1-65535)')
    .default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  // Behind a proxy or load balancer: trust its X-Forwarded-For, so rate limits see each client.
  TRUST_PROXY: flag(false),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./var/db'),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// connection URL' })
        .optional(),
    )
    .optional(),
  SEED: flag(true),
  // The built web app (npm run build); relative paths are from the project folder.
  WEB_DIST_DIR: z.string().trim().min(1, 'must not be empty').default('dist/web'),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  PRODUCT_NAME: z.string().trim().min(1, 'must not be empty').max(40).default('Daytrip'),
  ENVIRONMENT_NAME: z.string().trim().min(1).default('prod'),
  /** The site's address in canonical and Open Graph links; by default where it listens. */
  PUBLIC_URL: httpUrl.optional(),
  CONTACT_EMAIL: z.email({ error: 'must be an email address' }).default('hello@daytrip.example'),
  /**
   * An admin who has enrolled a second factor must give its code to sign in. Unset: on when
   * ENVIRONMENT_NAME is prod (the default), off elsewhere (decision 029).
   */
  TOTP_REQUIRED: z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], { error: 'must be true or false' })
    .transform((value) => ['true', '1', 'on', 'yes'].includes(value))
    .optional(),
  /**
   * The key second-factor (TOTP) secrets are encrypted with (decision 121): 32 characters or
   * more, e.g. `openssl rand -base64 32`. Unset: a fixed development key outside prod; in prod,
   * no new second factor can be set up until it is set.
   */
  TOTP_ENCRYPTION_KEY: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters (openssl rand -base64 32)').optional(),
  ),
  /** Keys that were TOTP_ENCRYPTION_KEY before a rotation, comma-separated: read, never written. */
  TOTP_ENCRYPTION_PREVIOUS_KEYS: optionalText,
  /**
   * Serve the browsable API description at /api/docs. Unset: on everywhere but prod, where it
   * stays off unless asked for (decision 120). /api/openapi.json is always served.
   */
  API_DOCS: z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], { error: 'must be true or false' })
    .transform((value) => ['true', '1', 'on', 'yes'].includes(value))
    .optional(),
  /** A page render that takes longer is abandoned and the page served without it (decision 180). */
  SSR_RENDER_TIMEOUT_MS: z.coerce
    .number()
    .int('must be a whole number of milliseconds')
    .positive('must be a positive number of milliseconds')
    .default(10_000),
  /** Page renders in flight at most; past it a page is served without one (decision 180). */
  SSR_MAX_RENDERS_IN_FLIGHT: z.coerce
    .number()
    .int('must be a whole number')
    .positive('must be a positive number')
    .default(8),
  /** Rendered public pages kept between visitors for a minute (decision 184). */
  SSR_PAGE_CACHE: flag(true),
  SESSION_TTL_HOURS: z.coerce.number().positive('must be a positive number of hours').default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty: lines for a person; json: one object per line; auto: pretty on a terminal only. */
  LOG_FORMAT: z
    .enum(['auto', 'pretty', 'json'], { error: 'must be auto, pretty or json' })
    .default('auto'),
  REDIS_URL: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional())
    .optional(),
  /** Prefixes Redis keys and channels, so several sites can share one Redis. */
  REDIS_KEY_PREFIX: z.string().trim().min(1, 'must not be empty').default('daytrip:'),
  FACEBOOK_USERNAME: z.string().trim().default('daytripuk'),
  TWITTER_USERNAME: z.string().trim().default('daytripuk'),
  INSTAGRAM_USERNAME: z.string().trim().default('daytripuk'),
  POSTCODE_API_URL: optionalUrl,
  REVERSE_GEOCODE_URL: optionalUrl,
  GOOGLE_PLACES_API_URL: httpUrl.default('https://places.googleapis.com'),
  GOOGLE_PLACES_API_KEY: optionalText,
  MAP_TILE_URL: z.string().trim().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Outgoing mail: smtp:// or smtps:// with any credentials. Unset: each mail is written to MAIL_DIR. */
  SMTP_URL: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional())
    .optional(),
  /** The address mail comes from; the product name is its display name. */
  MAIL_FROM: z.email({ error: 'must be an email address' }).default('no-reply@daytrip.example'),
  /** Where mail goes with no SMTP_URL (one .eml file per message); relative to the project. */
  MAIL_DIR: z.string().trim().min(1, 'must not be empty').default('./var/mail'),
  /** Uploaded photos, processed (decision 163); relative to the project, beside the database. */
  PHOTO_DIR: z.string().trim().min(1, 'must not be empty').default('./var/photos'),
  FEATURE_FEATURED_BANNER: flag(true),
  FEATURE_EMAIL_BANNER: flag(true),
  FEATURE_HOLDING_PAGE: flag(false),
  FEATURE_CHANGEABLE_SEARCH_LOCATION: flag(true),
  FEATURE_DISTANCE_TOGGLE: flag(false),
  FEATURE_PERSONALISATION: flag(false),
  FEATURE_DARK_MODE: flag(false),
});

export type Config = Omit<
  z.infer<typeof configSchema>,
  'PUBLIC_URL' | 'TOTP_REQUIRED' | 'API_DOCS'
> & {
  PUBLIC_URL: string;
  TOTP_REQUIRED: boolean;
  API_DOCS: boolean;
};

/** Values never repeated in an error message: they are secrets or carry one. */
const SECRET_VARIABLES = new Set([
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'REDIS_URL',
  'GOOGLE_PLACES_API_KEY',
  'SMTP_URL',
  'TOTP_ENCRYPTION_KEY',
  'TOTP_ENCRYPTION_PREVIOUS_KEYS',
]);

/**
 * A value as an error may show it: whatever sits before an '@' (a URL's user and password, given
 * in any variable, well formed or not) and any query (which may hold a key) left out.
 */
export function withoutCredentials(value: string): string {
  const at = value.lastIndexOf('@');
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(value)?.[0] ?? '';
  const shown = at >= 0 ? `${scheme}***${value.slice(at)}` : value;
  return shown.replace(/\?[\s\S]*$/, '?***');
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** http://host:port of the listening address; a wildcard host is reached as localhost. */
export function listenUrl(host: string, port: number): string {
  const name =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** ADMIN_USERNAME and ADMIN_PASSWORD come as a pair: both (that admin) or neither. */
function adminPairProblemOf(given: Record<string, string | undefined>): string | null {
  const hasUsername = given.ADMIN_USERNAME !== undefined;
  const hasPassword = given.ADMIN_PASSWORD !== undefined;
  if (hasUsername === hasPassword) return null;
  const [set, missing] = hasUsername
    ? ['ADMIN_USERNAME', 'ADMIN_PASSWORD']
    : ['ADMIN_PASSWORD', 'ADMIN_USERNAME'];
  return `${missing}: must be set too when ${set} is set (set both, or neither for a generated admin password)`;
}

/**
 * Reads the configuration from an environment (process.env by default). An empty value counts
 * as unset, so its default applies.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = configSchema.safeParse(given);
  // One of the pair alone used to be ignored for a random password: a typo in a deployment
  // would lock its operator out without a word (decision 140).
  const adminPairProblem = adminPairProblemOf(given);
  if (result.success && !adminPairProblem) {
    const config = result.data;
    return {
      ...config,
      PUBLIC_URL: config.PUBLIC_URL ?? listenUrl(config.HOST, config.PORT),
      TOTP_REQUIRED: config.TOTP_REQUIRED ?? config.ENVIRONMENT_NAME === 'prod',
      API_DOCS: config.API_DOCS ?? config.ENVIRONMENT_NAME !== 'prod',
    };
  }
  const problems = (result.success ? [] : result.error.issues).map((issue) => {
    const name = issue.path.join('.');
    const value = given[name];
    const shown = SECRET_VARIABLES.has(name)
      ? ''
      : ` (got ${JSON.stringify(value === undefined ? null : withoutCredentials(value))})`;
    return `${name}: ${issue.message}${shown}`;
  });
  throw new ConfigError(adminPairProblem ? [...problems, adminPairProblem] : problems);
}
