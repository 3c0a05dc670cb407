// Component tests (src/web/**/*.test.tsx) run on jsdom with Testing Library: the DOM matchers
// (toBeInTheDocument, toHaveValue, ...) and a clean document after every test. Helpers:
// render.tsx (the app's providers with fakes) and fake-api.ts (fetch answered by the test).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy and waitFor wait up to 5 s rather than 1 s: five engineers share two cores, and a
// lazily loaded snackbar or a dialog's transition can take longer than a second to appear.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // fakeApi's fetch stub, and any other global a test replaced.
  vi.unstubAllGlobals();
});
