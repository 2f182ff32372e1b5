import { getCompareOffersByArea } from '@/lib/compare/compare-offers';

const se3 = () => getCompareOffersByArea().SE3;
const byId = (id: string) => se3().find((offer) => offer.id === id);

describe('supplier links on the /jamfor cards', () => {
  it('points a supplier with a page of its own to that page', () => {
    expect(byId('vattenfall-rorligt')?.supplierPath).toBe('/leverantor/vattenfall');
    expect(byId('eon-rorligt')?.supplierPath).toBe('/leverantor/eon');
    expect(byId('greenely-timpris')?.supplierPath).toBe('/leverantor/greenely');
  });

  it('gives no link where the site has no page for the supplier', () => {
    const eksjo = byId('eksjo-energi-rorligt');
    expect(eksjo).toBeDefined();
    expect(eksjo).not.toHaveProperty('supplierPath');
    expect(byId('bixia-rorligt')).not.toHaveProperty('supplierPath');
  });

  it('links only to provider pages', () => {
    for (const offer of Object.values(getCompareOffersByArea()).flat()) {
      if (offer.supplierPath !== undefined) expect(offer.supplierPath).toMatch(/^\/leverantor\/(vattenfall|eon|fortum|tibber|greenely)$/);
    }
  });
});
