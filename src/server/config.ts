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
  SESSION_TTL_HOURS: z.coerce.number().positive('must be a positive number of hours').default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  FEATURE_FEATURED_BANNER: flag(true),
  FEATURE_EMAIL_BANNER: flag(true),
  FEATURE_HOLDING_PAGE: flag(false),
  FEATURE_CHANGEABLE_SEARCH_LOCATION: flag(true),
  FEATURE_DISTANCE_TOGGLE: flag(false),
  FEATURE_PERSONALISATION: flag(false),
  FEATURE_DARK_MODE: flag(false),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL' | 'TOTP_REQUIRED'> & {
  PUBLIC_URL: string;
  TOTP_REQUIRED: boolean;
};

/** Values never repeated in an error message: they are secrets or carry one. */
const SECRET_VARIABLES = new Set([
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'REDIS_URL',
  'GOOGLE_PLACES_API_KEY',
]);

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

/**
 * Reads the configuration from an environment (process.env by default). An empty value counts
 * as unset, so its default applies.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = configSchema.safeParse(given);
  if (result.success) {
    const config = result.data;
    return {
      ...config,
      PUBLIC_URL: config.PUBLIC_URL ?? listenUrl(config.HOST, config.PORT),
      TOTP_REQUIRED: config.TOTP_REQUIRED ?? config.ENVIRONMENT_NAME === 'prod',
    };
  }
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    const shown = SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(given[name] ?? null)})`;
    return `${name}: ${issue.message}${shown}`;
  });
  throw new ConfigError(problems);
}
