// A start that cannot go on says why in one line a person can act on, not a stack trace
// (decision 029). Database URLs are shown without their password.
import { ConfigError } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { DataDirUnusableError } from './db/data-dir-check.js';
import { redactedUrl } from './redacted-url.js';

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
]);

export interface StartupContext {
  port: number;
  host: string;
  databaseUrl?: string | undefined;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** One line for a known cause; null for anything else (a bug: the stack trace is worth having). */
export function describeStartupFailure(error: unknown, context: StartupContext): string | null {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirUnusableError
  ) {
    return error.message;
  }
  const code = codeOf(error);
  if (code === 'EADDRINUSE') {
    return `Port ${context.port} on ${context.host} is already in use: stop the other server or set PORT to a free port.`;
  }
  if (code === 'EACCES' && (error as { syscall?: string }).syscall === 'listen') {
    return `Not allowed to listen on port ${context.port} on ${context.host}: choose a port above 1023 with PORT.`;
  }
  if (context.databaseUrl) {
    const where = redactedUrl(context.databaseUrl);
    if (code && UNREACHABLE_CODES.has(code)) {
      return `Cannot reach the database at ${where} (${code}): check DATABASE_URL and that PostgreSQL is running.`;
    }
    if (code === '28P01' || code === '28000') {
      return `The database at ${where} refused the credentials in DATABASE_URL.`;
    }
    if (code === '3D000') return `The database named in DATABASE_URL (${where}) does not exist.`;
    if (error instanceof Error && /timeout/i.test(error.message)) {
      return `Cannot reach the database at ${where} (timed out): check DATABASE_URL and that PostgreSQL is running.`;
    }
  }
  return null;
}
