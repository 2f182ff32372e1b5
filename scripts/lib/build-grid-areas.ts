import path from 'node:path';

import {
  gridAreasFileSchema,
  type GridAreasFile,
  type GridConcession,
  type GridContact2024,
  type GridOperatorIdentity,
  type GridOperatorMatch,
} from '../../lib/content/grid-area-schemas';
import type { GridTariffContentFile } from '../../lib/content/grid-tariff-schemas';
import { GRID_AREA_JOINS, GRID_AREA_RENUMBERED, GRID_AREA_UNMATCHED, type ReviewedJoin } from '../../lib/content/reviewed-lists';
import { readRawText } from './raw-data';
import { slugify, sortKeys } from './build-municipality-data';
import { parseCsv } from './csv';

/**
 * Turns the raw grid_areas folder (Ei's area concessions 2025 over the municipality borders,
 * Ei's company list and the 2024 contact overlay; docs/data-pipeline.md) into content/data/grid-areas.json:
 * per municipality the concession holders that cover at least MIN_SHARE of its area (or whose
 * concession lies mostly inside it), each joined to the tariff operators of grid-tariffs.json by
 * organisation number, then name, then website, as reviewed in content/reviewed/grid-area-review.ts; and every
 * operator's identity. Pure apart from reading the raw files: same input, same bytes.
 */

export const RAW_AREAS_DIR = 'grid_areas';
export const AREAS_OUTPUT_FILE = 'content/data/grid-areas.json';

/** docs/data-pipeline.md: operators covering at least 1 % of the area hold a concession "in" the municipality. */
export const MIN_SHARE = 0.01;
/**
 * A smaller share is still listed when at least half of the operator's whole concession lies in
 * the municipality: a town's own grid is never a border sliver (Övik Energi covers 0,7 % of
 * Örnsköldsvik's area, all of its concession; Filipstad Energinät, Hallstaviks Elverk, LKAB Nät).
 */
export const HOME_SHARE = 0.5;

const MAP_DATE = '2025-01-09';
const CREDIT = `Energimarknadsinspektionen, områdeskoncessioner (karta ${MAP_DATE})`;
const BORDERS_CREDIT = 'Lantmäteriet, administrativ indelning (kommungränser)';
const UNCOVERED = '(uncovered)';

export class GridAreasImportError extends Error {
  override name = 'GridAreasImportError';
}

export interface AreaSources {
  shares: Record<string, string>[];
  organisations: Record<string, string>[];
  contacts: Record<string, string>[];
}

export function readGridAreaSources(rawDir: string): AreaSources {
  const dir = path.join(rawDir, RAW_AREAS_DIR);
  const read = (name: string) => {
    const file = path.join(dir, name);
    return parseCsv(readRawText(file, (message) => new GridAreasImportError(message)));
  };
  return {
    shares: read('kommun_operator_area_share_2025.csv'),
    organisations: read('re_organisations.csv'),
    contacts: read('kommun_koncession_kontakt_2024.csv'),
  };
}

const LEGAL_FORMS = new Set(['ab', 'ek', 'for', 'forening', 'ekonomisk', 'upa']);

/** A name without legal form, case, accents, punctuation or spaces: 'PiteEnergi Elnät AB' and 'Pite Energi Elnät AB' → 'piteenergielnat'. */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' och ')
    .replace(/u\.p\.a\./g, ' upa ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !LEGAL_FORMS.has(word))
    .join('');
}

/** The page address of an operator: its name as a slug without the legal form ('Boo Energi ek.' → 'boo-energi'). */
export function operatorSlug(name: string): string {
  const words = slugify(name.replace(/u\.p\.a\./gi, 'upa')).split('-');
  while (words.length > 1 && LEGAL_FORMS.has(words.at(-1) as string)) words.pop();
  return words.join('-');
}

/** 'https://www.el.herrljunga.se/x' and 'el.herrljunga.se' → 'el.herrljunga.se'. */
export function siteOf(url: string): string {
  const host = url.includes('://') ? new URL(url).hostname : (url.split('/')[0] ?? '');
  return host.toLowerCase().replace(/^www\./, '');
}

const blank = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

