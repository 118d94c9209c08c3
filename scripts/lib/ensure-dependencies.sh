# Shared by start.sh and test.sh: install what a fresh machine is missing, and nothing more.
# Sourced, not executed; expects to run from the repository root.

# pg-boss 12, which runs every durable job, supports Node 22.12 and later (decision 193). A machine whose Node is
# older gets the official Node 22 binary from the npm registry (the node-linux-<arch> package holds it) under
# .tools/, once, and every later step of the script runs on it (npm included: it starts through `env node`).
NODE_MINIMUM=22.12.0
NODE_PINNED=22.23.3

node_is_supported() {
  node -e "const [a,b]=process.versions.node.split('.').map(Number);const [x,y]='$NODE_MINIMUM'.split('.').map(Number);process.exit(a>x||(a===x&&b>=y)?0:1)" 2>/dev/null
}

ensure_node() {
  if node_is_supported; then return; fi
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *)
      echo "Node $(node --version 2>/dev/null || echo '(none)') is older than $NODE_MINIMUM, which the job queue (pg-boss) needs, and no Node $NODE_PINNED package exists for $(uname -m). Install Node $NODE_MINIMUM or later and try again." >&2
      exit 1
      ;;
  esac
  local dir=".tools/node-$NODE_PINNED"
  local bin="$PWD/$dir/node_modules/node-linux-$arch/bin"
  if [ ! -x "$bin/node" ]; then
    echo "› Node $(node --version) is older than $NODE_MINIMUM, which the job queue (pg-boss) needs: installing Node $NODE_PINNED from the npm registry into $dir…"
    mkdir -p "$dir"
    npm install --prefix "$dir" --no-save --no-audit --no-fund --no-package-lock "node-linux-$arch@$NODE_PINNED" >/dev/null
  fi
  export PATH="$bin:$PATH"
  if ! node_is_supported; then
    echo "Node $NODE_MINIMUM or later is needed (the job queue, pg-boss, supports no older Node), and $dir did not provide it. Install Node $NODE_MINIMUM or later and try again." >&2
    exit 1
  fi
  echo "› Using Node $(node --version) from $dir"
}

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
    # A clean clone installs everything; `npm test` records whether its time included that (bench summary).
    INSTALLED_NODE_MODULES=1
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

# Debian's Chromium for Playwright; the tests never download a browser of their own. Beside the browser, Debian's
# headless shell of the same Chromium runs the e2e suite's walks at about two thirds of the processor time
# (decision 255). Without it (no package source, no root) the suite runs on the full browser: slower, not wrong.
ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    echo "› Installing Debian's chromium…"
    apt_install chromium
  fi
  if [ ! -x /usr/bin/chromium-headless-shell ]; then
    echo "› Installing Debian's chromium-headless-shell…"
    apt_install chromium-headless-shell ||
      echo "› chromium-headless-shell could not be installed: the e2e suite runs on /usr/bin/chromium"
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
