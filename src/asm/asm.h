/* Assembly text of single instructions and its canonical disassembly.
 * Both are driven by isa/forms.def through src/core.h (struct insn). */
#ifndef PTOSIM_ASM_H
#define PTOSIM_ASM_H

#include <stddef.h>

#include "core.h"

typedef struct asm_error {
    size_t column;      /* 1-based column in the statement where the problem starts */
    char message[200];  /* e.g. "unknown data type 'FP33'; expected one of FP64, FP32, ..." */
} asm_error;

/* Parses one instruction statement (no directives, no comments, no ';';
 * leading/trailing blanks allowed) into a fully encoded insn: form, length,
 * fields, present bits and bits (via insn_encode).  Returns 0 on success,
 * -1 with *err filled on failure.  Raw `.word 0x..`, `.half 0x..` and
 * `.dword 0x..` are NOT handled here (the program parser does them). */
int asm_insn(const char *stmt, insn *out, asm_error *err);

/* Writes the canonical text of a decoded instruction into buf (NUL
 * terminated, truncated to n).  asm_insn of that text gives the same bits.
 * Returns the length written. */
size_t disasm_insn(const insn *in, char *buf, size_t n);

#endif
