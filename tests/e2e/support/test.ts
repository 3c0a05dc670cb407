// The browser tests' `test`: Playwright's, with one change for server-rendered pages (decision
// 097). Such a page shows its buttons before its scripts have run, and a click on one before React
// has hydrated it does nothing, so every navigation a test makes (goto, reload, back, forward)
// waits until the page's main content is hydrated, as a visitor's first tap in practice does.
// Pages the browser renders alone, and tests with JavaScript off, do not wait.
// And every test fails on a page error on any page it opened (page-errors.ts).
import { expect, test as base, type Page } from '@playwright/test';
import { PageErrorWatch } from './page-errors.js';

export * from '@playwright/test';

/**
 * Until React owns the page's main content and every control in it: their DOM nodes carry
 * React's fiber key. The controls too, because React hydrates each Suspense boundary on its own:
 * the page's frame can be live while a card's button, in a boundary still waiting for its code,
 * ignores a click (CI saw a shortlist heart do so under load). The map's own controls are
 * Leaflet's, never React's.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (!root?.hasAttribute('data-server-rendered')) return true;
      const owned = (node: Element) =>
        Object.keys(node).some((key) => key.startsWith('__reactFiber'));
      const content = document.querySelector('main > *') ?? root.firstElementChild;
      if (!content || !owned(content)) return false;
      return [...document.querySelectorAll('main button, main a[href], main input, main select')]
        .filter((control) => !control.closest('.leaflet-container'))
        .every(owned);
    },
    undefined,
    { timeout: 30_000 },
  );
}

function waitAfterNavigations(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await untilHydrated(page);
        return response;
      },
    });
  }
}

export const test = base.extend<{ pageErrors: PageErrorWatch }>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  pageErrors: async ({}, use) => {
    await use(new PageErrorWatch());
  },
  context: async ({ context, javaScriptEnabled, pageErrors }, use) => {
    pageErrors.watch(context);
    if (javaScriptEnabled !== false) {
      context.pages().forEach(waitAfterNavigations);
      context.on('page', waitAfterNavigations);
    }
    await use(context);
    expect(pageErrors.unexpected(), 'page errors (tests/e2e/support/page-errors.ts)').toEqual([]);
  },
});
