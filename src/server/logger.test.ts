import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, resolveLogFormat } from './logger.js';

function collect() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

describe('the log format', () => {
  it('auto is for a person on a terminal and for a machine elsewhere; an explicit choice wins', () => {
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });

  it('pretty: one line a person scans (time, level, message, details), no pid or host', () => {
    const out = collect();
    const logger = createLogger({ level: 'info', format: 'pretty', destination: out.stream });
    logger.info({ database: 'pglite' }, 'database open');
    logger.debug('not at this level');
    const lines = out.text().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: database open \{"database":"pglite"\}$/);
  });

  it('json: one object per line, with level, time and message', () => {
    const out = collect();
    const logger = createLogger({ level: 'info', format: 'json', destination: out.stream });
    logger.warn({ webRoot: '/x' }, 'the web app is not built');
    const entry = JSON.parse(out.text().trim()) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 40, msg: 'the web app is not built', webRoot: '/x' });
    expect(typeof entry.time).toBe('number');
  });

  it('never writes a request’s token, cookie or authorization header', () => {
    for (const format of ['json', 'pretty'] as const) {
      const out = collect();
      const logger = createLogger({ level: 'info', format, destination: out.stream });
      logger.info(
        { req: { headers: { token: 't0k3n', cookie: 'admin-token=c00k', authorization: 'b3ar' } } },
        'incoming request',
      );
      expect(out.text()).not.toMatch(/t0k3n|c00k|b3ar/);
    }
  });
});
