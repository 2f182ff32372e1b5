import { formatPostalCode, unknownStartLine, type PostcodeResult } from '@/lib/postcode/code';
import { PRICE_AREA_NAMES, type PriceArea } from '@/lib/domain/price-area';

/**
 * The sentence beside a postcode's price area on /jamfor and /kalkylator: where the area came
 * from, and that it can be changed (docs/rules/postcodes-and-areas.md: border
 * postcodes; the elnätsfaktura states the real area). A code our table does not hold gets an
 * area assumed from its first digits, and the sentence says so.
 */

/** 'elområde SE3 (Stockholm)', lower case as inside a sentence (docs/rules/postcodes-and-areas.md). */
export function areaLabel(area: PriceArea): string {
  return `elområde ${area} (${PRICE_AREA_NAMES[area]})`;
}

export interface PostcodeArea extends PostcodeResult {
  /** The area in use: the detected one, or the visitor's choice. */
  area: PriceArea;
}

/**
 * The area is the one our table gives the code and the visitor kept it: the heading's
 * '(elområde SE3)' and the form say all there is. Otherwise (assumed from the first digits, unknown,
 * or another area chosen) the sentence stands above the list, where a revealed result is read.
 */
export function areaIsPlain(result: PostcodeResult, area: PriceArea): boolean {
  return result.inTable && result.detectedArea === area;
}

export function areaNote({ postalCode, detectedArea, area, inTable }: PostcodeArea): string {
  const code = formatPostalCode(postalCode);
  if (detectedArea === null) {
    return `${unknownStartLine(postalCode)}, så vi vet inte vilket elområde ${code} ligger i. Välj ditt elområde – det står på din elnätsfaktura. Nu visas ${areaLabel(area)}.`;
  }
  if (area !== detectedArea) {
    return inTable
      ? `Du har valt ${areaLabel(area)}. Postnumret ligger enligt vår tabell i elområde ${detectedArea}.`
      : `Du har valt ${areaLabel(area)}. Postnummer ${code} finns inte i vår postnummertabell; utifrån de första siffrorna hade vi antagit elområde ${detectedArea}.`;
  }
  return inTable
    ? `Postnumret ligger i ${areaLabel(area)}. Står ett annat elområde på din elnätsfaktura kan du byta.`
    : `Postnummer ${code} finns inte i vår postnummertabell, så vi har antagit ${areaLabel(area)} utifrån de första siffrorna. Stämmer det inte kan du byta elområde – det står på din elnätsfaktura.`;
}
