#!/usr/bin/env bash
# The one start script (decision 286): `npm run cluster` starts every instance with it, the image's entrypoint is
# it, and the compose file runs it for each role. Expects the build (`npm run build`) beside it.
#   deploy/start.sh migrate   apply the migrations once per deploy, then exit
#   deploy/start.sh server    the API behind the proxy (and its share of the jobs unless JOB_WORKERS=0)
#   deploy/start.sh demo-shops  write the demo shops and test link codes (a training or test cluster), then exit
#   deploy/start.sh worker    jobs only: no proxy sends it traffic; it answers /livez, /readyz and /metrics
# Production by default: it refuses to start without its secrets (apps/server/src/config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_ENV="${NODE_ENV:-production}"
role="${1:-server}"
case "$role" in
  migrate)
    exec node apps/server/dist/migrate.js
    ;;
  demo-shops)
    exec node apps/server/dist/seed-demo-shops.js
    ;;
  server)
    # Migrations are the deploy's own step: an instance on a database behind its build refuses to start.
    export MIGRATE_ON_START="${MIGRATE_ON_START:-0}"
    exec node apps/server/dist/server.js
    ;;
  worker)
    export MIGRATE_ON_START="${MIGRATE_ON_START:-0}" JOB_WORKERS=1
    exec node apps/server/dist/server.js
    ;;
  *)
    echo "usage: deploy/start.sh migrate|demo-shops|server|worker" >&2
    exit 64
    ;;
esac
