import { z } from 'zod';

import { gridTariffSchema } from '@/lib/content/grid-tariff-schemas';
import { postcodeAreaLookupSchema } from '@/lib/content/municipality-schemas';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { OFFER_TYPES, ORIGINS } from '@/lib/market/offer';
import { pageListSchema } from '@/lib/page-list';
import { HISTORY_JSON_FIELDS } from '@/lib/spot/history';
import { isoDateSchema as isoDate, slugSchema as slug } from '@/lib/schemas/common';
import { INTERVAL_PRICE_SCALE } from '@/lib/spot/interval-file';

import { DATA_FILE_VERSIONS, type DataFileId } from './versions';

/**
 * The published form of every JSON file under /data/, as zod schemas with a Swedish description
 * (and unit) on each field. One definition serves three ends: the route that writes a file checks
 * its payload against it at build (app/data/…/route.ts through publishedJson), the JSON Schema
 * published beside the file is generated from it (z.toJSONSchema, draft 2020-12), and /oppna-data
 * lists the fields from that JSON Schema. Server and build side only (zod stays out of pages).
 */

const version = (id: DataFileId) =>
  z.literal(DATA_FILE_VERSIONS[id]).meta({ description: 'Formatets version. Höjs när en ändring kan få en läsare av filen att gå sönder.' });

