/** @jest-environment node */
import { densityPerKm2, distanceKm, nearest, percentChange, plainMean, rankDescending } from '@/lib/cities/figures';

describe('rankDescending', () => {
  it('ranks the largest value 1 and lets ties share a rank (1, 2, 2, 4)', () => {
    const ranks = rankDescending([
      { key: 'a', value: 10 },
      { key: 'b', value: 30 },
      { key: 'c', value: 20 },
      { key: 'd', value: 20 },
    ]);
    expect(Object.fromEntries(ranks)).toEqual({ b: 1, c: 2, d: 2, a: 4 });
  });

  it('handles an empty list', () => {
    expect(rankDescending([]).size).toBe(0);
  });
});

describe('densityPerKm2', () => {
  it('divides, unrounded (pages print one decimal)', () => {
    // Malung-Sälen: 10 254 inhabitants on 4 084,89 km² → 2,5102… (printed 2,5).
    expect(densityPerKm2(10_254, 4084.89)).toBeCloseTo(2.5102, 4);
    // Stockholm: 995 574 on 187,16 km² → 5 319,3738… (printed 5 319,4).
    expect(densityPerKm2(995_574, 187.16)).toBeCloseTo(5319.3738, 4);
  });

  it('refuses a zero or negative area', () => {
    expect(() => densityPerKm2(100, 0)).toThrow(RangeError);
    expect(() => densityPerKm2(100, -1)).toThrow(RangeError);
    expect(() => densityPerKm2(Number.NaN, 1)).toThrow(RangeError);
  });
});

describe('distances', () => {
  it('measures great-circle distance in km', () => {
    // One degree of latitude is about 111,2 km.
    expect(distanceKm({ lat: 60, lon: 15 }, { lat: 61, lon: 15 })).toBeCloseTo(111.2, 1);
    expect(distanceKm({ lat: 59.3, lon: 18.1 }, { lat: 59.3, lon: 18.1 })).toBe(0);
  });

  it('lists the nearest points, itself excluded, ties by Swedish name order', () => {
    const origin = { key: 'o', name: 'Origo', lat: 60, lon: 15 };
    const candidates = [
      origin,
      { key: 'far', name: 'Långt', lat: 62, lon: 15 },
      { key: 'z', name: 'Zeta', lat: 60.5, lon: 15 },
      { key: 'å', name: 'Åby', lat: 59.5, lon: 15 },
      { key: 'a', name: 'Alfa', lat: 60.5, lon: 15 },
    ];
    expect(nearest(origin, candidates, 3).map((c) => c.key)).toEqual(['a', 'z', 'å']);
    expect(nearest(origin, candidates, 0)).toEqual([]);
    expect(nearest(origin, [origin], 5)).toEqual([]);
  });
});

describe('means and changes', () => {
  it('takes a plain mean', () => {
    expect(plainMean([45.62, 45.63, 59.02, 74.22])).toBeCloseTo(56.1225, 10);
    expect(plainMean([])).toBeNull();
  });

  it('gives a change in percent of the first value', () => {
    expect(percentChange(40, 50)).toBe(25);
    expect(percentChange(-10, -5)).toBe(50);
    expect(percentChange(0, 5)).toBeNull();
  });
});
