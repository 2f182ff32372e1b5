import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { OptimisationDashboard } from '@/components/optimisation/optimisation-dashboard';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import type { DaysByArea, SpotDay } from '@/lib/spot/day-view';

/**
 * Hourly days in öre, worked by hand (see tests/unit/tools/optimisation.test.ts for the rules).
 * SE3: average 74,1667 öre; peak (17–20) 140 öre; cheapest hours 02, 03 (30 öre) and 00 (40 öre).
 * SE1: flat 20 öre except 120 öre at 18–19: average 28,33; peak 70; cheapest 00, 01, 02 (20 öre).
 */
const SE3_ORE = [40, 40, 30, 30, 40, 50, 80, 120, 100, 60, 60, 60, 60, 60, 60, 60, 80, 150, 150, 130, 130, 90, 60, 40];
const SE1_ORE = Array.from({ length: 24 }, (_, h) => (h === 18 || h === 19 ? 120 : 20));

function hourly(prices: number[]): SpotDay {
  return { date: '2026-04-14', resolutionMinutes: 60, start: '2026-04-14T00:00:00+02:00', prices };
}

const DAYS = Object.fromEntries(PRICE_AREAS.map((area) => [area, hourly(area === 'SE1' ? SE1_ORE : SE3_ORE)])) as Record<PriceArea, SpotDay> as DaysByArea;

/** Testing Library keeps the page's no-break spaces; compare with plain spaces. */
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
const dailySaving = () => spaced(screen.getByTestId('daily-saving').textContent);

async function renderDashboard() {
  render(<OptimisationDashboard days={DAYS} />);
  // Let the (failing) live read settle, so the bundled day stays.
  await act(async () => {
    await Promise.resolve();
  });
}