const areaSchema = z.enum(PRICE_AREAS).meta({ description: 'Elområde, SE1–SE4.' });
const municipalityCode = z.string().regex(/^\d{4}$/);
const prefix = z.string().regex(/^[1-9]\d{2}$/);
/** A path on the site ('/stader/umea'); a regex rather than startsWith, which JSON Schema has no standard format for. */
const sitePath = z.string().regex(/^\//);
const ore = (description: string, title?: string) =>
  z
    .number()
    .min(0)
    .max(1000)
    .meta({ ...(title ? { title } : {}), description });

// ---------------------------------------------------------------------------------------------
// /data/elavtal/se1.json … se4.json (lib/market/area-file.ts)

const offerTuple = z
  .tuple([
    z
      .string()
      .regex(/^se[1-4](?:-[a-z0-9]+)+$/)
      .meta({ title: 'id', description: 'Avtalets id: elområde, leverantör, produkt och typ.' }),
    z.number().int().min(0).meta({ title: 'leverantör', description: 'Index i suppliers.' }),
    z.string().min(1).meta({ title: 'produkt', description: 'Produktnamnet hos Elpriskollen.' }),
    z
      .number()
      .int()
      .min(0)
      .max(OFFER_TYPES.length - 1)
      .meta({ title: 'typ', description: `Avtalstyp som index: ${OFFER_TYPES.map((type, i) => `${i} ${type}`).join(', ')}.` }),
    ore('Fast avgift utslagen på 2 000 kWh, öre/kWh exkl. moms (× 20 ger kronor per år exkl. moms).', 'fast avgift'),
    ore('Fast elpris, öre/kWh exkl. moms (0 för rörliga avtal; för mixat den fasta delen).', 'fast pris'),
    ore('Påslag, öre/kWh exkl. moms.', 'påslag'),
    ore('Rörliga kostnader (elcertifikat, ursprungsgarantier och liknande), öre/kWh exkl. moms.', 'rörliga kostnader'),
    z
      .number()
      .int()
      .min(0)
      .max(2 ** ORIGINS.length - 1)
      .meta({ title: 'ursprung', description: `Elens ursprung som bitmask: ${ORIGINS.map((origin, bit) => `${2 ** bit} ${origin}`).join(', ')}.` }),
    z.union([z.literal(0), z.literal(1)]).meta({ title: 'Bra miljöval', description: '1 när avtalet är märkt Bra miljöval.' }),
  ])
  .rest(z.number().int().min(0).meta({ title: 'not', description: 'Index i notes, när avtalet har en anmärkning.' }))
  .meta({
    description:
      'Ett avtal som tupel. Spotpriset upprepas inte: rörliga avtal räknas med source.spotOre, mixat med hälften, fasta utan. Årskostnad inkl. moms = 1,25 × (fast avgift × 20 + (fast pris + spotdel + påslag + rörliga kostnader) × kWh / 100).',
  });

export const areaFileSchema = z.strictObject({
  version: version('elavtal'),
  area: areaSchema,
  source: z
    .strictObject({
      date: isoDate.meta({ description: 'Dagen Elpriskollen visade avtalen (ÅÅÅÅ-MM-DD).' }),
      postalCode: z
        .string()
        .regex(/^[1-9]\d{4}$/)
        .meta({ description: 'Postnumret avtalen hämtades för.' }),
      spotOre: ore('Spotpriset Elpriskollen antog för rörliga avtal i elområdet den dagen, öre/kWh exkl. moms.'),
    })
    .meta({ description: 'Varifrån och från vilken dag avtalen är.' }),
  suppliers: z
    .array(
      z.tuple([
        slug.meta({ title: 'slug', description: 'Leverantörens sida är /leverantor/{slug}.' }),
        z.string().min(1).meta({ title: 'namn', description: 'Namnet vi visar.' }),
        z.string().min(1).meta({ title: 'juridiskt namn', description: 'Företagsnamnet hos Elpriskollen.' }),
      ]),
    )
    .meta({ description: 'Leverantörerna i filen.' }),
  notes: z.array(z.string().min(1)).meta({ description: 'Anmärkningar på avtal (rättelser av källan och liknande), på svenska.' }),
  offers: z.array(offerTuple).meta({ description: 'Alla avtal i elområdet, ett per rad.' }),
});

// ---------------------------------------------------------------------------------------------
// /data/elnatsavgifter.json (lib/grid/compact-list.ts, compactGridList)

export const gridListFileSchema = z.strictObject({
  version: version('elnatsavgifter'),
  referenceDate: isoDate.meta({ description: 'Prislistorna som gällde den här dagen, så som källan kände till dem (ÅÅÅÅ-MM-DD).' }),
  source: z.string().min(1).meta({ description: 'Källa och licenstext (MIT), som licensen kräver att kopior behåller.' }),
  operators: z
    .array(
      z.strictObject({
        id: slug.meta({ description: 'Elnätsbolagets id.' }),
        name: z.string().min(1).meta({ description: 'Elnätsbolagets namn.' }),
        tariffs: z.array(gridTariffSchema).meta({
          description:
            'Bolagets tariffer: fast avgift i kronor per år per huvudsäkring (16, 20, 25, 35 A), överföringsavgift i öre/kWh (fast, tidsdifferentierad eller andel av spotpriset), effektavgift i kronor per kW och myndighetsavgifter. Alla belopp inkl. moms. En del som källan inte anger säkert har status unverified. Tom lista: ingen känd prislista.',
        }),
        slug: slug.optional().meta({ description: 'Bolagets sida är /elnat/{slug}; saknas när bolaget inte har någon egen sida.' }),
        feeInfoUrl: z.url().optional().meta({ description: 'Bolagets egen sida med prislistan.' }),
      }),
    )
    .meta({ description: 'Elnätsbolagen.' }),
});

// ---------------------------------------------------------------------------------------------
// /data/elnat-koncessioner.json (lib/grid/concessions.ts)

export const concessionsFileSchema = z.strictObject({
  version: version('elnat-koncessioner'),
  municipalities: z
    .record(
      municipalityCode,
      z.array(
        z
          .tuple([
            slug.meta({ title: 'elnätsbolag', description: 'Elnätsbolagets id, som i /data/elnatsavgifter.json.' }),
            z
              .number()
              .int()
              .min(0)
              .max(1000)
              .meta({ title: 'andel', description: 'Andel av kommunens yta som koncessionen täcker, i promille (inte andel av hushållen).' }),
          ])
          .rest(slug.meta({ title: 'tariff', description: 'Id för tarifferna koncessionen gäller, när den bara gäller några av bolagets.' })),
      ),
    )
    .meta({ description: 'Per SCB-kommunkod: elnätsbolagen med områdeskoncession i kommunen, störst andel först.' }),
});

// ---------------------------------------------------------------------------------------------
// The postcode tables

export const postalCodeSetFileSchema = z.strictObject({
  version: version('postnummer'),
  prefixes: z.record(prefix, z.string().regex(/^[0-9a-f]{25}$/)).meta({
    description:
      'Vilka postnummer tabellen har. Per tresiffrigt prefix en mask på 100 bitar som 25 hexsiffror: hexsiffra i gäller slutsiffrorna 4i–4i+3, slutsiffror s på bit s mod 4.',
  }),
});

export const postcodeAreasFileSchema = z.strictObject({
  version: version('postnummer-elomraden'),
  prefixes: postcodeAreaLookupSchema.shape.prefixes.meta({ description: 'Per elområde: tresiffriga prefix där de flesta postnummer ligger i elområdet.' }),
  exceptions: postcodeAreaLookupSchema.shape.exceptions.meta({ description: 'Per elområde: hela postnummer som ligger i ett annat elområde än sitt prefix.' }),
});

export const postcodeMunicipalityFileSchema = z.strictObject({
  version: version('postnummer-kommunkod'),
  m: z
    .array(
      z.tuple([
        municipalityCode.meta({ title: 'kod', description: 'SCB:s kommunkod.' }),
        z.string().min(1).meta({ title: 'namn', description: 'Kommunens namn.' }),
      ]),
    )
    .meta({ description: 'Kommunerna, i kodordning.' }),
  r: z.array(z.number().int().min(0)).meta({
    description: 'Par av tal: första postnumret i en följd (som tal) och index i m. En följd gäller till nästa börjar, för de postnummer tabellen har.',
  }),
});

export const postcodeIndexFileSchema = z.strictObject({
  version: version('postnummer-kommuner'),
  prefixes: z
    .record(
      prefix,
      z.array(
        z.tuple([
          z.number().int().min(0).meta({ title: 'kommun', description: 'Index i m i /data/stader-sok.json.' }),
          z
            .string()
            .regex(/^(?:\d{2})+$/)
            .meta({ title: 'slutsiffror', description: 'Postnumrens två sista siffror efter varandra.' }),
        ]),
      ),
    )
    .meta({ description: 'Per tresiffrigt prefix: kommunerna och postnumren i dem.' }),
});

// ---------------------------------------------------------------------------------------------
// Files the pages read for their own views

export const citySearchFileSchema = z.strictObject({
  version: version('stader-sok'),
  m: z
    .array(
      z.tuple([
        z.string().min(1).meta({ title: 'namn', description: 'Kommunens namn.' }),
        slug.meta({ title: 'slug', description: 'Kommunens sida är /stader/{slug}.' }),
        z.string().min(1).meta({ title: 'län', description: 'Länet.' }),
      ]),
    )
    .meta({ description: 'Alla kommuner.' }),
  o: z
    .array(
      z
        .tuple([z.string().min(1).meta({ title: 'ort', description: 'Postorten.' })])
        .rest(
          z
            .number()
            .int()
            .min(0)
            .meta({ title: 'kommun', description: 'Index i m: kommunen med flest av ortens postnummer, eller alla när ingen har en majoritet.' }),
        ),
    )
    .meta({ description: 'Postorterna i postnummertabellen.' }),
  fallback: z
    .strictObject({
      areas: z.array(
        z.strictObject({
          area: areaSchema,
          name: z.string().min(1),
          monthLabel: z.string().min(1),
          oreExVat: z.number().meta({ description: 'Spotpris, månadsmedel, öre/kWh exkl. moms.' }),
          historyHref: sitePath,
        }),
      ),
      lead: z.string().min(1),
      postcodeLabel: z.string().min(1),
      postcodeButton: z.string().min(1),
      filterLabel: z.string().min(1),
      filterPlaceholder: z.string().min(1),
    })
    .meta({ description: 'Text och månadspriser för sidan som visas för en okänd ort.' }),
});

export const newsFallbackFileSchema = z.strictObject({
  version: version('energinyheter-fallback'),
  city: z
    .strictObject({
      name: z.string().min(1),
      path: sitePath,
      cityPagePath: sitePath,
      priceArea: areaSchema,
      priceAreaName: z.string().min(1),
      population: z.string().min(1),
      populationSource: z.string().min(1),
      latestAverage: z.string().min(1),
    })
    .meta({ description: 'Staden sidan visar (Stockholm), med färdigformaterade uppgifter.' }),
  items: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        path: sitePath,
        date: isoDate,
        dateLabel: z.string().min(1),
        category: z.string().min(1),
        excerpt: z.string().min(1),
      }),
    )
    .meta({ description: 'Stadens nyheter, nyast först.' }),
});

