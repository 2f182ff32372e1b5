import { REMOTE_TIMEOUT_MS, supabaseConfig } from '@/lib/supabase/config';

import { reportRpcArgs, type ReportSubject } from './report';

/**
 * Storing a report when the remote database is configured at build time (lib/supabase/config.ts).
 * supabase-js is loaded only when a report is sent; in a build without the database the import
 * below is dropped, and the form sends by e-mail instead.
 */

// One constant condition around the import(), so the bundler drops it when the database is unset.
const loadRemote = process.env.NEXT_PUBLIC_SUPABASE_URL && process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ? () => import('@/lib/reports/report-remote') : null;

/** 'sent'; 'unavailable' when this build has no database; 'failed' when the database did not take it. */
export type ReportResult = 'sent' | 'unavailable' | 'failed';

export const REPORT_WARNING = 'Felrapporten kunde inte sparas.';

/** True when this build stores reports (else the form sends them by e-mail). */
export function reportsStored(): boolean {
  return loadRemote !== null && supabaseConfig() !== null;
}

export async function sendReport(subject: ReportSubject, message: string, pagePath: string): Promise<ReportResult> {
  const config = supabaseConfig();
  if (!loadRemote || !config) return 'unavailable';
  try {
    const { saveReport } = await loadRemote();
    await saveReport({ ...config, args: reportRpcArgs(subject, message, pagePath), timeoutMs: REMOTE_TIMEOUT_MS });
    return 'sent';
  } catch (error) {
    console.warn(REPORT_WARNING, error instanceof Error ? error.message : error);
    return 'failed';
  }
}
