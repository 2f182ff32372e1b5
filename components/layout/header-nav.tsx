'use client';

import { ChevronDown, Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type FocusEvent } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import { cx } from '@/lib/class-names';
import { cycleFocus, focusables } from '@/lib/dom/focus-cycle';
import { isActiveEntry, isActivePath, isNavGroup, type HeaderEntry, type NavItem } from '@/lib/nav';

const MOBILE_MENU_ID = 'mobilmeny';

/** The id of the button that opens the menu `id`. */
const buttonId = (id: string) => `${id}-knapp`;

/**
 * The header's navigation: on wide screens a bar of links and grouped menus, on
 * phones one menu with every group. Both follow the WAI-ARIA disclosure pattern: each button says
 * whether its list is open (aria-expanded) and which list it opens (aria-controls); Escape closes
 * the open one and puts focus back on its button; a click outside, leaving a group with Tab, or any
 * navigation closes it. While the phone menu is open, Tab and Shift+Tab cycle through the button
 * and the menu's links instead of wandering into the page hidden behind it. One state for all of
 * them (at most one is open), and no library: this island is in every page's JavaScript.
 */
export function HeaderNav({ entries, cta }: { entries: readonly HeaderEntry[]; cta: NavItem }) {
  const pathname = usePathname();
  const [open, setOpen] = useState<string | null>(null);
  const [menuPath, setMenuPath] = useState(pathname);
  // Any navigation closes the menus, also back/forward (derived during render, not in an effect).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(null);
  }
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const button = document.getElementById(buttonId(open));
      if (event.key === 'Escape') {
        setOpen(null);
        button?.focus();
        return;
      }
      const menu = document.getElementById(open);
      if (open === MOBILE_MENU_ID && button && menu) cycleFocus(event, [button, ...focusables(menu)]);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const toggle = (id: string) => setOpen((current) => (current === id ? null : id));
  // Tab out of a wide-screen group closes it (focus moving inside it, or to nowhere on a click, does not).
  const closeOnLeave = (id: string) => (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen((current) => (current === id ? null : current));
  };
  const current = (href: string) => (isActivePath(href, pathname) ? 'page' : undefined);
  const barClass = (active: boolean) =>
    cx(
      'inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground',
      active ? 'bg-primary-soft text-primary-hover' : 'text-muted-foreground',
    );
  const menuLinkClass = (href: string) =>
    cx(
      'flex min-h-11 flex-col justify-center rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
      isActivePath(href, pathname) ? 'bg-primary-soft text-primary-hover' : 'text-foreground',
    );

  return (
    // A chosen link closes its menu, also when it leads to the page already shown.
    <div ref={rootRef} className="flex items-center" onClick={(event) => (event.target as Element).closest('a') && setOpen(null)}>
      <nav aria-label="Huvudmeny" className="hidden items-center gap-2 lg:flex">
        <ul className="flex items-center gap-1">
          {entries.map((entry) =>
            isNavGroup(entry) ? (
              <li key={entry.id} className="relative" onBlur={closeOnLeave(entry.id)}>
                <button
                  id={buttonId(entry.id)}
                  type="button"
                  aria-expanded={open === entry.id}
                  aria-controls={entry.id}
                  onClick={() => toggle(entry.id)}
                  className={barClass(isActiveEntry(entry, pathname))}
                >
                  {entry.label}
                  <ChevronDown aria-hidden="true" className={cx('size-4 transition-transform', open === entry.id && 'rotate-180')} />
                </button>
                <ul
                  id={entry.id}
                  hidden={open !== entry.id}
                  className="absolute top-full left-0 z-50 mt-1 w-72 rounded-lg border border-border bg-background p-2 shadow-lg"
                >
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <Link href={item.href} aria-current={current(item.href)} className={menuLinkClass(item.href)}>
                        {item.label}
                        {item.description ? <span className="text-xs font-normal text-muted-foreground">{item.description}</span> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.href}>
                <Link href={entry.href} aria-current={current(entry.href)} className={barClass(isActivePath(entry.href, pathname))}>
                  {entry.label}
                </Link>
              </li>
            ),
          )}
        </ul>
        <Link href={cta.href} className={cx(buttonVariants(), 'ml-2')}>
          {cta.label}
        </Link>
      </nav>

      <button
        id={buttonId(MOBILE_MENU_ID)}
        type="button"
        className={cx(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-11 lg:hidden [&_svg]:size-6')}
        aria-expanded={open === MOBILE_MENU_ID}
        aria-controls={MOBILE_MENU_ID}
        aria-label={open === MOBILE_MENU_ID ? 'Stäng meny' : 'Öppna meny'}
        onClick={() => toggle(MOBILE_MENU_ID)}
      >
        {open === MOBILE_MENU_ID ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>

      <nav
        id={MOBILE_MENU_ID}
        aria-label="Mobilmeny"
        hidden={open !== MOBILE_MENU_ID}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background shadow-md lg:hidden"
      >
        <div className="mx-auto grid max-w-6xl gap-x-6 gap-y-3 px-4 py-3 sm:grid-cols-2">
          {entries.map((entry) =>
            isNavGroup(entry) ? (
              <div key={entry.id}>
                <p id={`${entry.id}-rubrik`} className="px-3 pt-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {entry.label}
                </p>
                <ul aria-labelledby={`${entry.id}-rubrik`}>
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <Link href={item.href} aria-current={current(item.href)} className={menuLinkClass(item.href)}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <Link key={entry.href} href={entry.href} aria-current={current(entry.href)} className={cx(menuLinkClass(entry.href), 'text-base')}>
                {entry.label}
              </Link>
            ),
          )}
          <Link href={cta.href} className={cx(buttonVariants({ size: 'lg' }), 'w-full sm:col-span-2')}>
            {cta.label}
          </Link>
        </div>
      </nav>
    </div>
  );
}
