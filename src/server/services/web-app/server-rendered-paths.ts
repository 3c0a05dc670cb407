// Which pages the server renders (decision 054): every public page. The admin area and the
// editing pages (the wizard, a submission, inline editing) stay client-rendered: they are for
// signed-in or returning editors, need JavaScript to be used at all, and are not for crawlers.
// The shortlist lives in the visitor's browser storage, which the server cannot see.
const CLIENT_RENDERED = [
  /^\/admin(\/|$)/,
  /^\/attraction\/(submit|create)\/?$/,
  /^\/attraction\/(edit|editsubmission)\//,
  /^\/retrieveattraction(\/|$)/i,
  /^\/shortlist\/?$/,
];

export function isServerRenderedPath(pathname: string): boolean {
  return !CLIENT_RENDERED.some((pattern) => pattern.test(pathname));
}
