import { render, screen, within } from '@testing-library/react';

import { OfferCard } from '@/components/compare/offer-card';
import { TrustFigures } from '@/components/home/trust-figures';
import { getMarketFigures } from '@/lib/content/market-marketing';
import { formatKr, formatNumber } from '@/lib/format';
import { savingRange } from '@/lib/market/savings';
import { offer } from '../compare/fixtures';

const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

describe('TrustFigures (home)', () => {
  it('shows the counts of the market catalogue with their basis, the saving range with its basis, and no rating or user count', () => {
    render(<TrustFigures />);
    const section = screen.getByRole('region', { name: 'Elvalet i siffror' });
    const text = spaced(section.textContent);
    // Whatever the catalogue holds: the figures are getMarketFigures()'s (tests/unit/market has the relations).
    const m = getMarketFigures();
    const { low, high } = savingRange(m.savings);
    expect(text).toContain(spaced(`${formatNumber(m.supplierCount)}elleverantörer från Elpriskollen*`));
    expect(text).toContain(spaced(`${formatNumber(m.offerCount)}elavtal med källa och datum*`));
    expect(text).toContain(spaced(`${formatNumber(m.municipalityCount)}kommuner i vår tabell över elområden`));
    expect(text).toContain(spaced(`${formatNumber(low)}–${formatKr(high)}per år mellan mittersta och billigaste rörliga avtalet**`));
    expect(spaced(screen.getByTestId('count-basis').textContent)).toBe(spaced(`* ${m.countBasis}.`));
    const perArea = m.savings.map((s) => `${s.area} ${formatKr(s.savingKr)} (${formatNumber(s.offerCount)} rörliga avtal)`).join(', ');
    expect(spaced(screen.getByTestId('saving-basis').textContent)).toBe(spaced(`** Per elområde: ${perArea}. ${m.savingBasis}`));
    expect(text).not.toMatch(/omdömen|50\+|användare|\/5/);
  });
});

describe('OfferCard source line', () => {
  it('links the source with its date and has no rating', () => {
    render(
      <ul>
        <OfferCard offer={offer({ id: 'a', supplier: 'Alfa' })} monthlyKwh={2000} rank={1} />
      </ul>,
    );
    const source = screen.getByTestId('offer-source');
    expect(spaced(source.textContent)).toBe('Påslag och avgift enligt Leverantören (öppnas i en ny flik), 1 februari 2025.');
    expect(within(source).getByRole('link')).toHaveAttribute('href', 'https://example.se/priser');
    expect(screen.queryByText(/omdöme|av 5|Populärt val/i)).not.toBeInTheDocument();
  });

  it('says when the markup was given for another area', () => {
    render(
      <ul>
        <OfferCard offer={offer({ id: 'b', termsArea: 'SE4' })} monthlyKwh={2000} rank={1} />
      </ul>,
    );
    expect(screen.getByTestId('offer-source')).toHaveTextContent('Uppgiften gäller elområde SE4; vi räknar med samma påslag här.');
  });
});
