import { render, screen } from '@testing-library/react';

import { TrustFigures } from '@/components/home/trust-figures';
import { getAreaSources } from '@/lib/content/market';
import { getMarketFigures } from '@/lib/content/market-marketing';
import { formatDate, formatKr, formatNumber } from '@/lib/format';
import { readDates } from '@/lib/market/coverage';
import { savingRange } from '@/lib/market/savings';

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
    // The days read, each with its age in the browser (rendered here with the test's real clock); then what is missing.
    const read = readDates(getAreaSources());
    const basis = spaced(screen.getByTestId('count-basis').textContent).replace(/ \((?:i dag|i går|\d+ dagar sedan)\)/g, '');
    expect(
      basis.startsWith(
        spaced(
          `* ${m.countBasis}, hämtade mellan ${formatDate(read.oldest)} och ${formatDate(read.newest)}. Elhandlare som bara säljer på andra orter i ett elområde saknas`,
        ),
      ),
    ).toBe(true);
    const perArea = m.savings.map((s) => `${s.area} ${formatKr(s.savingKr)} (${formatNumber(s.offerCount)} rörliga avtal)`).join(', ');
    expect(spaced(screen.getByTestId('saving-basis').textContent)).toBe(spaced(`** Per elområde: ${perArea}. ${m.savingBasis}`));
    expect(text).not.toMatch(/omdömen|50\+|användare|\/5/);
  });
});
