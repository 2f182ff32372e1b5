import { isPriceArea, type PriceArea } from '@/lib/domain/price-area';
import type { MarketSupplier } from '@/lib/market/catalogue';
import { OFFER_TYPES, ORIGINS, spotShare, type AreaSource, type MarketOffer, type Origin } from '@/lib/market/offer';
import { DATA_FILE_VERSIONS } from '@/lib/open-data/versions';

/**
 * The per-area file the browser fetches for /jamfor (/data/elavtal/se3.json, written at build by
 * app/data/elavtal/[file]/route.ts): every offer of one area in a compact form, checked on arrival
 * by a small guard instead of zod (no zod in the client bundle, as the postcode lookup).
 *
 *   { version: 1, area: 'SE3', source: { date, postalCode, spotOre },
 *     suppliers: [[slug, name, legalName], …], notes: [text, …],
 *     offers: [[id, supplier, product, type, feeElementOre, fixedPriceOre, markupOre,
 *               variableCostsOre, origins, braMiljoval, note?], …] }
 *
 * `supplier` and `note` index their lists, `type` indexes OFFER_TYPES, `origins` is a bit mask
 * over ORIGINS, `braMiljoval` 0 or 1. The spot part is not repeated per offer: it is the area's
 * assumed spot price × spotShare(type), which the catalogue's schema guarantees.
 * Budget: ≤ 40 KiB gzip per area (tests/unit/market/area-file-budget.test.ts).
 */

/** The format's version (lib/open-data/versions.ts); the published schema is lib/open-data/schemas.ts. */
export const AREA_FILE_VERSION = DATA_FILE_VERSIONS.elavtal;

export function areaFilePath(area: PriceArea): string {
  return `/data/elavtal/${area.toLowerCase()}.json`;
}

/** The route's file names: 'se1.json' … 'se4.json'. */
export function areaFileName(area: PriceArea): string {
  return `${area.toLowerCase()}.json`;
}

export function areaOfFileName(file: string): PriceArea | null {
  const match = /^(se[1-4])\.json$/.exec(file);
  const area = match?.[1]?.toUpperCase();
  return isPriceArea(area) ? area : null;
}

type OfferTuple = [
  id: string,
  supplier: number,
  product: string,
  type: number,
  feeElementOre: number,
  fixedPriceOre: number,
  markupOre: number,
  variableCostsOre: number,
  origins: number,
  braMiljoval: 0 | 1,
  note?: number,
];

export interface AreaFile {
  version: typeof AREA_FILE_VERSION;
  area: PriceArea;
  source: { date: string; postalCode: string; spotOre: number };
  suppliers: [slug: string, name: string, legalName: string][];
  notes: string[];
  offers: OfferTuple[];
}

/** The decoded file: the area's offers as the app uses them, with their source and suppliers. */
export interface AreaOffers {
  source: AreaSource;
  suppliers: MarketSupplier[];
  offers: MarketOffer[];
}

function originMask(origins: readonly Origin[]): number {
  return origins.reduce((mask, origin) => mask | (1 << ORIGINS.indexOf(origin)), 0);
}

