import { act, render, screen } from '@testing-library/react';

import { SchoolNav } from '@/components/editorial/school-nav';

type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver the test drives by hand. */
let observed: Element[] = [];
let notify: Callback = () => undefined;
beforeEach(() => {
  observed = [];
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: Callback) {
      notify = callback;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {
      observed = [];
    }
  };
});

const items = [
  { id: 'grunderna', label: 'Grunderna' },
  { id: 'kostnader', label: 'Kostnader' },
  { id: 'spara-el', label: 'Spara el' },
];

function renderWithSections() {
  for (const item of items) {
    const section = document.createElement('section');
    section.id = item.id;
    document.body.appendChild(section);
  }
  return render(<SchoolNav items={items} />);
}

afterEach(() => {
  for (const item of items) document.getElementById(item.id)?.remove();
});

describe('SchoolNav', () => {
  it('links every section by its anchor, numbered, with none marked before scrolling', () => {
    renderWithSections();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#grunderna', '#kostnader', '#spara-el']);
    expect(links[1]).toHaveTextContent('2.Kostnader');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
    expect(observed.map((element) => element.id)).toEqual(['grunderna', 'kostnader', 'spara-el']);
  });

  /** Places a section's top `top` px below the viewport's top (jsdom has no layout). */
  const placeAt = (id: string, top: number) => {
    document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
  };

  it('marks the first section in the reading band, and moves on as the reader scrolls', () => {
    renderWithSections();
    const section = (id: string) => document.getElementById(id)!;
    placeAt('kostnader', 300);
    placeAt('spara-el', 900);
    act(() =>
      notify([
        { target: section('kostnader'), isIntersecting: true },
        { target: section('spara-el'), isIntersecting: true },
      ]),
    );
    expect(screen.getByRole('link', { name: /Kostnader/ })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: /Spara el/ })).not.toHaveAttribute('aria-current');
    act(() => notify([{ target: section('kostnader'), isIntersecting: false }]));
    expect(screen.getByRole('link', { name: /Spara el/ })).toHaveAttribute('aria-current', 'location');
    // Nothing in the band (between two sections): the last mark stays.
    act(() => notify([{ target: section('spara-el'), isIntersecting: false }]));
    expect(screen.getByRole('link', { name: /Spara el/ })).toHaveAttribute('aria-current', 'location');
  });

  it('after a deep link marks the linked section, not the end of the one before it still in the band', () => {
    renderWithSections();
    const section = (id: string) => document.getElementById(id)!;
    placeAt('kostnader', -1400);
    placeAt('spara-el', 96);
    act(() =>
      notify([
        { target: section('kostnader'), isIntersecting: true },
        { target: section('spara-el'), isIntersecting: true },
      ]),
    );
    expect(screen.getByRole('link', { name: /Spara el/ })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: /Kostnader/ })).not.toHaveAttribute('aria-current');
  });
});