describe('optimisation dashboard', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens on Översikt with the SE3 day average in öre, its date and the saving per day and month, and nothing live', async () => {
    await renderDashboard();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Översikt', 'Apparater', 'Tidsschema']);
    expect(screen.getByRole('tab', { name: 'Översikt' })).toHaveAttribute('aria-selected', 'true');
    expect(spaced(screen.getByTestId('day-average').textContent)).toBe('74,2 öre/kWh');
    expect(screen.getByTestId('price-day')).toHaveTextContent('Spotpriset i SE3 den 14 april 2026, senaste dygnet i vår data');
    // 3,8 kWh × (1,10 + 1,10 + 1,00) / 3 kr = 4,05 kr a day; × 365 / 12 = 123 kr a month.
    expect(dailySaving()).toBe('4,05 kr');
    expect(spaced(screen.getByTestId('monthly-saving').textContent)).toBe('123 kr');
    expect(spaced(screen.getByTestId('saving-basis').textContent)).toContain('sparar 106,7 öre/kWh');
    expect(screen.queryByText(/Exempel|Energibetyg|Miljöpoäng|CO₂/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Aktuellt pris/)).not.toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('shows the cheapest blocks of the bundled day with the same function as /elpris-just-nu', async () => {
    await renderDashboard();
    const blocks = screen.getByTestId('cheapest-blocks');
    expect(within(blocks).getByRole('columnheader', { name: '14 april 2026' })).toBeInTheDocument();
    // SE3: 01–04 and 02–05 both sum to 100 öre; the earlier wins. 1 h: 02–03 (30 öre, before 03–04).
    expect(spaced(screen.getByTestId('block-3-today').textContent)).toBe('01:00–04:0033,3 öre/kWh');
    expect(spaced(screen.getByTestId('block-1-today').textContent)).toBe('02:00–03:0030,0 öre/kWh');
    expect(screen.queryByTestId('block-3-tomorrow')).not.toBeInTheDocument();
  });

  it('toggles appliances På/Av and recomputes the daily potential', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'Apparater' }));
    const ev = screen.getByTestId('appliance-elbilsladdning');
    const toggle = within(ev).getByRole('button', { name: /Elbilsladdning/ });
    expect(toggle).toHaveTextContent('Av');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(ev).toHaveAttribute('data-enabled', 'false');

    await user.click(toggle);
    expect(toggle).toHaveTextContent('På');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(ev).toHaveAttribute('data-enabled', 'true');

    // An essential appliance does not change the potential.
    await user.click(within(screen.getByTestId('appliance-varmepump')).getByRole('button', { name: /Värmepump/ }));
    await user.click(screen.getByRole('tab', { name: 'Översikt' }));
    // 31,8 kWh × 1,0667 kr = 33,92 kr a day; × 365 / 12 = 1 032 kr a month.
    expect(dailySaving()).toBe('33,92 kr');
    expect(spaced(screen.getByTestId('monthly-saving').textContent)).toBe('1 032 kr');
  });

  it('follows the chosen price area: its own hours, recommendations and cheapest hours', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'Tidsschema' }));
    expect(screen.getByTestId('hour-2')).toHaveTextContent('Billigast');
    expect(screen.getByTestId('hour-0')).toHaveTextContent('Billigast');
    expect(screen.getByTestId('hour-1')).not.toHaveTextContent('Billigast');
    expect(screen.getByTestId('hour-7')).toHaveTextContent('Undvik');
    expect(screen.getByTestId('hour-9')).toHaveTextContent('Bra');
    // Price 30,0 öre, saving 140 − 30 = 110,0 öre per kWh.
    expect(spaced(screen.getByTestId('hour-2').textContent)).toBe('kl. 02–03Billigast30,0Optimal110,0');
    // The chart beside the table: one bar per hour, coloured by the same recommendation.
    const chart = screen.getByRole('img', { name: /Timpriser i SE3 den 14 april 2026/ });
    expect(chart.querySelectorAll('rect[data-hour]')).toHaveLength(24);
    expect(chart.querySelector('rect[data-hour="7"]')).toHaveAttribute('data-recommendation', 'avoid');

    await user.selectOptions(screen.getByLabelText('Elområde'), 'SE1');
    expect(spaced(screen.getByTestId('day-average').textContent)).toBe('28,3 öre/kWh');
    const peakHour = screen.getByTestId('hour-18');
    expect(spaced(peakHour.textContent)).toContain('120,0');
    expect(peakHour).toHaveTextContent('Undvik');
    expect(screen.getByTestId('hour-0')).toHaveTextContent('Optimal');
    expect(screen.getByTestId('hour-2')).toHaveTextContent('Billigast');
    expect(screen.getByTestId('hour-3')).not.toHaveTextContent('Billigast');
    await user.click(screen.getByRole('tab', { name: 'Översikt' }));
    // 3,8 kWh × (0,70 − 0,20) = 1,90 kr
    expect(dailySaving()).toBe('1,90 kr');
  });

  it('sums the enabled appliances under Apparater at the day average', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'Apparater' }));
    // Washer 2 + dishwasher 1,8 + heat pump 24 + lighting 3 = 30,8 kWh; × 0,741667 kr = 22,84 kr.
    expect(spaced(screen.getByTestId('appliances-total').textContent)).toContain('30,8 kWh per dag, 22,84 kr');
    // Heat pump: 3 000 W × 8 h × 0,741667 kr / 1 000 = 17,80 kr
    expect(spaced(screen.getByTestId('appliance-varmepump').textContent)).toContain('17,80 kr/dag');
  });

  it("shows today's prices when the live source answers", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00+01:00') });
    const rows = (sek: number) =>
      Array.from({ length: 96 }, (_, i) => {
        const start = new Date(Date.parse('2026-11-23T00:00:00+01:00') + i * 15 * 60_000);
        const local = new Date(start.getTime() + 3_600_000).toISOString().slice(0, 19);
        return { SEK_per_kWh: sek, EUR_per_kWh: sek / 11, EXR: 11, time_start: `${local}+01:00`, time_end: `${local}+01:00` };
      });
    // Today's file answers; tomorrow's is not published yet (404, normal before ~13:00).
    global.fetch = jest.fn(async (url: string) =>
      url.includes('11-23_') ? { ok: true, status: 200, json: async () => rows(0.5) } : { ok: false, status: 404, json: async () => [] },
    ) as unknown as typeof fetch;
    render(<OptimisationDashboard days={DAYS} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(spaced(screen.getByTestId('day-average').textContent)).toBe('50,0 öre/kWh');
    expect(screen.getByTestId('price-day')).toHaveTextContent('Dagens spotpris i SE3 i dag, 23 november 2026');
    expect(console.warn).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});
