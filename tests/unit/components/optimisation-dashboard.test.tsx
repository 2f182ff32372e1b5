import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { OptimisationDashboard } from '@/components/optimisation/optimisation-dashboard';
import { formatKrPerKwh, formatNumber } from '@/lib/format';

const PRICES = { SE1: 0.656, SE2: 0.6835, SE3: 0.8491, SE4: 0.8596 };

function renderDashboard() {
  return render(
    <OptimisationDashboard
      basePrices={PRICES}
      priceDate="31 december 2025"
      exampleProgress={<p>Exempel på månad</p>}
      exampleAchievements={<p>Exempel på utmärkelser</p>}
    />,
  );
}

/** Testing Library collapses the page's no-break and thin spaces in the DOM, not in the query. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');
const dailySaving = () => screen.getByTestId('daglig-besparing').textContent;
const kr = (value: number) => `${formatNumber(value, 2)}\u00A0kr`;

describe('optimisation dashboard', () => {
  it('opens on Dashboard with the SE3 base price, its date and the daily potential', () => {
    renderDashboard();
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('baspris')).toHaveTextContent(spaced(formatKrPerKwh(0.8491)));
    expect(screen.getAllByText(/31 december 2025/).length).toBeGreaterThan(0);
    expect(dailySaving()).toBe(kr(3.8 * 0.9 * 0.8491 * 2));
    expect(screen.getByText('Exempel på månad')).toBeVisible();
  });

  it('toggles appliances På/Av and recomputes the daily potential', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'Apparater' }));
    const ev = screen.getByTestId('apparat-elbilsladdning');
    const toggle = within(ev).getByRole('button', { name: /Elbilsladdning/ });
    expect(toggle).toHaveTextContent('Av');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(ev).toHaveAttribute('data-enabled', 'false');

    await user.click(toggle);
    expect(toggle).toHaveTextContent('På');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(ev).toHaveAttribute('data-enabled', 'true');

    // An essential appliance does not change the potential.
    await user.click(within(screen.getByTestId('apparat-varmepump')).getByRole('button', { name: /Värmepump/ }));
    await user.click(screen.getByRole('tab', { name: 'Dashboard' }));
    expect(dailySaving()).toBe(kr(31.8 * 0.9 * 0.8491 * 2));
  });

  it('changes the base price and the schedule with the price area', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.selectOptions(screen.getByLabelText('Elområde'), 'SE1');
    expect(screen.getByTestId('baspris')).toHaveTextContent(spaced(formatKrPerKwh(0.656)));
    await user.click(screen.getByRole('tab', { name: 'Tidsschema' }));
    const row = screen.getByTestId('timme-18');
    expect(row).toHaveTextContent(spaced(formatKrPerKwh(0.656 * 1.6)));
    expect(row).toHaveTextContent('Undvik');
    expect(screen.getByTestId('timme-3')).toHaveTextContent('Optimal');
    expect(screen.getByTestId('timme-2')).toHaveTextContent('Topp 3');
    expect(screen.getByTestId('timme-3')).not.toHaveTextContent('Topp 3');
    expect(screen.getByTestId('timme-12')).toHaveTextContent('Bra');
  });

  it('lists the enabled appliances with their daily cost under Analys', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'Analys' }));
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4 + 1); // header, 4 enabled, total
    expect(within(table).getByRole('rowheader', { name: 'Värmepump' }).closest('tr')).toHaveTextContent(spaced(kr(3000 * 8 * 0.8491 / 1000)));
    expect(screen.getByText('Exempel på utmärkelser')).toBeVisible();
  });
});
