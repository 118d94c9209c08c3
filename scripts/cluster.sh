#!/usr/bin/env bash
# `npm run cluster`: the production topology on this machine (decision 286, README "Production cluster"):
# PostgreSQL (the machine's binaries, or DATABASE_URL), migrations once, CLUSTER_INSTANCES (2) instances with
# NODE_ENV=production started by deploy/start.sh, and HAProxy on CLUSTER_PORT (8080) checking each /readyz;
# the partner sandbox only with CLUSTER_SANDBOX=1, the demo shops to walk with it only with CLUSTER_DEMO_SHOPS=1
# (production seeds nothing). `npm run cluster -- restart` restarts the instances one at a time without losing a
# request.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-dependencies.sh

ensure_node
if [ "${1:-start}" = restart ]; then exec npx tsx scripts/cluster/cli.ts restart; fi
ensure_node_modules
ensure_haproxy
if [ -z "${DATABASE_URL:-}" ]; then postgres_bin_dir >/dev/null; fi
echo "› Building…"
npm run build --silent
exec npx tsx scripts/cluster/cli.ts start
