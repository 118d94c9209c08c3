#!/usr/bin/env bash
# `npm run bench`: install what is missing, start a throwaway PostgreSQL, and measure shop search over 50,000
# shops on PGlite and PostgreSQL next to a bare Fastify route (apps/server/bench/README.md).
# BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_SHOPS and BENCH_POINTS change the settings.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-dependencies.sh

ensure_node_modules
source scripts/lib/throwaway-postgres.sh
start_throwaway_postgres

npx tsx --conditions=@ttapply/source apps/server/bench/run-bench.ts
