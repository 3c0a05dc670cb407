// Helpers for the admin browser tests (tests/e2e/admin-*.spec.ts): sign in through the API,
// quiet the site's one-off notices, and make uniquely named data so parallel tests never meet.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' } as const;

/** Lowercase letters and digits only: safe in a display name and in the slug made from it. */
export function uniqueTag(): string {
  return `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 7)}`.replace(
    /[^a-z0-9]/g,
    'x',
  );
}

export async function adminToken(
  request: APIRequestContext,
): Promise<{ token: string; expires: string }> {
  const answer = await request.post('/management-service/v1/authenticate', { data: ADMIN });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).response;
}

/**
 * No cookie notice and no geolocation notice: they belong to the visitor site and would sit over
 * the admin's buttons and snackbar on a phone.
 */
export async function quietVisitorNotices(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([
    { name: 'cookie-policy-acknowledged', value: 'true', url: baseURL },
    { name: 'use-geolocation', value: 'false', url: baseURL },
  ]);
  await page.addInitScript("window.sessionStorage.setItem('geolocation-notice', 'turned-off')");
}

/** Signs in as the e2e admin by storing the token cookies, as the login form would. */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
): Promise<string> {
  await quietVisitorNotices(page, baseURL);
  const { token, expires } = await adminToken(request);
  await page.context().addCookies([
    { name: 'admin-token', value: token, url: baseURL, sameSite: 'Strict' },
    { name: 'admin-token-expires', value: expires, url: baseURL, sameSite: 'Strict' },
  ]);
  return token;
}

/** An attraction body the management service accepts, in London under Zoos. */
export function attractionBody(name: string) {
  return {
    name,
    description: `${name} is a made-up attraction for the admin browser tests.`,
    location: {
      coordinates: { latitude: 51.5, longitude: -0.12 },
      address: {
        addressLineOne: '1 Test Street',
        postalTown: 'London',
        postalCode: 'SW1A 1AA',
        country: 'England',
      },
      region: 'london',
    },
    categories: ['zoo'],
    mainCategory: 'zoo',
    entryPrice: 12.5,
  };
}

interface Created {
  id: number;
  name: string;
}

/** A new admin-created attraction (not live until approved: SPEC §4). */
export async function createAttraction(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<Created> {
  const answer = await request.post('/management-service/v1/attractions', {
    headers: { token },
    data: attractionBody(name),
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).response;
}

/** A visitor's submission (no token), awaiting review. */
export async function submitAttraction(request: APIRequestContext, name: string): Promise<Created> {
  const answer = await request.post('/management-service/v1/submissions', {
    data: attractionBody(name),
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).response;
}

export async function reviewSubmission(
  request: APIRequestContext,
  token: string,
  id: number,
  action: 'approve' | 'reject' | 'undoReject',
): Promise<void> {
  const answer = await request.post(`/management-service/v1/submissions/${id}/${action}`, {
    headers: { token },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The list row (an <li>) that names `text`. */
export function row(page: Page, text: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: text, exact: true }) });
}
