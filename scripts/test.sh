#!/usr/bin/env bash
# `npm test`: install what is missing (npm packages, Debian's chromium, PostgreSQL binaries), start a
# throwaway PostgreSQL, and run every test: typecheck, lint, domain, server (PGlite and PostgreSQL), partner
# sandbox, web, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-dependencies.sh

ensure_node

ensure_node_modules
ensure_chromium
source scripts/lib/throwaway-postgres.sh
start_throwaway_postgres

# --- the suites -----------------------------------------------------------------------------------
echo "› Typecheck and lint"
npm run typecheck --silent
npm run lint --silent

echo "› Domain tests"
npx vitest run --root packages/domain
echo "› Server tests (PGlite, and PostgreSQL through TEST_DATABASE_URL)"
npx vitest run --root apps/server
echo "› Partner sandbox tests"
npx vitest run --root apps/partner-sandbox
echo "› Web tests"
npx vitest run --root apps/web

echo "› Build and end-to-end tests in Chromium"
npm run build --silent
npm test -w @ttapply/e2e
