// What React recovered from (a hydration mismatch, above all) reported with where it happened.
// React's default reports the bare error, and a production build's is a code (#418) with no word
// of which part of the page differed; the component stack names the elements down to it, which
// is what a report (or a failing browser test, tests/e2e/support/page-errors.ts) needs to find it.

/** The `onRecoverableError` of hydrateRoot and createRoot. */
export function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  const where = info.componentStack ? `\nComponent stack:${info.componentStack}` : '';
  console.error(error, where);
}
