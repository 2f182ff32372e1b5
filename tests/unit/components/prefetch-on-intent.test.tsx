import { fireEvent, render, screen } from '@testing-library/react';
import Link from 'next/link';

import { PrefetchOnIntent } from '@/components/layout/prefetch-on-intent';

const mockPrefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: mockPrefetch }) }));

beforeEach(() => mockPrefetch.mockClear());

function List() {
  return (
    <PrefetchOnIntent as="ul" aria-label="Kommuner" className="grid">
      <li>
        <Link href="/stader/ale" prefetch={false}>
          <span>Ale</span>
        </Link>
      </li>
      <li>
        <a href="https://www.scb.se/">SCB</a>
      </li>
      <li>Ingen länk</li>
    </PrefetchOnIntent>
  );
}

describe('PrefetchOnIntent', () => {
  it('renders the element asked for with its attributes, and prefetches nothing by itself', () => {
    render(<List />);
    expect(screen.getByRole('list', { name: 'Kommuner' })).toHaveClass('grid');
    expect(mockPrefetch).not.toHaveBeenCalled();
  });

  it('prefetches a same-site link when the pointer moves onto it (also onto its inner text), it gets focus or it is touched', () => {
    render(<List />);
    fireEvent.mouseOver(screen.getByText('Ale'));
    expect(mockPrefetch).toHaveBeenLastCalledWith('/stader/ale');
    mockPrefetch.mockClear();
    fireEvent.focus(screen.getByRole('link', { name: 'Ale' }));
    expect(mockPrefetch).toHaveBeenLastCalledWith('/stader/ale');
    mockPrefetch.mockClear();
    fireEvent.touchStart(screen.getByRole('link', { name: 'Ale' }));
    expect(mockPrefetch).toHaveBeenLastCalledWith('/stader/ale');
  });

  it('leaves other sites and the space between links alone', () => {
    render(<List />);
    fireEvent.mouseOver(screen.getByRole('link', { name: 'SCB' }));
    fireEvent.mouseOver(screen.getByText('Ingen länk'));
    expect(mockPrefetch).not.toHaveBeenCalled();
  });
});
