/**
 * True when `href` is the current page or (for sections) one of its sub-pages. On its own so the
 * header's client island does not load the route index (and the 290 city routes with it).
 */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

export interface NavItem {
  href: string;
  label: string;
}
