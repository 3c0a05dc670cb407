// The server's log: for a person on a terminal, lines they can scan (time, level, message, then
// the details), written by pino-pretty; for a machine (a pipe, a file, a log collector) one JSON
// object per line. LOG_FORMAT chooses; `auto` decides by whether stdout is a terminal
// (docs/decisions/140).
import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type LogFormatSetting = 'auto' | 'pretty' | 'json';
export type LogFormat = Exclude<LogFormatSetting, 'auto'>;

/** Secrets a request may carry: never written to the log. */
export const REDACTED_PATHS = [
  'req.headers.token',
  'req.headers.cookie',
  'req.headers.authorization',
];

export function resolveLogFormat(setting: LogFormatSetting, isTerminal: boolean): LogFormat {
  if (setting !== 'auto') return setting;
  return isTerminal ? 'pretty' : 'json';
}

/** pino-pretty as a synchronous stream: a start-up failure's last line is never lost. */
export function prettyStream(options: {
  colorize: boolean;
  destination?: NodeJS.WritableStream;
}): DestinationStream {
  return pretty({
    colorize: options.colorize,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    // Every line is this one process: its pid and host name are noise to a person reading.
    ignore: 'pid,hostname',
    // Fastify's request lines carry whole objects; one line each keeps the log scannable.
    singleLine: true,
    ...(options.destination ? { destination: options.destination } : {}),
  });
}

export function createLogger(options: {
  level: string;
  format: LogFormat;
  /** Where the lines go: stdout unless a test collects them. */
  destination?: NodeJS.WritableStream;
  colorize?: boolean;
}): Logger {
  const base = { level: options.level, redact: REDACTED_PATHS };
  if (options.format === 'json') {
    return options.destination ? pino(base, options.destination as DestinationStream) : pino(base);
  }
  return pino(
    base,
    prettyStream({
      colorize: options.colorize ?? false,
      ...(options.destination ? { destination: options.destination } : {}),
    }),
  );
}