interface Holder {
  re: string;
  name: string;
  orgNumber: string | null;
  name2023: string | null;
  /** km² of concession per municipality code. */
  areaByMunicipality: Map<string, number>;
  totalKm2: number;
}

function holdersFrom(sources: AreaSources): Map<string, Holder> {
  const organisations = new Map(sources.organisations.map((row) => [row.RE ?? '', row]));
  const holders = new Map<string, Holder>();
  for (const row of sources.shares) {
    const re = row.RE ?? '';
    if (re === UNCOVERED) continue;
    if (!/^REL\d{5}$/.test(re)) throw new GridAreasImportError(`Unknown unit '${re}' in the area shares`);
    const km2 = Number(row.area_km2);
    if (!Number.isFinite(km2) || km2 < 0) throw new GridAreasImportError(`${re}: area '${row.area_km2}'`);
    let holder = holders.get(re);
    if (!holder) {
      const organisation = organisations.get(re);
      if (!organisation) throw new GridAreasImportError(`${re} is not in re_organisations.csv`);
      holder = {
        re,
        name: (row.foretag ?? '').trim(),
        orgNumber: blank(organisation.org_number_ei_2023),
        name2023: blank(organisation.company_ei_2023),
        areaByMunicipality: new Map(),
        totalKm2: 0,
      };
      holders.set(re, holder);
    }
    const code = row.kommunkod ?? '';
    holder.areaByMunicipality.set(code, (holder.areaByMunicipality.get(code) ?? 0) + km2);
    holder.totalKm2 += km2;
  }
  return holders;
}

function contactsFrom(sources: AreaSources): Map<string, GridContact2024> {
  const contacts = new Map<string, GridContact2024>();
  for (const row of sources.contacts) {
    const re = row.Enhet ?? '';
    if (contacts.has(re)) continue;
    contacts.set(re, {
      company: (row.Företagsnamn || row.FöretagNa || '').trim(),
      website: blank(row.Hemsida),
      email: blank(row.Emailadress),
      phone: blank(row.Telefonnummer),
      address: blank(row.Adress),
    });
  }
  return contacts;
}

interface TariffOperator {
  id: string;
  name: string;
  orgNumber: string;
  feeInfoUrl: string;
  tariffIds: readonly string[];
}

interface Join {
  operatorId: string;
  how: Exclude<GridOperatorMatch, 'unmatched' | 'noConcession'>;
  tariffIds: readonly string[] | null;
}

function uniqueBy<T>(items: readonly T[], test: (item: T) => boolean): T | undefined {
  const found = items.filter(test);
  return found.length === 1 ? found[0] : undefined;
}

export interface GridAreasImport {
  content: GridAreasFile;
  /** The exact bytes of content/data/grid-areas.json. */
  json: string;
}

export interface AreaImportOptions {
  joins?: readonly ReviewedJoin[];
  unmatched?: readonly { re: string; holder: string }[];
  renumbered?: readonly { re: string; re2024: string }[];
}

