#!/usr/bin/env bash
# Generates a named Drizzle migration from the schema (drizzle.config.ts): npm run db:generate -w @ttapply/server -- <name>
#
# npm installs drizzle-orm under apps/server/node_modules while drizzle-kit is hoisted to the root, and
# drizzle-kit then cannot find the ORM ("Please install latest version of drizzle-orm"). This links it for
# the run and removes the link afterwards, also when generation fails.
set -euo pipefail
name="${1:?usage: generate-migration.sh <migration-name>}"
server_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
root_modules="$server_dir/../../node_modules"
link="$root_modules/drizzle-orm"
created=0
if [ ! -e "$link" ] && [ -d "$server_dir/node_modules/drizzle-orm" ]; then
  ln -s ../apps/server/node_modules/drizzle-orm "$link"
  created=1
fi
cleanup() { if [ "$created" = 1 ]; then rm -f "$link"; fi; }
trap cleanup EXIT
cd "$server_dir"
npx drizzle-kit generate --name "$name"
