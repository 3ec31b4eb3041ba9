#!/bin/sh
# Installs the Debian packages ptosim needs that this machine lacks.
# Usage: scripts/deps.sh run|test
set -e
pkgs="cmake ninja-build gcc make"
if [ "$1" = test ]; then
  pkgs="$pkgs libcmocka-dev libmpfr-dev libgmp-dev libcjson-dev clang-14 g++ git pkg-config"
fi
missing=""
for p in $pkgs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "ptosim: installing$missing" >&2
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq $missing >/dev/null
