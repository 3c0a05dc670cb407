// One outgoing email as the outbox stores it and a transport sends it.
export interface MailMessage {
  /** What the mail is for (signup-confirmation, …): logs and tests read it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** Delivers one message now, or throws; the outbox decides about retries. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
