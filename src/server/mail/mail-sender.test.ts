import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mailHtml, mailText } from './mail-layout.js';
import { createMailSender } from './mail-sender.js';
import { retryDelayMs } from './outbox.js';

describe('the mail sender with no SMTP_URL', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file and logs where', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'daytrip-mail-'));
    const logged: object[] = [];
    const sender = createMailSender({
      smtpUrl: undefined,
      from: 'no-reply@daytrip.example',
      productName: 'Daytrip',
      mailDir: dir,
      log: { info: (details) => logged.push(details) },
    });
    await sender.send({
      kind: 'test',
      to: 'ada@daytrip.example',
      subject: 'Hello',
      text: 'Plain words',
      html: '<p>Rich words</p>',
      headers: { 'List-Unsubscribe': '<https://daytrip.example/u>' },
    });
    const [file] = await readdir(dir);
    expect(file).toMatch(/-test\.eml$/);
    const raw = await readFile(path.join(dir, file!), 'utf8');
    expect(raw).toContain('From: Daytrip <no-reply@daytrip.example>');
    expect(raw).toContain('List-Unsubscribe: <https://daytrip.example/u>');
    expect(raw).toContain('Plain words');
    expect(raw).toContain('<p>Rich words</p>');
    expect(logged).toEqual([
      { file: path.join(dir, file!), to: 'ada@daytrip.example', kind: 'test' },
    ]);
  });
});

describe('mail bodies', () => {
  const content = {
    productName: 'Daytrip',
    heading: 'Tom & Jerry <3',
    paragraphs: ['One', 'Two'],
    action: { label: 'Go', url: 'https://daytrip.example/a?b=1&c=2' },
    unsubscribeUrl: 'https://daytrip.example/u',
    footer: 'Why you got this.',
  };

  it('escapes HTML and links the action and the unsubscribe page', () => {
    const html = mailHtml(content);
    expect(html).toContain('Tom &amp; Jerry &lt;3');
    expect(html).toContain('href="https://daytrip.example/a?b=1&amp;c=2"');
    expect(html).toContain('<a href="https://daytrip.example/u"');
  });

  it('gives the same words as plain text', () => {
    expect(mailText(content)).toBe(
      'Tom & Jerry <3\n\nOne\n\nTwo\n\nGo: https://daytrip.example/a?b=1&c=2\n\n--\nWhy you got this.\nUnsubscribe: https://daytrip.example/u\n',
    );
  });
});

describe('retry backoff', () => {
  it('doubles from a minute and stops growing at six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 3_600_000);
  });
});
