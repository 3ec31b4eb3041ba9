/* PTO-AS front end: reads PTO-AS text (MLIR's textual format as the PTOAS
 * compiler prints it: modules, functions, arith, scf.for / scf.if,
 * func.call, and the pto tile operations in SSA and DPS form), runs one
 * function (the kernel) on a host interpreter and writes each tile
 * operation it reaches as its bundle: the result is ptosim program text
 * (directives and bundles in execution order), which pto_program_parse
 * reads and pto_program_run runs.  Every program line keeps the user's
 * line and column (pto_ptoas_source) so faults are reported there.
 */
#ifndef PTOSIM_PUBLIC_PTOAS_H
#define PTOSIM_PUBLIC_PTOAS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ptosim/ptosim.h"

#ifdef __cplusplus
extern "C" {
#endif
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/* Host data bound to an argument of the kernel by name without '%': a
 * !pto.ptr (its tensor in global memory: bytes, or literals of the element
 * type), a scalar (one literal in the declared type), or a tile value of
 * pto.alloc_tile (its valid region). */
typedef struct pto_ptoas_binding {
    const char *name;
    const uint8_t *bytes; /* input: raw little-endian elements */
    size_t len;
    const char *literals; /* or: comma-separated values (hex raw or literals of the element type) */
} pto_ptoas_binding;

typedef struct pto_ptoas_output {
    char *name;           /* the bound name (malloc'd; freed by pto_ptoas_free) */
    unsigned tile;        /* Local tile index holding the value after the run */
    bool in_gm;           /* a pto.tstore target: the rectangle below in global memory (the
                             bounding rectangle of its stores when they share the row stride,
                             else one row: the byte range that covers them all) */
    uint64_t addr, stride;/* first element, row stride in bytes */
    uint32_t rows, cols;
    unsigned elem_bytes;
} pto_ptoas_output;

typedef struct pto_ptoas_result {
    char *program;        /* program text (malloc'd), NULL on error */
    uint32_t line, column;
    char message[256];    /* error, or the last warning */
    unsigned warnings;
    char warning_text[512]; /* each warning as "LINE:COL: warning: ...\n" */
    pto_ptoas_output outputs[32];
    unsigned noutputs;
    uint32_t *source;     /* per program line i (1-based): source[2i-2], source[2i-1] = the user's
                             line and column of the operation it comes from (0 0: none) */
    size_t source_lines;
} pto_ptoas_result;

/* Options of pto_ptoas_lower_opts. */
typedef struct pto_ptoas_options {
    const pto_ptoas_binding *inputs;
    size_t ninputs;
    const char *const *outputs;
    size_t noutputs;
    unsigned flags;       /* PTO_PTOAS_* */
    const char *entry;    /* the kernel's name without '@'; NULL: the only function (or the one
                             marked pto.entry) */
} pto_ptoas_options;

/* Lowers text.  inputs: host data for tload / tile values.  outputs: names
 * whose final tile is reported in res->outputs (pto.tstore targets are
 * reported automatically).  PTO_OK, or PTO_ERR_ARG with line, column and
 * message in *res.  Free res with pto_ptoas_free in either case. */
pto_status pto_ptoas_lower(const char *text, size_t len, const pto_ptoas_binding *inputs, size_t ninputs,
                           const char *const *outputs, size_t noutputs, pto_ptoas_result *res);
/* As pto_ptoas_lower, with flags: PTO_PTOAS_PLACEHOLDERS lowers a
 * pto.tload whose pointer has no host data to a placeholder comment (for
 * showing the bundles without data; the program then cannot run). */
enum { PTO_PTOAS_PLACEHOLDERS = 1u };
pto_status pto_ptoas_lower_flags(const char *text, size_t len, const pto_ptoas_binding *inputs, size_t ninputs,
                                 const char *const *outputs, size_t noutputs, unsigned flags, pto_ptoas_result *res);
/* The general form: every binding must name an argument (or a tile value)
 * of the kernel, once; every argument needs one. */
pto_status pto_ptoas_lower_opts(const char *text, size_t len, const pto_ptoas_options *opt, pto_ptoas_result *res);
/* The user's line and column of program line program_line (0 0 when the
 * line comes from no operation); PTO_ERR_ARG out of range. */
pto_status pto_ptoas_source(const pto_ptoas_result *res, uint32_t program_line, uint32_t *line, uint32_t *column);
void pto_ptoas_free(pto_ptoas_result *res);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif
#ifdef __cplusplus
}
#endif
#endif
