import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';

import { CookieConsent } from '@/components/cookie-consent/cookie-consent';
import { CONSENT_STORAGE_KEY, OPEN_CONSENT_SETTINGS_EVENT, REMEMBERED_INPUTS_KEY } from '@/lib/cookie-consent';

function stored() {
  const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

const banner = () => screen.queryByRole('region', { name: 'Cookies' });
const settings = () => screen.queryByRole('dialog', { name: 'Cookieinställningar' });

async function renderBanner() {
  const user = userEvent.setup();
  render(<CookieConsent />);
  await screen.findByRole('region', { name: 'Cookies' });
  return user;
}

// jsdom has <dialog> but not its modal methods; the browser's are tested in tests/e2e/cookie-banner.spec.ts.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('cookie consent banner', () => {
  it('shows on a first visit and hides after Acceptera alla', async () => {
    const user = await renderBanner();
    await user.click(screen.getByRole('button', { name: 'Acceptera alla' }));
    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toEqual({ necessary: true, functional: true, timestamp: expect.any(String) });
  });

  it('stores only necessary for Endast nödvändiga', async () => {
    const user = await renderBanner();
    await user.click(screen.getByRole('button', { name: 'Endast nödvändiga' }));
    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toEqual({ necessary: true, functional: false, timestamp: expect.any(String) });
  });

  it('gives both choices the same look (docs/rules/consent-and-privacy.md: equally prominent)', async () => {
    await renderBanner();
    const necessary = screen.getByRole('button', { name: 'Endast nödvändiga' });
    const all = screen.getByRole('button', { name: 'Acceptera alla' });
    expect(necessary.className).toBe(all.className);
  });

  it('settings: necessary is fixed on; Tillbaka closes without a choice; Spara stores the toggles', async () => {
    const user = await renderBanner();
    await user.click(screen.getByRole('button', { name: 'Inställningar' }));
    // The settings view is loaded when it is opened (React.lazy).
    expect(await screen.findByRole('switch', { name: 'Nödvändiga' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Nödvändiga' })).toBeChecked();

    // Two categories only: the site has no analytics, so there is no 'Analys' to switch (LEK 9 kap. 28 §).
    expect(screen.getAllByRole('switch')).toHaveLength(2);
    expect(screen.queryByRole('switch', { name: 'Analys' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Funktionella' }));
    await user.click(screen.getByRole('button', { name: 'Tillbaka' }));
    // Closed without a choice: the banner stays, and the next dialog starts from what is stored.
    expect(settings()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acceptera alla' })).toBeInTheDocument();
    expect(stored()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Inställningar' }));
    expect(await screen.findByRole('switch', { name: 'Funktionella' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Funktionella' }));
    await user.click(screen.getByRole('button', { name: 'Spara inställningar' }));
    expect(settings()).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toEqual({ necessary: true, functional: true, timestamp: expect.any(String) });
    expect(typeof stored()?.timestamp).toBe('string');
  });

  it('stays hidden when a valid choice is stored, and reopens on request', async () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ necessary: true, functional: false, analytics: true, timestamp: '2026-01-01T00:00:00.000Z' }),
    );
    render(<CookieConsent />);
    await act(async () => {});
    expect(banner()).not.toBeInTheDocument();
    expect(settings()).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT));
    });
    expect(await screen.findByRole('switch', { name: 'Funktionella' })).not.toBeChecked();
    // Without a choice to make, closing the settings leaves nothing behind.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tillbaka' }));
    expect(settings()).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it('says truthfully what Funktionella does, and offers no Analys', async () => {
    const user = await renderBanner();
    await user.click(screen.getByRole('button', { name: 'Inställningar' }));
    expect(
      screen.getByText(
        'Jämförelsen, kalkylatorn och Elpriset just nu kommer ihåg ditt senaste postnummer, elområde, din förbrukning och dina val (avtalstyp, elnätsbolag, kvarts- eller timpriser) i din webbläsare, så att du slipper fylla i dem igen. Stänger du av dem raderas uppgifterna.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Analys/)).not.toBeInTheDocument();
  });

  describe('withdrawing functional consent deletes what was remembered', () => {
    const remembered = JSON.stringify({ version: 1, postalCode: '11122', area: 'SE3' });
    const given = JSON.stringify({ necessary: true, functional: true, analytics: false, timestamp: '2026-11-23T09:00:00.000Z' });

    it('when the settings are saved without Funktionella', async () => {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, given);
      window.localStorage.setItem(REMEMBERED_INPUTS_KEY, remembered);
      const user = userEvent.setup();
      render(<CookieConsent />);
      act(() => {
        window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT));
      });
      await user.click(await screen.findByRole('switch', { name: 'Funktionella' }));
      await user.click(screen.getByRole('button', { name: 'Spara inställningar' }));
      expect(window.localStorage.getItem(REMEMBERED_INPUTS_KEY)).toBeNull();
      expect(stored()).toMatchObject({ functional: false });
    });

    it("with 'Endast nödvändiga'", async () => {
      window.localStorage.setItem(REMEMBERED_INPUTS_KEY, remembered);
      const user = await renderBanner();
      await user.click(screen.getByRole('button', { name: 'Endast nödvändiga' }));
      expect(window.localStorage.getItem(REMEMBERED_INPUTS_KEY)).toBeNull();
    });

    it('but keeps it when Funktionella stays on', async () => {
      window.localStorage.setItem(REMEMBERED_INPUTS_KEY, remembered);
      const user = await renderBanner();
      await user.click(screen.getByRole('button', { name: 'Acceptera alla' }));
      expect(window.localStorage.getItem(REMEMBERED_INPUTS_KEY)).toBe(remembered);
    });
  });

  it('is part of the pre-rendered page, marked pending, and loses the mark once the stored choice is read', async () => {
    const html = renderToString(<CookieConsent />);
    expect(html).toContain('data-testid="cookie-banner"');
    expect(html).toContain('data-consent-pending=""');
    expect(html).toContain('Endast nödvändiga');

    await renderBanner();
    expect(screen.getByTestId('cookie-banner')).not.toHaveAttribute('data-consent-pending');
  });

  it('ends with the marker that lets a first paint show it only whole (app/globals.css)', () => {
    const html = renderToString(<CookieConsent />);
    expect(html).toMatch(/<span hidden="" data-cookie-banner-end=""><\/span><\/section>$/);
    const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    expect(css).toContain('[data-cookie-banner]:not(:has([data-cookie-banner-end])) {\n    visibility: hidden;');
  });

  it('shows the banner over a corrupted value and replaces it', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{oops');
    const user = await renderBanner();
    await user.click(screen.getByRole('button', { name: 'Acceptera alla' }));
    expect(stored()).toMatchObject({ functional: true });
  });

  it('keeps working when localStorage throws', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const user = await renderBanner();
    await user.click(screen.getByRole('button', { name: 'Endast nödvändiga' }));
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
  });
});
