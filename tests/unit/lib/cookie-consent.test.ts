import { CONSENT_PROBE_SCRIPT } from '@/lib/cookie-consent-probe';
import {
  CONSENT_STORAGE_KEY,
  REMEMBERED_INPUTS_KEY,
  consentFor,
  functionalConsentGiven,
  isConsent,
  parseConsent,
  readConsent,
  writeConsent,
} from '@/lib/cookie-consent';

const NOW = new Date('2026-11-22T10:00:00.000Z');
/** The records written by hand, so no expectation comes from consentFor itself. */
const ALL = { necessary: true, functional: true, timestamp: '2026-11-22T10:00:00.000Z' };
const NECESSARY_ONLY = { necessary: true, functional: false, timestamp: '2026-11-22T10:00:00.000Z' };
/** A record stored while the site still offered 'Analys': still a choice, its analytics ignored. */
const OLD_RECORD = { necessary: true, functional: true, analytics: true, timestamp: '2026-11-22T10:00:00.000Z' };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

const throwingStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('quota', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

describe('consent choices (LEK 9 kap. 28 §: no category the site does not use)', () => {
  it("'Acceptera alla' turns every category on", () => {
    expect(consentFor('all', NOW)).toEqual({ necessary: true, functional: true, timestamp: '2026-11-22T10:00:00.000Z' });
  });

  it("'Endast nödvändiga' keeps only the necessary category", () => {
    expect(consentFor('necessary', NOW)).toEqual({ necessary: true, functional: false, timestamp: '2026-11-22T10:00:00.000Z' });
  });

  it("'Spara inställningar' stores exactly the chosen toggles, necessary always on", () => {
    expect(consentFor({ functional: true }, NOW)).toEqual({ necessary: true, functional: true, timestamp: '2026-11-22T10:00:00.000Z' });
    expect(consentFor({ functional: false }, NOW)).toEqual({ necessary: true, functional: false, timestamp: '2026-11-22T10:00:00.000Z' });
  });
});

describe('reading the stored record', () => {
  it('round-trips a written choice under the cookie-consent key', () => {
    const storage = memoryStorage();
    const written = writeConsent(storage, { functional: true }, NOW);
    expect(JSON.parse(storage.data.get(CONSENT_STORAGE_KEY)!)).toEqual(written);
    expect(readConsent(storage)).toEqual(written);
  });

  it.each([
    ['no value', undefined],
    ['an empty string', ''],
    ['broken JSON', '{"necessary": true,'],
    ['JSON null', 'null'],
    ['a foreign string', '"accepted"'],
    ['an array', '[true,true,true]'],
    ['necessary off', JSON.stringify({ ...ALL, necessary: false })],
    ['a missing category', JSON.stringify({ necessary: true, timestamp: NOW.toISOString() })],
    ['a category as text', JSON.stringify({ ...ALL, functional: 'yes' })],
    ['no timestamp', JSON.stringify({ necessary: true, functional: true })],
    ['a timestamp that is not a time', JSON.stringify({ ...ALL, timestamp: 'igår' })],
  ])('treats %s as no choice (banner shows)', (_label, raw) => {
    const storage = memoryStorage(raw === undefined ? {} : { [CONSENT_STORAGE_KEY]: raw });
    expect(readConsent(storage)).toBeNull();
  });

  it('drops unknown extra fields from a valid record', () => {
    const raw = JSON.stringify({ ...ALL, tracking: true });
    expect(parseConsent(raw)).toEqual(ALL);
  });

  it("keeps a choice stored while 'Analys' was offered, without it", () => {
    expect(parseConsent(JSON.stringify(OLD_RECORD))).toEqual(ALL);
    expect(isConsent(OLD_RECORD)).toBe(true);
  });

  it('never throws when storage is missing or throws, on read or write', () => {
    expect(readConsent(null)).toBeNull();
    expect(readConsent(throwingStorage)).toBeNull();
    expect(writeConsent(throwingStorage, 'all', NOW)).toEqual(ALL);
    expect(writeConsent(null, 'necessary', NOW)).toEqual(NECESSARY_ONLY);
  });

  it('isConsent accepts only the exact record shape', () => {
    expect(isConsent(ALL)).toBe(true);
    expect(isConsent(NECESSARY_ONLY)).toBe(true);
    expect(isConsent(null)).toBe(false);
    expect(isConsent('x')).toBe(false);
  });
});

describe('functional storage follows the consent', () => {
  const remembered = '{"version":1,"postalCode":"11122"}';

  it('is allowed only with a stored choice that includes Funktionella', () => {
    expect(functionalConsentGiven(memoryStorage())).toBe(false);
    expect(functionalConsentGiven(null)).toBe(false);
    expect(functionalConsentGiven(throwingStorage)).toBe(false);
    const storage = memoryStorage();
    writeConsent(storage, { functional: true }, NOW);
    expect(functionalConsentGiven(storage)).toBe(true);
    writeConsent(storage, 'all', NOW);
    expect(functionalConsentGiven(storage)).toBe(true);
    writeConsent(storage, { functional: false }, NOW);
    expect(functionalConsentGiven(storage)).toBe(false);
  });

  it.each([
    ["'Endast nödvändiga' (and the X)", 'necessary' as const],
    ['settings saved without Funktionella', { functional: false }],
  ])('%s deletes what was remembered', (_label, choice) => {
    const storage = memoryStorage({ [REMEMBERED_INPUTS_KEY]: remembered });
    writeConsent(storage, choice, NOW);
    expect(storage.data.has(REMEMBERED_INPUTS_KEY)).toBe(false);
    expect(storage.data.has(CONSENT_STORAGE_KEY)).toBe(true);
  });

  it('keeps what was remembered when Funktionella stays on', () => {
    const storage = memoryStorage({ [REMEMBERED_INPUTS_KEY]: remembered });
    writeConsent(storage, 'all', NOW);
    writeConsent(storage, { functional: true }, NOW);
    expect(storage.data.get(REMEMBERED_INPUTS_KEY)).toBe(remembered);
  });
});

describe("the inline probe that hides a returning visitor's banner before first paint", () => {
  /** Runs the inline script against a stand-in localStorage and <html>; true when it marked <html>. */
  function probe(getItem: () => string | null): boolean {
    const attributes = new Map<string, string>();
    const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
    new Function('localStorage', 'document', CONSENT_PROBE_SCRIPT)({ getItem }, document);
    return attributes.get('data-consent') === '';
  }
  const raw = (value: unknown) => () => JSON.stringify(value);

  it('marks <html> for a valid record of any choice', () => {
    expect(probe(raw(ALL))).toBe(true);
    expect(probe(raw(NECESSARY_ONLY))).toBe(true);
    expect(probe(raw(OLD_RECORD))).toBe(true);
    expect(probe(raw({ ...ALL, timestamp: '2026-11-22T11:00+01:00' }))).toBe(true);
  });

  it('leaves the banner shown for no record, bad JSON, foreign values and throwing storage', () => {
    expect(probe(() => null)).toBe(false);
    expect(probe(() => '{not json')).toBe(false);
    expect(probe(() => '"yes"')).toBe(false);
    expect(probe(() => 'null')).toBe(false);
    expect(probe(raw({ necessary: false, functional: true }))).toBe(false);
    expect(probe(raw({ ...ALL, functional: 'yes' }))).toBe(false);
    expect(probe(raw({ ...ALL, timestamp: 'igår' }))).toBe(false);
    expect(probe(raw({ ...ALL, timestamp: '2026-13-45T99:99:00Z' }))).toBe(false);
    expect(
      probe(() => {
        throw new Error('SecurityError');
      }),
    ).toBe(false);
  });

  it('agrees with isConsent on every value above', () => {
    const values: unknown[] = [
      ALL,
      NECESSARY_ONLY,
      OLD_RECORD,
      { ...ALL, timestamp: 'igår' },
      { ...ALL, analytics: 1 },
      [],
      'x',
      3,
      { ...ALL, timestamp: '2026-02-30T10:00:00Z' },
    ];
    for (const value of values) expect(probe(raw(value))).toBe(isConsent(value));
  });
});
