import { render, screen } from '@testing-library/react';

import { TrustFigures } from '@/components/home/trust-figures';
import { getMarketingFigures, savingRange } from '@/lib/content/marketing';
import { formatKr, formatNumber } from '@/lib/format';

const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

describe('TrustFigures (home)', () => {
  it('shows the counts the data knows and the saving range with its basis, and no rating or user count', () => {
    render(<TrustFigures />);
    const section = screen.getByRole('region', { name: 'Elvalet i siffror' });
    const text = spaced(section.textContent);
    // Whatever the catalogue holds: the figures are the data's (lib/content/marketing.ts has the relations).
    const m = getMarketingFigures();
    const { low, high } = savingRange(m.savings);
    expect(text).toContain(spaced(`${formatNumber(m.supplierCount)}elleverantörer i jämförelsen`));
    expect(text).toContain(spaced(`${formatNumber(m.offerCount)}elavtal med källa och datum`));
    expect(text).toContain(spaced(`${formatNumber(m.municipalityCount)}kommuner i vår tabell över elområden`));
    expect(text).toContain(spaced(`${formatNumber(low)}–${formatKr(high)}per år mellan medianavtalet och det billigaste*`));
    const perArea = m.savings.map((s) => `${s.area} ${formatKr(s.savingKr)} (${formatNumber(s.offerCount)} avtal)`).join(', ');
    expect(spaced(screen.getByTestId('saving-basis').textContent)).toContain(spaced(`${perArea}.`));
    expect(text).not.toMatch(/omdömen|50\+|användare|\/5/);
  });
});

