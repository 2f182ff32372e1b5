/**
 * Navigation helpers the header's client island needs. Kept apart from the site map
 * (lib/routes.ts), which reads the typed content and so must stay on the server.
 */

export interface NavItem {
  href: string;
  label: string;
}

/** True when `href` is the current page or (for sections) one of its sub-pages. */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
