'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import { isActivePath, type NavItem } from '@/lib/active-path';
import { cx } from '@/lib/utils';

const MOBILE_MENU_ID = 'mobilmeny';

/** The header's links (current one highlighted) and the phone menu that opens and closes. */
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
