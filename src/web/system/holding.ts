/** Paths the holding page covers: all but the admin area, so staff can prepare the site. */
export function isHeldPath(pathname: string): boolean {
  return !/^\/admin(\/|$)/.test(pathname);
}
