import { areaLabel, areaNote } from '@/lib/compare/area-note';

describe('areaNote', () => {
  it('names the area of a known code and says it can be changed', () => {
    expect(areaNote({ postalCode: '11122', detectedArea: 'SE3', area: 'SE3', inTable: true })).toBe(
      'Postnumret ligger i elområde SE3 (Stockholm). Står ett annat elområde på din elnätsfaktura kan du byta.',
    );
  });

  it('says that the area of an unknown code is assumed from its first digits (999 99)', () => {
    expect(areaNote({ postalCode: '99999', detectedArea: 'SE3', area: 'SE3', inTable: false })).toBe(
      'Postnummer 999 99 finns inte i vår postnummertabell, så vi har antagit elområde SE3 (Stockholm) utifrån de första siffrorna. Stämmer det inte kan du byta elområde – det står på din elnätsfaktura.',
    );
  });

  it('names both areas when the visitor chose another one', () => {
    expect(areaNote({ postalCode: '11122', detectedArea: 'SE3', area: 'SE4', inTable: true })).toBe(
      'Du har valt elområde SE4 (Malmö). Postnumret ligger enligt vår tabell i elområde SE3.',
    );
    expect(areaNote({ postalCode: '99999', detectedArea: 'SE3', area: 'SE1', inTable: false })).toBe(
      'Du har valt elområde SE1 (Luleå). Postnummer 999 99 finns inte i vår postnummertabell; utifrån de första siffrorna hade vi antagit elområde SE3.',
    );
  });

  it('writes elområde in lower case, as inside a sentence', () => {
    expect(areaLabel('SE2')).toBe('elområde SE2 (Sundsvall)');
  });
});
