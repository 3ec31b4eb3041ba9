/* PTO-AS front end: lowers PTO-AS text (Level-1 SSA with !pto.tile,
 * Level-2 DPS with !pto.tile_buf in the keyed and compact forms, and the
 * short assembly form) to ptosim program text (directives and one bundle
 * per operation), which pto_program_parse reads and pto_program_run runs.
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

/* Host data bound to a function argument (a !pto.ptr, used by pto.tload
 * and pto.tstore) or to a tile value, by name without '%'. */
typedef struct pto_ptoas_binding {
    const char *name;
    const uint8_t *bytes; /* input: raw little-endian elements */
    size_t len;
    const char *literals; /* or: comma-separated values (hex raw or literals of the element type) */
} pto_ptoas_binding;

typedef struct pto_ptoas_output {
    char name[64];        /* the bound name */
    unsigned tile;        /* Local tile index holding the value after the run */
    bool in_gm;           /* a pto.tstore target: the rectangle below in global memory */
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
} pto_ptoas_result;

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
void pto_ptoas_free(pto_ptoas_result *res);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif
#ifdef __cplusplus
}
#endif
#endif
