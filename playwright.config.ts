import { defineConfig, devices } from '@playwright/test';

// Browser tests drive Debian's Chromium (no browser download) against the real, built server on
// its own fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 3199);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  // Assertions wait up to 10 s: the run shares two cores between two browsers and the server,
  // and a page of the full seed (3,700 places) can take more than the default 5 s to settle there.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'off',
    // The offline worker (decision 171) would answer pages and reads itself, out of reach of the
    // tests' page.route: only the offline spec lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: 'node tests/e2e/support/start-e2e-server.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port) },
  },
});
