#!/usr/bin/env python3
"""Writes isa/scalar_forms.def from the specification's scalar-form catalog.

    scripts/gen_scalar_forms.py [--catalog FILE] [--commands FILE] [--check]

The catalog is spec data (../shared/vectors/scalar-forms.json, a copy of
pto-spec spec/catalog/scalar-forms.json); it is read, never copied.  The
table holds:

  SFORM(ID, "MNEMONIC", length_bits, mask, match, RULE, "syntax")
      each form ptosim executes: its encoding, its execute rule (SX_RULE in
      src/scalar/scalar.h) and its operand syntax (below);
  SALIAS(ID, "SPELLING")
      the mnemonic as the catalog's assembly template spells it, where that
      differs (C.EBREAK: c.break);
  SFIELD(ID, FLD, "catalog name", sign, lsb, width, lsb2, width2, lsb3, width3)
      the fields of those forms (value bits [width-1:0] at instruction bit
      lsb, the next width2 bits at lsb2, then width3 at lsb3); sign is the
      catalog's signedness: 0 unsigned, 1 signed, 2 encoding-defined (the
      rule says how the bits are read);
  SCODE(ID, "MNEMONIC", length_bits, mask, match)   an executed form
  SCODE_NI("MNEMONIC", length_bits, mask, match)    a form not executed
      every catalog form in the model's decode order (DecodeScalarForm:
      more mask bits first, then the catalog form id), so a word decodes to
      exactly the form the specification names and an unexecuted one is
      reported with its mnemonic;
  SAGU(ID, size_bytes, signed_load, offset_scale, REG|IMM|COMPRESSED)
      the catalog's agu record of an executed load or store;
  SCHECK(ID, FLD, oneof, values)
      a catalog constraint of an executed form (FLD != values, or FLD one of
      the set bits of values): IllegalInstruction at decode;
  CCODE("MNEMONIC", length_bits, mask, match)
      every command form of command-forms.json, so a command word that
      isa/forms.def does not hold is named too (commands decode first).

To execute a further scalar form: add its mnemonic and rule to RULES, give
its template a syntax (syntax_of), write the rule in src/scalar/scalar.c,
and run this script.  --check fails when the checked-in table is stale.
"""
import argparse
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "isa", "scalar_forms.def")
DEFAULT_CATALOG = os.path.join(ROOT, "..", "shared", "vectors", "scalar-forms.json")
DEFAULT_COMMANDS = os.path.join(ROOT, "..", "shared", "vectors", "command-forms.json")

# The executed forms and their execute rules (src/scalar/scalar.h SX_*).
# Several forms share a rule when they differ only in field layout.
RULES = {}
for base in ("ADD", "SUB", "AND", "OR", "XOR"):
    RULES[base] = "BIN_" + base            # SrcR modifier and shift
    RULES[base + "W"] = "BINW_" + base
for base in ("ADD", "SUB", "AND", "OR", "XOR"):
    RULES[base + "I"] = "IMM_" + base      # register and immediate
    RULES[base + "IW"] = "IMMW_" + base
    RULES["HL." + base + "I"] = "IMM_" + base
    RULES["HL." + base + "IW"] = "IMMW_" + base
for base in ("SLL", "SRL", "SRA"):
    RULES[base] = "REG_" + base
    RULES[base + "W"] = "REGW_" + base
    RULES[base + "I"] = "SHI_" + base
    RULES[base + "IW"] = "SHIW_" + base
for name in ("MIN", "MINU", "MAX", "MAXU"):
    RULES[name] = "REG_" + name
