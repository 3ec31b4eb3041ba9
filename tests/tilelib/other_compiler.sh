#!/bin/bash
# Builds a Tile Lib layer test with a second C++ compiler (the one the
# CMake build does not use: clang++ when that is g++, and the other way
# round), warnings as errors, against the build's static library, and runs
# it in manual and in auto mode (__PTO_AUTO__).  EXTRA_FLAGS: the
# sanitizer flags of a sanitizer build (its library is instrumented).
# Usage: other_compiler.sh CXX TEST.cpp OUT SOURCE LIBPTOSIM.a CMOCKA_LIB [EXTRA_FLAGS]
set -euo pipefail
cxx=$1 src=$2 out=$3 root=$4 lib=$5 cmocka=$6 flags=${7:-}
command -v "$cxx" >/dev/null || { echo "other_compiler: $cxx not found" >&2; exit 1; }
"$cxx" --version | head -1
for mode in manual auto; do
  def=""
  [ "$mode" = auto ] && def="-D__PTO_AUTO__"
  # shellcheck disable=SC2086
  "$cxx" -std=c++17 -O1 $flags $def -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Werror -I"$root/include/compat" \
    -I"$root/include" "$src" "$lib" "$cmocka" -lm -pthread -o "$out-$mode"
  "$out-$mode"
done
