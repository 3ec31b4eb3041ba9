/* PTO-AS front end: lowers PTO-AS text (Level-1 SSA with !pto.tile, Level-2
 * DPS with !pto.tile_buf in the keyed and compact forms, and the short
 * assembly form) to ptosim program text (directives and bundles), which
 * then runs on the same machine as any program. */
#ifndef PTOSIM_PTOAS_H
#define PTOSIM_PTOAS_H

#include <stddef.h>
#include <stdint.h>

#include "ptosim/ptoas.h"

/* The types of the public interface (ptosim/ptoas.h). */
typedef pto_ptoas_binding ptoas_binding;
typedef pto_ptoas_output ptoas_output;
typedef pto_ptoas_result ptoas_result;

/* Lowers text.  inputs: host data for tload / tile values.  outputs: names
 * whose final tile is reported in res->outputs (pto.tstore targets are
 * reported automatically).  Returns 0, or -1 with line/column/message. */
int ptoas_lower(const char *text, size_t len, const ptoas_binding *inputs, size_t ninputs,
                const char *const *outputs, size_t noutputs, ptoas_result *res);
/* As ptoas_lower, with flags: PTOAS_PLACEHOLDERS lowers a pto.tload
 * without host data to its .tile and a comment in place of the .fill
 * (`run --emit bundles` shows the bundles without --in data). */
enum { PTOAS_PLACEHOLDERS = 1u };
int ptoas_lower_with(const char *text, size_t len, const ptoas_binding *inputs, size_t ninputs,
                     const char *const *outputs, size_t noutputs, unsigned flags, ptoas_result *res);
/* The same with the kernel's name (NULL: the only function). */
int ptoas_lower_entry(const char *text, size_t len, const ptoas_binding *inputs, size_t ninputs,
                      const char *const *outputs, size_t noutputs, unsigned flags, const char *entry,
                      ptoas_result *res);
void ptoas_free(ptoas_result *res);

#endif
