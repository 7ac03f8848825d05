# Sourced by the ensure-*.sh scripts: `ensure_packages HAS WHAT PACKAGE…` runs the function HAS and,
# when it fails, installs Debian's PACKAGEs (as root, or with passwordless sudo), then runs HAS
# again; still missing, it says what to install and exits 1. `.ci/run` and `npm test` call them, so
# a fresh Debian machine gets what the browser and nginx tests need.
ensure_packages() {
  local has=$1 what=$2
  shift 2
  "$has" && return 0
  local run=()
  [ "$(id -u)" = 0 ] || run=(sudo -n)
  if command -v apt-get >/dev/null && "${run[@]}" true 2>/dev/null; then
    echo "$what not found: installing Debian's $*…"
    "${run[@]}" apt-get update -qq
    "${run[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  fi
  "$has" && return 0
  echo "$what is missing. Install it with: sudo apt-get install -y $*" >&2
  exit 1
}
