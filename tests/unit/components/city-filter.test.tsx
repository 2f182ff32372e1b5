import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { loadCitySearchIndex, loadPostcodeIndex } from '@/lib/cities/load';
import { CityFilter } from '@/components/cities/city-filter';
import type { CitySearchIndex, PostcodeIndex } from '@/lib/cities/search';
import { versionedFile } from '@/lib/open-data/versions';

const index: CitySearchIndex = {
  m: [
    ['Sala', 'sala', 'Västmanlands län'],
    ['Salem', 'salem', 'Stockholms län'],
    ['Malung-Sälen', 'malung-salen', 'Dalarnas län'],
    ['Karlskrona', 'karlskrona', 'Blekinge län'],
    ['Ronneby', 'ronneby', 'Blekinge län'],
  ],
  o: [
    ['Sälen', 2],
    ['Tving', 3, 4],
  ],
  fallback: { areas: [], lead: 'x', postcodeLabel: 'x', postcodeButton: 'x', filterLabel: 'x', filterPlaceholder: 'x' },
};
const postcodes: PostcodeIndex = { '780': [[2, '5067']] };
/** The files as the build publishes them: the format version, then the payload. */
const indexFile = versionedFile('stader-sok', index);
const postcodesFile = versionedFile('postnummer-kommuner', postcodes, 'prefixes');

const LABEL = 'Sök kommun, ort eller postnummer';

function mockFetch(responses: Record<string, unknown | Error>): jest.Mock {
  const fetchMock = jest.fn(async (url: string) => {
    const body = responses[url];
    if (body instanceof Error) throw body;
    if (body === undefined) return { ok: false, status: 404, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

afterEach(() => {
  // The files are fetched once per page load; each test is a page load of its own.
  loadCitySearchIndex.reset();
  loadPostcodeIndex.reset();
  jest.restoreAllMocks();
});

describe('CityFilter', () => {
  it('shows the list until the visitor types, and fetches nothing before that', () => {
    const fetchMock = mockFetch({});
    render(
      <CityFilter label={LABEL} placeholder="Till exempel Sälen">
        <p>Hela listan</p>
      </CityFilter>,
    );
    expect(screen.getByText('Hela listan')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("finds Sala, Salem and Malung-Sälen for 'sal' and hides the full list", async () => {
    const fetchMock = mockFetch({ '/data/stader-sok.json': indexFile });
    render(
      <CityFilter label={LABEL} placeholder="x">
        <p>Hela listan</p>
      </CityFilter>,
    );
    await userEvent.type(screen.getByLabelText(LABEL), 'sal');
    const list = await screen.findByRole('list', { name: 'Kommuner' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Sala', '/stader/sala'],
      ['Salem', '/stader/salem'],
      ['Malung-Sälen', '/stader/malung-salen'],
    ]);
    expect(screen.getByText('Hela listan')).not.toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('finds a postal town and offers every municipality of a shared one', async () => {
    mockFetch({ '/data/stader-sok.json': indexFile });
    render(<CityFilter label={LABEL} placeholder="x" />);
    const input = screen.getByLabelText(LABEL);
    await userEvent.type(input, 'Sälen');
    const towns = await screen.findByRole('list', { name: 'Orter' });
    expect(towns).toHaveTextContent('Sälen ligger i Malung-Sälen');
    await userEvent.clear(input);
    await userEvent.type(input, 'tving');
    expect(await screen.findByText(/Tving ligger i/)).toHaveTextContent('Tving ligger i Karlskrona eller Ronneby');
  });

  it('looks up a five-digit postcode in the postcode file, fetched only for digits', async () => {
    const fetchMock = mockFetch({ '/data/stader-sok.json': indexFile, '/data/postnummer-kommuner.json': postcodesFile });
    render(<CityFilter label={LABEL} placeholder="x" />);
    const input = screen.getByLabelText(LABEL);
    await userEvent.type(input, '780');
    expect(await screen.findByText('Skriv alla fem siffrorna i postnumret.')).toBeInTheDocument();
    await userEvent.type(input, ' 67');
    expect(await screen.findByText(/Postnummer 780 67 ligger i/)).toHaveTextContent('Postnummer 780 67 ligger i Malung-Sälen (Dalarnas län).');
    await userEvent.clear(input);
    await userEvent.type(input, '78068');
    expect(await screen.findByText(/finns inte i vår postnummertabell/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jämför elavtal för postnumret' })).toHaveAttribute('href', '/jamfor?postalCode=78068');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/data/stader-sok.json', '/data/postnummer-kommuner.json']);
  });

  it('says so when nothing matches', async () => {
    mockFetch({ '/data/stader-sok.json': indexFile });
    render(<CityFilter label={LABEL} placeholder="x" />);
    await userEvent.type(screen.getByLabelText(LABEL), 'atlantis');
    expect(await screen.findByText(/Ingen kommun eller ort matchar ”atlantis”/)).toBeInTheDocument();
  });

  it('keeps the list and explains when the search file cannot be loaded', async () => {
    mockFetch({ '/data/stader-sok.json': new TypeError('offline') });
    render(
      <CityFilter label={LABEL} placeholder="x">
        <p>Hela listan</p>
      </CityFilter>,
    );
    await userEvent.type(screen.getByLabelText(LABEL), 'sal');
    expect(await screen.findByText(/Sökningen kunde inte laddas/)).toBeInTheDocument();
    expect(screen.getByText('Hela listan')).toBeVisible();
  });

  it('uses a search file it is given without fetching', async () => {
    const fetchMock = mockFetch({});
    render(<CityFilter label={LABEL} placeholder="x" initialIndex={index} />);
    await userEvent.type(screen.getByLabelText(LABEL), 'salem');
    expect(await screen.findByRole('link', { name: 'Salem' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
