/**
 * The format version of every JSON file the site publishes under /data/ (docs/open-data.md,
 * "Versions"). Each file carries its number in a top-level `version` field; it is raised when a
 * change would break a reader (a field removed, renamed or given another meaning or unit), not when
 * a field is added or the data is refreshed. The site's own pages read the files too and refuse a
 * version they were not written for, so the number and the readers change in the same commit.
 *
 * Browser-safe and tiny on purpose: the loaders import it; the schemas (zod) live in
 * lib/open-data/schemas.ts, which no page's JavaScript imports.
 */
export const DATA_FILE_VERSIONS = {
  elavtal: 1,
  elnatsavgifter: 1,
  'elnat-koncessioner': 1,
  postnummer: 1,
  'postnummer-elomraden': 1,
  'postnummer-kommunkod': 1,
  'postnummer-kommuner': 1,
  'stader-sok': 1,
  'energinyheter-fallback': 1,
  sidor: 1,
  'elpris-historik': 1,
  spotpriser: 1,
} as const;

export type DataFileId = keyof typeof DATA_FILE_VERSIONS;

/**
 * A file as published: its format version first, then the payload's fields. A payload that is a
 * record keyed by its data (postcode prefixes, municipality codes) goes under `field`, so no data
 * key can collide with `version`.
 */
export function versionedFile<T extends object>(id: DataFileId, payload: T): { version: number } & T;
export function versionedFile<T, K extends string>(id: DataFileId, payload: T, field: K): { version: number } & Record<K, T>;
export function versionedFile(id: DataFileId, payload: unknown, field?: string): object {
  return field === undefined ? { version: DATA_FILE_VERSIONS[id], ...(payload as object) } : { version: DATA_FILE_VERSIONS[id], [field]: payload };
}

/**
 * The reader's side: the payload of a fetched file when its version is the one this code was
 * written for, checked by `guard`; null for anything else (another version, a malformed file).
 */
export function versionedCheck<T>(id: DataFileId, guard: (value: unknown) => value is T, field?: string): (value: unknown) => T | null {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const { version, ...rest } = value as Record<string, unknown>;
    if (version !== DATA_FILE_VERSIONS[id]) return null;
    if (field !== undefined && Object.keys(rest).length !== 1) return null;
    const payload = field === undefined ? rest : rest[field];
    return guard(payload) ? payload : null;
  };
}