RULES.update({
    "MUL": "MUL", "MULU": "MUL", "MULW": "MULW", "MULUW": "MULW", "MADD": "MADD", "MADDW": "MADDW",
    "DIV": "DIV", "DIVU": "DIVU", "DIVW": "DIVW", "DIVUW": "DIVUW",
    "REM": "REM", "REMU": "REMU", "REMW": "REMW", "REMUW": "REMUW",
    "C.ADD": "C_ADD", "C.SUB": "C_SUB", "C.AND": "C_AND", "C.OR": "C_OR", "C.ADDI": "C_ADDI",
    "C.SLLI": "C_SLLI", "C.SRLI": "C_SRLI", "C.MOVI": "MOVI", "C.MOVR": "MOVR",
    "C.SEXT.B": "C_SEXT_B", "C.SEXT.H": "C_SEXT_H", "C.SEXT.W": "C_SEXT_W",
    "C.ZEXT.B": "C_ZEXT_B", "C.ZEXT.H": "C_ZEXT_H", "C.ZEXT.W": "C_ZEXT_W",
    "LUI": "LUI", "HL.LUI": "HL_LUI", "HL.LIS": "LIS", "HL.LIU": "LIU", "CSEL": "CSEL",
    "J": "J", "JR": "JR", "ADDTPC": "ADDTPC", "HL.ADDTPC": "ADDTPC",
    "SETRET": "SETRET", "HL.SETRET": "SETRET", "C.SETRET": "SETRET",
    "SETC.TGT": "SETC_TGT", "C.SETC.TGT": "C_SETC_TGT",
    "EBREAK": "EBREAK", "C.EBREAK": "EBREAK", "FENCE.D": "FENCE_D", "FENCE.I": "FENCE_I",
})
for cond in ("EQ", "NE", "LT", "GE", "LTU", "GEU"):
    RULES["CMP." + cond] = "CMP_" + cond
    RULES["SETC." + cond] = "SETC_" + cond
for cond in ("EQ", "NE", "LT", "GE"):
    RULES["CMP." + cond + "I"] = "CMPI_" + cond
    RULES["HL.CMP." + cond + "I"] = "CMPI_" + cond
    RULES["SETC." + cond + "I"] = "SETCI_" + cond
    RULES["HL.SETC." + cond + "I"] = "SETCI_" + cond
for cond in ("LTU", "GEU"):
    RULES["CMP." + cond + "I"] = "CMPI_" + cond
    RULES["HL.CMP." + cond + "I"] = "CMPI_" + cond
    RULES["SETC." + cond + "I"] = "SETCI_" + cond
    RULES["HL.SETC." + cond + "I"] = "SETCI_" + cond
for op in ("AND", "OR"):
    RULES["CMP." + op] = "CMPL_" + op
    RULES["CMP." + op + "I"] = "CMPLI_" + op
    RULES["HL.CMP." + op + "I"] = "CMPLI_" + op
    RULES["SETC." + op] = "SETCL_" + op
    RULES["SETC." + op + "I"] = "SETCLI_" + op
    RULES["HL.SETC." + op + "I"] = "SETCLI_" + op
RULES.update({"C.CMP.EQI": "C_CMP_EQI", "C.CMP.NEI": "C_CMP_NEI",
              "C.SETC.EQ": "C_SETC_EQ", "C.SETC.NE": "C_SETC_NE"})
# Loads and stores of one register (register, immediate and compressed
# addressing); their size, sign, scale and addressing come from the
# catalog's agu record.
for mn in ("LB", "LBU", "LH", "LHU", "LW", "LWU", "LD", "LBI", "LBUI", "LHI", "LHUI", "LWI", "LWUI", "LDI",
           "LHI.U", "LHUI.U", "LWI.U", "LWUI.U", "LDI.U", "C.LDI", "C.LWI"):
    RULES[mn] = "LOAD"
for mn in ("SB", "SH", "SW", "SD", "SH.U", "SW.U", "SD.U", "SBI", "SHI", "SWI", "SDI", "SHI.U", "SWI.U",
           "SDI.U", "C.SDI", "C.SWI"):
    RULES[mn] = "STORE"

# Catalog field name -> ptosim field id (src/core.h FLD_*).
FIELD_IDS = {
    "RegDst": "RegDst", "SrcL": "SrcL", "SrcR": "SrcR", "SrcD": "SrcD", "SrcP": "SrcP",
    "SrcRType": "SrcRType", "shamt": "Shamt", "SrcZero": "SrcZero",
    "PRED_IMM": "PredImm", "SUCC_IMM": "SuccImm",
}
IMMEDIATES = {"uimm12", "simm12", "simm5", "uimm5", "imm20", "imm32", "simm32", "uimm32", "imm", "uimm24",
              "simm24", "simm22", "imm4", "imm5"}


def fail(msg):
    sys.exit("gen_scalar_forms.py: " + msg)


