#!/usr/bin/env bash
# Builds the export a second time with live prices switched on, into out-live/, for the 'live'
# Playwright project: NEXT_PUBLIC_SUPABASE_URL points at the PostgREST stand-in that
# tests/e2e/live-prices.spec.ts starts on 127.0.0.1:$E2E_MOCK_PORT (defaults as in
# tests/e2e/support/ports.ts). Run it before `npm run build`: both builds write out/ and .next/.
#
# Only what its tests reach is rendered (`next build --debug-build-paths`): /jamfor, and the data
# files its postcode search fetches. The links /jamfor prefetches lead to pages this export does
# not have; the live spec answers those requests from out/, the full export of the same commit.
set -euo pipefail
cd "$(dirname "$0")/.."
E2E_PORT=${E2E_PORT:-4173}
E2E_MOCK_PORT=${E2E_MOCK_PORT:-$((E2E_PORT + 8))}
LIVE_BUILD_PATHS='app/jamfor/page.tsx,app/data/**/route.ts'
rm -rf out-live
export NEXT_PUBLIC_SUPABASE_URL="http://127.0.0.1:${E2E_MOCK_PORT}" NEXT_PUBLIC_SUPABASE_ANON_KEY="e2e-anon-key"
npx next build --debug-build-paths "$LIVE_BUILD_PATHS"
npx tsx scripts/place-export.ts
# The pages' Content-Security-Policy, with the stand-in's address in connect-src (as a deploy with
# Supabase gets its project's address).
npx tsx scripts/secure-export.ts
mv out out-live
