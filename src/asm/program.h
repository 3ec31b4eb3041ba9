/* Program text: bundle assembly, raw words, and the simulator-control
 * directives that set up state before and between bundles (decisions D2). */
#ifndef PTOSIM_PROGRAM_H
#define PTOSIM_PROGRAM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core.h"

enum act_kind { ACT_PROFILE, ACT_PE, ACT_GPR, ACT_TILE, ACT_FILL, ACT_RELEASE };

typedef struct prog_action {
    uint8_t kind;          /* enum act_kind */
    uint32_t line;
    uint64_t offset;       /* applied when TPC first reaches this code offset */
    unsigned tile;         /* ACT_TILE, ACT_FILL, ACT_RELEASE */
    unsigned pemask;       /* ACT_GPR, ACT_FILL: PEs (bit 3 = PE0) */
    unsigned value_u;      /* ACT_PROFILE profile, ACT_PE pe, ACT_GPR register */
    uint64_t value;        /* ACT_GPR */
    pto_tile_desc desc;    /* ACT_TILE */
    char **tokens;         /* ACT_FILL: literals, converted at run time */
    uint32_t ntokens;
    uint32_t *columns;     /* ACT_FILL: the column of each literal */
} prog_action;

typedef struct prog_line {
    uint64_t offset;
    uint32_t line;
} prog_line;

typedef struct pto_program {
    uint8_t *code;
    size_t len, cap;
    prog_action *acts;
    size_t nacts, capacts;
    prog_line *lines;      /* one per instruction-word statement, by offset */
    size_t nlines, caplines;
    bool has_directives;
} pto_program;

typedef struct prog_error {
    uint32_t line, column;
    char message[256];
} prog_error;

/* Parses program text.  Returns 0, or -1 with *err (line, column, message). */
int prog_parse(const char *text, size_t len, pto_program *p, prog_error *err);
/* A program from raw little-endian words (a .bin file); takes ownership of
 * the malloc'd bytes, also on failure. */
int prog_from_binary(uint8_t *bytes, size_t len, pto_program *p, prog_error *err);
void prog_free(pto_program *p);
/* Source line of the instruction at offset, 0 if unknown. */
uint32_t prog_line_of(const pto_program *p, uint64_t offset);

/* Called after every executed instruction (for --trace); alloc_before has
 * bit i set for each Local tile i allocated just before the instruction. */
typedef void (*prog_trace_fn)(void *ctx, const pto_machine *m, uint64_t pc, const insn *in, pto_status s,
                              uint64_t alloc_before);

typedef struct prog_result {
    pto_status status;     /* PTO_END, PTO_FAULT, or an error */
    uint32_t error_line;   /* for errors: the source line, 0 if none */
    uint32_t error_column; /* and the column, 0 if none */
    char message[320];     /* for errors */
    uint64_t steps;
} prog_result;

/* Runs the program on m from TPC 0 until its end, the first fault, or an
 * error; directives are applied when TPC first reaches their offset. */
void prog_run(pto_machine *m, const pto_program *p, prog_trace_fn trace, void *ctx, prog_result *res);

/* Converts one literal to the raw encoding of DataType dt (or a predicate
 * bit when dt is the predicate placeholder and pred is true). */
int literal_to_bits(const char *tok, unsigned dt, bool pred, uint64_t *out, char *err, size_t errlen);
/* GPR name (zero, sp, a0..a7, ra, s0..s8, x0..x3) or number 0..23; -1 if none. */
int gpr_by_name(const char *name, size_t len);

#endif
