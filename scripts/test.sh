#!/usr/bin/env bash
# `npm test`: install what is missing (npm packages, Debian's chromium and haproxy, PostgreSQL binaries), start a
# throwaway PostgreSQL, and run every test: typecheck, lint, domain, server (PGlite and PostgreSQL), partner
# sandbox, web, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-dependencies.sh

ensure_node

ensure_node_modules
ensure_chromium
ensure_haproxy
source scripts/lib/throwaway-postgres.sh
start_throwaway_postgres

# --- the suites -----------------------------------------------------------------------------------
# Typecheck, then the Vitest run, with lint beside both (decision 249): lint is one single-threaded
# ESLint of about a minute, the typecheck a third of that, so side by side only they left a core idle for half a
# minute; beside the tests it fills the gaps of their pool. A failed typecheck stops the run at once (nothing else
# is worth running); a failed lint is reported, whole, once the tests end, and fails the run.
echo "› Typecheck, and lint beside it and the tests (at ${SECONDS} s)"
lint_log=$(mktemp)
# Stops a process and everything it started (npm → sh → eslint).
kill_tree() {
  local child
  for child in $(pgrep -P "$1"); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
npm run lint --silent > "$lint_log" 2>&1 &
lint_pid=$!
if ! npm run typecheck --silent; then
  echo "› Typecheck failed"
  kill_tree "$lint_pid"
  exit 1
fi

# One vitest run over the four projects (vitest.config.ts): domain, server (PGlite, and PostgreSQL through
# TEST_DATABASE_URL), partner sandbox and web share one pool of workers.
echo "› Domain, server, partner sandbox and web tests (at ${SECONDS} s)"
tests_failed=0
npx vitest run || tests_failed=1

lint_failed=0
wait "$lint_pid" || lint_failed=1
echo "› Lint$([ "$lint_failed" = 1 ] && echo ' failed' || echo ' passed') (at ${SECONDS} s):"
cat "$lint_log"
rm -f "$lint_log"
[ "$tests_failed" = 0 ] && [ "$lint_failed" = 0 ] || exit 1

echo "› Build and end-to-end tests in Chromium, one app and sandbox per worker, e2e/suite-servers.ts (at ${SECONDS} s)"
npm run build --silent
# The test composition's web build (the product's with the test lender, docs/decisions/312) for its walk.
npm run build:test-lender --silent -w @ttapply/e2e
# The production cluster on the build (decision 286): PostgreSQL of its own, two instances by deploy/start.sh behind
# HAProxy, a rolling restart under load and a database outage (scripts/cluster/cluster.test.ts, ports 5310-5320).
echo "› The production cluster: rolling restart and database outage behind HAProxy (at ${SECONDS} s)"
npx vitest run --config scripts/cluster/vitest.config.ts
npm test -w @ttapply/e2e

echo "› Every suite passed in $SECONDS s"
# The time is one of the speed figures (decision 238); `npm run bench` reads it (scripts/bench-report/summary.ts). It counts
# as the fresh-clone figure only when this run installed every npm package itself.
mkdir -p bench/results
printf '{"seconds": %d, "freshInstall": %s, "commit": "%s", "measuredAt": "%s"}\n' "$SECONDS" \
  "$([ "${INSTALLED_NODE_MODULES:-0}" = 1 ] && echo true || echo false)" "$(git rev-parse HEAD 2>/dev/null || echo unknown)" \
  "$(date -u +%Y-%m-%dT%H:%M:%SZ)" > bench/results/npm-test.json