def modifier_kind(rule, template):
    """The SrcRType spelling of a form (src/scalar/scalar.c decodes it the
    way the model's ScalarDecoded*RightModifier does)."""
    if rule.startswith("BIN"):
        return "bl" if rule.endswith(("_AND", "_OR", "_XOR")) else "ba"
    if rule.startswith(("CMPL_", "SETCL_")):
        return "l"
    if rule.startswith(("CMP_", "SETC_")):
        return "c"
    if rule == "CSEL":
        return "s"
    if rule in ("LOAD", "STORE"):
        return "a"
    fail("no SrcRType spelling for rule " + rule + " (" + template + ")")


def split_top(ops):
    """Splits on commas outside [], {} and a <{...}> or <.x, .y> group."""
    items, depth, cur, angle = [], 0, "", False
    for i, ch in enumerate(ops):
        if ch == "<" and ops[i + 1:i + 2] in ("{", "."):
            angle = True
        elif ch == ">" and angle:
            angle = False
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
        if ch == "," and depth == 0 and not angle:
            items.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        items.append(cur.strip())
    return items


def syntax_of(row, rule):
    """The operand syntax of a form, from its catalog asm template.

    Tokens, comma separated, in operand order:
      L R D P      a Reg5 source (GPR name or number, t#1..t#4, u#1..u#4)
      R.K          SrcR with its SrcRType spelling K (ba bl c l s a)
      ...<s ...<N  then `<<shamt` (optional, the Shamt field) or a fixed `<<N`
      =D           ->RegDst (a GPR, t, u, or a number)
      =t =ra       the fixed destination of the form
      #            the immediate; #<s with an optional `<<shamt`
      #p #s        FENCE.D predecessor and successor
      @            a PC-relative target (the immediate counts halfwords)
      #h           a byte offset (the immediate counts halfwords)
      [B,X]        a memory operand, base B and index or immediate X
      T1           the literal t#1 of the compressed forms
    """
    asm = row["asm"]
    names = {f["name"] for f in row["fields"]}
    parts = asm.split(None, 1)
    if len(parts) == 1:
        return ""
    ops = parts[1]
    items = split_top(ops)
    out = []
    shift_used = False

    def reg(tok):
        t = tok.strip()
        base = re.match(r"^(SrcL|SrcR|SrcD|SrcP|srcL|srcR)", t)
        if not base:
            fail("%s: unknown register operand '%s'" % (row["mnemonic"], tok))
        letter = {"SrcL": "L", "srcL": "L", "SrcR": "R", "srcR": "R", "SrcD": "D", "SrcP": "P"}[base.group(1)]
        rest = t[base.end():]
        s = letter
        if rest.startswith("<"):
            m = re.match(r"^<\{?([^}>]*)\}?>", rest)
            if not m:
                fail("%s: bad modifier in '%s'" % (row["mnemonic"], tok))
            s += "." + modifier_kind(rule, asm)
            rest = rest[m.end():]
        if rest.startswith("<<<shamt>"):
            s += "<s"
            rest = rest[len("<<<shamt>"):]
            nonlocal shift_used
            shift_used = True
        elif re.match(r"^<<\d$", rest):
            s += "<" + rest[2]
            rest = ""
        if rest:
            fail("%s: unexpected '%s' in '%s'" % (row["mnemonic"], rest, tok))
        return s

    for it in items:
        if it.startswith("->"):
            d = it[2:].strip()
            if d == "{t, u, Rd}":
                out.append("=D")
            elif d == "t":
                out.append("=t")
            elif d in ("ra", "Ra"):
                out.append("=ra")
            else:
                fail("%s: unknown destination '%s'" % (row["mnemonic"], it))
        elif it.startswith("["):
            inner = split_top(it[1:-1])
            if len(inner) != 2:
                fail("%s: memory operand '%s'" % (row["mnemonic"], it))
            b = reg(inner[0])
            x = inner[1]
            if x in ("simm", "uimm"):
                xs = "#"
            else:
                xs = reg(x)
            out.append("[%s,%s]" % (b, xs))
        elif it in ("simm", "uimm", "imm", "label", "pred_imm", "succ_imm", "shamt", "M", "N"):
            if it == "label":
                out.append("@" if row["mnemonic"] == "J" else "#h")
            elif it == "pred_imm":
                out.append("#p")
            elif it == "succ_imm":
                out.append("#s")
            elif it == "shamt":
                out.append("#")
            elif rule.startswith(("SETCI_", "SETCLI_")) and "shamt" in names:
                out.append("#<s")
                shift_used = True
            else:
                out.append("#")
        elif it == "t#1":
            out.append("T1")
        else:
            out.append(reg(it))
    if "shamt" in names and not shift_used and rule not in ("SHI_SLL", "SHI_SRL", "SHI_SRA", "SHIW_SLL",
                                                             "SHIW_SRL", "SHIW_SRA"):
        fail("%s: the shamt field has no place in '%s'" % (row["mnemonic"], asm))
    return ",".join(out)


