// Component tests (src/web/**/*.test.tsx) run on jsdom with Testing Library: the DOM matchers
// (toBeInTheDocument, toHaveValue, ...) and a clean document after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
