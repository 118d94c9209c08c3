# Shared by start.sh and test.sh: install what a fresh machine is missing, and nothing more.
# Sourced, not executed; expects to run from the repository root.

# npm ci only when package-lock.json changed since the last install (or node_modules is absent),
# so a second `npm start` does not pay for a reinstall.
ensure_node_modules() {
  local stamp=node_modules/.ttapply-lock-hash
  local want
  want=$(sha256sum package-lock.json | cut -d' ' -f1)
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    echo "› Installing npm dependencies (npm ci)…"
    npm ci --no-audit --no-fund
    echo "$want" > "$stamp"
  fi
}

# Runs a command as root: directly when we are root, through sudo otherwise.
as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

apt_updated=
apt_install() {
  if [ -z "$apt_updated" ]; then as_root apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@"
}

# Debian's Chromium for Playwright; the tests never download a browser of their own.
ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    echo "› Installing Debian's chromium…"
    apt_install chromium
  fi
}

# Prints the bin folder of the machine's newest PostgreSQL, installing the server when it is absent.
postgres_bin_dir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$dir" ] || [ ! -x "$dir/initdb" ]; then
    echo "› Installing PostgreSQL server binaries…" >&2
    apt_install postgresql >&2
    dir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi
  echo "$dir"
}

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
