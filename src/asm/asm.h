/* Assembly text of single instructions and its canonical disassembly.
 * Both are driven by isa/forms.def and isa/scalar_forms.def through
 * src/core.h (struct insn). */
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

/* Where a statement is assembled: its address, for PC-relative targets
 * (`.+N` bytes, or a label), and the program's labels. */
typedef struct asm_env {
    uint64_t pc;
    /* The address of a label: true if known.  NULL: no labels. */
    bool (*label)(void *ctx, const char *name, size_t len, uint64_t *addr);
    void *ctx;
} asm_env;
/* asm_insn at env->pc with env's labels (env NULL: PC 0, no labels). */
int asm_insn_at(const char *stmt, const asm_env *env, insn *out, asm_error *err);

/* Writes the canonical text of a decoded instruction into buf (NUL
 * terminated, truncated to n).  asm_insn of that text gives the same bits.
 * Returns the length written. */
size_t disasm_insn(const insn *in, char *buf, size_t n);

#endif
