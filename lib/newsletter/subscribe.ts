import { NEWSLETTER_CONSENT_VERSION } from '@/lib/newsletter/email';
import { REMOTE_TIMEOUT_MS, supabaseConfig } from '@/lib/supabase/config';

/**
 * Storing a newsletter address (docs/rules/consent-and-privacy.md): into `newsletter_subscribers` through the
 * `subscribe_newsletter` function when the remote database is configured at build time
 * (lib/supabase/config.ts), which answers a new and a known address alike. supabase-js is loaded
 * only when someone subscribes; in a build without the database the import below is dropped.
 */

// One constant condition around the import(), so the bundler drops it when the database is unset.
const loadRemote = process.env.NEXT_PUBLIC_SUPABASE_URL && process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ? () => import('@/lib/newsletter/subscribe-remote') : null;

/**
 * 'subscribed' for a new or an already known address (the visitor cannot tell which);
 * 'unavailable' when this build has no database; 'failed' when the database did not answer well.
 */
export type SubscribeResult = 'subscribed' | 'unavailable' | 'failed';

export const NEWSLETTER_WARNING = 'Nyhetsbrevsanmälan kunde inte sparas.';

export async function subscribeToNewsletter(email: string): Promise<SubscribeResult> {
  const config = supabaseConfig();
  if (!loadRemote || !config) return 'unavailable';
  try {
    const { saveSubscriber } = await loadRemote();
    await saveSubscriber({ ...config, email, consentVersion: NEWSLETTER_CONSENT_VERSION, timeoutMs: REMOTE_TIMEOUT_MS });
    return 'subscribed';
  } catch (error) {
    console.warn(NEWSLETTER_WARNING, error instanceof Error ? error.message : error);
    return 'failed';
  }
}
