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
const ALL = { necessary: true, functional: true, analytics: true, timestamp: '2026-11-22T10:00:00.000Z' };
const NECESSARY_ONLY = { necessary: true, functional: false, analytics: false, timestamp: '2026-11-22T10:00:00.000Z' };

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

describe('consent choices (spec section 4)', () => {
  it("'Acceptera alla' turns every category on", () => {
    expect(consentFor('all', NOW)).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      timestamp: '2026-11-22T10:00:00.000Z',
    });
  });

  it("'Endast nödvändiga' keeps only the necessary category", () => {
    expect(consentFor('necessary', NOW)).toMatchObject({ necessary: true, functional: false, analytics: false });
  });

  it("'Spara inställningar' stores exactly the chosen toggles, necessary always on", () => {
    expect(consentFor({ functional: false, analytics: true }, NOW)).toMatchObject({
      necessary: true,
      functional: false,
      analytics: true,
    });
  });
});

describe('reading the stored record', () => {
  it('round-trips a written choice under the cookie-consent key', () => {
    const storage = memoryStorage();
    const written = writeConsent(storage, { functional: true, analytics: false }, NOW);
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
    ['a missing category', JSON.stringify({ necessary: true, functional: true, timestamp: NOW.toISOString() })],
    ['a category as text', JSON.stringify({ ...ALL, analytics: 'yes' })],
    ['no timestamp', JSON.stringify({ necessary: true, functional: true, analytics: true })],
    ['a timestamp that is not a time', JSON.stringify({ ...ALL, timestamp: 'igår' })],
  ])('treats %s as no choice (banner shows)', (_label, raw) => {
    const storage = memoryStorage(raw === undefined ? {} : { [CONSENT_STORAGE_KEY]: raw });
    expect(readConsent(storage)).toBeNull();
  });

  it('drops unknown extra fields from a valid record', () => {
    const raw = JSON.stringify({ ...ALL, tracking: true });
    expect(parseConsent(raw)).toEqual(ALL);
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

describe('functional storage follows the consent (decisions.md, "Consumer rules")', () => {
  const remembered = '{"version":1,"postalCode":"11122"}';

  it('is allowed only with a stored choice that includes Funktionella', () => {
    expect(functionalConsentGiven(memoryStorage())).toBe(false);
    expect(functionalConsentGiven(null)).toBe(false);
    expect(functionalConsentGiven(throwingStorage)).toBe(false);
    const storage = memoryStorage();
    writeConsent(storage, { functional: true, analytics: false }, NOW);
    expect(functionalConsentGiven(storage)).toBe(true);
    writeConsent(storage, 'all', NOW);
    expect(functionalConsentGiven(storage)).toBe(true);
    writeConsent(storage, { functional: false, analytics: true }, NOW);
    expect(functionalConsentGiven(storage)).toBe(false);
  });

  it.each([
    ["'Endast nödvändiga' (and the X)", 'necessary' as const],
    ['settings saved without Funktionella', { functional: false, analytics: true }],
  ])('%s deletes what was remembered', (_label, choice) => {
    const storage = memoryStorage({ [REMEMBERED_INPUTS_KEY]: remembered });
    writeConsent(storage, choice, NOW);
    expect(storage.data.has(REMEMBERED_INPUTS_KEY)).toBe(false);
    expect(storage.data.has(CONSENT_STORAGE_KEY)).toBe(true);
  });

  it('keeps what was remembered when Funktionella stays on', () => {
    const storage = memoryStorage({ [REMEMBERED_INPUTS_KEY]: remembered });
    writeConsent(storage, 'all', NOW);
    writeConsent(storage, { functional: true, analytics: false }, NOW);
    expect(storage.data.get(REMEMBERED_INPUTS_KEY)).toBe(remembered);
  });
});
