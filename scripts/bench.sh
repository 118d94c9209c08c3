#!/usr/bin/env bash
# `npm run bench`: install what is missing, start a throwaway PostgreSQL, and measure
#   1. shop search over 50,000 shops on PGlite and PostgreSQL next to a bare Fastify route
#      (apps/server/bench/README.md; BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_SHOPS, BENCH_POINTS,
#      BENCH_DATABASES change the settings), and
#   2. the application path: many applicants submitting and polling to a decision, on PGlite and PostgreSQL
#      (apps/server/bench/application-bench.ts; BENCH_APPLICANTS, BENCH_POLL_MS), and
#   3. the shop console's live boards: 200 open boards while applications flow, event delay
#      (apps/server/bench/board-bench.ts; BENCH_BOARDS, BENCH_BOARD_APPLICANTS), and
#   4. the partner API: starting a journey at 100 a second, and the time from an event's commit to its webhook's
#      first delivery at 1,000 journeys an hour (apps/server/bench/partner-bench.ts; BENCH_PARTNER_RATE,
#      BENCH_PARTNER_SECONDS, BENCH_WEBHOOK_JOURNEYS_PER_HOUR, BENCH_WEBHOOK_SECONDS), and
#   5. the console's reports: 1,000,000 journeys loaded with generate_series, each report under 500 ms
#      (apps/server/bench/reports-bench.ts; BENCH_REPORT_JOURNEYS), and
#   6. the first pages' Largest Contentful Paint and JavaScript on the wire under Lighthouse's mobile
#      throttling, in Debian's Chromium (e2e/bench/web-vitals.bench.ts; BENCH_WEB_RUNS), and
#   7. the application path's capacity: the most applications a second with submit and poll p99 <= 50 ms, on
#      one instance and on two behind HAProxy (scripts/cluster/capacity-bench.ts; BENCH_CAPACITY_STEPS,
#      BENCH_CAPACITY_SECONDS), written to bench/results/capacity.json, and
#   8. one table of the speed figures (decision 238) with their aims and PASS/MISS, also in bench/results/latest.json
#      (scripts/bench-report/summary.ts; the `npm test` time is the last fresh-clone run's).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-dependencies.sh

ensure_node

ensure_node_modules
ensure_chromium
ensure_haproxy
source scripts/lib/throwaway-postgres.sh
start_throwaway_postgres
# This run's figures only: a bench that stopped early must not leave the summary an earlier run's.
rm -f apps/server/bench/results/latest.json e2e/bench/results/web-vitals.json

echo "› Shop search under load"
npx tsx --conditions=@ttapply/source apps/server/bench/run-bench.ts

echo "› Applications: submit and poll to a decision under load"
npx tsx --conditions=@ttapply/source apps/server/bench/application-bench.ts

echo "› The shop console's live boards while applications flow"
npx tsx --conditions=@ttapply/source apps/server/bench/board-bench.ts

echo "› The partner API: starting journeys at 100 a second, and webhooks from commit to delivery (PostgreSQL)"
npx tsx --conditions=@ttapply/source apps/server/bench/partner-bench.ts

echo "› The console's reports over 1,000,000 journeys (PostgreSQL)"
npx tsx --conditions=@ttapply/source apps/server/bench/reports-bench.ts

echo "› Build, then the web app's first pages under mobile throttling"
npm run build --silent
npx playwright test -c e2e/bench.config.ts

echo "› The application path's capacity: one instance, then two, behind HAProxy (the build; decision 286)"
npx tsx scripts/cluster/capacity-bench.ts

echo "› Summary"
npx tsx scripts/bench-report/summary.ts
