import { z } from 'zod';

import { lazyContent } from '@/lib/content/load';

describe('lazyContent', () => {
  const schema = z.object({ name: z.string().min(1), items: z.array(z.number()) });

  it('parses once, on first use, and returns the same frozen value afterwards', () => {
    const raw = jest.fn(() => ({ name: 'a', items: [1, 2] }));
    const get = lazyContent('test.json', schema, raw);
    expect(raw).not.toHaveBeenCalled();
    const first = get();
    expect(first).toEqual({ name: 'a', items: [1, 2] });
    expect(get()).toBe(first);
    expect(raw).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.items)).toBe(true);
  });

  it('names the content and the field when the data is malformed', () => {
    const get = lazyContent('content/data/broken.json', schema, () => ({ name: '', items: ['x'] }));
    expect(get).toThrow(/Invalid content in content\/data\/broken\.json:\n {2}name: .*\n {2}items\.0: /);
  });
});
