import { render, screen, within } from '@testing-library/react';

import { OfferCard } from '@/components/compare/offer-card';

import { offer } from './fixtures';

function renderCard(overrides: Parameters<typeof offer>[0]) {
  render(
    <ul>
      <OfferCard offer={offer(overrides)} monthlyKwh={2000} rank={2} />
    </ul>,
  );
  return screen.getByTestId('offer-card');
}

it('shows cost per month, jämförpris, binding and the button on the face of the card', () => {
  // 80 öre × 2 000 kWh / 100 + 49 kr = 1 649 kr; jämförpris 80 + 49 × 100 / 2 000 = 82,45 → 82,5 öre.
  const card = renderCard({ id: 'billig', supplier: 'Beta', pricePerKwh: 80, monthlyFee: 49, bindingLabel: '12 månader' });
  expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Beta – billig');
  expect(within(card).getByText('Plats 2')).toBeInTheDocument();
  expect(within(card).getByTestId('monthly-cost').textContent).toBe('1\u202F649\u00A0kr/mån');
  expect(within(card).getByTestId('comparison-price').textContent).toBe('82,5\u00A0öre/kWh');
  expect(within(card).getByText('12 månader')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: /Välj detta avtal/ })).toHaveAttribute('href', 'https://example.se');
});

it('keeps the cost sum, benefits, source and jämförpris table behind a closed native details', () => {
  const card = renderCard({ id: 'billig', supplier: 'Beta', pricePerKwh: 80, monthlyFee: 49 });
  const details = within(card).getByTestId('offer-details');
  expect(details.tagName).toBe('DETAILS');
  expect(details).not.toHaveAttribute('open');
  const breakdown = within(details).getByTestId('cost-breakdown');
  expect(breakdown).toHaveTextContent('Så räknar vi: 80,0 öre/kWh × 2 000 kWh = 1 600 kr, plus månadsavgiften 49 kr ≈ 1 649 kr per månad.');
  expect(within(details).getByText('Fördel ett')).toBeInTheDocument();
  // 80 + 49 × 12 × 100 / 20 000 = 82,94 → 82,9 öre/kWh.
  const row = within(details).getByRole('rowheader', { name: /^20\s000 kWh\/år$/ }).closest('tr')!;
  expect(within(row).getByRole('cell')).toHaveTextContent('82,9 öre/kWh');

  // The summary names the offer for screen readers; opening it by keyboard is tested in a real
  // browser (tests/e2e/compare.spec.ts), jsdom does not toggle <details>.
  const summary = details.querySelector('summary')!;
  expect(summary.textContent).toContain('Visa detaljer');
  expect(summary).toHaveTextContent(/om Beta billig$/);
});

it('links the supplier to its page on the site only when the card carries one', () => {
  const withPage = renderCard({ id: 'med-sida', supplier: 'Vattenfall', supplierPath: '/leverantor/vattenfall' });
  expect(within(withPage).getByRole('link', { name: 'Vattenfall' })).toHaveAttribute('href', '/leverantor/vattenfall');
});

it('names a supplier without a page as plain text', () => {
  const without = renderCard({ id: 'utan-sida', supplier: 'Eksjö Energi' });
  expect(within(without).queryByRole('link', { name: 'Eksjö Energi' })).toBeNull();
  expect(within(without).getByRole('heading', { level: 3 })).toHaveTextContent('Eksjö Energi – utan-sida');
});
