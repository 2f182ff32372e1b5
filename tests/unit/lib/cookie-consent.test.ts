import {
  CONSENT_STORAGE_KEY,
  consentFor,
  isConsent,
  parseConsent,
  readConsent,
  writeConsent,
} from '@/lib/cookie-consent';

const NOW = new Date('2026-11-22T10:00:00.000Z');

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
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
    ['necessary off', JSON.stringify({ ...consentFor('all', NOW), necessary: false })],
    ['a missing category', JSON.stringify({ necessary: true, functional: true, timestamp: NOW.toISOString() })],
    ['a category as text', JSON.stringify({ ...consentFor('all', NOW), analytics: 'yes' })],
    ['no timestamp', JSON.stringify({ necessary: true, functional: true, analytics: true })],
    ['a timestamp that is not a time', JSON.stringify({ ...consentFor('all', NOW), timestamp: 'igår' })],
  ])('treats %s as no choice (banner shows)', (_label, raw) => {
    const storage = memoryStorage(raw === undefined ? {} : { [CONSENT_STORAGE_KEY]: raw });
    expect(readConsent(storage)).toBeNull();
  });

  it('drops unknown extra fields from a valid record', () => {
    const raw = JSON.stringify({ ...consentFor('all', NOW), tracking: true });
    expect(parseConsent(raw)).toEqual(consentFor('all', NOW));
  });

  it('never throws when storage is missing or throws, on read or write', () => {
    expect(readConsent(null)).toBeNull();
    expect(readConsent(throwingStorage)).toBeNull();
    expect(writeConsent(throwingStorage, 'all', NOW)).toEqual(consentFor('all', NOW));
    expect(writeConsent(null, 'necessary', NOW)).toEqual(consentFor('necessary', NOW));
  });

  it('isConsent accepts only the exact record shape', () => {
    expect(isConsent(consentFor('all', NOW))).toBe(true);
    expect(isConsent(null)).toBe(false);
    expect(isConsent('x')).toBe(false);
  });
});
