import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { HeaderNav } from '@/components/layout/header-nav';
import type { HeaderEntry } from '@/lib/nav';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const entries: HeaderEntry[] = [
  {
    id: 'meny-elpriser',
    label: 'Elpriser',
    items: [
      { href: '/elpris-just-nu', label: 'Elpriset just nu' },
      { href: '/elpris-historik', label: 'Elprishistorik' },
    ],
  },
  { href: '/stader', label: 'Städer' },
  { id: 'meny-lar-dig', label: 'Lär dig', items: [{ href: '/guider', label: 'Guider', description: 'Ett ämne i taget.' }] },
];
const cta = { href: '/jamfor', label: 'Jämför nu' };

/** jsdom cannot navigate: a link click must close the menu on its own. */
function withoutNavigation(run: () => Promise<void>) {
  const stop = (event: MouseEvent) => event.preventDefault();
  document.addEventListener('click', stop);
  return run().finally(() => document.removeEventListener('click', stop));
}

describe('header navigation', () => {
  it('marks the current page and its group, also on its sub-pages', () => {
    mockPathname = '/stader/goteborg';
    render(<HeaderNav entries={entries} cta={cta} />);
    const nav = screen.getByRole('navigation', { name: 'Huvudmeny' });
    expect(within(nav).getByRole('link', { name: 'Städer' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Jämför nu' })).toHaveAttribute('href', '/jamfor');
  });

  it('opens a group as a disclosure menu: aria-expanded, aria-controls, one open at a time', async () => {
    mockPathname = '/';
    const user = userEvent.setup();
    render(<HeaderNav entries={entries} cta={cta} />);
    const nav = screen.getByRole('navigation', { name: 'Huvudmeny' });
    const prices = within(nav).getByRole('button', { name: 'Elpriser' });
    const learn = within(nav).getByRole('button', { name: 'Lär dig' });
    const pricesList = document.getElementById(prices.getAttribute('aria-controls')!)!;
    expect(prices).toHaveAttribute('aria-expanded', 'false');
    expect(pricesList).not.toBeVisible();

    await user.click(prices);
    expect(prices).toHaveAttribute('aria-expanded', 'true');
    expect(within(pricesList).getByRole('link', { name: 'Elprishistorik' })).toBeVisible();

    await user.click(learn);
    expect(prices).toHaveAttribute('aria-expanded', 'false');
    expect(learn).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: /Guider/ })).toHaveTextContent('Ett ämne i taget.');

    await user.click(learn);
    expect(learn).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open group with Escape and puts focus back on its button', async () => {
    mockPathname = '/';
    const user = userEvent.setup();
    render(<HeaderNav entries={entries} cta={cta} />);
    const prices = screen.getByRole('button', { name: 'Elpriser' });
    await user.click(prices);
    await user.tab();
    expect(within(screen.getByRole('navigation', { name: 'Huvudmeny' })).getByRole('link', { name: 'Elpriset just nu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(prices).toHaveAttribute('aria-expanded', 'false');
    expect(prices).toHaveFocus();
  });

  it('closes an open group when focus leaves it or the pointer goes down outside', async () => {
    mockPathname = '/';
    const user = userEvent.setup();
    render(
      <>
        <HeaderNav entries={entries} cta={cta} />
        <button type="button">Utanför</button>
      </>,
    );
    const prices = screen.getByRole('button', { name: 'Elpriser' });
    await user.click(prices);
    // Tab past the group's two links to the next entry.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(prices).toHaveAttribute('aria-expanded', 'false');

    await user.click(prices);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Utanför' }));
    expect(prices).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes the phone menu, with every group in it, and closes it when a link is chosen', async () => {
    mockPathname = '/';
    const user = userEvent.setup();
    render(<HeaderNav entries={entries} cta={cta} />);
    const menu = document.getElementById('mobilmeny')!;
    expect(menu).toHaveAttribute('aria-label', 'Mobilmeny');
    expect(menu).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Öppna meny' }));
    expect(menu).toBeVisible();
    expect(screen.getByRole('button', { name: 'Stäng meny' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('list', { name: 'Elpriser' })).toBeVisible();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/elpris-just-nu', '/elpris-historik', '/stader', '/guider', '/jamfor']);

    await user.click(screen.getByRole('button', { name: 'Stäng meny' }));
    expect(menu).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Öppna meny' }));
    await withoutNavigation(() => user.click(within(menu).getByRole('link', { name: 'Städer' })));
    expect(menu).not.toBeVisible();
  });

  it('closes the phone menu with Escape and puts focus back on the menu button', async () => {
    mockPathname = '/';
    const user = userEvent.setup();
    render(<HeaderNav entries={entries} cta={cta} />);
    const menu = document.getElementById('mobilmeny')!;
    await user.click(screen.getByRole('button', { name: 'Öppna meny' }));
    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Öppna meny' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Öppna meny' })).toHaveAttribute('aria-expanded', 'false');

    // A closed menu leaves Escape alone.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Öppna meny' })).toHaveAttribute('aria-expanded', 'false');
  });
});
