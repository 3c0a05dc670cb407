// Component tests (src/web/**/*.test.tsx) run on jsdom with Testing Library: the DOM matchers
// (toBeInTheDocument, toHaveValue, ...) and a clean document after every test. Helpers:
// render.tsx (the app's providers with fakes) and fake-api.ts (fetch answered by the test).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // fakeApi's fetch stub, and any other global a test replaced.
  vi.unstubAllGlobals();
});
