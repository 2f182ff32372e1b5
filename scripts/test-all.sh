#!/usr/bin/env bash
# All checks and tests: lint (ESLint, then knip: unused files, exports and dependencies, then Prettier), type check, Jest (unit: .ts in Node, .tsx in jsdom), the build
# (out/), the site checks in Node over every page of out/ (Jest, jest.site.config.mjs: head,
# canonical, JSON-LD, links, JS budget, bundle, sitemap.xml, the page list and the W3C checker),
# `npm run refresh` end to end in a copy (tests/refresh/), which builds the site a second time with
# live prices on and leaves it as out-live/, and Playwright (axe and the console check once per
# page template, the topic specs, and the 'live' project on out-live/).
# Every step runs even when an earlier one failed, so one run shows every problem; the last line
# is the summary `tests: N passed, N failed` (unit + site + refresh + Playwright; a failed gate
# such as lint or the build counts as one failure; a test that only passed on retry counts as failed).
#
# Two cores, and no step keeps both busy all the time, so what needs nothing from another step
# starts at once, and the CPU goes first to the chain Playwright waits for longest (docs/testing.md,
# "CI"):
# - lint, then the build, then the site checks, at normal priority; the type check beside lint:
#   `next typegen` writes the route types `next build` would check, tsc checks everything, and
#   when it passes ELVALET_TYPES_CHECKED=1 tells the build to skip its own copy of the check
#   (next.config.mjs);
# - the refresh test from the start, at a lower priority (its copy of the project builds on its
#   own), and Jest from the start, at a lower priority still (it needs no build).
# A step beside another has its output held back and printed when it ends, with its own time.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The live-price build (the refresh test's) bakes the mock's address in; Playwright reads the same values.
export E2E_PORT=${E2E_PORT:-4173}
export E2E_LIVE_PORT=${E2E_LIVE_PORT:-$((E2E_PORT + 1))}
export E2E_MOCK_PORT=${E2E_MOCK_PORT:-$((E2E_PORT + 8))}
mkdir -p .reports
rm -f .reports/jest.json .reports/site.json .reports/e2e.json .reports/refresh.json .reports/*.log

gate_failures=0
failed_steps=()
step() {
  local name=$1 started=$SECONDS status=0
  shift
  echo
  echo "=== $name ==="
  "$@" || status=$?
  echo "--- $name: $((SECONDS - started)) s"
  if [ "$status" -ne 0 ]; then
    gate_failures=$((gate_failures + 1))
    failed_steps+=("$name")
    return 1
  fi
}

# beside NAME CMD...: starts a step in the background, its output to .reports/NAME.log.
# finish NAME [after]: waits for it, prints its output and time ('after' names the step it ran beside).
declare -A side_pid side_started
beside() {
  local name=$1
  shift
  side_started[$name]=$SECONDS
  "$@" >".reports/$name.log" 2>&1 &
  side_pid[$name]=$!
}
finish() {
  local name=$1 status=0
  wait "${side_pid[$name]}" || status=$?
  echo
  echo "=== $name (beside ${2:-the steps above}) ==="
  cat ".reports/$name.log"
  echo "--- $name: $((SECONDS - ${side_started[$name]})) s"
  if [ "$status" -ne 0 ]; then
    gate_failures=$((gate_failures + 1))
    failed_steps+=("$name")
    return 1
  fi
}

# `npm run refresh` end to end in a copy of the project, against the price-API stand-in and with
# live prices on: a build of its own, and the export the 'live' Playwright project tests; its tests
# count in the summary like Jest's (tests/refresh/). out-live/ is there only when it passed.
rm -rf out-live
beside refresh nice -n 5 npx jest --ci --config tests/refresh/jest.config.mjs --json --outputFile=.reports/refresh.json
beside jest nice -n 10 npx jest --ci --json --outputFile=.reports/jest.json
beside typecheck bash -c 'npx next typegen >/dev/null && npx tsc --noEmit'
step lint npx eslint . --max-warnings=0
# Unused files, exports and dependencies (knip.ts).
step knip npx knip
# Formatting (Prettier with the Tailwind class-order plugin, .prettierrc.json); `npm run format` fixes it.
step format npx prettier --check .
if finish typecheck lint; then export ELVALET_TYPES_CHECKED=1; fi

# out/ is the site as deployed without Supabase: the site checks and the JS budget look at it.
if step build npm run --silent build; then
  step site npx jest -c jest.site.config.mjs --ci --json --outputFile=.reports/site.json
  finish jest 'lint, build and site'
  finish refresh 'lint, build and site'
  step playwright npx playwright test
else
  finish jest 'lint and build'
  finish refresh 'lint and build'
  echo "Bygget misslyckades: kontrollerna av out/ och Playwright körs inte."
fi

# Jest (both configs) and Playwright report their own failures in the counts; don't count them twice as gates.
summary=$(node -e '
const fs = require("fs");
const read = (f) => { try { return JSON.parse(fs.readFileSync(f, "utf8")); } catch { return null; } };
const jest = read(".reports/jest.json");
const site = read(".reports/site.json");
const e2e = read(".reports/e2e.json");
const refresh = read(".reports/refresh.json");
let passed = 0, failed = 0;
for (const run of [jest, site, refresh]) {
  if (run) { passed += run.numPassedTests; failed += run.numFailedTests + (run.numRuntimeErrorTestSuites || 0); }
}
// A flaky test (failed, then passed on retry) is a failure: no test passes by retry silently.
if (e2e) { passed += e2e.stats.expected; failed += e2e.stats.unexpected + e2e.stats.flaky; }
console.log(`${passed} ${failed} ${jest ? 1 : 0} ${site ? 1 : 0} ${e2e ? 1 : 0} ${refresh ? 1 : 0}`);
')
read -r passed failed have_jest have_site have_e2e have_refresh <<<"$summary"
for name in "${failed_steps[@]}"; do
  if { [ "$name" = jest ] && [ "$have_jest" = 1 ]; } || { [ "$name" = site ] && [ "$have_site" = 1 ]; } \
    || { [ "$name" = playwright ] && [ "$have_e2e" = 1 ]; } || { [ "$name" = refresh ] && [ "$have_refresh" = 1 ]; }; then
    gate_failures=$((gate_failures - 1))
  fi
done
failed=$((failed + gate_failures))

echo
echo "Total tid: ${SECONDS} s"
if [ ${#failed_steps[@]} -gt 0 ]; then echo "Misslyckade steg: ${failed_steps[*]}"; fi
echo "tests: ${passed} passed, ${failed} failed"
[ ${#failed_steps[@]} -eq 0 ]
