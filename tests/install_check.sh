#!/bin/bash
# Installs the build into a prefix inside the build directory, then checks
# the installed copy as a user of the library sees it:
#   - the headers, both libraries, the command, ptosim.pc, the CMake package;
#   - the shared library: SONAME with the version, only pto_ symbols
#     exported, exactly the functions the installed headers declare, and no
#     dependency but libc and libm;
#   - examples/tsubs_example.c, copied out of the tree, built with
#     pkg-config and with find_package(ptosim) (shared and static) against
#     the installed copy, and run;
#   - the installed command runs examples/seeds.s;
#   - with a C++ compiler given: the Tile Lib headers (include/ptosim/compat)
#     and examples/tilelib/tsubs_kernel.cpp built against them with the
#     compiler's -I flags and with find_package(ptosim) -> ptosim::tilelib.
# Usage: install_check.sh BUILD SOURCE CC GENERATOR LIBDIR SOVERSION PKG_CONFIG [EXTRA_FLAGS [CXX]]
set -euo pipefail
build=$1 src=$2 cc=$3 gen=$4 libdir=$5 soversion=$6 pkgconfig=$7 flags=${8:-} cxx=${9:-}
work=$build/install-check
prefix=$work/prefix
fail() { echo "install_check: $*" >&2; exit 1; }
# True if executable $1 loads the installed shared library.
uses_installed() {
  local got
  got=$(ldd "$1" | awk '/libptosim\.so/ { print $3 }')
  [ -n "$got" ] && [ "$(readlink -f "$got")" = "$(readlink -f "$prefix/$libdir/libptosim.so.$soversion")" ]
}

rm -rf "$work"
mkdir -p "$work/pc" "$work/fp"
cmake --install "$build" --prefix "$prefix" >"$work/install.log"

for f in include/ptosim/ptosim.h include/ptosim/tile.h include/ptosim/codec.h include/ptosim/program.h \
         include/ptosim/ptoas.h "$libdir/libptosim.a" "$libdir/libptosim.so" "$libdir/libptosim.so.$soversion" \
         "$libdir/pkgconfig/ptosim.pc" "$libdir/cmake/ptosim/ptosimConfig.cmake" bin/ptosim; do
  [ -e "$prefix/$f" ] || fail "not installed: $f"
done
so=$prefix/$libdir/libptosim.so

soname=$(readelf -d "$so" | sed -n 's/.*(SONAME).*\[\(.*\)\].*/\1/p')
[ "$soname" = "libptosim.so.$soversion" ] || fail "SONAME is '$soname', expected libptosim.so.$soversion"

