// Reads the mail the browser-test server wrote to files (no SMTP there) and finds its links.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eMailDir } from './mail-dir.mjs';

const dir = e2eMailDir(process.env.E2E_PORT ?? '3199');

async function mailTo(address: string): Promise<string | undefined> {
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const file of files.sort().reverse()) {
    const raw = await readFile(path.join(dir, file), 'utf8');
    if (raw.includes(`To: ${address}`)) return raw;
  }
  return undefined;
}

/** The pages a mail links to, by the start of their path. */
const LINK_PATHS = {
  confirm: '/email/confirm/',
  unsubscribe: '/email/unsubscribe/',
  venueVerify: '/venue/verify/',
} as const;

/** The path of a link in the newest mail to this address, waiting for the outbox to write it. */
export async function linkInMail(address: string, page: keyof typeof LINK_PATHS): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      // Undo quoted-printable's soft line breaks, which can split a link.
      const raw = ((await mailTo(address)) ?? '').replace(/=\r?\n/g, '');
      found = new RegExp(`${LINK_PATHS[page]}[A-Za-z0-9_-]{43}`).exec(raw)?.[0] ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}