export function buildGridAreasFromSources(sources: AreaSources, tariffs: GridTariffContentFile, options: AreaImportOptions = {}): GridAreasImport {
  const reviewed = options.joins ?? GRID_AREA_JOINS;
  const expectedUnmatched = options.unmatched ?? GRID_AREA_UNMATCHED;
  const renumbered = new Map((options.renumbered ?? GRID_AREA_RENUMBERED).map((row) => [row.re, row.re2024]));

  const holders = holdersFrom(sources);
  const contacts = contactsFrom(sources);
  const operators: TariffOperator[] = tariffs.operators.map((o) => ({
    id: o.id,
    name: o.name,
    orgNumber: o.orgNumber,
    feeInfoUrl: o.feeInfoUrl,
    tariffIds: o.tariffs.map((t) => t.id),
  }));
  const byId = new Map(operators.map((o) => [o.id, o]));
  const reviewedByRe = new Map(reviewed.map((row) => [row.re, row]));

  // Join every holder: organisation number, name, website, then the reviewed list.
  const joins = new Map<string, Join>();
  const unmatched: Holder[] = [];
  for (const holder of [...holders.values()].sort((a, b) => (a.re < b.re ? -1 : 1))) {
    const row = reviewedByRe.get(holder.re);
    if (row && row.holder !== holder.name) throw new GridAreasImportError(`${holder.re} is '${holder.name}', the review says '${row.holder}'`);
    const byOrg = holder.orgNumber ? uniqueBy(operators, (o) => o.orgNumber === holder.orgNumber) : undefined;
    const byName = byOrg ? undefined : uniqueBy(operators, (o) => nameKey(o.name) === nameKey(holder.name));
    const site = contacts.get(renumbered.get(holder.re) ?? holder.re)?.website;
    const byWebsite = byOrg || byName || !site ? undefined : uniqueBy(operators, (o) => siteOf(o.feeInfoUrl) === siteOf(site));
    const found = byOrg
      ? { operator: byOrg, how: 'orgNumber' as const }
      : byName
        ? { operator: byName, how: 'name' as const }
        : byWebsite
          ? { operator: byWebsite, how: 'website' as const }
          : null;
    if (found && found.how !== 'orgNumber' && (!row || row.how !== found.how || row.operatorId !== found.operator.id)) {
      throw new GridAreasImportError(`${holder.re} (${holder.name}) joins ${found.operator.id} by ${found.how}; add it to GRID_AREA_JOINS after review`);
    }
    if (found && row && row.how === 'reviewed')
      throw new GridAreasImportError(`${holder.re} now joins ${found.operator.id} by ${found.how}: drop the reviewed join`);
    if (found?.how === 'orgNumber' && row && !row.tariffIds)
      throw new GridAreasImportError(`${holder.re} joins by organisation number; its review row is not needed`);
    const operatorId = found?.operator.id ?? (row?.how === 'reviewed' ? row.operatorId : null);
    if (operatorId === null) {
      if (row) throw new GridAreasImportError(`${holder.re} (${holder.name}) matches nothing the review expects (${row.operatorId} by ${row.how})`);
      unmatched.push(holder);
      continue;
    }
    const operator = byId.get(operatorId);
    if (!operator) throw new GridAreasImportError(`${holder.re}: no tariff operator ${operatorId}`);
    const tariffIds = row?.tariffIds ?? null;
    for (const id of tariffIds ?? []) {
      if (!operator.tariffIds.includes(id)) throw new GridAreasImportError(`${holder.re}: ${operatorId} has no tariff ${id}`);
    }
    joins.set(holder.re, { operatorId, how: found?.how ?? 'reviewed', tariffIds });
  }
  for (const row of reviewed) {
    if (!holders.has(row.re)) throw new GridAreasImportError(`Reviewed join ${row.re} (${row.holder}) is not in the 2025 map`);
  }
  const unmatchedKey = (list: readonly { re: string; name?: string; holder?: string }[]) =>
    list
      .map((h) => `${h.re} ${h.holder ?? h.name}`)
      .sort()
      .join('\n');
  if (unmatchedKey(unmatched) !== unmatchedKey(expectedUnmatched)) {
    throw new GridAreasImportError(`Unmatched holders differ from GRID_AREA_UNMATCHED:\n${unmatchedKey(unmatched)}`);
  }

  // Identities: every tariff operator, then the unmatched holders.
  const holdersOf = (operatorId: string) =>
    [...joins.entries()]
      .filter(([, join]) => join.operatorId === operatorId)
      .map(([re, join]) => ({ holder: holders.get(re) as Holder, join }))
      // The unit joined most directly first, then the largest.
      .sort((a, b) => Number(a.join.how === 'reviewed') - Number(b.join.how === 'reviewed') || b.holder.totalKm2 - a.holder.totalKm2);
  const contactOf = (list: readonly Holder[]) => {
    for (const holder of list) {
      const contact = contacts.get(renumbered.get(holder.re) ?? holder.re);
      if (contact) return contact;
    }
    return null;
  };
  /**
   * Names besides the display name: the map's, and Ei's 2023 name where the organisation number
   * joined (otherwise that name is another organisation's, such as a municipality's). The 2023
   * list cuts some names short ('Årsunda Kraft &amp'): those are left out.
   */
  const otherNames = (display: string, list: readonly { holder: Holder; byOrg: boolean }[]) => {
    const names: string[] = [];
    for (const raw of list.flatMap(({ holder, byOrg }) => [holder.name, byOrg ? (holder.name2023 ?? '') : ''])) {
      const name = raw.replace(/&amp;?/g, '&').trim();
      if (name === '' || /&$/.test(name)) continue;
      if ([display, ...names].some((known) => nameKey(known) === nameKey(name))) continue;
      names.push(name);
    }
    return names.sort();
  };

  const identities: GridOperatorIdentity[] = operators.map((operator) => {
    const units = holdersOf(operator.id);
    const holderList = units.map((u) => u.holder);
    return {
      id: operator.id,
      slug: operatorSlug(operator.name),
      name: operator.name,
      orgNumber: operator.orgNumber,
      otherNames: otherNames(
        operator.name,
        units.map((u) => ({ holder: u.holder, byOrg: u.join.how === 'orgNumber' })),
      ),
      re: holderList.map((h) => h.re),
      match: units[0]?.join.how ?? 'noConcession',
      hasPage: true,
      contact2024: contactOf(holderList),
    };
  });
  for (const holder of unmatched) {
    const slug = operatorSlug(holder.name);
    identities.push({
      id: slug,
      slug,
      name: holder.name,
      orgNumber: holder.orgNumber,
      otherNames: otherNames(holder.name, [{ holder, byOrg: true }]),
      re: [holder.re],
      match: 'unmatched',
      hasPage: false,
      contact2024: contactOf([holder]),
    });
  }
  identities.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const idOfUnmatched = new Map(unmatched.map((h) => [h.re, operatorSlug(h.name)]));

  // Concessions per municipality.
  const municipalities: Record<string, GridConcession[]> = {};
  const shareRows = sources.shares.filter((row) => row.RE !== UNCOVERED);
  for (const row of shareRows) {
    const holder = holders.get(row.RE ?? '') as Holder;
    const code = row.kommunkod ?? '';
    const share = Number(row.share_of_kommun);
    if (!/^\d{4}$/.test(code) || !Number.isFinite(share)) throw new GridAreasImportError(`Bad area row ${JSON.stringify(row)}`);
    const home = (holder.areaByMunicipality.get(code) ?? 0) / holder.totalKm2;
    if (share < MIN_SHARE && home < HOME_SHARE) continue;
    const join = joins.get(holder.re);
    (municipalities[code] ??= []).push({
      operatorId: join?.operatorId ?? (idOfUnmatched.get(holder.re) as string),
      re: holder.re,
      share,
      tariffIds: join?.tariffIds ? [...join.tariffIds] : null,
    });
  }
  for (const list of Object.values(municipalities)) list.sort((a, b) => b.share - a.share || (a.operatorId < b.operatorId ? -1 : 1));
  const codes = new Set(sources.shares.map((row) => row.kommunkod));
  for (const code of codes) {
    if (!municipalities[code ?? '']) throw new GridAreasImportError(`Municipality ${code} has no concession of ${MIN_SHARE * 100} % or more`);
  }

  const content = gridAreasFileSchema.parse({
    meta: {
      source: { credit: CREDIT, mapDate: MAP_DATE, bordersCredit: BORDERS_CREDIT, contactsYear: 2024 },
      minShare: MIN_SHARE,
      homeShare: HOME_SHARE,
    },
    operators: identities,
    municipalities: Object.fromEntries(Object.entries(municipalities).sort(([a], [b]) => (a < b ? -1 : 1))),
  });
  return { content, json: renderGridAreas(content) };
}

/** One operator and one municipality per line, keys sorted, so a change shows as a one-line diff. */
export function renderGridAreas(content: GridAreasFile): string {
  const operators = content.operators.map((operator) => JSON.stringify(sortKeys(operator))).join(',\n');
  const municipalities = Object.entries(content.municipalities)
    .map(([code, list]) => `${JSON.stringify(code)}:${JSON.stringify(sortKeys(list))}`)
    .join(',\n');
  return `{\n"meta":${JSON.stringify(sortKeys(content.meta))},\n"operators":[\n${operators}\n],\n"municipalities":{\n${municipalities}\n}\n}\n`;
}

export function buildGridAreas(rawDir: string, tariffs: GridTariffContentFile, options?: AreaImportOptions): GridAreasImport {
  return buildGridAreasFromSources(readGridAreaSources(rawDir), tariffs, options);
}
