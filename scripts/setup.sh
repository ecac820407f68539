#!/usr/bin/env bash
# One-command setup for a fresh Debian 12 machine, and a fast no-op on one that is already set
# up (npm test and npm run demo call it every time): installs the system packages vigil needs
# with apt-get when missing, runs `npm ci` when node_modules is missing or stale (postinstall
# patches and rebuilds gstreamer-superficial), then checks that the patched binding loads.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '[setup] %s\n' "$*"; }
die() { printf '[setup] ERROR: %s\n' "$*" >&2; exit 1; }

APT_PACKAGES=(
  libgstreamer1.0-dev libgstreamer-plugins-base1.0-dev gstreamer1.0-tools
  gstreamer1.0-plugins-base gstreamer1.0-plugins-good gstreamer1.0-plugins-bad
  gstreamer1.0-plugins-ugly gstreamer1.0-libav gstreamer1.0-rtsp
  gir1.2-gst-rtsp-server-1.0 gir1.2-gstreamer-1.0 python3-gi
  ffmpeg redis-server mosquitto mosquitto-clients chromium fonts-dejavu-core pkg-config g++ make
)

# --- system packages -------------------------------------------------------------------
missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
done

if ((${#missing[@]})); then
  command -v apt-get >/dev/null || die "apt-get not found; install these packages by hand: ${missing[*]}"
  SUDO=()
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || die "not root and sudo is missing; as root run: apt-get install ${missing[*]}"
    SUDO=(sudo)
  fi
  say "installing ${#missing[@]} system package(s): ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  say "system packages present (${#APT_PACKAGES[@]})"
fi

# --- node -------------------------------------------------------------------------------
command -v node >/dev/null || die "node is not installed; vigil needs Node 20 (https://nodejs.org or Debian/NodeSource packages)"
node_major=$(node -p 'process.versions.node.split(".")[0]')
[[ "$node_major" -ge 20 ]] || die "Node $(node -v) is too old; vigil needs Node 20 or newer"

# npm ci writes node_modules/.package-lock.json; if the lock file is newer, deps are stale.
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  say "npm ci (node_modules missing or older than package-lock.json)"
  # onnxruntime-node ships its CPU binding; without this its install script tries a download.
  ONNXRUNTIME_NODE_INSTALL=skip npm ci --no-audit --no-fund
else
  say "node_modules up to date"
fi

# --- verify the patched GStreamer binding -----------------------------------------------
check=$(node -e "
  let g;
  try { g = require('gstreamer-superficial'); } catch (e) { console.log('load:' + e.message); process.exit(0); }
  const p = g.Pipeline.prototype;
  console.log(typeof p.runningTime === 'function' && typeof p.dispose === 'function' ? 'ok' : 'unpatched');
" 2>&1) || true
case "$check" in
  ok) say "gstreamer-superficial loads and carries the vigil timing and dispose patches" ;;
  unpatched) die "gstreamer-superficial is not patched (Pipeline.prototype.runningTime or dispose missing). Run: rm -rf node_modules/gstreamer-superficial && npm ci" ;;
  *) die "gstreamer-superficial does not load: ${check#load:}
  Check the GStreamer dev packages (pkg-config --modversion gstreamer-1.0) and rebuild: rm -rf node_modules && npm ci" ;;
esac
say "ready"
