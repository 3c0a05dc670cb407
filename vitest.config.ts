import { defineConfig } from 'vitest/config';

// Three projects: unit tests beside the code (x.test.ts, no I/O); component tests beside the web
// code (x.test.tsx, React on jsdom with Testing Library: what a user sees and does); and API tests
// that build the real app on a real database (the global setup migrates and seeds one template per
// engine).
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['tests/component/setup.ts'],
          // A file's first test pays for MUI's first render; on a busy two-core machine that
          // alone has taken over 15 s.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/global-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