// ---------------------------------------------------------------------------------------------
// /data/elpris-historik/SE1.json … SE4.json (lib/spot/history.ts; the page describes the fields
// from HISTORY_JSON_FIELDS, and the schema takes the same words)

function historyField(field: string): string {
  const entry = HISTORY_JSON_FIELDS.find(({ field: described }) => {
    // 'days[].avg, min, max' describes days[].avg, days[].min and days[].max.
    const [first, ...more] = described.split(/,\s*/);
    const base = first!.slice(0, first!.lastIndexOf('.') + 1);
    return first === field || more.some((name) => `${base}${name}` === field);
  });
  if (!entry) throw new Error(`HISTORY_JSON_FIELDS does not describe ${field}`);
  return entry.description;
}

const price = (field: string) => z.number().meta({ description: historyField(field) });

export const historyFileSchema = z.strictObject({
  version: version('elpris-historik').meta({ description: historyField('version') }),
  area: areaSchema.meta({ description: historyField('area') }),
  unit: z
    .string()
    .min(1)
    .meta({ description: historyField('unit') }),
  source: z.strictObject({ attribution: z.string().min(1), url: z.url() }).meta({ description: historyField('source') }),
  latestDay: isoDate.meta({ description: historyField('latestDay') }),
  averagesThrough: isoDate.meta({ description: historyField('averagesThrough') }),
  days: z
    .array(
      z.strictObject({
        date: isoDate.meta({ description: historyField('days[].date') }),
        resolutionMinutes: z.union([z.literal(15), z.literal(60)]).meta({ description: historyField('days[].resolutionMinutes') }),
        start: z.string().meta({ description: historyField('days[].start') }),
        avg: price('days[].avg'),
        min: price('days[].min'),
        max: price('days[].max'),
        prices: z
          .array(z.number())
          .min(1)
          .meta({ description: historyField('days[].prices') }),
      }),
    )
    .meta({ description: historyField('days') }),
  months: z
    .array(
      z.strictObject({
        month: z
          .string()
          .regex(/^\d{4}-\d{2}$/)
          .meta({ description: historyField('months[].month') }),
        avg: price('months[].avg'),
        min: price('months[].min'),
        max: price('months[].max'),
        hours: z
          .number()
          .min(0)
          .meta({ description: historyField('months[].hours') }),
        partial: z.boolean().meta({ description: historyField('months[].partial') }),
        rangeEstimated: z
          .literal(true)
          .optional()
          .meta({ description: historyField('months[].rangeEstimated') }),
      }),
    )
    .meta({ description: historyField('months') }),
});

