#!/usr/bin/env python3
"""Builds tests/avs_index.tsv: which AVS tests of the specification ptosim
ports, and why each other one in scope is not ported.

    scripts/avs_index.py [--mirror DIR] [--scope NAME ...]

The specification's AVS tests are the files tests/asl/**/*.asl of the
pto-spec git mirror (default: ../.mirror/PTO-ISA+pto-spec/repo next to this
checkout); each names its id in its `// PTO-TEST: {"id": ...}` line.  Only
ids and paths are read and written.

A scope is the name of the directory that holds an operation's or a block
command's AVS tests (TADD, TSUBS, B.CATR, ...).  The scopes are the
operations ptosim executes (those with a handler in isa/tile_ops.def), the
commands of a block (isa/forms.def), the scalar instructions ptosim
executes (isa/scalar_forms.def), the scopes already in the index and those given
with --scope (for example TLOAD when it is implemented).  Every AVS test of
a scope gets a row; so does every other AVS id a test names (scope `-`).

Status: `ported-in-tests/test_X.c` when a tests/test_*.c file names the id,
else the reason kept from the current index, else `not-ported: TODO`, which
tests/test_avs_index.c rejects: write the reason into the index by hand.
"""
import argparse
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INDEX = os.path.join(ROOT, "tests", "avs_index.tsv")
HEADER = "scope\tid\tpath\tstatus"

# The BSTART.TEPL aliases; the other block scopes are the mnemonics of
# isa/forms.def.
BSTART_ALIASES = ["BSTART.VEC", "BSTART.SFU"]

ID_LINE = re.compile(r'^([^:]+):// PTO-TEST: \{"id":"([A-Z0-9.-]+)"')
ID_TOKEN = re.compile(r"PTO-AVS-[A-Z0-9.-]*[A-Z0-9]")


def implemented_ops():
    ops = []
    with open(os.path.join(ROOT, "isa", "tile_ops.def")) as f:
        for line in f:
            m = re.match(r"OP\(0x[0-9A-Fa-f]+,\s*(\w+),\s*\w+,\s*(\w+),", line)
            if m and m.group(2) != "NONE":
                ops.append(m.group(1))
    return ops


def scalar_scopes():
    names = set()
    with open(os.path.join(ROOT, "isa", "scalar_forms.def")) as f:
        for line in f:
            m = re.match(r'SFORM\(\w+,\s*"([^"]+)"', line)
            if m:
                names.add(m.group(1))
    return names


def block_scopes():
    names = set(BSTART_ALIASES)
    with open(os.path.join(ROOT, "isa", "forms.def")) as f:
        for line in f:
            m = re.match(r'FORM\(\w+,\s*"([^"]+)"', line)
            if m:
                names.add(m.group(1))
    return names


def spec_tests(mirror):
    out = subprocess.run(["git", "-C", mirror, "grep", "-o", "-e", '// PTO-TEST: {"id":"[A-Z0-9.-]*"',
                          "HEAD", "--", "tests/asl"], check=True, capture_output=True, text=True).stdout
    tests = {}
    for line in out.splitlines():
        if line.startswith("HEAD:"):
            line = line[5:]
        m = ID_LINE.match(line)
        if m:
            tests[m.group(2)] = m.group(1)
    return tests


def ports():
    found = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "test_*.c"))):
        rel = os.path.relpath(path, ROOT)
        with open(path) as f:
            for tok in ID_TOKEN.findall(f.read()):
                found.setdefault(tok, rel)
    return found


def read_index():
    rows = {}
    if not os.path.exists(INDEX):
        return rows
    with open(INDEX) as f:
        for n, line in enumerate(f):
            line = line.rstrip("\n")
            if n == 0 or not line:
                continue
            scope, ident, path, status = line.split("\t")
            rows[ident] = (scope, path, status)
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mirror", default=os.path.join(ROOT, "..", ".mirror", "PTO-ISA+pto-spec", "repo"))
    ap.add_argument("--scope", action="append", default=[])
    args = ap.parse_args()
    tests = spec_tests(args.mirror)
    old = read_index()
    ported = ports()
    scopes = set(implemented_ops()) | block_scopes() | scalar_scopes() | set(args.scope)
    scopes |= {s for s, _, _ in old.values() if s != "-"}
    rows = {}
    for ident, path in tests.items():
        parent = os.path.basename(os.path.dirname(path))
        if parent in scopes and path.startswith(("tests/asl/tile/", "tests/asl/block/", "tests/asl/scalar/")):
            rows[ident] = (parent, path)
    unknown = []
    for ident in ported:
        if ident in rows:
            continue
        if ident not in tests:
            unknown.append(ident)
            continue
        rows[ident] = ("-", tests[ident])
    for ident in sorted(unknown):
        print(f"{ported[ident]} names {ident}, which is no AVS test of the specification", file=sys.stderr)
    todo = 0
    lines = [HEADER]
    for ident, (scope, path) in sorted(rows.items(), key=lambda kv: (kv[1][0] == "-", kv[1][0], kv[1][1])):
        if ident in ported:
            status = "ported-in-" + ported[ident]
        elif ident in old and old[ident][2].startswith("not-ported: ") and "TODO" not in old[ident][2]:
            status = old[ident][2]
        else:
            status = "not-ported: TODO"
            todo += 1
        lines.append(f"{scope}\t{ident}\t{path}\t{status}")
    with open(INDEX, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{INDEX}: {len(rows)} rows, {sum(1 for i in rows if i in ported)} ported, {todo} without a reason",
          file=sys.stderr)
    return 1 if unknown else 0


if __name__ == "__main__":
    sys.exit(main())