def field_row(form_id, f):
    name = f["name"]
    if name in FIELD_IDS:
        fid = FIELD_IDS[name]
    elif name in IMMEDIATES:
        fid = "Immediate"
    else:
        fail("%s: no field id for '%s'" % (form_id, name))
    pieces = f["pieces"]
    if len(pieces) > 3:
        fail("%s: more than three pieces" % form_id)
    pos = 0
    args = []
    for p in pieces:
        if p["value_lsb"] != pos:
            fail("%s: pieces of %s are not in value order" % (form_id, name))
        pos += p["width"]
        args += [str(p["instruction_lsb"]), str(p["width"])]
    while len(args) < 6:
        args += ["0", "0"]
    signed = {"unsigned": 0, "signed": 1, "encoding-defined": 2}[f["signedness"]]
    return "SFIELD(%s, %s, \"%s\", %d, %s)" % (form_id, fid, name, signed, ", ".join(args))


def ident(mnemonic):
    return mnemonic.replace(".", "_")


def generate(catalog, commands):
    forms = catalog["forms"]
    if len(forms) != catalog["form_count"]:
        fail("form_count does not match the forms")
    by_mn = {}
    for i, x in enumerate(forms):
        if x["mnemonic"] in by_mn:
            fail("duplicate mnemonic %s" % x["mnemonic"])
        by_mn[x["mnemonic"]] = (i, x)
        if len(x["encoding"]) != 1:
            fail("%s: more than one encoding word" % x["mnemonic"])
    for mn in RULES:
        if mn not in by_mn:
            fail("RULES names %s, which the catalog lacks" % mn)
    lines = []
    w = lines.append
    w("/* Generated by scripts/gen_scalar_forms.py from the specification's scalar-form")
    w(" * catalog (spec/catalog/scalar-forms.json, %d forms) and command-form" % len(forms))
    w(" * catalog: do not edit; change the script and run it again.")
    w(" *")
    w(" * SRULE(RULE)  each execute rule (src/scalar/scalar.h SX_RULE)")
    w(" * SFORM(ID, \"MNEMONIC\", length_bits, mask, match, RULE, \"syntax\")  executed forms")
    w(" * SALIAS(ID, \"SPELLING\")  the catalog's assembly spelling where it is not the mnemonic")
    w(" * SFIELD(ID, FLD, \"name\", sign, lsb, width, lsb2, width2, lsb3, width3)")
    w(" *   sign: 0 unsigned, 1 signed, 2 encoding-defined")
    w(" * SAGU(ID, size_bytes, signed_load, offset_scale, REG|IMM|COMPRESSED)  a load or store")
    w(" * SCHECK(ID, FLD, oneof, values)  catalog constraint: FLD != values (oneof 0),")
    w(" *                                 or bit FLD of the mask values set (oneof 1)")
    w(" * SCODE(ID, \"MNEMONIC\", length_bits, mask, match)  executed, in decode order")
    w(" * SCODE_NI(\"MNEMONIC\", length_bits, mask, match)   not executed, in decode order")
    w(" * CCODE(\"MNEMONIC\", length_bits, mask, match)      every command form")
    w(" * (the syntax tokens are described in the script) */")
    for m in ("SRULE", "SFORM", "SALIAS", "SFIELD", "SAGU", "SCHECK", "SCODE", "SCODE_NI", "CCODE"):
        args = {"SRULE": "rule", "SALIAS": "id, spelling", "SFORM": "id, mn, len, mask, match, rule, syn", "SFIELD": "id, fld, name, sg, l1, w1, l2, w2, l3, w3",
                "SAGU": "id, size, sgn, scale, kind",
                "SCHECK": "id, fld, oneof, values", "SCODE": "id, mn, len, mask, match",
                "SCODE_NI": "mn, len, mask, match", "CCODE": "mn, len, mask, match"}[m]
        w("#ifndef %s\n#define %s(%s)\n#define PTO_SCALAR_DEFAULT_%s\n#endif" % (m, m, args, m))
    executed = [x for x in forms if x["mnemonic"] in RULES]
    for rule in sorted(set(RULES.values())):
        w("SRULE(%s)" % rule)
    for x in executed:
        rule = RULES[x["mnemonic"]]
        enc = x["encoding"][0]
        syn = syntax_of(x, rule)
        w("SFORM(%s, \"%s\", %d, 0x%sull, 0x%sull, %s, \"%s\")" %
          (ident(x["mnemonic"]), x["mnemonic"], x["length_bits"], enc["mask"][2:], enc["match"][2:], rule, syn))
    for x in executed:
        spelled = x["asm"].split()[0].upper()
        if spelled != x["mnemonic"]:
            w("SALIAS(%s, \"%s\")" % (ident(x["mnemonic"]), spelled))
    for x in executed:
        for f in x["fields"]:
            w(field_row(ident(x["mnemonic"]), f))
    for x in executed:
        if RULES[x["mnemonic"]] in ("LOAD", "STORE"):
            a = x["agu"]
            if a["update_mode"] != "None" or a["action"] not in ("Load", "Store"):
                fail("%s: only plain loads and stores have rule LOAD/STORE" % x["mnemonic"])
            kinds = {"Register": "REG", "Immediate": "IMM", "Compressed": "COMPRESSED"}
            if a["address_kind"] not in kinds:
                fail("%s: address kind %s" % (x["mnemonic"], a["address_kind"]))
            w("SAGU(%s, %d, %d, %d, %s)" % (ident(x["mnemonic"]), a["size_bytes"], 1 if a["signed_load"] else 0,
                                          a["offset_scale"], kinds[a["address_kind"]]))
    for x in executed:
        for c in x["constraints"]:
            fid = FIELD_IDS.get(c["field"], "Immediate" if c["field"] in IMMEDIATES else None)
            if fid is None:
                fail("%s: a constraint on unknown field %s" % (x["mnemonic"], c["field"]))
            if c["operator"] == "not-equal":
                w("SCHECK(%s, %s, 0, 0x%xull)" % (ident(x["mnemonic"]), fid, c["value"]))
            elif c["operator"] == "one-of" and max(c["values"]) < 64:
                w("SCHECK(%s, %s, 1, 0x%xull)" % (ident(x["mnemonic"]), fid, sum(1 << v for v in c["values"])))
            else:
                fail("%s: unsupported constraint %r" % (x["mnemonic"], c))
    order = sorted(range(len(forms)),
                   key=lambda i: (-bin(int(forms[i]["encoding"][0]["mask"], 16)).count("1"), forms[i]["form_id"]))
    for i in order:
        x = forms[i]
        enc = x["encoding"][0]
        if x["mnemonic"] in RULES:
            w("SCODE(%s, \"%s\", %d, 0x%sull, 0x%sull)" % (ident(x["mnemonic"]), x["mnemonic"], x["length_bits"],
                                                           enc["mask"][2:], enc["match"][2:]))
        else:
            w("SCODE_NI(\"%s\", %d, 0x%sull, 0x%sull)" % (x["mnemonic"], x["length_bits"], enc["mask"][2:],
                                                          enc["match"][2:]))
    for x in commands["forms"]:
        mask = match = 0
        for e in x["encoding"]:
            mask |= int(e["mask"], 16) << (32 * e["index"])
            match |= int(e["match"], 16) << (32 * e["index"])
        w("CCODE(\"%s\", %d, 0x%xull, 0x%xull)" % (x["mnemonic"], x["length_bits"], mask, match))
    for m in ("SRULE", "SFORM", "SALIAS", "SFIELD", "SAGU", "SCHECK", "SCODE", "SCODE_NI", "CCODE"):
        w("#ifdef PTO_SCALAR_DEFAULT_%s\n#undef %s\n#undef PTO_SCALAR_DEFAULT_%s\n#endif" % (m, m, m))
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--catalog", default=DEFAULT_CATALOG)
    ap.add_argument("--commands", default=DEFAULT_COMMANDS)
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    with open(a.catalog) as f:
        catalog = json.load(f)
    with open(a.commands) as f:
        commands = json.load(f)
    text = generate(catalog, commands)
    if a.check:
        with open(OUT) as f:
            if f.read() != text:
                sys.exit("isa/scalar_forms.def is stale: run scripts/gen_scalar_forms.py")
        return
    with open(OUT, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
