import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { HeaderNav } from '@/components/layout/header-nav';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const items = [
  { href: '/', label: 'Hem' },
  { href: '/stader', label: 'Städer' },
  { href: '/kontakt', label: 'Kontakt' },
];

describe('header navigation', () => {
  it('marks the current page, also on its sub-pages', () => {
    mockPathname = '/stader/goteborg';
    render(<HeaderNav items={items} cta={{ href: '/jamfor', label: 'Jämför nu' }} />);
    const nav = screen.getByRole('navigation', { name: 'Huvudmeny' });
    expect(within(nav).getByRole('link', { name: 'Städer' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Hem' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Jämför nu' })).toHaveAttribute('href', '/jamfor');
  });

  it('opens and closes the phone menu, and closes it when a link is chosen', async () => {
    mockPathname = '/';
    const user = userEvent.setup();
    render(<HeaderNav items={items} />);
    const menu = document.getElementById('mobilmeny')!;
    expect(menu).toHaveAttribute('aria-label', 'Mobilmeny');
    expect(menu).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Öppna meny' }));
    expect(menu).toBeVisible();
    expect(screen.getByRole('button', { name: 'Stäng meny' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Stäng meny' }));
    expect(menu).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Öppna meny' }));
    // jsdom cannot navigate; the menu must close on the click itself.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    await user.click(within(menu).getByRole('link', { name: 'Kontakt' }));
    document.removeEventListener('click', stopNavigation);
    expect(menu).not.toBeVisible();
  });

  it('closes the phone menu with Escape and puts focus back on the menu button', async () => {
    mockPathname = '/';
    const user = userEvent.setup();
    render(<HeaderNav items={items} />);
    const menu = document.getElementById('mobilmeny')!;
    await user.click(screen.getByRole('button', { name: 'Öppna meny' }));
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Hem' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Öppna meny' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Öppna meny' })).toHaveAttribute('aria-expanded', 'false');

    // A closed menu leaves Escape alone.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Öppna meny' })).toHaveAttribute('aria-expanded', 'false');
  });
});
