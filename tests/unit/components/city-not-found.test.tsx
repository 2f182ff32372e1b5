import { readFileSync } from 'node:fs';
import path from 'node:path';

import { render, screen, within } from '@testing-library/react';

import { loadCitySearchIndex, loadPostcodeIndex } from '@/lib/cities/load';
import { CityNotFound } from '@/components/errors/city-not-found';
import { NotFoundView } from '@/components/errors/not-found-view';
import type { CitySearchIndex } from '@/lib/cities/search';
import { FALLBACK_404_ATTRIBUTE, HIDE_GENERIC_404_SCRIPT, missingCitySegment } from '@/lib/not-found';
import { versionedFile } from '@/lib/open-data/versions';

import { serveJson } from './fetch-stub';

const index: CitySearchIndex = {
  m: [
    ['Karlskrona', 'karlskrona', 'Blekinge län'],
    ['Ronneby', 'ronneby', 'Blekinge län'],
  ],
  o: [['Tving', 0, 1]],
  fallback: {
    areas: [{ area: 'SE1', name: 'Luleå', monthLabel: 'mars 2026', oreExVat: 30.12, historyHref: '/elpris-historik#SE1' }],
    lead: 'Vi har ingen egen sida för den här orten.',
    postcodeLabel: 'Postnummer',
    postcodeButton: 'Jämför elavtal',
    filterLabel: 'Sök kommun, ort eller postnummer',
    filterPlaceholder: 'Till exempel Sälen',
  },
};

afterEach(() => {
  // The files are fetched once per page load; each test is a page load of its own.
  loadCitySearchIndex.reset();
  loadPostcodeIndex.reset();
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('missingCitySegment', () => {
  it.each([
    ['/stader/ny-ort', 'ny-ort'],
    ['/stader/S%C3%A4len/', 'S%C3%A4len'],
    ['/stader/a/b', 'a/b'],
    ['/stader/', ''],
    ['/stader', null],
    ['/staderna/x', null],
    ['/leverantor/x', null],
  ])('%j → %j', (path, segment) => {
    expect(missingCitySegment(path)).toBe(segment);
  });

  it.each([
    ['/stader/malmo', true],
    ['/stader/', true],
    ['/finns-inte', false],
    ['/leverantor/okand', false],
  ])('on %s marks <html> before paint: %s', (address, marked) => {
    window.history.replaceState(null, '', address);
    document.documentElement.removeAttribute(FALLBACK_404_ATTRIBUTE);
    // The inline script as the browser runs it.
    new Function(HIDE_GENERIC_404_SCRIPT)();
    expect(document.documentElement.hasAttribute(FALLBACK_404_ATTRIBUTE)).toBe(marked);
    document.documentElement.removeAttribute(FALLBACK_404_ATTRIBUTE);
  });

  it('hides the plain 404 text by a stylesheet rule on that attribute, not an inserted <style> (the CSP allows none)', () => {
    const css = readFileSync(path.join(__dirname, '..', '..', '..', 'app', 'globals.css'), 'utf8');
    expect(css).toMatch(/html\[data-fallback-404\] \[data-not-found-generic\] \{\s*visibility: hidden;\s*\}/);
    expect(HIDE_GENERIC_404_SCRIPT).not.toMatch(/<style|insertAdjacentHTML|innerHTML/);
  });
});

describe('NotFoundView', () => {
  it('keeps the plain 404 on other addresses and loads no city code', () => {
    window.history.replaceState(null, '', '/finns-inte');
    global.fetch = jest.fn() as unknown as typeof fetch;
    render(<NotFoundView siteName="Elvalet" generic={<h1>Sidan hittades inte</h1>} />);
    expect(screen.getByRole('heading', { name: 'Sidan hittades inte' })).toBeVisible();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('switches to the city handling on a /stader/ address', async () => {
    window.history.replaceState(null, '', '/stader/ny-ort');
    serveJson(versionedFile('stader-sok', index));
    render(<NotFoundView siteName="Elvalet" generic={<h1>Sidan hittades inte</h1>} />);
    expect(await screen.findByTestId('fallback-city-name')).toHaveTextContent('Ny Ort');
    expect(screen.queryByText('Sidan hittades inte')).not.toBeInTheDocument();
  });
});

describe('CityNotFound', () => {
  it('names the place, offers the filter, a postcode box to /jamfor and the dated area prices', async () => {
    window.history.replaceState(null, '', '/stader/%C3%A5sby');
    serveJson(versionedFile('stader-sok', index));
    render(<CityNotFound segment="%C3%A5sby" siteName="Elvalet" />);
    expect(screen.getByRole('status')).toHaveTextContent('Letar efter orten...');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Åsby');
    expect(document.title).toBe('Åsby – ingen egen sida | Elvalet');
    expect(screen.getByText('Vi har ingen egen sida för den här orten.')).toBeInTheDocument();
    expect(screen.getByLabelText('Sök kommun, ort eller postnummer')).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Jämför elavtal' }).closest('form')!;
    expect(form).toHaveAttribute('action', '/jamfor');
    expect(within(form).getByLabelText('Postnummer')).toHaveAttribute('name', 'postalCode');
    expect(screen.getByTestId('area-SE1')).toHaveTextContent('Snittpris mars 2026');
    expect(screen.getByTestId('area-SE1')).toHaveTextContent(/30,1\s*öre\/kWh/);
  });

  it('lets the visitor choose when a postal town belongs to several municipalities', async () => {
    window.history.replaceState(null, '', '/stader/tving');
    serveJson(versionedFile('stader-sok', index));
    render(<CityNotFound segment="tving" siteName="Elvalet" />);
    expect(await screen.findByText(/Orten Tving finns i flera kommuner/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Karlskrona' })).toHaveAttribute('href', '/stader/karlskrona');
    expect(screen.getByRole('link', { name: 'Ronneby' })).toHaveAttribute('href', '/stader/ronneby');
  });

  it('still shows a clear page when the search file cannot be loaded', async () => {
    window.history.replaceState(null, '', '/stader/ny-ort');
    serveJson(new TypeError('offline'));
    const error = jest.spyOn(console, 'error');
    render(<CityNotFound segment="ny-ort" siteName="Elvalet" />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Ny Ort');
    expect(screen.getByRole('link', { name: 'Se alla kommuner' })).toHaveAttribute('href', '/stader');
    expect(screen.getByRole('button', { name: 'Jämför elavtal' })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('escapes hostile input and never runs it', async () => {
    window.history.replaceState(null, '', '/stader/x');
    serveJson(versionedFile('stader-sok', index));
    render(<CityNotFound segment="%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E" siteName="Elvalet" />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Img Srcx Onerroralert1');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
