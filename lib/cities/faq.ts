import type { FaqItem } from '@/lib/content/schemas';
import { formatPostalCode } from '@/lib/postcode/code';
import { formatKr, formatNumber, formatOrePerKwh } from '@/lib/format';

import type { CityCostLevel } from './costs';
import { inPlace } from '@/lib/cities/place';

/**
 * The four questions of a city page (docs/rules/site-wide.md, "FAQ blocks"), answered from the
 * municipality's own figures, so every answer is true for that place and stays true when the
 * data is refreshed.
 */

export interface CityFaqInput {
  name: string;
  area: string;
  areaName: string;
  latestMonthLabel: string;
  /** öre/kWh excl. VAT. */
  latestMonthOre: number;
  costLevels: readonly CityCostLevel[];
  /** The area's price basis: 'Rörliga avtal räknas med Elpriskollens antagna spotpris … för SE3, 25 juli 2026.' */
  costBasis: string;
  energyTax: { reduced: boolean; oreExVat: number; oreInclVat: number };
  fullEnergyTax: { oreExVat: number; oreInclVat: number };
  /** Complete years, oldest first; national mean = plain mean of SE1–SE4. */
  years: readonly { year: number; areaAvg: number; nationalMean: number }[];
  comparePostcode: string;
}

function cheapestSentence(level: CityCostLevel | undefined): string | null {
  const offer = level?.offers[0];
  if (!level || !offer) return null;
  return `${formatNumber(level.annualKwh)} kWh per år (${level.label.toLocaleLowerCase('sv-SE')}): ${formatKr(offer.totalKr)} per år med ${offer.supplier} ${offer.product} (${offer.typeLabel.toLocaleLowerCase('sv-SE')})`;
}

export function cityFaq(input: CityFaqInput): FaqItem[] {
  const { name, area } = input;
  const levels = input.costLevels.map(cheapestSentence).filter((s): s is string => s !== null);
  const latestYear = input.years.at(-1);
  const firstYear = input.years[0];

  const costAnswer =
    levels.length > 0
      ? `Med det billigaste avtalet som Elpriskollen visade för elområde ${area} kostar elen ${inPlace(name)}, inklusive energiskatt och moms men exklusive elnätsavgift: ${levels.join('; ')}. ${input.costBasis}`
      : `Elpriskollens lista har inga avtal för elområde ${area}.`;

  const taxAnswer = input.energyTax.reduced
    ? `Ja. ${name} hör till kommunerna med sänkt energiskatt på el. År 2026 betalar hushållen ${formatOrePerKwh(input.energyTax.oreExVat)} exklusive moms (${formatOrePerKwh(input.energyTax.oreInclVat)} med moms) i stället för ${formatOrePerKwh(input.fullEnergyTax.oreExVat)}.`
    : `Nej. Hushåll ${inPlace(name)} betalar full energiskatt på el, ${formatOrePerKwh(input.energyTax.oreExVat)} exklusive moms (${formatOrePerKwh(input.energyTax.oreInclVat)} med moms) år 2026. Sänkt skatt gäller bara i Norrbottens, Västerbottens och Jämtlands län och i några kommuner i Västernorrland, Gävleborg, Dalarna och Värmland.`;

  const historyAnswer =
    latestYear && firstYear
      ? `Årsmedelpriset i ${area} var ${input.years.map((y) => `${formatOrePerKwh(y.areaAvg)} ${y.year}`).join(', ')} (spotpris exklusive moms). Snittet för hela landet ${latestYear.year}, räknat som medelvärdet av de fyra elområdena, var ${formatOrePerKwh(latestYear.nationalMean)}.`
      : `Vi har ännu inga hela år med spotpriser för ${area}.`;

  return [
    {
      question: `Vilket elområde ligger ${name} i?`,
      answer: `${name} ligger i elområde ${area} (${input.areaName}). Elområdet avgör vilket spotpris rörliga elavtal och timprisavtal utgår från. I ${input.latestMonthLabel} var snittpriset i ${area} ${formatOrePerKwh(input.latestMonthOre)} exklusive moms.`,
    },
    { question: `Vad kostar el ${inPlace(name)}?`, answer: costAnswer },
    { question: `Har ${name} sänkt energiskatt på el?`, answer: taxAnswer },
    {
      question: `Hur har elpriset ${inPlace(name)} utvecklats?`,
      answer: `${historyAnswer} Jämför elavtal för ditt postnummer, till exempel ${formatPostalCode(input.comparePostcode)}, för att se vad som gäller där du bor.`,
    },
  ];
}
