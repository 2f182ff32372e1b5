import { getAllSuppliers, getAreaSources } from '@/lib/content/market';
import { getAllProviders, getSupplierWebsites } from '@/lib/content/providers';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { SOURCE_ANNUAL_KWH } from '@/lib/market/cost';
import { offerOnwardStep, supplierOnwardStep, supplierWebsite } from '@/lib/market/onward';

import { GOTEBORG_FIXED_SE3, SOURCES, TIBBER_SE3 } from './fixtures';

describe('the onward step of an offer', () => {
  it("names the area source's postcode and Elpriskollen's 2 000 kWh, shown formatted and copied as typed", () => {
    const step = offerOnwardStep(GOTEBORG_FIXED_SE3, SOURCES.SE3);
    expect(step.searchUrl).toBe('https://www.elpriskollen.se/');
    expect(step.postalCode).toEqual({ label: 'Postnummer', text: '741 76', copy: '74176' });
    expect(step.consumption).toEqual({ label: 'Årsförbrukning', text: '2\u202F000\u00A0kWh', copy: '2000' });
    expect(step.typeLabel).toBe('Fast pris 1 år');
    expect(step.supplier.copy).toBe('Göteborg Energi');
    expect(step.product?.copy).toBe('Fast elpris 1 år, fossilfri el för elområde 3');
    expect(step.readOn).toBe('2026-07-25');
    expect(step.website).toBeNull();
  });

  it("links a supplier's website only from the list given, never by guessing", () => {
    const websites = { tibber: 'https://tibber.com/se' };
    expect(offerOnwardStep(TIBBER_SE3, SOURCES.SE3, websites).website).toBe('https://tibber.com/se');
    expect(offerOnwardStep(GOTEBORG_FIXED_SE3, SOURCES.SE3, websites).website).toBeNull();
    expect(supplierWebsite(websites, 'constructor')).toBeNull();
    expect(supplierWebsite(undefined, 'tibber')).toBeNull();
  });

  it("the supplier pages' variant names the supplier but no product or type", () => {
    const step = supplierOnwardStep({ slug: 'tibber', name: 'Tibber' }, SOURCES.SE1, { tibber: 'https://tibber.com/se' });
    expect(step.postalCode.copy).toBe('97231');
    expect(step.product).toBeUndefined();
    expect(step.typeLabel).toBeUndefined();
    expect(step.website).toBe('https://tibber.com/se');
  });
});

describe('over the bundled data', () => {
  it('every area source has a five-digit postcode and the offers were read at the consumption the step names', () => {
    const sources = getAreaSources();
    for (const area of PRICE_AREAS) expect(sources[area].postalCode).toMatch(/^\d{5}$/);
    expect(SOURCE_ANNUAL_KWH).toBe(2000);
  });

  it("every supplier's name we copy is part of the name Elpriskollen lists, so it finds the offer there", () => {
    for (const supplier of getAllSuppliers()) {
      expect(supplier.legalName.toLocaleLowerCase('sv-SE')).toContain(supplier.name.toLocaleLowerCase('sv-SE'));
    }
  });

  it('the websites are exactly those of the suppliers with written copy, each an https address', () => {
    const websites = getSupplierWebsites();
    expect(Object.keys(websites).sort()).toEqual(
      getAllProviders()
        .map((provider) => provider.slug)
        .sort(),
    );
    for (const url of Object.values(websites)) expect(url).toMatch(/^https:\/\/[^/]+/);
  });
});
