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
# Typecheck and lint side by side: each is one single-threaded process, so one after the other they left a
# core idle (decision 249). Each one's output is printed whole once it ends; either failing fails the run.
echo "› Typecheck and lint, side by side (at ${SECONDS} s)"
checks_dir=$(mktemp -d)
npm run typecheck --silent > "$checks_dir/typecheck.log" 2>&1 &
typecheck_pid=$!
npm run lint --silent > "$checks_dir/lint.log" 2>&1 &
lint_pid=$!
checks_failed=0
# Waits for one check and prints its output whole; a failure is remembered, not fatal, so both always print.
report_check() {
  if ! wait "$2"; then
    echo "› $1 failed:"
    checks_failed=1
  fi
  cat "$checks_dir/$1.log"
}
report_check typecheck "$typecheck_pid"
report_check lint "$lint_pid"
rm -rf "$checks_dir"
[ "$checks_failed" = 0 ] || exit 1

# One vitest run over the four projects (vitest.config.ts): domain, server (PGlite, and PostgreSQL through
# TEST_DATABASE_URL), partner sandbox and web share one pool of workers.
echo "› Domain, server, partner sandbox and web tests (at ${SECONDS} s)"
npx vitest run

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
