/** @jest-environment node */
import { fillCopy } from '@/lib/fill-copy';

describe('fillCopy', () => {
  it('fills named figures in a text and in every string of a copy object', () => {
    expect(fillCopy('{count} elnätsbolag den {date}', { count: '127', date: '31 december 2025' })).toBe('127 elnätsbolag den 31 december 2025');
    expect(fillCopy({ a: 'Alla {count}', b: ['{count} st', 3], c: { d: 'ingen' } }, { count: '290' })).toEqual({
      a: 'Alla 290',
      b: ['290 st', 3],
      c: { d: 'ingen' },
    });
  });

  it('leaves an unknown name and text without braces as they are', () => {
    expect(fillCopy('{okänd} och {count}', { count: '1' })).toBe('{okänd} och 1');
    expect(fillCopy('Inga siffror', {})).toBe('Inga siffror');
  });
});
