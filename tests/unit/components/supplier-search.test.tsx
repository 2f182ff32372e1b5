import { fireEvent, render, screen, within } from '@testing-library/react';

import { SupplierSearch, type SupplierListItem } from '@/components/providers/supplier-search';

// The list fetches a supplier's page ahead when its link is reached for (components/layout/prefetch-on-intent.tsx).
const mockPrefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: mockPrefetch }) }));

const item = (slug: string, name: string, legalName: string): SupplierListItem => ({
  slug,
  name,
  legalName,
  path: `/leverantor/${slug}`,
  offersText: '2 elavtal',
  areasText: 'SE3 och SE4',
});

const SUPPLIERS = [
  item('eon', 'E.ON', 'E.ON'),
  item('malarenergi', 'Mälarenergi', 'Mälarenergi AB'),
  item('tibber', 'Tibber', 'Tibber AB'),
  item('betula', 'Beta El', 'Betula Kraft AB'),
];

const field = () => screen.getByRole('searchbox', { name: 'Sök elleverantör' });
const listed = () =>
  within(screen.getByTestId('supplier-list'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('SupplierSearch (/leverantor)', () => {
  it('lists every supplier with its offers and areas, each linking to its page', () => {
    render(<SupplierSearch suppliers={SUPPLIERS} />);
    expect(listed()).toEqual(['E.ON', 'Mälarenergi', 'Tibber', 'Beta El']);
    expect(screen.getByRole('link', { name: 'Tibber' })).toHaveAttribute('href', '/leverantor/tibber');
    expect(screen.getByTestId('supplier-list')).toHaveTextContent('2 elavtal i SE3 och SE4');
    expect(screen.getByRole('status')).toHaveTextContent('4 elleverantörer');
    fireEvent.mouseOver(screen.getByRole('link', { name: 'Tibber' }));
    expect(mockPrefetch).toHaveBeenLastCalledWith('/leverantor/tibber');
    // The legal name is shown where it differs from the display name.
    expect(screen.getByText('Betula Kraft AB')).toBeInTheDocument();
    expect(screen.queryByText('Tibber AB')).toBeInTheDocument();
  });

  it('filters as you type, folding case, accents and punctuation, by display or legal name', () => {
    render(<SupplierSearch suppliers={SUPPLIERS} />);
    fireEvent.change(field(), { target: { value: 'eon' } });
    expect(listed()).toEqual(['E.ON']);
    expect(screen.getByRole('status')).toHaveTextContent('Visar 1 av 4 elleverantörer');
    fireEvent.change(field(), { target: { value: 'MALAR' } });
    expect(listed()).toEqual(['Mälarenergi']);
    fireEvent.change(field(), { target: { value: 'betula' } });
    expect(listed()).toEqual(['Beta El']);
  });

  it('says when nothing matches, keeps what was typed, and offers the whole list again', () => {
    render(<SupplierSearch suppliers={SUPPLIERS} />);
    fireEvent.change(field(), { target: { value: '<img src=x onerror=alert(1)>' } });
    expect(screen.getByRole('status')).toHaveTextContent('Ingen av de 4 elleverantörerna har ”<img src=x onerror=alert(1)>” i namnet.');
    expect(field()).toHaveValue('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Visa alla elleverantörer' }));
    expect(listed()).toHaveLength(4);
    expect(field()).toHaveValue('');
  });
});
