# Sourced: starts a throwaway PostgreSQL cluster from the machine's own binaries, exports DATABASE URL
# variables, and stops and deletes it when the calling script exits. Needs ensure-dependencies.sh sourced.

start_throwaway_postgres() {
  local pg_bin
  pg_bin=$(postgres_bin_dir)
  PG_DIR=$(mktemp -d /tmp/ttapply-pg.XXXXXX)
  PG_PORT=$(free_port)
  # PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    chown postgres "$PG_DIR"
    PG_AS=(runuser -u postgres --)
  else
    PG_AS=()
  fi
  PG_CTL="$pg_bin/pg_ctl"
  trap stop_throwaway_postgres EXIT
  "${PG_AS[@]}" "$pg_bin/initdb" -D "$PG_DIR/data" -U postgres -A trust --no-sync >/dev/null
  "${PG_AS[@]}" "$PG_CTL" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  echo "› Throwaway PostgreSQL on port $PG_PORT"
}

stop_throwaway_postgres() {
  "${PG_AS[@]}" "$PG_CTL" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