/** Server side: one area's offers to the compact file (decodeAreaFile restores them exactly). */
export function encodeAreaFile(
  area: PriceArea,
  source: Omit<AreaSource, 'area'>,
  offers: readonly MarketOffer[],
  suppliers?: readonly MarketSupplier[],
): AreaFile {
  const supplierIndex = new Map<string, number>();
  const supplierRows: AreaFile['suppliers'] = [];
  const noteIndex = new Map<string, number>();
  const notes: string[] = [];
  const legalNames = new Map(suppliers?.map((s) => [s.slug, s.legalName]));
  const tuples = offers.map((offer): OfferTuple => {
    if (offer.area !== area) throw new Error(`encodeAreaFile(${area}): offer ${offer.id} is in ${offer.area}`);
    let supplier = supplierIndex.get(offer.supplierSlug);
    if (supplier === undefined) {
      supplier = supplierRows.push([offer.supplierSlug, offer.supplierName, legalNames.get(offer.supplierSlug) ?? offer.supplierName]) - 1;
      supplierIndex.set(offer.supplierSlug, supplier);
    }
    const tuple: OfferTuple = [
      offer.id,
      supplier,
      offer.product,
      OFFER_TYPES.indexOf(offer.type),
      offer.feeElementOre,
      offer.fixedPriceOre,
      offer.markupOre,
      offer.variableCostsOre,
      originMask(offer.origins),
      offer.braMiljoval ? 1 : 0,
    ];
    if (offer.note) {
      let note = noteIndex.get(offer.note);
      if (note === undefined) {
        note = notes.push(offer.note) - 1;
        noteIndex.set(offer.note, note);
      }
      tuple.push(note);
    }
    return tuple;
  });
  return {
    version: AREA_FILE_VERSION,
    area,
    source: { date: source.date, postalCode: source.postalCode, spotOre: source.spotOre },
    suppliers: supplierRows,
    notes,
    offers: tuples,
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const POSTAL_CODE = /^[1-9]\d{4}$/;
const OFFER_ID = /^se[1-4](?:-[a-z0-9]+)+$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ALL_ORIGINS = (1 << ORIGINS.length) - 1;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= 300;
const isOre = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1000;
const isIndex = (value: unknown, length: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < length;

function isSupplierRow(value: unknown): value is AreaFile['suppliers'][number] {
  return Array.isArray(value) && value.length === 3 && typeof value[0] === 'string' && SLUG.test(value[0]) && isText(value[1]) && isText(value[2]);
}

function isOfferTuple(value: unknown, prefix: string, suppliers: number, notes: number): value is OfferTuple {
  if (!Array.isArray(value) || (value.length !== 10 && value.length !== 11)) return false;
  const [id, supplier, product, type, fee, fixed, markup, variable, origins, bra, note] = value as unknown[];
  return (
    typeof id === 'string' &&
    id.length <= 200 &&
    OFFER_ID.test(id) &&
    id.startsWith(prefix) &&
    isIndex(supplier, suppliers) &&
    isText(product) &&
    isIndex(type, OFFER_TYPES.length) &&
    isOre(fee) &&
    isOre(fixed) &&
    isOre(markup) &&
    isOre(variable) &&
    Number.isInteger(origins) &&
    (origins as number) >= 0 &&
    (origins as number) <= ALL_ORIGINS &&
    (bra === 0 || bra === 1) &&
    (value.length === 10 || isIndex(note, notes))
  );
}

/**
 * Whether `value` is a well-formed file for `area`: every field of the right type and range,
 * every index inside its list, ids unique and of this area. Checked whole before anything is
 * shown, so a broken file leaves the server-rendered list in place.
 */
export function isAreaFile(value: unknown, area: PriceArea): value is AreaFile {
  if (!isRecord(value) || value.version !== AREA_FILE_VERSION || value.area !== area) return false;
  const { source, suppliers, notes, offers } = value;
  if (!isRecord(source) || typeof source.date !== 'string' || !ISO_DATE.test(source.date)) return false;
  if (typeof source.postalCode !== 'string' || !POSTAL_CODE.test(source.postalCode) || !isOre(source.spotOre)) return false;
  if (!Array.isArray(suppliers) || !suppliers.every(isSupplierRow)) return false;
  if (!Array.isArray(notes) || !notes.every(isText)) return false;
  if (!Array.isArray(offers)) return false;
  const prefix = `${area.toLowerCase()}-`;
  const ids = new Set<string>();
  for (const offer of offers) {
    if (!isOfferTuple(offer, prefix, suppliers.length, notes.length) || ids.has(offer[0])) return false;
    ids.add(offer[0]);
  }
  return true;
}

/** A checked file back to the app's offers, in the file's order. */
export function decodeAreaFile(file: AreaFile): AreaOffers {
  const suppliers = file.suppliers.map(([slug, name, legalName]) => ({ slug, name, legalName }));
  const source: AreaSource = { area: file.area, ...file.source };
  const offers = file.offers.map(
    ([id, supplier, product, typeIndex, feeElementOre, fixedPriceOre, markupOre, variableCostsOre, origins, bra, note]): MarketOffer => {
      const type = OFFER_TYPES[typeIndex]!;
      const { slug, name } = suppliers[supplier]!;
      const noteText = note === undefined ? undefined : file.notes[note];
      return {
        id,
        supplierSlug: slug,
        supplierName: name,
        product,
        area: file.area,
        type,
        feeElementOre,
        fixedPriceOre,
        spotOre: source.spotOre * spotShare(type),
        markupOre,
        variableCostsOre,
        origins: ORIGINS.filter((_, bit) => (origins & (1 << bit)) !== 0),
        braMiljoval: bra === 1,
        ...(noteText ? { note: noteText } : {}),
      };
    },
  );
  return { source, suppliers, offers };
}

/** The guard and the decoder in one: the area's offers, or null for anything malformed. */
export function parseAreaFile(value: unknown, area: PriceArea): AreaOffers | null {
  return isAreaFile(value, area) ? decodeAreaFile(value) : null;
}
