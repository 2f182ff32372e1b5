/** @jest-environment node */
import { climateZoneFor } from '@/lib/domain/climate-zone';

describe('climateZoneFor (docs/rules/cities.md)', () => {
  it.each([
    ['25', 'I'],
    ['2580', 'I'],
    ['24', 'I'],
    ['23', 'I'],
    ['22', 'II'],
    ['21', 'II'],
    ['20', 'II'],
    ['17', 'II'],
    ['12', 'IV'],
    ['13', 'IV'],
    ['10', 'IV'],
    ['01', 'III'],
    ['0180', 'III'],
    ['09', 'III'],
    ['14', 'III'],
    ['', 'III'],
  ])('%j → zone %s', (code, zone) => {
    expect(climateZoneFor(code)).toBe(zone);
  });
});
