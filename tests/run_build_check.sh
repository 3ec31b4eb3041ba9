#!/bin/bash
# The run build (`make run`: tests off) must need no test package: configure
# it in a directory of its own and check that its configuration names none
# of cmocka, MPFR, GMP, cJSON or pkg-config, and no C++ compiler.
# Usage: run_build_check.sh BUILD SOURCE CC GENERATOR
set -euo pipefail
build=$1 src=$2 cc=$3 gen=$4
dir=$build/run-build-check
rm -rf "$dir"
cmake -S "$src" -B "$dir" -G "$gen" -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=Release -DPTOSIM_TESTS=OFF >"$build/run-build-check.log"
files=("$dir/CMakeCache.txt")
for f in build.ninja Makefile; do [ -e "$dir/$f" ] && files+=("$dir/$f"); done
if grep -n -i -E 'cmocka|mpfr|gmp|cjson|pkg_config|pkg-config' "${files[@]}"; then
  echo "run_build_check: the run build refers to a test package (above)" >&2
  exit 1
fi
grep -q 'PTOSIM_TESTS:BOOL=OFF' "$dir/CMakeCache.txt"
if grep -n 'CMAKE_CXX_COMPILER' "$dir/CMakeCache.txt"; then
  echo "run_build_check: the run build looks for a C++ compiler (above)" >&2
  exit 1
fi
echo "run_build_check: the run build names no test package (${files[*]##*/})"
rm -rf "$dir"
