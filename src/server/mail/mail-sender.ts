// The mail transport: SMTP through nodemailer when SMTP_URL is set; otherwise each message is
// written as an .eml file to MAIL_DIR and its path logged, so a fresh checkout needs no mail
// server (decision 160).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailMessage, MailSender } from './mail-message.js';

export interface MailSenderOptions {
  smtpUrl: string | undefined;
  from: string;
  productName: string;
  /** An absolute folder for the no-SMTP default. */
  mailDir: string;
  log: { info(details: object, message: string): void };
}

/** SMTP attempts give up quickly: the outbox retries later rather than holding a worker. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailSender(options: MailSenderOptions): MailSender {
  const from = { name: options.productName, address: options.from };
  const toMail = (message: MailMessage) => ({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers ?? {},
  });

  if (options.smtpUrl) {
    const transport = createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(message) {
        await transport.sendMail(toMail(message));
      },
      close: () => transport.close(),
    };
  }

  const files = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    async send(message) {
      const { message: raw } = await files.sendMail(toMail(message));
      await mkdir(options.mailDir, { recursive: true });
      counter += 1;
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(
        options.mailDir,
        `${stamp}-${process.pid}-${counter}-${message.kind}.eml`,
      );
      await writeFile(file, raw);
      options.log.info(
        { file, to: message.to, kind: message.kind },
        'mail written to a file (no SMTP_URL)',
      );
    },
    close: () => files.close(),
  };
}
