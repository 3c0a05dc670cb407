// Double opt-in with a real SMTP server in the test: the mail that arrives, its links, and an
// outage that loses nothing.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  EMAIL_SIGNUP_MESSAGES,
  EMAIL_SIGNUP_PATHS,
  SIGNUP_CONFIRM_DAYS,
  SIGNUP_RESEND_COOLDOWN_MINUTES,
} from '../../src/contract/email-signup.js';
import { forgetExpiredSignups } from '../../src/server/services/marketing-service/signup-repository.js';
import { createAdminToken } from '../support/admin-token.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { useTestApp } from '../support/test-app.js';
import { describeEachEngine } from '../support/test-database.js';
import { call, M, manualClock } from './management-service/helpers.js';

const SITE = 'https://daytrip.example';

describeEachEngine('marketing-service: sign-ups confirmed by email', (engine) => {
  const clock = manualClock();
  const env: Record<string, string> = { PUBLIC_URL: SITE, PRODUCT_NAME: 'Daytrip' };
  let inbox: SmtpInbox;
  let token: string;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    env.SMTP_URL = inbox.url;
  });
  const ctx = useTestApp(engine, { clock, env });
  beforeAll(async () => {
    ({ token } = await createAdminToken(ctx.database, { now: clock.now() }));
  });
  afterAll(() => inbox.stop());

  let client = 0;
  const signUp = (email: string) =>
    call(ctx.app, {
      method: 'POST',
      url: EMAIL_SIGNUP_PATHS.signup,
      payload: { email },
      remoteAddress: `10.60.0.${(client += 1)}`,
    });
  const mailsTo = (email: string) =>
    inbox.messages.filter((m) => m.to && 'text' in m.to && m.to.text === email);
  const linkToken = (mail: ParsedMail, page: 'confirm' | 'unsubscribe') =>
    new RegExp(`${SITE}/email/${page}/([A-Za-z0-9_-]{43})`).exec(mail.text ?? '')?.[1] ?? '';
  const exported = async () =>
    (await call(ctx.app, { method: 'GET', url: `${M}/emailSignups/export`, token })).body;
  const confirm = (linkTokenValue: string) =>
    call(ctx.app, {
      method: 'POST',
      url: EMAIL_SIGNUP_PATHS.confirm,
      payload: { token: linkTokenValue },
    });

  it('mails a confirmation with text and HTML bodies, the product name and List-Unsubscribe', async () => {
    expect((await signUp('ada@daytrip.example')).json()).toEqual({ result: true });
    await ctx.app.outbox.deliverDue();
    const [mail] = mailsTo('ada@daytrip.example');
    expect(mail?.subject).toBe('Please confirm your Daytrip sign-up');
    expect(mail?.from?.value[0]).toEqual({ name: 'Daytrip', address: 'no-reply@daytrip.example' });
    expect(mail?.text).toContain(`${SITE}/email/confirm/`);
    expect(mail?.html).toContain('Confirm my sign-up');
    expect(mail?.html).toContain(`${SITE}/email/unsubscribe/`);
    const listUnsubscribe = mail?.headerLines
      .find((h) => h.key === 'list-unsubscribe')
      ?.line.replace(/\s+/g, ' ');
    expect(listUnsubscribe).toMatch(
      /^List-Unsubscribe: <https:\/\/daytrip\.example\/marketing-service\/v1\/email\/unsubscribe\?token=[\w-]{43}>$/,
    );
    expect(
      mail?.headerLines.some((h) => h.line === 'List-Unsubscribe-Post: List-Unsubscribe=One-Click'),
    ).toBe(true);
  });

  it('exports an address only once its link confirms it', async () => {
    const [mail] = mailsTo('ada@daytrip.example');
    expect(await exported()).not.toContain('ada@daytrip.example');
    const response = await confirm(linkToken(mail!, 'confirm'));
    expect(response.statusCode).toBe(200);
    expect(await exported()).toContain('ada@daytrip.example');
    expect((await confirm(linkToken(mail!, 'confirm'))).statusCode).toBe(200); // a second click
  });

  it('unsubscribes with the link, without signing in, and from a mail client in one click', async () => {
    const [mail] = mailsTo('ada@daytrip.example');
    const page = await call(ctx.app, {
      method: 'POST',
      url: EMAIL_SIGNUP_PATHS.unsubscribe,
      payload: { token: linkToken(mail!, 'unsubscribe') },
    });
    expect(page.statusCode).toBe(200);
    expect(await exported()).not.toContain('ada@daytrip.example');

    await signUp('bea@daytrip.example');
    await ctx.app.outbox.deliverDue();
    const [beaMail] = mailsTo('bea@daytrip.example');
    await confirm(linkToken(beaMail!, 'confirm'));
    const oneClickUrl = /<([^>]+)>/.exec(
      beaMail!.headerLines.find((h) => h.key === 'list-unsubscribe')!.line,
    )![1]!;
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: oneClickUrl.slice(SITE.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await exported()).not.toContain('bea@daytrip.example');
  });

  it(`sends no flood: one mail per ${SIGNUP_RESEND_COOLDOWN_MINUTES} minutes, none once confirmed`, async () => {
    await signUp('cy@daytrip.example');
    await signUp('cy@daytrip.example');
    await ctx.app.outbox.deliverDue();
    expect(mailsTo('cy@daytrip.example')).toHaveLength(1);
    clock.advance(SIGNUP_RESEND_COOLDOWN_MINUTES * 60_000 + 1000);
    await signUp('CY@daytrip.example');
    await ctx.app.outbox.deliverDue();
    const mails = mailsTo('cy@daytrip.example');
    expect(mails).toHaveLength(2);
    expect((await confirm(linkToken(mails[1]!, 'confirm'))).statusCode).toBe(200);
    clock.advance(SIGNUP_RESEND_COOLDOWN_MINUTES * 60_000 + 1000);
    await signUp('cy@daytrip.example');
    await ctx.app.outbox.deliverDue();
    expect(mailsTo('cy@daytrip.example')).toHaveLength(2);
  });

  it(`refuses a link older than ${SIGNUP_CONFIRM_DAYS} days with a clear message`, async () => {
    await signUp('dee@daytrip.example');
    await ctx.app.outbox.deliverDue();
    clock.advance((SIGNUP_CONFIRM_DAYS + 1) * 86_400_000);
    const late = await confirm(linkToken(mailsTo('dee@daytrip.example')[0]!, 'confirm'));
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(EMAIL_SIGNUP_MESSAGES.confirmLinkInvalid);
    expect(await exported()).not.toContain('dee@daytrip.example');
  });

  it('forgets an unconfirmed address once its link has expired, and keeps confirmed ones', async () => {
    const count = async (email: string) =>
      (
        await ctx.database.pool.query<{ n: number }>(
          'select count(*)::int as n from email_signups where lower(email) = $1',
          [email],
        )
      ).rows[0]!.n;
    expect(await count('dee@daytrip.example')).toBe(1);
    expect(await forgetExpiredSignups(ctx.database.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await count('dee@daytrip.example')).toBe(0);
    expect(await count('cy@daytrip.example')).toBe(1);
  });

  it('refuses a malformed token with a 400, never a 500', async () => {
    const bad = await confirm('not-a-token');
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the mail through an SMTP outage and delivers it once the server is back', async () => {
    await inbox.stop();
    const during = await signUp('eve@daytrip.example');
    expect(during.statusCode).toBe(200);
    expect(await ctx.app.outbox.deliverDue()).toBe(0);
    const queued = await ctx.database.pool.query(
      "select attempts, sent_at from outgoing_emails where to_address = 'eve@daytrip.example'",
    );
    expect(queued.rows).toEqual([{ attempts: 1, sent_at: null }]);
    await inbox.start();
    clock.advance(61_000); // the first retry waits a minute
    expect(await ctx.app.outbox.deliverDue()).toBe(1);
    expect(mailsTo('eve@daytrip.example')).toHaveLength(1);
  });
});
