import { render, screen, within } from '@testing-library/react';

import { loadNewsFallback, NewsNotFound } from '@/components/errors/news-not-found';
import { NotFoundView } from '@/components/errors/not-found-view';
import type { NewsFallbackData } from '@/lib/news/fallback';
import { versionedFile } from '@/lib/open-data/versions';

import { serveJson } from './fetch-stub';

// The news list fetches an item's page ahead when its card is reached for (components/layout/prefetch-on-intent.tsx).
jest.mock('next/navigation', () => ({ ...jest.requireActual<object>('next/navigation'), useRouter: () => ({ prefetch: jest.fn() }) }));

const data: NewsFallbackData = {
  city: {
    name: 'Stockholm',
    path: '/energinyheter/stockholm',
    cityPagePath: '/stader/stockholm',
    priceArea: 'SE3',
    priceAreaName: 'Stockholm',
    population: '995\u202F574',
    populationSource: 'Befolkning 31 december 2024, SCB',
    latestAverage: '58,7\u00A0öre/kWh exkl. moms (mars 2026)',
  },
  items: [
    {
      title: 'Mars 2026: så blev elpriset i de fyra elområdena',
      path: '/energinyheter/artikel/elpriser-mars-2026',
      date: '2026-03-31',
      dateLabel: '31 mars 2026',
      category: 'Elpriser',
      excerpt: 'Billigast var elen i SE2 i mars 2026.',
    },
    {
      title: 'Energiskatten på el sänks från den 1 januari 2026',
      path: '/energinyheter/artikel/energiskatten-sanks-2026',
      date: '2026-01-01',
      dateLabel: '1 januari 2026',
      category: 'Politik och regler',
      excerpt: 'Energiskatten på el sänktes vid årsskiftet.',
    },
  ],
};

afterEach(() => {
  jest.restoreAllMocks();
  // The file is fetched once per page load; each test is a page load of its own.
  loadNewsFallback.reset();
  window.history.replaceState(null, '', '/');
});

describe('NotFoundView on /energinyheter/ addresses', () => {
  it('shows Stockholm’s news for an unknown city', async () => {
    window.history.replaceState(null, '', '/energinyheter/ny-ort');
    serveJson(versionedFile('energinyheter-fallback', data));
    render(<NotFoundView siteName="Elvalet" generic={<h1>Sidan hittades inte</h1>} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Energinyheter för Stockholm' })).toBeVisible();
    expect(screen.queryByText('Sidan hittades inte')).not.toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/data/energinyheter-fallback.json');
  });

  it('keeps the plain 404 for an unknown article or category and fetches nothing', () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    for (const path of ['/energinyheter/artikel/finns-inte', '/energinyheter/kategori/sport']) {
      window.history.replaceState(null, '', path);
      const { unmount } = render(<NotFoundView siteName="Elvalet" generic={<h1>Sidan hittades inte</h1>} />);
      expect(screen.getByRole('heading', { name: 'Sidan hittades inte' })).toBeVisible();
      unmount();
    }
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

describe('NewsNotFound', () => {
  it('says we have no page for the place and lists Stockholm’s news with its facts', async () => {
    window.history.replaceState(null, '', '/energinyheter/ny-ort');
    serveJson(versionedFile('energinyheter-fallback', data));
    render(<NewsNotFound segment="ny-ort" siteName="Elvalet" />);
    expect(screen.getByRole('status')).toHaveTextContent('Hämtar energinyheterna...');
    expect(await screen.findByTestId('news-fallback-note')).toHaveTextContent('Vi har ingen egen nyhetssida för Ny Ort.');
    expect(document.title).toBe('Energinyheter för Stockholm – ingen nyhetssida för Ny Ort | Elvalet');
    expect(screen.getByText('SE3 (Stockholm)')).toBeInTheDocument();
    // The matcher folds the thin space (U+202F) into a plain one.
    expect(screen.getByText(/995 574/)).toBeInTheDocument();
    const list = screen.getByTestId('news-fallback-list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/energinyheter/artikel/elpriser-mars-2026', '/energinyheter/artikel/energiskatten-sanks-2026']);
    expect(screen.getByRole('link', { name: 'Elpris och elavtal i Stockholm' })).toHaveAttribute('href', '/stader/stockholm');
  });

  it('stays clear and logs nothing when the file cannot be loaded or is malformed', async () => {
    const error = jest.spyOn(console, 'error');
    for (const reply of [new TypeError('offline'), { city: 'x' }]) {
      window.history.replaceState(null, '', '/energinyheter/ny-ort');
      serveJson(reply);
      const { unmount } = render(<NewsNotFound segment="ny-ort" siteName="Elvalet" />);
      expect(await screen.findByRole('link', { name: 'Gå till energinyheterna för Stockholm' })).toHaveAttribute('href', '/energinyheter/stockholm');
      unmount();
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('escapes hostile input and never runs it', async () => {
    window.history.replaceState(null, '', '/energinyheter/x');
    serveJson(versionedFile('energinyheter-fallback', data));
    render(<NewsNotFound segment="%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E" siteName="Elvalet" />);
    expect(await screen.findByTestId('news-fallback-note')).toHaveTextContent('Vi har ingen egen nyhetssida för Img Srcx Onerroralert1.');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows a neutral note when nothing readable is left of the address', async () => {
    window.history.replaceState(null, '', '/energinyheter/%00');
    serveJson(versionedFile('energinyheter-fallback', data));
    render(<NewsNotFound segment="%00" siteName="Elvalet" />);
    expect(await screen.findByTestId('news-fallback-note')).toHaveTextContent('Vi har ingen nyhetssida på den adressen.');
  });
});
