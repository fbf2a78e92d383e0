# Sourced by the ensure-*.sh scripts: the one place that installs a missing Debian package.
# apt_install_or_stop "<what is missing>" "<other way to get it, or empty>" <debian-package>...
# Installs the packages when we may (root with apt-get) and returns; otherwise stops the script and says
# exactly what to run.
apt_install_or_stop() {
  local missing="$1" alternative="$2"
  shift 2
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "$missing is missing: installing it with apt-get install -y $*" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
    return 0
  fi
  echo "$missing is missing. Install it with: apt-get install -y $* (as root)${alternative:+ or $alternative}, then run again." >&2
  exit 1
}
