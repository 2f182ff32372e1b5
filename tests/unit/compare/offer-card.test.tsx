import { render, screen, within } from '@testing-library/react';

import { OfferCard } from '@/components/compare/offer-card';
import { offerCost } from '@/lib/market/cost';
import type { MarketOffer } from '@/lib/market/offer';

import { GOTEBORG_FIXED_SE3, MARKET, SOURCES, TIBBER_SE3 } from '../market/fixtures';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim();

function renderCard(offer: MarketOffer, annualKwh = 5040, rank = 1) {
  render(
    <ul>
      <OfferCard ranked={{ offer, cost: offerCost(offer, annualKwh) }} rank={rank} annualKwh={annualKwh} source={SOURCES[offer.area]} />
    </ul>,
  );
  return screen.getByTestId('offer-card');
}

describe('OfferCard', () => {
  it("shows Tibber's kvartspris as Elpriskollen's row gives it: cost at the chosen consumption, jämförpris at the three consumptions", () => {
    const card = renderCard(TIBBER_SE3);
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Tibber – Kvartsprisavtal löpande SE3');
    expect(within(card).getByTestId('offer-type')).toHaveTextContent('Kvartspris');
    // (23,52 × 20 + (77,98 + 6 + 3,28) × 5 040 / 100) × 1,25 = 6 084,88 kr a year.
    expect(spaced(within(card).getByTestId('yearly-cost').textContent)).toBe('6 085 kr');
    expect(spaced(within(card).getByTestId('monthly-cost').textContent)).toBe('507 kr/mån');
    expect(within(card).getByTestId('comparison-price')).toHaveTextContent(`120,74 öre/kWh`);
    expect(within(card).getByTestId('binding')).toHaveTextContent('Framgår inte av källan');
    expect(within(card).getByTestId('price')).toHaveTextContent(`109,08 öre/kWh`);
    expect(spaced(within(card).getByTestId('fee').textContent)).toBe('49 kr/mån');
    expect(within(card).getByTestId('origin')).toHaveTextContent('Sol, vind, vatten och kärnkraft');
    expect(spaced(within(card).getByTestId('jamforpris-2000').textContent)).toBe('138,48 öre/kWh');
    expect(spaced(within(card).getByTestId('jamforpris-5000').textContent)).toBe('120,84 öre/kWh');
    expect(spaced(within(card).getByTestId('jamforpris-20000').textContent)).toBe('112,02 öre/kWh');
    expect(spaced(within(card).getByTestId('cost-breakdown').textContent)).toContain(
      'Så räknar vi: 109,08 öre/kWh × 5 040 kWh + 12 × 49 kr ≈ 6 085 kr per år, 507 kr per månad',
    );
    expect(spaced(within(card).getByTestId('offer-source').textContent)).toBe('Källa: Elpriskollen (Energimarknadsinspektionen), hämtat 25 juli 2026.');
  });

  it('gives a fixed price its bindningstid and price period from the type', () => {
    const card = renderCard(GOTEBORG_FIXED_SE3, 2000);
    expect(within(card).getByTestId('binding')).toHaveTextContent('1 år');
    expect(within(card).getByTestId('comparison-price')).toHaveTextContent(`170,13 öre/kWh`);
    expect(within(card).getByTestId('cost-breakdown')).toHaveTextContent('Prisperiod: fast pris i 1 år.');
  });

  it('gives every offer the same onward step, no ad label, rating or badge of our own', () => {
    render(
      <ul>
        {MARKET.map((offer, i) => (
          <OfferCard key={offer.id} ranked={{ offer, cost: offerCost(offer, 5040) }} rank={i + 1} annualKwh={5040} source={SOURCES.SE3} />
        ))}
      </ul>,
    );
    const toggles = screen.getAllByTestId('onward-toggle');
    expect(toggles).toHaveLength(MARKET.length);
    for (const toggle of toggles) {
      expect(toggle.className).toBe(toggles[0]!.className);
      expect(spaced(toggle.textContent)).toBe('Sök avtalet hos Elpriskollen');
    }
    // No link promises the offer itself: Elpriskollen has no address per offer.
    expect(screen.queryByRole('link', { name: /Se avtalet/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Annons|omdöme|av 5|Populärt val/i)).not.toBeInTheDocument();
  });

  it("says what to type at Elpriskollen: the area source's postcode, 2 000 kWh, the type, the supplier and the product, each copyable", () => {
    const card = renderCard(TIBBER_SE3);
    const panel = within(card).getByTestId('onward-panel');
    const link = within(panel).getByRole('link', { name: /^Elpriskollen/ });
    expect(link).toHaveAttribute('href', 'https://www.elpriskollen.se/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const values = within(panel).getAllByTestId('onward-value');
    expect(values.map((value) => spaced(value.textContent))).toEqual([
      'Postnummer: 741 76 Kopiera postnumret',
      'Årsförbrukning: 2 000 kWh Kopiera årsförbrukningen',
      'Leverantör: Tibber Kopiera leverantörens namn',
      'Avtal: Kvartsprisavtal löpande SE3 Kopiera avtalets namn',
    ]);
    expect(values.map((value) => value.dataset.copy)).toEqual(['74176', '2000', 'Tibber', 'Kvartsprisavtal löpande SE3']);
    expect(panel).toHaveTextContent('Välj avtalstyp: Kvartspris');
    expect(panel).toHaveTextContent('när vi läste avtalet 25 juli 2026');
    // Without a website the site can cite, no supplier link.
    expect(within(panel).queryByTestId('onward-website')).not.toBeInTheDocument();
  });

  it("links the supplier's own website only where the site has it", () => {
    render(
      <ul>
        {[TIBBER_SE3, GOTEBORG_FIXED_SE3].map((offer, i) => (
          <OfferCard
            key={offer.id}
            ranked={{ offer, cost: offerCost(offer, 2000) }}
            rank={i + 1}
            annualKwh={2000}
            source={SOURCES.SE3}
            websites={{ tibber: 'https://tibber.com/se' }}
          />
        ))}
      </ul>,
    );
    const [tibber, goteborg] = screen.getAllByTestId('offer-card');
    const website = within(tibber!).getByRole('link', { name: /^Till leverantörens webbplats/ });
    expect(website).toHaveAttribute('href', 'https://tibber.com/se');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(goteborg!).queryByRole('link', { name: /Till leverantörens webbplats/ })).not.toBeInTheDocument();
  });

  it('marks Bra miljöval, today’s live price and a note of the source only where they apply', () => {
    const card = renderCard({ ...TIBBER_SE3, braMiljoval: true, live: true, note: 'Ursprunget är rättat.' });
    expect(within(card).getByText('Bra miljöval')).toBeInTheDocument();
    expect(within(card).getByText('Dagens pris')).toBeInTheDocument();
    expect(within(card).getByTestId('offer-note')).toHaveTextContent('Ursprunget är rättat.');
    expect(within(card).getByTestId('offer-source')).toHaveTextContent('leverantörens pris för i dag');
  });
});
