/**
 * Navigation helpers the header's client island needs. Kept apart from the site map
 * (lib/routes.ts), which reads the typed content and so must stay on the server.
 */

export interface NavItem {
  href: string;
  label: string;
  /** One short line under the label in the header's menus (what the page is for). */
  description?: string;
}

/** A titled group of links: a menu in the header, a column in the footer. */
export interface NavGroup {
  /** Id of the group's list (header) or heading (footer), unique on the page. */
  id: string;
  label: string;
  items: NavItem[];
}

/** One entry of the header: a link, or a group that opens as a menu. */
export type HeaderEntry = NavItem | NavGroup;

export function isNavGroup(entry: HeaderEntry): entry is NavGroup {
  return 'items' in entry;
}

/** True when `href` is the current page or (for sections) one of its sub-pages. */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** True when the entry's link, or one of its group's links, is the current page or section. */
export function isActiveEntry(entry: HeaderEntry, pathname: string): boolean {
  return isNavGroup(entry) ? entry.items.some((item) => isActivePath(item.href, pathname)) : isActivePath(entry.href, pathname);
}