// ---------------------------------------------------------------------------------------------
// /data/spotpriser/SE3-2025-10.json: one area's interval prices for one month (lib/spot/interval-file.ts)

export const spotMonthFileSchema = z.strictObject({
  version: version('spotpriser'),
  area: areaSchema,
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .meta({ description: 'Månaden, ÅÅÅÅ-MM.' }),
  days: z
    .array(
      z.strictObject({
        date: isoDate.meta({ description: 'Leveransdygnet i svensk tid, ÅÅÅÅ-MM-DD.' }),
        minutes: z.union([z.literal(15), z.literal(60)]).meta({ description: 'Intervallets längd i minuter: 60 till och med 30 september 2025, sedan 15.' }),
        prices: z
          .array(z.number().int())
          .min(1)
          .meta({
            description: `Ett pris per intervall från midnatt svensk tid (23 eller 25 timmar de dygn klockan ställs om), i 1/${INTERVAL_PRICE_SCALE} öre/kWh exklusive moms: 55638 betyder 55,638 öre/kWh.`,
          }),
      }),
    )
    .meta({ description: 'Månadens dygn i datumordning; ett dygn som saknas i källan saknas här.' }),
});

/** Every published JSON format by id. */
export const DATA_FILE_SCHEMAS = {
  elavtal: areaFileSchema,
  elnatsavgifter: gridListFileSchema,
  'elnat-koncessioner': concessionsFileSchema,
  postnummer: postalCodeSetFileSchema,
  'postnummer-elomraden': postcodeAreasFileSchema,
  'postnummer-kommunkod': postcodeMunicipalityFileSchema,
  'postnummer-kommuner': postcodeIndexFileSchema,
  'stader-sok': citySearchFileSchema,
  'energinyheter-fallback': newsFallbackFileSchema,
  sidor: pageListSchema,
  'elpris-historik': historyFileSchema,
  spotpriser: spotMonthFileSchema,
} as const satisfies Record<DataFileId, z.ZodType>;
