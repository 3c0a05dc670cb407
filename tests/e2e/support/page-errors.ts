// Every browser test fails on a page error (issue 28, item 4): an uncaught exception, a console
// error or a React hydration warning on any page the test opened fails the test when it ends,
// naming the page and the message. What is expected is allowed here, each with its reason; a test
// that provokes an error on purpose (an API made to fail) allows it itself with
// `pageErrors.allow(pattern, reason)`, so the allowance sits beside the reason it is expected.
import type { BrowserContext, ConsoleMessage, Page, Response } from '@playwright/test';

export interface PageErrorAllowance {
  /** Matched against "<kind>: <message> (<source url>)". */
  pattern: RegExp;
  /** Why this is expected, not a fault of the page. */
  reason: string;
}

/** Allowed on every page. Keep it short: each entry hides a class of faults. */
export const ALLOWED_PAGE_ERRORS: readonly PageErrorAllowance[] = [
  {
    pattern: /Failed to load resource: .*\(https:\/\/tile\.openstreetmap\.org\//,
    reason: 'map tiles come from outside the test machine, which has no internet access',
  },
  {
    pattern:
      /Failed to load resource: the server responded with a status of 4\d\d .*\(https?:\/\/[^/]+\/(management-service|attraction-service|marketing-service|venue-service|api)\//,
    reason:
      "an API's 4xx is an answer the page shows (a wrong password, an unknown reference, an expired link); Chromium logs each one as a console error. A script, style or page that fails to load still fails the test, and so does a 5xx",
  },
  {
    pattern: /Failed to load resource: .*\(https?:\/\/[^/]+\/favicon\.ico\)/,
    reason:
      'the browser asks for /favicon.ico by itself; the self-contained outage page (src/server/http/outage-page.ts) names no icon, so a server without its database answers it 404',
  },
];

/** The message of a console line, with where it came from (a failed resource names its URL). */
function consoleText(message: ConsoleMessage): string {
  const source = message.location().url;
  return `console.${message.type()}: ${message.text()}${source ? ` (${source})` : ''}`;
}

/** React's hydration complaints: in production builds they are errors #418, #423 and #425. */
const HYDRATION = /hydrat|Minified React error #(418|423|425)/i;

export class PageErrorWatch {
  private readonly errors: { line: string; failedResource?: string }[] = [];
  private readonly allowed: PageErrorAllowance[] = [...ALLOWED_PAGE_ERRORS];
  /** Documents answered 4xx/5xx on purpose: the browser logs their status as a console error. */
  private readonly errorDocuments = new Set<string>();

  /** Allows a page error this test provokes on purpose, with the reason it is expected. */
  allow(pattern: RegExp, reason: string): void {
    this.allowed.push({ pattern, reason });
  }

  watch(context: BrowserContext): void {
    context.pages().forEach((page) => this.watchPage(page));
    context.on('page', (page) => this.watchPage(page));
  }

  /** The errors seen that no allowance covers, each with the page it happened on. */
  unexpected(): string[] {
    return this.errors
      .filter(({ failedResource }) => !failedResource || !this.errorDocuments.has(failedResource))
      .map(({ line }) => line)
      .filter((line) => !this.allowed.some(({ pattern }) => pattern.test(line)));
  }

  private watchPage(page: Page): void {
    page.on('pageerror', (error) => this.note(page, `uncaught: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || HYDRATION.test(message.text()))
        this.noteConsole(page, message);
    });
    page.on('response', (response) => this.noteDocument(response));
  }

  private noteDocument(response: Response): void {
    // A page the server answers 404, 410 or 503 is what the test asked for; its status is the
    // test's to assert, and Chromium logs it as "Failed to load resource".
    if (response.request().isNavigationRequest() && response.status() >= 400)
      this.errorDocuments.add(response.url());
  }

  private noteConsole(page: Page, message: ConsoleMessage): void {
    const failed = /^Failed to load resource/.test(message.text());
    this.note(page, consoleText(message), failed ? message.location().url : undefined);
  }

  private note(page: Page, line: string, failedResource?: string): void {
    this.errors.push({ line: `${line}\n    on ${page.url()}`, failedResource });
  }
}
