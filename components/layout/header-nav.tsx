'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import { isActivePath, type NavItem } from '@/lib/nav';
import { cx } from '@/lib/class-names';

const MOBILE_MENU_ID = 'mobilmeny';

/** The links and buttons in `root`, in document order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
}

/**
 * The header's links (current one highlighted) and the phone menu that opens and closes. The menu
 * follows the WAI-ARIA disclosure pattern: the button says whether it is open, Escape closes it and
 * puts focus back on the button, and while it is open Tab and Shift+Tab cycle through the button
 * and the menu's links instead of wandering into the page hidden behind it.
 */
export function HeaderNav({ items, cta }: { items: readonly NavItem[]; cta?: NavItem }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  // Any navigation closes the menu, also back/forward (derived during render, not in an effect).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }
  const close = () => setOpen(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const button = buttonRef.current;
      const menu = menuRef.current;
      if (!button || !menu) return;
      if (event.key === 'Escape') {
        setOpen(false);
        button.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const cycle = [button, ...tabbables(menu)].filter((el) => el.getClientRects().length > 0);
      const first = cycle[0];
      const last = cycle.at(-1);
      // Wider than a phone neither is shown (the layout hides them): nothing to keep focus in.
      if (!first || !last || first === last) return;
      const active = document.activeElement;
      const inside = active instanceof HTMLElement && cycle.includes(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const linkClass = (href: string, size: 'text-sm' | 'block text-base') =>
    cx(
      'rounded-md px-3 py-2 font-medium transition-colors hover:bg-muted hover:text-foreground',
      size,
      isActivePath(href, pathname) ? 'bg-primary-soft text-primary-hover' : 'text-muted-foreground',
    );

  return (
    <>
      <nav aria-label="Huvudmeny" className="hidden items-center gap-1 md:flex">
        {items.map((item) => (
          <Link
            key={item.href}
            href={item.href}
            className={linkClass(item.href, 'text-sm')}
            aria-current={isActivePath(item.href, pathname) ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ))}
        {cta ? (
          <Link href={cta.href} className={cx(buttonVariants({ size: 'sm' }), 'ml-2')}>
            {cta.label}
          </Link>
        ) : null}
      </nav>

      <button
        ref={buttonRef}
        type="button"
        className={cx(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')}
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        aria-label={open ? 'Stäng meny' : 'Öppna meny'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>

      <nav
        ref={menuRef}
        id={MOBILE_MENU_ID}
        aria-label="Mobilmeny"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-border bg-background shadow-md md:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={close}
                className={linkClass(item.href, 'block text-base')}
                aria-current={isActivePath(item.href, pathname) ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
          {cta ? (
            <li className="pt-2">
              <Link href={cta.href} onClick={close} className={cx(buttonVariants(), 'w-full')}>
                {cta.label}
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </>
  );
}
