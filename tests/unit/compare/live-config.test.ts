import { fetchLiveOfferPricesIfConfigured, livePricesConfigured } from '@/lib/compare/live-config';
import { stockholmDate } from '@/lib/domain/stockholm-time';

describe('stockholmDate', () => {
  it('is the calendar day in Sweden, not in UTC', () => {
    expect(stockholmDate(new Date('2026-11-22T22:59:59Z'))).toBe('2026-11-22');
    expect(stockholmDate(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
    // Summer time: UTC+2.
    expect(stockholmDate(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(stockholmDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});

describe('without NEXT_PUBLIC_SUPABASE_* at build time', () => {
  it('is off and never warns or loads anything', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(livePricesConfigured()).toBe(false);
    await expect(fetchLiveOfferPricesIfConfigured('SE3', ['se3-tibber-kvartsprisavtal-lopande-se3-kvartspris'])).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
