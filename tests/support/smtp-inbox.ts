// A real SMTP server in the test process (smtp-server) that parses what arrives (mailparser):
// tests send through the app's own transport and read the mail a person would get.
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** Stops accepting connections (an outage); start() brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  let port = 0;
  let server: SMTPServer | undefined;

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            messages.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    port = (listening.server.address() as AddressInfo).port;
  };
  await listen();

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    messages,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server) server.close(() => resolve());
        else resolve();
        server = undefined;
      }),
    start: listen,
  };
}