# Exported symbols against the functions declared in the installed headers
# (comments stripped, macros not expanded; perl rather than GCC's
# -fpreprocessed, which Clang lacks).
nm -D --defined-only "$so" | awk '$2 != "A" { print $3 }' | sed 's/@.*//' | sort -u >"$work/exported"
[ -s "$work/exported" ] || fail "the shared library exports nothing"
if grep -v '^pto_' "$work/exported" >"$work/bad"; then fail "exports names without pto_: $(tr '\n' ' ' <"$work/bad")"; fi
for h in "$prefix"/include/ptosim/*.h; do perl -0pe 's{/\*.*?\*/}{ }gs; s{//[^\n]*}{}g' "$h"; done |
  grep -oE '\bpto_[a-z0-9_]+[[:space:]]*\(' | sed -E 's/[[:space:]]*\($//' | sort -u >"$work/declared"
if ! diff "$work/declared" "$work/exported" >"$work/symdiff"; then
  cat "$work/symdiff" >&2
  fail "exported symbols (>) differ from the functions the headers declare (<)"
fi

allowed='^(libc\.so\.6|libm\.so\.6)$'
[ -n "$flags" ] && allowed='^(libc\.so\.6|libm\.so\.6|libasan\.so\.[0-9]+|libubsan\.so\.[0-9]+)$'
readelf -d "$so" | sed -n 's/.*(NEEDED).*\[\(.*\)\].*/\1/p' >"$work/needed"
if grep -vE "$allowed" "$work/needed" >"$work/bad"; then fail "the library needs $(tr '\n' ' ' <"$work/bad")"; fi

cp "$src/examples/tsubs_example.c" "$work/pc/"
cp "$src/examples/tsubs_example.c" "$work/fp/"

# pkg-config
export PKG_CONFIG_PATH=$prefix/$libdir/pkgconfig
"$pkgconfig" --exists ptosim || fail "pkg-config does not find ptosim"
[ "$("$pkgconfig" --modversion ptosim)" = "$("$pkgconfig" --modversion "$prefix/$libdir/pkgconfig/ptosim.pc")" ]
# shellcheck disable=SC2046,SC2086
"$cc" $flags -Wall -Wextra -Werror -o "$work/pc/tsubs_example" "$work/pc/tsubs_example.c" \
  $("$pkgconfig" --cflags --libs ptosim) "-Wl,-rpath,$prefix/$libdir"
uses_installed "$work/pc/tsubs_example" ||
  fail "the pkg-config build does not use the installed shared library"
"$work/pc/tsubs_example" >"$work/pc/out.txt" || fail "the pkg-config build of tsubs_example failed"

# find_package
cat >"$work/fp/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.20)
project(uses_ptosim C)
find_package(ptosim 0.1 REQUIRED)
add_executable(tsubs_shared tsubs_example.c)
target_link_libraries(tsubs_shared PRIVATE ptosim::ptosim)
add_executable(tsubs_static tsubs_example.c)
target_link_libraries(tsubs_static PRIVATE ptosim::ptosim_static)
CMAKE
cmake -S "$work/fp" -B "$work/fp/build" -G "$gen" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_C_COMPILER="$cc" \
  -DCMAKE_C_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$flags" >"$work/fp/configure.log"
cmake --build "$work/fp/build" >"$work/fp/build.log"
uses_installed "$work/fp/build/tsubs_shared" ||
  fail "the find_package build does not use the installed shared library"
if ldd "$work/fp/build/tsubs_static" | grep -q libptosim; then fail "ptosim::ptosim_static links the shared library"; fi
"$work/fp/build/tsubs_shared" >"$work/fp/shared.txt" || fail "the find_package shared build of tsubs_example failed"
"$work/fp/build/tsubs_static" >"$work/fp/static.txt" || fail "the find_package static build of tsubs_example failed"
cmp -s "$work/pc/out.txt" "$work/fp/shared.txt" && cmp -s "$work/pc/out.txt" "$work/fp/static.txt" ||
  fail "the builds print different results"

# The installed command finds the installed library.
uses_installed "$prefix/bin/ptosim" ||
  fail "the installed command does not use the installed library"
"$prefix/bin/ptosim" run "$src/examples/seeds.s" >"$work/seeds.txt" || fail "the installed command failed on seeds.s"
grep -q "status: ok" "$work/seeds.txt" || fail "the installed command did not run seeds.s to its end"
if [ -n "$cxx" ]; then
  for f in pto/pto-inst.hpp pto/common/constants.hpp pto/common/type.hpp pto/sim/ops.hpp acl/acl.h; do
    [ -e "$prefix/include/ptosim/compat/$f" ] || fail "not installed: include/ptosim/compat/$f"
  done
  mkdir -p "$work/tl"
  cp "$src/examples/tilelib/tsubs_kernel.cpp" "$work/tl/"
  # shellcheck disable=SC2086
  "$cxx" $flags -std=c++17 -Wall -Wextra -Werror -I"$prefix/include/ptosim/compat" -I"$prefix/include" \
    -o "$work/tl/tsubs_kernel" "$work/tl/tsubs_kernel.cpp" -L"$prefix/$libdir" -lptosim "-Wl,-rpath,$prefix/$libdir"
  uses_installed "$work/tl/tsubs_kernel" || fail "the Tile Lib kernel does not use the installed shared library"
  "$work/tl/tsubs_kernel" >"$work/tl/out.txt" || fail "the Tile Lib kernel built with -I failed"
  cat >"$work/tl/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.20)
project(uses_ptosim_tilelib CXX)
find_package(ptosim 0.1 REQUIRED)
add_executable(tsubs_kernel tsubs_kernel.cpp)
target_link_libraries(tsubs_kernel PRIVATE ptosim::tilelib)
CMAKE
  cmake -S "$work/tl" -B "$work/tl/build" -G "$gen" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_CXX_COMPILER="$cxx" \
    -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$flags" >"$work/tl/configure.log"
  cmake --build "$work/tl/build" >"$work/tl/build.log"
  uses_installed "$work/tl/build/tsubs_kernel" || fail "ptosim::tilelib does not link the installed shared library"
  "$work/tl/build/tsubs_kernel" >"$work/tl/cmake.txt" || fail "the ptosim::tilelib build of the Tile Lib kernel failed"
  cmp -s "$work/tl/out.txt" "$work/tl/cmake.txt" || fail "the Tile Lib kernel builds print different results"
fi
echo "install_check: installed to $prefix; pkg-config and find_package builds of tsubs_example${cxx:+ and the Tile Lib kernel} ran"
