#!/usr/bin/env bash
# `npm start`: install what is missing, build, and serve the app with the embedded database (PGlite under
# ./data) and the sandbox partners on http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-dependencies.sh

ensure_node_modules
echo "› Building…"
npm run build --silent
export PORT="${PORT:-3000}"
echo "› Serving Text To Apply on http://localhost:${PORT}"
exec node apps/server/dist/server.js
