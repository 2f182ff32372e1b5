import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AdviceCards } from '@/components/spot-prices/advice-cards';
import { HistoryAreaSelector } from '@/components/spot-prices/history-area-selector';
import { REFRESH_SPIN_MS, SpotDashboard } from '@/components/spot-prices/spot-dashboard';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import type { DaysByArea, SpotDay } from '@/lib/spot/day-view';

const NBSP = '\u00A0';

function day(date: string, ore: number): SpotDay {
  return { date, resolutionMinutes: 60, start: `${date}T00:00:00+01:00`, prices: Array.from({ length: 24 }, () => ore) };
}

function days(date: string, prices: Record<PriceArea, number>): DaysByArea {
  return Object.fromEntries(PRICE_AREAS.map((area) => [area, day(date, prices[area])])) as unknown as DaysByArea;
}

describe('HistoryAreaSelector', () => {
  const summaries = PRICE_AREAS.map((area) => ({ area, name: area, figures: [{ label: 'Mars 2026', value: '1' }] }));
  const panels = Object.fromEntries(PRICE_AREAS.map((area) => [area, <p key={area}>Panel {area}</p>])) as Record<PriceArea, React.ReactNode>;

  it("starts on the default area and moves 'Vald' and the panel with 'Välj {area}'", async () => {
    render(<HistoryAreaSelector defaultArea="SE3" summaries={summaries} panels={panels} />);
    expect(screen.getByText('Panel SE3')).toBeVisible();
    expect(screen.getByText('Panel SE1')).not.toBeVisible();
    expect(within(screen.getByTestId('compare-card-SE3')).getByText('Vald')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Välj SE1' }));
    expect(within(screen.getByTestId('compare-card-SE1')).getByText('Vald')).toBeInTheDocument();
    expect(within(screen.getByTestId('compare-card-SE3')).queryByText('Vald')).not.toBeInTheDocument();
    expect(screen.getByText('Panel SE1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Välj SE1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has one area selector: one button per area, in the labelled area choice', () => {
    render(<HistoryAreaSelector defaultArea="SE3" summaries={summaries} panels={panels} />);
    const choice = screen.getByRole('region', { name: 'Välj elområde' });
    expect(
      within(choice)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Välj SE1', 'Välj SE2', 'Välj SE3', 'Välj SE4']);
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });

  it('opens on the area named in the address (/elpris-historik#SE1, linked from the city pages)', () => {
    window.history.replaceState(null, '', '/elpris-historik#se1');
    try {
      render(<HistoryAreaSelector defaultArea="SE3" summaries={summaries} panels={panels} />);
      expect(screen.getByText('Panel SE1')).toBeVisible();
      expect(screen.getByText('Panel SE3')).not.toBeVisible();
      act(() => {
        window.history.replaceState(null, '', '/elpris-historik#SE4');
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(screen.getByText('Panel SE4')).toBeVisible();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('ignores a hash that is not an area', () => {
    window.history.replaceState(null, '', '/elpris-historik#SE9');
    try {
      render(<HistoryAreaSelector defaultArea="SE3" summaries={summaries} panels={panels} />);
      expect(screen.getByText('Panel SE3')).toBeVisible();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('AdviceCards, the fixed-price card', () => {
  const common = { active: 'fixed' as const, badge: 'Gäller nu', basis: 'Bedömningen bygger på dagens priser.' };

  it('links to the fixed-price list when the market has fixed offers', () => {
    render(<AdviceCards {...common} links={{ spot: null, calculator: null, fixed: '/jamfor?type=fast' }} />);
    const card = screen.getByTestId('advice-fixed');
    expect(within(card).getByRole('link', { name: 'Jämför fasta elavtal' })).toHaveAttribute('href', '/jamfor?type=fast');
  });

  it('keeps the advice but no link when there is nowhere to send it', () => {
    render(<AdviceCards {...common} links={{ spot: null, calculator: null, fixed: null }} />);
    const card = screen.getByTestId('advice-fixed');
    // The advice itself still stands and stays marked; only the way to act on it is missing.
    expect(card).toHaveAttribute('data-active', 'true');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('SpotDashboard without a live source', () => {
  const props = {
    bundled: {
      days: days('2025-12-31', { SE1: 60, SE2: 70, SE3: 120, SE4: 130 }),
      previous: days('2025-12-30', { SE1: 50, SE2: 80, SE3: 120, SE4: 100 }),
    },
    cities: { SE1: ['Luleå'], SE2: ['Sundsvall'], SE3: ['Stockholm'], SE4: ['Malmö'] },
    adviceLinks: { spot: '/jamfor?type=rorligt', calculator: null, fixed: null },
    source: { attribution: 'Elpriser tillhandahålls av Elpriset just nu.se', url: 'https://www.elprisetjustnu.se' },
    markups: {
      rorligt: {
        SE3: {
          oreExVat: 5.2,
          offerCount: 3,
          description:
            'medianen av påslag och rörliga kostnader för 3 rörliga avtal i SE3 enligt Elpriskollen (Energimarknadsinspektionen), hämtat 25 juli 2026',
        },
      },
      miljo: {},
    },
    comparePath: '/jamfor',
  };

  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('labels the bundled day as that day and keeps it after a failed live read', async () => {
    render(<SpotDashboard {...props} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('data-day')).toHaveTextContent('Senaste dygn i vår data: 31 december 2025');
    expect(screen.getByTestId('sweden-average').textContent).toBe(`95,0${NBSP}öre/kWh`);
    const se4Trend = screen.getByTestId('area-card-SE4').querySelector('[data-trend]')!;
    expect(se4Trend).toHaveAttribute('data-trend', 'up');
    expect(se4Trend.textContent).toContain(`+30,0${NBSP}%`);
    // All three conditions hold (north cheap, south dear, SE4 +30 %), but one rule marks one card:
    // high prices in SE3 and SE4 come first. A past day is 'Gällde {date}', never 'Gäller nu'.
    expect(screen.getByTestId('advice-wait')).toHaveAttribute('data-active', 'true');
    expect(screen.getByTestId('advice-spot')).toHaveAttribute('data-active', 'false');
    expect(screen.getByTestId('advice-fixed')).toHaveAttribute('data-active', 'false');
    expect(screen.getByTestId('advice-wait')).toHaveTextContent('Gällde 31 december 2025');
    expect(screen.queryByText('Gäller nu')).not.toBeInTheDocument();
    expect(screen.getByText(/Bedömningen bygger på dygnsmedlen den 31 december 2025, inte på dagens priser/)).toBeInTheDocument();
    // Advice links only to pages that exist.
    expect(within(screen.getByTestId('advice-spot')).getByRole('link')).toHaveAttribute('href', '/jamfor?type=rorligt');
    expect(within(screen.getByTestId('advice-wait')).queryByRole('link')).not.toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledTimes(1);
    // A failed read keeps what is shown and says so in Swedish.
    expect(screen.getByTestId('fetch-failed')).toHaveTextContent('Nya priser kunde inte hämtas, så sidan visar fortfarande priserna för 31 december 2025.');
    // Without today's prices tomorrow is not asked for, and the day in detail is the bundled one.
    expect(screen.getByTestId('tomorrow-status')).toHaveTextContent('Morgondagens priser visas här när dagens priser har kunnat hämtas');
    expect(screen.getByRole('heading', { name: 'Senaste dygn i vår data, 31 december 2025' })).toBeInTheDocument();
  });

  it('switches between quarter-hour and hourly prices and remembers the choice with functional consent', async () => {
    localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, functional: true, analytics: false, timestamp: '2026-11-23T09:00:00.000Z' }));
    const quarterDays = days('2025-12-31', { SE1: 60, SE2: 70, SE3: 120, SE4: 130 });
    const se3: SpotDay = { ...quarterDays.SE3, resolutionMinutes: 15, prices: Array.from({ length: 96 }, (_, i) => (i % 4) * 10) };
    const { unmount } = render(<SpotDashboard {...props} bundled={{ ...props.bundled, days: { ...quarterDays, SE3: se3 } }} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    const table = () => screen.getByTestId('idag-table');
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 96);
    fireEvent.click(screen.getByRole('radio', { name: 'Per timme' }));
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 24);
    // The hour is the mean of its four quarters: (0 + 10 + 20 + 30) / 4 = 15.
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('00:00–01:0015,0');
    expect(JSON.parse(localStorage.getItem('elvalet-remembered-inputs') ?? '{}')).toMatchObject({ priceResolution: 60 });
    unmount();
    render(<SpotDashboard {...props} bundled={{ ...props.bundled, days: { ...quarterDays, SE3: se3 } }} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('radio', { name: 'Per timme' })).toBeChecked();
  });

  it('without functional consent the switch works but nothing is stored', async () => {
    render(<SpotDashboard {...props} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Per timme' }));
    expect(screen.getByRole('radio', { name: 'Per timme' })).toBeChecked();
    expect(localStorage.getItem('elvalet-remembered-inputs')).toBeNull();
  });

  it('prices a kWh: the day average, full energy tax and moms, naming the parts it lacks', async () => {
    localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, functional: true, analytics: false, timestamp: '2026-11-23T09:00:00.000Z' }));
    render(<SpotDashboard {...props} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    const panel = screen.getByTestId('kwh-price');
    // SE3: (120 + 36) × 1,25 = 195 öre/kWh; the påslag and the transfer fee are named, not included.
    expect(within(panel).getByTestId('kwh-total').textContent).toBe(`195,0${NBSP}öre/kWh`);
    expect(panel.querySelector('[data-part="markup"]')).toHaveTextContent('ingår inte');
    expect(panel.querySelector('[data-part="transfer"]')).toHaveTextContent('ingår inte');
    expect(panel).toHaveTextContent('Pris per kWh = spotpris + elhandlarens påslag + energiskatt + elnätets överföringsavgift');
  });

  it('adds the typical påslag when the visitor chose variable contracts on /jamfor', async () => {
    localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, functional: true, analytics: false, timestamp: '2026-11-23T09:00:00.000Z' }));
    localStorage.setItem('elvalet-remembered-inputs', JSON.stringify({ version: 1, contractChoice: 'rorligt' }));
    render(<SpotDashboard {...props} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    const panel = screen.getByTestId('kwh-price');
    // (120 + 5,2 + 36) × 1,25 = 201,5 öre/kWh.
    expect(panel.querySelector('[data-part="markup"]')).toHaveTextContent(
      'Medianen av påslag och rörliga kostnader för 3 rörliga avtal i SE3 enligt Elpriskollen (Energimarknadsinspektionen), hämtat 25 juli 2026, för ”Rörligt” som du valde på Jämför elavtal.',
    );
    expect(within(panel).getByTestId('kwh-total').textContent).toBe(`201,5${NBSP}öre/kWh`);
  });

  it("'Uppdatera' is disabled and spins for 1 s, then only updates the time", async () => {
    jest.setSystemTime(new Date('2026-11-22T14:05:00+01:00'));
    render(<SpotDashboard {...props} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    const calls = (global.fetch as jest.Mock).mock.calls.length;
    const button = screen.getByRole('button', { name: 'Uppdatera' });
    fireEvent.click(button);
    expect(button).toBeDisabled();
    expect(screen.getByTestId('refresh-icon')).toHaveClass('animate-spin');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(REFRESH_SPIN_MS - 10);
    });
    expect(button).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(button).toBeEnabled();
    expect(screen.getByTestId('refresh-icon')).not.toHaveClass('animate-spin');
    expect(screen.getByTestId('updated-at')).toHaveTextContent('kontrollerat kl. 14:05');
    expect((global.fetch as jest.Mock).mock.calls.length).toBe(calls);
  });
});
