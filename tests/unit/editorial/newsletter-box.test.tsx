import { render, screen, within } from '@testing-library/react';

import { NewsletterBox as Box } from '@/components/newsletter/newsletter-box';
import type { SupabaseConfig } from '@/lib/supabase/config';

/**
 * The newsletter box in the two builds. The database's address and key are read at build time
 * (lib/supabase/config.ts, whose own tests read the environment); here the config is the build's
 * answer, null without the database.
 */
let mockConfig: SupabaseConfig | null = null;
jest.mock('@/lib/supabase/config', () => ({
  ...jest.requireActual<object>('@/lib/supabase/config'),
  supabaseConfig: () => mockConfig,
}));

function loadBox(config: SupabaseConfig | null): typeof Box {
  mockConfig = config;
  return Box;
}

describe('newsletter box', () => {
  it('without the database: no form, no e-mail field, and what there is instead with working addresses', () => {
    const Box = loadBox(null);
    render(<Box />);
    const box = screen.getByRole('region', { name: 'Följ nya artiklar och elpriset' });
    expect(within(box).queryByRole('form')).not.toBeInTheDocument();
    expect(within(box).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(box).queryByRole('button')).not.toBeInTheDocument();
    expect(box).toHaveTextContent('Vi skickar inget nyhetsbrev ännu.');
    expect(within(box).getByRole('link', { name: 'Bloggens flöde' })).toHaveAttribute('href', '/blog/feed.xml');
    expect(within(box).getByRole('link', { name: 'energinyheternas flöde' })).toHaveAttribute('href', '/energinyheter/feed.xml');
    expect(within(box).getByRole('link', { name: /billigaste timmar/ })).toHaveAttribute('href', '/elpris-just-nu#kalender');
  });

  it('with the database: the sign-up form as before, and no list of alternatives', () => {
    const Box = loadBox({ url: 'https://db.example.test', anonKey: 'public-anon-key' });
    render(<Box />);
    const box = screen.getByRole('region', { name: 'Nyhetsbrev om elpriser' });
    expect(within(box).getByRole('form', { name: 'Anmälan till nyhetsbrevet' })).toBeInTheDocument();
    expect(within(box).getByLabelText('E-postadress')).toHaveAttribute('type', 'email');
    expect(within(box).getByRole('button', { name: 'Prenumerera' })).toBeEnabled();
    expect(within(box).queryByTestId('newsletter-alternatives')).not.toBeInTheDocument();
  });
});
