import { subscribeToNewsletter } from '@/lib/newsletter/subscribe';
import { supabaseConfig } from '@/lib/supabase/config';

describe('without NEXT_PUBLIC_SUPABASE_* at build time', () => {
  it('answers unavailable at once, loads nothing and warns nothing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(supabaseConfig()).toBeNull();
    await expect(subscribeToNewsletter('anna@exempel.se')).resolves.toBe('unavailable');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
