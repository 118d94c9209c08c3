#!/usr/bin/env bash
# `npm start`: install what is missing, build, and serve the app with the embedded database (PGlite under
# ./data) on http://localhost:${PORT:-3000}, with the partner sandbox (the lenders' side, for training and
# development) beside it on ${SANDBOX_PORT:-PORT+1}. In production no sandbox is started.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-dependencies.sh

ensure_node

ensure_node_modules
echo "› Building…"
npm run build --silent
export PORT="${PORT:-3000}"

if [ "${NODE_ENV:-}" != "production" ]; then
  export SANDBOX_PORT="${SANDBOX_PORT:-$((PORT + 1))}"
  export PARTNER_SANDBOX_URL="http://127.0.0.1:${SANDBOX_PORT}"
  # Outside production `npm start` is the training and development set-up: the pay-link training is on
  # (decision 085), reached from the training landing at /fm-train.
  export TRAINING_BUILD="${TRAINING_BUILD:-true}"
  echo "› Partner sandbox (lenders for training and development) on ${PARTNER_SANDBOX_URL}"
  # Loopback only, whatever HOST the app listens on: the app talks to it, nobody else needs to.
  HOST=127.0.0.1 APP_ORIGIN="${APP_ORIGIN:-${PUBLIC_BASE_URL:-http://localhost:${PORT}}}" \
    node apps/partner-sandbox/dist/server.js &
  sandbox_pid=$!
  # The sandbox lives as long as the app: stopped however this script ends.
  trap 'kill "$sandbox_pid" 2>/dev/null || true' EXIT
fi

echo "› Serving Text To Apply on http://localhost:${PORT}"
node apps/server/dist/server.js &
app_pid=$!
# Ctrl-C or a TERM for this script: let the app close cleanly (it handles SIGTERM), then leave.
trap 'kill -TERM "$app_pid" 2>/dev/null || true' INT TERM
status=0
wait "$app_pid" || status=$?
# A trapped signal ends `wait` early; wait again for the app to finish closing.
if kill -0 "$app_pid" 2>/dev/null; then wait "$app_pid" || status=$?; fi
exit "$status"
