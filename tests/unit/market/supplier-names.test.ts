import { SUPPLIER_NAME_OVERRIDES } from '@/lib/content/reviewed-lists';
import { displayNameByRule, supplierDisplayName } from '@/scripts/lib/supplier-names';

describe('display names by rule', () => {
  it.each([
    ['Vattenfall AB', 'Vattenfall'],
    ['AB Borlänge Energi', 'Borlänge Energi'],
    ['Umeå Energi Elhandel AB', 'Umeå Energi'],
    ['Bengtsfors Energi Handel AB', 'Bengtsfors Energi'],
    ['Kalmar Energi Försäljning AB', 'Kalmar Energi'],
    ['Norrtälje Energi Försäljnings AB', 'Norrtälje Energi'],
    ['SEVAB Energiförsäljning AB', 'SEVAB'],
    ['PiteEnergi Handel AB', 'PiteEnergi'],
    ['E.ON', 'E.ON'],
    // The sales word stays where what is left would not name a supplier.
    ['Töre Elförsäljning AB', 'Töre Elförsäljning'],
    ['Borås Elhandel AB', 'Borås Elhandel'],
    ['Falu Energi & Vatten AB', 'Falu Energi & Vatten'],
  ])('%s → %s', (legal, name) => {
    expect(displayNameByRule(legal)).toBe(name);
  });
});

describe('the reviewed overrides', () => {
  it('apply where the rule cannot know the brand', () => {
    expect(supplierDisplayName('CHEAP ENERGY AB')).toBe('Cheap Energy');
    expect(supplierDisplayName('Greenely Premium AB')).toBe('Greenely');
    expect(supplierDisplayName('Tibber AB')).toBe('Tibber');
  });

  it('each differ from the rule, give a reason, and take every word from the legal name', () => {
    for (const override of SUPPLIER_NAME_OVERRIDES) {
      expect(override.name).not.toBe(displayNameByRule(override.legalName));
      expect(override.reason.length).toBeGreaterThan(10);
      // Never invented: each word of the display name is part of the legal name (case aside).
      const legal = override.legalName.toLocaleLowerCase('sv-SE');
      for (const word of override.name.toLocaleLowerCase('sv-SE').split(/\s+/))
        expect({ word, inLegalName: legal.includes(word) }).toEqual({ word, inLegalName: true });
    }
  });
});
