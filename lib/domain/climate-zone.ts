/**
 * Boverket's four climate zones (BBR 22–28), by county. Source: docs/rules/cities.md:
 * I Norrbotten, Västerbotten, Jämtland; II Västernorrland, Gävleborg, Dalarna, Värmland;
 * IV Skåne, Halland, Blekinge; III the rest.
 */

export const CLIMATE_ZONES = ['I', 'II', 'III', 'IV'] as const;
export type ClimateZone = (typeof CLIMATE_ZONES)[number];

/** SCB county codes outside zone III. */
const ZONE_BY_COUNTY: Readonly<Record<string, ClimateZone>> = {
  '25': 'I', // Norrbotten
  '24': 'I', // Västerbotten
  '23': 'I', // Jämtland
  '22': 'II', // Västernorrland
  '21': 'II', // Gävleborg
  '20': 'II', // Dalarna
  '17': 'II', // Värmland
  '12': 'IV', // Skåne
  '13': 'IV', // Halland
  '10': 'IV', // Blekinge
};

/** The zone of a county ('25') or of a municipality by its SCB code ('2580'); zone III otherwise. */
export function climateZoneFor(code: string): ClimateZone {
  return ZONE_BY_COUNTY[code.slice(0, 2)] ?? 'III';
}
